"""The key map works whatever has the focus: after a click on a table button, after Tab and
Enter or SPACE on one, and through a whole game played with keys and clicks mixed.

Every key is sent to the widget that has the focus (``keyboard.press``), as a window
receives it, and every click lands on the widget drawn where the button is.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QMessageBox

from durak.engine import Action, ActionKind, Record
from durak.ui.dialogs.menu import MenuDialog
from durak.ui.main_window import MainWindow
from durak.ui.model import table_state
from durak.ui.sessions import local as local_module

from .conftest import set_position
from .keyboard import (
    CTRL,
    SHIFT,
    activate,
    assert_focus_sane,
    click_button,
    focus_target,
    press,
    tab_to,
)

K = Qt.Key
DEFENDING = "8S9HAD/7SQCKD KH 6C6D 1"      # the bot in seat 1 leads 7♠ against the human


def defend(qtbot, window: MainWindow) -> None:
    """A fixed position: the human defends against 7♠ with 8♠ 9♥ A♦ (hearts are trumps)."""
    qtbot.waitUntil(lambda: not window.session.between_rounds)  # the beat of a new round
    set_position(qtbot, window, DEFENDING)
    assert window.session.apply(Action.parse("P1 attack 7S"))


# --- pressing the take button, three ways ------------------------------------------------
def by_click(qtbot, window: MainWindow) -> None:
    widget = click_button(window, window.table.take_button)
    assert widget is window.view.twins[window.table.take_button]


def by_tab_enter(qtbot, window: MainWindow) -> None:
    tab_to(qtbot, window, window.table.take_button)
    press(qtbot, window, K.Key_Return)


def by_tab_space(qtbot, window: MainWindow) -> None:
    tab_to(qtbot, window, window.table.take_button)
    press(qtbot, window, K.Key_Space)


PRESSES = {"click": by_click, "tab+enter": by_tab_enter, "tab+space": by_tab_space}


# --- every key of the map, each with what it must do --------------------------------------
def check_right(qtbot, window):
    c = window.session
    press(qtbot, window, K.Key_Right)
    assert c.controls.selected == {c.hand_order()[0]}


def check_left(qtbot, window):
    c = window.session
    press(qtbot, window, K.Key_Left)
    assert c.controls.selected == {c.hand_order()[-1]}


def check_shift_right(qtbot, window):
    c = window.session
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Right, SHIFT)
    assert c.controls.selected == set(c.hand_order()[:2])


def check_shift_left(qtbot, window):
    c = window.session
    press(qtbot, window, K.Key_Left)
    press(qtbot, window, K.Key_Left, SHIFT)
    assert c.controls.selected == set(c.hand_order()[-2:])


def check_ctrl_a_and_down(qtbot, window):
    c = window.session
    press(qtbot, window, K.Key_A, CTRL)
    assert c.controls.selected == set(c.game.hand(0))
    press(qtbot, window, K.Key_Down)
    assert c.controls.selected == set()


def check_down_takes(qtbot, window):
    press(qtbot, window, K.Key_Down)
    assert window.session.game.history[-1] == Action.take(0)


def plays_with(key: Qt.Key) -> Callable:
    def check(qtbot, window):
        c = window.session
        press(qtbot, window, K.Key_Right)
        card = c.hand_order()[0]                    # 8♠, which covers 7♠
        press(qtbot, window, key)
        assert c.game.history[-1] == Action.defend(0, card, "7S")
    return check


def check_space(qtbot, window):
    c = window.session
    press(qtbot, window, K.Key_Space)
    assert c.paused
    press(qtbot, window, K.Key_Space)
    assert not c.paused


def check_m(qtbot, window):
    press(qtbot, window, K.Key_M)
    assert isinstance(window.dialog, MenuDialog) and window.session.paused
    window.dialog.buttons["close"].click()
    assert window.dialog is None and not window.session.paused
    activate(qtbot, window)   # as the desktop does once a dialog closes


def check_ctrl_n(qtbot, window):
    old = window.session.game
    press(qtbot, window, K.Key_N, CTRL)
    box = window.dialog
    assert isinstance(box, QMessageBox)
    box.button(QMessageBox.StandardButton.No).click()
    assert window.session.game is old and not window.session.paused
    activate(qtbot, window)


def check_f11_and_escape(qtbot, window):
    press(qtbot, window, K.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    press(qtbot, window, K.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    press(qtbot, window, K.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    press(qtbot, window, K.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())


def check_o(qtbot, window):
    c = window.session
    before = c.sort
    press(qtbot, window, K.Key_O)
    assert c.sort != before and window.prefs.sort == c.sort
    press(qtbot, window, K.Key_O)
    assert c.sort == before


def check_tab(qtbot, window):
    press(qtbot, window, K.Key_Tab)
    focused = window.table.focused_button
    assert focused is not None and focused.enabled
    assert focus_target(window) is window.view.twins[focused]
    press(qtbot, window, K.Key_Escape)
    assert window.table.focused_button is None and focus_target(window) is window.view


KEYS = {
    "RIGHT": check_right, "LEFT": check_left, "SHIFT+RIGHT": check_shift_right,
    "SHIFT+LEFT": check_shift_left, "UP": plays_with(K.Key_Up),
    "Enter": plays_with(K.Key_Return), "Ctrl+A, DOWN": check_ctrl_a_and_down,
    "DOWN": check_down_takes, "SPACE": check_space, "M": check_m, "Ctrl+N": check_ctrl_n,
    "F11, Escape": check_f11_and_escape, "O": check_o, "Tab": check_tab,
}


@pytest.fixture
def short_beat(monkeypatch):
    """The beat before a new round takes input, shortened to a millisecond."""
    monkeypatch.setitem(local_module.BEAT, "fast", 1)


@pytest.mark.parametrize("how", PRESSES)
def test_every_key_works_after_the_take_button(qtbot, make_window, short_beat, how):
    window = make_window(players=2)
    activate(qtbot, window)
    for name, check in KEYS.items():
        defend(qtbot, window)
        PRESSES[how](qtbot, window)
        c = window.session
        assert c.game.history[-1] == Action.take(0), (how, name)
        assert_focus_sane(window)
        assert window.table.focused_button is None   # the button went disabled: table
        defend(qtbot, window)                          # the focus stays where it was
        check(qtbot, window)
        assert_focus_sane(window)


def test_a_focused_button_takes_enter_and_space_and_every_other_key_still_works(
        qtbot, make_window):
    window = make_window(players=2)
    activate(qtbot, window)
    defend(qtbot, window)
    c = window.session
    pause = window.table.pause_button
    tab_to(qtbot, window, pause)
    press(qtbot, window, K.Key_Return)
    assert c.paused and window.table.focused_button is pause
    press(qtbot, window, K.Key_Space)                  # presses the focused button
    assert not c.paused and window.table.focused_button is pause
    press(qtbot, window, K.Key_Right)                  # the map, with the focus on a button
    assert c.controls.selected == {c.hand_order()[0]}
    press(qtbot, window, K.Key_Up)
    assert c.game.history[-1].kind is ActionKind.DEFEND
    press(qtbot, window, K.Key_Escape)                 # back to the table...
    assert window.table.focused_button is None
    press(qtbot, window, K.Key_Space)                  # ...where SPACE pauses
    assert c.paused


def test_a_click_on_a_button_leaves_the_focus_where_it_was(qtbot, make_window):
    window = make_window(players=2)
    activate(qtbot, window)
    defend(qtbot, window)
    assert focus_target(window) is window.view
    click_button(window, window.table.pause_button)
    assert window.session.paused and focus_target(window) is window.view
    assert window.table.focused_button is None


# --- a whole seeded game, keys and clicks mixed ------------------------------------------
def must_act(c) -> bool:
    """The human has to do something now (or the game is over for him)."""
    game = c.game
    if game.is_over or game.is_out(0):
        return True
    legal = c.human_legal()
    if game.defender == 0:
        return any(a.kind is not ActionKind.RETRACT for a in legal)
    if not game.table:
        return bool(legal)           # his lead
    return Action.done(0) in legal   # the window is open and he may still add


def let_bots_move(c) -> None:
    """Drive the bots' clock by hand, one bot move at a time, until the human must act:
    the same moves in the same states on every run, however loaded the machine is."""
    for _ in range(1000):
        QApplication.processEvents()       # what the last move set off (auto "done")
        if c.between_rounds:               # a new round waits a beat: so do the bots here
            QTest.qWaitFor(lambda: not c.between_rounds)
        if must_act(c):
            return
        c.bot_seats.tick()
    pytest.fail("the bots never let the human act")


def test_a_seeded_game_played_with_keys_and_clicks(qtbot, make_window, monkeypatch,
                                                   short_beat):
    monkeypatch.setitem(table_state.PACE, "fast", (0, 3_600_000))  # no bot on its own
    window = make_window(players=3, seed=5)
    activate(qtbot, window)
    c = window.session
    take, pause = window.table.take_button, window.table.pause_button
    kinds: set[str] = set()
    for step in range(400):
        let_bots_move(c)
        game = c.game
        if game.is_over or game.is_out(0):
            break
        before = len(game.history)
        legal = c.human_legal()
        if step % 7 == 3:                               # a click on Pause, twice, between keys
            click_button(window, pause)
            assert c.paused
            click_button(window, pause)
            assert not c.paused
        if game.defender == 0:
            covers = [a for a in legal if a.kind in (ActionKind.DEFEND, ActionKind.FORWARD)]
            if covers and step % 3:
                press(qtbot, window, K.Key_A, CTRL)
                press(qtbot, window, K.Key_Up)
                kinds.add("Ctrl+A UP")
            elif step % 2:
                click_button(window, take)
                kinds.add("click take")
            else:
                tab_to(qtbot, window, take)
                press(qtbot, window, K.Key_Return if step % 4 else K.Key_Space)
                kinds.add("tab take")
        elif not game.table:
            press(qtbot, window, K.Key_Right)
            press(qtbot, window, K.Key_Up)
            kinds.add("lead")
        elif step % 3 == 0:
            click_button(window, take)                  # "End attack"
            kinds.add("click end")
        elif step % 3 == 1:
            press(qtbot, window, K.Key_Down)
            kinds.add("down end")
        else:
            tab_to(qtbot, window, take)
            press(qtbot, window, K.Key_Return)
            kinds.add("tab end")
        assert_focus_sane(window)
        assert len(c.game.history) > before or c.game is not game, f"step {step}: no move"
    else:
        pytest.fail("the game did not end")
    assert kinds == {"Ctrl+A UP", "click take", "tab take", "lead", "click end", "down end",
                     "tab end"}, kinds
    while not c.game.is_over:
        c.bot_seats.tick()
    assert_focus_sane(window)
    press(qtbot, window, K.Key_Space)   # SPACE after the game: a new one
    qtbot.waitUntil(lambda: not c.game.is_over and not c.game.history)
    assert QApplication.focusWidget() is not None


def test_replay_keys_work_after_its_button(qtbot):
    """The replay's own keys (HOME, END) and the map, after a click on "Next move" and
    with the focus on a button."""
    from durak.engine import Game, Rules
    from durak.ui.replay_window import ReplayWindow

    game = Game.new(Rules(), 2, seed=4)
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    window = ReplayWindow(Record.of(game))
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    c = window.session
    click_button(window, window.table.take_button)          # "Next move"
    assert c.position == 1
    press(qtbot, window, K.Key_End)
    assert c.position == c.total
    tab_to(qtbot, window, window.table.pause_button)
    press(qtbot, window, K.Key_Home)
    assert c.position == 0
    press(qtbot, window, K.Key_Right)
    assert c.position == 1


def test_up_with_no_card_chosen_says_how_to_choose_one(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, "7S8D/9SQCKD KH 6C6D 0")
    activate(qtbot, window)
    press(qtbot, window, K.Key_Up)
    assert window.table.status.text == "Choose a card with ← and → (or click it), then press ↑"
    assert game.history == ()
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Up)
    assert game.history[0].kind is ActionKind.ATTACK
