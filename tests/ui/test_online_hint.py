"""Hints online: only in a room whose creator allowed them (the create dialog's "Allow
hints", by keyboard or mouse), which the room tells everybody; there H, the Hint button
and a long press show the move ``hard`` would make, searched by the app itself from its
seat's view and events; elsewhere they say why there is none."""

from __future__ import annotations

import random

import pytest
from PyQt6.QtCore import QEvent, Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication

from durak.engine import Rules
from durak.protocol import messages as protocol_messages
from durak.server import room as room_module
from durak.ui.main_window import MainWindow
from durak.ui.online.window import OnlineWindow
from durak.ui.sessions.remote import RemoteSession, Request
from durak.ui.store.settings import Preferences
from durak.ui.table import hint as hint_module

from .keyboard import activate, click_button
from .online_moves import double_click, point_of, settled
from .online_server import ThreadServer
from .test_online_play import (  # noqa: F401  (quick: a fixture)
    WAIT,
    click,
    connect,
    lobby_of,
    open_play_online,
    quick,
    table_of,
    type_into,
)
from .test_online_variants import player_window
from .test_selection import touch

ALT = Qt.KeyboardModifier.AltModifier
NOT_ALLOWED = "This room does not allow hints: its creator decides when opening it"


@pytest.fixture(autouse=True)
def anna_leads(monkeypatch):
    """The server deals a game in which Anna (seat 0) leads: the hint is a card of hers."""
    monkeypatch.setattr(room_module, "_random", random.Random(0))
    monkeypatch.setattr(hint_module, "HINT_SECONDS", 0.2)


def key(pressed: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
        ) -> None:
    focused = QApplication.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, pressed, modifier)


def open_room(qtbot, main: MainWindow, url: str, hints: bool) -> OnlineWindow:
    """Anna opens a two-seat room, hints allowed or not, and deals (the stand-in bot
    plays the other person's seat, which nobody took)."""
    dialog = open_play_online(qtbot, main)
    activate(qtbot, dialog)
    type_into(dialog.create_name, "Anna")
    assert not dialog.allow_hints.isChecked()             # off unless the creator says so
    if hints:
        key(Qt.Key.Key_I, ALT)                            # "Allow h&ints"
        qtbot.waitUntil(dialog.allow_hints.isChecked)     # (a mnemonic clicks, animated)
        assert QApplication.focusWidget() is dialog.allow_hints
        click(dialog.allow_hints)                          # the mouse takes it back...
        assert not dialog.allow_hints.isChecked()
        key(Qt.Key.Key_Space)                              # ...and the keyboard again
        qtbot.waitUntil(dialog.allow_hints.isChecked)
    click(dialog.on_server)
    type_into(dialog.create_address, url)
    connect(dialog)
    lobby = lobby_of(qtbot, main)
    qtbot.waitUntil(lambda: main.online is not None and main.online.session.room is not None,
                    timeout=WAIT)
    expected = ("Hints are allowed in this room: H shows anyone the move the Hard bot would "
                "make in his place.") if hints else "No hints in this room."
    assert lobby.hints.isVisible() and lobby.hints.text() == expected
    click(lobby.start)
    table = table_of(qtbot, main)
    session = table.session
    qtbot.waitUntil(lambda: bool(session.legal()), timeout=WAIT)   # Anna leads
    settled(qtbot, table)
    activate(qtbot, table)
    return table


