"""The hint: H, the Hint button or a long press show the move ``hard`` would make at the
human's seat, searched in a helper process from his view and the events his seat saw; it
goes when the table changes."""

from __future__ import annotations

import pytest
from PyQt6.QtCore import QEvent, Qt, QTimer
from PyQt6.QtTest import QTest

from durak.engine import Action, Card
from durak.ui.replay_window import ReplayWindow
from durak.ui.table import hint as hint_module
from durak.ui.table import scene as scene_module

from .conftest import card_point, set_position, settle
from .keyboard import activate, click_button, press
from .test_replay import finished_record
from .test_selection import LEFT, NO_MOD, touch

C = Card.parse
K = Qt.Key
# The human leads 6♥ and A♠ (spades are trumps) against 7♥, nothing hidden: leading the
# ace first wins (7♥ cannot beat it, and then 6♥ goes out), leading 6♥ first loses.
WINNING_LEAD = "6HAS/7H S - 0"
CROWDED_HAND = "6H7H8H9HTHJHQHKHAH6C7C8C/6D S - 0"   # twelve cards: each overlaps the one before


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch):
    monkeypatch.setattr(hint_module, "HINT_SECONDS", 0.2)


def hinted(window) -> set[Card]:
    return window.table.hint_frames.cards


def wait_for_hint(qtbot, window) -> Action:
    qtbot.waitUntil(lambda: window.table.hint is not None, timeout=20000)
    return window.table.hint.action


def test_h_shows_the_winning_lead_and_a_move_clears_it(qtbot, make_window):
    window = make_window(players=2, level="hard")
    activate(qtbot, window)
    set_position(qtbot, window, WINNING_LEAD)
    press(qtbot, window, K.Key_H)
    assert wait_for_hint(qtbot, window) == Action.attack(0, "AS")
    assert hinted(window) == {C("AS")}
    assert window.table.hint_marker.isVisible()               # where it goes: the table
    assert window.table.status.text == "Hint: play A♠"
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "AS"))
    assert window.session.game.table                        # played: the table changed
    assert window.table.hint is None and hinted(window) == set()
    assert not window.table.hint_marker.isVisible()
    press(qtbot, window, K.Key_H)                              # not his move: he defends next
    assert window.table.status.text == "No hint now: it is not your move"
    window.table.shutdown()


def test_the_hint_button_shows_a_cover_with_its_target(qtbot, make_window):
    # P1 leads 7♥ against the human, who holds 9♥ and the trump A♠: nothing is hidden.
    window = make_window(players=2, level="hard")
    activate(qtbot, window)
    set_position(qtbot, window, "9HAS/7H8H S - 1")
    c = window.session
    qtbot.waitUntil(lambda: bool(c.game.table), timeout=20000)   # the bot has led
    button = window.table.hint_button
    assert button.isVisible() and button.enabled and button.text == "Hint (H)"
    click_button(window, button)
    action = wait_for_hint(qtbot, window)
    assert action in c.game.legal_actions(0)
    if action.kind.value == "defend":
        assert hinted(window) == {*action.cards, action.target}
    press(qtbot, window, K.Key_Right)                          # keys still work the table
    assert window.table.hint is not None                       # the table did not change
    window.table.shutdown()


def test_a_long_press_shows_the_hint_and_selects_nothing(qtbot, make_window):
    window = make_window(players=2, level="hard")
    set_position(qtbot, window, WINNING_LEAD)
    point = card_point(window, "6H")
    touch(window, QEvent.Type.TouchBegin, point)
    assert window.view.long_press.isActive()
    window.view.long_press.timeout.emit()                      # the finger is held still
    touch(window, QEvent.Type.TouchEnd, point)
    assert wait_for_hint(qtbot, window) == Action.attack(0, "AS")
    assert not window.session.controls.choice.selected      # no tap, no selection
    touch(window, QEvent.Type.TouchBegin, point)               # a short tap still selects
    touch(window, QEvent.Type.TouchEnd, point)
    assert C("6H") in window.session.controls.choice.selected
    window.table.shutdown()


def test_the_table_runs_while_the_hint_is_searched(qtbot, make_window, monkeypatch):
    monkeypatch.setattr(hint_module, "HINT_SECONDS", 1.0)
    window = make_window(players=2, level="hard", seed=11)
    activate(qtbot, window)
    c = window.session
    qtbot.waitUntil(lambda: len(c.legal()) > 1, timeout=20000)   # the human has a choice
    beats: list[int] = []
    heart = QTimer()
    heart.timeout.connect(lambda: beats.append(len(beats)))
    heart.start(5)
    press(qtbot, window, K.Key_H)
    assert window.table.hints.busy and window.table.hint is None   # asked, not waited for
    qtbot.waitUntil(lambda: window.table.hint is not None or not window.table.hints.busy,
                    timeout=20000)
    heart.stop()
    assert len(beats) > 1               # the table's timers ran while the helper searched
    window.table.shutdown()
    assert window.table.hints.worker is None


