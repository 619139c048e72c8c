"""Watching a replay from the app: Menu -> Watch a replay (the recent replay files, or any
other file), and "Watch this game" for the games finished lately, in the statistics."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication

from durak.ui.dialogs.statistics import StatisticsDialog
from durak.ui.dialogs.watch import WatchReplayDialog
from durak.ui.replay_window import ReplayWindow
from durak.ui.store.recent_replays import RECENT_GAMES, RecentReplays
from durak.ui.store.replay_file import SavedReplay

from .keyboard import activate, press
from .test_statistics import K, finish

LEFT = Qt.MouseButton.LeftButton


def replay_windows() -> list[ReplayWindow]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, ReplayWindow) and w.isVisible()]


def choose_from_menu(qtbot, window, key: str) -> None:
    activate(qtbot, window)
    press(qtbot, window, K.Key_M)
    qtbot.waitUntil(lambda: window.dialog is not None)
    QTest.mouseClick(window.dialog.buttons[key], LEFT)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())


def test_a_saved_replay_is_offered_and_watched(qtbot, make_window, tmp_path):
    window = make_window(players=2)
    finish(qtbot, window, "7S/6D H - 0", keys=(K.Key_Right, K.Key_Up), after=("P1 take",))
    path = tmp_path / "mine.json"
    window.save_replay(path)
    assert window.recent.files() == [path.resolve()]
    choose_from_menu(qtbot, window, "watch_replay")
    dialog = window.dialog
    assert isinstance(dialog, WatchReplayDialog)
    assert dialog.list.count() == 1 and "mine.json" in dialog.list.item(0).text()
    QTest.mouseClick(dialog.watch, LEFT)
    qtbot.waitUntil(lambda: len(replay_windows()) == 1)
    replay = replay_windows()[0]
    assert replay.session.total == len(window.session.game.history)


def test_any_file_can_be_opened_and_a_bad_one_is_said(qtbot, make_window, tmp_path):
    window = make_window(players=2)
    finish(qtbot, window, "7S/6D H - 0", keys=(K.Key_Right, K.Key_Up), after=("P1 take",))
    good = tmp_path / "elsewhere" / "game.json"
    good.parent.mkdir()
    good.write_text(SavedReplay(window.session.to_record()).to_json(), encoding="utf-8")
    dialog = WatchReplayDialog(window, [], ask_path=lambda _parent: str(good))
    qtbot.addWidget(dialog)
    assert not dialog.watch.isEnabled()
    QTest.mouseClick(dialog.open_file, LEFT)
    assert dialog.result() and dialog.path == str(good)
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    window.watch_replay(str(bad))
    assert window.table.status.text.startswith("Cannot watch bad.json: ")
    assert not replay_windows()
    window.watch_replay(str(good))
    assert len(replay_windows()) == 1
    assert window.recent.files() == [good.resolve()]   # an opened file joins the list


def test_finished_games_can_be_watched_from_the_statistics(qtbot, make_window, tmp_path):
    window = make_window(players=2)
    finish(qtbot, window, "7S/6D H - 0", keys=(K.Key_Right, K.Key_Up), after=("P1 take",))
    assert len(window.recent.games()) == 1
    choose_from_menu(qtbot, window, "statistics")
    dialog = window.dialog
    assert isinstance(dialog, StatisticsDialog)
    assert dialog.games.count() == 1 and "2 players" in dialog.games.item(0).text()
    QTest.mouseClick(dialog.watch_button, LEFT)
    qtbot.waitUntil(lambda: len(replay_windows()) == 1)
    assert replay_windows()[0].session.total == 2


def test_only_the_last_games_are_kept_and_a_corrupt_list_is_set_aside(tmp_path):
    from durak.engine import Game, Record, Rules

    recent = RecentReplays(tmp_path)
    game = Game.new(Rules(), 2, seed=1)
    for second in range(RECENT_GAMES + 3):
        recent.keep_game(SavedReplay(Record.of(game)), now=1_700_000_000 + second)
    assert len(recent.games()) == RECENT_GAMES
    (tmp_path / "recent-replays.json").write_text("[1, 2", encoding="utf-8")
    assert recent.files() == []
    assert recent.warning and "recent-replays.json" in recent.warning
    assert list(tmp_path.glob("recent-replays.json.corrupt-*"))
    recent.add(tmp_path / "x.json")
    assert recent.files() == []          # listed, but gone: not offered
