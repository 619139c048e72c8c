"""Play online, beyond the game itself: the room's time to decide, the other seats'
clocks on their seats, the name offered again next time, and a finished game saved as a
replay from the room (its record arrives only with the game's end)."""

from __future__ import annotations

import re

from PyQt6.QtCore import Qt
from PyQt6.QtGui import QColor, QImage
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication

from durak.ui.online.lobby import LobbyDialog
from durak.ui.sessions.remote import RemoteSession, Request
from durak.ui.sessions.replay import ReplaySession
from durak.ui.store.replay_file import load_replay
from durak.ui.store.settings import SettingsStore
from durak.ui.table.items import CLOCK_FILL, CLOCK_URGENT_FILL

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
from .test_roles import contrast

ALT = Qt.KeyboardModifier.AltModifier


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    focused = QApplication.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, key, modifier)


def test_the_time_limit_the_seat_clocks_and_the_name_kept(qtbot, tmp_path,
                                                          server: ThreadServer):
    anna = window(qtbot, tmp_path / "anna")
    dialog = open_play_online(qtbot, anna)
    assert dialog.create_name.text() == ""   # nobody played online here yet
    activate(qtbot, dialog)
    type_into(dialog.create_name, "Anna")
    assert dialog.time_limit.currentText() == "30 seconds"   # the server's own default
    press(Qt.Key.Key_T, ALT)                  # "&Time to decide:" takes the keyboard there
    assert QApplication.focusWidget() is dialog.time_limit
    press(Qt.Key.Key_Down)
    assert dialog.time_limit.currentText() == "60 seconds"
    click(dialog.on_server)
    type_into(dialog.create_address, server.url)
    connect(dialog)
    lobby = lobby_of(qtbot, anna)
    session = anna.online.session
    qtbot.waitUntil(lambda: session.room is not None, timeout=WAIT)
    assert session.room["time_limit"] == 60.0
    # The name is kept in the settings file for the next time.
    assert SettingsStore(tmp_path / "anna" / "durak.ini").load().online_name == "Anna"
    boris = RemoteSession(server.url, Request("join", {"code": session.code, "name": "Boris"}),
                          speed="fast")
    qtbot.waitUntil(lambda: session.room["seats"][1]["connected"], timeout=WAIT)
    assert not lobby.save.isVisible()         # no record before a game is over
    click(lobby.start)
    table = table_of(qtbot, anna)
    qtbot.waitUntil(lambda: boris.playing and session.decision_seat is not None, timeout=WAIT)
    if session.decision_seat == 0:            # Anna leads: her time runs out, the server leads
        server.advance(60)
    qtbot.waitUntil(lambda: session.decision_seat == 1, timeout=WAIT)
    # Boris decides: his seat at Anna's table wears his clock, her own seat and her status
    # line do not.
    now = [0.0]
    session.decision.clock = lambda: now[0]
    session.decision.start(60_000)
    seat = table.table.seats[1]
    qtbot.waitUntil(lambda: seat.clock.isVisible() and seat.clock.text == "60 s")
    assert seat.label_lines()[-1].endswith("connected")
    now[0] = 15_500.0
    qtbot.waitUntil(lambda: seat.clock.text == "45 s")
    assert "s left" not in session.status_text()
    assert not table.table.seats[0].clock.isVisible()
    assert not any(re.search(r"\d s$", line) for line in table.table.seats[0].label_lines())
    assert re.search(r"\(\d+ s left\)$", boris.status_text()), boris.status_text()
    boris.shutdown()
    anna.online.close()
    # Play online again: the name is offered in both tabs.
    dialog = open_play_online(qtbot, anna)
    assert dialog.create_name.text() == "Anna" and dialog.join_name.text() == "Anna"
    dialog.reject()


def test_a_bad_name_in_the_settings_file_is_set_aside_with_the_file(tmp_path):
    path = tmp_path / "durak.ini"
    path.write_text("[online]\nname=" + "x" * 25 + "\n")
    store = SettingsStore(path)
    assert store.load().online_name == ""
    assert "unreadable" in (store.warning or "") and list(tmp_path.glob("durak.ini.corrupt-*"))


