"""Dialogs as panels inside the table, for a finger: full screen, or once the last input
was touch, the menu and the confirmations open over the table (no window of their own,
no title bar) with targets at least ``FINGER_MM`` across; long pages scroll by finger.
"""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QObject, Qt, QTimer
from PyQt6.QtGui import QGuiApplication
from PyQt6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QDialog,
    QScroller,
    QWidget,
)

FINGER_MM = 9.0
LEAST_FINGER_PIXELS = 34   # 9 mm on a 96 dpi screen: a screen that misreports gets this


def finger_pixels(widget: QWidget) -> int:
    """How many of the widget's logical pixels make ``FINGER_MM`` on its screen."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return LEAST_FINGER_PIXELS
    per_mm = screen.physicalDotsPerInch() / 25.4 / max(1.0, screen.devicePixelRatio())
    return max(LEAST_FINGER_PIXELS, round(per_mm * FINGER_MM))


def finger_style(widget: QWidget) -> str:
    """A style sheet whose buttons and rows are finger-sized."""
    size = finger_pixels(widget)
    return (f"QPushButton, QToolButton {{ min-height: {size}px; min-width: {size}px; "
            f"padding: 4px 14px; }}"
            f"QCheckBox, QRadioButton, QComboBox, QSpinBox, QLineEdit {{ "
            f"min-height: {size}px; }}"
            f"QListView::item, QTableView::item {{ min-height: {size}px; }}")


def scroll_by_finger(root: QWidget) -> None:
    """Every scrolling area under ``root`` follows a finger (Qt's kinetic scroller)."""
    for area in root.findChildren(QAbstractScrollArea):
        viewport = area.viewport()
        if viewport is not None:
            QScroller.grabGesture(viewport, QScroller.ScrollerGestureType.TouchGesture)


def for_fingers(dialog: QWidget) -> None:
    """Larger rows and buttons, and scrolling by finger (Settings, the rules help)."""
    dialog.setStyleSheet(dialog.styleSheet() + finger_style(dialog))
    scroll_by_finger(dialog)


class _Placer(QObject):
    """Keeps a panel centred over its host as the host changes size, with a dimmed
    backdrop between them that takes the clicks meant for the table."""

    def __init__(self, panel: QDialog, host: QWidget) -> None:
        super().__init__(panel)
        self.panel, self.host = panel, host
        self.backdrop = QWidget(host)
        self.backdrop.setObjectName("panel-backdrop")
        self.backdrop.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.backdrop.setStyleSheet("#panel-backdrop { background: rgba(0, 0, 0, 110); }")
        host.installEventFilter(self)
        panel.installEventFilter(self)
        panel.finished.connect(self._gone)

    def place(self) -> None:
        host, panel = self.host, self.panel
        if not panel.isVisible():
            return
        self.backdrop.setGeometry(host.rect())
        self.backdrop.show()
        self.backdrop.raise_()
        panel.adjustSize()
        size = panel.size().boundedTo(host.size())
        panel.setGeometry((host.width() - size.width()) // 2,
                          (host.height() - size.height()) // 2, size.width(), size.height())
        panel.raise_()

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if event is not None and (
                (watched is self.host and event.type() == QEvent.Type.Resize)
                or (watched is self.panel and event.type() == QEvent.Type.Show)):
            self.place()
            QTimer.singleShot(0, self.place)   # after the dialog's own placing on show
        return False

    def _gone(self, _result: int) -> None:
        self.host.removeEventFilter(self)
        self.backdrop.hide()
        self.backdrop.deleteLater()


def as_panel(dialog: QDialog, host: QWidget) -> QDialog:
    """Make ``dialog`` a panel inside ``host`` (the table's window): a child widget with
    finger-sized targets, centred over a dimmed table, closed as the dialog would be."""
    dialog.setParent(host, Qt.WindowType.Widget)
    # A child widget paints its style sheet's background only when asked to.
    dialog.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    dialog.setAutoFillBackground(True)
    dialog.setStyleSheet(dialog.styleSheet() + finger_style(host)
                         + "QDialog, QMessageBox { background: palette(window); "
                         "border: 2px solid palette(highlight); border-radius: 8px; }")
    scroll_by_finger(dialog)
    _Placer(dialog, host)
    for button in dialog.findChildren(QAbstractButton):
        button.setMinimumHeight(finger_pixels(host))
    return dialog
