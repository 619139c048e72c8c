"""The reinforcement countdown, on a clock the test drives: it runs once per covered table."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest

from durak.engine import Action

from .conftest import card_point, set_position, settle


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def table_with_a_clock(qtbot, make_window, players: int, position: str, **rules):
    """A table in ``position`` whose bots are moved by the test and whose clock it drives."""
    window = make_window(players=players)
    c = window.session
    clock = FakeClock()
    c.countdown.clock = clock
    set_position(qtbot, window, position, **rules)
    c.bots = {}          # the test makes the bots' moves itself, in the order it wants
    return window, c, clock


def tick(c, clock: FakeClock, ms: float) -> None:
    clock.now += ms
    c.window_clock.timer.timeout.emit()


def button(window) -> tuple[str, bool]:
    b = window.table.take_button
    return b.text, b.enabled


def test_no_stale_count_on_the_button_when_you_lead_again(qtbot, make_window):
    window, c, clock = table_with_a_clock(qtbot, make_window, 2, "7S7C9C/8DKD9D KH 6C6D6H 0",
                                          throw_in_after_take=True)
    viewport = window.view.viewport()
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      card_point(window, "7S"))
    assert [str(a) for a, _ in c.game.table] == ["7♠"]
    assert c.apply(Action.take(1))
    assert button(window) == ("End attack (5)", True)
    tick(c, clock, 1200)
    assert button(window) == ("End attack (4)", True)
    settle(qtbot, window)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Down)   # end the attack: P1 takes
    assert c.game.offender == 0 and not c.game.table          # your lead again
    assert button(window) == ("End attack", False)
    assert "(" not in window.table.status.text


def test_the_window_counts_down_once_and_bots_saying_done_do_not_restart_it(qtbot,
                                                                            make_window):
    window, c, clock = table_with_a_clock(
        qtbot, make_window, 3, "7S9CAC/8SKD9D/7D8H7H KH 6C6D6H 0")
    c.auto_pass = False
    assert c.apply(Action.parse("P0 attack 7S"))
    assert c.window_remaining() is None
    assert c.apply(Action.parse("P1 defend 8S>7S"))
    assert c.window_remaining() == 5
    tick(c, clock, 2100)
    assert c.window_remaining() == 3
    assert c.apply(Action.done(2))                            # the co-offender is done...
    assert c.window_remaining() == 3                          # ...and the count runs on
    assert window.table.take_button.text == "End attack (3)"
    tick(c, clock, 1000)
    assert window.table.take_button.text == "End attack (2)"
    tick(c, clock, 1850)
    assert c.window_remaining() == 1 and c.game.window_open   # not yet: 50 ms are left
    tick(c, clock, 60)                                        # run out: the table is cleared
    assert not c.game.table and c.game.offender == 1
    assert c.window_remaining() is None
    assert "(" not in window.table.take_button.text
    assert "(" not in window.table.status.text


def test_a_new_cover_starts_a_new_count_and_a_pause_holds_it(qtbot, make_window):
    window, c, clock = table_with_a_clock(
        qtbot, make_window, 2, "7S7C9CAC/8S8CKD9D KH 6C6D6H 0")
    c.auto_pass = False
    assert c.apply(Action.parse("P0 attack 7S"))
    assert c.apply(Action.parse("P1 defend 8S>7S"))
    tick(c, clock, 3000)
    assert c.window_remaining() == 2
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Space)    # pause: the clock stops
    tick(c, clock, 10_000)
    assert c.window_remaining() == 2 and c.game.window_open
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Space)
    assert c.apply(Action.parse("P0 attack 7C"))               # a card added: the window shuts
    assert c.window_remaining() is None
    assert c.apply(Action.parse("P1 defend 8C>7C"))            # covered: a fresh count
    assert c.window_remaining() == 5
