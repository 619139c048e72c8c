"""Cards seen: which cards have left the game, and which each opponent is known to hold.

An option, off by default (as in the popular apps): Menu → Settings or ``D`` shows it
beside the table.  It reads only what the human's seat may know, its ``View`` after every
update of the session: the discard, and ``known`` (cards seen picked up from the table or
taken back), never the game.  A list, so screen readers read it line by line and the
keyboard moves along it as along the move log.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PyQt6.QtGui import QShowEvent
from PyQt6.QtWidgets import QScroller, QWidget

from durak.engine import Card, Event, Suit, View

from ..kit.i18n import N_, tr, trn
from ..kit.list_panel import ListPanel


def by_suit(cards: Iterable[Card]) -> list[str]:
    """One line per suit, lowest card first: "♠ 6 7 J"."""
    held = sorted(cards)
    lines = []
    for suit in Suit:
        ranks = [card.rank_name for card in held if card.suit is suit]
        if ranks:
            lines.append(f"{suit.symbol} {' '.join(ranks)}")
    return lines


def seen_lines(view: View, name: Callable[[int], str]) -> list[str]:
    """What the panel lists for ``view``'s seat: the discard, each opponent's known cards,
    how many cards are still unseen."""
    lines = [trn("Gone from the game: %n cards", len(view.discard))]
    lines += ["    " + line for line in by_suit(view.discard)]
    for seat in range(view.num_players):
        if seat == view.player or (view.out[seat] and not view.known[seat]):
            continue
        known = view.known[seat]
        if known:
            lines.append(tr("{player} is known to hold: {cards}").format(
                player=name(seat), cards=" ".join(str(card) for card in sorted(known))))
        else:
            lines.append(tr("{player}: no card known").format(player=name(seat)))
    lines.append(trn("Not seen yet: %n cards", len(view.unseen())))
    return lines


class CardsSeen(ListPanel):
    """The side panel of the cards seen, from the human seat's view."""

    def __init__(self, view: Callable[[], View], name: Callable[[int], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(N_("Cards seen"), "cards-seen", parent)
        self.view = view
        self.name = name
        QScroller.grabGesture(self.list.viewport(),   # a finger scrolls it
                              QScroller.ScrollerGestureType.TouchGesture)

    def refresh(self, _events: list[Event] | None = None, _duration: int = 0) -> None:
        """List what the seat's view shows now (only while the panel is shown)."""
        if not self.isVisible():
            return
        lines = seen_lines(self.view(), self.name)
        if lines != self.lines():
            self.list.clear()
            self.list.addItems(lines)
            self.list.setAccessibleDescription(", ".join(lines))

    def showEvent(self, event: QShowEvent | None) -> None:
        super().showEvent(event)
        self.refresh()
