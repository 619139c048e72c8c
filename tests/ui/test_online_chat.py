"""Two app windows talk through a server: in the room and at the table, by mouse, keyboard
and touch; game keys and chat keys never cross; mute, hide, the screen reader's news, and
a server without chat."""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer
from PyQt6.QtGui import QEventPoint, QMouseEvent, QTouchEvent
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication

from durak.protocol import messages as protocol_messages
from durak.ui.online.chat_panel import ChatPanel
from durak.ui.online.window import OnlineWindow

from .online_moves import WAIT, settled
from .online_server import ThreadServer
from .test_controls import LEFT, NO_MOD, TOUCH
from .test_online_play import (
    click,
    connect,
    lobby_of,
    open_play_online,
    quick,  # noqa: F401  (a fixture)
    start_game,
    type_into,
    window,
)


def shown(panel: ChatPanel) -> list[str]:
    return [panel.lines.item(row).text() for row in range(panel.lines.count())]


def key(pressed: Qt.Key, text: str = "") -> None:
    """A key to whatever has the focus."""
    widget = QApplication.focusWidget()
    assert widget is not None
    QTest.keyClick(widget, pressed)


def finger(button, kind: QEvent.Type) -> None:
    point = button.rect().center()
    mouse = QMouseEvent(QEvent.Type.MouseButtonPress, QPointF(point),
                        QPointF(button.mapToGlobal(point)), LEFT, LEFT, NO_MOD)
    QApplication.sendEvent(button, QTouchEvent(kind, TOUCH, NO_MOD,
                                               [QEventPoint(mouse.points()[0])]))


def tap_button(button) -> None:
    """A finger's tap on a button: a touch press and release on it."""
    finger(button, QEvent.Type.TouchBegin)
    finger(button, QEvent.Type.TouchEnd)


def tables(qtbot, tmp_path, server: ThreadServer) -> tuple[OnlineWindow, OnlineWindow]:
    anna = window(qtbot, tmp_path / "anna")
    boris = window(qtbot, tmp_path / "boris")
    return tuple(start_game(qtbot, anna, boris, server.url))  # type: ignore[return-value]


def test_two_tables_talk_by_keyboard_and_no_key_crosses(qtbot, tmp_path, server, quick):  # noqa: F811
    anna, boris = tables(qtbot, tmp_path, server)
    settled(qtbot, anna)
    anna.activateWindow()
    anna.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is anna.view)
    assert not anna.chat.line_open
    sound = anna.prefs.muted
    key(Qt.Key.Key_C)                                   # C opens the chat line
    assert anna.chat.line_open and QApplication.focusWidget() is anna.chat.entry
    QTest.keyClicks(anna.chat.entry, "so long sucker")   # S, O, L... are letters here
    assert anna.prefs.muted == sound                     # S did not toggle the sound
    assert anna.chat.entry.text() == "so long sucker"
    before = (anna.session._seq, anna.session.controls.selected)
    for arrow in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Space):
        key(arrow)                                       # no card is chosen or played
    assert (anna.session._seq, anna.session.controls.selected) == before
    assert anna.chat.entry.text() == "so long sucke r"   # Left and SPACE edited the line
    anna.chat.entry.setText("so long sucker")
    key(Qt.Key.Key_Return)                               # Enter sends and closes the line
    assert not anna.chat.line_open and QApplication.focusWidget() is anna.view
    qtbot.waitUntil(lambda: shown(boris.chat) == ["Anna: so long sucker"], timeout=WAIT)
    assert shown(anna.chat) == ["Anna: so long sucker"]
    # Screen readers hear the new line once, as the news label's name; the table's own
    # description is not read again for it.
    assert boris.chat.news.accessibleName() == "Anna says: so long sucker"
    # Escape leaves the line without sending; closed, the table's keys work again.
    key(Qt.Key.Key_C)
    QTest.keyClicks(anna.chat.entry, "never mind")
    key(Qt.Key.Key_Escape)
    assert not anna.chat.line_open and QApplication.focusWidget() is anna.view
    key(Qt.Key.Key_S)
    assert anna.prefs.muted != sound                     # S is the table's again
    qtbot.wait(50)
    assert shown(boris.chat) == ["Anna: so long sucker"]


