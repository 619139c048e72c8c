"""The status line says what is true now: no offer to add without a card that fits, and
the result once the game is over, not the news of its last move."""

from __future__ import annotations

from durak.engine import Action, Card
from durak.ui.kit import i18n
from durak.ui.words.table_text import place_note

from .conftest import set_position, settle

C = Card.parse


def bots_wait(window) -> None:
    window.session.bots = {}
    window.session.auto_pass = False


def test_no_offer_to_add_when_no_card_can_be_added(qtbot, make_window):
    window = make_window(players=3)
    set_position(qtbot, window, "7S8D/9S9D9H6C/7CJC KH 6D6H 0")
    bots_wait(window)
    assert window.session.apply(Action.attack(0, "7S"))
    settle(qtbot, window)
    assert window.table.status.text == "Player 1 defends; none of your cards can be added"
    set_position(qtbot, window, "7S7D8C/9S9D9H6C/7CJC KH 6D6H 0")
    bots_wait(window)
    assert window.session.apply(Action.attack(0, "7S"))
    settle(qtbot, window)
    assert window.table.status.text == "You may add cards while Player 1 defends"


def test_the_status_line_says_the_result_once_the_game_is_over(qtbot, make_window):
    window = make_window(players=3)
    # You lead your last card; Player 2 covers it, goes out too; Player 3 is the durak.
    set_position(qtbot, window, "AD/7C/8C9S C - 0")
    assert window.session.apply(Action.attack(0, "AD"))
    qtbot.waitUntil(lambda: window.session.view().is_over, timeout=10_000)
    settle(qtbot, window)
    status = window.table.status.text
    assert status.startswith("You won! — Game over"), status
    assert "is out" not in status


def test_german_says_out_as_the_table_does(qtbot, make_window):
    window = make_window(players=3)
    set_position(qtbot, window, "AD/7C/8C9S C - 0")
    assert window.session.apply(Action.attack(0, "AD"))
    qtbot.waitUntil(lambda: window.session.view().is_over, timeout=10_000)
    i18n.install("de")
    try:
        assert place_note(window.session.view(), 0) == "raus, Platz 1"
    finally:
        i18n.install("en")


def test_type_your_name_goes_once_a_name_is_typed(qtbot):
    from PyQt6.QtCore import Qt
    from PyQt6.QtTest import QTest
    from PyQt6.QtWidgets import QDialogButtonBox

    from durak.ui.online.dialog import PlayOnlineDialog
    from durak.ui.store.settings import Preferences

    dialog = PlayOnlineDialog(None, Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.tabs.setCurrentIndex(1)     # join: a name, an address and a code to type
    buttons = dialog.findChild(QDialogButtonBox)
    buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.problem.text() == "Type your name"
    dialog.join_name.setFocus()
    QTest.keyClicks(dialog.join_name, "Anna")
    assert dialog.problem.text() == "Type the server's address, e.g. 192.168.1.20:8765"
    QTest.keyClicks(dialog.join_address, "127.0.0.1")
    QTest.keyClicks(dialog.code, "AB12")
    assert dialog.problem.text() == ""
    QTest.keyClick(dialog.join_name, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(dialog.join_name, Qt.Key.Key_Delete)
    assert dialog.problem.text() == ""   # said again only when Connect is pressed
