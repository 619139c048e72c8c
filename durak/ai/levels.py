"""The bots' levels: each level's class, made on first use."""

from __future__ import annotations

import importlib

from .base import Bot

# Level name -> "module:class"; a level's module loads when a bot of it is first made,
# so the table starts without loading the search.
LEVELS: dict[str, str] = {
    "random": "simple:RandomBot",
    "original": "simple:OriginalBot",
    "normal": "normal:NormalBot",
    "hard": "hard:HardBot",
}
DEFAULT_LEVEL = "original"
# Levels that search for their time budget: run them off the thread that serves players.
SEARCHING_LEVELS = frozenset({"hard"})


def bot_class(level: str) -> type[Bot]:
    module, name = LEVELS[level].split(":")
    cls: type[Bot] = getattr(importlib.import_module(f"durak.ai.{module}"), name)
    return cls


def make_bot(level: str, seed: int | None = None, budget: float | None = None,
             max_iterations: int | None = None, cores: int | None = None) -> Bot:
    """A bot of the named level; unknown names raise ``ValueError`` listing the levels.

    ``budget`` is the thinking time per decision, in seconds, for bots that search;
    ``max_iterations`` caps each of their searches (then a seed decides the same way on
    any machine, as long as the budget is not reached first); ``cores`` is the number of
    processes that search each decision.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}: choose one of {', '.join(LEVELS)}")
    bot = bot_class(level)(seed)
    if budget is not None and hasattr(bot, "budget"):
        bot.budget = budget
    if max_iterations is not None and hasattr(bot, "max_iterations"):
        bot.max_iterations = max_iterations
    if cores is not None and hasattr(bot, "cores"):
        bot.cores = cores
    return bot
