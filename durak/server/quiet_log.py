"""What the server logs about its clients: their text escaped, and each kind of refusal
once per address and interval, so no client can forge log lines, reach the terminal with
escape characters or fill the disk."""

from __future__ import annotations

import logging
from collections.abc import Callable


def escaped(text: str, limit: int = 300) -> str:
    """``text`` with every character that is not printable (newlines, escape characters,
    lone surrogates) written as its Python escape, cut to about ``limit`` characters."""
    if len(text) > limit:
        text = text[:limit] + "..."
    if text.isprintable():
        return text
    return "".join(char if char.isprintable()
                   else char.encode("unicode_escape").decode("ascii") for char in text)


class RefusalLog:
    """Logs a refusal of one kind from one address at most once every ``interval``
    seconds; the next line it logs of that kind says how many it left out."""

    def __init__(self, logger: logging.Logger, interval: float,
                 now: Callable[[], float]) -> None:
        self.logger = logger
        self.interval = interval
        self._now = now
        self._seen: dict[tuple[str, str], tuple[float, int]] = {}   # last logged, left out

    def log(self, level: int, address: str, code: str, text: str,
            exc_info: bool = False) -> bool:
        """Log ``text`` (escaped) unless this address's refusal of this kind was logged
        less than ``interval`` ago; whether it was logged."""
        key = (address, code)
        now = self._now()
        last = self._seen.get(key)
        if last is not None and now - last[0] < self.interval:
            self._seen[key] = (last[0], last[1] + 1)
            return False
        if len(self._seen) > 100_000:
            self._seen = {k: v for k, v in self._seen.items() if now - v[0] < self.interval}
        more = f" ({last[1]} more like it not logged)" if last is not None and last[1] else ""
        self.logger.log(level, "%s%s", escaped(text), more, exc_info=exc_info)
        self._seen[key] = (now, 0)
        return True
