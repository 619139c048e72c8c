"""Every control of the table: mouse, keyboard and touch, on the real window, offscreen."""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QPoint, QPointF, Qt
from PyQt6.QtGui import QEventPoint, QInputDevice, QMouseEvent, QPointingDevice, QTouchEvent
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QMessageBox

from durak.engine import Action, Card
from durak.ui.dialogs.menu import MenuDialog

from .conftest import card_point, drag, hold_bots, scene_point, set_position, settle
from .test_countdown import table_with_a_clock, tick

C = Card.parse
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
# Kept alive for the whole module: a device collected while Qt still knows it crashes.
TOUCH = QPointingDevice("test-touch", 4242, QInputDevice.DeviceType.TouchScreen,
                        QPointingDevice.PointerType.Finger, QInputDevice.Capability.Position,
                        10, 0)


def defending(qtbot, make_window, lead: str, text: str):
    """A window where the bot in seat 1 has just led ``lead`` against the human."""
    window = make_window(players=2)
    set_position(qtbot, window, text)
    window.session.apply(Action.parse(lead))
    settle(qtbot, window)
    return window, window.session.game


# --- mouse -----------------------------------------------------------------------------
def test_drag_onto_an_attack_card_covers_it(qtbot, make_window):
    window, game = defending(qtbot, make_window, "P1 attack 7S", "8S9HAD/7SQCKD KH 6C6D 1")
    drag(qtbot, window, card_point(window, "8S"), card_point(window, "7S"))
    # The covering move itself, whatever the bot does next (it may end the round).
    assert game.history[1:2] == (Action.defend(0, "8S", "7S"),)
    assert C("8S") not in game.hand(0)


def attacked_by_a_pair_holder(qtbot, make_window, text: str):
    """The bot in seat 1 has led 7♠ and holds 7♣ to add; it waits for the test."""
    window = make_window(players=2)
    set_position(qtbot, window, text)
    hold_bots(window)
    assert window.session.apply(Action.parse("P1 attack 7S"))
    hold_bots(window)
    settle(qtbot, window)
    return window, window.session.game


def test_the_table_stays_put_under_a_drag_while_a_bot_adds(qtbot, make_window):
    window, game = attacked_by_a_pair_holder(qtbot, make_window, "8S9HAD/7S7CKD KH 6C6D 1")
    viewport = window.view.viewport()
    start, target = card_point(window, "8S"), card_point(window, "7S")
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for i in range(1, 5):
        QTest.mouseMove(viewport, start + (target - start) * (i / 8))
    assert window.session.apply(Action.parse("P1 attack 7C"))   # a bot adds meanwhile
    settle(qtbot, window)
    assert card_point(window, "7S") == target       # the row did not re-centre
    added = window.table.cards[C("7C")].pos()
    assert added.x() > window.table.cards[C("7S")].pos().x()   # the new card goes after it
    for i in range(5, 9):
        QTest.mouseMove(viewport, start + (target - start) * (i / 8))
    QTest.mouseRelease(viewport, LEFT, NO_MOD, target)
    assert Action.defend(0, "8S", "7S") in game.history
    settle(qtbot, window)   # once dropped, the table is laid out afresh
    assert card_point(window, "7S") != target


def test_a_drag_lands_on_a_card_a_bot_added_during_it(qtbot, make_window):
    window, game = attacked_by_a_pair_holder(qtbot, make_window, "8S9CAD/7S7CKD KH 6C6D 1")
    viewport = window.view.viewport()
    start = card_point(window, "9C")
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    QTest.mouseMove(viewport, start + QPoint(0, -40))
    assert window.session.apply(Action.parse("P1 attack 7C"))
    settle(qtbot, window)
    target = card_point(window, "7C")
    for i in range(1, 9):
        QTest.mouseMove(viewport, start + QPoint(0, -40) + (target - start) * (i / 8))
    QTest.mouseRelease(viewport, LEFT, NO_MOD, target)
    assert Action.defend(0, "9C", "7C") in game.history


def test_drag_onto_the_table_attacks(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, "7S8D/9SQCKD KH 6C6D 0")
    rect = window.table.layout.table_rect
    drag(qtbot, window, card_point(window, "7S"), scene_point(window, rect.cx, rect.cy))
    assert game.history[0] == Action.attack(0, "7S")


