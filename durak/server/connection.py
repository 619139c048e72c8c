"""One player's WebSocket as the server holds it: what is posted to it, its rate limit,
the address its limits count against, and the check that it takes a seat in time."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from websockets.asyncio.server import ServerConnection, broadcast

from durak.protocol import VERSIONS, as_version

from .clock import Handle
from .config import ServerConfig
from .limits import TokenBucket
from .quiet_log import escaped

if TYPE_CHECKING:
    from .room import Room

log = logging.getLogger("durak.server.app")


class Connection:
    """One player's WebSocket: messages written as they are posted, in order, its rate
    limit, and the address its limits count against."""

    def __init__(self, websocket: ServerConnection, config: ServerConfig,
                 address: str = "?") -> None:
        self.websocket = websocket
        self.config = config
        self.address = address
        self._room: Room | None = None
        self.seat: int | None = None
        self.bucket = TokenBucket(config.rate, config.burst, config.clock.now)
        self.refused = 0
        self.version = VERSIONS[0]   # the client's, as its latest message says
        self.closing = False
        self._closer: asyncio.Task[None] | None = None
        self._seat_check: Handle | None = None
        self.cid = ""                      # its id in a cluster (``cluster``)
        self.relay: str | None = None      # the process its room is played by, if another

    @property
    def room(self) -> Room | None:
        """The room this connection holds a seat in."""
        return self._room

    @room.setter
    def room(self, room: Room | None) -> None:
        self._room = room
        if room is not None:
            self._stop_seat_check()
        elif not self.closing:
            self.watch_seat()

    @property
    def peer(self) -> str:
        address = self.websocket.remote_address
        return escaped(f"{address[0]}:{address[1]}" if address else "?")

    def post(self, text: str) -> None:
        """Write a message now, after those before it (no task, no wait: the connection
        buffers what its client has not taken yet); a client that falls too far behind
        is dropped."""
        if self.closing:
            return
        if self.websocket.transport.get_write_buffer_size() > self.config.max_unsent:
            self.drop("too slow to follow the game")
            return
        broadcast((self.websocket,), as_version(text, self.version))

    def drop(self, reason: str, code: int = 1008) -> None:
        """Close this connection after what was posted (1008: policy; 1012: the room
        moved to another process of a cluster, rejoin)."""
        if not self.closing:
            self.closing = True
            log.info("closing %s: %s", self.peer, reason)
            self._closer = asyncio.get_running_loop().create_task(
                self.websocket.close(code, reason[:100]))

    def watch_seat(self) -> None:
        """Close this connection if it holds no seat ``unseated_seconds`` from now (armed
        when it connects and whenever it loses its seat; taking one stops it)."""
        self._stop_seat_check()
        self._seat_check = self.config.clock.call_later(self.config.unseated_seconds,
                                                        self._check_seat)

    def _check_seat(self) -> None:
        self._seat_check = None
        if self.closing or self._room is not None or self.relay is not None:
            return
        self.drop(f"no seat taken within {self.config.unseated_seconds:g} s")

    def _stop_seat_check(self) -> None:
        if self._seat_check is not None:
            self._seat_check.cancel()
            self._seat_check = None

    def closed(self) -> None:
        self._stop_seat_check()
