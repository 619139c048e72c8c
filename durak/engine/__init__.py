"""The rules engine: pure Python, no Qt, no threads, no clock, no I/O.

```python
from durak.engine import Card, Suit, Rules, Game, Action, IllegalAction, View
```
"""

from .actions import MAX_PLAYERS, Action, ActionKind, IllegalAction
from .cards import MAX_SEED, Card, Suit
from .cheat_record import CheatRecord
from .events import (
    Attacked,
    CatchFailed,
    Caught,
    Dealt,
    Defended,
    Drew,
    Epaulettes,
    Event,
    Exchanged,
    Forfeited,
    Forwarded,
    GameOver,
    GaveUp,
    Passed,
    PlayerOut,
    Redealt,
    Retracted,
    RoundEnded,
    RoundStarted,
    SecretTaken,
    Took,
    TrumpChanged,
    TrumpShown,
)
from .game import Game
from .notation import format_position, parse_cards, parse_position
from .presets import PRESETS, rules_from_text
from .record import Deal, Record
from .rules import DECK_SIZES, Rules, RulesConflict
from .safe_json import parse_json
from .trumps import CardOrder
from .view import View

# isort: split
# Imported for its effect, last: it registers ``CheatingGame`` (the ``Game`` of
# ``Rules.cheating``) with ``game``, which imports no variant (no import cycle).
from . import cheating  # noqa: F401

__all__ = [
    "DECK_SIZES", "MAX_PLAYERS", "MAX_SEED", "PRESETS", "Action", "ActionKind", "Attacked", "Card",
    "CardOrder", "CatchFailed", "Caught", "CheatRecord",
    "Deal",
    "Dealt", "Defended",
    "Drew", "Epaulettes", "Event", "Exchanged", "Forfeited",
    "Forwarded", "Game", "GameOver", "GaveUp", "IllegalAction", "Passed", "PlayerOut",
    "Record", "Redealt", "Retracted", "RoundEnded", "RoundStarted", "Rules", "RulesConflict",
    "SecretTaken",
    "Suit", "Took",
    "TrumpChanged", "TrumpShown", "View",
    "format_position", "parse_cards", "parse_json", "parse_position",
    "rules_from_text",
]
