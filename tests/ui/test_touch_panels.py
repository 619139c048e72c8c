"""A touch player's menu and questions: once the last press was a finger's (or in full
screen) they open as panels inside the table, with finger-sized targets; Settings and the
rules help scroll by finger with larger rows."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QAbstractScrollArea, QMessageBox, QPushButton, QScroller

from durak.ui.dialogs.menu import MenuDialog
from durak.ui.kit.panels import FINGER_MM, finger_pixels

from .test_controls import tap

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def tap_button(window, button) -> None:
    tap(window, window.view.mapFromScene(button.rect.center()))


def inside(window, dialog) -> bool:
    return (not dialog.isWindow() and dialog.parentWidget() is window
            and window.rect().contains(dialog.geometry()))


def test_after_a_tap_the_menu_is_a_panel_in_the_table(qtbot, make_window):
    window = make_window(players=2)
    tap_button(window, window.table.menu_button)
    qtbot.waitUntil(lambda: isinstance(window.dialog, MenuDialog))
    menu = window.dialog
    qtbot.waitUntil(lambda: menu.isVisible() and inside(window, menu))
    size = finger_pixels(window)
    assert size >= 34 and FINGER_MM == 9.0
    assert all(b.height() >= size for b in menu.findChildren(QPushButton) if b.isVisible())
    backdrop = window.findChild(type(window.view.viewport()), "panel-backdrop")
    assert backdrop is not None and backdrop.isVisible()
    QTest.mouseClick(menu.buttons["close"], LEFT)
    qtbot.waitUntil(lambda: window.dialog is None)
    assert not backdrop.isVisible()


def test_a_mouse_click_brings_the_windows_back(qtbot, make_window):
    window = make_window(players=2)
    tap_button(window, window.table.pause_button)
    assert window.view.touch_last
    viewport = window.view.viewport()
    QTest.mouseClick(viewport, LEFT, NO_MOD,
                     window.view.mapFromScene(window.table.pause_button.rect.center()))
    assert not window.view.touch_last
    window.open_menu()
    assert window.dialog.isWindow()
    window.dialog.reject()


def test_a_question_after_a_tap_is_a_panel_too(qtbot, make_window):
    window = make_window(players=2)
    tap_button(window, window.table.pause_button)
    answers = []
    window.ask("Abandon this game?", answers.append, default_yes=False)
    box = window.dialog
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(lambda: box.isVisible() and inside(window, box))
    yes = box.button(QMessageBox.StandardButton.Yes)
    assert yes.height() >= finger_pixels(window)
    QTest.mouseClick(yes, LEFT)
    assert answers == [True]


def grabbed(dialog) -> list[bool]:
    """For each scrolling area of ``dialog``: whether a finger's drag scrolls it."""
    return [QScroller.grabbedGesture(area.viewport()) != Qt.GestureType(0)
            for area in dialog.findChildren(QAbstractScrollArea)]


def test_settings_and_the_rules_help_scroll_by_finger(qtbot, make_window):
    from durak.ui.dialogs.help import HelpDialog

    window = make_window(players=2)
    tap_button(window, window.table.pause_button)
    window.open_settings()
    settings = window.dialog
    assert grabbed(settings) and all(grabbed(settings))
    assert "min-height" in settings.styleSheet()   # larger rows for a finger
    settings.reject()
    qtbot.waitUntil(lambda: window.dialog is None)
    window._show(HelpDialog(window))
    help_dialog = window.dialog
    assert grabbed(help_dialog) and all(grabbed(help_dialog))
    help_dialog.reject()


def test_full_screen_menu_is_a_panel(qtbot, make_window):
    window = make_window(players=2)
    window.showFullScreen()
    qtbot.waitUntil(window.isFullScreen)
    window.open_menu()
    menu = window.dialog
    qtbot.waitUntil(lambda: menu.isVisible() and inside(window, menu))
    menu.reject()
    qtbot.waitUntil(lambda: window.dialog is None)
