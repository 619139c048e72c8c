"""Records: a game as its rules, its start (seed or fixed deal) and its actions.

``Record.of(game)`` records a game and ``record.replay()`` rebuilds it; ``to_json`` and
``from_json`` give the form saved games and replays use.  A corrupt or tampered record
raises ``ValueError`` naming the action that failed and why.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, TypeGuard

from .actions import MAX_PLAYERS, Action
from .cards import MAX_SEED, Card, Suit
from .game import Game
from .quote import quote
from .rules import Rules
from .safe_json import parse_json

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
    secret: tuple[tuple[Card, ...], ...] = ()   # each player's secret cards (secret_cards)


@dataclass(frozen=True, slots=True)
class Record:
    """A reproducible game: ``rules``, ``players``, ``seed`` or ``deal``, ``actions``; a
    series' next game also has its ``leader`` and ``epaulette_rank`` (see ``Game.new``)."""

    rules: Rules
    players: int
    seed: int | None
    deal: Deal | None
    actions: tuple[Action, ...]
    leader: int | None = None
    epaulette_rank: int | None = None

    @classmethod
    def of(cls, game: Game) -> Record:
        """Everything needed to replay ``game``: rules, start, actions (a game rebuilt from
        a view has no record: ``ValueError``; anything but a ``Game``: ``TypeError``)."""
        if not isinstance(game, Game):
            raise TypeError(f"Record.of needs a Game, not {quote(game)}")
        origin = game.origin
        if origin[0] == "new":
            return cls(game.rules, origin[1], origin[2], None, game.history, game.leader,
                       game.epaulette_rank if game.epaulette_rank != game.rules.epaulette_start
                       else None)
        if origin[0] == "view":
            raise ValueError("a game rebuilt from a view has no record to replay")
        _, hands, stack, trump, offender, secret = origin
        return cls(game.rules, len(hands), None, Deal(hands, stack, trump, offender, secret),
                   game.history)

    def start(self) -> Game:
        """The game as it was before the first action."""
        if self.deal is None:
            if self.seed is None:
                raise ValueError("a record needs either a seed or a deal")
            return Game.new(self.rules, self.players, seed=self.seed, leader=self.leader,
                            epaulette_rank=self.epaulette_rank)
        deal = self.deal
        return Game.from_deal(self.rules, deal.hands, deal.stack, trump=deal.trump,
                              offender=deal.offender, secret=deal.secret)

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
            if self.leader is not None:
                data["leader"] = self.leader
            if self.epaulette_rank is not None:
                data["epaulette_rank"] = self.epaulette_rank
        else:
            data["deal"] = {
                "hands": [[str(c) for c in hand] for hand in self.deal.hands],
                "stack": [str(c) for c in self.deal.stack],
                "trump": str(self.deal.trump),
                "offender": self.deal.offender,
            }
            if self.deal.secret:
                data["deal"]["secret"] = [[str(c) for c in cards] for cards in self.deal.secret]
        data["actions"] = [a.to_dict() for a in self.actions]
        return data

    def to_json(self, indent: int | None = None) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=indent)

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """Read a record from parsed JSON; anything wrong raises ``ValueError`` saying what."""
        if not isinstance(data, dict):
            raise ValueError("a record must be a JSON object")
        if data.get("format") != FORMAT:
            raise ValueError(f"not a durak record (format is {quote(data.get('format'))})")
        version = data.get("version")
        if not _is_int(version) or version != VERSION:
            raise ValueError(f"unsupported record version {quote(version)}")
        try:
            rules = Rules.from_dict(data.get("rules", {}))
        except (TypeError, ValueError) as error:
            raise ValueError(f"the record's rules are invalid: {error}") from None
        players = data.get("players")
        if not _is_int(players):
            raise ValueError(f"the record's player count must be a whole number, "
                             f"not {quote(players)}")
        deal = None
        seed = None
        if "deal" in data:
            deal = _read_deal(data["deal"])
            if players != len(deal.hands):
                raise ValueError("the record's player count does not match its deal")
        else:
            seed = data.get("seed")
            if not _is_int(seed) or not 0 <= seed <= MAX_SEED:
                raise ValueError(f"the record's seed must be a whole number from 0 to 2**64-1, "
                                 f"not {quote(seed)}")
            rules.check_players(players)
        leader = data.get("leader")
        if leader is not None and (not _is_int(leader) or not 0 <= leader < players):
            raise ValueError(f"the record's leader must be a seat 0..{players - 1}, "
                             f"not {quote(leader)}")
        rank = data.get("epaulette_rank")
        if rank is not None and (not _is_int(rank) or not rules.epaulette_start <= rank <= 14):
            raise ValueError(f"the record's epaulette_rank must be a rank from "
                             f"{rules.epaulette_start} to 14, not {quote(rank)}")
        raw = data.get("actions")
        if not isinstance(raw, list):
            raise ValueError("the record's actions must be a list")
        actions = []
        for number, item in enumerate(raw, 1):
            try:
                actions.append(Action.from_dict(item))
            except (TypeError, ValueError) as error:
                raise ValueError(f"action {number} is unreadable: {error}") from None
        return cls(rules, players, seed, deal, tuple(actions), leader, rank)

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        """Read a record; bad JSON or content raises ``ValueError`` saying what is wrong.

        The text is read with ``parse_json``: oversized, deeply nested or non-standard
        JSON is refused.  Anything but text raises ``TypeError``.
        """
        try:
            data = parse_json(text)
        except ValueError as error:
            raise ValueError(f"the record is unreadable: {error}") from None
        return cls.from_dict(data)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _cards(value: Any, what: str) -> tuple[Card, ...]:
    if not isinstance(value, list) or not all(isinstance(card, str) for card in value):
        raise ValueError(f"the deal's {what} must be a list of card names, not {quote(value)}")
    return tuple(Card.parse(card) for card in value)


def _read_deal(data: Any) -> Deal:
    if not isinstance(data, dict):
        raise ValueError("the record's deal must be a JSON object")
    hands = data.get("hands")
    if not isinstance(hands, list) or not 2 <= len(hands) <= MAX_PLAYERS:
        raise ValueError(f"the deal's hands must be a list of 2 to {MAX_PLAYERS} hands, "
                         f"not {quote(hands)}")
    text = data.get("trump")
    if not isinstance(text, str):
        raise ValueError(f"the deal's trump must be a card or a suit, not {quote(text)}")
    offender = data.get("offender", 0)
    if not _is_int(offender) or not 0 <= offender < len(hands):
        raise ValueError(f"the deal's offender must be a seat 0..{len(hands) - 1}, "
                         f"not {quote(offender)}")
    trump: Card | Suit = Suit.parse(text) if len(text.strip()) == 1 else Card.parse(text)
    secret = data.get("secret", [])
    if not isinstance(secret, list) or len(secret) not in (0, len(hands)):
        raise ValueError(f"the deal's secret cards must be a list of one list per hand, "
                         f"not {quote(secret)}")
    return Deal(tuple(_cards(hand, f"hand of P{p}") for p, hand in enumerate(hands)),
                _cards(data.get("stack", []), "stack"), trump, offender,
                tuple(_cards(cards, f"secret cards of P{p}") for p, cards in enumerate(secret)))
