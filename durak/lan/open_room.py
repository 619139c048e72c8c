"""A room "open to this network": what its announcement says of it (zeroconf TXT
properties), written by the app that hosts it and read by the apps that list it.

An open room's announcement carries its invite code (anyone on the network may join:
that is what "open" means), who sits at it and how many seats are free, and whether it
asks for a password (never the password, never a seat's token).  A room that is not open
announces nothing of itself: the server's address only, as before.  Zeroconf answers on
the local network only, so a stranger elsewhere never hears the code.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from durak.protocol.messages import CODE, NAME

__all__ = ["OpenRoom", "open_properties", "read_open_room"]

# A TXT string holds at most 255 bytes: the players' names are cut to fit.
MAX_PLAYERS_BYTES = 200


@dataclass(frozen=True)
class OpenRoom:
    """An open room as its announcement says: ``code``, ``players`` seated (names),
    ``free`` seats, ``password`` (whether joining asks for one)."""

    code: str
    players: tuple[str, ...]
    free: int
    password: bool


def open_properties(room: OpenRoom) -> dict[str, str]:
    """The announcement's properties for ``room``."""
    players = list(room.players)
    while players and len(json.dumps(players, ensure_ascii=False).encode()) > MAX_PLAYERS_BYTES:
        players.pop()
    return {"code": room.code, "players": json.dumps(players, ensure_ascii=False,
                                                     separators=(",", ":")),
            "free": str(room.free), "password": "1" if room.password else "0"}


def read_open_room(properties: Mapping[bytes, bytes | None]) -> OpenRoom | None:
    """The open room an announcement's properties describe; ``None`` when they describe
    none, or anything in them is not as ``open_properties`` writes it."""
    values: dict[str, str] = {}
    for key, value in properties.items():
        if value is not None:
            values[key.decode("utf-8", "replace")] = value.decode("utf-8", "replace")
    if "code" not in values:
        return None
    try:
        code = CODE(values["code"], "code")
        players = json.loads(values.get("players", "[]"))
        if not isinstance(players, list) or len(players) > 6:
            return None
        names = tuple(NAME(name, "players") for name in players)
        free = int(values.get("free", "0"))
        if not 0 <= free <= 6:
            return None
    except (ValueError, TypeError):
        return None
    return OpenRoom(code, names, free, values.get("password") == "1")


def room_of(code: str, seats: Sequence[Mapping[str, object]], password: bool) -> OpenRoom:
    """An ``OpenRoom`` from a ``room`` message's code and seats."""
    players = tuple(str(seat["name"]) for seat in seats if seat["name"] is not None)
    free = sum(1 for seat in seats if seat["name"] is None and seat["bot"] is None)
    return OpenRoom(code, players, free, password)
