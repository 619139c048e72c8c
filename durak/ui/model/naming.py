"""Naming the weli (``Rules.weli``): which suits the 6♦ may be named in a move, from the
actions the engine lists, and the suit the human is choosing.

Plain Python, no Qt.  The engine lists a move that lays the 6♦ once per suit it may be
named (an attack or a forward four times, a cover once per suit whose six beats the
target); the table plays one of them and never decides which suit is legal itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from durak.engine import Action, ActionKind, Card, Suit, View

WELI = Card(6, Suit.DIAMONDS)
SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)   # the chooser's order
NAMED_KINDS = (ActionKind.ATTACK, ActionKind.DEFEND, ActionKind.FORWARD)


def lays_weli(action: Action) -> bool:
    """Whether ``action`` lays the 6♦ (the only card that is ever named a suit)."""
    return action.kind in NAMED_KINDS and WELI in action.cards


def _move(action: Action) -> tuple[object, ...]:
    """``action`` without the weli's suit: what the namings of one move share."""
    return (action.kind, action.player, frozenset(action.cards), action.target,
            action.direction)


def namings(action: Action, moves: Iterable[Action]) -> list[Action]:
    """The actions among ``moves`` that make the move ``action`` makes, whatever suit
    they name the weli, in the chooser's order of suits (one, for a move without it)."""
    if not lays_weli(action):
        return [action]
    key = _move(action)
    found = [move for move in dict.fromkeys(moves) if move.suit is not None and _move(move) == key]
    return sorted(found, key=lambda move: SUITS.index(move.suit))


def named(action: Action, suit: Suit | None) -> Action:
    """``action`` with the weli named ``suit`` (``None``: named no suit yet)."""
    assert action.player is not None
    cards = action.cards
    if action.kind is ActionKind.DEFEND:
        assert action.target is not None
        return Action.defend(action.player, cards[0], action.target, suit=suit)
    if action.kind is ActionKind.FORWARD:
        return Action.forward(action.player, *cards, direction=action.direction or "left",
                              suit=suit)
    return Action.attack(action.player, *cards, suit=suit)


def planned_naming(view: View, action: Action | None) -> Action | None:
    """The move a double click plans, as the player will make it: named, when the
    engine lists one suit for it, else not yet named (he chooses when he plays it)."""
    if action is None or not view.rules.weli or not lays_weli(action):
        return action
    choices = namings(action, view.legal_actions)
    return choices[0] if len(choices) == 1 else named(action, None)


def to_explain(view: View, action: Action) -> Action:
    """An action the engine can give its real reason for: the weli laid unnamed is
    refused before any other check ("name the suit..."), so a move that lays it unnamed
    is explained with a naming: a cover with the trump suit (the strongest six: if even
    that cannot beat the target, no suit can), an attack or a forward with the first
    suit that is no trump (trumps are not pushed with the change of direction)."""
    if not view.rules.weli or not lays_weli(action) or action.suit is not None:
        return action
    if action.kind is ActionKind.DEFEND:
        return named(action, view.trump)
    return named(action, next(suit for suit in SUITS if suit is not view.trump))


@dataclass
class Naming:
    """A move of the human's that lays the weli, waiting for him to name its suit: the
    engine's namings of it (two or more) and the cards he asked to play after it."""

    choices: list[Action]
    then: list[Card] = field(default_factory=list)
    cursor: int = 0     # the suit under the keyboard cursor: an index into SUITS

    def __post_init__(self) -> None:
        self.cursor = SUITS.index(self.suits[0])

    @property
    def suits(self) -> list[Suit]:
        """The suits the weli may be named, in the chooser's order."""
        return [action.suit for action in self.choices if action.suit is not None]

    def choice(self, suit: Suit) -> Action | None:
        """The action naming ``suit``, ``None`` when the engine lists none."""
        return next((action for action in self.choices if action.suit is suit), None)

    def move(self, step: int) -> None:
        """LEFT/RIGHT: the cursor to the previous/next suit that may be named."""
        legal = [SUITS.index(suit) for suit in self.suits]
        here = legal.index(self.cursor) if self.cursor in legal else 0
        self.cursor = legal[(here + step) % len(legal)]

    @property
    def under_cursor(self) -> Suit:
        return SUITS[self.cursor]

    def still_legal(self, legal: Sequence[Action]) -> bool:
        """Whether every naming is still among ``legal`` (the table may have changed)."""
        return all(action in legal for action in self.choices)
