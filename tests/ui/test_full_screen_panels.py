"""Full screen, or once the last press was a finger's: Score, Statistics, Settings, the
rules help, "Watch a replay", About and "Play online" open as panels inside the table (a
title, a close button, finger-sized targets, scrolling by finger), which take the keys
while they are open and give them back to the table; in a window they stay windows of
their own."""

from __future__ import annotations

import pytest
from PyQt6.QtCore import QPoint, Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QMessageBox,
    QPushButton,
    QScroller,
    QSlider,
    QTabBar,
    QWidget,
)

from durak.ui.dialogs.help import HelpDialog
from durak.ui.dialogs.menu import MenuDialog
from durak.ui.dialogs.score import ScoreDialog
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.dialogs.statistics import StatisticsDialog
from durak.ui.dialogs.watch import WatchReplayDialog
from durak.ui.kit.panels import FINGER_MM, finger_pixels, is_panel
from durak.ui.kit.screen_fit import ScrollingBody
from durak.ui.online.dialog import PlayOnlineDialog
from durak.ui.store.settings import Preferences

from .keyboard import activate, focus_target, press
from .test_controls import tap

K = Qt.Key
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
ALT = Qt.KeyboardModifier.AltModifier

# The menu's choice, and the dialog it opens.
CHOICES = {"score": ScoreDialog, "statistics": StatisticsDialog, "settings": SettingsDialog,
           "help": HelpDialog, "watch_replay": WatchReplayDialog, "about": None,
           "online": PlayOnlineDialog}


def full_screen(qtbot, window) -> None:
    window.showFullScreen()
    qtbot.waitUntil(window.isFullScreen)
    activate(qtbot, window)


def touched(qtbot, window) -> None:
    """The last press was a finger's (a tap on the pause button, twice: paused again)."""
    for _ in range(2):
        tap(window, window.view.mapFromScene(window.table.pause_button.rect.center()))
    assert window.view.touch_last and not window.isFullScreen()
    activate(qtbot, window)


MODES = {"full screen": full_screen, "touch": touched}


