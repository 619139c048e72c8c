"""Bots: engine clients that see a ``View`` and return an ``Action``."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .base import Bot, redeal

if TYPE_CHECKING:
    from .search import decision, my_turn
    from .worker import Answer, BotWorker

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
    cls: type[Bot] = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    return cls


# What the table uses of the search and the helper process, loaded on first use (the
# search is slow to import; the table's first frame does not wait for it).
LAZY = {"decision": "search", "my_turn": "search", "Answer": "worker", "BotWorker": "worker"}


def __getattr__(name: str) -> Any:
    """``durak.ai.HardBot`` and friends, and ``LAZY``'s names, loaded on first use."""
    if name in LAZY:
        return getattr(importlib.import_module(f"{__name__}.{LAZY[name]}"), name)
    for level, target in LEVELS.items():
        if target.endswith(f":{name}"):
            return bot_class(level)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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


__all__ = ["DEFAULT_LEVEL", "LEVELS", "SEARCHING_LEVELS", "Answer", "Bot", "BotWorker",
           "HardBot", "NormalBot", "OriginalBot", "RandomBot", "decision", "make_bot", "my_turn",
           "redeal"]
