"""A room as its store keeps it, and the room rebuilt from that after a restart.

What is kept: the rules, time limit, password (hashed), hints, the address that created
it, each seat's bot level, name and token (hashed), the creator, the newcomer (the next
game's novice), and the current game's record without its actions (the seed and the
series: leader and epaulette rank), whose actions the store keeps one by one.  What is
not: connections, stand-ins and clocks, which start afresh.  Reading is strict: anything
a server would not have written raises ``ValueError``, and that room is left out.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from durak.ai import LEVELS
from durak.engine import Event, Record, Rules
from durak.protocol.codec import MAX_SEATS
from durak.protocol.messages import CODE, MAX_TIME_LIMIT, NAME

from .config import ServerConfig
from .room import FORMAT, VERSION, Room
from .store import RoomStore, StoredRoom
from .thinking import SearchPool

_TOKEN_HASH = re.compile(r"[0-9a-f]{64}")
_PASSWORD_HASH = re.compile(r"pbkdf2-sha256\$[0-9]{1,7}\$[0-9a-f]{2,64}\$[0-9a-f]{64}")


def _check(condition: bool, what: str) -> None:
    if not condition:
        raise ValueError(what)


def restore_room(stored: StoredRoom, config: ServerConfig, pool: SearchPool,
                 on_close: Callable[[Room], None], store: RoomStore) -> Room:
    """The room as it was stored, its game replayed from its record; every seat that had
    a player waits ``grace_seconds`` for him from now, and the clocks start afresh once a
    player is back.  Raises ``ValueError`` for anything this server would not have
    written."""
    data = stored.data
    _check(isinstance(data.get("rules"), dict), "no rules")
    _check(data.get("format") == FORMAT, "not a room of this server")
    version = data.get("version")
    _check(isinstance(version, int) and 1 <= version <= VERSION,
           f"a room of version {version!r:.20}, newer than this server's")
    CODE(stored.code, "code")
    _check(stored.code.isupper() or stored.code.isdigit(), "a code in lower case")
    rules = Rules.from_dict(data["rules"])
    seats: Any = data.get("seats")
    _check(isinstance(seats, list) and 2 <= len(seats) <= MAX_SEATS, "2 to 6 seats")
    rules.check_players(len(seats))
    levels = []
    for seat in seats:
        _check(isinstance(seat, dict) and set(seat) == {"bot", "name", "token"},
               "a seat is not bot, name and token")
        _check(seat["bot"] is None or seat["bot"] in LEVELS, "a seat's bot level")
        if seat["name"] is not None:
            NAME(seat["name"], "name")
        token = seat["token"]
        _check(token is None or (isinstance(token, str) and bool(_TOKEN_HASH.fullmatch(token))),
               "a seat's token")
        _check(seat["bot"] is None or (seat["name"] is None and token is None),
               "a bot's seat with a player")
        levels.append(seat["bot"])
    _check(None in levels, "no person's seat")
    limit: Any = data.get("time_limit")
    _check(isinstance(limit, (int, float)) and not isinstance(limit, bool)
           and math.isfinite(limit) and 1 <= limit <= MAX_TIME_LIMIT, "the time limit")
    password = data.get("password")
    _check(password is None or (isinstance(password, str)
                                and bool(_PASSWORD_HASH.fullmatch(password))), "the password")
    _check(isinstance(data.get("hints"), bool), "hints")
    owner: Any = data.get("owner")
    _check(isinstance(owner, str) and len(owner) <= 64 and owner.isprintable(), "the owner")
    creator = data.get("creator")
    _check(creator is None or (type(creator) is int and 0 <= creator < len(seats)),
           "the creator")
    newcomer = data.get("newcomer")   # absent in the files of servers before it
    _check(newcomer is None or (type(newcomer) is int and 0 <= newcomer < len(seats)),
           "the newcomer")
    game_id: Any = data.get("game_id")
    _check(type(game_id) is int and 0 <= game_id < 1 << 62, "the game's number")

    room = Room(stored.code, rules, levels, float(limit), password, config, pool, on_close,
                hints=data["hints"], owner=owner, store=store)
    for place, seat in zip(room.seats, seats, strict=True):
        place.name, place.token_hash = seat["name"], seat["token"]
    room.creator = creator
    room.newcomer = newcomer
    if data.get("game") is not None:
        record = Record.from_dict({**data["game"], "actions": stored.actions})
        _check(record.players == len(seats) and record.rules == rules and record.deal is None,
               "a game of other seats or rules")
        game = record.start()
        events: list[Event] = list(game.opening_events())
        for number, action in enumerate(record.actions, 1):
            try:
                events += game.apply(action)
            except ValueError as error:
                raise ValueError(f"action {number} ({action}) failed: {error}") from None
        room.resume(game_id, game, events)
    else:
        _check(game_id == 0 or not stored.actions, "actions without a game")
        room.resume(game_id, None, [])
    return room
