"""Work that waits for the table's first frame: what that frame does not show is done just
after it, so the window appears sooner (the sound backend, the statistics file)."""

from __future__ import annotations

from collections.abc import Callable

from PyQt6.QtCore import QEvent, QObject, QTimer
from PyQt6.QtWidgets import QWidget


class AfterFirstPaint(QObject):
    """Calls ``then`` just after ``widget`` paints for the first time."""

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self.then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if event is not None and event.type() == QEvent.Type.Paint and watched is not None:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.then)   # after this frame is on screen
        return False
