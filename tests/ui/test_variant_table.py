"""Variants at the table: a forfeit in words and on the take button, and the classic
adding order on the status line and the seat labels."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest

from durak.engine import Action

from .conftest import card_point, set_position, settle
from .keyboard import activate, click_button, press
from .test_announce import said

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def bots_wait(window) -> None:
    """The bots move only when the test moves them."""
    window.session.bots = {}
    window.session.auto_pass = False


def labels(window) -> list[str]:
    return [" ".join(seat.label_lines()) for seat in window.table.seats]


def double_click(window, card: str) -> None:
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, card))


def test_a_bots_forfeit_is_announced_and_logged_once(qtbot, make_window):
    window = make_window(players=3)
    game = set_position(qtbot, window, "7S7D8C/9S9D6C/7CJC KH 6D6H 0",
                        take_when_beaten=True, throw_in_after_take=True)
    bots_wait(window)
    double_click(window, "7S")
    assert game.history == (Action.parse("P0 attack 7S"),)
    assert window.session.apply(Action.parse("P1 defend 9S>7S"))
    assert window.session.apply(Action.take(1))
    assert said(window) == "Player 1 takes the beaten cards"
    lines = window.move_log.lines()
    assert lines[-3:-1] == ["Player 1 covers 7♠ with 9♠", "Player 1 takes the beaten cards"]
    assert "Player 1 takes the cards" not in lines
    assert lines[-1] == "New round: Player 2 attacks you"


def test_a_take_with_cards_uncovered_is_said_as_before(qtbot, make_window):
    window = make_window(players=3)
    set_position(qtbot, window, "7S7D8C/9S9D6C/7CJC KH 6D6H 0", take_when_beaten=True)
    bots_wait(window)
    double_click(window, "7S")
    assert window.session.apply(Action.take(1))
    assert said(window) == "Player 1 takes"
    assert "Player 1 takes the cards" in window.move_log.lines()


def test_the_take_button_in_a_beaten_round_is_a_quiet_choice(qtbot, make_window):
    window = make_window(players=3)
    game = set_position(qtbot, window, "9S9D6C/7CJC/7S7D8C KH 6D6H 2", take_when_beaten=True)
    bots_wait(window)
    assert window.session.apply(Action.parse("P2 attack 7S"))
    settle(qtbot, window)
    button = window.table.take_button
    assert (button.text, button.enabled, button.blinking) == ("Take cards", True, False)
    double_click(window, "9S")                                  # cover: all beaten
    assert game.history[-1] == Action.defend(0, "9S", "7S")
    assert (button.text, button.enabled, button.blinking) == ("Take beaten cards", True, False)
    assert button.isVisible()
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Space)                      # paused: not now, greyed
    assert window.session.paused
    assert (button.text, button.enabled, button.isVisible()) == ("Take beaten cards", False,
                                                                 True)
    press(qtbot, window, Qt.Key.Key_Space)
    assert button.enabled
    click_button(window, button)
    assert game.history[-1] == Action.take(0)
    assert window.move_log.lines()[-2] == "You take the beaten cards"
    assert game.offender == 1 and not game.table


def test_without_the_variant_a_beaten_round_offers_no_take(qtbot, make_window):
    window = make_window(players=3)
    game = set_position(qtbot, window, "9S9D6C/7CJC/7S7D8C KH 6D6H 2")
    bots_wait(window)
    assert window.session.apply(Action.parse("P2 attack 7S"))
    settle(qtbot, window)
    button = window.table.take_button
    assert button.isVisible() and button.text == "Take cards"
    double_click(window, "9S")                                  # cover: all beaten
    assert game.history[-1] == Action.defend(0, "9S", "7S")
    assert not button.isVisible() and not button.enabled       # nothing to take: not offered
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Tab)                        # Tab passes it by
    assert window.table.focused_button is window.table.pause_button
    assert window.session.apply(Action.parse("P2 attack 7D"))   # uncovered again
    settle(qtbot, window)
    assert button.isVisible() and button.text == "Take cards" and button.enabled


def test_the_clockwise_adding_turn_and_passes_are_shown(qtbot, make_window):
    window = make_window(players=3)
    game = set_position(qtbot, window, "7S7D8C/9S9D9H6C/7CJC KH 6D6H 0",
                        adding_order="clockwise")
    bots_wait(window)
    activate(qtbot, window)
    double_click(window, "7S")
    assert window.table.status.text == "Your turn to add"
    assert "adds" in labels(window)[0] and "adds" not in labels(window)[2]
    assert window.session.apply(Action.parse("P1 defend 9S>7S"))
    settle(qtbot, window)
    assert window.table.status.text.startswith("Your turn to add: add a card or end the attack")
    press(qtbot, window, Qt.Key.Key_Down)                       # done: the turn moves on
    assert game.history[-1] == Action.done(0)
    assert window.table.status.text.startswith("Player 2 adds; passed: You")
    assert "passed" in labels(window)[0] and "adds" in labels(window)[2]
    double_click(window, "7D")                                  # a pass is for the bout
    assert said(window) == "7♦: You have passed for the rest of this bout"
    assert window.session.apply(Action.done(2))                # all passed: beaten
    assert not game.table and game.offender == 1


def test_simultaneous_adding_names_no_turn(qtbot, make_window):
    window = make_window(players=3)
    set_position(qtbot, window, "7S7D8C/9S9D9H6C/7CJC KH 6D6H 0")
    bots_wait(window)
    double_click(window, "7S")
    assert window.table.status.text.startswith("You may add cards while Player 1 defends")
    assert not any("adds" in label or "passed" in label for label in labels(window))


def test_adding_out_of_turn_names_whose_turn_it_is(qtbot, make_window):
    window = make_window(players=3)
    game = set_position(qtbot, window, "7D9C/7S8C/9S9DJH KH 6D6H 1", adding_order="clockwise")
    bots_wait(window)
    assert window.session.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    double_click(window, "7D")
    assert game.history == (Action.parse("P1 attack 7S"),)
    assert said(window) == "7♦: it is Player 1's turn to add: the attackers add one after another"
