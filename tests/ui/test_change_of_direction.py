"""The change of direction at the table: F and its button choose where the next forward
goes (a drop beside the attack, a double click or UP), by keyboard, mouse and touch."""

from __future__ import annotations

from PyQt6.QtCore import QPoint, Qt
from PyQt6.QtTest import QTest

from durak.engine import Action, Card

from .conftest import card_point, drag, scene_point, set_position, settle
from .keyboard import activate, click_button, press
from .test_announce import said
from .test_controls import tap

C = Card.parse
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
# Player 2 leads 7♠ against the human, who holds 7♥ (diamonds are trumps): he may forward
# it to Player 1 on his left or back to Player 2 on his right.
DEFENDING = "7H9H8C/8SQCKC/7SJHJC AD 6C6H 2"


def defending(qtbot, make_window):
    window = make_window(players=3)
    game = set_position(qtbot, window, DEFENDING, forward_direction="choose")
    window.session.bots = {}     # the bots move only when the test moves them
    assert window.session.apply(Action.parse("P2 attack 7S"))
    settle(qtbot, window)
    return window, game


def button_point(window) -> QPoint:
    button = window.table.direction_button
    return window.view.mapFromScene(button.mapRectToScene(button.rect).center())


def test_f_turns_the_next_forward_to_the_right_and_up_plays_it(qtbot, make_window):
    window, game = defending(qtbot, make_window)
    button = window.table.direction_button
    assert button.isVisible() and button.text == "Forward: to the left (F)"
    assert said(window) == "Defend, forward (F: to the right) or take: ↓"
    activate(qtbot, window)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "7H"))
    press(qtbot, window, Qt.Key.Key_F)
    assert window.table.direction_button.text == "Forward: to the right (F)"
    assert said(window).startswith("Your forward goes to the right")
    press(qtbot, window, Qt.Key.Key_Up)
    assert game.history[-1] == Action.forward(0, "7H", direction="right")
    assert game.defender == 2 and game.offender == 0
    assert window.move_log.lines()[-1] == "You forward 7♥ to Player 2"
    settle(qtbot, window)
    assert not window.table.direction_button.isVisible()


def test_f_twice_goes_back_to_the_left(qtbot, make_window):
    window, game = defending(qtbot, make_window)
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_F)
    press(qtbot, window, Qt.Key.Key_F)
    assert said(window) == "Your forward goes to the left (F: to the right)"
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "7H"))
    press(qtbot, window, Qt.Key.Key_Up)
    assert game.history[-1] == Action.forward(0, "7H")
    assert game.defender == 1


def test_the_button_then_a_drop_beside_the_attack_forwards_right(qtbot, make_window):
    window, game = defending(qtbot, make_window)
    click_button(window, window.table.direction_button)
    forward = window.table.layout.forward_rect
    drag(qtbot, window, card_point(window, "7H"), scene_point(window, forward.cx, forward.cy))
    assert game.history[-1] == Action.forward(0, "7H", direction="right")


def test_a_tap_on_the_button_then_a_double_tap_forwards_right(qtbot, make_window):
    window, game = defending(qtbot, make_window)
    tap(window, button_point(window))
    point = card_point(window, "7H")
    tap(window, point)
    tap(window, point)
    assert game.history[-1] == Action.forward(0, "7H", direction="right")


def test_without_the_variant_f_says_why(qtbot, make_window):
    window = make_window(players=3)
    game = set_position(qtbot, window, DEFENDING)
    window.session.bots = {}
    assert window.session.apply(Action.parse("P2 attack 7S"))
    settle(qtbot, window)
    assert not window.table.direction_button.isVisible()
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_F)
    assert said(window) == "A forward goes to the left in these rules"
    assert game.history == (Action.attack(2, "7S"),)
