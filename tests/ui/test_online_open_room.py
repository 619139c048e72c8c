"""A room hosted here and open to this network: the join list shows its players and free
seats, and a click (or Enter) on it joins without typing a code; a room with a password
still asks for it.  Zeroconf runs on the loopback only (tests/conftest.py)."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest

from .online_moves import WAIT
from .test_online_play import (
    LEFT,
    NO_MOD,
    click,
    connect,
    lobby_of,
    open_play_online,
    quick,  # noqa: F401  (a fixture)
    type_into,
    window,
)


def host_open_room(qtbot, anna, password: str = ""):
    dialog = open_play_online(qtbot, anna)
    type_into(dialog.create_name, "Anna")
    if password:
        type_into(dialog.create_password, password)
    assert dialog.open_room.isEnabled() and not dialog.open_room.isChecked()
    click(dialog.open_room)
    connect(dialog)
    lobby = lobby_of(qtbot, anna)
    qtbot.waitUntil(lambda: bool(lobby.code.text()), timeout=WAIT)
    return lobby


def open_entry(qtbot, boris):
    dialog = open_play_online(qtbot, boris)
    QTest.keyClick(dialog.tabs.tabBar(), Qt.Key.Key_Right)
    type_into(dialog.join_name, "Boris")
    qtbot.waitUntil(lambda: dialog.found.count() == 1
                    and "open room" in dialog.found.item(0).text(), timeout=WAIT)
    return dialog


def click_entry(dialog) -> None:
    found = dialog.found
    QTest.mouseClick(found.viewport(), LEFT, NO_MOD,
                     found.visualItemRect(found.item(0)).center())


def test_an_open_room_is_joined_with_one_click(qtbot, tmp_path, quick):  # noqa: F811
    anna = window(qtbot, tmp_path / "anna")
    boris = window(qtbot, tmp_path / "boris")
    lobby = host_open_room(qtbot, anna)
    try:
        dialog = open_entry(qtbot, boris)
        text = dialog.found.item(0).text()
        assert text.startswith("Anna's table") and "free seats: 1" in text
        assert "seated: Anna" in text and "password" not in text
        assert dialog.code.text() == ""
        click_entry(dialog)                       # no code typed: the click joins
        lobby_of(qtbot, boris)
        qtbot.waitUntil(lambda: lobby.seats.count() == 2
                        and "Boris" in lobby.seats.item(1).text(), timeout=WAIT)
        assert boris.online.session.code == anna.online.session.code
    finally:
        if boris.online is not None:
            boris.online.close()
        anna.online.close()


def test_an_open_room_with_a_password_asks_for_it(qtbot, tmp_path, quick):  # noqa: F811
    anna = window(qtbot, tmp_path / "anna")
    boris = window(qtbot, tmp_path / "boris")
    lobby = host_open_room(qtbot, anna, password="spring")
    try:
        dialog = open_entry(qtbot, boris)
        assert "(password)" in dialog.found.item(0).text()
        click_entry(dialog)
        assert "password" in dialog.problem.text() and dialog.isVisible()
        assert boris.online is None
        QTest.keyClicks(dialog.join_password, "spring")   # the focus is there
        click_entry(dialog)
        lobby_of(qtbot, boris)
        qtbot.waitUntil(lambda: lobby.seats.count() == 2
                        and "Boris" in lobby.seats.item(1).text(), timeout=WAIT)
    finally:
        if boris.online is not None:
            boris.online.close()
        anna.online.close()
