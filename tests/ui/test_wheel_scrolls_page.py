"""The mouse wheel over a dialog's scrolling page scrolls it; it changes a drop-down or
spin box only when that control has the focus."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PyQt6.QtCore import QPoint, QPointF, Qt
from PyQt6.QtGui import QWheelEvent
from PyQt6.QtWidgets import QApplication, QComboBox, QDialog, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.kit.screen_fit import ScrollingBody
from durak.ui.online.dialog import PlayOnlineDialog
from durak.ui.store.settings import Preferences

DIALOGS: dict[str, Callable[[], QDialog]] = {
    "settings": lambda: SettingsDialog(None, Preferences()),
    "online": lambda: PlayOnlineDialog(None, Preferences()),
}


def wheel_down(widget: QWidget) -> None:
    """One notch of the wheel, down, over the middle of ``widget``, as the window
    system delivers it: to the widget under the pointer."""
    local = QPointF(widget.rect().center())
    event = QWheelEvent(local, QPointF(widget.mapToGlobal(local.toPoint())),
                        QPoint(0, 0), QPoint(0, -120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                        False)
    QApplication.sendEvent(widget, event)


def value_of(control: QWidget) -> object:
    return control.currentIndex() if isinstance(control, QComboBox) \
        else control.value()   # type: ignore[attr-defined]


@pytest.mark.parametrize("kind", DIALOGS)
def test_the_wheel_scrolls_past_unfocused_controls(qtbot: QtBot, kind: str) -> None:
    dialog = DIALOGS[kind]()
    qtbot.addWidget(dialog)
    dialog.resize(dialog.width(), 260)   # short: the page scrolls
    dialog.show()
    qtbot.waitExposed(dialog)
    page = dialog.findChild(ScrollingBody)
    assert page is not None
    bar = page.verticalScrollBar()
    assert bar is not None and bar.maximum() > 0
    controls = [c for c in page.body.findChildren((QComboBox, QSpinBox))
                if c.isVisibleTo(dialog) and c.isEnabled()]
    assert controls
    for control in controls:
        before, scrolled = value_of(control), bar.value()
        bar.setValue(0)
        page.ensureWidgetVisible(control)
        scrolled = bar.value()
        wheel_down(control)
        assert value_of(control) == before, control.accessibleName() or control
        if scrolled < bar.maximum():
            assert bar.value() > scrolled


def test_a_focused_drop_down_takes_the_wheel(qtbot: QtBot) -> None:
    dialog = SettingsDialog(None, Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    combo = dialog.speed
    focused = QApplication.focusWidget() or dialog
    qtbot.keyClick(focused, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)   # "S&peed:"
    assert combo.hasFocus()
    before = combo.currentIndex()
    wheel_down(combo)
    assert combo.currentIndex() != before


def test_the_wheel_over_a_page_that_cannot_scroll_changes_nothing(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Six players: a drop-down per other seat, each with its list's scroll bars inside
    # the page. Just shown, the page cannot scroll yet, and the wheel goes on from it to
    # those scroll bars: it once came back to the page from there without end (a
    # RecursionError, seen in a real window), each turn one call deeper.
    deepest = [0, 0]   # calls of the page's filter now, and the most at once
    original = ScrollingBody.eventFilter

    def counted(self: ScrollingBody, watched: object, event: object) -> bool:
        deepest[0] += 1
        deepest[1] = max(deepest)
        try:
            return original(self, watched, event)  # type: ignore[arg-type]
        finally:
            deepest[0] -= 1
    monkeypatch.setattr(ScrollingBody, "eventFilter", counted)
    dialog = PlayOnlineDialog(None, Preferences(players=6))
    qtbot.addWidget(dialog)
    dialog.show()
    page = dialog.findChild(ScrollingBody)
    assert page is not None
    controls = [c for c in page.body.findChildren((QComboBox, QSpinBox))
                if c.isVisibleTo(dialog) and c.isEnabled()]
    assert len(controls) >= 6
    for control in controls:
        before = value_of(control)
        wheel_down(control)
        assert value_of(control) == before
    assert deepest[1] <= 2