def choose(qtbot, window, key: str) -> QWidget:
    """Open the menu and click ``key`` in it; the dialog it opened."""
    window.open_menu()
    menu = window.dialog
    assert isinstance(menu, MenuDialog)
    qtbot.waitUntil(menu.isVisible)
    QTest.mouseClick(menu.buttons[key], LEFT)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog is not menu)
    dialog = window.dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def on_text(box: QCheckBox) -> QPoint:
    """A point on a check box's text (its row may be wider than the text)."""
    return QPoint(box.fontMetrics().horizontalAdvance(box.text()) // 4 + 24,
                  box.height() // 2)


def inside(window, dialog) -> bool:
    return (not dialog.isWindow() and dialog.parentWidget() is window
            and window.rect().contains(dialog.geometry()))


def backdrops(window) -> list[QWidget]:
    """The dimmed layers shown between the table and its panels."""
    return [w for w in window.findChildren(QWidget, "panel-backdrop") if w.isVisible()]


def physical_mm(widget: QWidget, pixels: int) -> float:
    screen = widget.screen()
    return pixels / (screen.physicalDotsPerInch() / 25.4 / max(1.0, screen.devicePixelRatio()))


def targets(dialog: QWidget) -> list[QWidget]:
    """What a finger presses in ``dialog``: its buttons, boxes and spin boxes."""
    return [w for w in dialog.findChildren(QWidget)
            if isinstance(w, QAbstractButton | QComboBox | QAbstractSpinBox | QSlider)
            and w.isVisible()]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("key", CHOICES)
def test_each_opens_as_a_panel_in_the_table(qtbot, make_window, mode, key):
    window = make_window(players=2)
    MODES[mode](qtbot, window)
    dialog = choose(qtbot, window, key)
    if CHOICES[key] is not None:
        assert isinstance(dialog, CHOICES[key])
    qtbot.waitUntil(lambda: inside(window, dialog))
    assert is_panel(dialog)
    assert not any(w.isWindow() and w.isVisible() and w is not window
                   for w in QApplication.topLevelWidgets())
    assert len(backdrops(window)) == 1
    # A title where the title bar was, and a close button beside it.
    title = dialog.findChild(QWidget, "panel-title")
    assert title is not None and title.text() == dialog.windowTitle()
    close = dialog.findChild(QPushButton, "panel-close")
    assert close is not None and close.accessibleName()
    # Finger-sized: at least 9 mm on this screen (less half a pixel of rounding).
    size = finger_pixels(window)
    assert physical_mm(window, size) >= FINGER_MM - physical_mm(window, 1) / 2 or size == 34
    small = [(w.objectName() or type(w).__name__, w.height())
             for w in targets(dialog) if w.height() < size]
    assert not small, small
    tabs = [bar.tabRect(i).height() for bar in dialog.findChildren(QTabBar)
            if bar.isVisible() for i in range(bar.count())]
    assert all(height >= size for height in tabs), tabs
    # Long pages scroll by finger.
    for area in dialog.findChildren(QAbstractScrollArea):
        assert QScroller.grabbedGesture(area.viewport()) != Qt.GestureType(0)
    # The keys are the panel's; Escape closes it and gives them back to the table.
    panel_focus = focus_target(window)
    assert dialog.isAncestorOf(panel_focus)
    press(qtbot, window, K.Key_Escape)
    qtbot.waitUntil(lambda: window.dialog is None)
    assert not dialog.isVisible() and not backdrops(window)
    assert focus_target(window) is window.view
    assert window.isFullScreen() == (mode == "full screen")   # Escape left the panel only


@pytest.mark.parametrize("key", CHOICES)
def test_in_a_window_they_stay_windows(qtbot, make_window, key):
    window = make_window(players=2)
    assert not window.wants_panels()
    dialog = choose(qtbot, window, key)
    assert dialog.isWindow() and not is_panel(dialog)
    assert dialog.findChild(QWidget, "panel-close") is None
    dialog.reject()
    qtbot.waitUntil(lambda: window.dialog is None)


def test_the_close_button_closes_the_panel(qtbot, make_window):
    window = make_window(players=2)
    MODES["touch"](qtbot, window)
    dialog = choose(qtbot, window, "help")
    QTest.mouseClick(dialog.findChild(QPushButton, "panel-close"), LEFT)
    qtbot.waitUntil(lambda: window.dialog is None)
    assert not dialog.isVisible()


def test_the_score_asks_its_question_as_a_panel_too(qtbot, make_window):
    window = make_window(players=2)
    full_screen(qtbot, window)
    score = choose(qtbot, window, "score")
    QTest.mouseClick(score.reset_button, LEFT)
    box = score.question
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(lambda: box.isVisible() and inside(window, box))
    assert box.isAncestorOf(focus_target(window))
    press(qtbot, window, K.Key_Escape)   # "No": the score stays open, with the keys
    qtbot.waitUntil(lambda: not box.isVisible())
    assert window.dialog is score and score.isVisible()
    assert score.isAncestorOf(focus_target(window))


def test_tab_goes_round_the_panel_and_never_reaches_the_table(qtbot, make_window):
    window = make_window(players=2)
    full_screen(qtbot, window)
    activate(qtbot, window)
    dialog = choose(qtbot, window, "watch_replay")
    seen = set()
    for _ in range(8):
        target = press(qtbot, window, K.Key_Tab)
        assert dialog.isAncestorOf(target)
        seen.add(focus_target(window))
    assert all(dialog.isAncestorOf(w) for w in seen) and len(seen) >= 2
    for _ in range(8):
        press(qtbot, window, K.Key_Backtab)
        assert dialog.isAncestorOf(focus_target(window))
    # A key sent to the table while the panel is open goes to the panel instead.
    muted = window.prefs.muted
    window.view.setFocus()
    press(qtbot, window, K.Key_S)   # the table's "sound off / on"
    assert window.prefs.muted == muted
    assert dialog.isAncestorOf(focus_target(window))
    press(qtbot, window, K.Key_Escape)
    qtbot.waitUntil(lambda: window.dialog is None)


def test_settings_by_keyboard_in_full_screen(qtbot, make_window):
    """M, the menu's Settings by its key, a click on a switch, Enter saves: back at the
    table, whose keys work again."""
    window = make_window(players=2)
    full_screen(qtbot, window)
    activate(qtbot, window)
    window.view.setFocus()
    dim = window.prefs.dim_unplayable
    press(qtbot, window, K.Key_M)
    menu = window.dialog
    assert isinstance(menu, MenuDialog) and inside(window, menu)
    assert menu.isAncestorOf(focus_target(window))
    press(qtbot, window, K.Key_E, ALT)   # S&ettings
    qtbot.waitUntil(lambda: isinstance(window.dialog, SettingsDialog))
    settings = window.dialog
    qtbot.waitUntil(lambda: settings.isVisible() and inside(window, settings))
    assert settings.isAncestorOf(focus_target(window))
    press(qtbot, window, K.Key_Tab)
    assert settings.isAncestorOf(focus_target(window))
    switch = settings.dim_unplayable
    QTest.mouseClick(switch, LEFT, NO_MOD, on_text(switch))   # the click between keys
    assert focus_target(window) is switch and switch.isChecked() != dim
    press(qtbot, window, K.Key_Space)   # and back, by key
    press(qtbot, window, K.Key_Space)
    assert switch.isChecked() != dim
    muted = window.prefs.muted
    press(qtbot, window, K.Key_S)        # not the table's sound key while Settings is open
    assert settings.isVisible() and window.prefs.dim_unplayable == dim
    assert window.prefs.muted == muted
    press(qtbot, window, K.Key_Return)   # OK
    qtbot.waitUntil(lambda: window.dialog is None)
    assert window.prefs.dim_unplayable != dim
    assert window.store.load().dim_unplayable != dim
    assert focus_target(window) is window.view and window.isFullScreen()
    press(qtbot, window, K.Key_S)        # the table has its keys again
    assert window.prefs.muted != muted


def test_settings_by_finger_save_with_a_tap_on_ok(qtbot, make_window):
    window = make_window(players=2)
    touched(qtbot, window)
    settings = choose(qtbot, window, "settings")
    assert inside(window, settings)
    reduce = settings.reduce_motion
    assert isinstance(reduce, QCheckBox) and reduce.height() >= finger_pixels(window)
    before = reduce.isChecked()
    QTest.mouseClick(reduce, LEFT, NO_MOD, on_text(reduce))
    ok = next(b for b in settings.findChildren(QPushButton) if b.isDefault())
    QTest.mouseClick(ok, LEFT)
    qtbot.waitUntil(lambda: window.dialog is None)
    assert window.prefs.reduce_motion != before


def test_on_a_small_table_the_panel_fits_and_tab_scrolls_to_each_control(qtbot):
    """A table smaller than the menu (800x600 at twice the scale is 400x300): the panel
    stays inside it, its content scrolls, and Tab brings each control into view."""
    from PyQt6.QtWidgets import QMainWindow, QScrollArea

    from durak.ui.kit.panels import as_panel

    host = QMainWindow()
    qtbot.addWidget(host)
    host.resize(400, 300)
    host.show()
    qtbot.waitExposed(host)
    menu = as_panel(MenuDialog(host, 3, 6), host)
    menu.open()
    qtbot.waitUntil(lambda: menu.isVisible() and inside(host, menu))
    host.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is host)
    body = menu.findChild(QScrollArea, "panel-body")
    assert body is not None and body.verticalScrollBar().maximum() > 0
    assert QScroller.grabbedGesture(body.viewport()) != Qt.GestureType(0)
    for _ in range(len(menu.buttons) + 1):
        QTest.keyClick(QApplication.focusWidget(), K.Key_Tab)
        shown = QApplication.focusWidget()
        assert menu.isAncestorOf(shown)
        corner = shown.mapTo(body.viewport(), QPoint(0, 0))
        assert body.viewport().rect().contains(corner), shown.text()
    QTest.keyClick(QApplication.focusWidget(), K.Key_Escape)
    assert not menu.isVisible()



