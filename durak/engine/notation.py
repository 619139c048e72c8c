"""A compact position notation, in the spirit of chess's FEN.

``"6H7H8S/9HTH/QC KH JD9C 0"`` reads, field by field:

1. the hands, seat 0 first, separated by ``/``; cards written rank then suit with no
   spaces (``T`` or ``10`` for tens, suits ``S H D C`` or ``♠ ♥ ♦ ♣``);
2. the trump: the face-up card under the stack (``KH``), or a bare suit (``H``) when
   that card is already gone;
3. the stack in draw order, or ``-`` when empty;
4. the offender's seat (optional, default 0).

Deck cards named nowhere count as discarded.  The rules (deck size and the rest) are
given separately.
"""

from __future__ import annotations

import re

from .actions import WELI
from .cards import Card, Suit
from .game import Game
from .quote import quote
from .rules import Rules

__all__ = ["format_position", "parse_cards", "parse_position"]

_SEAT = re.compile(r"[0-9]{1,3}")


def parse_cards(text: str) -> list[Card]:
    """Cards written back to back (``"6H7HTS"``, ``"10♥J♠"``) or ``-`` for none.

    Bad text raises ``ValueError`` naming it; anything but text raises ``TypeError``.
    """
    if not isinstance(text, str):
        raise TypeError(f"cards are written as text like '6H7HTS', not {quote(text)}")
    text = text.strip()
    if text in ("", "-"):
        return []
    cards = []
    i = 0
    while i < len(text):
        size = 3 if text.startswith("10", i) else 2
        chunk = text[i:i + size]
        if len(chunk) < size:
            raise ValueError(
                f"cannot read cards from {quote(text)}: {quote(chunk)} is incomplete")
        cards.append(Card.parse(chunk))
        i += size
    return cards


def parse_position(text: str, rules: Rules | None = None) -> Game:
    """Build a game from position text (see the module docstring).

    Bad text raises ``ValueError`` saying what is wrong; anything but text ``TypeError``.
    """
    if not isinstance(text, str):
        raise TypeError(f"a position is written as text like '7S9H/9SAS6D KH 6C 0', "
                        f"not {quote(text)}")
    fields = text.split()
    if not 3 <= len(fields) <= 4:
        raise ValueError(f"a position has 3 or 4 fields (hands trump stack [offender]), "
                         f"not {len(fields):,}: {quote(text)}")
    hands = [parse_cards(h) for h in fields[0].split("/")]
    trump_text = fields[1]
    trump: Card | Suit = Suit.parse(trump_text) if len(trump_text) == 1 else Card.parse(trump_text)
    stack = parse_cards(fields[2])
    offender = 0
    if len(fields) == 4:
        if not _SEAT.fullmatch(fields[3]):
            raise ValueError(f"the offender must be a seat number, not {quote(fields[3])}")
        offender = int(fields[3])
    return Game.from_deal(rules, hands, stack, trump=trump, offender=offender)


def format_position(game: Game) -> str:
    """The position text of a game between rounds; mid-round the table is appended."""
    hands = "/".join("".join(c.code for c in game.hand(p)) or "-" for p in range(game.num_players))
    card = game.trump_card
    trump = card.code if card is not None and game.stack_count > 0 else game.trump.letter
    stack = game.search_stack()   # the last to be drawn first
    if card is not None and game.stack_count > 0:   # (trump_change: the key card below it)
        stack = tuple(c for c in stack if c is not card)
    stack_text = "".join(c.code for c in reversed(stack)) or "-"
    offender = game.offender if game.offender is not None else 0
    text = f"{hands} {trump} {stack_text} {offender}"
    if game.table:
        named = game.weli_suit   # the weli on the table is written with its suit: 6D=S
        def code(card: Card) -> str:
            return (f"{card.code}={named.letter}" if named is not None and card.index == WELI
                    else card.code)
        pairs = ",".join(code(a) + (">" + code(d) if d else "") for a, d in game.table)
        text += f" table={pairs}"
    return text
