"""The reinforcement window's countdown: pausable, on a clock the tests can drive."""

from __future__ import annotations

import math
import time
from collections.abc import Callable


def monotonic_ms() -> float:
    return time.monotonic() * 1000.0


class Countdown:
    """Counts ``start(ms)`` down on ``clock`` (milliseconds); ``pause`` holds what is left."""

    def __init__(self, clock: Callable[[], float] = monotonic_ms) -> None:
        self.clock = clock
        self.running = False
        self.paused = False
        self._left = 0.0
        self._since = 0.0

    def start(self, ms: float, paused: bool = False) -> None:
        self._left, self._since = ms, self.clock()
        self.running, self.paused = True, paused

    def stop(self) -> None:
        self.running = False

    def pause(self) -> None:
        if self.running and not self.paused:
            self._left = self.left_ms()
            self.paused = True

    def resume(self) -> None:
        if self.running and self.paused:
            self._since = self.clock()
            self.paused = False

    def left_ms(self) -> float:
        """Milliseconds left (0 once it ran out; what was left when stopped)."""
        if self.paused or not self.running:
            return max(0.0, self._left)
        return max(0.0, self._left - (self.clock() - self._since))

    def seconds_left(self) -> int | None:
        """Whole seconds left, rounded up, or ``None`` when it is not running."""
        return math.ceil(self.left_ms() / 1000) if self.running else None

    @property
    def expired(self) -> bool:
        return self.running and self.left_ms() <= 0
