"""Typed events: what ``Game.apply`` did, in the order it happened, for animation and logs.

Events are small immutable values (tuples underneath, for speed; two events are equal
only when they are of the same kind).  ``event.redact(seat)`` gives what the player in
``seat`` may see of it: a card another player drew or was dealt becomes a count (the
face-up trump card stays visible, as everybody saw it).
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any, ClassVar

from .cards import CARDS, Card, cards_of

__all__ = [
    "Attacked",
    "CatchFailed",
    "Caught",
    "Dealt",
    "Defended",
    "Drew",
    "Epaulettes",
    "Event",
    "Exchanged",
    "Forfeited",
    "Forwarded",
    "GameOver",
    "GaveUp",
    "Passed",
    "PlayerOut",
    "Redealt",
    "Retracted",
    "RoundEnded",
    "RoundStarted",
    "SecretTaken",
    "Took",
    "TrumpChanged",
    "TrumpShown",
]


def _field(i: int) -> Any:
    return property(itemgetter(i))


class Event(tuple[Any, ...]):
    """Base of all events; ``kind`` names the event in logs and JSON, ``fields`` its data."""

    __slots__ = ()
    kind: ClassVar[str] = "event"
    fields: ClassVar[tuple[str, ...]] = ()

    def redact(self, seat: int | None) -> Event:
        """This event as the player in ``seat`` sees it (``None``: everything)."""
        return self

    def values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self.fields)

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((type(self).__name__, tuple(self)))

    def __repr__(self) -> str:
        args = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.fields)
        return f"{type(self).__name__}({args})"

    def __reduce__(self) -> tuple[type[Event], tuple[Any, ...]]:
        # Pickled as its class and stored values (each class's constructor takes them in
        # that order), for the bots' helper processes.
        return (type(self), tuple(self))

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for name in self.fields:
            data[name] = _jsonable(getattr(self, name))
        return data


def _jsonable(value: Any) -> Any:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


_new = tuple.__new__


class Drew(Event):
    """``player`` drew ``count`` cards from the stack; ``cards`` are those the viewer may see.

    ``trump_card`` is set when this draw took the face-up trump card, which everybody saw.
    """

    __slots__ = ()
    kind = "drew"
    fields = ("player", "count", "cards", "trump_card")
    player: int = _field(0)
    count: int = _field(1)  # type: ignore[assignment]  # shadows tuple.count on purpose

    def __new__(cls, player: int, count: int, mask: int, face_up: int = -1) -> Drew:
        return _new(cls, (player, count, mask, face_up))

    @property
    def cards(self) -> tuple[Card, ...]:
        return cards_of(self[2])

    @property
    def trump_card(self) -> Card | None:
        return CARDS[self[3]] if self[3] >= 0 else None

    def redact(self, seat: int | None) -> Event:
        if seat is None or seat == self[0]:
            return self
        face_up = self[3]
        return type(self)(self[0], self[1], 1 << face_up if face_up >= 0 else 0, face_up)


class Dealt(Drew):
    """``player`` was dealt ``count`` cards at the start; ``cards`` are those the viewer may see.

    ``trump_card`` is set when the deal used every card and this player got the last,
    trump-fixing card, which everybody saw.
    """

    __slots__ = ()
    kind = "dealt"


class Attacked(Event):
    """``player`` led or added ``cards``."""

    __slots__ = ()
    kind = "attacked"
    fields = ("player", "cards")
    player: int = _field(0)
    cards: tuple[Card, ...] = _field(1)

    def __new__(cls, player: int, cards: tuple[Card, ...]) -> Attacked:
        return _new(cls, (player, cards))


class Defended(Event):
    """The defender ``player`` covered ``target`` with ``card``."""

    __slots__ = ()
    kind = "defended"
    fields = ("player", "card", "target")
    player: int = _field(0)
    card: Card = _field(1)
    target: Card = _field(2)

    def __new__(cls, player: int, card: Card, target: Card) -> Defended:
        return _new(cls, (player, card, target))


class Forwarded(Event):
    """``player`` forwarded with ``cards``; ``offender`` now attacks ``defender``."""

    __slots__ = ()
    kind = "forwarded"
    fields = ("player", "cards", "offender", "defender", "co_offender")
    player: int = _field(0)
    cards: tuple[Card, ...] = _field(1)
    offender: int = _field(2)
    defender: int = _field(3)
    co_offender: int | None = _field(4)

    def __new__(cls, player: int, cards: tuple[Card, ...], offender: int, defender: int,
                co_offender: int | None) -> Forwarded:
        return _new(cls, (player, cards, offender, defender, co_offender))


class TrumpShown(Event):
    """``player`` forwarded by showing ``card``, the trump of the attacked rank, which stays
    in his hand, publicly known; ``offender`` now attacks ``defender``."""

    __slots__ = ()
    kind = "trump_shown"
    fields = ("player", "card", "offender", "defender", "co_offender")
    player: int = _field(0)
    card: Card = _field(1)
    offender: int = _field(2)
    defender: int = _field(3)
    co_offender: int | None = _field(4)

    def __new__(cls, player: int, card: Card, offender: int, defender: int,
                co_offender: int | None) -> TrumpShown:
        return _new(cls, (player, card, offender, defender, co_offender))


class SecretTaken(Drew):
    """``player``, whose hand was empty, picked up his ``count`` secret cards
    (``secret_cards``) instead of going out; ``cards`` are those the viewer may see (his
    own only: nobody else ever sees them)."""

    __slots__ = ()
    kind = "secret_taken"


class TrumpChanged(Event):
    """The face-up trump card was drawn and the card under it (``trump_change``) turned
    face up: ``card``'s suit is trump for the rest of the game; it is drawn last."""

    __slots__ = ()
    kind = "trump_changed"
    fields = ("card",)
    card: Card = _field(0)

    def __new__(cls, card: Card) -> TrumpChanged:
        return _new(cls, (card,))


