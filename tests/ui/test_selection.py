"""Playing several cards at once: by mouse and touch on any selected card, and by keys,
with the hand sorted by suit or by rank; what cannot be played is said, with the reason."""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QPoint, QPointF, Qt
from PyQt6.QtGui import QEventPoint, QInputDevice, QMouseEvent, QPointingDevice, QTouchEvent
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication

from durak.engine import Action, Card
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.main_window import MainWindow
from durak.ui.store.settings import SettingsStore

from .conftest import card_point, scene_point, set_position, settle
from .keyboard import CTRL, SHIFT, activate, press

C = Card.parse
K = Qt.Key
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
TOUCH = QPointingDevice("selection-touch", 4343, QInputDevice.DeviceType.TouchScreen,
                        QPointingDevice.PointerType.Finger, QInputDevice.Capability.Position,
                        10, 0)
LEADING = "9D9CKD7S/8S8HQCAH6S KS 6C6D 0"      # the human leads; spades are trumps
FORWARDING = "7D7C8H/7SQCKDAS8D KS 6C6D 1"      # seat 1 leads 7♠ against the human


def click(window, card: str) -> None:
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, card))


def mouse_drag(window, start: QPoint, end: QPoint) -> None:
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for i in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (i / 8))
    QTest.mouseRelease(viewport, LEFT, NO_MOD, end)


def touch(window, kind: QEvent.Type, point: QPoint) -> None:
    viewport = window.view.viewport()
    mouse_kind = {QEvent.Type.TouchBegin: QEvent.Type.MouseButtonPress,
                  QEvent.Type.TouchUpdate: QEvent.Type.MouseMove,
                  QEvent.Type.TouchEnd: QEvent.Type.MouseButtonRelease}[kind]
    mouse = QMouseEvent(mouse_kind, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                        LEFT, LEFT, NO_MOD)
    QApplication.sendEvent(viewport, QTouchEvent(kind, TOUCH, NO_MOD,
                                                 [QEventPoint(mouse.points()[0])]))


def tap(window, card: str) -> None:
    point = card_point(window, card)
    touch(window, QEvent.Type.TouchBegin, point)
    touch(window, QEvent.Type.TouchEnd, point)


def touch_drag(window, start: QPoint, end: QPoint) -> None:
    touch(window, QEvent.Type.TouchBegin, start)
    for i in range(1, 9):
        touch(window, QEvent.Type.TouchUpdate, start + (end - start) * (i / 8))
    touch(window, QEvent.Type.TouchEnd, end)


def table_center(window) -> QPoint:
    rect = window.table.layout.table_rect
    return scene_point(window, rect.cx, rect.cy)


def forward_point(window) -> QPoint:
    rect = window.table.layout.forward_rect
    return scene_point(window, rect.cx, rect.cy)


def leading(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, LEADING)
    return window, game


def forwarding(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, FORWARDING)
    assert window.session.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    return window, window.session.game


# --- mouse and touch: any selected card plays the whole selection ------------------------
def test_double_click_on_a_selected_card_leads_the_pair(qtbot, make_window):
    window, game = leading(qtbot, make_window)
    click(window, "9D")
    click(window, "9C")
    assert window.session.controls.selected == {C("9D"), C("9C")}
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "9D"))
    assert game.history == (Action.attack(0, "9D", "9C"),)


def test_dragging_a_selected_card_carries_the_selection(qtbot, make_window):
    window, game = leading(qtbot, make_window)
    click(window, "9D")
    click(window, "9C")
    start = card_point(window, "9C")
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for i in range(1, 9):
        QTest.mouseMove(viewport, start + (table_center(window) - start) * (i / 8))
    other = window.table.cards[C("9D")]                      # follows the dragged card
    assert (other.pos() - window.table.cards[C("9C")].pos()).manhattanLength() < 60
    assert window.table.marker.isVisible()                   # the table is lit
    QTest.mouseRelease(viewport, LEFT, NO_MOD, table_center(window))
    assert game.history == (Action.attack(0, "9D", "9C"),)


def test_an_unselected_card_is_played_alone(qtbot, make_window):
    window, game = leading(qtbot, make_window)
    click(window, "9D")
    click(window, "9C")
    mouse_drag(window, card_point(window, "KD"), table_center(window))
    assert game.history == (Action.attack(0, "KD"),)


def test_dragging_a_selected_pair_beside_the_attack_forwards_both(qtbot, make_window):
    window, game = forwarding(qtbot, make_window)
    click(window, "7D")
    click(window, "7C")
    mouse_drag(window, card_point(window, "7D"), forward_point(window))
    assert game.history[-1] == Action.forward(0, "7D", "7C")


def test_double_tap_on_a_selected_card_forwards_the_pair(qtbot, make_window):
    window, game = forwarding(qtbot, make_window)
    tap(window, "7D")
    tap(window, "7C")
    assert window.session.controls.selected == {C("7D"), C("7C")}
    tap(window, "7D")            # a double tap: its first tap unselects 7♦ for a moment
    tap(window, "7D")
    assert game.history[-1] == Action.forward(0, "7D", "7C")


def test_tap_one_card_then_double_tap_another_of_its_rank_leads_both(qtbot, make_window):
    window, game = leading(qtbot, make_window)
    tap(window, "9D")
    tap(window, "9C")            # a double tap on the other nine
    tap(window, "9C")
    assert game.history == (Action.attack(0, "9D", "9C"),)


