"""Two app windows play each other through a server on 127.0.0.1, by mouse and keyboard:
Menu -> Play online, a room, the lobby, the whole game, a dropped connection, a refusal,
and "Play again"; neither window ever shows a card its seat cannot see."""

from __future__ import annotations

import pathlib
import random

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from durak.engine import Card, View
from durak.server import room
from durak.ui.main_window import MainWindow, Overrides
from durak.ui.model import table_state
from durak.ui.online.dialog import PlayOnlineDialog
from durak.ui.online.lobby import LobbyDialog
from durak.ui.online.window import OnlineWindow
from durak.ui.sessions import remote as remote_session
from durak.ui.store.settings import SettingsStore

from .keyboard import activate
from .online_moves import (
    LEFT,
    NO_MOD,
    WAIT,
    double_click,
    move_once,
    synced,
    to_move,
    wait_for,
    where,
)
from .online_server import ThreadServer, thread_server
from .test_window_fit import within_screen


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setitem(table_state.PACE, "fast", (20, 30))
    monkeypatch.setattr(remote_session, "BACKOFF_MS", (0,))


@pytest.fixture
def known_deal(monkeypatch):
    """The room deals the same cards every run: cards on which a play that covers with a
    card another attack card needs, takes it back and forwards went round in circles."""
    monkeypatch.setattr(room, "_random", random.Random(4))


def window(qtbot, folder: pathlib.Path) -> MainWindow:
    folder.mkdir(exist_ok=True)
    made = MainWindow(Overrides(speed="fast", seed=1, players=2, deck=24),
                      store=SettingsStore(folder / "durak.ini"), folder=folder)
    qtbot.addWidget(made)
    made.resize(1000, 650)
    made.show()
    qtbot.waitExposed(made)
    return made


def click(widget: QWidget) -> None:
    QTest.mouseClick(widget, LEFT, NO_MOD, widget.rect().center())


def type_into(widget: QWidget, text: str) -> None:
    click(widget)
    QTest.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(widget, text)


def open_play_online(qtbot, main: MainWindow) -> PlayOnlineDialog:
    activate(qtbot, main)
    QTest.keyClick(QApplication.focusWidget() or main, Qt.Key.Key_M)
    qtbot.waitUntil(lambda: main.dialog is not None)
    click(main.dialog.buttons["online"])
    qtbot.waitUntil(lambda: isinstance(main.dialog, PlayOnlineDialog))
    assert isinstance(main.dialog, PlayOnlineDialog)
    return main.dialog