class Retracted(Event):
    """The defender ``player`` took ``card`` back from ``target`` into the hand."""

    __slots__ = ()
    kind = "retracted"
    fields = ("player", "card", "target")
    player: int = _field(0)
    card: Card = _field(1)
    target: Card = _field(2)

    def __new__(cls, player: int, card: Card, target: Card) -> Retracted:
        return _new(cls, (player, card, target))


class Exchanged(Event):
    """``player`` gave the lowest trump ``card`` for the face-up trump card ``taken``: the
    first now lies face up under the stack, the second is publicly known in his hand."""

    __slots__ = ()
    kind = "exchanged"
    fields = ("player", "card", "taken")
    player: int = _field(0)
    card: Card = _field(1)
    taken: Card = _field(2)

    def __new__(cls, player: int, card: Card, taken: Card) -> Exchanged:
        return _new(cls, (player, card, taken))


class Redealt(Event):
    """``player`` asked for a redeal: the deal's cards are shuffled and dealt again (the
    ``Dealt`` events and a ``RoundStarted`` follow)."""

    __slots__ = ()
    kind = "redealt"
    fields = ("player",)
    player: int = _field(0)

    def __new__(cls, player: int) -> Redealt:
        return _new(cls, (player,))


class Passed(Event):
    """The attacker ``player`` said he adds nothing more to the table as it is."""

    __slots__ = ()
    kind = "passed"
    fields = ("player",)
    player: int = _field(0)

    def __new__(cls, player: int) -> Passed:
        return _new(cls, (player,))


class GaveUp(Event):
    """The defender ``player`` will take; attackers may still throw cards in."""

    __slots__ = ()
    kind = "gave_up"
    fields = ("player",)
    player: int = _field(0)

    def __new__(cls, player: int) -> GaveUp:
        return _new(cls, (player,))


