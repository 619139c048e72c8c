"""Keys and clicks the way a window receives them.

A key goes to whatever has the keyboard focus after the previous action (the table, a
table button, the window itself when nothing has it), never straight to the table widget;
a click lands on whatever widget is drawn at that point (a table button's accessible
twin, not the scene below it).
"""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QWidget

from durak.ui.main_window import MainWindow
from durak.ui.table.items import ButtonItem

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def activate(qtbot, window: MainWindow) -> None:
    """Make ``window`` the active window, as the user's desktop does when it opens."""
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def focus_target(window: MainWindow) -> QWidget:
    """Where a key goes now: the focus widget, else the active window."""
    return QApplication.focusWidget() or QApplication.activeWindow() or window


def assert_focus_sane(window: MainWindow) -> None:
    """The focus is on an enabled widget, and the focus ring only on an enabled button."""
    target = focus_target(window)
    assert target.isEnabled(), f"the keyboard focus is on a disabled {target.objectName()!r}"
    for button in window.table.buttons:
        assert not button.focused or button.enabled, f"focus ring on disabled {button.text!r}"


def press(qtbot, window: MainWindow, key: Qt.Key,
          mods: Qt.KeyboardModifier = NO_MOD) -> QWidget:
    """Press and release ``key`` on whatever has the focus; return that widget."""
    assert_focus_sane(window)
    target = focus_target(window)
    QTest.keyClick(target, key, mods)
    return target


def click_button(window: MainWindow, button: ButtonItem) -> QWidget:
    """Click a table button with the mouse where it is drawn; return the widget clicked."""
    view = window.view
    viewport = view.viewport()
    point = view.mapFromScene(button.mapRectToScene(button.rect).center())
    widget = viewport.childAt(point) or viewport
    QTest.mouseClick(widget, LEFT, NO_MOD, widget.mapFrom(viewport, point))
    return widget


def tab_to(qtbot, window: MainWindow, button: ButtonItem) -> None:
    """Press Tab until the focus ring is on ``button``."""
    for _ in range(len(window.table.buttons) + 1):
        if window.table.focused_button is button:
            return
        press(qtbot, window, Qt.Key.Key_Tab)
    assert window.table.focused_button is button, f"Tab never reached {button.text!r}"
