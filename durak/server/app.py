"""The server: WebSocket connections, their limits, and the rooms they ask for.

Each connection reads messages one at a time; each is rate limited, decoded and
checked by the shared protocol module, then handed to its room.  Anything refused gets
an ``error`` message to that connection alone, is logged, and changes nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import secrets
import ssl
from collections.abc import AsyncIterator
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed

from durak.engine import Rules
from durak.protocol import (
    CLIENT,
    HUMAN,
    SERVER,
    VERSIONS,
    Message,
    ProtocolError,
    as_version,
    decode,
    encode,
)

from .config import ServerConfig
from .limits import TokenBucket
from .room import Room, RoomError
from .thinking import SearchPool

log = logging.getLogger(__name__)

# Invite codes: 10 characters of an alphabet without look-alikes (0/O, 1/I/L), 50 bits.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 10
DEFAULT_TIME_LIMIT = 30.0


class Connection:
    """One player's WebSocket: messages written as they are posted, in order, and its rate
    limit."""

    def __init__(self, websocket: ServerConnection, config: ServerConfig) -> None:
        self.websocket = websocket
        self.config = config
        self.room: Room | None = None
        self.seat: int | None = None
        self.bucket = TokenBucket(config.rate, config.burst, config.clock.now)
        self.refused = 0
        self.version = VERSIONS[0]   # the client's, as its latest message says
        self.closing = False
        self._closer: asyncio.Task[None] | None = None

    @property
    def peer(self) -> str:
        address = self.websocket.remote_address
        return f"{address[0]}:{address[1]}" if address else "?"

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

    def drop(self, reason: str) -> None:
        """Close this connection after what was posted."""
        if not self.closing:
            self.closing = True
            log.info("closing %s: %s", self.peer, reason)
            self._closer = asyncio.get_running_loop().create_task(
                self.websocket.close(1008, reason[:100]))


class DurakServer:
    """Every room, and the handler that serves each connection."""

    def __init__(self, config: ServerConfig | None = None) -> None:
        self.config = config or ServerConfig()
        self.rooms: dict[str, Room] = {}
        self.pool = SearchPool(self.config.search_workers)
        self.connections = 0

    # --- connections ---------------------------------------------------------------------
    async def handle(self, websocket: ServerConnection) -> None:
        conn = Connection(websocket, self.config)
        if self.connections >= self.config.max_connections:
            await websocket.close(1013, "the server is full")
            return
        self.connections += 1
        try:
            async for raw in websocket:
                if not conn.closing:    # once closing, read on only to finish the handshake
                    self.receive(conn, raw)
        except ConnectionClosed:
            pass
        finally:
            self.connections -= 1
            if conn.room is not None:
                conn.room.disconnect(conn)

    def receive(self, conn: Connection, raw: str | bytes) -> None:
        """Handle one incoming frame: limit, decode, dispatch; refuse with an error."""
        if not conn.bucket.allow():
            conn.refused += 1
            if conn.refused == 1:
                self.refuse(conn, "flood", "too many messages: slow down", None)
            if conn.refused >= self.config.flood_limit:
                conn.drop("flooding")
            return
        conn.refused = 0
        if isinstance(raw, bytes):
            self.refuse(conn, "malformed", "send JSON text frames, not binary ones", None)
            return
        try:
            message = decode(raw, CLIENT)
        except ProtocolError as error:
            self.refuse(conn, error.code, str(error), None)
            return
        conn.version = message.version
        try:
            self.dispatch(conn, message)
        except RoomError as error:
            self.refuse(conn, error.code, str(error), message.kind, error.reason)

    def refuse(self, conn: Connection, code: str, message: str, about: str | None,
               reason: dict[str, Any] | None = None) -> None:
        """Tell the client alone why its message changed nothing (with the engine's
        ``reason`` in parts for a client of version 2 on)."""
        # A move the table overtook is part of play; anything else is a faulty client.
        level = logging.INFO if code in ("illegal", "not_playing") else logging.WARNING
        log.log(level, "refused %s from %s (%s): %s", about or "a message", conn.peer, code,
                message)
        conn.post(encode(SERVER, "error", code=code, message=message[:1000], about=about,
                         reason=reason if conn.version >= 2 else None))

    # --- requests ------------------------------------------------------------------------
    def dispatch(self, conn: Connection, message: Message) -> None:
        kind = message.kind
        if kind in ("create", "join", "rejoin") and conn.room is not None:
            raise RoomError("already_seated", "you already have a seat: leave it first")
        if kind == "create":
            self.create(conn, message)
        elif kind == "join":
            self.room_of(message["code"]).join(conn, message["name"], message["password"],
                                               message["seat"])
        elif kind == "rejoin":
            self.room_of(message["code"]).rejoin(conn, message["seat"], message["token"])
        else:
            room = conn.room
            if room is None:
                raise RoomError("not_seated", "create or join a room first")
            if kind == "start":
                room.start(conn)
            elif kind == "action":
                room.act(conn, message["seq"], message["action"])
            elif kind == "why":
                room.why(conn, message["seq"], message["action"])
            elif kind == "leave":
                room.leave(conn)

    def room_of(self, code: str) -> Room:
        room = self.rooms.get(code.replace("-", "").upper())
        if room is None:
            raise RoomError("no_room", "there is no room with that code")
        return room

    def create(self, conn: Connection, message: Message) -> None:
        if len(self.rooms) >= self.config.max_rooms:
            raise RoomError("server_full", "this server has no room for another table")
        seats = message["seats"]
        rules = message["rules"] or Rules()
        try:
            rules.check_players(len(seats))
        except ValueError as error:
            raise RoomError("bad_field", f"create.seats: {error}") from None
        if HUMAN not in seats:
            raise RoomError("bad_field", "create.seats: at least one seat is a person's")
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        while code in self.rooms:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        time_limit = message["time_limit"] or DEFAULT_TIME_LIMIT
        room = Room(code, rules, [None if s == HUMAN else s for s in seats], time_limit,
                    message["password"], self.config, self.pool, self._closed,
                    hints=bool(message["hints"]))
        self.rooms[code] = room
        log.info("room %s created by %s: %d seats%s", code, conn.peer, len(seats),
                 ", hints allowed" if room.hints else "")
        room.join(conn, message["name"], creating=True)

    def _closed(self, room: Room) -> None:
        self.rooms.pop(room.code, None)
        log.info("room %s closed", room.code)

    def close(self) -> None:
        for room in list(self.rooms.values()):
            room.close()
        self.pool.close()


def tune_collector() -> None:
    """Garbage collection for a server process that runs for long: what is loaded by now
    is set aside for good (``gc.freeze``: a full collection no longer reads it), young
    objects are collected 2,000 at a time instead of 700, and a full collection (which
    reads every room: about 125 ms with 500) waits for 100 middle ones instead of 10, so
    the collector stops every room's event loop less often, for pauses that stay short
    (``bench/server_load.py`` prints its passes). Not for a process that hosts from the
    app: its collector is the app's."""
    gc.freeze()
    gc.set_threshold(2_000, 10, 100)


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    """A server TLS context from a certificate chain and its private key (PEM files)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context


@contextlib.asynccontextmanager
async def running(host: str = "127.0.0.1", port: int = 0, config: ServerConfig | None = None,
                  tls: ssl.SSLContext | None = None) -> AsyncIterator[tuple[DurakServer, Server]]:
    """Serve on ``host:port`` (0: any free port) until the block ends."""
    app = DurakServer(config)
    options: dict[str, Any] = {"max_size": app.config.max_frame, "compression": None,
                               "max_queue": 16, "ssl": tls}
    try:
        async with serve(app.handle, host, port, **options) as server:
            yield app, server
    finally:
        app.close()


def port_of(server: Server) -> int:
    """The port a running server listens on (useful after asking for port 0)."""
    return int(next(iter(server.sockets)).getsockname()[1])
