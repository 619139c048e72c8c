"""The hand uses the width it has: all the room between the piles and the buttons, at
800x600 and beside an open move log; six cards, and six pairs on the table, never overlap."""

from __future__ import annotations

import itertools

import pytest

from durak.engine import Card, Rules
from durak.ui.model.layout import (
    CARD_W,
    HEIGHT,
    MIN_WIDTH,
    Rect,
    TableLayout,
    TableSnapshot,
    compute_layout,
    scene_width,
)
from durak.ui.model.table_state import deck_cards

from .conftest import settle

# The view's size at 800x600: the move log closed, and open at its default width.
VIEWS_800X600 = [(800, 600), (538, 600)]
LARGER = [(1024, 768), (1280, 800), (1366, 768), (1920, 1050)]


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
    assert step >= CARD_W                                      # side by side
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
    qtbot.waitUntil(lambda: window.table.width_units <= MIN_WIDTH + 0.5)
    settle(qtbot, window)
    hand = window.session.view().hand
    assert len(hand) == 6
    boxes = [window.table.cards[c].scene_card_rect() for c in hand]
    for a, b in itertools.combinations(boxes, 2):
        assert not a.intersects(b), (a, b)


def busy(players: int) -> TableSnapshot:
    """Six cards in the human's hand, six covered pairs on the table, six cards in each
    other hand, the stack and a discard pile."""
    deck = deck_cards(Rules(deck=52))
    hands = [deck[6 * i:6 * i + 6] for i in range(players)]
    rest = deck[6 * players:]
    table = [(rest[2 * i], rest[2 * i + 1]) for i in range(6)]
    rest = rest[12:]
    return TableSnapshot(players=players, human=0, hands=hands, table=table,
                         stack=rest[:2], trump_card=rest[2], discard=rest[3:7])


def covers(layout: TableLayout, cards: list[Card]) -> Rect:
    """The rect around ``cards`` as laid out."""
    rects = [layout.cards[c].rect() for c in cards]
    left, top = min(r.x for r in rects), min(r.y for r in rects)
    return Rect(left, top, max(r.x + r.w for r in rects) - left,
                max(r.y + r.h for r in rects) - top)


@pytest.mark.parametrize("players", [2, 6])
@pytest.mark.parametrize("view", VIEWS_800X600 + LARGER)
def test_six_cards_and_six_pairs_never_overlap(players: int, view: tuple[int, int]):
    snap = busy(players)
    layout = compute_layout(snap, scene_width(*view))
    hand = [layout.cards[c].rect() for c in snap.hands[0]]
    for a, b in itertools.combinations(hand, 2):
        assert a.overlap(b) == 0
    pairs = [covers(layout, [a, d]) for a, d in snap.table if d is not None]
    for a, b in itertools.combinations(pairs, 2):
        assert a.overlap(b) == 0
    others = [layout.cards[c].rect() for c in layout.cards
              if not any(c in pair for pair in snap.table)]
    others += layout.buttons[4:6]   # pause and menu, always shown
    for pair, other in itertools.product(pairs, others):
        assert pair.overlap(other) == 0
    for card, button in itertools.product(hand, layout.buttons):
        assert card.overlap(button) == 0


@pytest.mark.parametrize("view", VIEWS_800X600)
def test_the_narrowest_table_is_the_one_at_800x600(view: tuple[int, int]):
    assert scene_width(*view) == MIN_WIDTH
