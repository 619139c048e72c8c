"""The rule variants in the settings dialog, the settings file and the help text."""

from __future__ import annotations

from dataclasses import replace

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QTextBrowser

from durak.engine import PRESETS, Rules
from durak.ui.dialogs.help import HelpDialog
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.store.settings import Preferences, SettingsStore


def open_menu_entry(qtbot, window, key: str):
    qtbot.keyClick(window.view, Qt.Key.Key_M)
    menu = window.dialog
    QTest.mouseClick(menu.buttons[key], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog is not menu)
    return window.dialog


def test_variants_are_switched_in_the_dialog_saved_and_dealt_with(qtbot, make_window, tmp_path):
    window = make_window(players=3)
    dialog = open_menu_entry(qtbot, window, "settings")
    assert isinstance(dialog, SettingsDialog)
    assert not any(check.isChecked() for check in dialog.variants.values())
    same_count = dialog.variants["forward_same_count"]
    assert same_count.toolTip().startswith("To forward, the defender lays as many")
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    QTest.mouseClick(same_count, Qt.MouseButton.LeftButton)
    assert QApplication.focusWidget() is same_count
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)      # to the next switch
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.variants["take_when_beaten"]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert same_count.isChecked() and dialog.variants["take_when_beaten"].isChecked()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)   # the default button: OK
    qtbot.waitUntil(lambda: window.dialog is None)
    rules = window.prefs.rules
    assert (rules.forward_same_count, rules.take_when_beaten, rules.add_after_cover) == (
        True, True, False)
    assert SettingsStore(tmp_path / "durak.ini").load().rules == rules
    assert rules.throw_in_unlimited is False
    window.new_game(3)
    assert window.session.game.rules == rules


def test_help_lists_the_variants_of_the_game_in_force(qtbot, make_window, tmp_path):
    plain = HelpDialog(None, Rules())
    qtbot.addWidget(plain)
    assert "Variants in this game" not in plain.findChild(QTextBrowser).toPlainText()
    SettingsStore(tmp_path / "durak.ini").save(Preferences(rules=Rules(add_after_cover=True)))
    window = make_window(players=2)
    dialog = open_menu_entry(qtbot, window, "help")
    text = dialog.findChild(QTextBrowser).toPlainText()
    assert "Variants in this game" in text
    assert "Add only after the first cover" in text and "Same-count" not in text
    assert text.index("Variants in this game") < text.index("Keyboard")


def test_unlimited_throw_in_is_offered_only_with_throwing_in(qtbot):
    dialog = SettingsDialog(None, Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    unlimited = dialog.variants["throw_in_unlimited"]
    assert not unlimited.isEnabled()
    QTest.mouseClick(dialog.throw_in, Qt.MouseButton.LeftButton)
    assert unlimited.isEnabled()
    QTest.mouseClick(unlimited, Qt.MouseButton.LeftButton)
    rules = dialog.result_prefs().rules
    assert rules.throw_in_after_take and rules.throw_in_unlimited
    QTest.mouseClick(dialog.throw_in, Qt.MouseButton.LeftButton)   # off again: both off
    assert not unlimited.isEnabled()
    rules = dialog.result_prefs().rules
    assert not rules.throw_in_after_take and not rules.throw_in_unlimited


def test_a_preset_sets_every_rule_and_any_change_shows_custom(qtbot):
    dialog = SettingsDialog(None, Preferences(rules=Rules(window_seconds=3.0)))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert dialog.preset.currentData() == "Original"   # the window's length is no rule
    dialog.preset.setFocus()
    while dialog.preset.currentData() != "Podkidnoy for 52 cards":
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    rules = dialog.result_prefs().rules
    assert rules == Rules(deck=52, forwarding=False, reinforce="all", attack_limit=6,
                          first_bout_limit=5, throw_in_after_take=True, window_seconds=3.0)
    QTest.mouseClick(dialog.variants["add_after_cover"], Qt.MouseButton.LeftButton)
    assert dialog.preset.currentData() == ""
    assert dialog.preset.currentText() == "Custom"
    QTest.mouseClick(dialog.variants["add_after_cover"], Qt.MouseButton.LeftButton)
    assert dialog.preset.currentData() == "Podkidnoy for 52 cards"
    dialog.preset.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Up)
    assert dialog.preset.currentData() == "Transfer"
    assert dialog.result_prefs().rules == replace(PRESETS["Transfer"], window_seconds=3.0)


def test_the_classic_adding_order_is_a_switch_too(qtbot):
    dialog = SettingsDialog(None, Preferences(rules=Rules(adding_order="clockwise")))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    switch = dialog.variants["adding_order"]
    assert switch.isChecked() and dialog.preset.currentData() == ""
    QTest.mouseClick(switch, Qt.MouseButton.LeftButton)
    assert dialog.result_prefs().rules.adding_order == "simultaneous"
    assert dialog.preset.currentData() == "Original"
    QTest.mouseClick(switch, Qt.MouseButton.LeftButton)
    assert dialog.result_prefs().rules.adding_order == "clockwise"