def connect(dialog: PlayOnlineDialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    click(buttons.button(QDialogButtonBox.StandardButton.Ok))


def lobby_of(qtbot, main: MainWindow) -> LobbyDialog:
    qtbot.waitUntil(lambda: main.online is not None and main.online.lobby.isVisible())
    return main.online.lobby


def table_of(qtbot, main: MainWindow) -> OnlineWindow:
    qtbot.waitUntil(lambda: main.online is not None and main.online.window is not None
                    and main.online.window.isVisible(), timeout=WAIT)
    return main.online.window


def seen_by(view: View) -> set[Card]:
    seen = set(view.hand) | set(view.discard) | {c for pair in view.table for c in pair if c}
    for cards in view.known:
        seen |= set(cards)
    if view.trump_card is not None:
        seen.add(view.trump_card)
    return seen


def watch_face_up(table: OnlineWindow, shown: list[str]) -> None:
    """After every update: no face-up card the seat cannot see (the durak's hand, all the
    unseen cards there are, is turned up once the game is over)."""
    session = table.session

    def check(*_args: object) -> None:
        view = session.view()
        if view.is_over:
            return
        face_up = {card for card, item in table.table.cards.items()
                   if item.isVisible() and item.face_up}
        assert face_up <= seen_by(view), face_up - seen_by(view)
    session.updated.connect(check)
    table.table.status_changed.connect(shown.append)


def key(table: OnlineWindow, pressed: Qt.Key) -> None:
    QTest.keyClick(QApplication.focusWidget() or table.view, pressed)


def stray_card(view: View) -> Card | None:
    """A card of the attacker's hand whose rank is not on the table: the server refuses it."""
    ranks = {c.rank for pair in view.table for c in pair if c}
    return next((c for c in view.hand if c.rank not in ranks), None)


def refuse_stray(qtbot, tables: list[OnlineWindow], table: OnlineWindow,
                 shown: list[str]) -> bool:
    """The attacker adds a card whose rank is not on the table (a double click); the server
    refuses it, the table says so and nothing changes.  False: he has no such card."""
    session = table.session
    view = session.view()
    stray = stray_card(view)
    if view.defender == view.player or not view.table or stray is None:
        return False
    activate(qtbot, table)
    before, said = session._seq, len(shown)
    double_click(qtbot, table, stray)
    wait_for(qtbot, lambda: any(str(stray) in text for text in shown[said:]),
             f"the refusal of {stray}", tables)
    wait_for(qtbot, lambda: synced(tables), "the state after the refusal", tables)
    assert session._seq == before and stray in session.view().hand
    if session.controls.selected:   # the double click's first click chose the card
        key(table, Qt.Key.Key_Down)
    return True


def test_two_windows_play_a_whole_game_online(qtbot, tmp_path, server: ThreadServer, quick,
                                              known_deal):
    anna = window(qtbot, tmp_path / "anna")
    boris = window(qtbot, tmp_path / "boris")
    # Anna opens a room on the server.
    dialog = open_play_online(qtbot, anna)
    type_into(dialog.create_name, "Anna")
    click(dialog.on_server)
    type_into(dialog.create_address, server.url)
    connect(dialog)
    lobby = lobby_of(qtbot, anna)
    qtbot.waitUntil(lambda: bool(lobby.code.text()))
    code = lobby.code.text()
    click(lobby.copy)
    assert QApplication.clipboard().text() == code
    # Boris joins with the invite code.
    dialog = open_play_online(qtbot, boris)
    click(dialog.tabs.tabBar())   # the first tab; the join tab by keyboard:
    QTest.keyClick(dialog.tabs.tabBar(), Qt.Key.Key_Right)
    assert dialog.tabs.currentIndex() == 1
    type_into(dialog.join_name, "Boris")
    type_into(dialog.join_address, server.url)
    type_into(dialog.code, code.lower())
    connect(dialog)
    boris_lobby = lobby_of(qtbot, boris)
    qtbot.waitUntil(lambda: lobby.seats.count() == 2 and "Boris" in lobby.seats.item(1).text())
    assert not boris_lobby.start.isVisible() and lobby.start.isVisible()
    click(lobby.start)
    tables = [table_of(qtbot, anna), table_of(qtbot, boris)]
    assert not lobby.isVisible() and not boris_lobby.isVisible()
    shown: list[list[str]] = [[], []]
    for table, texts in zip(tables, shown, strict=True):
        watch_face_up(table, texts)
    # The defender waiting for the first lead is told who leads, not "All covered".
    defending = next(t for t in tables if t.session.view().defender == t.session.seat)
    leader = "Anna" if defending is tables[1] else "Boris"
    assert defending.table.status_line().startswith(f"{leader} leads against you")
    # Ctrl+Z takes nothing back online, and says so.
    activate(qtbot, tables[1])
    QTest.keyClick(QApplication.focusWidget() or tables[1].view, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier)
    assert tables[1].table.status_line() == "An online game has no undo"
    assert tables[0].session.seat_name(1) == "Boris"
    assert tables[1].session.seat_name(0) == "Anna"
    refused = dropped = False
    boris_session = tables[1].session
    played: list[str] = []   # who did what, to say where a game that does not end went
    for turn in range(400):
        if all(t.session.view().is_over for t in tables):
            break
        wait_for(qtbot, lambda: to_move(tables) is not None
                 or (synced(tables) and all(t.session.view().is_over for t in tables)),
                 f"move {turn} (after {played[-3:]})", tables)
        table = to_move(tables)
        if table is None:
            continue
        if turn == 6 and not dropped:   # Boris's connection drops; he is back at once
            boris_session.socket.abort()
            wait_for(qtbot, lambda: boris_session.connection == "online", "the rejoin", tables)
            assert any("Connection lost" in text for text in shown[1])
            dropped = True
            continue
        texts = shown[tables.index(table)]
        if not refused and refuse_stray(qtbot, tables, table, texts):
            refused = True
            continue
        before = table.session._seq
        move = move_once(qtbot, table)
        played.append(f"{table.session.seat_name(table.session.seat)} {move}")
        assert table.session._seq > before, (
            f"{played[-1]} was not taken: {texts[-1:]}\n{where(tables)}")
    else:
        raise AssertionError(f"the game did not end in 400 moves; the last: {played[-8:]}"
                             f"\n{where(tables)}")
    assert dropped and refused
    qtbot.waitUntil(lambda: all(t.session.result is not None for t in tables), timeout=WAIT)
    results = [t.session.result for t in tables]
    assert results[0]["winners"] == results[1]["winners"]
    qtbot.waitUntil(lambda: tables[0].table.panel.isVisible())
    # Anna deals again in the same room: "Play again".
    assert tables[0].table.pause_button.text == "Play again"
    assert tables[1].table.pause_button.text == "Room"
    seq_before = tables[1].session.view().round_index
    activate(qtbot, tables[0])
    key(tables[0], Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not tables[1].session.view().is_over, timeout=WAIT)
    assert tables[1].session.view().round_index <= seq_before
    anna.online.close()
    boris.online.close()


def test_a_game_hosted_here_is_found_on_the_network_and_joined(qtbot, tmp_path, quick):
    anna = window(qtbot, tmp_path / "anna")
    boris = window(qtbot, tmp_path / "boris")
    dialog = open_play_online(qtbot, anna)
    assert dialog.host_here.isChecked()   # hosting is the first choice
    type_into(dialog.create_name, "Anna")
    connect(dialog)
    lobby = lobby_of(qtbot, anna)
    qtbot.waitUntil(lambda: bool(lobby.code.text()), timeout=WAIT)
    hosted = anna.online.hosted
    assert hosted is not None and anna.online.session.url == hosted.url
    assert lobby.address.text().startswith("Others join at ")
    assert lobby.address.text().endswith(f":{hosted.port}")
    try:
        dialog = open_play_online(qtbot, boris)
        QTest.keyClick(dialog.tabs.tabBar(), Qt.Key.Key_Right)
        qtbot.waitUntil(lambda: dialog.found.count() == 1
                        and dialog.found.item(0).text().startswith("Anna's table"),
                        timeout=WAIT)
        found = dialog.found
        QTest.mouseClick(found.viewport(), LEFT, NO_MOD,
                         found.visualItemRect(found.item(0)).center())
        assert dialog.join_address.text().endswith(f":{hosted.url.rsplit(':', 1)[1]}")
        type_into(dialog.join_name, "Boris")
        type_into(dialog.code, lobby.code.text())
        connect(dialog)
        lobby_of(qtbot, boris)
        qtbot.waitUntil(lambda: lobby.seats.count() == 2
                        and "Boris" in lobby.seats.item(1).text(), timeout=WAIT)
        click(lobby.start)
        tables = [table_of(qtbot, anna), table_of(qtbot, boris)]
        assert tables[1].session.seat_name(0) == "Anna"
    finally:
        boris.online.close()
        anna.online.close()
    assert anna.online is None and hosted.stop() is None   # stopped already: no error


def start_game(qtbot, anna: MainWindow, boris: MainWindow, url: str,
               players: int = 2) -> list[OnlineWindow]:
    """Anna opens a room of ``players`` at ``url`` (a bot in each seat after Boris's),
    Boris joins it, Anna deals: both tables."""
    dialog = open_play_online(qtbot, anna)
    type_into(dialog.create_name, "Anna")
    if players != 2:
        type_into(dialog.players, str(players))
    click(dialog.on_server)
    type_into(dialog.create_address, url)
    connect(dialog)
    lobby = lobby_of(qtbot, anna)
    qtbot.waitUntil(lambda: bool(lobby.code.text()), timeout=WAIT)
    dialog = open_play_online(qtbot, boris)
    QTest.keyClick(dialog.tabs.tabBar(), Qt.Key.Key_Right)
    type_into(dialog.join_name, "Boris")
    type_into(dialog.join_address, url)
    type_into(dialog.code, lobby.code.text())
    connect(dialog)
    lobby_of(qtbot, boris)
    qtbot.waitUntil(lambda: lobby.seats.count() == players
                    and "Boris" in lobby.seats.item(1).text(), timeout=WAIT)
    click(lobby.start)
    return [table_of(qtbot, anna), table_of(qtbot, boris)]


def test_a_restarted_server_ends_the_retries_and_leaving_closes_the_table(
        qtbot, tmp_path, quick):
    anna = window(qtbot, tmp_path / "anna")
    boris = window(qtbot, tmp_path / "boris")
    with thread_server() as first:
        tables = start_game(qtbot, anna, boris, first.url)
        port = int(first.url.rsplit(":", 1)[1])
        # The server dies with its rooms (a server stopped in order tells its players
        # room_closed first; a killed one cannot).
        assert first.app is not None
        first.call(first.app.rooms.clear)
    shown: list[str] = []
    tables[0].session.message.connect(shown.append)
    # The server comes back on the same port, knowing no room: the rejoin is refused.
    with thread_server(port) as second:
        for main in (anna, boris):
            session = main.online.session
            qtbot.waitUntil(lambda s=session: s.connection == "closed", timeout=WAIT)
        gone = "The room no longer exists on the server (it may have restarted)."
        session = tables[0].session
        assert gone in shown and session.status_text().startswith(gone)
        assert session.attempts > 0 and not session._retry.isActive()
        lobby = lobby_of(qtbot, anna)   # the room shows itself, saying why
        assert lobby.state.text() == gone
        seats = [lobby.seats.item(n).text() for n in range(lobby.seats.count())]
        assert seats and all(text.endswith("(disconnected)") for text in seats)
        assert session.seat_note(1) == "disconnected"
        assert lobby.leave.text() == "Back to the &menu"
        # Leaving closes the dead table too, and the menu's window has the focus again.
        table = tables[0]
        click(lobby.leave)
        qtbot.waitUntil(lambda: anna.online is None)
        assert not table.isVisible() and not lobby.isVisible()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is anna)
        # Boris goes back by keyboard.
        boris_lobby = lobby_of(qtbot, boris)
        activate_lobby = boris_lobby.windowHandle()
        activate_lobby.requestActivate()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is boris_lobby)
        boris_lobby.leave.setFocus()
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: boris.online is None)
        assert not tables[1].isVisible()
        qtbot.waitUntil(lambda: second.connections() == 0, timeout=WAIT)


def test_the_online_table_fits_a_small_screen(qtbot, tmp_path, server: ThreadServer, quick):
    # The offscreen screen (800x800) is narrower than the table's usual 1100x680.
    anna = window(qtbot, tmp_path / "anna")
    boris = window(qtbot, tmp_path / "boris")
    tables = start_game(qtbot, anna, boris, server.url)
    try:
        for table in tables:
            assert table.screen().availableGeometry().width() < 1100
            assert within_screen(table)
            assert table.width() >= 700   # as big as fits, not tiny
    finally:
        anna.online.close()
        boris.online.close()
