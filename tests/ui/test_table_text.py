"""B7, B8 and the trump label: text on the table wraps, shrinks or elides, never clips or
overlaps, in every language and at every window size."""

from __future__ import annotations

import itertools

import pytest
from PyQt6.QtCore import QRectF
from PyQt6.QtGui import QFont

from durak.engine import Action
from durak.ui.kit import i18n
from durak.ui.kit.i18n import tr
from durak.ui.kit.text_fit import ELLIPSIS, fit_text
from durak.ui.main_window import MainWindow
from durak.ui.model.layout import MIN_WIDTH, TableSnapshot, compute_layout
from durak.ui.table.items import LabelItem

from .conftest import set_position, settle

STATUS_LINES = (
    "Game over: Ctrl+N or New game to play again",
    "You take the cards; the attackers may still throw in",
    "You finished in place {place}; the others play on",
    "Add a card or end the attack: ↓",
)


@pytest.fixture
def language(request):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def visible_scene(window: MainWindow) -> QRectF:
    view = window.view
    return view.mapToScene(view.viewport().rect()).boundingRect()


def resize(qtbot, window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.view.viewport().width() == width)
    window.view.fit()


def assert_label_fits(window: MainWindow, label: LabelItem, text: str) -> None:
    """``text`` is shown whole (or visibly elided) inside the label and the window."""
    fitted = label.fitted()
    shown = " ".join(fitted.lines)
    if fitted.elided:
        assert text.startswith(shown[:-1].rstrip().split(" ")[0])
    else:
        assert shown.split() == text.split(), (shown, text)
    drawn = label.mapRectToScene(label.text_rect())
    box = label.mapRectToScene(label.boundingRect())
    assert box.contains(drawn), (text, drawn, box)
    assert visible_scene(window).contains(drawn), (text, drawn, visible_scene(window))


def test_fit_text_wraps_then_shrinks_then_elides(qapp):
    font = QFont()
    font.setPixelSize(17)
    short = fit_text("Pause", font, 200, 2)
    assert short.lines == ("Pause",) and short.font.pixelSize() == 17
    words = "a rather long line that cannot stay on one line at this width"
    wrapped = fit_text(words, font, 260, 2)
    assert len(wrapped.lines) == 2 and " ".join(wrapped.lines) == words
    assert wrapped.bounding_rect().width() <= 260
    endless = fit_text(words * 5, font, 260, 2, min_pixel_size=12)
    assert endless.elided and len(endless.lines) == 2 and endless.font.pixelSize() == 12
    assert endless.lines[-1].endswith(ELLIPSIS)
    assert all(rect.width() <= 260 for rect in endless.line_rects())


@pytest.mark.parametrize("language", ["en", "de", "ru"], indirect=True)
def test_the_status_line_stays_whole_at_800x600(qtbot, make_window, language):
    window = make_window(players=2, seed=5)
    resize(qtbot, window, 800, 600)
    status = window.table.status
    set_position(qtbot, window, "9D7HAD8S/7SQCKD KH 6C6D 1")
    window.session.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    # A refusal from the engine (the longest kind: the defender tries to attack).
    assert not window.session.apply(Action.attack(0, "7H"))
    assert_label_fits(window, status, status.text)
    assert len(status.text) > 40
    texts = [tr(line).format(place=2) for line in STATUS_LINES]
    texts.append(tr("You may add cards while {defender} defends").format(
        defender=window.session.seat_name(2)))
    for text in texts:
        window.table.show_message(text)
        assert status.text == text
        assert_label_fits(window, status, text)
    endless = " ".join(texts)
    window.table.show_message(endless)
    assert status.fitted().elided
    assert_label_fits(window, status, endless)


@pytest.mark.parametrize("language", ["en", "de", "ru"], indirect=True)
def test_the_trump_label_stays_on_the_table(qtbot, make_window, language):
    window = make_window(players=2, seed=5)
    resize(qtbot, window, 800, 600)
    set_position(qtbot, window, "9DAD8S/7SQCKD C - 1")   # the stack and trump card drawn
    label = window.table.trump_label
    assert label.text == tr("Trump {suit}").format(suit="♣")
    assert_label_fits(window, label, label.text)
    assert label.fitted().font.pixelSize() >= 18   # it fits without shrinking much


SIZES = [(1100, 680), (800, 600), (1920, 1050)]


def label_rects(window: MainWindow) -> list[list[QRectF]]:
    """Each shown seat's label lines, as drawn, in scene coordinates."""
    seats = [s for s in window.table.seats if s.isVisible()]
    return [[seat.mapRectToScene(rect) for _, rect in seat.fitted_lines()] for seat in seats]


@pytest.mark.parametrize("language", ["en", "de", "ru"], indirect=True)
def test_six_seat_labels_never_overlap(qtbot, make_window, language):
    window = make_window(players=6, seed=5, level="original",
                         seat_levels=("normal", "random", "original", "normal", "random"))
    settle(qtbot, window)
    table = window.table
    assert "·" in table.seats[1].label_lines()[-1]   # the level is in the label, as a note
    for width, height in SIZES:
        resize(qtbot, window, width, height)
        seats = [s for s in table.seats if s.isVisible()]
        assert len(seats) == 6
        rects = label_rects(window)
        visible = visible_scene(window)
        for seat, lines in zip(seats, rects, strict=True):
            box = seat.mapRectToScene(seat.label)
            for line in lines:
                assert box.adjusted(-0.5, -0.5, 0.5, 0.5).contains(line), (width, line, box)
                assert visible.contains(line)
        for (a, lines_a), (b, lines_b) in itertools.combinations(enumerate(rects), 2):
            for ra, rb in itertools.product(lines_a, lines_b):
                assert not ra.intersects(rb), (width, a, b, ra, rb)
        frames = [seat.mapRectToScene(seat.rect) for seat in seats]
        for (a, lines), (b, frame) in itertools.product(enumerate(rects), enumerate(frames)):
            if a != b:
                assert not any(line.intersects(frame) for line in lines), (width, a, b)


@pytest.mark.parametrize("players", range(2, 7))
def test_label_boxes_are_apart_at_every_width(players):
    hands = [[] for _ in range(players)]
    snap = TableSnapshot(players=players, human=0, hands=hands, table=[], stack=[],
                         trump_card=None, discard=[])
    for width in range(int(MIN_WIDTH), 1700, 40):
        layout = compute_layout(snap, width)
        boxes = [seat.label for seat in layout.seats]
        for a, b in itertools.combinations(boxes, 2):
            assert a.overlap(b) == 0, (players, width, a, b)
        for seat in layout.seats:
            label = seat.label
            assert label.x >= 0 and label.y >= 0 and label.x + label.w <= width
            for other in layout.seats:
                if other is not seat:
                    assert other.rect.overlap(label) == 0
