"""Which cards are trumps and which card beats which, under a game's rules.

The original game has one order: a card beats a lower card of its suit, and a trump
beats every plain card (``cards.BEATS``).  The variants ``cross_rule``, ``low_beats_ace``
and ``number_trump`` change it; ``CardOrder`` is the order of one game at one moment
(it depends on the trump suit and, with ``number_trump``, on the face-up card's rank).
The engine's hot paths read ``beaten_by``; bots read ``beats``, ``is_trump`` and
``power`` (through ``View.order``) and never derive the order themselves.
"""

from __future__ import annotations

from .cards import BEATS, CARDS, DECK_MIN_RANK, SUIT_MASKS, Card, Suit, rank_mask_of
from .rules import Rules

__all__ = ["NUMBER_SUIT_ORDER", "CardOrder", "card_order", "order_of"]

# The order of the other suits' cards of the face-up rank with ``number_trump``, lowest
# first: the rule page's order of suits (the face-up card itself ranks above them all).
NUMBER_SUIT_ORDER = (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES)
CLUBS = Suit.CLUBS.value


class CardOrder:
    """The trumps and the beating order of one game (see the module docstring)."""

    __slots__ = ("beaten_by", "original", "power", "trumps")

    def __init__(self, trumps: int, beaten_by: tuple[int, ...], power: tuple[int, ...],
                 original: bool) -> None:
        self.trumps = trumps              # mask of every trump card
        self.beaten_by = beaten_by        # per card index: the mask of the cards beating it
        self.power = power                # per card index: a sort key (trumps above plain)
        self.original = original          # the original game's order (no variant changes it)

    def beats(self, card: Card, target: Card) -> bool:
        """Whether ``card`` covers ``target``."""
        return bool(self.beaten_by[target.index] >> card.index & 1)

    def is_trump(self, card: Card) -> bool:
        return bool(self.trumps >> card.index & 1)

    def worth(self, card: Card, min_rank: int) -> int:
        """How much a card is worth keeping, as bots weigh it: its rank above the deck's
        lowest (``min_rank``), 10 more for a trump, and a number trump (``number_trump``)
        above every trump of the suit."""
        power = self.power[card.index]
        if power < 100:
            return power - min_rank
        if power < 200:
            return power - 90 - min_rank
        return 25 - min_rank + power % 100

    def strength(self, card: Card) -> int:
        """A card's place in the order: plain cards by rank (2 to 14), trumps above them
        all, each higher trump higher (equal values: cards that do not beat each other)."""
        return self.power[card.index]


_CACHE: dict[tuple[int, bool, bool, bool, int, int], CardOrder] = {}


def order_of(rules: Rules, trump: int, trump_card: int) -> CardOrder:
    """The order of a game under ``rules`` (see ``card_order``)."""
    if not (rules.cross_rule or rules.low_beats_ace or rules.number_trump):
        return _ORIGINAL[trump]   # (asked once a playout by a search: kept cheap)
    return card_order(rules.deck, trump, trump_card, cross_rule=rules.cross_rule,
                      low_beats_ace=rules.low_beats_ace, number_trump=rules.number_trump)


def card_order(deck: int, trump: int, trump_card: int, *, cross_rule: bool = False,
               low_beats_ace: bool = False, number_trump: bool = False) -> CardOrder:
    """The order for a ``deck``-card game with the ``trump`` suit (a ``Suit`` value) and the
    face-up ``trump_card`` index (-1 if none: ``number_trump`` then adds no trumps)."""
    if not number_trump:
        trump_card = -1
    key = (deck, cross_rule, low_beats_ace, number_trump, trump, trump_card)
    order = _CACHE.get(key)
    if order is None:
        order = _CACHE[key] = _build(*key)
    return order


def _build(deck: int, cross_rule: bool, low_beats_ace: bool, number_trump: bool, trump: int,
           trump_card: int) -> CardOrder:
    trumps = SUIT_MASKS[trump]
    power = [c.rank for c in CARDS]
    for index in range(trump, 52, 4):
        power[index] = 100 + CARDS[index].rank
    if number_trump and trump_card >= 0:
        trumps |= rank_mask_of(trump_card)
        base = trump_card & ~3
        for place, suit in enumerate(NUMBER_SUIT_ORDER):
            power[base | suit.value] = 200 + place
        power[trump_card] = 300
    if not (cross_rule or low_beats_ace or number_trump):
        return CardOrder(trumps, BEATS[trump], tuple(power), True)
    beaten_by = []
    for target in range(52):
        mask = 0
        target_trump = trumps >> target & 1
        for card in range(52):
            if card == target:
                continue
            if target_trump:
                beats = bool(trumps >> card & 1) and power[card] > power[target]
            elif cross_rule and target & 3 == CLUBS:
                beats = card & 3 == CLUBS and card > target
            else:
                beats = bool(trumps >> card & 1) or (card & 3 == target & 3 and card > target)
            if beats:
                mask |= 1 << card
        beaten_by.append(mask)
    if low_beats_ace:
        low = (DECK_MIN_RANK[deck] - 2) * 4
        plain = ~trumps
        suited = SUIT_MASKS[trump] & ~(rank_mask_of(trump_card) if trump_card >= 0 else 0)
        for s in range(4):
            ace, lowest = 48 | s, low | s
            pair = 1 << ace | 1 << lowest
            # both plain, or both trumps of the trump suit: number trumps keep their order
            if pair & plain == pair or pair & suited == pair:
                beaten_by[ace] |= 1 << lowest
    return CardOrder(trumps, tuple(beaten_by), tuple(power), False)


# The original game's order for each trump suit (the deck does not change it).
_ORIGINAL = tuple(card_order(36, trump, -1) for trump in range(4))