def test_a_room_that_allows_hints_shows_one_on_h_and_on_the_button(
        qtbot, tmp_path, server: ThreadServer, quick):  # noqa: F811
    main = player_window(qtbot, tmp_path / "anna", Preferences(players=2, rules=Rules(deck=24)))
    table = open_room(qtbot, main, server.url, hints=True)
    session, scene = table.session, table.table
    assert session.room is not None and session.room["hints"] is True
    assert scene.hint_button.isVisible() and scene.hint_button.enabled
    seq = session._seq
    key(Qt.Key.Key_H)
    qtbot.waitUntil(lambda: scene.hint is not None, timeout=WAIT)
    hint = scene.hint
    assert hint is not None
    view = session.view()
    assert hint.action in view.legal_actions and hint.cards   # a lead: card(s) of hers
    assert scene.hint_frames.cards == set(hint.cards)
    assert all(frame.isVisible() for frame in scene.hint_frames.frames.values())
    assert scene.status.text == hint.words()
    assert session._seq == seq                              # asked nobody: nothing was sent
    # A click on another card selects it; the hint stays (the table did not change).
    other = next(card for card in view.hand if card not in hint.cards)
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point_of(table, other))
    assert other in session.controls.selected and scene.hint is hint
    # The Hint button, clicked, asks again for the same table: the same cards are framed.
    click_button(table, scene.hint_button)
    qtbot.waitUntil(lambda: scene.hint is not None, timeout=WAIT)
    assert scene.hint.action in view.legal_actions and scene.hint_frames.cards
    # The Room button shows the room as it is now: the game is on, hints are allowed.
    click_button(table, scene.pause_button)
    lobby = main.online.lobby
    qtbot.waitUntil(lobby.isVisible)
    assert lobby.state.text() == "The game is on." and not lobby.start.isVisible()
    assert lobby.hints.text().startswith("Hints are allowed in this room")
    click(lobby.close_button)                                 # "Back to the table"
    qtbot.waitUntil(lambda: not lobby.isVisible())
    activate(qtbot, table)
    # Playing the hinted card changes the table: the hint goes.
    key(Qt.Key.Key_Escape)
    played = scene.hint.cards[0]
    double_click(qtbot, table, played)
    qtbot.waitUntil(lambda: played not in session.view().hand, timeout=WAIT)
    qtbot.waitUntil(lambda: scene.hint is None and not scene.hint_frames.cards)
    scene.shutdown()
    main.online.close()


def test_a_room_without_hints_says_why_on_h_and_on_a_long_press(
        qtbot, tmp_path, server: ThreadServer, quick):  # noqa: F811
    main = player_window(qtbot, tmp_path / "anna", Preferences(players=2, rules=Rules(deck=24)))
    table = open_room(qtbot, main, server.url, hints=False)
    session, scene = table.session, table.table
    assert session.room is not None and session.room["hints"] is None
    assert not scene.hint_button.isVisible() and not scene.hint_button.enabled
    assert not table.view.twins[scene.hint_button].isVisible()   # nor for screen readers
    key(Qt.Key.Key_H)
    assert scene.status.text == NOT_ALLOWED
    assert scene.hint is None and not scene.hint_frames.cards
    assert scene.hints.worker is None                     # no search was started
    card = session.view().hand[0]
    point = point_of(table, card)
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)   # a click between the keys
    assert card in session.controls.selected
    touch(table, QEvent.Type.TouchBegin, point)
    assert table.view.long_press.isActive()
    table.view.long_press.timeout.emit()                  # the finger is held still
    touch(table, QEvent.Type.TouchEnd, point)
    assert scene.status.text == NOT_ALLOWED
    assert scene.hint is None and not scene.hint_frames.cards and scene.hints.worker is None
    main.online.close()


def test_on_a_server_of_version_1_the_room_is_created_without_hints(
        qtbot, server: ThreadServer, monkeypatch):
    """An older server reads version 1 alone, which has no hints: the app asks again in
    version 1 without them, and the room it gets allows none."""
    monkeypatch.setattr(protocol_messages, "VERSIONS", (1,))
    session = RemoteSession(server.url, Request("create", {
        "name": "Anna", "seats": ["human", "random"], "rules": {"deck": 24}, "hints": True}))
    qtbot.waitUntil(lambda: session.room is not None, timeout=WAIT)
    assert session.version == 1 and session.room is not None
    assert session.room["hints"] is None and not session.can_hint()
    assert not server.call(lambda: [room.hints for room in server.app.rooms.values()])[0]
    session.shutdown()