class Forfeited(Event):
    """The defender ``player`` takes a round he has fully beaten (``take_when_beaten``);
    his ``Took`` follows at once and nobody may add."""

    __slots__ = ()
    kind = "forfeited"
    fields = ("player",)
    player: int = _field(0)

    def __new__(cls, player: int) -> Forfeited:
        return _new(cls, (player,))


class Took(Event):
    """The defender ``player`` took ``cards`` from the table into his hand."""

    __slots__ = ()
    kind = "took"
    fields = ("player", "cards")
    player: int = _field(0)

    def __new__(cls, player: int, played: tuple[int, ...] | list[int]) -> Took:
        return _new(cls, (player, tuple(played)))

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(CARDS[i] for i in self[1])


class RoundEnded(Event):
    """The round is over: ``taken`` by the defender, or beaten and ``discarded``."""

    __slots__ = ()
    kind = "round_ended"
    fields = ("taken", "defender", "discarded")
    taken: bool = _field(0)
    defender: int = _field(1)

    def __new__(cls, taken: bool, defender: int,
                played: tuple[int, ...] | list[int] = ()) -> RoundEnded:
        return _new(cls, (taken, defender, tuple(played)))

    @property
    def discarded(self) -> tuple[Card, ...]:
        return tuple(CARDS[i] for i in self[2])


class PlayerOut(Event):
    """``player`` has shed all cards with the stack empty and finishes in ``place`` (1 = first)."""

    __slots__ = ()
    kind = "player_out"
    fields = ("player", "place")
    player: int = _field(0)
    place: int = _field(1)

    def __new__(cls, player: int, place: int) -> PlayerOut:
        return _new(cls, (player, place))


class RoundStarted(Event):
    """A new round: ``offender`` attacks ``defender``."""

    __slots__ = ()
    kind = "round_started"
    fields = ("offender", "defender", "co_offender")
    offender: int = _field(0)
    defender: int = _field(1)
    co_offender: int | None = _field(2)

    def __new__(cls, offender: int, defender: int, co_offender: int | None) -> RoundStarted:
        return _new(cls, (offender, defender, co_offender))


class Epaulettes(Event):
    """The durak took a final attack of ``rank`` cards only (sixes: 6): he wears epaulettes."""

    __slots__ = ()
    kind = "epaulettes"
    fields = ("player", "rank")
    player: int = _field(0)
    rank: int = _field(1)

    def __new__(cls, player: int, rank: int) -> Epaulettes:
        return _new(cls, (player, rank))


class GameOver(Event):
    """The game is over: ``winners`` in the order they went out; ``durak`` (``None``: a draw)."""

    __slots__ = ()
    kind = "game_over"
    fields = ("winners", "durak")
    winners: tuple[int, ...] = _field(0)
    durak: int | None = _field(1)

    def __new__(cls, winners: tuple[int, ...], durak: int | None) -> GameOver:
        return _new(cls, (winners, durak))


class Caught(Event):
    """``player`` caught ``cheater``'s cheat ``card`` (``cheating``): the card went back to
    the cheater's hand and ``cover``, the card lying on it (``None``: none), back to the
    defender's; the cheater's ``Took`` of the rest of the table and ``RoundEnded`` follow."""

    __slots__ = ()
    kind = "caught"
    fields = ("player", "cheater", "card", "cover")
    player: int = _field(0)
    cheater: int = _field(1)
    card: Card = _field(2)
    cover: Card | None = _field(3)

    def __new__(cls, player: int, cheater: int, card: Card, cover: Card | None) -> Caught:
        return _new(cls, (player, cheater, card, cover))


class CatchFailed(Event):
    """``player`` named ``card``, which broke no rule, as a cheat (``cheating``): nothing
    changes on the table, and he may not catch again this round."""

    __slots__ = ()
    kind = "catch_failed"
    fields = ("player", "card")
    player: int = _field(0)
    card: Card = _field(1)

    def __new__(cls, player: int, card: Card) -> CatchFailed:
        return _new(cls, (player, card))