def test_click_one_card_then_double_click_another_of_its_rank_leads_both(qtbot, make_window):
    window, game = leading(qtbot, make_window)
    click(window, "9C")
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "9D"))
    assert game.history == (Action.attack(0, "9D", "9C"),)


def test_tap_then_double_tap_forwards_the_pair(qtbot, make_window):
    window, game = forwarding(qtbot, make_window)
    tap(window, "7C")
    tap(window, "7D")
    tap(window, "7D")
    assert game.history[-1] == Action.forward(0, "7D", "7C")


def test_touch_drag_of_a_selected_card_leads_the_pair(qtbot, make_window):
    window, game = leading(qtbot, make_window)
    tap(window, "9D")
    tap(window, "9C")
    touch_drag(window, card_point(window, "9D"), table_center(window))
    assert game.history == (Action.attack(0, "9D", "9C"),)


def test_double_click_adds_the_selection_and_says_what_stayed(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "9D8D8CKD/QCAH6S KS 6C6D 0")
    c = window.session
    c.apply(Action.attack(0, "8D"))
    c.apply(Action.defend(1, "6S", "8D"))       # 8 and 6 are on the table now
    game = c.game
    settle(qtbot, window)
    click(window, "KD")
    click(window, "8C")
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "KD"))
    assert game.history[-1] == Action.attack(0, "8C")
    assert C("KD") in game.hand(0)
    assert window.table.status.text == "Played 8♣; K♦ does not match a rank on the table"


# --- keys: UP plays what it can and says what it could not --------------------------------
def test_ctrl_a_then_up_leads_the_largest_group_and_says_what_stayed(qtbot, make_window):
    window, game = leading(qtbot, make_window)
    activate(qtbot, window)
    press(qtbot, window, K.Key_A, CTRL)
    press(qtbot, window, K.Key_Up)
    assert game.history == (Action.attack(0, "9D", "9C"),)
    assert window.table.status.text == (
        "Played 9♦ 9♣; K♦ does not match a rank on the table (also 7♠)")


def test_the_defender_covers_what_the_selection_can_and_says_what_stayed(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "8C6SAH/7D7CQH KS 6C6D 1")     # spades are trumps
    c = window.session
    assert c.apply(Action.attack(1, "7D", "7C"))
    activate(qtbot, window)
    press(qtbot, window, K.Key_A, CTRL)
    press(qtbot, window, K.Key_Up)
    game = c.game
    assert dict(game.table) == {C("7D"): C("6S"), C("7C"): C("8C")}
    assert window.table.status.text == "Played 8♣ 6♠; A♥: 7♦ is already covered by 6♠"


# --- sorting -------------------------------------------------------------------------------
def test_sorted_by_rank_shift_right_selects_a_pair(qtbot, make_window):
    window, game = leading(qtbot, make_window)
    activate(qtbot, window)
    c = window.session
    press(qtbot, window, K.Key_O)
    assert c.sort == "rank"
    assert c.hand_order() == [C("7S"), C("9D"), C("9C"), C("KD")]   # the trump 7♠ is no pair
    assert "sorted by rank" in window.table.status.text
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Right, SHIFT)
    assert c.controls.selected == {C("9D"), C("9C")}
    press(qtbot, window, K.Key_Up)
    assert game.history == (Action.attack(0, "9D", "9C"),)


def test_the_sort_is_remembered(qtbot, make_window, tmp_path):
    window = make_window(players=2)
    activate(qtbot, window)
    press(qtbot, window, K.Key_O)
    assert SettingsStore(tmp_path / "durak.ini").load().sort == "rank"
    press(qtbot, window, K.Key_O)
    assert SettingsStore(tmp_path / "durak.ini").load().sort == "suit"


def test_the_settings_dialog_sets_the_sort(qtbot, make_window, tmp_path):
    window: MainWindow = make_window(players=2)
    dialog = SettingsDialog(window, window.prefs)
    qtbot.addWidget(dialog)
    dialog.sort.setCurrentIndex(dialog.sort.findData("rank"))
    window.apply_prefs(dialog.result_prefs())
    assert window.session.sort == "rank"
    assert SettingsStore(tmp_path / "durak.ini").load().sort == "rank"


# --- CTRL+arrows move the cursor alone, CTRL+SPACE toggles the card under it -----------------
def test_ctrl_arrows_move_the_cursor_and_ctrl_space_adds_a_card_far_away(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "9D7D8DKD9C/8S8HQCAH6S KS 6C6D 0")   # 9♦ and 9♣ far apart
    window.session.bots = {}
    c = window.session.controls
    order = c.hand_order()
    assert abs(order.index(C("9D")) - order.index(C("9C"))) > 1
    activate(qtbot, window)
    while c.cursor != C("9D"):
        press(qtbot, window, K.Key_Right)
    assert c.selected == {C("9D")}
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, table_center(window))  # focus stays
    while c.cursor != C("9C"):
        press(qtbot, window, K.Key_Right, CTRL)
        assert c.selected == {C("9D")}            # the cursor moves, the selection stays
    press(qtbot, window, K.Key_Space, CTRL)
    assert c.selected == {C("9D"), C("9C")}
    assert not window.session.paused              # CTRL+SPACE is no pause
    press(qtbot, window, K.Key_Left, CTRL)
    press(qtbot, window, K.Key_Right, CTRL)
    press(qtbot, window, K.Key_Space, CTRL)       # again: unselected
    assert c.selected == {C("9D")}
    press(qtbot, window, K.Key_Space, CTRL)
    press(qtbot, window, K.Key_Up)
    assert window.session.game.history == (Action.attack(0, "9D", "9C"),)
