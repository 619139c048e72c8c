"""Undo against bots: Ctrl+Z or the menu takes back your last move and the bots' answers,
to exactly the position before it; a search under way is dropped; the game is marked in
the statistics and in the saved game; a replay (and an online game) never undoes."""

from __future__ import annotations

import json

from PyQt6.QtCore import QPoint, Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QMessageBox

from durak.ai.worker import Answer
from durak.engine import Action, Card, Record
from durak.ui.dialogs.menu import MenuDialog
from durak.ui.dialogs.statistics import StatisticsDialog
from durak.ui.sessions.replay import ReplaySession
from durak.ui.store.saved_game import SavedGame
from durak.ui.store.settings import SettingsStore
from durak.ui.store.statistics import StatsBook, parse_statistics

from .conftest import card_point, set_position, settle
from .keyboard import CTRL, activate, press

K = Qt.Key
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
LEADING = "9D9CKD7S/8S8HQCAH6S KS 6C6D 0"      # the human leads; spades are trumps
TOOK_BACK = "You took back your last move"


def hand_places(window) -> dict[Card, tuple[float, float]]:
    return {card: (window.table.cards[card].x(), window.table.cards[card].y())
            for card in window.session.view().hand}


def lead_and_wait_for_the_answer(qtbot, window) -> None:
    """RIGHT and UP lead the first card; the bot answers on its own timer."""
    c = window.session
    moves = len(c.game.history)
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Up)
    assert c.game.history[moves].player == 0
    qtbot.waitUntil(lambda: len(c.game.history) > moves + 1, timeout=10000)


def test_ctrl_z_restores_the_exact_position_before_your_move(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, LEADING)
    c = window.session
    activate(qtbot, window)
    before, places, logged = c.view(), hand_places(window), window.move_log.lines()
    lead_and_wait_for_the_answer(qtbot, window)
    answered = c.view()
    assert answered != before and c.game.history[1].player == 1   # the bot covered or took
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "KD"))
    press(qtbot, window, K.Key_Z, CTRL)
    assert c.view() == before                 # hand, table, roles, legal actions: all of it
    assert c.game.history == ()
    settle(qtbot, window)
    assert hand_places(window) == places
    assert "took back" in window.table.status.text
    # The log shows the game as it now stands: the lead and the answer are gone.
    assert window.move_log.lines() == [*logged, TOOK_BACK]
    press(qtbot, window, K.Key_Z, CTRL)       # nothing of yours left to take back
    assert c.view() == before
    assert "no move of yours" in window.table.status.text


def test_undo_twice_goes_back_two_of_your_moves(qtbot, make_window):
    window = make_window(players=3, seed=11)
    c = window.session
    activate(qtbot, window)
    views, logs = [], []
    cards = window.table.cards.values()
    for _ in range(2):
        # Wait until the human may act and nothing moves; remember that position, then
        # play by keys at once (no timer runs between the two).
        qtbot.waitUntil(lambda: bool(c.legal()) and not any(i.is_moving() for i in cards),
                        timeout=15000)
        views.append(c.view())
        logs.append(window.move_log.lines())
        moves = len(c.game.history)
        press(qtbot, window, K.Key_Down)      # take, or end the attack
        if len(c.game.history) == moves:      # a lead or an add: DOWN does nothing
            press(qtbot, window, K.Key_A, CTRL)
            press(qtbot, window, K.Key_Up)    # play what fits of the whole hand
        assert c.game.history[moves].player == 0
    logged = window.move_log.lines()
    press(qtbot, window, K.Key_Z, CTRL)
    assert c.view() == views[1]
    assert window.move_log.lines() == [*logs[1], TOOK_BACK]
    press(qtbot, window, K.Key_Z, CTRL)
    assert c.view() == views[0]
    assert window.move_log.lines() == [*logs[0], TOOK_BACK]   # one such line, not two
    assert len(logged) > len(logs[1]) > len(logs[0])            # the moves had been logged


def test_the_menu_s_undo_button(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, LEADING)
    c = window.session
    activate(qtbot, window)
    before = c.view()
    press(qtbot, window, K.Key_M)
    menu = window.dialog
    assert isinstance(menu, MenuDialog)
    assert not menu.buttons["undo"].isEnabled()   # no move of yours yet
    QTest.mouseClick(menu.buttons["close"], LEFT)
    qtbot.waitUntil(lambda: window.dialog is None)
    activate(qtbot, window)
    lead_and_wait_for_the_answer(qtbot, window)
    press(qtbot, window, K.Key_M)
    menu = window.dialog
    assert isinstance(menu, MenuDialog) and menu.buttons["undo"].isEnabled()
    QTest.mouseClick(menu.buttons["undo"], LEFT)
    qtbot.waitUntil(lambda: window.dialog is None)
    assert c.view() == before and not c.paused


