"""What the app keeps of a game it hosts, so that it survives the app's crash: the hosted
server's rooms (its state file, written by the server as ``durak-server`` writes its own)
and the host's own seat at it (its token, as ``online_seat`` keeps a seat elsewhere).

Both stay in the app's data folder while the app hosts; closing the hosted game on
purpose empties the rooms and removes the seat, so at the next start only a crash leaves
a table to offer ("Resume hosting Anna's table?")."""

from __future__ import annotations

import pathlib
from dataclasses import dataclass
from urllib.parse import urlsplit

from .online_seat import SeatFile

ROOMS_FILE = "hosted-rooms.sqlite3"
SEAT_FILE = "hosted-seat.json"


@dataclass(frozen=True)
class HostingFiles:
    """The hosted server's state file (``rooms``) and the host's seat (``seat``)."""

    rooms: pathlib.Path
    seat: SeatFile

    @classmethod
    def in_folder(cls, folder: pathlib.Path) -> HostingFiles:
        return cls(folder / ROOMS_FILE, SeatFile(folder / SEAT_FILE))

    def left_behind(self) -> bool:
        """Whether an earlier run left anything (a crash, or the app killed)."""
        return self.rooms.exists() or self.seat.path.exists()


def port_of(url: str) -> int | None:
    """The port of a ``ws://`` address, if it names one."""
    try:
        return urlsplit(url).port
    except ValueError:
        return None
