"""Actions: what a player (or the client's clock) does to a game.

Actions are interned: constructing the same action twice returns the same object, so
equality is identity, hashing is cheap, and ``action in game.legal_actions()`` is a
pointer scan.  Cards are kept in a canonical order, so ``Action.attack(0, a, b) ==
Action.attack(0, b, a)``.
"""

from __future__ import annotations

import enum
import re
from typing import Any

from .cards import CARDS, Card, as_card, iter_bits
from .events import Attacked, Defended, Event, GaveUp, Passed
from .quote import quote

__all__ = ["MAX_PLAYERS", "Action", "ActionKind", "IllegalAction"]

MAX_PLAYERS = 6
# A forward's target_index when it passes the attack to the right (forward_direction).
RIGHT = -2


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why, in a player's words.

    ``template`` and ``params`` give the same reason in parts, so that a client can
    translate it: ``str(error) == error.template.format(**error.params)``.
    """

    def __init__(self, message: str, template: str | None = None,
                 params: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.template = template if template is not None else message
        self.params = params or {}


class ActionKind(enum.StrEnum):
    ATTACK = "attack"
    DEFEND = "defend"
    FORWARD = "forward"
    RETRACT = "retract"
    TAKE = "take"
    DONE = "done"
    TIMEOUT = "timeout"
    EXCHANGE = "exchange"
    REDEAL = "redeal"
    SHOW = "show"
    CATCH = "catch"


# Small integer codes, used by the engine for dispatch.
ATTACK, DEFEND, FORWARD, RETRACT, TAKE, DONE, TIMEOUT, EXCHANGE, REDEAL, SHOW = range(10)
CATCH = 10
_KINDS = tuple(ActionKind)
_CODE_OF = {kind: code for code, kind in enumerate(_KINDS)}


class Action:
    """An immutable action: ``kind``, ``player`` (``None`` for a timeout), ``cards``, ``target``."""

    __slots__ = ("_event", "card_index", "cards", "code", "kind", "mask", "player", "rank_mask",
                 "target", "target_index")
    kind: ActionKind
    player: int | None
    cards: tuple[Card, ...]
    target: Card | None
    code: int
    mask: int
    target_index: int
    # For the engine's hot paths: the index of the (first) card, -1 if none, and the rank
    # groups (four bits a rank) of the cards.
    card_index: int
    rank_mask: int
    # The event applying it causes when that depends on the action alone (attack, defend,
    # done, and take when it gives up before a throw-in), built once: events are immutable.
    _event: Event | None

    def __new__(cls, *args: object, **kwargs: object) -> Action:
        raise TypeError("build actions with Action.attack(...), Action.defend(...), etc.")

    # --- constructors -------------------------------------------------------------------
    @staticmethod
    def attack(player: int, *cards: Card | str) -> Action:
        """Lead one card or several of one rank, or add a card to the attack."""
        return _intern(ATTACK, _check_player(player), _cards_mask(cards, "attack"), -1)

    @staticmethod
    def defend(player: int, card: Card | str, target: Card | str) -> Action:
        """Cover the attack card ``target`` with ``card``."""
        covering = as_card(card)
        covered = as_card(target)
        return _intern(DEFEND, _check_player(player), 1 << covering.index, covered.index)

    @staticmethod
    def forward(player: int, *cards: Card | str, direction: str = "left") -> Action:
        """Lay card(s) of the attacked rank beside the attack and pass it on: to the left,
        or with ``forward_direction="choose"`` to the ``"right"``."""
        if direction not in ("left", "right"):
            raise ValueError(f"a forward goes to the 'left' or the 'right', not {quote(direction)}")
        return _intern(FORWARD, _check_player(player), _cards_mask(cards, "forward"),
                       RIGHT if direction == "right" else -1)

    @staticmethod
    def retract(player: int, card: Card | str) -> Action:
        """Take one's own defence card back into the hand."""
        return _intern(RETRACT, _check_player(player), 1 << as_card(card).index, -1)

    @staticmethod
    def take(player: int) -> Action:
        """The defender gives up and takes the table."""
        return _intern(TAKE, _check_player(player), 0, -1)

    @staticmethod
    def done(player: int) -> Action:
        """An attacker adds nothing more to the table as it is."""
        return _intern(DONE, _check_player(player), 0, -1)

    @staticmethod
    def exchange(player: int, card: Card | str) -> Action:
        """Give the lowest trump ``card`` for the face-up trump card (``trump_exchange``)."""
        return _intern(EXCHANGE, _check_player(player), 1 << as_card(card).index, -1)

    @staticmethod
    def redeal(player: int) -> Action:
        """Ask for a redeal after the deal, before the first attack (``redeal``)."""
        return _intern(REDEAL, _check_player(player), 0, -1)

    @staticmethod
    def show(player: int, card: Card | str) -> Action:
        """Forward by showing the trump ``card`` of the attacked rank, keeping it in the hand
        (``forward_by_trump``)."""
        return _intern(SHOW, _check_player(player), 1 << as_card(card).index, -1)

    @staticmethod
    def catch(player: int, card: Card | str) -> Action:
        """Accuse the player who laid ``card`` (on the table) of cheating (``cheating``)."""
        return _intern(CATCH, _check_player(player), 1 << as_card(card).index, -1)

    @staticmethod
    def timeout() -> Action:
        """The client's reinforcement window ran out."""
        return _intern(TIMEOUT, None, 0, -1)

    # --- value behaviour ----------------------------------------------------------------
    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    def __reduce__(self) -> tuple[object, tuple[int, int | None, int, int]]:
        return (_intern, (self.code, self.player, self.mask, self.target_index))

    def __copy__(self) -> Action:
        return self

    def __deepcopy__(self, memo: object) -> Action:
        return self

    def __str__(self) -> str:
        if self.code == TIMEOUT:
            return "timeout"
        text = f"P{self.player} {self.kind.value}"
        if self.code == DEFEND:
            return f"{text} {self.cards[0]}>{self.target}"
        if self.cards:
            text += " " + " ".join(str(c) for c in self.cards)
        if self.target_index == RIGHT:
            text += " right"
        return text

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"

    @property
    def direction(self) -> str | None:
        """Where a forward passes the attack: ``"left"`` or ``"right"``; ``None`` for the
        other kinds."""
        if self.code != FORWARD:
            return None
        return "right" if self.target_index == RIGHT else "left"

    @property
    def card(self) -> Card:
        """The single card of a defend or retract (the first card otherwise)."""
        return self.cards[0]

    # --- text and JSON forms --------------------------------------------------------------
    @classmethod
    def parse(cls, text: str) -> Action:
        """Read the ``str()`` form back: ``P1 defend 9H>7H``, ``P0 attack 7H 7S``, ``timeout``.

        Bad text raises ``ValueError`` naming it; anything but text raises ``TypeError``.
        """
        if not isinstance(text, str):
            raise TypeError(f"an action is written as text like 'P1 defend 9H>7H', "
                            f"not {quote(text)}")
        words = text.replace(">", " > ").split()
        if words == ["timeout"]:
            return cls.timeout()
        if len(words) < 2 or not _PLAYER.fullmatch(words[0]):
            raise ValueError(
                f"cannot read an action from {quote(text)}: expected e.g. 'P1 defend 9H>7H'")
        player = int(words[0][1:])
        kind = words[1].lower()
        rest = words[2:]
        if kind == "defend":
            if len(rest) != 3 or rest[1] != ">":
                raise ValueError(
                    f"cannot read {quote(text)}: a defence is written 'P1 defend 9H>7H'")
            return cls.defend(player, rest[0], rest[2])
        if kind == "attack":
            return cls.attack(player, *rest)
        if kind == "forward":
            if rest and rest[-1].lower() in ("left", "right"):
                return cls.forward(player, *rest[:-1], direction=rest[-1].lower())
            return cls.forward(player, *rest)
        if kind == "retract" and len(rest) == 1:
            return cls.retract(player, rest[0])
        if kind == "exchange" and len(rest) == 1:
            return cls.exchange(player, rest[0])
        if kind == "show" and len(rest) == 1:
            return cls.show(player, rest[0])
        if kind == "catch" and len(rest) == 1:
            return cls.catch(player, rest[0])
        if kind == "take" and not rest:
            return cls.take(player)
        if kind == "done" and not rest:
            return cls.done(player)
        if kind == "redeal" and not rest:
            return cls.redeal(player)
        raise ValueError(f"cannot read an action from {quote(text)}")

    def to_dict(self) -> dict[str, Any]:
        """``{"kind", "player", "cards": ["7♥", ...], "target"}``, as saved games store it
        (a forward to the right also has ``"direction": "right"``)."""
        data: dict[str, Any] = {"kind": self.kind.value, "player": self.player,
                "cards": [str(c) for c in self.cards],
                "target": None if self.target is None else str(self.target)}
        if self.target_index == RIGHT:
            data["direction"] = "right"
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Action:
        """Inverse of ``to_dict``; malformed data (of any type) raises ``ValueError``."""
        if not isinstance(data, dict):
            raise ValueError(f"an action must be a JSON object, not {quote(data)}")
        kind = data.get("kind")
        if not isinstance(kind, str) or kind not in _CODE_OF:
            raise ValueError(f"unknown action kind {quote(kind)}")
        cards = data.get("cards", [])
        if cards is None:
            cards = []
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise ValueError(f"action cards must be a list of card names, not {quote(cards)}")
        player = data.get("player")
        target = data.get("target")
        if kind == "timeout":
            return cls.timeout()
        if target is not None and not isinstance(target, str):
            raise ValueError(f"an action's target must be a card name, not {quote(target)}")
        if kind == "defend":
            if len(cards) != 1 or target is None:
                raise ValueError("a defend action needs one card and a target")
            return cls.defend(player, cards[0], target)  # type: ignore[arg-type]
        if kind in ("retract", "exchange", "show", "catch"):
            if len(cards) != 1:
                raise ValueError(f"a {kind} action needs exactly one card")
            single: Action = getattr(cls, kind)(player, cards[0])
            return single
        direction = data.get("direction", "left")
        if direction != "left" and kind != "forward":
            raise ValueError(f"only a forward has a direction, not a {kind}")
        if kind in ("take", "done", "redeal"):
            action: Action = getattr(cls, kind)(player)
        elif kind == "forward":
            if not isinstance(direction, str):
                raise ValueError(f"a forward's direction is 'left' or 'right', "
                                 f"not {quote(direction)}")
            action = cls.forward(player, *cards, direction=direction)  # type: ignore[arg-type]
        else:
            action = getattr(cls, kind)(player, *cards)
        return action


