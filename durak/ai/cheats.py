"""Cheating (``Rules.cheating``) for bots: noticing the others' cheats, and making one.

A bot is never told which cards are cheats: its view shows only its own. It can still
tell that a card broke a rule from what everybody saw: a cover that does not beat its
attack card (on the table in the view), a card laid while its rank was not on the table,
or forwarded onto another rank (from the events told to its seat; a bot told no events
falls back on the table: an attack card after the first whose rank no other card
shares). Whether it *notices* is its ``attention``: the chance, drawn once per suspect
card before its next decision, that it looks closely enough. The draws come from the
bot's own seeded generator, so a seeded bot notices the same cards every time.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from durak.engine import (
    Action,
    ActionKind,
    Attacked,
    Card,
    Defended,
    Event,
    Forwarded,
    Retracted,
    RoundEnded,
    RoundStarted,
    View,
)

__all__ = ["ATTENTION", "Watch", "cover_cheats", "looks_honest"]

# Each level's attention: the chance it notices a given cheat before its next decision.
ATTENTION: dict[str, float] = {"random": 0.1, "original": 0.3, "normal": 0.55, "hard": 0.8}


class Watch:
    """The cards that broke a rule on this round's table, as one seat saw them laid."""

    def __init__(self) -> None:
        self._table: list[Card] = []
        self._broke: set[Card] = set()

    def reset(self) -> None:
        self._table = []
        self._broke = set()

    def observe(self, events: Sequence[Event]) -> None:
        for event in events:
            if isinstance(event, Attacked):
                ranks = {card.rank for card in self._table}
                if ranks:   # (a lead breaks no card rule)
                    self._broke.update(c for c in event.cards if c.rank not in ranks)
                self._table += event.cards
            elif isinstance(event, Forwarded):
                if self._table:
                    rank = self._table[0].rank
                    self._broke.update(c for c in event.cards if c.rank != rank)
                self._table += event.cards
            elif isinstance(event, Defended):
                self._table.append(event.card)   # (whether it beats: see suspects)
            elif isinstance(event, Retracted):
                if event.card in self._table:
                    self._table.remove(event.card)
                self._broke.discard(event.card)
            elif isinstance(event, (RoundEnded, RoundStarted)):
                self.reset()

    def suspects(self, view: View) -> list[Card]:
        """The cards on ``view``'s table that broke a rule, in table order."""
        seen = set(self._table)
        found: list[Card] = []
        order = view.order   # (what beats what under these rules: the house rules move it)
        for i, (attack, cover) in enumerate(view.table):
            if attack in seen:
                if attack in self._broke:
                    found.append(attack)
            elif i and not _shares_rank(attack, view):   # (told no events: the table)
                found.append(attack)
            if cover is not None and not order.beats(cover, attack):
                found.append(cover)
        return found


def _shares_rank(card: Card, view: View) -> bool:
    return any(other is not card and other.rank == card.rank
               for pair in view.table for other in pair if other is not None)


class Eyes:
    """A bot's attention at work: which suspect cards it noticed, drawn once per card."""

    def __init__(self, attention: float, seed: int | None) -> None:
        self.attention = attention
        self.rng = random.Random(None if seed is None else seed * 7919 + 17)
        self._looked: set[tuple[int, Card]] = set()
        self._noticed: set[tuple[int, Card]] = set()

    def catch(self, view: View, watch: Watch) -> Action | None:
        """The catch of a cheat this bot noticed on ``view``'s table, if any (never of its
        partner's card)."""
        if not view.catch_actions:
            return None
        laid = dict(zip((a for a, _ in view.table), view.laid_by, strict=False))
        for card in watch.suspects(view):
            key = (view.round_index, card)
            if key not in self._looked:
                self._looked.add(key)
                if self.rng.random() < self.attention:
                    self._noticed.add(key)
            if key not in self._noticed:
                continue
            layer = laid.get(card, view.defender)
            if layer is not None and view.rules.partners(view.player, layer):
                continue
            action = Action.catch(view.player, card)
            if action in view.catch_actions:
                return action
        return None


def cover_cheats(view: View) -> list[Action]:
    """The cheat covers ``view.player`` may make."""
    return [a for a in view.cheat_actions if a.kind is ActionKind.DEFEND]


def looks_honest(action: Action, view: View) -> bool:
    """Whether a cheat cover looks like a cover at a glance: a lower card of the attack
    card's own suit (a trump on a trump, a seven on a nine of the same suit)."""
    target = action.target
    assert target is not None
    card = action.cards[0]
    return card.suit is target.suit and card.rank < target.rank
