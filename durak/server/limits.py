"""A token bucket per connection: how many messages a client may send, and how fast."""

from __future__ import annotations

from collections.abc import Callable


class TokenBucket:
    """``rate`` messages a second on average, bursts of up to ``burst``."""

    def __init__(self, rate: float, burst: float, now: Callable[[], float]) -> None:
        self.rate = rate
        self.burst = burst
        self._now = now
        self._tokens = burst
        self._last = now()

    def allow(self) -> bool:
        """Take one token if there is one."""
        now = self._now()
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now
        if self._tokens >= 1:
            self._tokens -= 1
            return True
        return False
