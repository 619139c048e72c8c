"""Where everything goes on the table, in scene units: pure arithmetic, no Qt widgets.

The scene is ``HEIGHT`` units tall and as wide as the window's aspect asks (at least
``MIN_WIDTH``); the view scales it to the window, so a resize only recomputes this
layout and rescales.  Cards are ``CARD_W`` x ``CARD_H`` units on the table and in the
player's hand, smaller in the opponents' seats.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from durak.engine import Card

HEIGHT = 540.0
CARD_W, CARD_H = 62.0, 93.0
COVER_SHIFT = (0.26, 0.2)  # a cover lies this far right and down its attack card, in its size
OPPONENT_SCALE = 0.66
SECRET_SCALE = 0.42        # the secret cards, small in a corner of their seat's frame
RAISE = 14.0              # a selected card of the hand, lifted (never onto its label)
MARGIN = 10.0
LABEL_LINE = 16.0         # one line of a seat label
SIDE_LABEL_W = (150.0, 0.22, 210.0)   # a side seat's label: min, share of width, max
STATUS_LINES = 2          # the status line wraps onto a second line when it must
STATUS_LINE = 20.0        # the height of one status line
STATUS_GAP = 8.0          # room between the status line and the human's label below it
HAND_GAP = 8.0            # room between the hand's frame and the buttons
HAND_PADDING = 5.0        # room between the hand's outer cards and its frame
BUTTON_W = 150.0          # the table's buttons, in a column at the bottom right
# The bottom band: the stack (its trump card turned under it) and the discard on the left,
# the buttons on the right, the hand in all the room between them.
LEFT_BLOCK = MARGIN + CARD_H + 22 + CARD_W + 14
RIGHT_BLOCK = BUTTON_W + 2 * MARGIN
# The narrowest table still lays a hand of six side by side, a little apart: a window
# narrower for its height (800x600, or beside the open move log) shows the table smaller
# rather than overlapping the cards of a full hand.
SIDE_BY_SIDE = 6
SIDE_BY_SIDE_GAP = 3.0
MIN_WIDTH = (LEFT_BLOCK + SIDE_BY_SIDE * CARD_W + (SIDE_BY_SIDE - 1) * SIDE_BY_SIDE_GAP
             + 2 * HAND_PADDING + HAND_GAP + RIGHT_BLOCK - MARGIN)
KEY_SHIFT, KEY_TILT = 9.0, 7.0   # the key card (trump_change) peeks out under the trump

# Opponent seats by player count: slots 1 (left), 2-4 (top row), 5 (right), as the original.
SLOTS = {2: [3], 3: [2, 4], 4: [2, 3, 4], 5: [1, 2, 4, 5], 6: [1, 2, 3, 4, 5]}


@dataclass
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x <= self.x + self.w and self.y <= y <= self.y + self.h

    def overlap(self, other: Rect) -> float:
        w = min(self.x + self.w, other.x + other.w) - max(self.x, other.x)
        h = min(self.y + self.h, other.y + other.h) - max(self.y, other.y)
        return max(0.0, w) * max(0.0, h)


@dataclass
class CardPlace:
    x: float
    y: float
    rotation: float
    z: float
    face_up: bool
    w: float
    h: float

    def rect(self) -> Rect:
        if abs(self.rotation) % 180 == 90:
            return Rect(self.x - self.h / 2, self.y - self.w / 2, self.h, self.w)
        return Rect(self.x - self.w / 2, self.y - self.h / 2, self.w, self.h)


@dataclass
class SeatPlace:
    rect: Rect
    label: Rect           # the name, card count, role and note go here, elided to fit
    label_align: str      # "left", "center" or "right"
    label_lines: int      # 1: everything on one line; 2: name and count, then the rest
    vertical: bool


@dataclass
class TableSnapshot:
    """What the table shows; built by the session from its seat's view."""

    players: int
    human: int
    hands: list[list[Card]]          # in display order
    table: list[tuple[Card, Card | None]]
    stack: list[Card]                # face-down stack, bottom first
    trump_card: Card | None          # face up under the stack; None once drawn
    discard: list[Card]
    selected: set[Card] = field(default_factory=set)
    reveal: bool = False             # every hand face up (replays)
    shown: set[int] = field(default_factory=set)   # seats whose hand is face up (the durak)
    # Single cards face up in another hand: trumps shown to forward (forward_by_trump).
    face_up: set[Card] = field(default_factory=set)
    # Face-down cards whose items change places before this state is laid out: a remote
    # seat's stand-ins for cards it cannot see (``hidden_hands``).
    swaps: list[tuple[Card, Card]] = field(default_factory=list)
    # Each seat's secret cards (``secret_cards``): face down, seen by nobody, so any unseen
    # cards stand for them.
    secret: list[list[Card]] = field(default_factory=list)
    # (trump_change) The key card, face down under the face-up trump card; None when
    # there is none.
    key_card: Card | None = None