def test_drag_beside_the_attack_forwards(qtbot, make_window):
    window, game = defending(qtbot, make_window, "P1 attack 7S", "7D8H/7SQCKD KH 6C 1")
    forward = window.table.layout.forward_rect
    drag(qtbot, window, card_point(window, "7D"), scene_point(window, forward.cx, forward.cy))
    assert game.history[-1] == Action.forward(0, "7D")
    assert game.offender == 0 and game.defender == 1


def test_drag_a_cover_back_to_the_hand_retracts_it(qtbot, make_window):
    window, game = defending(qtbot, make_window, "P1 attack 7S 7C",
                             "8S8HAD/7S7CQD KH 6C6D 1")
    drag(qtbot, window, card_point(window, "8S"), card_point(window, "7S"))
    settle(qtbot, window)
    assert (C("7S"), C("8S")) in game.table
    hand = window.table.layout.hand_rect
    drag(qtbot, window, card_point(window, "8S"), scene_point(window, hand.cx, hand.cy))
    assert game.history[-1] == Action.retract(0, "8S")
    assert C("8S") in game.hand(0)


def test_drag_a_cover_onto_another_attack_card_moves_it(qtbot, make_window):
    window, game = defending(qtbot, make_window, "P1 attack 7S 7C",
                             "8S8HAD/7S7CQD KH 6C6D 1")
    drag(qtbot, window, card_point(window, "8H"), card_point(window, "7C"))
    settle(qtbot, window)
    assert (C("7C"), C("8H")) in game.table
    drag(qtbot, window, card_point(window, "8H"), card_point(window, "7S"))
    settle(qtbot, window)
    assert dict(game.table) == {C("7S"): C("8H"), C("7C"): None}


def test_illegal_drop_snaps_back_and_changes_nothing(qtbot, make_window):
    window, game = defending(qtbot, make_window, "P1 attack 7S", "9DAD8S/7SQCKD KH 6C6D 1")
    before = (game.history, game.table, game.hand(0))
    home = card_point(window, "9D")
    drag(qtbot, window, home, card_point(window, "7S"))
    assert (game.history, game.table, game.hand(0)) == before
    assert "cannot beat" in window.table.status.text
    settle(qtbot, window)
    assert (card_point(window, "9D") - home).manhattanLength() <= 2


def test_click_selects_and_unselects(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "7S8D/9SQCKD KH 6C6D 0")
    point = card_point(window, "8D")
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, point)
    assert window.session.controls.selected == {C("8D")}
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "7S"))
    assert window.session.controls.selected == {C("8D"), C("7S")}
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "8D"))
    assert window.session.controls.selected == {C("7S")}


def test_double_click_plays_where_the_card_fits(qtbot, make_window):
    window, game = defending(qtbot, make_window, "P1 attack 7S", "8S9HAD/7SQCKD KH 6C6D 1")
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "8S"))
    assert Action.defend(0, "8S", "7S") in game.history


def test_double_click_forwards_when_it_can(qtbot, make_window):
    window, game = defending(qtbot, make_window, "P1 attack 7S", "7D8S/7SQCKD KH 6C 1")
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "7D"))
    assert game.history[-1] == Action.forward(0, "7D")


def test_take_button(qtbot, make_window):
    window, game = defending(qtbot, make_window, "P1 attack 7S", "9DAD8S/7SQCKD KH 6C6D 1")
    button = window.table.take_button
    assert button.text == "Take cards" and button.enabled
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD,
                     window.view.mapFromScene(button.rect.center()))
    assert game.history[-1] == Action.take(0)


# --- keyboard --------------------------------------------------------------------------
def key(qtbot, window, k, mods=NO_MOD):
    qtbot.keyClick(window.view, k, mods)


