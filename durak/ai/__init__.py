"""Bots: engine clients that see a ``View`` and return an ``Action``."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .base import Bot, redeal
from .levels import DEFAULT_LEVEL, LEVELS, SEARCHING_LEVELS, bot_class, make_bot

if TYPE_CHECKING:
    from .search import decision, my_turn
    from .worker import Answer, BotWorker

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


__all__ = ["DEFAULT_LEVEL", "LEVELS", "SEARCHING_LEVELS", "Answer", "Bot", "BotWorker",
           "HardBot", "NormalBot", "OriginalBot", "RandomBot", "decision", "make_bot", "my_turn",
           "redeal"]