@dataclass
class TableLayout:
    width: float
    height: float
    cards: dict[Card, CardPlace]
    seats: list[SeatPlace]
    table_rect: Rect
    hand_rect: Rect
    forward_rect: Rect
    trump_rect: Rect                 # the face-up trump card, turned under the stack
    attack_rects: dict[Card, Rect]
    stack_label: tuple[float, float]
    stack_pos: tuple[float, float]
    trump_label: tuple[float, float, float]   # centre x, y and width of the trump suit
    status: tuple[float, float, float]        # centre x, y and width of the status line
    buttons: list[Rect]


def scene_width(view_width: float, view_height: float) -> float:
    """The scene width for a window of this aspect (the scene height is fixed)."""
    if view_height <= 0:
        return MIN_WIDTH
    return max(MIN_WIDTH, HEIGHT * view_width / view_height)


def seat_slot(players: int, seat: int, human: int = 0) -> int:
    """Slot 0 (bottom) for the human, 1..5 around the table for the others, clockwise."""
    offset = (seat - human) % players
    return 0 if offset == 0 else SLOTS[players][offset - 1]


@dataclass(frozen=True)
class _Frame:
    """The table's frame at a width: where the seats, the hand and the status line go."""

    slots_used: set[int]
    top: list[int]                 # the top row's slots, left to right
    top_x: list[float]             # their centres, as shares of the width
    side_w: float
    top_w: float
    top_h: float
    top_label_y: float
    side_label_y: float
    side_y: float
    side_label_w: float
    side_h: float
    hand_frame: Rect
    human_label: Rect
    status_y: float
    right_block: float


def _frame(players: int, w: float) -> _Frame:
    h = HEIGHT
    oh = CARD_H * OPPONENT_SCALE
    slots_used = set(SLOTS[players])
    top: list[int] = [s for s in (2, 3, 4) if s in slots_used]
    top_x = {1: [0.5], 2: [0.3, 0.7], 3: [0.2, 0.5, 0.8]}[len(top)] if top else []
    side_w = oh + 18
    top_w = min(w * 0.25, 260.0)
    top_h = oh + 16
    top_label_y = MARGIN + top_h + 2
    # Side seats sit below the top row's labels, their own label above them.
    side_label_y = top_label_y + 2 * LABEL_LINE + 4
    side_y = side_label_y + 2 * LABEL_LINE + 2
    least, share, most = SIDE_LABEL_W
    side_label_w = min(most, max(least, w * share))

    # Bottom band: stack and discard on the left, buttons on the right, the hand in all
    # the room between them (not only as far as it could reach on both sides of the
    # middle: a long hand, or a narrow window, needs every unit of it).
    hand_left, hand_right = LEFT_BLOCK, w - RIGHT_BLOCK + MARGIN - HAND_GAP
    if hand_right - hand_left < CARD_W * 3:
        hand_left, hand_right = w / 2 - CARD_W * 1.5, w / 2 + CARD_W * 1.5
    hand_frame = Rect(hand_left, h - MARGIN - CARD_H - 18, hand_right - hand_left, CARD_H + 14)

    # Between the table and the hand, upwards: the human's label (clear of a lifted
    # card), then the status line's two lines.
    human_label = Rect(hand_frame.x, hand_frame.y - RAISE - LABEL_LINE - 4, hand_frame.w,
                       LABEL_LINE)
    status_y = human_label.y - STATUS_GAP - STATUS_LINE * STATUS_LINES / 2
    side_h = min(h * 0.42, status_y - STATUS_LINE * STATUS_LINES / 2 - side_y)
    return _Frame(slots_used, top, top_x, side_w, top_w, top_h, top_label_y, side_label_y,
                  side_y, side_label_w, side_h, hand_frame, human_label, status_y,
                  RIGHT_BLOCK)


