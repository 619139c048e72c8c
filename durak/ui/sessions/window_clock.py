"""The reinforcement window's clock at a local table (the engine reads no clock).

It runs while the window is open, once per covered table: it starts when the last card
is covered (or the defender gives up) and runs on while attackers say "done"; a new card
on the table, or a new round, ends it.  Pause holds what is left.
"""

from __future__ import annotations

from PyQt6.QtCore import QObject, QTimer, pyqtSignal

from durak.engine import View

from .countdown import Countdown

TICK_MS = 100


class WindowClock(QObject):
    """Counts the window down and says when a second may have passed and when time is up."""

    ticked = pyqtSignal()    # refresh the countdown shown
    expired = pyqtSignal()   # the window's time ran out

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.countdown = Countdown()
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self._key: tuple[object, ...] = ()   # the table the countdown belongs to

    def follow(self, view: View, seconds: float, paused: bool) -> None:
        """Start the count when ``view`` shows a newly covered table; stop it when shut."""
        if view.is_over or not view.window_open:
            self.stop()
            return
        key = (view.taking, view.table)
        if self.countdown.running and key == self._key:
            return
        self._key = key
        self.countdown.start(seconds * 1000, paused=paused)
        if not paused:
            self.timer.start()

    def stop(self) -> None:
        self.countdown.stop()
        self._key = ()
        self.timer.stop()

    def pause(self) -> None:
        self.countdown.pause()
        self.timer.stop()

    def resume(self) -> None:
        if self.countdown.running:
            self.countdown.resume()
            self.timer.start()

    def remaining(self) -> int | None:
        """Whole seconds left, or ``None`` when the window is shut."""
        return self.countdown.seconds_left()

    def _tick(self) -> None:
        if self.countdown.paused or not self.countdown.running:
            return
        if self.countdown.expired:
            self.stop()
            self.expired.emit()
            return
        self.ticked.emit()