def test_a_finished_game_is_saved_from_the_room_and_replays(qtbot, tmp_path,
                                                            server: ThreadServer):
    anna = RemoteSession(server.url, Request("create", {
        "name": "Anna", "seats": ["human", "random"], "rules": {"deck": 24},
        "time_limit": 15}), speed="fast")
    lobby = LobbyDialog(None, anna)
    qtbot.addWidget(lobby)
    lobby.show()
    qtbot.waitUntil(lambda: anna.is_creator(), timeout=WAIT)
    click(lobby.start)
    qtbot.waitUntil(lambda: anna.playing, timeout=WAIT)
    for _ in range(3000):   # Anna never moves: the server's clock plays her seat out
        if anna.result is not None:
            break
        assert not lobby.save.isVisible()
        before = anna._seq
        if server.advance(15):
            qtbot.waitUntil(lambda before=before: anna._seq > before
                            or anna.result is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: lobby.save.isVisible(), timeout=WAIT)
    activate(qtbot, lobby)
    click(lobby.save)
    qtbot.waitUntil(lambda: lobby.chooser is not None and lobby.chooser.isVisible())
    path = tmp_path / "online"
    lobby.chooser.selectFile(str(path))
    lobby.chooser.accept()
    saved = path.with_suffix(".json")
    assert lobby.note.text() == f"Saved: {saved}"
    assert lobby.state.text().startswith("Game over. ")   # said beside it, not instead
    record = load_replay(str(saved)).record
    assert record == anna.result["record"] and record.players == 2
    replay = ReplaySession(record, "fast")
    replay.go_to(replay.total)
    view = replay.view()
    assert view.is_over and list(view.winners) == list(anna.result["winners"])
    assert view.durak == anna.result.get("durak")
    anna.shutdown()


def rendered(table, rect) -> QImage:
    """What the view shows of the scene rect ``rect`` (as on screen)."""
    return table.view.grab(table.view.mapFromScene(rect).boundingRect()).toImage()


def check_clock(qtbot, table, waited: int, now: list[float]) -> None:
    """Only the seat the game waits for wears a clock, whole, on the screen and large,
    white on dark, and red in its last seconds."""
    table.session.decision.start(30_000)
    clock = table.table.seats[waited].clock
    qtbot.waitUntil(lambda: clock.isVisible() and clock.text == "30 s")
    assert [seat.clock.isVisible() for seat in table.table.seats[:2]] == [
        seat == waited for seat in range(2)]
    on_screen = table.view.mapFromScene(clock.sceneBoundingRect()).boundingRect()
    assert table.view.viewport().rect().contains(on_screen), on_screen
    assert on_screen.height() >= 20, on_screen
    drawn = rendered(table, clock.rect)
    colours = {drawn.pixelColor(x, drawn.height() // 2).name()
               for x in range(drawn.width())}
    assert "#ffffff" in colours   # the seconds and the clock face, white on the dark pill
    assert contrast(QColor("#ffffff"), CLOCK_FILL) >= 4.5
    now[0] = 21_000.0
    qtbot.waitUntil(lambda: clock.text == "9 s")
    assert clock.urgent and contrast(QColor("#ffffff"), CLOCK_URGENT_FILL) >= 4.5
    drawn = rendered(table, clock.rect)
    assert any(drawn.pixelColor(x, drawn.height() // 2).name() == CLOCK_URGENT_FILL.name()
               for x in range(drawn.width()))


def test_the_clock_of_the_seat_the_game_waits_for_is_clear_at_800x600(qtbot, tmp_path,
                                                                       server: ThreadServer):
    anna = window(qtbot, tmp_path / "anna")
    dialog = open_play_online(qtbot, anna)
    type_into(dialog.create_name, "Anna")
    click(dialog.on_server)
    type_into(dialog.create_address, server.url)
    connect(dialog)
    lobby = lobby_of(qtbot, anna)
    session = anna.online.session
    qtbot.waitUntil(lambda: session.room is not None, timeout=WAIT)
    boris = RemoteSession(server.url, Request("join", {"code": session.code, "name": "Boris"}),
                          speed="fast")
    qtbot.waitUntil(lambda: session.room["seats"][1]["connected"], timeout=WAIT)
    click(lobby.start)
    table = table_of(qtbot, anna)
    table.resize(800, 600)
    qtbot.waitUntil(lambda: table.width() == 800 and session.decision_seat is not None,
                    timeout=WAIT)
    now = [0.0]
    session.decision.clock = lambda: now[0]
    if session.decision_seat == 0:   # Anna leads: her own seat wears her clock
        check_clock(qtbot, table, 0, now)
        now[0] = 0.0
        server.advance(30)            # her time is up: the server leads for her
        qtbot.waitUntil(lambda: session.decision_seat == 1, timeout=WAIT)
    check_clock(qtbot, table, 1, now)   # Boris's, on his seat at the top of the table
    boris.shutdown()
    anna.online.close()