def _seat_places(snap: TableSnapshot, f: _Frame, w: float) -> list[SeatPlace]:
    """Each seat's frame and label: the human at the bottom, the others around."""
    seats: list[SeatPlace] = []
    for seat in range(snap.players):
        slot = seat_slot(snap.players, seat, snap.human)
        if slot == 0:
            seats.append(SeatPlace(f.hand_frame, f.human_label, "center", 1, vertical=False))
        elif slot in (1, 5):
            x = MARGIN if slot == 1 else w - MARGIN - f.side_w
            label_x = MARGIN if slot == 1 else w - MARGIN - f.side_label_w
            seats.append(SeatPlace(Rect(x, f.side_y, f.side_w, f.side_h),
                                   Rect(label_x, f.side_label_y, f.side_label_w,
                                        2 * LABEL_LINE),
                                   "left" if slot == 1 else "right", 2, vertical=True))
        else:
            cx = w * f.top_x[f.top.index(slot)]
            seats.append(SeatPlace(Rect(cx - f.top_w / 2, MARGIN, f.top_w, f.top_h),
                                   Rect(cx - f.top_w / 2, f.top_label_y, f.top_w,
                                        2 * LABEL_LINE),
                                   "center", 2, vertical=False))
    return seats


def _place_hands(snap: TableSnapshot, seats: list[SeatPlace], w: float,
                 cards: dict[Card, CardPlace]) -> None:
    """The hands: the human's fanned out face up, the others' smaller along their seat."""
    ow, oh = CARD_W * OPPONENT_SCALE, CARD_H * OPPONENT_SCALE
    for seat, hand in enumerate(snap.hands):
        place = seats[seat]
        r = place.rect
        n = len(hand)
        if seat == snap.human:
            spacing = min(CARD_W + 6, (r.w - CARD_W - 2 * HAND_PADDING) / max(1, n - 1))
            # In the middle of the table while the hand fits there, else in its frame.
            reach = spacing * (n - 1) / 2 + CARD_W / 2 + HAND_PADDING
            center = min(max(w / 2, r.x + reach), r.x + r.w - reach)
            start = center - spacing * (n - 1) / 2
            for i, card in enumerate(hand):
                y = r.cy - (RAISE if card in snap.selected else 0)
                cards[card] = CardPlace(start + i * spacing, y, 0, 100 + i, True, CARD_W, CARD_H)
            continue
        whole_hand = snap.reveal or seat in snap.shown
        long_side = r.h if place.vertical else r.w
        spacing = min(ow * 0.62, (long_side - ow - 12) / max(1, n - 1))
        start = -spacing * (n - 1) / 2
        for i, card in enumerate(hand):
            face_up = whole_hand or card in snap.face_up
            if place.vertical:
                rotation = 90.0 if r.cx < w / 2 else -90.0
                cards[card] = CardPlace(r.cx, r.cy + start + i * spacing, rotation, 20 + i,
                                        face_up, ow, oh)
            else:
                cards[card] = CardPlace(r.cx + start + i * spacing, r.cy,
                                        0.0 if face_up else 180.0, 20 + i, face_up, ow, oh)


