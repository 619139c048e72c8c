"""Records: a game as its rules, its start (seed or fixed deal) and its actions.

``Game.replay(record)`` rebuilds the game; ``to_json``/``from_json`` give the form saved
games and replays use.  A corrupt or tampered record raises ``ValueError`` naming the
action that failed and why.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .actions import Action
from .cards import Card, Suit
from .rules import Rules

if TYPE_CHECKING:
    from .game import Game

__all__ = ["Deal", "Record"]

FORMAT = "durak-record"
VERSION = 1


@dataclass(frozen=True, slots=True)
class Deal:
    """A fixed starting position, as given to ``Game.from_deal``."""

    hands: tuple[tuple[Card, ...], ...]
    stack: tuple[Card, ...]
    trump: Card | Suit
    offender: int


@dataclass(frozen=True, slots=True)
class Record:
    """A reproducible game: ``rules``, ``players``, ``seed`` or ``deal``, ``actions``."""

    rules: Rules
    players: int
    seed: int | None
    deal: Deal | None
    actions: tuple[Action, ...]

    @classmethod
    def of(cls, game: Game) -> Record:
        origin = game._origin
        if origin[0] == "new":
            return cls(game.rules, origin[1], origin[2], None, game.history)
        _, hands, stack, trump, offender = origin
        return cls(game.rules, len(hands), None, Deal(hands, stack, trump, offender), game.history)

    def start(self) -> Game:
        """The game as it was before the first action."""
        from .game import Game

        if self.deal is None:
            if self.seed is None:
                raise ValueError("a record needs either a seed or a deal")
            return Game.new(self.rules, self.players, seed=self.seed)
        deal = self.deal
        return Game.from_deal(self.rules, deal.hands, deal.stack, trump=deal.trump,
                              offender=deal.offender)

    def replay(self, upto: int | None = None) -> Game:
        """The game after its first ``upto`` actions (all by default)."""
        game = self.start()
        actions = self.actions if upto is None else self.actions[:upto]
        for number, action in enumerate(actions, 1):
            try:
                game.apply(action)
            except ValueError as error:
                raise ValueError(f"action {number} ({action}) failed: {error}") from None
        return game

    # --- JSON ------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION,
                                "rules": self.rules.to_dict(), "players": self.players}
        if self.deal is None:
            data["seed"] = self.seed
        else:
            data["deal"] = {
                "hands": [[str(c) for c in hand] for hand in self.deal.hands],
                "stack": [str(c) for c in self.deal.stack],
                "trump": str(self.deal.trump),
                "offender": self.deal.offender,
            }
        data["actions"] = [a.to_dict() for a in self.actions]
        return data

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        if not isinstance(data, dict):
            raise ValueError("a record must be a JSON object")
        if data.get("format") != FORMAT:
            raise ValueError(f"not a durak record (format is {data.get('format')!r})")
        if data.get("version") != VERSION:
            raise ValueError(f"unsupported record version {data.get('version')!r}")
        try:
            rules = Rules.from_dict(data.get("rules", {}))
        except (TypeError, ValueError) as error:
            raise ValueError(f"the record's rules are invalid: {error}") from None
        players = data.get("players")
        deal = None
        seed = None
        if "deal" in data:
            deal = _read_deal(data["deal"])
            if not isinstance(players, int) or players != len(deal.hands):
                raise ValueError("the record's player count does not match its deal")
        else:
            seed = data.get("seed")
            if not isinstance(seed, int) or isinstance(seed, bool):
                raise ValueError(f"the record's seed must be a whole number, not {seed!r}")
            rules.check_players(players)  # type: ignore[arg-type]
        raw = data.get("actions")
        if not isinstance(raw, list):
            raise ValueError("the record's actions must be a list")
        actions = []
        for number, item in enumerate(raw, 1):
            try:
                actions.append(Action.from_dict(item))
            except (TypeError, ValueError) as error:
                raise ValueError(f"action {number} is unreadable: {error}") from None
        return cls(rules, players, seed, deal, tuple(actions))  # type: ignore[arg-type]

    @classmethod
    def from_json(cls, text: str) -> Record:
        """Read a record; bad JSON or content raises ``ValueError`` saying what is wrong."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise ValueError(f"the record is not valid JSON: {error}") from None
        return cls.from_dict(data)


def _read_deal(data: Any) -> Deal:
    if not isinstance(data, dict):
        raise ValueError("the record's deal must be a JSON object")
    try:
        hands = tuple(tuple(Card.parse(c) for c in hand) for hand in data["hands"])
        stack = tuple(Card.parse(c) for c in data.get("stack", []))
        text = str(data["trump"])
        trump: Card | Suit = Suit.parse(text) if len(text) == 1 else Card.parse(text)
        offender = data.get("offender", 0)
    except (KeyError, TypeError) as error:
        raise ValueError(f"the record's deal is incomplete: {error}") from None
    if not isinstance(offender, int):
        raise ValueError(f"the deal's offender must be a seat number, not {offender!r}")
    return Deal(hands, stack, trump, offender)