def test_left_right_and_shift_select(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "7S8D9C/9SQCKD KH 6C6D 0")
    c = window.session
    order = c.hand_order()
    key(qtbot, window, Qt.Key.Key_Right)
    assert c.controls.selected == {order[0]}
    key(qtbot, window, Qt.Key.Key_Right)
    assert c.controls.selected == {order[1]}
    key(qtbot, window, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert c.controls.selected == {order[1], order[2]}
    key(qtbot, window, Qt.Key.Key_Left)
    assert c.controls.selected == {order[1]}
    key(qtbot, window, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert c.controls.selected == {order[0], order[1]}
    key(qtbot, window, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert c.controls.selected == set(order)
    key(qtbot, window, Qt.Key.Key_Down)
    assert c.controls.selected == set()


def test_up_plays_the_selection(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, "7S7D9C/9SQCKDAS KH 6C6D 0")
    c = window.session
    c.controls.selected = {C("7S"), C("7D")}
    key(qtbot, window, Qt.Key.Key_Up)
    assert game.history[0] == Action.attack(0, "7S", "7D")


def test_down_takes_back_covers_then_takes(qtbot, make_window):
    window, game = defending(qtbot, make_window, "P1 attack 7S 7C",
                             "8S9DAD/7S7CQD KH 6C6D 1")
    window.session.apply(Action.defend(0, "8S", "7S"))
    key(qtbot, window, Qt.Key.Key_Down)
    assert game.history[-1] == Action.retract(0, "8S")
    key(qtbot, window, Qt.Key.Key_Down)
    assert Action.take(0) in game.history


def test_down_ends_the_attack(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, "7S7D9C/8SQCKDAS KH 6C6D 0")
    window.session.apply(Action.attack(0, "7S"))
    window.session.apply(Action.defend(1, "8S", "7S"))
    assert game.window_open and window.table.take_button.text.startswith("End attack")
    key(qtbot, window, Qt.Key.Key_Down)
    assert Action.done(0) in game.history and not game.table


def test_space_pauses_and_the_countdown_stops(qtbot, make_window):
    window, c, clock = table_with_a_clock(qtbot, make_window, 2, "7S7D9C/8SQCKDAS KH 6C6D 0")
    game = c.game
    assert c.apply(Action.attack(0, "7S"))
    assert c.apply(Action.defend(1, "8S", "7S"))
    assert c.window_remaining() == 5
    key(qtbot, window, Qt.Key.Key_Space)
    assert c.paused and window.table.pause_button.text == "Continue"
    tick(c, clock, 60_000)                       # a long pause takes nothing off the count
    assert c.window_remaining() == 5 and game.window_open
    key(qtbot, window, Qt.Key.Key_Space)
    assert not c.paused
    tick(c, clock, 1_200)
    assert c.window_remaining() == 4
    tick(c, clock, 3_700)
    assert c.window_remaining() == 1 and Action.timeout() not in game.history
    tick(c, clock, 100)
    assert Action.timeout() in game.history and not game.table


def test_window_times_out(qtbot, make_window):
    _window, c, clock = table_with_a_clock(qtbot, make_window, 2, "7S7D9C/8SQCKDAS KH 6C6D 0",
                                          window_seconds=0.6)
    game = c.game
    assert c.apply(Action.attack(0, "7S"))
    assert c.apply(Action.defend(1, "8S", "7S"))
    tick(c, clock, 599)
    assert game.window_open and Action.timeout() not in game.history
    tick(c, clock, 1)
    assert Action.timeout() in game.history and not game.table


def test_paused_game_refuses_moves(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, "7S8D/9SQCKD KH 6C6D 0")
    key(qtbot, window, Qt.Key.Key_Space)
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "7S"))
    assert game.history == ()
    assert "paused" in window.table.status.text.lower()


def test_f11_and_escape(qtbot, make_window):
    window = make_window()
    key(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    key(qtbot, window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    key(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    key(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_m_opens_the_menu_and_pauses(qtbot, make_window):
    window = make_window()
    key(qtbot, window, Qt.Key.Key_M)
    assert isinstance(window.dialog, MenuDialog) and window.dialog.isVisible()
    assert window.session.paused
    window.dialog.buttons["close"].click()
    assert window.dialog is None and not window.session.paused


def test_ctrl_n_asks_before_abandoning_a_running_game(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "7S8D/9SQCKD KH 6C6D 0")
    window.session.apply(Action.attack(0, "7S"))
    old = window.session.game
    key(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    box = window.dialog
    assert isinstance(box, QMessageBox) and window.session.paused
    box.button(QMessageBox.StandardButton.No).click()
    assert window.session.game is old and not window.session.paused
    key(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    window.dialog.button(QMessageBox.StandardButton.Yes).click()
    assert window.session.game is not old and window.session.game.history == ()


def test_menu_new_game_with_player_count(qtbot, make_window):
    window = make_window(players=3)
    key(qtbot, window, Qt.Key.Key_M)
    window.dialog.players.setValue(5)
    window.dialog.buttons["new_game"].click()
    if isinstance(window.dialog, QMessageBox):
        window.dialog.button(QMessageBox.StandardButton.Yes).click()
    assert window.session.game.num_players == 5


# --- touch -----------------------------------------------------------------------------
def touch(window, kind: QEvent.Type, point: QPoint) -> None:
    viewport = window.view.viewport()
    mouse_kind = {QEvent.Type.TouchBegin: QEvent.Type.MouseButtonPress,
                  QEvent.Type.TouchUpdate: QEvent.Type.MouseMove,
                  QEvent.Type.TouchEnd: QEvent.Type.MouseButtonRelease}[kind]
    mouse = QMouseEvent(mouse_kind, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                        LEFT, LEFT, NO_MOD)
    event_point = QEventPoint(mouse.points()[0])
    QApplication.sendEvent(viewport, QTouchEvent(kind, TOUCH, NO_MOD, [event_point]))


def tap(window, point: QPoint) -> None:
    touch(window, QEvent.Type.TouchBegin, point)
    touch(window, QEvent.Type.TouchEnd, point)


def test_tap_selects(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "7S8D/9SQCKD KH 6C6D 0")
    tap(window, card_point(window, "8D"))
    assert window.session.controls.selected == {C("8D")}
    tap(window, card_point(window, "7S"))   # another card: a tap of its own, no double tap
    assert window.session.controls.selected == {C("8D"), C("7S")}
    tap(window, card_point(window, "8D"))
    assert window.session.controls.selected == {C("7S")}


def test_touch_drag_covers(qtbot, make_window):
    window, game = defending(qtbot, make_window, "P1 attack 7S", "8S9HAD/7SQCKD KH 6C6D 1")
    start, end = card_point(window, "8S"), card_point(window, "7S")
    touch(window, QEvent.Type.TouchBegin, start)
    for i in range(1, 9):
        touch(window, QEvent.Type.TouchUpdate, start + (end - start) * (i / 8))
    touch(window, QEvent.Type.TouchEnd, end)
    assert Action.defend(0, "8S", "7S") in game.history


def test_double_tap_plays(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, "7S8D/9SQCKD KH 6C6D 0")
    point = card_point(window, "8D")
    tap(window, point)
    tap(window, point)
    assert game.history[0] == Action.attack(0, "8D")


def test_tap_on_a_button(qtbot, make_window):
    window = make_window()
    button = window.table.pause_button
    tap(window, window.view.mapFromScene(button.rect.center()))
    assert window.session.paused


def test_trump_suit_stays_visible_when_the_face_up_card_is_gone(qtbot, make_window):
    window = make_window(players=6, seed=2)
    game = window.session.game
    assert game.stack_count == 0
    assert window.table.trump_label.text == f"Trump {game.trump.symbol}"
    assert not window.table.stack_label.text


def test_text_renders_with_a_real_font():
    from PyQt6.QtGui import QFont, QFontDatabase, QFontMetricsF

    assert QFontDatabase.families(), "no font is installed: Qt would draw empty boxes"
    metrics = QFontMetricsF(QFont())
    for text in ("Take cards", "Trump ♥♦♣♠", "↓"):
        assert all(metrics.inFont(ch) for ch in text if not ch.isspace()), text


def test_double_tap_on_a_button_presses_it_twice(qtbot, make_window):
    window = make_window()
    point = window.view.mapFromScene(window.table.pause_button.rect.center())
    tap(window, point)
    tap(window, point)
    assert not window.session.paused   # paused by the first tap, resumed by the second