def _check_player(player: object) -> int:
    if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < MAX_PLAYERS:
        raise ValueError(
            f"player must be a seat number 0..{MAX_PLAYERS - 1}, not {quote(player)}")
    return player


def _cards_mask(cards: tuple[Card | str, ...], kind: str) -> int:
    if not cards:
        raise ValueError(f"an {kind} needs at least one card" if kind == "attack"
                         else f"a {kind} needs at least one card")
    mask = 0
    for value in cards:
        card = as_card(value)
        bit = 1 << card.index
        if mask & bit:
            raise ValueError(f"{card} is given twice")
        mask |= bit
    return mask


_PLAYER = re.compile(r"[Pp][0-9]{1,3}")

_INTERNED: dict[tuple[int, int | None, int, int], Action] = {}


def _intern(code: int, player: int | None, mask: int, target_index: int) -> Action:
    key = (code, player, mask, target_index)
    action = _INTERNED.get(key)
    if action is None:
        action = object.__new__(Action)
        setter = object.__setattr__
        setter(action, "kind", _KINDS[code])
        setter(action, "player", player)
        single = mask and not mask & (mask - 1)
        setter(action, "cards", (CARDS[mask.bit_length() - 1],) if single
               else tuple(CARDS[i] for i in iter_bits(mask)))
        setter(action, "target", CARDS[target_index] if target_index >= 0 else None)
        setter(action, "code", code)
        setter(action, "mask", mask)
        setter(action, "target_index", target_index)
        setter(action, "card_index", (mask & -mask).bit_length() - 1)
        setter(action, "rank_mask", sum({0xF << (i & ~3) for i in iter_bits(mask)}))
        setter(action, "_event", _event_of(action))
        _INTERNED[key] = action
    return action