def test_a_game_with_an_undo_is_marked_in_the_statistics_and_the_saved_game(
        qtbot, make_window, tmp_path):
    window = make_window(players=2)
    set_position(qtbot, window, LEADING)
    c = window.session
    activate(qtbot, window)
    lead_and_wait_for_the_answer(qtbot, window)
    press(qtbot, window, K.Key_Z, CTRL)
    lead_and_wait_for_the_answer(qtbot, window)
    window.saver.flush()                                 # as a close or a pause does
    saved = json.loads((tmp_path / "current-game.json").read_text(encoding="utf-8"))
    assert saved["undo_used"] is True
    book = SavedGame(tmp_path / "current-game.json")
    assert book.load() is not None and book.undo_used
    press(qtbot, window, K.Key_N, CTRL)                  # abandon it
    box = window.dialog
    assert isinstance(box, QMessageBox)
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Yes), LEFT)
    qtbot.waitUntil(lambda: window.dialog is None)
    games = StatsBook(tmp_path / "statistics.json").stats.games
    assert [(game.abandoned, game.undo) for game in games] == [(True, True)]
    assert not c.undo_used                               # the new game starts unmarked
    assert "undo" in StatsBook(tmp_path / "statistics.json").stats.to_csv().splitlines()[0]
    dialog = StatisticsDialog(window, window.statistics)
    qtbot.addWidget(dialog)
    assert dialog.summary.text().endswith("\n1 game with a move taken back (Ctrl+Z)")


def test_older_statistics_and_saved_games_read_as_without_undo(tmp_path):
    old = ('{"games": [{"players": 2, "deck": 36, "rules": "podkidnoy", "level": "hard",'
           ' "place": 1, "abandoned": false}]}')
    assert [game.undo for game in parse_statistics(old.encode()).games] == [False]
    bad = old.replace('"abandoned": false', '"abandoned": false, "undo": 1')
    try:
        parse_statistics(bad.encode())
    except ValueError:
        pass
    else:
        raise AssertionError("an undo that is no true or false was accepted")
    from durak.engine import parse_position
    game = parse_position(LEADING)
    game.apply(Action.parse("P0 attack 7S"))
    path = tmp_path / "current-game.json"
    path.write_text(Record.of(game).to_json(), encoding="utf-8")   # written before undo existed
    saved = SavedGame(path)
    assert saved.load() is not None and not saved.undo_used


class HeldWorker:
    """Stands in for the helper process: answers only when the test releases one."""

    def __init__(self) -> None:
        self.pending = None
        self.asked: list = []
        self.cancels = 0
        self.out: list[Answer] = []

    def alive(self) -> bool:
        return True

    def ask(self, token, *_args) -> None:
        self.asked.append(token)
        self.pending = token

    def answers(self) -> list[Answer]:
        out, self.out = self.out, []
        return out

    def cancel(self) -> None:
        self.cancels += 1

    def close(self) -> None:
        pass


def test_undo_drops_a_search_under_way(qtbot, make_window):
    window = make_window(players=2)
    c = window.session
    worker = HeldWorker()
    c.worker = worker
    c.set_levels("hard")
    set_position(qtbot, window, LEADING)
    activate(qtbot, window)
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Up)                        # you lead 9♦: the bot thinks
    qtbot.waitUntil(lambda: bool(worker.asked), timeout=5000)
    stale = worker.asked[-1]
    press(qtbot, window, K.Key_Z, CTRL)
    assert worker.cancels >= 1 and c.game.history == ()
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Up)                        # now you lead another card
    qtbot.waitUntil(lambda: len(worker.asked) > 1 and worker.asked[-1] != stale, timeout=5000)
    fresh = worker.asked[-1]
    assert fresh[1:] == stale[1:] and fresh[0] != stale[0]   # same move number, new game key
    # The old search's answer (take) arrives late: it must not be played.
    worker.out.append(Answer(stale, Action.parse("P1 take")))
    qtbot.wait(200)
    assert len(c.game.history) == 1
    cover = next(a for a in c.game.legal_actions(1) if a.kind == "defend")
    worker.out.append(Answer(fresh, cover))
    qtbot.waitUntil(lambda: len(c.game.history) >= 2, timeout=5000)
    assert c.game.history[1] == cover


def test_a_replay_never_undoes(qtbot):
    from durak.engine import parse_position
    game = parse_position(LEADING)
    game.apply(Action.parse("P0 attack 7S"))
    replay = ReplaySession(Record.of(game))
    replay.go_to(1)
    assert not replay.can_undo() and not replay.undo()
    replay.shutdown()
    assert QApplication.instance() is not None


def test_undo_can_be_turned_off_in_the_settings(qtbot, make_window, tmp_path):
    window = make_window(players=2)
    set_position(qtbot, window, LEADING)
    c = window.session
    activate(qtbot, window)
    lead_and_wait_for_the_answer(qtbot, window)
    window.open_settings()
    dialog = window.dialog
    box = dialog.allow_undo
    assert box.isChecked()                       # on by default
    QTest.mouseClick(box, LEFT, NO_MOD, QPoint(8, box.height() // 2))
    QTest.keyClick(dialog, K.Key_Return)
    qtbot.waitUntil(lambda: window.dialog is None)
    assert not SettingsStore(tmp_path / "durak.ini").load().allow_undo
    activate(qtbot, window)
    moves = c.game.history
    press(qtbot, window, K.Key_Z, CTRL)
    assert c.game.history == moves and not c.undo_used
    assert "Undo is off" in window.table.status.text
    press(qtbot, window, K.Key_M)
    menu = window.dialog
    assert isinstance(menu, MenuDialog) and not menu.buttons["undo"].isEnabled()
    QTest.mouseClick(menu.buttons["close"], LEFT)
    qtbot.waitUntil(lambda: window.dialog is None)
