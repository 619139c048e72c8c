"""An app that closed without leaving its online seat (a crash) offers it back at its next
start and rejoins with the seat's token; a token that is no longer valid is said and
forgotten; a room whose seats are all taken says what the player can do."""

from __future__ import annotations

import json
import pathlib

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QMessageBox

from durak.ui.model import table_state
from durak.ui.online.dialog import PlayOnlineDialog
from durak.ui.sessions import remote as remote_session
from durak.ui.store.online_seat import FILE_NAME, HeldSeat, SeatFile

from . import test_online_play as play
from .online_server import ThreadServer

WAIT = play.WAIT


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setitem(table_state.PACE, "fast", (20, 30))
    monkeypatch.setattr(remote_session, "BACKOFF_MS", (0,))


def create_room(qtbot, main, server: ThreadServer) -> str:
    dialog = play.open_play_online(qtbot, main)
    play.type_into(dialog.create_name, "Anna")
    play.click(dialog.on_server)
    play.type_into(dialog.create_address, server.url)
    play.connect(dialog)
    lobby = play.lobby_of(qtbot, main)
    qtbot.waitUntil(lambda: bool(lobby.code.text()))
    return lobby.code.text()


def join_room(qtbot, main, server: ThreadServer, name: str, code: str) -> None:
    dialog = play.open_play_online(qtbot, main)
    assert dialog.rejoin is None   # nothing held: no offer
    QTest.keyClick(dialog.tabs.tabBar(), Qt.Key.Key_Right)
    play.type_into(dialog.join_name, name)
    play.type_into(dialog.join_address, server.url)
    play.type_into(dialog.code, code)
    play.connect(dialog)


def test_a_restarted_app_rejoins_its_seat_and_gets_its_hand_back(qtbot, tmp_path, server,
                                                                  quick):
    anna = play.window(qtbot, tmp_path / "anna")
    boris = play.window(qtbot, tmp_path / "boris")
    code = create_room(qtbot, anna, server)
    join_room(qtbot, boris, server, "Boris", code)
    lobby = play.lobby_of(qtbot, anna)
    qtbot.waitUntil(lambda: lobby.seats.count() == 2 and "Boris" in lobby.seats.item(1).text())
    held_file = tmp_path / "boris" / FILE_NAME
    assert json.loads(held_file.read_text())["name"] == "Boris"
    play.click(lobby.start)
    tables = [play.table_of(qtbot, anna), play.table_of(qtbot, boris)]
    before = tables[1].session.view()
    seat = tables[1].session.seat
    # Boris's app dies: the connection goes without a "leave".
    boris.online.session.shutdown()
    boris.close()
    anna_session = tables[0].session
    qtbot.waitUntil(lambda: not anna_session.room["seats"][seat]["connected"], timeout=WAIT)
    held = SeatFile(held_file).load()[0]
    assert held is not None and held.seat == seat and held.code == code
    # Carl cannot have the seat: the room says what he can do, not an empty room.
    carl = play.window(qtbot, tmp_path / "carl")
    join_room(qtbot, carl, server, "Carl", code)
    carl_lobby = play.lobby_of(qtbot, carl)
    qtbot.waitUntil(lambda: "rejoin it from the app that held it" in carl_lobby.state.text(),
                    timeout=WAIT)
    assert not carl_lobby.code.isVisible() and not carl_lobby.seats.isVisible()
    play.click(carl_lobby.leave)
    qtbot.waitUntil(lambda: carl.online is None)
    # Boris starts the app again with the same data folder: it offers the seat back.
    again = play.window(qtbot, tmp_path / "boris")
    qtbot.waitUntil(lambda: isinstance(again.dialog, QMessageBox), timeout=WAIT)
    assert again.dialog.text().startswith(f"Rejoin the online game at {server.url}")
    QTest.keyClick(QApplication.focusWidget() or again.dialog, Qt.Key.Key_Return)
    table = play.table_of(qtbot, again)
    session = table.session
    qtbot.waitUntil(lambda: session.connection == "online", timeout=WAIT)
    assert session.seat == seat
    assert set(session.view().hand) == set(before.hand)
    qtbot.waitUntil(lambda: anna_session.room["seats"][seat]["connected"], timeout=WAIT)
    assert SeatFile(held_file).load()[0] == HeldSeat(server.url, code, seat, "Boris",
                                                     session.token)
    # Leaving the seat forgets it.
    again.online.close()
    assert not held_file.exists()
    anna.online.close()


def test_a_token_no_longer_valid_is_said_and_forgotten(qtbot, tmp_path, server, quick):
    folder = tmp_path / "boris"
    SeatFile(folder / FILE_NAME).save(HeldSeat(server.url, "ABCDEFGH", 1, "Boris", "x" * 32))
    boris = play.window(qtbot, folder)
    qtbot.waitUntil(lambda: isinstance(boris.dialog, QMessageBox), timeout=WAIT)
    assert boris.session.paused   # the local game waits for the answer
    QTest.keyClick(QApplication.focusWidget() or boris.dialog, Qt.Key.Key_Escape)   # not now
    qtbot.waitUntil(lambda: boris.dialog is None)
    assert not boris.session.paused
    assert (folder / FILE_NAME).exists()   # still offered in Play online
    dialog = play.open_play_online(qtbot, boris)
    assert isinstance(dialog, PlayOnlineDialog) and dialog.rejoin is not None
    assert "room ABCDEFGH, as Boris" in dialog.rejoin.text()
    play.click(dialog.rejoin)
    lobby = play.lobby_of(qtbot, boris)
    qtbot.waitUntil(lambda: "can no longer be rejoined" in lobby.state.text(), timeout=WAIT)
    assert not (folder / FILE_NAME).exists()
    play.click(lobby.leave)
    qtbot.waitUntil(lambda: boris.online is None)


def test_a_corrupt_seat_file_is_set_aside(qtbot, tmp_path):
    folder = tmp_path / "boris"
    folder.mkdir()
    (folder / FILE_NAME).write_text('{"url": "http://x", "seat": "one"}')
    held, warning = SeatFile(folder / FILE_NAME).load()
    assert held is None and warning is not None and "moved to" in warning
    assert not (folder / FILE_NAME).exists()
    assert [p.name.startswith(FILE_NAME + ".corrupt-") for p in folder.iterdir()] == [True]


def test_the_seat_file_is_written_whole(tmp_path: pathlib.Path):
    seats = SeatFile(tmp_path / FILE_NAME)
    held = HeldSeat("wss://example.org:8765", "K7QXM2PA9R", 2, "Anna", "t" * 32)
    seats.save(held)
    assert seats.load() == (held, None)
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]
    seats.clear()
    seats.clear()   # again: nothing
    assert seats.load() == (None, None)