def drag_up(qtbot, viewport: QWidget) -> None:
    """A finger drags ``viewport``'s page up by half its height (touch events from the
    module's touch screen, one step at a time as a finger moves)."""
    from PyQt6.QtCore import QEvent, QPointF
    from PyQt6.QtGui import QEventPoint, QTouchEvent

    from .test_controls import TOUCH

    x, top = viewport.width() / 2, viewport.height() * 0.8
    steps = 12
    for step in range(steps + 1):
        kind = (QEvent.Type.TouchBegin if step == 0 else
                QEvent.Type.TouchEnd if step == steps else QEvent.Type.TouchUpdate)
        state = (QEventPoint.State.Pressed if step == 0 else
                 QEventPoint.State.Released if step == steps else QEventPoint.State.Updated)
        at = QPointF(x, top - step * viewport.height() * 0.5 / steps)
        point = QEventPoint(1, state, viewport.mapTo(viewport.window(), at.toPoint()).toPointF(),
                            viewport.mapToGlobal(at))
        QApplication.sendEvent(viewport, QTouchEvent(kind, TOUCH, NO_MOD, [point]))
        qtbot.wait(16)


@pytest.mark.parametrize("key", ["settings", "help"])
def test_a_finger_drag_scrolls_settings_and_the_rules_help(qtbot, make_window, key):
    window = make_window(players=2)
    touched(qtbot, window)
    dialog = choose(qtbot, window, key)
    qtbot.waitUntil(lambda: inside(window, dialog))
    page = max((a for a in dialog.findChildren(QAbstractScrollArea)
                if a.verticalScrollBar().maximum() > 0),
               key=lambda a: a.verticalScrollBar().maximum())
    assert page.verticalScrollBar().value() == 0
    drag_up(qtbot, page.viewport())
    qtbot.waitUntil(lambda: page.verticalScrollBar().value() > 0)
    dialog.reject()


