"""The room during and after an online game, and its Leave button clicked with the mouse
then, while the connection is lost and while the server does not answer: it always
leaves at once, back to the main window, and forgets the seat."""

from __future__ import annotations

import pathlib
import threading

from PyQt6 import sip
from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication

from durak.ui.main_window import MainWindow
from durak.ui.online.lobby import LobbyDialog
from durak.ui.online.window import OnlineWindow
from durak.ui.store.online_seat import FILE_NAME

from .keyboard import activate
from .online_server import ThreadServer
from .test_online_finished_room import play_out
from .test_online_play import WAIT, click, lobby_of, quick, window  # noqa: F401
from .test_online_variants import create_room


def open_room(qtbot, main: MainWindow, table: OnlineWindow) -> LobbyDialog:
    """M (the table's menu) shows the room."""
    activate(qtbot, table)
    QTest.keyClick(QApplication.focusWidget() or table.view, Qt.Key.Key_M)
    room = lobby_of(qtbot, main)
    activate(qtbot, room)
    return room


def leave_by_mouse(qtbot, main: MainWindow, room: LobbyDialog) -> None:
    """Click Leave: the room, the table and the seat are gone, the main window is back."""
    online = main.online
    assert online is not None and room.leave.isVisible() and room.leave.isEnabled()
    click(room.leave)
    qtbot.waitUntil(lambda: main.online is None, timeout=WAIT)
    assert online.window is None and (sip.isdeleted(room) or not room.isVisible())
    assert online.session.connection == "closed"
    assert not (main.folder / FILE_NAME).exists()   # nothing to offer to rejoin
    qtbot.waitUntil(lambda: QApplication.activeWindow() is main)


def start_game(qtbot, tmp_path: pathlib.Path, server: ThreadServer) -> tuple[MainWindow,
                                                                             OnlineWindow]:
    main = window(qtbot, tmp_path / "anna")
    table = create_room(qtbot, main, server.url, bots=1)
    assert (main.folder / FILE_NAME).exists()   # the seat is held
    return main, table


def test_leave_during_a_game(qtbot, tmp_path, server: ThreadServer, quick):  # noqa: F811
    main, table = start_game(qtbot, tmp_path, server)
    room = open_room(qtbot, main, table)
    # The room says the game is on (not what it said before the deal), with no Start.
    assert room.state.text() == "The game is on."
    assert not room.start.isVisible() and room.close_button.isVisible()
    leave_by_mouse(qtbot, main, room)


def test_leave_after_a_game(qtbot, tmp_path, server: ThreadServer, quick):  # noqa: F811
    main, table = start_game(qtbot, tmp_path, server)
    play_out(qtbot, server, [table.session])
    qtbot.waitUntil(lambda: table.table.panel.isVisible(), timeout=WAIT)
    room = open_room(qtbot, main, table)
    assert room.state.text().startswith("Game over. ")
    assert room.start.isVisible() and room.start.text() == "&Play again"
    leave_by_mouse(qtbot, main, room)


def test_leave_while_reconnecting(qtbot, tmp_path, server: ThreadServer, quick):  # noqa: F811
    main, table = start_game(qtbot, tmp_path, server)
    session = table.session
    room = open_room(qtbot, main, table)
    app = server.app
    assert app is not None
    server.call(app.rooms.clear)   # the server dies with its rooms (stopped in order, it
    server.stop()                  # would say room_closed): the session tries again and again
    qtbot.waitUntil(lambda: session.connection == "reconnecting", timeout=WAIT)
    qtbot.waitUntil(lambda: room.state.text() == "Connection lost: reconnecting…")
    leave_by_mouse(qtbot, main, room)


def test_leave_when_the_server_does_not_answer(qtbot, tmp_path, server: ThreadServer,
                                               quick):  # noqa: F811
    main, table = start_game(qtbot, tmp_path, server)
    code, seat = table.session.code, table.session.seat
    room = open_room(qtbot, main, table)
    busy = threading.Event()
    server.loop.call_soon_threadsafe(busy.wait)   # the server answers nothing for now
    try:
        leave_by_mouse(qtbot, main, room)
    finally:
        busy.set()
    # The server got the leave all the same: nobody holds the seat, and the room, with
    # no person left in it, closed (a dropped connection would have kept it, waiting for
    # the player to come back).
    app = server.app

    def given_up() -> bool:
        room = server.call(lambda: app.rooms.get(code))
        return room is None or (room.seats[seat].name is None and room.seats[seat].standin)
    qtbot.waitUntil(given_up, timeout=WAIT)
