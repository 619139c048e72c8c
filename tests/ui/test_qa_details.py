"""Small things the table got wrong: the status line's room and what a key's notice
replaces, the colours in the rules, the speed's name, a dialog narrower than its title."""

from __future__ import annotations

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QWidget

from durak.engine import Action
from durak.ui.dialogs.help import help_html
from durak.ui.dialogs.menu import MenuDialog
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.kit import i18n
from durak.ui.kit.screen_fit import title_width
from durak.ui.model.table_state import HUMAN
from durak.ui.store.settings import Preferences

from .conftest import card_point, set_position, settle
from .keyboard import activate, press

K = Qt.Key
FORWARDING = "7D7C8H/7SQCKDAS8D KS 6C6D 1"      # seat 1 leads 7♠ against the human


def test_o_says_how_the_cards_are_sorted_without_losing_the_refusal(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, FORWARDING)
    assert window.session.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    activate(qtbot, window)
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, card_point(window, "8H"))
    press(qtbot, window, K.Key_Up)          # 8♥ cannot beat the trump 7♠: the engine says why
    refusal = window.table.status.text
    assert "8♥" in refusal
    press(qtbot, window, K.Key_O)
    line = window.table.status.text
    assert "sorted by rank" in line and line.endswith(refusal)
    window.table.clear_notice()             # the notice's time is up: the refusal is back
    assert window.table.status.text == refusal


def test_o_keeps_what_to_do_now_in_the_status_line(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, FORWARDING)
    assert window.session.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    activate(qtbot, window)
    hint = window.table.status.text
    assert hint == window.session.status_text()
    press(qtbot, window, K.Key_O)
    assert window.table.status.text.endswith(hint)


@pytest.mark.parametrize("size", [(800, 600), (1100, 680)])
def test_the_status_line_keeps_clear_of_the_seat_label(qtbot, make_window, size):
    window = make_window(players=3)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.view.viewport().width() < size[0] + 1)
    window.table.show_message("A long note that takes the status line's two lines " * 3)
    status = window.table.status
    box = status.mapRectToScene(status.boundingRect())
    label = window.table.layout.seats[HUMAN].label
    assert box.bottom() + 4 <= label.y


@pytest.mark.parametrize("language", ["en", "de", "fr", "ru"])
def test_every_role_colour_in_the_rules_is_drawn_as_a_coloured_mark(qapp, language):
    i18n.install(language)
    try:
        html = help_html()
    finally:
        i18n.install("en")
    for colour in ("#3fbf4f", "#e0453a", "#f0c93a"):   # green, red, yellow
        assert f'background-color:{colour}; color:#000000' in html


def test_the_settings_call_the_middle_speed_normal(qapp):
    parent = QWidget()
    dialog = SettingsDialog(parent, Preferences())
    assert dialog.speed.itemText(dialog.speed.findData("normal")) == "Normal"
    parent.deleteLater()


@pytest.mark.parametrize("language", ["en", "ru", "de"])
def test_the_menu_is_wide_enough_for_its_title(qtbot, language):
    i18n.install(language)
    parent = QWidget()
    try:
        menu = MenuDialog(parent, 3, 6)
        menu.show()
        qtbot.waitExposed(menu)
        assert menu.width() >= title_width(menu)
        assert QApplication.applicationDisplayName() in ("Durak", "Дурак")
        menu.close()
    finally:
        i18n.install("en")
        parent.deleteLater()
