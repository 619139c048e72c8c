"""Several ``durak-server`` processes on one Redis: each room is played by the one process
holding its lease, and a client connected to any process reaches it.

**Relay, not redirect.**  A process that gets a ``join`` or ``rejoin`` for a room another
process plays relays that connection's frames to it through Redis pub/sub (one channel per
process), and its answers back; the client never learns that there are several
processes, so it works behind any proxy that spreads connections (round robin, least
connections) with no per-process address and nothing new in the protocol or the app.  A
redirect would need each process reachable at an address of its own through the proxy,
and every client to follow it.

**Leases.**  A process renews its rooms' leases (and its own ``alive`` key) three times a
lease; a process that dies stops renewing, and within a lease its ``alive`` key is gone:
then the first process a player of its rooms reaches takes the room over from the store
at once (replayed as after a restart), and the processes that relayed for it close those
connections (1012), so their clients rejoin and are served again.  A room nobody is
relaying for is taken over when a player comes back.  A process that finds a lease no
longer its own stops playing that room and closes its players' connections the same way.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections import Counter
from typing import TYPE_CHECKING, Any, Protocol

from durak.protocol import VERSIONS, Message, as_version

from . import persist
from .codes import new_code
from .config import ServerConfig
from .limits import TokenBucket
from .store import REDIS_PREFIX as PREFIX
from .thinking import SearchPool

if TYPE_CHECKING:
    from .connection import Connection
    from .redis_store import RedisStore
    from .room import Room

log = logging.getLogger(__name__)

MOVED = 1012   # "service restart": the room moved to another process; rejoin


class RemoteConnection:
    """A client connected to another process, as this (the room's) process sees it: what
    it posts goes back through that process."""

    def __init__(self, cluster: Cluster, cid: str, origin: str, address: str) -> None:
        self.cluster = cluster
        self.cid = cid
        self.origin = origin       # the process the client is connected to
        self.address = address
        self.room: Room | None = None
        self.seat: int | None = None
        self.version = VERSIONS[0]
        self.bucket = TokenBucket(1e9, 1e9, lambda: 0.0)   # limited where it connected
        self.refused = 0
        self.closing = False

    @property
    def peer(self) -> str:
        return f"{self.address} (through {self.origin[:8]})"

    def post(self, text: str) -> None:
        if not self.closing:
            self.cluster.send(self.origin, {"t": "out", "conn": self.cid,
                                            "text": as_version(text, self.version)})

    def drop(self, reason: str) -> None:
        if not self.closing:
            self.closing = True
            self.cluster.send(self.origin, {"t": "close", "conn": self.cid, "reason": reason})


class Host(Protocol):
    """What a cluster needs of its process's server (``app.DurakServer``, which sits
    above this module)."""

    config: ServerConfig
    pool: SearchPool
    rooms: dict[str, Room]
    rooms_by_address: Counter[str]

    def _closed(self, room: Room) -> None: ...

    def receive(self, conn: Connection | RemoteConnection, raw: str | bytes) -> None: ...

    def handle_message(self, conn: Connection | RemoteConnection, message: Message,
                       code: str | None = None) -> None: ...

    def adopt(self, room: Room) -> None: ...

    def move_away(self, peer: Any) -> None: ...


class Cluster:
    """This process's part in a cluster: leases, relays, take-overs."""

    def __init__(self, app: Host, store: RedisStore) -> None:
        self.app = app
        self.store = store
        self.me = store.me
        self.redis = store.redis
        self.lease = store.lease_ms / 1000
        self.remotes: dict[str, RemoteConnection] = {}     # cid -> its connection here
        self.relayed: dict[str, Connection] = {}           # cid -> local connection
        self._outbox: asyncio.Queue[tuple[str, dict[str, Any]] | None] = asyncio.Queue()
        self._tasks: list[asyncio.Task[None]] = []
        self._count = 0
        store.on_lost = self.lost

    @staticmethod
    def channel(process: str) -> str:
        return f"{PREFIX}proc:{process}"

    @staticmethod
    def alive_key(process: str) -> str:
        return f"{PREFIX}alive:{process}"

    async def start(self) -> None:
        await self.store.ping()
        await self.redis.set(self.alive_key(self.me), "1", px=self.store.lease_ms)
        self.pubsub = self.redis.pubsub()
        await self.pubsub.subscribe(self.channel(self.me))
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._listen()), loop.create_task(self._send_all()),
                       loop.create_task(self._upkeep())]
        log.info("in the cluster as %s", self.me)

    async def stop(self) -> None:
        """Hand every room back (its lease released: another process takes it over when
        its players come back) and leave."""
        await self.store.flush()
        for code in list(self.app.rooms):
            with contextlib.suppress(Exception):
                await self.store.release(code)
        with contextlib.suppress(Exception):
            await self.redis.delete(self.alive_key(self.me))
        self._outbox.put_nowait(None)
        for task in self._tasks:
            if task is not self._tasks[1]:
                task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        with contextlib.suppress(Exception):
            await self.pubsub.aclose()  # type: ignore[no-untyped-call]  # redis's own stub
        await self.store.aclose()

    # --- the connections of this process -------------------------------------------------
    def connection_id(self) -> str:
        self._count += 1
        return f"{self.me}:{self._count}"

    async def routed(self, conn: Connection, message: Message, raw: str) -> bool:
        """Handle ``message`` where it belongs: relayed to the process playing its room,
        or a new room's code claimed in the cluster; False: this process handles it."""
        if conn.relay is not None:
            self.send(conn.relay, {"t": "in", "conn": conn.cid, "addr": conn.address,
                                   "text": raw})
            return True
        if message.kind == "create" and conn.room is None:
            code = await self.claim()
            self.app.handle_message(conn, message, code)
            if code not in self.app.rooms:
                await self.store.release(code)
            return True
        if message.kind not in ("join", "rejoin") or conn.room is not None:
            return False
        code = message["code"].replace("-", "").upper()
        if code in self.app.rooms or not await self.store.exists(code):
            return False
        holder = await self.place(code)
        if holder is None or holder == self.me:
            return False
        conn.relay = holder
        self.relayed[conn.cid] = conn
        self.send(holder, {"t": "in", "conn": conn.cid, "addr": conn.address, "text": raw})
        return True

    def closed(self, conn: Connection) -> None:
        """A local connection closed: the process it was relayed to is told."""
        if conn.relay is not None:
            self.relayed.pop(conn.cid, None)
            self.send(conn.relay, {"t": "gone", "conn": conn.cid})

    async def claim(self) -> str:
        """A new room's code, its lease held by this process."""
        while True:
            code = new_code()
            if code not in self.app.rooms and not await self.store.exists(code) and \
                    await self.store.acquire(code):
                return code

    async def place(self, code: str) -> str | None:
        """The process that plays ``code`` now: this one after taking it over if nobody
        (alive) does; None if it cannot be played."""
        for _ in range(3):
            if await self.store.acquire(code):
                return self.me if await self.take(code) else None
            holder = await self.store.holder(code)
            if holder is None:
                continue        # the lease ran out just now: try again
            if holder == self.me:
                return None
            if await self.redis.exists(self.alive_key(holder)):
                return holder
            if await self.store.steal(code, holder):
                log.info("room %s: process %s is gone, taking the room over", code, holder)
                return self.me if await self.take(code) else None
        return None

    async def take(self, code: str) -> bool:
        """Play ``code`` here from now on, from the store (its lease is this process's)."""
        try:
            stored = await self.store.read(code)
            if stored is None:
                raise ValueError("it is not in the store any more")
            room = persist.restore_room(stored, self.app.config, self.app.pool,
                                        self.app._closed, self.store)
        except (ValueError, TypeError, KeyError) as error:
            log.warning("room %s could not be taken over: %s", code, error)
            await self.store.release(code)
            return False
        if room.closed:
            return False
        self.app.adopt(room)
        log.info("room %s taken over", code)
        return True

    def lost(self, code: str) -> None:
        """The room's lease is no longer this process's: stop playing it; its players
        here are closed (1012) and rejoin wherever it is played now."""
        room = self.app.rooms.pop(code, None)
        if room is None:
            return
        self.app.rooms_by_address[room.owner] -= 1
        room.suspend()
        for place in room.seats:
            peer = place.peer
            if peer is None:
                continue
            place.peer = None
            peer.room = peer.seat = None
            if isinstance(peer, RemoteConnection):
                peer.drop("the room moved to another server: rejoin")
                self.remotes.pop(peer.cid, None)
            else:
                self.app.move_away(peer)
        room.closed = True
        log.warning("room %s: its lease was lost; it is played elsewhere now", code)

    # --- messages between processes ------------------------------------------------------
    def send(self, process: str, payload: dict[str, Any]) -> None:
        self._outbox.put_nowait((process, payload))

    async def _send_all(self) -> None:
        """Publish what is queued, in order, all that waits in one round trip."""
        while True:
            batch = [await self._outbox.get()]
            while not self._outbox.empty():
                batch.append(self._outbox.get_nowait())
            items = [item for item in batch if item is not None]
            if items:
                try:
                    async with self.redis.pipeline(transaction=False) as pipe:
                        for process, payload in items:
                            pipe.publish(self.channel(process), json.dumps(payload))
                        await pipe.execute()
                except Exception as error:
                    log.error("could not reach the other processes through Redis: %s", error)
            if None in batch:
                return

    async def _listen(self) -> None:
        async for item in self.pubsub.listen():
            if item.get("type") != "message":
                continue
            try:
                payload = json.loads(item["data"])
                self._arrived(payload)
            except Exception:
                log.exception("a message from another process failed")

    def _arrived(self, payload: dict[str, Any]) -> None:
        kind, cid = payload.get("t"), str(payload.get("conn"))
        if kind == "in":
            remote = self.remotes.get(cid)
            if remote is None:
                origin = cid.rsplit(":", 1)[0]
                remote = self.remotes[cid] = RemoteConnection(self, cid, origin,
                                                              str(payload.get("addr")))
            self.app.receive(remote, str(payload["text"]))
        elif kind == "gone":
            remote = self.remotes.pop(cid, None)
            if remote is not None and remote.room is not None:
                remote.room.disconnect(remote)
        elif kind == "out":
            conn = self.relayed.get(cid)
            if conn is not None:
                conn.post(str(payload["text"]))
        elif kind == "close":
            conn = self.relayed.get(cid)
            if conn is not None:
                self.relayed.pop(cid, None)
                conn.relay = None
                conn.drop(str(payload.get("reason", "closed")), MOVED)

    # --- upkeep --------------------------------------------------------------------------
    async def _upkeep(self) -> None:
        while True:
            await asyncio.sleep(self.lease / 3)
            try:
                await self._renew()
            except Exception as error:
                log.error("could not renew the leases in Redis: %s", error)

    async def _renew(self) -> None:
        await self.redis.set(self.alive_key(self.me), "1", px=self.store.lease_ms)
        for code in await self.store.renew(list(self.app.rooms)):
            self.lost(code)
        others = {conn.relay for conn in self.relayed.values() if conn.relay is not None}
        others |= {remote.origin for remote in self.remotes.values()}
        if not others:
            return
        names = sorted(others)
        async with self.redis.pipeline(transaction=False) as pipe:
            for name in names:
                pipe.exists(self.alive_key(name))
            found = await pipe.execute()
        gone = {name for name, there in zip(names, found, strict=True) if not there}
        for cid, conn in list(self.relayed.items()):
            if conn.relay in gone:          # the room's process died: rejoin, taken over
                self.relayed.pop(cid, None)
                conn.relay = None
                conn.drop("the room's server is gone: rejoin", MOVED)
        for cid, remote in list(self.remotes.items()):
            if remote.origin in gone:       # the client's process died: it is away
                self.remotes.pop(cid, None)
                if remote.room is not None:
                    remote.room.disconnect(remote)
