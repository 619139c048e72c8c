"""A game hosted in the app survives the app's crash: at the next start the app asks
"Resume hosting Anna's table?", hosts the room again from its data folder (on the same
port when it is free), takes the host's seat back, and the other player's app, which kept
trying, rejoins with only "Reconnected"; "No" forgets the table."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QMessageBox

from durak.lan import hosting as lan_hosting
from durak.ui.kit.i18n import tr
from durak.ui.main_window import MainWindow
from durak.ui.store.hosting import ROOMS_FILE, SEAT_FILE

from .test_online_play import (
    WAIT,
    click,
    connect,
    lobby_of,
    open_play_online,
    quick,  # noqa: F401  (a fixture)
    table_of,
    type_into,
    window,
)


def host_and_crash(qtbot, tmp_path) -> tuple[MainWindow, int, object]:
    """Anna hosts, Boris joins by the hosted address, Anna deals; then Anna's app dies
    (nothing of its closing runs: the server stops as a killed process's would, keeping
    its rooms).  Boris's window, the port, and Anna's hand before the crash."""
    anna = window(qtbot, tmp_path / "anna")
    boris = window(qtbot, tmp_path / "boris")
    dialog = open_play_online(qtbot, anna)
    assert dialog.host_here.isChecked()
    type_into(dialog.create_name, "Anna")
    connect(dialog)
    lobby = lobby_of(qtbot, anna)
    qtbot.waitUntil(lambda: bool(lobby.code.text()), timeout=WAIT)
    online = anna.online
    hosted = online.hosted
    code = lobby.code.text()
    dialog = open_play_online(qtbot, boris)
    QTest.keyClick(dialog.tabs.tabBar(), Qt.Key.Key_Right)
    type_into(dialog.join_name, "Boris")
    type_into(dialog.join_address, hosted.url)
    type_into(dialog.code, code)
    connect(dialog)
    lobby_of(qtbot, boris)
    qtbot.waitUntil(lambda: lobby.seats.count() == 2 and "Boris" in lobby.seats.item(1).text(),
                    timeout=WAIT)
    click(lobby.start)
    anna_table = table_of(qtbot, anna)
    table_of(qtbot, boris)
    hand = anna_table.session.view().hand
    assert (tmp_path / "anna" / SEAT_FILE).exists()
    assert lan_hosting.stored_tables(tmp_path / "anna" / ROOMS_FILE) == ["Anna"]
    # The crash: the server goes as it would with the process, the window without a word.
    hosted.stop(keep_rooms=True)
    online.hosted = None
    online.seat_file = None
    online.session.shutdown()
    anna.close()
    return boris, hosted.port, hand


def question(qtbot, main: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: isinstance(main.dialog, QMessageBox), timeout=WAIT)
    assert isinstance(main.dialog, QMessageBox)
    return main.dialog


def test_a_hosted_game_is_resumed_after_a_crash(qtbot, tmp_path, quick):  # noqa: F811
    boris, port, hand = host_and_crash(qtbot, tmp_path)
    boris_session = boris.online.session
    qtbot.waitUntil(lambda: boris_session.connection != "online", timeout=WAIT)
    again = window(qtbot, tmp_path / "anna")
    try:
        asked = question(qtbot, again)
        assert asked.text() == tr("Resume hosting {table}?").format(table="Anna's table")
        QTest.keyClick(QApplication.focusWidget() or asked, Qt.Key.Key_Return)
        table = table_of(qtbot, again)
        session = table.session
        assert again.online.hosted is not None and again.online.hosted.port == port
        qtbot.waitUntil(lambda: session.connection == "online", timeout=WAIT)
        assert set(session.view().hand) == set(hand) and session.seat == 0
        # Boris's app, which kept trying, is back at the same seat with one word.
        qtbot.waitUntil(lambda: boris_session.connection == "online", timeout=WAIT)
        boris_table = boris.online.window
        qtbot.waitUntil(lambda: boris_table.table.status.text == tr("Reconnected"),
                        timeout=WAIT)
        assert boris.online.question is None
        qtbot.waitUntil(lambda: session.room["seats"][1]["connected"], timeout=WAIT)
    finally:
        if boris.online is not None:
            boris.online.close()
        if again.online is not None:
            again.online.close()
    # Closed on purpose: nothing is offered at the next start.
    assert lan_hosting.stored_tables(tmp_path / "anna" / ROOMS_FILE) == []
    assert not (tmp_path / "anna" / SEAT_FILE).exists()


def test_no_forgets_the_hosted_table(qtbot, tmp_path, quick):  # noqa: F811
    boris, _port, _hand = host_and_crash(qtbot, tmp_path)
    try:
        again = window(qtbot, tmp_path / "anna")
        asked = question(qtbot, again)
        QTest.keyClick(QApplication.focusWidget() or asked, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: again.dialog is None)
        assert again.online is None and not again.session.paused
        assert not (tmp_path / "anna" / ROOMS_FILE).exists()
        assert not (tmp_path / "anna" / SEAT_FILE).exists()
        third = window(qtbot, tmp_path / "anna")
        qtbot.wait(100)
        assert third.dialog is None   # nothing offered any more
    finally:
        if boris.online is not None:
            boris.online.close()
