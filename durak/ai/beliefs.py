"""What opponents' choices reveal about their hidden cards.

Each seat's hidden cards get a weight each (1 = as likely as any unseen card): a choice
that a player holding some card would probably not have made makes that card less likely
in his hand.  The sampled worlds (``worlds``) deal such cards to him less often.  Only what
the observer's own seat sees is used, and every weight is soft: players also take, stop or
spend a dear card to save a good one.

- A defender who gives up rather than cover probably holds no card of the attack's suit
  that beats it (he may well hold trumps he would rather keep).
- An attacker who says done probably holds no plain card of a rank on the table (he may
  keep trumps back).
- With the play model on (``play_model``), players are taken to spend their cheapest
  cards: one who leads a single card probably holds no cheaper plain card (a trump lead:
  no plain card at all, and no lower trump), and one who covers probably holds no cheaper
  cover for that card.
- A draw brings new cards: each weight moves towards 1 by the share of the hand that is
  new (``through_draws``; without it, a draw forgets everything about that hand).
"""

from __future__ import annotations

from collections.abc import Sequence

from durak.engine import DECK_SIZES, Card, CardOrder, Dealt, Drew, Event

# How likely a card is in a hand (its weight) after each kind of sign that he lacks it.
UNLIKELY_WEIGHT = 0.25    # he took rather than cover with it; he stopped rather than add it
CHEAPER_LEAD_WEIGHT = 0.4   # he led a dearer single card
CHEAPER_COVER_WEIGHT = 0.4  # he covered with a dearer card
LEAST_WEIGHT = 0.1          # however many signs: nobody's play is that predictable
CARDS = max(DECK_SIZES)   # card indices: the largest deck's cards are numbered from 0

# Per seat, a weight for every card index, or () when all are 1 (nothing is known).
CardWeights = tuple[float, ...]


def _indices(mask: int) -> list[int]:
    return [i for i in range(CARDS) if mask >> i & 1]


def _suit_mask(card: Card) -> int:
    return sum(1 << i for i in range(card.suit.value, CARDS, 4))


class Beliefs:
    """Per seat, how likely each hidden card is in his hand, from the events seen."""

    def __init__(self, play_model: bool = True, through_draws: bool = True) -> None:
        self.play_model = play_model
        self.through_draws = through_draws
        # What was seen, in order; weighed only when asked, once the trump is known.
        self._signs: list[tuple[str, int, tuple[Card, ...], int]] = []
        self._table: list[list[Card | None]] = []   # [attack, cover] pairs, as seen
        self._hand_size = 6
        self._cache: tuple[int, int, CardOrder, tuple[CardWeights, ...]] | None = None

    def reset(self) -> None:
        self._signs = []
        self._table = []
        self._hand_size = 6
        self._cache = None

    def observe(self, events: Sequence[Event]) -> None:
        """Follow the table through ``events`` (redacted for the observer's seat)."""
        signs = self._signs
        for event in events:
            kind = event.kind
            if kind == "attacked":
                cards: tuple[Card, ...] = event.cards  # type: ignore[attr-defined]
                if not self._table and len(cards) == 1:
                    signs.append(("led", event.player, cards, 0))  # type: ignore[attr-defined]
                self._table.extend([card, None] for card in cards)
            elif kind == "forwarded":
                self._table.extend([card, None] for card in event.cards)  # type: ignore[attr-defined]
            elif kind == "defended":
                target, card = event.target, event.card  # type: ignore[attr-defined]
                for pair in self._table:
                    if pair[0] is target:
                        pair[1] = card
                signs.append(("covered", event.player, (card, target), 0))  # type: ignore[attr-defined]
            elif kind == "retracted":
                for pair in self._table:
                    if pair[0] is event.target:  # type: ignore[attr-defined]
                        pair[1] = None
            elif kind == "gave_up":
                signs.append(("took", event.player, tuple(  # type: ignore[attr-defined]
                    attack for attack, cover in self._table
                    if cover is None and attack is not None), 0))
            elif kind == "passed":
                signs.append(("passed", event.player, tuple(  # type: ignore[attr-defined]
                    card for pair in self._table for card in pair if card is not None), 0))
            elif isinstance(event, Dealt):
                self._hand_size = max(1, event.count)
                signs.append(("drew", event.player, (), self._hand_size))
            elif isinstance(event, Drew) and event.count:
                signs.append(("drew", event.player, (), event.count))
            elif kind == "round_ended":
                self._table = []

    def weights(self, players: int, order: CardOrder) -> tuple[CardWeights, ...]:
        """Per seat, the weight of every card index in his hand (``()``: all 1), under the
        game's order of the cards (``View.order``: its trumps and what beats what)."""
        cache = self._cache
        if cache is not None and cache[:3] == (len(self._signs), players, order):
            return cache[3]
        seats: list[list[float] | None] = [None] * players
        for kind, seat, cards, count in self._signs:
            if seat >= players:
                continue
            if kind == "drew":
                weights = seats[seat]
                if weights is not None:
                    seats[seat] = self._after_draw(weights, count)
                continue
            lacked = self._lacked(kind, cards, order)
            if not lacked:
                continue
            weights = seats[seat]
            if weights is None:
                weights = seats[seat] = [1.0] * CARDS
            for index, weight in lacked:
                weights[index] = max(LEAST_WEIGHT, weights[index] * weight)
        result = tuple(() if weights is None else tuple(weights) for weights in seats)
        self._cache = (len(self._signs), players, order, result)
        return result

    def _after_draw(self, weights: list[float], drawn: int) -> list[float] | None:
        """A hand's weights once ``drawn`` new cards joined it (``None``: all 1)."""
        if not self.through_draws or drawn <= 0 or drawn >= self._hand_size:
            return None
        kept = (self._hand_size - drawn) / self._hand_size
        return [1.0 - (1.0 - weight) * kept for weight in weights]

    def _lacked(self, kind: str, cards: tuple[Card, ...], order: CardOrder
                ) -> list[tuple[int, float]]:
        """The cards a sign of ``kind`` makes less likely, each with its factor."""
        trumps, power = order.trumps, order.power
        if kind == "took":   # the cards of the attack's suit that beat it
            return [(i, UNLIKELY_WEIGHT) for attack in cards
                    for i in _indices(order.beaten_by[attack.index] & _suit_mask(attack))]
        if kind == "passed":   # plain cards of the ranks on the table
            ranks = 0
            for card in cards:
                ranks |= 0xF << (card.rank - 2) * 4
            return [(i, UNLIKELY_WEIGHT) for i in _indices(ranks & ~trumps)]
        if not self.play_model:
            return []
        if kind == "led":   # no cheaper plain card (a trump lead: no plain card at all)
            (card,) = cards
            led = power[card.index]
            return [(i, CHEAPER_LEAD_WEIGHT) for i in range(CARDS)
                    if (not trumps >> i & 1 and (order.is_trump(card) or power[i] < led))
                    or (trumps >> i & 1 and power[i] < led)]
        if kind == "covered":   # no cheaper card that beats the target
            cover, target = cards
            spent = power[cover.index]
            return [(i, CHEAPER_COVER_WEIGHT) for i in _indices(order.beaten_by[target.index])
                    if power[i] < spent]
        return []
