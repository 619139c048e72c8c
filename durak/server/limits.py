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


class Backoff:
    """Wrong guesses (invite codes, passwords, seat tokens) per address: ``free`` cost
    nothing, each further one locks the address out for twice as long as the one before,
    from ``first`` to ``most`` seconds; an address quiet for ``forget`` seconds starts
    afresh."""

    def __init__(self, free: int, first: float, most: float, forget: float,
                 now: Callable[[], float]) -> None:
        self.free = free
        self.first = first
        self.most = most
        self.forget = forget
        self._now = now
        self._failures: dict[str, tuple[int, float, float]] = {}   # count, last, locked until

    def locked(self, address: str) -> float:
        """Seconds ``address`` must still wait before it may guess again (0: it may)."""
        entry = self._failures.get(address)
        if entry is None:
            return 0.0
        now = self._now()
        if now - entry[1] >= self.forget:
            del self._failures[address]
            return 0.0
        return max(0.0, entry[2] - now)

    def failed(self, address: str) -> None:
        """``address`` guessed wrong."""
        now = self._now()
        count, last, _ = self._failures.get(address, (0, now, now))
        if now - last >= self.forget:
            count = 0
        count += 1
        wait = 0.0 if count <= self.free else min(
            self.most, self.first * 2.0 ** min(64, count - self.free - 1))
        self._failures[address] = (count, now, now + wait)
        if len(self._failures) > 100_000:   # a flood of addresses: forget the quiet ones
            self._failures = {key: value for key, value in self._failures.items()
                              if now - value[1] < self.forget}
