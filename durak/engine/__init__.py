"""The rules engine: pure Python, no Qt, no threads, no clock, no I/O.

```python
from durak.engine import Card, Suit, Rules, Game, Action, IllegalAction, View
```
"""

from .actions import Action, ActionKind, IllegalAction
from .cards import Card, Suit
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
    Took,
    TrumpShown,
)
from .game import Game
from .notation import format_position, parse_cards, parse_position
from .presets import PRESETS, rules_from_text
from .record import Deal, Record
from .rules import DECK_SIZES, Rules
from .safe_json import parse_json
from .view import View

__all__ = [
    "DECK_SIZES", "PRESETS", "Action", "ActionKind", "Attacked", "Card", "CatchFailed",
    "Caught", "Deal", "Dealt",
    "Defended",
    "Drew", "Epaulettes", "Event", "Exchanged", "Forfeited",
    "Forwarded", "Game", "GameOver", "GaveUp", "IllegalAction", "Passed", "PlayerOut",
    "Record", "Redealt", "Retracted", "RoundEnded", "RoundStarted", "Rules", "Suit", "Took",
    "TrumpShown", "View",
    "format_position", "parse_cards", "parse_json", "parse_position",
    "rules_from_text",
]
