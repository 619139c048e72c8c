"""Keep a top-level window on its screen: never larger than the available area.

With ``QT_SCALE_FACTOR=2`` a 1920x1080 screen is 960x540 logical pixels, so a window
asking for 1100x680 would open with its hand and buttons off screen; a geometry saved
on a larger screen (or at a smaller scale) would do the same when restored.
"""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt
from PyQt6.QtGui import QFont, QFontMetrics, QGuiApplication, QScreen, QShowEvent, QWheelEvent
from PyQt6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QFrame,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

# Controls that change their value under the mouse wheel.
WHEELED_CONTROLS = (QComboBox, QAbstractSpinBox, QAbstractSlider)

# Room for the window manager's frame before the window is shown and its real frame is
# known (a title bar and thin borders, in logical pixels).
FRAME_ALLOWANCE = QMargins(4, 32, 4, 4)
# Room in a title bar beside its text: the window's icon, its three buttons and margins.
TITLE_ALLOWANCE = 150
# A table window's size (local or online), shrunk to fit smaller screens.
TABLE_SIZE = QSize(1100, 680)


def fitted(frame: QRect, available: QRect) -> QRect:
    """``frame`` (a window with its decorations) shrunk and moved to lie within
    ``available``; a frame that already fits is returned unchanged."""
    size = frame.size().boundedTo(available.size())
    x = min(max(frame.left(), available.left()), available.right() - size.width() + 1)
    y = min(max(frame.top(), available.top()), available.bottom() - size.height() + 1)
    return QRect(QPoint(x, y), size)


def frame_margins(widget: QWidget) -> QMargins:
    """The window manager's frame around ``widget``, or room for one while it is unknown."""
    frame, inner = widget.frameGeometry(), widget.geometry()
    if frame == inner:
        return FRAME_ALLOWANCE
    return QMargins(inner.left() - frame.left(), inner.top() - frame.top(),
                    frame.right() - inner.right(), frame.bottom() - inner.bottom())


def screen_for(widget: QWidget) -> QScreen | None:
    """The screen under the widget's centre, else its own, else the primary one."""
    screen = QGuiApplication.screenAt(widget.geometry().center())
    return screen or widget.screen() or QGuiApplication.primaryScreen()


def fit_to_screen(widget: QWidget, default: QSize | None = None) -> None:
    """Resize (to ``default`` first, when given) and move ``widget`` onto its screen.

    A default-sized window is centred; a restored one keeps its place if it can.
    """
    screen = screen_for(widget)
    if screen is None:
        return
    available = screen.availableGeometry()
    margins = frame_margins(widget)
    widget.setMinimumSize(widget.minimumSize().boundedTo(
        available.marginsRemoved(margins).size()))
    if default is not None:
        frame = QRect(QPoint(0, 0), default.grownBy(margins))
        frame.moveCenter(available.center())
    else:
        frame = widget.geometry().marginsAdded(margins)
    frame = fitted(frame, available)
    widget.resize(frame.marginsRemoved(margins).size())
    widget.move(frame.topLeft())   # move() places the frame, decorations included


def center_on(widget: QWidget, parent: QWidget) -> None:
    """Move ``widget`` (a dialog, already shown and sized) to the middle of ``parent``."""
    frame = widget.frameGeometry()
    frame.moveCenter(parent.frameGeometry().center())
    widget.move(frame.topLeft())


def title_width(window: QWidget) -> int:
    """How wide ``window`` must be for the window manager to show its whole title
    ("Menu — Durak", in a bold title font, beside the window's icon and buttons)."""
    title = window.windowTitle()
    name = QGuiApplication.applicationDisplayName()
    if name and not title.endswith(name):
        title = f"{title} — {name}"
    font = QFont(window.font())
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(title) + TITLE_ALLOWANCE


def fit_dialog(dialog: QWidget) -> None:
    """Keep a dialog that is about to show within its screen's available area, centred
    on its window; one not sized by hand gets the room its content asks for.  A dialog
    shown as a panel inside its window is placed by the panel (``panels.as_panel``)."""
    if not dialog.isWindow():
        return
    screen = screen_for(dialog)
    if screen is None:
        return
    available = screen.availableGeometry()
    margins = frame_margins(dialog)
    room = available.marginsRemoved(margins).size()
    dialog.setMaximumSize(room)
    # Qt sizes a new window to at most 2/3 of the screen; a dialog may use it all.
    wanted = dialog.size() if dialog.testAttribute(Qt.WidgetAttribute.WA_Resized) \
        else dialog.sizeHint()
    dialog.resize(wanted.expandedTo(QSize(title_width(dialog), 0)).boundedTo(room))
    frame = dialog.geometry().marginsAdded(margins)
    parent = dialog.parentWidget()
    owner = parent.window() if parent is not None else None
    if owner is not None and not dialog.testAttribute(Qt.WidgetAttribute.WA_Moved):
        frame.moveCenter(owner.frameGeometry().center())
    dialog.move(fitted(frame, available).topLeft())


class FittedDialog(QDialog):
    """A dialog that never opens larger than the screen (``QT_SCALE_FACTOR=2`` on a
    laptop leaves 960x540 logical pixels); put tall content in a ``ScrollingBody``."""

    def showEvent(self, event: QShowEvent | None) -> None:
        fit_dialog(self)
        super().showEvent(event)


class ScrollingBody(QScrollArea):
    """A dialog's content that scrolls when the screen cannot show it whole; it asks for
    the room its content needs, so on a large screen nothing scrolls."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._forwarding = False   # a wheel event is on its way to the page
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Tab goes from control to control (the page scrolls to show each): the page itself
        # is no stop, where a screen reader would find an unnamed pane.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.body = QWidget()
        self.content = QVBoxLayout(self.body)
        self.content.setContentsMargins(0, 0, 0, 0)
        self.setWidget(self.body)

    def showEvent(self, event: QShowEvent | None) -> None:
        self.guard_wheel()
        super().showEvent(event)

    def guard_wheel(self) -> None:
        """Let the wheel scroll the page over a drop-down, spin box or slider that has
        no focus (scrolling past one must not change it); a click gives it focus."""
        for control in self.body.findChildren(WHEELED_CONTROLS):
            if control.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                control.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            control.installEventFilter(self)

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if (isinstance(event, QWheelEvent) and isinstance(watched, QWidget)
                and not watched.hasFocus() and not self._forwarding):
            # The page scrolls instead.  Once it cannot scroll further, Qt hands the
            # event on (to a drop-down list's own scroll bar inside the page, here
            # too), which must not bring it back to the page again and again.
            self._forwarding = True
            try:
                self.wheelEvent(event)
            finally:
                self._forwarding = False
            return True
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        hint = self.body.sizeHint()
        scrollbar = self.verticalScrollBar()
        width = scrollbar.sizeHint().width() if scrollbar is not None else 0
        return QSize(hint.width() + width, hint.height())
