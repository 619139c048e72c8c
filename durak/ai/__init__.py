"""Bots: engine clients that see a ``View`` and return an ``Action``."""

from __future__ import annotations

from .base import Bot
from .hard import HardBot
from .normal import NormalBot
from .simple import OriginalBot, RandomBot

LEVELS: dict[str, type[Bot]] = {
    "random": RandomBot,
    "original": OriginalBot,
    "normal": NormalBot,
    "hard": HardBot,
}
DEFAULT_LEVEL = "original"


def make_bot(level: str, seed: int | None = None, budget: float | None = None) -> Bot:
    """A bot of the named level; unknown names raise ``ValueError`` listing the levels.

    ``budget`` is the thinking time per decision, in seconds, for bots that search.
    """
    try:
        kind = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}: choose one of "
                         f"{', '.join(LEVELS)}") from None
    bot = kind(seed)
    if budget is not None and hasattr(bot, "budget"):
        bot.budget = budget
    return bot


__all__ = ["DEFAULT_LEVEL", "LEVELS", "Bot", "HardBot", "NormalBot", "OriginalBot", "RandomBot",
           "make_bot"]
