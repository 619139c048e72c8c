"""After an online game: the room says how it ended and what comes next, and the replay
saved from it opens from the saving player's own seat, with the players' names."""

from __future__ import annotations

import json
import re

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication

from durak.engine import Game, Record, Rules
from durak.ui.online.lobby import LobbyDialog
from durak.ui.replay_window import ReplayWindow
from durak.ui.sessions.remote import RemoteSession, Request
from durak.ui.store.replay_file import load_replay

from .keyboard import activate
from .online_server import ThreadServer
from .test_online_play import (
    WAIT,
    click,
    connect,
    lobby_of,
    open_play_online,
    table_of,
    type_into,
    window,
)
from .test_window_fit import within_screen


def play_out(qtbot, server: ThreadServer, sessions: list[RemoteSession]) -> None:
    """Nobody moves: the server's clock plays every person's seat until the game ends."""
    for _ in range(3000):
        if all(session.result is not None for session in sessions):
            return
        before = [session._seq for session in sessions]
        if server.advance(15):
            qtbot.waitUntil(lambda before=before: any(
                s._seq > b or s.result is not None
                for s, b in zip(sessions, before, strict=True)), timeout=WAIT)
    raise AssertionError("the game did not end")


def test_the_room_after_a_game_and_the_replay_from_the_savers_seat(qtbot, tmp_path,
                                                                   server: ThreadServer):
    anna = RemoteSession(server.url, Request("create", {
        "name": "Anna", "seats": ["human", "human", "random"], "rules": {"deck": 24},
        "time_limit": 15}), speed="fast")
    anna_room = LobbyDialog(None, anna)
    qtbot.addWidget(anna_room)
    qtbot.waitUntil(lambda: anna.code is not None, timeout=WAIT)
    # Boris joins from his window, in seat 2.
    main = window(qtbot, tmp_path / "boris")
    dialog = open_play_online(qtbot, main)
    QTest.keyClick(dialog.tabs.tabBar(), Qt.Key.Key_Right)
    type_into(dialog.join_name, "Boris")
    type_into(dialog.join_address, server.url)
    type_into(dialog.code, anna.code)
    connect(dialog)
    room = lobby_of(qtbot, main)
    qtbot.waitUntil(lambda: anna.room is not None and anna.room["seats"][1]["connected"],
                    timeout=WAIT)
    assert room.state.text() == "Waiting for the room's creator to start."
    click(anna_room.start)
    table = table_of(qtbot, main)
    boris = table.session
    assert boris.seat == 1
    play_out(qtbot, server, [anna, boris])
    qtbot.waitUntil(lambda: table.table.panel.isVisible(), timeout=WAIT)
    view = boris.view()
    # SPACE ("Room" for all but the creator) opens the room: how the game ended.
    activate(qtbot, table)
    QTest.keyClick(QApplication.focusWidget() or table.view, Qt.Key.Key_Space)
    qtbot.waitUntil(room.isVisible)
    lines = room.state.text().splitlines()
    durak = {None: "Nobody is the durak", 0: "Durak: Anna", 1: "Durak: You",
             2: "Durak: Bot 3"}[view.durak]
    assert lines[0].startswith("Game over. ") and durak in lines
    if view.durak == 1:
        assert lines[0] == "Game over. You are the durak!"
    assert lines[-1] == "The room's creator may deal the next game."
    assert "Invite code" not in room.state.text() and "Start deals" not in room.state.text()
    anna_room.refresh()
    assert anna_room.state.text().splitlines()[-1] == (
        "Play again deals the next game in this room.")
    assert "Durak: Boris" in anna_room.state.text() or view.durak != 1
    # Boris saves the replay from the room: he types the file's name where the file
    # dialog puts the focus and presses Enter ...
    game_over = room.state.text()
    activate(qtbot, room)
    click(room.save)
    qtbot.waitUntil(lambda: room.chooser is not None and room.chooser.isVisible())
    path = tmp_path / "online.json"
    chooser = room.chooser
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and chooser.isAncestorOf(QApplication.focusWidget()))
    name_field = QApplication.focusWidget()
    QTest.keyClick(name_field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(name_field, str(path))
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: room.chooser is None and path.exists())
    # ... and the room says so below how the game ended, which stays.
    assert room.state.text() == game_over
    assert room.note.text() == f"Saved: {path}" and room.note.isVisible()
    assert room.note.geometry().top() >= room.state.geometry().bottom()
    room.refresh()   # as the server's next word about the room does: both stay
    assert room.state.text() == game_over and room.note.text() == f"Saved: {path}"
    # ... and it opens from his seat: his cards at the bottom, the others by name.
    saved = load_replay(str(path))
    assert saved.seat == 1 and saved.names == ("Anna", "Boris", "Bot 3")
    replay = ReplayWindow(saved, speed="fast")
    qtbot.addWidget(replay)
    replay.show()
    qtbot.waitExposed(replay)
    seats = replay.table.seats
    assert seats[1].name == "You" and seats[0].name == "Anna" and seats[2].name == "Bot 3"
    assert seats[1].sceneBoundingRect().top() > max(seats[n].sceneBoundingRect().top()
                                                    for n in (0, 2))
    assert replay.session.view().player == 1
    activate(qtbot, replay)
    QTest.keyClick(QApplication.focusWidget() or replay.view, Qt.Key.Key_End)
    qtbot.waitUntil(lambda: replay.table.panel.isVisible())
    assert replay.session.view().durak == view.durak
    assert replay.session.result_lines() == boris.result_lines()
    replay.close()
    anna.shutdown()
    main.online.close()


@pytest.mark.parametrize(("extra", "error"), [
    ({"seat": 2}, "the replay's seat must be a seat 0..1"),
    ({"seat": True}, "the replay's seat must be a seat 0..1"),
    ({"seat": 1, "names": ["Anna"]}, "the replay's names must be a list of 2 names"),
    ({"seat": 1, "names": ["Anna", 7]}, "the replay's names must be a list of 2 names"),
    ({"seat": 1, "names": ["Anna", "x" * 41]}, "the replay's names must be a list of 2 names"),
])
def test_a_replay_file_with_a_bad_seat_or_names_is_refused(tmp_path, extra, error):
    data = Record.of(Game.new(Rules(deck=24), 2, seed=3)).to_dict() | extra
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match=re.escape(error)):
        load_replay(str(path))


def test_a_replay_window_fits_a_small_screen(qtbot):
    # The offscreen screen (800x800) is narrower than the table's usual 1100x680.
    replay = ReplayWindow(Record.of(Game.new(Rules(deck=24), 2, seed=3)))
    qtbot.addWidget(replay)
    replay.show()
    qtbot.waitExposed(replay)
    assert replay.screen().availableGeometry().width() < 1100
    assert within_screen(replay) and replay.width() >= 700