def _place_secrets(snap: TableSnapshot, seats: list[SeatPlace],
                   cards: dict[Card, CardPlace]) -> None:
    """Each seat's secret cards, face down and small in the top right corner of its frame,
    under its hand."""
    sw, sh = CARD_W * SECRET_SCALE, CARD_H * SECRET_SCALE
    for seat, secret in enumerate(snap.secret):
        r = seats[seat].rect
        for i, card in enumerate(secret):
            cards[card] = CardPlace(r.x + r.w - sw / 2 - 6 - i * sw * 0.35, r.y + sh / 2 + 5,
                                    0.0, 5 + i, False, sw, sh)


def _place_table(snap: TableSnapshot, f: _Frame, w: float, cards: dict[Card, CardPlace],
                 held_pairs: int | None = None) -> tuple[Rect, dict[Card, Rect], Rect]:
    """The attack and defence pairs in the table area between the seats, shrunk until
    they fit: the area, each attack card's rect and where a forwarded card goes.

    ``held_pairs``: the grid stays as it was for that many pairs (a card is being dragged:
    the cards under the pointer keep their places, and pairs added meanwhile go on in the
    same grid, after them)."""
    left = MARGIN + (f.side_w + 12 if 1 in f.slots_used else 14)
    right = w - MARGIN - (f.side_w + 12 if 5 in f.slots_used else 14)
    upper = f.top_label_y + 2 * LABEL_LINE + 4
    lower = f.status_y - STATUS_LINE * STATUS_LINES / 2
    table_rect = Rect(left, upper, right - left, lower - upper)
    attack_rects: dict[Card, Rect] = {}
    n_pairs = len(snap.table)
    grid_pairs = n_pairs if held_pairs is None else min(held_pairs, n_pairs)
    dx, dy = CARD_W * COVER_SHIFT[0], CARD_H * COVER_SHIFT[1]
    pair_w, pair_h = CARD_W + dx + 16, CARD_H + dy + 10
    scale = 1.0
    cols = max(1, n_pairs)
    for _ in range(8):
        cols = max(1, min(grid_pairs + 1, int(table_rect.w // (pair_w * scale))))
        rows = math.ceil((grid_pairs + 1) / cols) if grid_pairs else 1
        if rows * pair_h * scale <= table_rect.h or scale < 0.5:
            break
        scale *= 0.88
    rows = max(1, math.ceil((grid_pairs + 1) / cols))
    grid_w = min(grid_pairs + 1, cols) * pair_w * scale
    origin_x = table_rect.cx - grid_w / 2 + pair_w * scale / 2 - dx * scale / 2
    origin_y = table_rect.cy - rows * pair_h * scale / 2 + pair_h * scale / 2 - dy * scale / 2
    cw, ch = CARD_W * scale, CARD_H * scale
    for i, (attack, defence) in enumerate(snap.table):
        col, row = i % cols, i // cols
        x = origin_x + col * pair_w * scale
        y = origin_y + row * pair_h * scale
        cards[attack] = CardPlace(x, y, 0, 200 + 2 * i, True, cw, ch)
        attack_rects[attack] = Rect(x - cw / 2, y - ch / 2, cw, ch)
        if defence is not None:
            cards[defence] = CardPlace(x + dx * scale, y + dy * scale, 0, 201 + 2 * i, True, cw, ch)
    slot = n_pairs
    fx = origin_x + (slot % cols) * pair_w * scale
    fy = origin_y + (slot // cols) * pair_h * scale
    forward_rect = Rect(fx - cw / 2 - 8, fy - ch / 2 - 8, cw + 16, ch + 16)
    return table_rect, attack_rects, forward_rect


def _place_piles(snap: TableSnapshot, cards: dict[Card, CardPlace]
                 ) -> tuple[Rect, float, float, float]:
    """The stack (the trump card turned under it) and the discard, bottom left: the
    trump card's rect, the stack's centre and the discard's x."""
    h = HEIGHT
    trump_x = MARGIN + CARD_H / 2 + 14
    trump_y = h - MARGIN - CARD_W / 2 - 8
    if snap.trump_card is not None:
        cards[snap.trump_card] = CardPlace(trump_x, trump_y, 90.0, 1, True, CARD_W, CARD_H)
    if snap.key_card is not None:   # under the trump card, peeking out at its right
        cards[snap.key_card] = CardPlace(trump_x + KEY_SHIFT, trump_y - 3, 90.0 - KEY_TILT, 0,
                                         False, CARD_W, CARD_H)
    trump_rect = Rect(trump_x - CARD_H / 2 - 8, trump_y - CARD_W / 2 - 8, CARD_H + 16,
                      CARD_W + 16)
    pile_x, pile_y = trump_x - CARD_H * 0.30, h - MARGIN - CARD_H / 2 - 4
    for i, card in enumerate(snap.stack):
        lift = min(i, 12) * 0.35
        cards[card] = CardPlace(pile_x - lift, pile_y - lift, 0, 2 + i, False, CARD_W, CARD_H)
    discard_x = MARGIN + CARD_H + 22 + CARD_W / 2 + 6
    for i, card in enumerate(snap.discard):
        tilt = ((card.index * 37) % 25) - 12.0
        cards[card] = CardPlace(discard_x + ((card.index * 13) % 7) - 3, pile_y - min(i, 30) * 0.2,
                                tilt, 2 + i, False, CARD_W, CARD_H)
    return trump_rect, pile_x, pile_y, discard_x


def compute_layout(snap: TableSnapshot, width: float,
                   held_pairs: int | None = None) -> TableLayout:
    """Where every card, seat, label and button of ``snap`` goes at ``width``
    (``held_pairs``: the table's grid kept as it was for that many pairs, during a drag)."""
    h = HEIGHT
    w = width
    f = _frame(snap.players, w)
    cards: dict[Card, CardPlace] = {}
    seats = _seat_places(snap, f, w)
    _place_hands(snap, seats, w, cards)
    _place_secrets(snap, seats, cards)
    table_rect, attack_rects, forward_rect = _place_table(snap, f, w, cards, held_pairs)
    trump_rect, pile_x, pile_y, discard_x = _place_piles(snap, cards)

    # Take/end, pause, menu upwards from the bottom right corner, the hint's above them,
    # and on top the show's (forward by showing a trump: only while it is offered), a
    # little closer, clear of the seat on the right with five or six players.  In the
    # scene's order: take, show, direction, catch, pause, menu, hint. The change of
    # direction's button and cheating's "Catch!" take the show's place: Rules never lets the
    # first two meet, and "Catch!" (shown once a suspect card is chosen) hides them both
    # while it is offered (T and F still work).
    buttons = [Rect(w - MARGIN - BUTTON_W, h - MARGIN - 34 - k * 40, BUTTON_W, 34)
               for k in (2, 3.95, 3.95, 3.95, 1, 0, 3)]
    status = (w / 2, f.status_y, min(w - 2 * f.right_block, 700.0))
    # The trump suit, once its card is drawn, shows where the stack was: kept on the
    # table and clear of the discard.
    trump_w = discard_x - CARD_W / 2 - 8 - MARGIN
    return TableLayout(width=w, height=h, cards=cards, seats=seats, table_rect=table_rect,
                       hand_rect=f.hand_frame, forward_rect=forward_rect, trump_rect=trump_rect,
                       attack_rects=attack_rects,
                       stack_label=(pile_x, pile_y - CARD_H / 2 - 12),
                       stack_pos=(pile_x, pile_y),
                       trump_label=(MARGIN + trump_w / 2, pile_y, trump_w), status=status,
                       buttons=buttons)
