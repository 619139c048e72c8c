"""Suits, cards and the bitmask helpers the rules are built on.

Every card has a small index, ``(rank - 2) * 4 + suit``, so a set of cards is an
``int`` bitmask, all cards of one rank are four adjacent bits, and each deck size is
one contiguous high range of bits.  ``Card`` values are interned: there are exactly
52 of them, so equality is identity and a card is cheap to hash and to pickle.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Iterator

from .quote import quote

__all__ = ["MAX_SEED", "RANK_NAMES", "Card", "Suit"]

# Seeds (``Game.new``, records, ``--seed``) are whole numbers 0..2**64-1, as JSON keeps
# them exactly.
MAX_SEED = (1 << 64) - 1


class Suit(enum.Enum):
    """The four suits; the value is the suit's bit offset inside a rank group."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self.value]

    @property
    def letter(self) -> str:
        return _SUIT_LETTERS[self.value]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from a letter (S H D C) or a symbol (♠ ♥ ♦ ♣).

        Text that names no suit raises ``ValueError``, anything but text ``TypeError``.
        """
        if not isinstance(text, str):
            raise TypeError(f"a suit is written as text (S, H, D, C or ♠ ♥ ♦ ♣), "
                            f"not {quote(text)}")
        key = text.strip().upper()
        for suit in cls:
            if key in (suit.letter, suit.symbol, suit.symbol_outline, suit.name):
                return suit
        raise ValueError(f"unknown suit {quote(text)}: use S, H, D, C or ♠ ♥ ♦ ♣")

    @property
    def symbol_outline(self) -> str:
        return _SUIT_OUTLINES[self.value]

    def __str__(self) -> str:
        return self.symbol


_SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")
_SUIT_OUTLINES = ("♤", "♡", "♢", "♧")
_SUIT_LETTERS = ("S", "H", "D", "C")
SUITS: tuple[Suit, ...] = tuple(Suit)

RANK_NAMES = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
              11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_LETTERS = {"T": 10, "J": 11, "Q": 12, "K": 13, "A": 14, "10": 10}
_RANK_LETTERS.update({str(r): r for r in range(2, 10)})


def card_index(rank: int, suit: Suit) -> int:
    return (rank - 2) * 4 + suit.value


class Card:
    """A playing card: an immutable, hashable value with ``rank`` (2..14) and ``suit``.

    ``Card(10, Suit.HEARTS) is Card.parse("10H") is Card.parse("T♥")``.
    """

    __slots__ = ("index", "rank", "suit")
    rank: int
    suit: Suit
    index: int

    def __new__(cls, rank: int, suit: Suit) -> Card:
        if not isinstance(suit, Suit):
            raise ValueError(f"suit must be a Suit, not {quote(suit)}")
        if not isinstance(rank, int) or isinstance(rank, bool) or not 2 <= rank <= 14:
            raise ValueError(f"rank must be 2..14 (ace = 14), not {quote(rank)}")
        return CARDS[card_index(rank, suit)]

    @classmethod
    def _make(cls, index: int) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "rank", index // 4 + 2)
        object.__setattr__(card, "suit", SUITS[index % 4])
        object.__setattr__(card, "index", index)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[object, tuple[int, Suit]]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index >= other.index

    def beats(self, target: Card, trump: Suit) -> bool:
        """True if this card covers ``target``: same suit and higher, or a trump on a
        plain card (a higher trump on a trump)."""
        if self.suit is target.suit:
            return self.rank > target.rank
        return self.suit is trump

    @property
    def rank_name(self) -> str:
        return RANK_NAMES[self.rank]

    def __str__(self) -> str:
        return RANK_NAMES[self.rank] + self.suit.symbol

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def code(self) -> str:
        """ASCII form, e.g. ``TH`` for the ten of hearts (round-trips through ``parse``)."""
        return ("T" if self.rank == 10 else RANK_NAMES[self.rank]) + self.suit.letter

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``10H``, ``T♥``, ``qs``, ``A♣``...; bad text raises ``ValueError`` naming it
        (anything but text or a card: ``TypeError``)."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise TypeError(f"cannot read a card from {quote(text)}: a card is written as "
                            "text, like 10H or Q♠")
        body = text.strip().upper()
        if len(body) < 2:
            raise ValueError(
                f"cannot read a card from {quote(text)}: write rank then suit, like 10H or Q♠")
        rank = _RANK_LETTERS.get(body[:-1])
        if rank is None:
            raise ValueError(
                f"cannot read a card from {quote(text)}: unknown rank {quote(body[:-1])}")
        try:
            suit = Suit.parse(body[-1])
        except ValueError:
            raise ValueError(
                f"cannot read a card from {quote(text)}: unknown suit {quote(body[-1])}") from None
        return CARDS[card_index(rank, suit)]


CARDS: tuple[Card, ...] = tuple(Card._make(i) for i in range(52))
# _CHUNKS[k][byte]: the cards whose bits are set in ``byte``, read as bits 8k to 8k+7.
_CHUNKS: tuple[tuple[tuple[Card, ...], ...], ...] = tuple(
    tuple(tuple(CARDS[8 * k + bit] for bit in range(8) if byte >> bit & 1 and 8 * k + bit < 52)
          for byte in range(256))
    for k in range(7))

# --- bitmask helpers (internal to the engine) -------------------------------------------

ALL_MASK = (1 << 52) - 1
DECK_MIN_RANK = {24: 9, 32: 7, 36: 6, 52: 2}


def deck_mask(deck: int) -> int:
    """Bitmask of the cards in a deck of ``deck`` cards."""
    return ALL_MASK ^ ((1 << ((DECK_MIN_RANK[deck] - 2) * 4)) - 1)


def rank_mask_of(index: int) -> int:
    """Bitmask of all four cards sharing the rank of card ``index``."""
    return 0xF << (index & ~3)


SUIT_MASKS = tuple(sum(1 << (r * 4 + s) for r in range(13)) for s in range(4))


def _beats_table(trump: int) -> tuple[int, ...]:
    table = []
    for a in range(52):
        suit = a & 3
        higher_same = SUIT_MASKS[suit] & ~((1 << (a + 1)) - 1)
        table.append(higher_same | (0 if suit == trump else SUIT_MASKS[trump]))
    return tuple(table)


# BEATS[trump][a]: the cards that beat card ``a`` when ``trump`` is the trump suit.
BEATS: tuple[tuple[int, ...], ...] = tuple(_beats_table(t) for t in range(4))


def iter_bits(mask: int) -> Iterator[int]:
    """The indices of the set bits of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def shuffle(rng: random.Random, cards: list[int]) -> None:
    """Shuffle ``cards`` in place exactly as ``rng.shuffle(cards)`` does (the same order
    and the same generator state afterwards), without its two method calls per card:
    every deal starts here, and a random game's deal cost as much as 15 of its moves."""
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1   # a uniform j in 0..i, drawn as random.Random._randbelow draws it
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, lowest index first (read a byte at a time: every view of every
    seat reads its hand and the known cards this way)."""
    if not mask:
        return ()
    cards: list[Card] = []
    for chunk in _CHUNKS:
        byte = mask & 0xFF
        if byte:
            cards += chunk[byte]
        mask >>= 8
        if not mask:
            break
    return tuple(cards)


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def as_card(value: Card | str) -> Card:
    """A ``Card`` from a card or its text."""
    if isinstance(value, Card):
        return value
    return Card.parse(value)
