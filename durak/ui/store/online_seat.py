"""The online seat this app holds, kept in a small file so that a restarted app (after a
crash, or closed without leaving) can rejoin it with the seat's token.

The file (``online-seat.json`` in the app's data folder) is written atomically when the
server seats the player, and removed when the game ends or the player leaves; a corrupt
one is set aside like every file the app keeps (``storage.read_file``).
"""

from __future__ import annotations

import json
import pathlib
from dataclasses import asdict, dataclass
from typing import Any

from .storage import read_file, write_atomic

FILE_NAME = "online-seat.json"
# The file holds five short fields; anything larger is not ours.
MAX_BYTES = 4096


@dataclass(frozen=True)
class HeldSeat:
    """Where the seat is (``url``, room ``code``, ``seat``), who sits there, and the token
    that gives it back."""

    url: str
    code: str
    seat: int
    name: str
    token: str

    def rejoin_fields(self) -> dict[str, Any]:
        """The protocol's ``rejoin`` request for this seat."""
        return {"code": self.code, "seat": self.seat, "token": self.token}


def parse(data: bytes) -> HeldSeat:
    """The seat in the file's bytes; ``ValueError`` unless every field is there and right."""
    raw = json.loads(data.decode("utf-8"))
    if not isinstance(raw, dict) or set(raw) != {"url", "code", "seat", "name", "token"}:
        raise ValueError("not an online seat")
    seat = raw["seat"]
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 16:
        raise ValueError("the seat is not a seat number")
    texts = [raw[key] for key in ("url", "code", "name", "token")]
    if not all(isinstance(text, str) and text for text in texts):
        raise ValueError("a field is empty or not text")
    if not raw["url"].startswith(("ws://", "wss://")):
        raise ValueError("the server address is not a ws:// or wss:// address")
    return HeldSeat(url=raw["url"], code=raw["code"], seat=seat, name=raw["name"],
                    token=raw["token"])


class SeatFile:
    """The held seat's file: ``load`` (with a warning if it was set aside), ``save``,
    ``clear``."""

    def __init__(self, path: pathlib.Path) -> None:
        self.path = path

    def load(self) -> tuple[HeldSeat | None, str | None]:
        return read_file(self.path, parse, MAX_BYTES)

    def save(self, held: HeldSeat) -> None:
        write_atomic(self.path, json.dumps(asdict(held), indent=1) + "\n")

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)
