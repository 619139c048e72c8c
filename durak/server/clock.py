"""The server's clock: timers a room arms (bot pace, reinforcement window, decision limit,
grace for an absent player), on the event loop or, in tests, driven by hand."""

from __future__ import annotations

import asyncio
import heapq
import itertools
from collections.abc import Callable
from typing import Protocol


class Handle(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    """What a room needs of time: ``now`` and ``call_later``."""

    def now(self) -> float: ...

    def call_later(self, delay: float, callback: Callable[[], None]) -> Handle: ...


class LoopClock:
    """The running event loop's monotonic clock."""

    def now(self) -> float:
        return asyncio.get_running_loop().time()

    def call_later(self, delay: float, callback: Callable[[], None]) -> Handle:
        loop = asyncio.get_running_loop()
        if delay <= 0:
            return loop.call_soon(callback)
        return loop.call_later(delay, callback)


class _ManualHandle:
    __slots__ = ("cancelled",)

    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualClock:
    """A clock that moves only when told (``advance``): timers in tests without waiting.

    A delay of zero still runs at once on the event loop, so bots with no pause play on.
    """

    def __init__(self) -> None:
        self.time = 0.0
        self._due: list[tuple[float, int, _ManualHandle, Callable[[], None]]] = []
        self._order = itertools.count()

    def now(self) -> float:
        return self.time

    def call_later(self, delay: float, callback: Callable[[], None]) -> Handle:
        if delay <= 0:
            return asyncio.get_running_loop().call_soon(callback)
        handle = _ManualHandle()
        heapq.heappush(self._due, (self.time + delay, next(self._order), handle, callback))
        return handle

    def pending(self) -> int:
        """Timers armed and not cancelled."""
        return sum(not handle.cancelled for _, _, handle, _ in self._due)

    def advance(self, seconds: float) -> int:
        """Move the time on and run every timer that falls due; returns how many ran."""
        self.time += seconds
        ran = 0
        while self._due and self._due[0][0] <= self.time:
            _, _, handle, callback = heapq.heappop(self._due)
            if not handle.cancelled:
                ran += 1
                callback()
        return ran