def _event_of(action: Action) -> Event | None:
    code = action.code
    player: int = action.player  # type: ignore[assignment]
    if code == ATTACK:
        return Attacked(player, action.cards)
    if code == DEFEND:
        return Defended(player, action.cards[0], action.target)  # type: ignore[arg-type]
    if code == DONE:
        return Passed(player)
    if code == TAKE:
        return GaveUp(player)
    return None


# Dense tables of the single-card actions the engine lists most often, so that listing
# legal actions never builds a tuple key: SINGLE[code][player][card].
SINGLE: dict[int, list[list[Action]]] = {
    code: [[_intern(code, p, 1 << c, -1) for c in range(52)] for p in range(MAX_PLAYERS)]
    for code in (ATTACK, FORWARD, RETRACT, SHOW)
}
TAKES = [_intern(TAKE, p, 0, -1) for p in range(MAX_PLAYERS)]
DONES = [_intern(DONE, p, 0, -1) for p in range(MAX_PLAYERS)]
REDEALS = [_intern(REDEAL, p, 0, -1) for p in range(MAX_PLAYERS)]
TIMEOUT_ACTION = _intern(TIMEOUT, None, 0, -1)
# DEFENDS[player][target][card]: ``player`` covers ``target`` with ``card``; a row is
# filled on first use (with every card: the engine lists only those that beat it).
DEFENDS: list[list[list[Action] | None]] = [[None] * 52 for _ in range(MAX_PLAYERS)]


def defend_row(player: int, target: int) -> list[Action]:
    """DEFENDS[player][target], filled."""
    row = DEFENDS[player][target]
    if row is None:
        row = DEFENDS[player][target] = [_intern(DEFEND, player, 1 << card, target)
                                         for card in range(52)]
    return row
