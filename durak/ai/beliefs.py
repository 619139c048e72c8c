"""What opponents' choices reveal about their hidden cards.

A defender who gives up rather than cover probably holds no card of the attack's suit
that beats it (he may well hold trumps he would rather keep); an attacker who says done
probably holds no plain card of a rank on the table (he may keep trumps back).  Such
cards are *unlikely* in that hand until the player draws again: the sampled worlds
(``worlds``) give them to him less often.  Only what the player's own seat sees is used.
"""

from __future__ import annotations

from collections.abc import Sequence

from durak.engine import Card, Event, Suit

# How much less often an unlikely card is dealt into a hand (its weight; 1 = as likely as
# any other card).  Soft, because players also take or stop to save good cards.
UNLIKELY_WEIGHT = 0.25


class Beliefs:
    """Per seat, the cards that seat probably does not hold."""

    def __init__(self) -> None:
        self._covers: dict[int, int] = {}   # seat -> mask of covers he seemed to lack
        self._ranks: dict[int, int] = {}    # seat -> mask of the ranks he did not add
        self._table: list[list[Card | None]] = []   # [attack, cover] pairs, as seen

    def reset(self) -> None:
        self._covers.clear()
        self._ranks.clear()
        self._table = []

    def unlikely(self, players: int, trump: Suit) -> tuple[int, ...]:
        """Per seat, the mask of card indices he probably does not hold (trumps are
        never unlikely for not adding: a player may keep them back)."""
        trumps = 0
        for rank in range(2, 15):
            trumps |= 1 << Card(rank, trump).index
        return tuple(self._covers.get(seat, 0) | (self._ranks.get(seat, 0) & ~trumps)
                     for seat in range(players))

    def observe(self, events: Sequence[Event]) -> None:
        """Follow the table through ``events`` (redacted for the observer's seat)."""
        for event in events:
            kind = event.kind
            if kind in ("attacked", "forwarded"):
                self._table.extend([card, None] for card in event.cards)  # type: ignore[attr-defined]
            elif kind == "defended":
                for pair in self._table:
                    if pair[0] is event.target:  # type: ignore[attr-defined]
                        pair[1] = event.card  # type: ignore[attr-defined]
            elif kind == "retracted":
                for pair in self._table:
                    if pair[0] is event.target:  # type: ignore[attr-defined]
                        pair[1] = None
            elif kind == "gave_up":
                seat = event.player  # type: ignore[attr-defined]
                self._covers[seat] = self._covers.get(seat, 0) | self._beaters()
            elif kind == "passed":
                seat = event.player  # type: ignore[attr-defined]
                self._ranks[seat] = self._ranks.get(seat, 0) | self._rank_mates()
            elif kind in ("drew", "dealt"):
                seat = event.player  # type: ignore[attr-defined]
                self._covers.pop(seat, None)   # new cards: what he lacked he may hold now
                self._ranks.pop(seat, None)
            elif kind == "round_ended":
                self._table = []

    def _beaters(self) -> int:
        """Cards of an uncovered attack card's suit that beat it."""
        mask = 0
        for attack, cover in self._table:
            if cover is None and attack is not None:
                for rank in range(attack.rank + 1, 15):
                    mask |= 1 << Card(rank, attack.suit).index
        return mask

    def _rank_mates(self) -> int:
        """Cards of every suit of the ranks on the table."""
        mask = 0
        for pair in self._table:
            for card in pair:
                if card is not None:
                    for suit_index in range(4):
                        mask |= 1 << ((card.rank - 2) * 4 + suit_index)
        return mask
