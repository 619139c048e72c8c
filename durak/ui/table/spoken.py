"""What a screen reader hears about the table.

The table is one focusable widget: its accessible *name* says the card under the keyboard
cursor (a screen reader speaks a new name of the widget it is on), its *description* the
state (it speaks each new one). Both are read from what the table draws, never from the
rules. The description leaves out the seconds that tick down: a reader would start it
again every second. Cards are said in words ("ace of hearts"): a speech synthesiser read
"A♥" as "a heart suit", and the ranks' letters in English whatever the language.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from durak.engine import Card

from ..kit.i18n import N_, tr, trn
from ..model.naming import WELI

if TYPE_CHECKING:
    from .scene import TableScene

SUIT_NAMES = (N_("spades"), N_("hearts"), N_("diamonds"), N_("clubs"))
RANK_NAMES = {2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six"),
              7: N_("seven"), 8: N_("eight"), 9: N_("nine"), 10: N_("ten"), 11: N_("jack"),
              12: N_("queen"), 13: N_("king"), 14: N_("ace")}
# One pattern per suit, in Suit order: languages decline the suit ("туз червей").
CARD_NAMES = (N_("{rank} of spades"), N_("{rank} of hearts"), N_("{rank} of diamonds"),
              N_("{rank} of clubs"))


def card_name(card: Card) -> str:
    """A card in words: "ace of hearts"."""
    return tr(CARD_NAMES[card.suit.value]).format(rank=tr(RANK_NAMES[card.rank]))


# A card as the status line writes it ("A♥", "10♠"), and the keys it names by arrows.
_CARD_TEXT = re.compile(r"(10|[2-9JQKA])([♠♥♦♣])")
ARROW_NAMES = {"←": N_("left arrow"), "→": N_("right arrow"), "↑": N_("up arrow"),
               "↓": N_("down arrow")}


def spoken_text(text: str) -> str:
    """A line of the table's text as a screen reader should say it: cards in words and the
    arrow keys by name, in the current language ("7♣ cannot beat 8♥: ↓" ->
    "seven of clubs cannot beat eight of hearts: down arrow")."""
    text = _CARD_TEXT.sub(lambda match: card_name(Card.parse(match.group(0))), text)
    for suit, symbol in enumerate("♠♥♦♣"):   # a suit alone: the weli's ("6♦ as ♠")
        text = text.replace(symbol, tr(SUIT_NAMES[suit]))
    for arrow, name in ARROW_NAMES.items():
        text = text.replace(arrow, tr(name))
    return text


def card_names(cards: list[Card]) -> str:
    """Cards in words, separated by commas."""
    return ", ".join(card_name(card) for card in cards)


def table_name(scene: TableScene) -> str:
    """"Card table", or the card under the keyboard cursor: "seven of hearts", with
    "cannot be played now" when it is dimmed and how many cards are selected when it is
    more than one."""
    cursor = scene.session.controls.cursor
    if cursor is None or cursor not in scene.session.view().hand:
        return tr("Card table")
    selected = scene.session.snapshot().selected
    parts = [card_name(cursor)]
    if cursor not in selected:
        parts.append(tr("not selected"))
    if len(selected) > 1:
        parts.append(trn("%n cards selected", len(selected)))
    if cursor in scene.unplayable([cursor]):
        parts.append(tr("cannot be played now"))
    return ", ".join(parts)


def table_description(scene: TableScene) -> str:
    """The status line (without a clock), the result once the game is over, the trump,
    your cards, the table, the stack, the other players, and what you can play."""
    c = scene.session
    seen = c.view()
    order = c.controls.hand_order()
    table = "; ".join(
        tr("{card} covered by {cover}").format(card=_laid(scene, a), cover=_weli(scene, d))
        if d else tr("{card} uncovered").format(card=_laid(scene, a))
        for a, d in seen.table) or tr("empty")
    status = scene.status_line(clock=False)
    if seen.is_over:   # the result, said first below, also opens the status line
        title = c.result_lines()[0]
        status = status.removeprefix(title).lstrip(" —") if status.startswith(title) else status
    description = tr(
        "{status}. Trump: {suit}. Your cards: {hand}. Table: {table}. "
        "Cards left in the stack: {count}.").format(
            status=spoken_text(status),
            suit=tr(SUIT_NAMES[seen.trump.value]),
            hand=card_names(order) or tr("none"), table=table, count=seen.stack_count)
    if seen.trump_change_pending:
        description += " " + tr("A key card lies face down under the trump card.")
    if seen.is_over:
        title, lines = c.result_lines()
        description = " ".join([_sentence(title), *map(_sentence, lines), description])
    others = [_seat(scene, seat) for seat in range(seen.num_players) if seat != seen.player]
    if others:
        description += " " + tr("Players: {seats}.").format(seats="; ".join(others))
    if scene.dim_unplayable and seen.hand and not seen.is_over:
        dimmed = scene.unplayable(order)
        playable = [card for card in order if card not in dimmed]
        description += " " + (tr("You can play: {cards}.").format(cards=card_names(playable))
                              if playable else tr("You cannot play a card now."))
    return description


def _laid(scene: TableScene, card: Card) -> str:
    """An attack card in words, with who laid it when that is known: "seven of spades
    (laid by Player 2)"."""
    seat = scene.laid_by.get(card)
    if seat is None:
        return _weli(scene, card)
    return tr("{card} (laid by {player})").format(card=_weli(scene, card),
                                                 player=scene.session.seat_name(seat))


def _weli(scene: TableScene, card: Card) -> str:
    """A card on the table in words; the weli with the suit it counts as: "six of
    diamonds, counted as spades"."""
    suit = scene.session.view().weli_suit
    if suit is None or card != WELI:
        return card_name(card)
    return tr("{card}, counted as {suit}").format(card=card_name(card),
                                                  suit=tr(SUIT_NAMES[suit.value]))


def _seat(scene: TableScene, seat: int) -> str:
    """A seat as its label shows it, the count in words: "Player 1, 6 cards, attacker"
    (no count once out, as on the label)."""
    item = scene.seats[seat]
    parts = [item.name, trn("%n cards", item.count) if item.count else "", item.role_word,
             item.note.replace(" · ", ", ")]
    return ", ".join(part for part in parts if part)


def _sentence(text: str) -> str:
    return text if text.endswith((".", "!", "?", "…")) else text + "."
