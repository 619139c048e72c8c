"""Keep a top-level window on its screen: never larger than the available area.

With ``QT_SCALE_FACTOR=2`` a 1920x1080 screen is 960x540 logical pixels, so a window
asking for 1100x680 would open with its hand and buttons off screen; a geometry saved
on a larger screen (or at a smaller scale) would do the same when restored.
"""

from __future__ import annotations

from PyQt6.QtCore import QMargins, QPoint, QRect, QSize
from PyQt6.QtGui import QGuiApplication, QScreen
from PyQt6.QtWidgets import QWidget

# Room for the window manager's frame before the window is shown and its real frame is
# known (a title bar and thin borders, in logical pixels).
FRAME_ALLOWANCE = QMargins(4, 32, 4, 4)


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
