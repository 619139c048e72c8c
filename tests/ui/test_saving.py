"""The running game is written a short moment after a move, not inside it; closing the
window, pausing and an error write it at once, and the next start resumes it exactly."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QMessageBox

from durak.engine import Action
from durak.ui.store.saved_game import SavedGame

from .conftest import card_point, set_position
from .keyboard import activate, press

K = Qt.Key
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
LEADING = "9D9CKD7S/8S8HQCAH6S KS 6C6D 0"      # the human leads; spades are trumps
LEAD = Action.attack(0, "9D")


def lead(qtbot, window) -> None:
    """Click 9♦ to select it, UP plays it."""
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "9D"))
    press(qtbot, window, K.Key_Up)
    assert window.session.game.history[:1] == (LEAD,)


def saved_history(tmp_path) -> tuple[Action, ...]:
    game = SavedGame(tmp_path / "current-game.json").load()
    assert game is not None
    return game.history


def test_a_move_is_written_a_moment_after_it(qtbot, make_window, tmp_path):
    window = make_window(players=2)
    activate(qtbot, window)
    set_position(qtbot, window, LEADING)
    path = tmp_path / "current-game.json"
    lead(qtbot, window)
    assert window.saver.pending and not path.exists()   # the move did not wait for the disk
    qtbot.waitUntil(path.exists, timeout=3000)
    assert saved_history(tmp_path)[0] == LEAD


def test_closing_right_after_a_move_keeps_it_and_the_next_start_resumes_it(
        qtbot, make_window, tmp_path):
    window = make_window(players=2)
    activate(qtbot, window)
    set_position(qtbot, window, LEADING)
    lead(qtbot, window)
    assert window.saver.pending
    history = window.session.game.history
    window.close()
    assert saved_history(tmp_path) == history
    again = make_window(players=2, seed=99)
    qtbot.waitUntil(lambda: isinstance(again.dialog, QMessageBox), timeout=3000)
    again.dialog.button(QMessageBox.StandardButton.Yes).click()
    assert again.session.game.history == history


def test_pausing_writes_the_game_at_once(qtbot, make_window, tmp_path):
    window = make_window(players=2)
    activate(qtbot, window)
    set_position(qtbot, window, LEADING)
    lead(qtbot, window)
    press(qtbot, window, K.Key_Space)
    assert window.session.paused and not window.saver.pending
    assert saved_history(tmp_path) == window.session.game.history


def test_a_finished_game_s_file_goes_at_once(qtbot, make_window, tmp_path):
    window = make_window(players=2)
    activate(qtbot, window)
    set_position(qtbot, window, "8S/7S H - 1")
    c = window.session
    c.bots = {}
    assert c.apply(Action.parse("P1 attack 7S"))
    qtbot.waitUntil(lambda: not window.saver.pending, timeout=3000)
    assert (tmp_path / "current-game.json").exists()
    assert c.apply(Action.parse("P0 defend 8S>7S"))
    assert c.game.is_over
    assert not (tmp_path / "current-game.json").exists() and not window.saver.pending