def test_two_tables_talk_by_mouse_and_react_and_mute(qtbot, tmp_path, server, quick):  # noqa: F811
    anna, boris = tables(qtbot, tmp_path, server)
    click(boris.chat.open_button)
    assert boris.chat.line_open
    type_into(boris.chat.entry, "nice forward")
    boris.chat.entry.setCursorPosition(4)
    boris.chat.entry.insert("\u202e")   # a right-to-left override (QTest types no such key)
    click(boris.chat.send_button)
    qtbot.waitUntil(lambda: shown(anna.chat) == ["Boris: nice forward"], timeout=WAIT)
    click(anna.chat.open_button)
    click(anna.chat.reaction_buttons["take_them"])
    qtbot.waitUntil(lambda: shown(boris.chat)[-1:] == ["Anna: Take them!"], timeout=WAIT)
    # Boris mutes Anna: her lines go, now and to come; his own stay.
    actions = boris.chat.mute_menu.actions()
    assert [a.text() for a in actions] == ["Anna"]
    actions[0].setChecked(True)
    assert shown(boris.chat) == ["Boris: nice forward"]
    click(anna.chat.open_button)
    type_into(anna.chat.entry, "hello?")
    click(anna.chat.send_button)
    qtbot.waitUntil(lambda: shown(anna.chat)[-1:] == ["Anna: hello?"], timeout=WAIT)
    click(boris.chat.open_button)
    type_into(boris.chat.entry, "hm")
    click(boris.chat.send_button)   # after Anna's line: once his is back, hers was dropped
    qtbot.waitUntil(lambda: shown(boris.chat)[-1:] == ["Boris: hm"], timeout=WAIT)
    assert shown(boris.chat) == ["Boris: nice forward", "Boris: hm"]
    # Hiding the chat hides every line; showing it brings back what was not muted.
    click(anna.chat.hide_button)
    assert shown(anna.chat) == [] and not anna.chat.lines.isVisibleTo(anna)
    click(anna.chat.hide_button)
    assert shown(anna.chat)[-1] == "Boris: hm"


def test_the_room_has_the_chat_before_the_game(qtbot, tmp_path, server, quick):  # noqa: F811
    anna = window(qtbot, tmp_path / "anna")
    boris = window(qtbot, tmp_path / "boris")
    dialog = open_play_online(qtbot, anna)
    type_into(dialog.create_name, "Anna")
    click(dialog.on_server)
    type_into(dialog.create_address, server.url)
    connect(dialog)
    lobby = lobby_of(qtbot, anna)
    qtbot.waitUntil(lambda: bool(lobby.code.text()), timeout=WAIT)
    dialog = open_play_online(qtbot, boris)
    QTest.keyClick(dialog.tabs.tabBar(), Qt.Key.Key_Right)
    type_into(dialog.join_name, "Boris")
    type_into(dialog.join_address, server.url)
    type_into(dialog.code, lobby.code.text())
    connect(dialog)
    theirs = lobby_of(qtbot, boris)
    assert lobby.chat.line_open and theirs.chat.line_open   # always open in the room
    qtbot.waitUntil(lambda: "Boris" in lobby.seats.item(1).text(), timeout=WAIT)
    type_into(theirs.chat.entry, "ready when you are")
    QTest.keyClick(theirs.chat.entry, Qt.Key.Key_Return)   # not the room's default button
    qtbot.waitUntil(lambda: shown(lobby.chat) == ["Boris: ready when you are"], timeout=WAIT)
    assert anna.online is not None and anna.online.window is None   # no game was dealt
    # The room's reactions are a menu (the room fits a small screen): a click opens it, a
    # click on "Good luck" sends it.
    menu = lobby.chat.react_menu
    action = next(a for a in menu.actions() if a.text() == "Good luck")
    QTimer.singleShot(200, lambda: QTest.mouseClick(
        menu, LEFT, NO_MOD, menu.actionGeometry(action).center()))
    click(lobby.chat.react_button)
    qtbot.waitUntil(lambda: shown(theirs.chat)[-1:] == ["Anna: Good luck"], timeout=WAIT)
    mute_menu = theirs.chat.mute_menu
    seen: list[list[str]] = []

    def look() -> None:   # the menu runs its own loop: looked at and closed from inside
        if mute_menu.isVisible():
            seen.append([a.text() for a in mute_menu.actions()])
            mute_menu.close()
        else:
            QTimer.singleShot(50, look)

    QTimer.singleShot(50, look)
    tap_button(theirs.chat.mute_button)                  # a tap opens the mute menu
    qtbot.waitUntil(lambda: bool(seen), timeout=WAIT)
    assert seen == [["Anna"]]


def test_a_table_opens_the_chat_by_touch_at_its_top(qtbot, tmp_path, server, quick):  # noqa: F811
    anna, boris = tables(qtbot, tmp_path, server)
    tap_button(anna.chat.open_button)
    assert anna.chat.line_open
    # The line is at the top of the window, far from an on-screen keyboard's bottom half.
    top = anna.chat.entry.mapTo(anna, QPoint(0, 0)).y()
    assert top + anna.chat.entry.height() < anna.height() // 2
    anna.chat.entry.setText("tapped")
    tap_button(anna.chat.send_button)
    qtbot.waitUntil(lambda: shown(boris.chat) == ["Anna: tapped"], timeout=WAIT)


def test_a_server_without_chat_is_said_and_the_game_goes_on(
        qtbot, tmp_path, server, quick, monkeypatch):  # noqa: F811
    # A server of protocol version 3: the app falls back and offers no chat.
    monkeypatch.setattr(protocol_messages, "VERSIONS", (1, 2, 3))
    anna, _boris = tables(qtbot, tmp_path, server)
    assert anna.session.version == 3 and not anna.session.can_chat
    click(anna.chat.open_button)
    assert not anna.chat.entry.isEnabled()
    assert "no chat" in anna.chat.entry.placeholderText()
    assert not anna.session.say("hello") and not anna.session.react("oops")
