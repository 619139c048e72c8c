"""The server: WebSocket connections, their limits, and the rooms they ask for.

Each connection reads messages one at a time; each is rate limited, decoded and
checked by the shared protocol module, then handed to its room.  Anything refused gets
an ``error`` message to that connection alone, is logged, and changes nothing.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import math
import secrets
import ssl
from collections import Counter
from collections.abc import AsyncIterator
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from durak.engine import Rules
from durak.protocol import (
    CLIENT,
    HUMAN,
    SERVER,
    Message,
    ProtocolError,
    decode,
    encode,
)

from . import persist
from .addresses import client_address
from .cluster import Cluster, RemoteConnection
from .codes import CODE_ALPHABET, CODE_LENGTH
from .config import ServerConfig
from .connection import Connection
from .hashing import password_hash
from .limits import Backoff
from .quiet_log import RefusalLog, escaped
from .room import Room, RoomError
from .store import NullStore, RoomStore
from .thinking import SearchPool

log = logging.getLogger(__name__)

DEFAULT_TIME_LIMIT = 30.0
# Seconds the server waits for a client to answer its closing (also after a ping timed
# out, when the client is most likely gone): a dead client's seat is freed for its
# grace period this much after its ping's timeout.
CLOSE_TIMEOUT = 2.0


# Wrong guesses: what the backoff counts (a wrong invite code, password or seat token).
GUESSES = ("no_room", "wrong_password", "bad_token")
# Refusals that are part of play (a move the table overtook), logged at INFO.
PLAY = ("illegal", "not_playing", "chat_flood")


class DurakServer:
    """Every room, and the handler that serves each connection."""

    def __init__(self, config: ServerConfig | None = None,
                 store: RoomStore | None = None) -> None:
        self.config = config or ServerConfig()
        self.store: RoomStore = store or NullStore()
        self.rooms: dict[str, Room] = {}
        self.pool = SearchPool(self.config.search_workers, self.config.searches_per_address)
        self.connections = 0
        self.by_address: Counter[str] = Counter()      # connections per address
        self.rooms_by_address: Counter[str] = Counter()
        now = self.config.clock.now
        self.backoff = Backoff(self.config.free_tries, self.config.backoff_first,
                               self.config.backoff_most, self.config.backoff_forget, now)
        self.refusals = RefusalLog(log, self.config.log_interval, now)
        self.cluster: Cluster | None = None     # with a shared store (``cluster``)

    # --- connections ---------------------------------------------------------------------
    def address_of(self, websocket: ServerConnection) -> str:
        remote = websocket.remote_address
        peer = str(remote[0]) if remote else "?"
        request = websocket.request
        headers = request.headers if request is not None else {}
        return client_address(peer, headers, self.config.trusted_proxies)

    async def handle(self, websocket: ServerConnection) -> None:
        address = self.address_of(websocket)
        conn = Connection(websocket, self.config, address)
        full = None
        if self.connections >= self.config.max_connections:
            full = "the server is full"
        elif self.by_address[address] >= self.config.max_connections_per_address:
            full = "too many connections from your address"
        if full is not None:
            self.refusals.log(logging.WARNING, address, "connection",
                              f"refused a connection from {conn.peer}: {full}")
            await websocket.close(1013, full)
            return
        self.connections += 1
        self.by_address[address] += 1
        conn.watch_seat()
        cluster = self.cluster
        if cluster is not None:
            conn.cid = cluster.connection_id()
        try:
            async for raw in websocket:
                if conn.closing:        # once closing, read on only to finish the handshake
                    continue
                if cluster is None:
                    self.receive(conn, raw)
                    continue
                message = self.read(conn, raw)
                if message is not None and not await self.route(cluster, conn, message, raw):
                    self.handle_message(conn, message)
        except ConnectionClosed:
            pass
        finally:
            conn.closing = True     # gone: nothing more is written to it or watched
            conn.closed()
            if cluster is not None:
                cluster.closed(conn)
            self.connections -= 1
            self.by_address[address] -= 1
            if not self.by_address[address]:
                del self.by_address[address]
            if conn.room is not None:
                conn.room.disconnect(conn)

    async def route(self, cluster: Cluster, conn: Connection, message: Message,
                    raw: str | bytes) -> bool:
        """``Cluster.routed``; a store that cannot be reached is answered ``unavailable``
        (nothing changed) and the connection goes on."""
        try:
            return await cluster.routed(conn, message, str(raw))
        except Exception as error:
            self.refusals.log(logging.ERROR, conn.address, "unavailable",
                              f"could not route {message.kind} from {conn.peer}: {error!r}")
            self.refuse(conn, "unavailable", "the server cannot reach its store now: try "
                                             "again in a moment", message.kind, logged=True)
            return True

    def receive(self, conn: Connection | RemoteConnection, raw: str | bytes) -> None:
        """Handle one incoming frame: limit, decode, dispatch; refuse with an error.
        Whatever it holds, the sender gets an answer and the connection stays open (a
        fault of the server's own is logged and answered ``internal``)."""
        message = self.read(conn, raw)
        if message is not None:
            self.handle_message(conn, message)

    def read(self, conn: Connection | RemoteConnection, raw: str | bytes) -> Message | None:
        """One frame rate limited and decoded; None: refused (the client was told)."""
        if not conn.bucket.allow():
            conn.refused += 1
            if conn.refused == 1:
                self.refuse(conn, "flood", "too many messages: slow down", None)
            if conn.refused >= self.config.flood_limit:
                conn.drop("flooding")
            return None
        conn.refused = 0
        if isinstance(raw, bytes):
            self.refuse(conn, "malformed", "send JSON text frames, not binary ones", None)
            return None
        try:
            message = decode(raw, CLIENT)
        except ProtocolError as error:
            self.refuse(conn, error.code, str(error), None)
            return None
        conn.version = message.version
        return message

    def handle_message(self, conn: Connection | RemoteConnection, message: Message,
                       code: str | None = None) -> None:
        """Dispatch a decoded message (``code``: a new room's, claimed in the cluster)."""
        try:
            self.dispatch(conn, message, code)
        except RoomError as error:
            self.refuse(conn, error.code, str(error), message.kind, error.reason)
        except Exception as error:   # a bug of the server's: that client is told, all go on
            self.refusals.log(logging.ERROR, conn.address, "internal",
                              f"failed on {message.kind} from {conn.peer}: {error!r}",
                              exc_info=True)
            self.refuse(conn, "internal", "the server failed on this message", message.kind,
                        logged=True)

    def refuse(self, conn: Connection | RemoteConnection, code: str, message: str,
               about: str | None, reason: dict[str, Any] | None = None,
               logged: bool = False) -> None:
        """Tell the client alone why its message changed nothing (with the engine's
        ``reason`` in parts for a client of version 2 on); logged once per address, kind
        and interval, escaped."""
        message = escaped(message, 1000)
        if not logged:
            # A move the table overtook is part of play; anything else is a faulty client.
            level = logging.INFO if code in PLAY else logging.WARNING
            self.refusals.log(level, conn.address, code,
                              f"refused {about or 'a message'} from {conn.peer} ({code}): "
                              f"{message}")
        conn.post(encode(SERVER, "error", code=code, message=message, about=about,
                         reason=reason if conn.version >= 2 else None))

    # --- requests ------------------------------------------------------------------------
    def dispatch(self, conn: Connection | RemoteConnection, message: Message,
                 code: str | None = None) -> None:
        kind = message.kind
        if kind in ("create", "join", "rejoin") and conn.room is not None:
            raise RoomError("already_seated", "you already have a seat: leave it first")
        if kind == "create":
            self.create(conn, message, code)
        elif kind in ("join", "rejoin"):
            self.guess(conn, message)
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
            elif kind == "chat":
                room.chat(conn, message["text"])
            elif kind == "reaction":
                room.react(conn, message["reaction"])

    def guess(self, conn: Connection | RemoteConnection, message: Message) -> None:
        """``join`` or ``rejoin``: a code, a password or a token that may be a guess, so
        an address that guessed wrong too often waits (``Backoff``)."""
        wait = self.backoff.locked(conn.address)
        if wait > 0:
            raise RoomError("too_many_tries", "too many wrong codes, passwords or tokens "
                                              f"from your address: try again in "
                                              f"{math.ceil(wait)} s")
        try:
            room = self.room_of(message["code"])
            if message.kind == "join":
                room.join(conn, message["name"], message["password"], message["seat"])
            else:
                room.rejoin(conn, message["seat"], message["token"])
        except RoomError as error:
            if error.code in GUESSES:
                self.backoff.failed(conn.address)
            raise

    def room_of(self, code: str) -> Room:
        room = self.rooms.get(code.replace("-", "").upper())
        if room is None:
            raise RoomError("no_room", "there is no room with that code")
        return room

    def create(self, conn: Connection | RemoteConnection, message: Message,
               code: str | None = None) -> None:
        """A new room (``code``: already claimed in the cluster), its creator seated."""
        if len(self.rooms) >= self.config.max_rooms:
            raise RoomError("server_full", "this server has no room for another table")
        most = self.config.max_rooms_per_address
        if self.rooms_by_address[conn.address] >= most:
            raise RoomError("too_many_rooms", f"your address already has {most} rooms open "
                                              f"on this server: leave one first")
        seats = message["seats"]
        rules = message["rules"] or Rules()
        try:
            rules.check_players(len(seats))
        except ValueError as error:
            raise RoomError("bad_field", f"create.seats: {error}") from None
        if HUMAN not in seats:
            raise RoomError("bad_field", "create.seats: at least one seat is a person's")
        while code is None or code in self.rooms:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        time_limit = message["time_limit"] or DEFAULT_TIME_LIMIT
        password = message["password"]
        room = Room(code, rules, [None if s == HUMAN else s for s in seats], time_limit,
                    None if password is None else password_hash(password), self.config,
                    self.pool, self._closed, hints=bool(message["hints"]),
                    owner=conn.address, store=self.store)
        self.rooms[code] = room
        self.rooms_by_address[conn.address] += 1
        log.info("room %s created by %s: %d seats%s", code, conn.peer, len(seats),
                 ", hints allowed" if room.hints else "")
        room.join(conn, message["name"], creating=True)

    def adopt(self, room: Room) -> None:
        """A room restored here (at start, or taken over in a cluster)."""
        self.rooms[room.code] = room
        self.rooms_by_address[room.owner] += 1

    def move_away(self, peer: Any) -> None:
        """A player whose room is now played by another process: he rejoins (1012)."""
        if isinstance(peer, Connection):
            peer.drop("the room moved to another server: rejoin", 1012)

    def _closed(self, room: Room) -> None:
        if self.rooms.pop(room.code, None) is room:
            self.rooms_by_address[room.owner] -= 1
            if not self.rooms_by_address[room.owner]:
                del self.rooms_by_address[room.owner]
        log.info("room %s closed", room.code)

    def restore(self) -> int:
        """Bring back every room of the store (at start); how many came back.  A room
        that cannot be replayed is left out with a warning (and dropped from the store
        after a copy of it was set aside)."""
        bad = []
        for stored in self.store.load():
            try:
                room = persist.restore_room(stored, self.config, self.pool, self._closed,
                                            self.store)
            except (ValueError, TypeError, KeyError) as error:
                log.warning("room %s could not be restored: %s", escaped(stored.code, 20),
                            escaped(str(error)))
                bad.append(stored.code)
                continue
            if room.closed:      # nobody held a seat in it any more
                continue
            self.adopt(room)
        self.store.forget(bad, "rooms that could not be replayed")
        if self.rooms:
            log.info("restored %d rooms", len(self.rooms))
        return len(self.rooms)

    def close(self) -> None:
        """Stop: with a durable store every room is kept there as it is, for the next
        start; otherwise every room closes (its players are told ``room_closed``).  The
        helpers stop."""
        for room in list(self.rooms.values()):
            if self.store.durable:
                room.suspend()
            else:
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
                  tls: ssl.SSLContext | None = None, store: RoomStore | None = None
                  ) -> AsyncIterator[tuple[DurakServer, Server]]:
    """Serve on ``host:port`` (0: any free port) until the block ends; the rooms of
    ``store`` (none: rooms live in memory only) come back first."""
    app = DurakServer(config, store)
    app.restore()
    if store is not None and store.shared:
        from .redis_store import RedisStore  # only with the [redis] extra installed

        assert isinstance(store, RedisStore)
        app.cluster = Cluster(app, store)
        await app.cluster.start()
    options: dict[str, Any] = {"max_size": app.config.max_frame, "compression": None,
                               "max_queue": 16, "ssl": tls,
                               "ping_interval": app.config.ping_interval,
                               "ping_timeout": app.config.ping_timeout,
                               "close_timeout": CLOSE_TIMEOUT}
    try:
        async with serve(app.handle, host, port, **options) as server:
            try:
                yield app, server
            finally:
                app.close()      # while the connections are open: players are told
    finally:
        app.close()
        if app.cluster is not None:
            await app.cluster.stop()


def port_of(server: Server) -> int:
    """The port a running server listens on (useful after asking for port 0)."""
    return int(next(iter(server.sockets)).getsockname()[1])
