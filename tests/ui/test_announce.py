"""Bots' moves are announced, and a new round waits a beat before it takes the human's keys."""

from __future__ import annotations

from PyQt6.QtCore import Qt

from durak.engine import Action
from durak.ui.table.spoken import spoken_text

from .conftest import heard, set_position, settle


def bots_moved_by_the_test(qtbot, window, position: str):
    """``window`` in ``position``; its bots move only when the test moves them."""
    c = window.session
    set_position(qtbot, window, position)
    c.bots = {}
    c.auto_pass = False
    return c


def said(window) -> str:
    status = window.table.status.text
    assert spoken_text(status) in heard(window)[1]   # screen readers hear it too, in words
    return status


def test_takes_forwards_done_and_out_are_announced(qtbot, make_window):
    window = make_window(players=3)
    c = bots_moved_by_the_test(qtbot, window, "8S9CAC/7D9D/7SKDQD KH 6C6D6H 1")
    assert c.apply(Action.parse("P1 attack 7D"))
    assert c.apply(Action.parse("P2 forward 7S"))
    assert said(window) == "Player 2 forwards to you"
    c = bots_moved_by_the_test(qtbot, window, "8S9CAC/7D9D8D/7SKDQD KH 6C6D6H 0")
    assert c.apply(Action.parse("P0 attack 8S"))
    assert c.apply(Action.take(1))
    assert said(window) == "Player 1 takes"
    c = bots_moved_by_the_test(qtbot, window, "8S9CAC/9S9D8D/7SKDQD KH 6C6D6H 0")
    assert c.apply(Action.parse("P0 attack 8S"))
    assert c.apply(Action.parse("P1 defend 9S>8S"))
    assert c.apply(Action.done(2))
    assert said(window) == "Player 2 is done"
    c = bots_moved_by_the_test(qtbot, window, "8S9CAC/9S/7SKD/QD9H H - 1")
    assert c.apply(Action.parse("P1 attack 9S"))
    assert c.apply(Action.take(2))
    assert said(window) == "Player 2 takes; Player 1 is out"


def test_a_key_pressed_in_the_beat_after_a_new_round_does_not_act(qtbot, make_window):
    window = make_window(players=2)
    c = bots_moved_by_the_test(qtbot, window, "8S9DAD/7SQCKD KH 6C6D6H 1")
    assert c.apply(Action.parse("P1 attack 7S"))
    assert c.apply(Action.parse("P0 defend 8S>7S"))
    settle(qtbot, window)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Right)   # meant for the old round...
    assert c.apply(Action.done(1))                            # ...which ends: you lead now
    assert c.between_rounds and c.game.offender == 0 and not c.game.table
    assert not c.controls.selected   # a selection made for the old round ends with it
    assert window.table.take_button.enabled is False
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Up)      # lands in the beat: nothing
    assert not c.game.table and c.game.offender == 0
    c._beat_timer.timeout.emit()                              # the beat is over
    c._beat_timer.stop()
    assert not c.between_rounds
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Right)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Up)
    assert len(c.game.table) == 1


def test_once_you_are_out_the_others_play_at_a_pace_you_can_follow(qtbot, make_window):
    from durak.ui.model.table_state import PACE

    window = make_window(players=3)
    c = bots_moved_by_the_test(qtbot, window, "8S/9S9D/7SKDQD H - 0")
    c.speed = "normal"
    assert c.durations() == PACE["normal"]
    assert c.apply(Action.parse("P0 attack 8S"))
    assert c.apply(Action.parse("P1 defend 9S>8S"))
    assert c.apply(Action.timeout())
    assert c.game.is_out(0) and not c.game.is_over
    move, pause = c.durations()
    assert move >= 250 and pause >= 450        # about 0.7 s a move, not the 0.08 s of before
    assert c.window_seconds() == 1.0


def test_news_of_a_move_gives_way_to_the_next_move_but_a_warning_stays(qtbot, make_window):
    window = make_window(players=3)
    c = bots_moved_by_the_test(qtbot, window, "8S9CAC/9S9D8D/7SKDQD KH 6C6D6H 0")
    assert c.apply(Action.parse("P0 attack 8S"))
    assert c.apply(Action.parse("P1 defend 9S>8S"))
    assert c.apply(Action.done(2))
    assert said(window) == "Player 2 is done"
    window.table.show_message("The score file was set aside")
    assert c.apply(Action.parse("P0 attack 9C"))      # the table changes again
    assert said(window) == "The score file was set aside"   # a warning outlives a move
    assert c.apply(Action.take(1))
    assert said(window) == "Player 1 takes"
    assert c.apply(Action.parse("P2 attack 7S"))      # the next round's lead
    assert said(window) == c.status_text()            # what to do now, not the old news
