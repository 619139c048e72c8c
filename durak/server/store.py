"""Where the server keeps its rooms so that they outlive it: the interface every store
implements, and the store that keeps nothing (``--state :memory:``).

A store holds, per room, its state as ``Room.stored_state`` writes it (rules, seats and
their names and hashed tokens, the current game's seed and series, the room's phase) and
the game's actions in order; a room is rewritten when its seats or game change, and each
action is added in one transaction with the clock it started.  The server reads them all
back at start (``persist.restore_room``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

# The prefix of every Redis key and channel of the server (``redis_store``, ``cluster``).
REDIS_PREFIX = "durak:"


@dataclass
class StoredRoom:
    """One room as a store gives it back: its state and its current game's actions."""

    code: str
    data: dict[str, Any]
    actions: list[dict[str, Any]] = field(default_factory=list)


class RoomStore(Protocol):
    """What the server needs of a store (SQLite now; Redis can follow)."""

    durable: bool   # whether rooms outlive the process (then stopping keeps them)
    shared: bool    # whether several processes play from it (``cluster``)

    def load(self) -> list[StoredRoom]:
        """Every room stored; rooms that cannot be read are set aside with a warning."""
        ...

    def put_room(self, code: str, data: dict[str, Any], new_game: bool = False) -> None:
        """Write a room's state; ``new_game``: its game was dealt afresh (the earlier
        game's actions go)."""
        ...

    def add_action(self, code: str, game: int, index: int, action: dict[str, Any],
                   clock: dict[str, Any] | None) -> None:
        """The ``index``-th action of the room's game number ``game``, with the clock it
        started (kind, seat, deadline in seconds since the epoch), in one transaction."""
        ...

    def drop_room(self, code: str) -> None:
        """The room closed for good."""
        ...

    def forget(self, codes: list[str], why: str) -> None:
        """Drop rooms that cannot be played on (``why``), keeping a copy of them aside."""
        ...

    def close(self) -> None:
        ...


class NullStore:
    """Keeps nothing: rooms live as long as the process (``--state :memory:``)."""

    durable = False
    shared = False

    def load(self) -> list[StoredRoom]:
        return []

    def put_room(self, code: str, data: dict[str, Any], new_game: bool = False) -> None:
        pass

    def add_action(self, code: str, game: int, index: int, action: dict[str, Any],
                   clock: dict[str, Any] | None) -> None:
        pass

    def drop_room(self, code: str) -> None:
        pass

    def forget(self, codes: list[str], why: str) -> None:
        pass

    def close(self) -> None:
        pass
