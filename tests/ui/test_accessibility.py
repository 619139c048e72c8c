"""Keyboard focus on the table's buttons, what a screen reader hears, high contrast."""

from __future__ import annotations

from PyQt6.QtCore import Qt

from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.kit.theme import available_themes, load_theme
from durak.ui.store.settings import Preferences

from .conftest import heard, set_position


def defending(qtbot, make_window):
    """A table where the human defends, so every button is live."""
    from durak.engine import Action

    window = make_window(players=2)
    set_position(qtbot, window, "7S8D/9SQCKD KH 6C6D 1")
    window.session.apply(Action.parse("P1 attack 9S"))
    window.table.refresh_labels()
    return window


def test_tab_walks_the_buttons_and_enter_presses(qtbot, make_window):
    window = defending(qtbot, make_window)
    scene = window.table
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    assert scene.focused_button is scene.take_button
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    assert scene.focused_button is scene.pause_button
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.session.paused
    qtbot.keyClick(window.view, Qt.Key.Key_Space)   # space presses the focused button
    assert not window.session.paused
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    assert scene.focused_button is scene.menu_button
    qtbot.keyClick(window.view, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert scene.focused_button is scene.pause_button
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert scene.focused_button is None


def test_focused_button_draws_a_ring(qtbot, make_window):
    window = make_window(players=2)
    button = window.table.buttons[-1]   # Shift+Tab from nowhere: the last button (Hint)
    before = window.view.grab().toImage()
    window.table.focus_button(-1)
    assert button.focused
    window.view.viewport().repaint()
    after = window.view.grab().toImage()
    assert before != after


def test_the_table_describes_itself(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "7S8D/9SQCKD KH 6C6D 0")
    window.table.refresh_labels()
    name, text = heard(window)
    assert "Your lead" in text and "seven of spades" in text and "Trump: hearts" in text
    assert name == "Card table"


def test_high_contrast_theme(qtbot, make_window):
    assert "contrast" in available_themes()
    theme = load_theme("contrast")
    assert theme.name == "High contrast"
    assert theme.button.name() == "#ffd400" and theme.text.name() == "#ffffff"
    window = make_window(players=2)
    window.apply_prefs(Preferences(theme="contrast"))
    assert window.art.theme.key == "contrast"
    dialog = SettingsDialog(window, window.prefs)
    assert dialog.theme.findData("contrast") >= 0
    dialog.reject()


def test_dialog_buttons_take_keyboard_focus(qtbot, make_window):
    window = make_window(players=2)
    qtbot.keyClick(window.view, Qt.Key.Key_M)
    menu = window.dialog
    assert all(b.focusPolicy() & Qt.FocusPolicy.TabFocus for b in menu.buttons.values())
    menu.buttons["close"].setFocus()
    qtbot.keyClick(menu.buttons["close"], Qt.Key.Key_Space)
    assert window.dialog is None


def test_each_table_button_has_an_accessible_twin(qtbot, make_window):
    from PyQt6.QtTest import QTest

    window = defending(qtbot, make_window)
    twins = window.view.twins
    take = twins[window.table.take_button]
    assert take.accessibleName() == "Take cards" and take.isEnabled()
    assert twins[window.table.menu_button].accessibleName() == "Menu"
    drawn = window.view.mapFromScene(window.table.take_button.rect.center())
    assert take.geometry().contains(drawn)
    pause = twins[window.table.pause_button]
    QTest.mouseClick(pause, Qt.MouseButton.LeftButton)      # a real click lands on the twin
    assert window.session.paused
    assert pause.accessibleName() == "Continue"


def test_tab_gives_the_twin_focus_and_keys_come_back_to_the_table(qtbot, make_window):
    window = defending(qtbot, make_window)
    scene = window.table
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    take = window.view.twins[scene.take_button]
    assert window.focusWidget() is take
    qtbot.keyClick(take, Qt.Key.Key_Tab)                    # keys on a twin are table keys
    assert scene.focused_button is scene.pause_button
    assert window.focusWidget() is window.view.twins[scene.pause_button]
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Escape)
    assert scene.focused_button is None and window.focusWidget() is window.view


def test_tab_skips_a_disabled_button(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "7S8D/9SQCKD KH 6C6D 0")   # the human leads: nothing to take
    window.table.refresh_labels()
    assert not window.table.take_button.enabled
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    assert window.table.focused_button is window.table.pause_button