def test_a_hint_for_a_table_that_changed_is_dropped(qtbot, make_window):
    window = make_window(players=2, level="hard")
    set_position(qtbot, window, WINNING_LEAD)
    window.table.request_hint()
    assert window.table.hints.busy
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "6H"))
    assert window.session.game.table
    worker = window.table.hints.worker
    assert not window.table.hints.busy                         # the search is dropped
    answers: list = []
    qtbot.waitUntil(lambda: bool(answers.extend(worker.answers()) or answers), timeout=20000)
    assert window.table.hint is None and hinted(window) == set()   # answered, not shown
    window.table.shutdown()


def test_a_replay_offers_no_hint(qtbot):
    window = ReplayWindow(finished_record())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert not window.table.hint_button.isVisible()
    assert not window.view.twins[window.table.hint_button].isVisible()
    window.table.request_hint()
    assert window.table.status.text == "There are no hints in this game"
    assert window.table.hints.worker is None


def frame_pixels(window, scene_x: float, top: float, bottom: float) -> int:
    """How many pixels of the theme's highlight colour a vertical strip 5 pixels wide
    around ``scene_x`` shows between ``top`` and ``bottom`` (scene units)."""
    view = window.view
    image = view.viewport().grab().toImage()
    start = view.mapFromScene(scene_x, top)
    end = view.mapFromScene(scene_x, bottom)
    want = window.table.art.theme.highlight
    count = 0
    for y in range(start.y(), end.y()):
        for x in range(start.x() - 2, start.x() + 3):
            pixel = image.pixelColor(x, y)
            if max(abs(pixel.red() - want.red()), abs(pixel.green() - want.green()),
                   abs(pixel.blue() - want.blue())) < 40:
                count += 1
    return count


def test_the_hint_s_frame_shows_whole_above_the_card_that_overlaps_it(
        qtbot, make_window, monkeypatch):
    window = make_window(players=2)
    activate(qtbot, window)
    set_position(qtbot, window, CROWDED_HAND)
    cards = window.table.cards
    hand = sorted(window.session.view().hand, key=lambda one: cards[one].x())   # as shown
    card, neighbour = hand[5], hand[6]
    # The search's answer is not what is tested here: the hint is this card.
    monkeypatch.setattr(scene_module, "choices", lambda view: [Action.attack(0, card)])
    press(qtbot, window, K.Key_H)
    assert hinted(window) == {card}
    settle(qtbot, window)
    item, over = window.table.cards[card], window.table.cards[neighbour]
    width, height = item.size()
    edge = item.x() + width / 2 + 5                 # the frame's right side
    assert over.zValue() > item.zValue()            # the next card lies on this one...
    assert over.x() - width / 2 < edge - 3          # ...and reaches over the frame's side
    assert frame_pixels(window, edge, item.y() - height / 3, item.y() + height / 3) > 10
    press(qtbot, window, K.Key_Right)               # selecting lifts the card: the frame follows
    settle(qtbot, window)
    assert window.table.hint is not None
    frame = window.table.hint_frames.frames[card]
    assert (frame.pos(), frame.rotation()) == (item.pos(), item.rotation())


def test_no_hint_button_once_you_are_out(qtbot, make_window):
    window = make_window(players=3)
    activate(qtbot, window)
    set_position(qtbot, window, "6H/7S8S/9S9C S - 0")   # your last card, nothing to draw
    c = window.session
    c.bots = {}
    button = window.table.hint_button
    assert button.isVisible() and button.enabled
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "6H"))
    assert c.apply(Action.parse("P1 take"))                     # you are out; two play on
    assert c.view().out[0] and not c.view().is_over
    assert not button.isVisible() and not button.enabled
    assert not window.view.twins[button].isVisible()           # nor for screen readers
    press(qtbot, window, K.Key_H)
    assert window.table.status.text == "No hint now: it is not your move"


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "Hint: forward 7♦"), ("ru", "Подсказка: переведите 7♦"),
    ("de", "Tipp: mit 7♦ weiterschieben")])
def test_a_forward_hint_reads_right_for_one_card(qapp, language, expected):
    from durak.ui.kit import i18n

    try:
        i18n.install(language)
        assert hint_module.Hint(Action.parse("P0 forward 7D")).words() == expected
    finally:
        i18n.install("en")
