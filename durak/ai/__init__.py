"""Bots: engine clients that see a ``View`` and return an ``Action``."""

from __future__ import annotations

from .base import Bot
from .simple import OriginalBot, RandomBot

LEVELS: dict[str, type[Bot]] = {
    "random": RandomBot,
    "original": OriginalBot,
}
DEFAULT_LEVEL = "original"


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A bot of the named level; unknown names raise ``ValueError`` listing the levels."""
    try:
        kind = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}: choose one of "
                         f"{', '.join(LEVELS)}") from None
    return kind(seed)


__all__ = ["DEFAULT_LEVEL", "LEVELS", "Bot", "OriginalBot", "RandomBot", "make_bot"]
