"""The hand uses the width it has: all the room between the piles and the buttons, at
800x600 and beside an open move log."""

from __future__ import annotations

from durak.engine import Card, Rules
from durak.ui.model.layout import CARD_W, HEIGHT, TableSnapshot, compute_layout, scene_width
from durak.ui.model.table_state import deck_cards

from .conftest import settle


def crowded(cards: int) -> TableSnapshot:
    deck = deck_cards(Rules(deck=52))
    return TableSnapshot(players=2, human=0, hands=[deck[:cards], deck[cards:cards + 6]],
                         table=[], stack=deck[cards + 6:cards + 20], trump_card=deck[-1],
                         discard=deck[cards + 20:cards + 24])


def hand_span(layout, hand: list[Card]) -> tuple[float, float, float]:
    """The hand's left and right edges and the step from card to card."""
    xs = sorted(layout.cards[card].x for card in hand)
    step = (xs[-1] - xs[0]) / max(1, len(xs) - 1)
    return xs[0] - CARD_W / 2, xs[-1] + CARD_W / 2, step


def room(layout) -> tuple[float, float]:
    """From the face-up trump card's and the discard's right edge to the buttons."""
    trump = layout.cards
    buttons_left = min(b.x for b in layout.buttons)
    piles_right = max(p.rect().x + p.rect().w for c, p in trump.items()
                      if p.y > HEIGHT - 120 and c not in snap_hand)
    return piles_right, buttons_left


snap_hand: set[Card] = set()


def test_six_cards_at_800x600_spread_over_the_room_between_piles_and_buttons():
    snap = crowded(6)
    snap_hand.clear()
    snap_hand.update(snap.hands[0])
    layout = compute_layout(snap, scene_width(800, 600))
    left, right, step = hand_span(layout, snap.hands[0])
    piles, buttons = room(layout)
    assert left >= piles and right <= buttons                 # clear of both
    assert step >= 0.88 * CARD_W                               # nearly side by side
    assert (right - left) >= 0.95 * (buttons - piles - 10)     # the room is used


def test_fifteen_cards_beside_the_move_log_use_the_whole_room():
    snap = crowded(15)
    snap_hand.clear()
    snap_hand.update(snap.hands[0])
    layout = compute_layout(snap, scene_width(1366 - 260, 700))
    left, right, step = hand_span(layout, snap.hands[0])
    piles, buttons = room(layout)
    assert left >= piles and right <= buttons
    assert (right - left) >= 0.95 * (buttons - piles - 10)
    assert step > 25


def test_a_short_hand_stays_in_the_middle():
    snap = crowded(3)
    layout = compute_layout(snap, scene_width(1366, 700))
    left, right, _ = hand_span(layout, snap.hands[0])
    assert abs((left + right) / 2 - layout.width / 2) < 0.5


def test_the_move_log_open_at_800x600_in_the_real_window(qtbot, make_window):
    window = make_window(players=2)
    window.resize(800, 600)
    if not window.move_log.isVisible():
        window.toggle_move_log()
    qtbot.waitUntil(lambda: window.table.width_units <= 720.5)
    settle(qtbot, window)
    hand = window.session.view().hand
    xs = sorted(window.table.cards[c].scenePos().x() for c in hand)
    assert (xs[-1] - xs[0]) / (len(xs) - 1) >= 0.88 * CARD_W