def test_on_a_small_table_settings_gives_no_room_to_an_empty_refusal(qtbot):
    """At 400x300 the page of settings takes all the panel above the buttons while there
    is nothing to refuse; a refusal takes a line of it, and OK stays in sight."""
    from PyQt6.QtWidgets import QMainWindow

    from durak.ui.kit.panels import as_panel

    host = QMainWindow()
    qtbot.addWidget(host)
    host.resize(400, 300)
    host.show()
    qtbot.waitExposed(host)
    dialog = SettingsDialog(host, Preferences())
    panel = as_panel(dialog, host)
    panel.open()
    qtbot.waitUntil(lambda: panel.isVisible() and inside(host, panel))
    page = dialog.findChild(ScrollingBody)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.waitUntil(lambda: page.viewport().height() > 0)
    assert not dialog.error.isVisible()
    buttons = dialog.findChild(QDialogButtonBox)
    spacing = dialog.layout().spacing()
    assert buttons.geometry().top() - page.geometry().bottom() <= spacing + 1
    room, size = page.viewport().height(), panel.size()
    dialog.variants["trump_exchange"].setChecked(True)
    dialog.variants["number_trump"].setChecked(True)     # a pair the engine refuses
    qtbot.waitUntil(dialog.error.isVisible)
    qtbot.waitUntil(lambda: page.viewport().height() < room)
    assert panel.size() == size
    assert panel.rect().contains(ok.mapTo(panel, ok.rect().bottomRight()))
    dialog.variants["trump_exchange"].setChecked(False)
    qtbot.waitUntil(lambda: not dialog.error.isVisible())
    qtbot.waitUntil(lambda: page.viewport().height() == room)


def test_a_key_sent_to_the_table_while_another_window_is_active_goes_round_once(
        qtbot, make_window):
    """A key meant for the table goes to the panel's control; in a window that is not the
    active one that control cannot take the focus, and the key, unwanted, comes back up to
    the table's window: it is swallowed there, not sent on again (which recursed)."""
    window = make_window(players=2)
    full_screen(qtbot, window)
    dialog = choose(qtbot, window, "help")
    qtbot.waitUntil(lambda: inside(window, dialog))
    other = QWidget()
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is other)
    muted = window.sounds.muted if window.sounds is not None else None
    QTest.keyClick(window, K.Key_S)
    QTest.keyClick(window, K.Key_Up)
    assert dialog.isVisible() and window.dialog is dialog
    if window.sounds is not None:
        assert window.sounds.muted == muted      # the table did not take the S
