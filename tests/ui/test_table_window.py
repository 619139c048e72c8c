"""One ``TableWindow`` for the local, online and replay tables: the same parts, and the
keys that change a setting (S, O, L) change, save and say it alike at every table."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest

from durak.engine import Game, Record, Rules
from durak.ui.online.window import OnlineWindow
from durak.ui.replay_window import ReplayWindow
from durak.ui.sessions.remote import RemoteSession, Request
from durak.ui.store.settings import SettingsStore
from durak.ui.table.table_view import TableView
from durak.ui.table.window import TableWindow

from .online_server import ThreadServer
from .test_online_play import WAIT
from .test_sounds import Recorder


def press(qtbot, window: TableWindow, key: Qt.Key) -> str:
    """Press ``key`` at the table; the notice the status line shows then (before what
    the status line says about the game)."""
    QTest.keyClick(window.view, key)
    return window.table.status.text.split(" — ")[0]


def online_table(qtbot, server: ThreadServer, keeper) -> OnlineWindow:
    """An online table opened from a main window (whose settings ``keeper`` keeps)."""
    session = RemoteSession(server.url, Request("create", {
        "name": "Anna", "seats": ["human", "original"]}), speed="fast")
    qtbot.waitUntil(lambda: session.room is not None, timeout=WAIT)
    session.start()
    qtbot.waitUntil(lambda: session.playing, timeout=WAIT)
    window = OnlineWindow(session, keeper(), Recorder(), keeper=keeper)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_three_windows_are_table_windows(qtbot, make_window):
    local = make_window(sound_player=Recorder())
    game = Game.new(Rules(), 2, seed=1)
    game.apply(game.legal_actions()[0])
    replay = ReplayWindow(Record.of(game))
    qtbot.addWidget(replay)
    for window in (local, replay):
        assert isinstance(window, TableWindow)
        assert isinstance(window.view, TableView) and window.centralWidget() is window.view
        assert window.table.session is window.session
        assert not window.windowIcon().isNull()
    assert issubclass(OnlineWindow, TableWindow)
    assert local.sounds is not None and local.move_log is not None
    assert replay.sounds is None and replay.move_log is None   # a replay is silent


def test_online_keys_change_save_and_say_the_settings_as_locally(qtbot, make_window,
                                                                  server: ThreadServer,
                                                                  tmp_path):
    local = make_window(sound_player=Recorder())
    local.session.set_paused(True)
    store = SettingsStore(tmp_path / "durak.ini")
    said_locally = press(qtbot, local, Qt.Key.Key_S)
    assert store.load().muted and local.sounds.muted
    press(qtbot, local, Qt.Key.Key_S)                       # on again
    online = online_table(qtbot, server, keeper=local.remember)
    try:
        assert press(qtbot, online, Qt.Key.Key_S) == said_locally   # the same notice
        assert store.load().muted                                    # saved, as locally
        assert online.sounds is not None and online.sounds.muted
        assert local.sounds.muted and local.prefs.muted              # one set of settings
        sort = store.load().sort
        said = press(qtbot, online, Qt.Key.Key_O)
        assert store.load().sort != sort and online.session.controls.sort == store.load().sort
        assert said.startswith("Your cards are sorted by")
        assert local.session.sort == store.load().sort
        shown = store.load().move_log
        press(qtbot, online, Qt.Key.Key_L)
        assert store.load().move_log is not shown
        assert online.move_log is not None and online.move_log.isHidden() is shown
    finally:
        online.session.leave()
        online.session.shutdown()
