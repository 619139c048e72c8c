"""The rooms in Redis (or Valkey), shared by several ``durak-server`` processes
(``--store redis://HOST:PORT/DB``).

Per room: ``durak:room:CODE`` (its state, as ``Room.stored_state`` writes it),
``durak:actions:CODE`` (its game's actions in order) and ``durak:clock:CODE``; and
``durak:lease:CODE``, the id of the one process that plays the room now.  Every write is
one Lua script, so one transaction, that first checks the lease is still this process's
(a process that lost a room cannot write over the one that took it over) and checks an
action's place in the list.  Writes go out in order from one task; one that is refused
tells the cluster (``on_lost``) that the room is no longer this process's.  Rooms expire
after ``KEEP_SECONDS`` without a write (nobody came back to them).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from typing import Any

import redis.asyncio as aioredis
from redis.commands.core import AsyncScript

from .store import REDIS_PREFIX as PREFIX
from .store import StoredRoom

log = logging.getLogger(__name__)
KEEP_SECONDS = 86_400

# KEYS: lease, room, actions, clock; ARGV: me, keep ms, data, new game (0/1)
_PUT = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[3], 'PX', ARGV[2])
if ARGV[4] == '1' then redis.call('DEL', KEYS[3], KEYS[4]) end
return 1
"""
# KEYS: lease, room, actions, clock; ARGV: me, keep ms, index, action, clock ('' none)
_ADD = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if redis.call('LLEN', KEYS[3]) ~= tonumber(ARGV[3]) then return -1 end
redis.call('RPUSH', KEYS[3], ARGV[4])
redis.call('PEXPIRE', KEYS[3], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
if ARGV[5] == '' then redis.call('DEL', KEYS[4])
else redis.call('SET', KEYS[4], ARGV[5], 'PX', ARGV[2]) end
return 1
"""
# KEYS: lease, room, actions, clock; ARGV: me
_DROP = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4])
return 1
"""
# KEYS: lease; ARGV: me, lease ms
_RENEW = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
"""
# KEYS: lease; ARGV: me
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) return 1 end
return 0
"""
# KEYS: lease; ARGV: the dead holder, me, lease ms: take a dead process's lease at once
_STEAL = """
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1
end
return 0
"""


def keys(code: str) -> list[str]:
    return [f"{PREFIX}lease:{code}", f"{PREFIX}room:{code}", f"{PREFIX}actions:{code}",
            f"{PREFIX}clock:{code}"]


class RedisStore:
    """Rooms in Redis, written only by the process holding each room's lease."""

    durable = True
    shared = True

    def __init__(self, url: str, me: str, lease_seconds: float = 3.0) -> None:
        self.url = url
        self.me = me
        self.lease_ms = int(lease_seconds * 1000)
        # A busy process waits for a free connection rather than failing the request.
        pool = aioredis.BlockingConnectionPool.from_url(url, max_connections=64, timeout=10)
        self.redis: aioredis.Redis = aioredis.Redis(connection_pool=pool)
        self._put = self.redis.register_script(_PUT)
        self._add = self.redis.register_script(_ADD)
        self._drop = self.redis.register_script(_DROP)
        self._renew = self.redis.register_script(_RENEW)
        self._release = self.redis.register_script(_RELEASE)
        self._steal = self.redis.register_script(_STEAL)
        self._writes: asyncio.Queue[tuple[str, AsyncScript, list[str], list[Any]] | None] = (
            asyncio.Queue())
        self._writer: asyncio.Task[None] | None = None
        self.on_lost: Callable[[str], None] = lambda code: None

    async def ping(self) -> None:
        """Raises when the server cannot be reached."""
        await self.redis.ping()

    # --- the RoomStore interface (called by rooms, on the event loop) --------------------
    def load(self) -> list[StoredRoom]:
        return []     # rooms come back one by one, taken over on demand (``take``)

    def put_room(self, code: str, data: dict[str, Any], new_game: bool = False) -> None:
        self._queue(code, self._put, [self.me, KEEP_SECONDS * 1000, json.dumps(data),
                                      "1" if new_game else "0"])

    def add_action(self, code: str, game: int, index: int, action: dict[str, Any],
                   clock: dict[str, Any] | None) -> None:
        self._queue(code, self._add, [self.me, KEEP_SECONDS * 1000, index, json.dumps(action),
                                      "" if clock is None else json.dumps(clock)])

    def drop_room(self, code: str) -> None:
        self._queue(code, self._drop, [self.me])

    def forget(self, codes: list[str], why: str) -> None:
        for code in codes:
            log.warning("room %s in Redis dropped: %s", code, why)
            self.drop_room(code)

    def close(self) -> None:
        if self._writer is not None:
            self._writes.put_nowait(None)

    async def flush(self) -> None:
        """Until every queued write is done."""
        if self._writer is not None:
            await self._writes.join()

    async def aclose(self) -> None:
        self.close()
        if self._writer is not None:
            await self._writer
        await self.redis.aclose()

    def _queue(self, code: str, script: AsyncScript, args: list[Any]) -> None:
        if self._writer is None:
            self._writer = asyncio.get_running_loop().create_task(self._write_all())
        self._writes.put_nowait((code, script, keys(code), args))

    async def _write_all(self) -> None:
        """Write what is queued, in order: all that waits in one round trip (each write
        is still one script, so one transaction, of its own)."""
        while True:
            batch = [await self._writes.get()]
            while not self._writes.empty():
                batch.append(self._writes.get_nowait())
            writes = [item for item in batch if item is not None]
            try:
                if writes:
                    await self._write(writes)
            finally:
                for _ in batch:
                    self._writes.task_done()
            if None in batch:
                return

    async def _write(self, writes: list[tuple[str, AsyncScript, list[str], list[Any]]]
                     ) -> None:
        try:
            async with self.redis.pipeline(transaction=False) as pipe:
                for _, script, names, args in writes:
                    await script(keys=names, args=args, client=pipe)
                results = await pipe.execute(raise_on_error=False)
        except Exception as error:   # Redis unreachable: play goes on in memory
            log.error("could not write %d changes to Redis: %s", len(writes), error)
            return
        for (code, *_), done in zip(writes, results, strict=True):
            if done != 1:
                log.warning("room %s: Redis refused the write (%s): the room is no longer "
                            "this process's", code, done)
                self.on_lost(code)

    # --- leases --------------------------------------------------------------------------
    async def acquire(self, code: str) -> bool:
        """Take the room's lease if nobody holds it."""
        return bool(await self.redis.set(keys(code)[0], self.me, nx=True, px=self.lease_ms))

    async def holder(self, code: str) -> str | None:
        value = await self.redis.get(keys(code)[0])
        return None if value is None else value if isinstance(value, str) else value.decode()

    async def steal(self, code: str, dead: str) -> bool:
        """Take the lease of a process known to be dead."""
        return bool(await self._steal(keys=keys(code)[:1], args=[dead, self.me,
                                                                  self.lease_ms]))

    async def renew(self, codes: list[str]) -> list[str]:
        """Renew these rooms' leases; the codes whose lease is no longer this process's."""
        if not codes:
            return []
        async with self.redis.pipeline(transaction=False) as pipe:
            for code in codes:
                await self._renew(keys=keys(code)[:1], args=[self.me, self.lease_ms],
                                  client=pipe)
            results = await pipe.execute()
        return [code for code, ok in zip(codes, results, strict=True) if ok != 1]

    async def release(self, code: str) -> None:
        await self._release(keys=keys(code)[:1], args=[self.me])

    async def exists(self, code: str) -> bool:
        """Whether the room is stored, or being created (its lease is held before its
        first write arrives)."""
        return bool(await self.redis.exists(keys(code)[1], keys(code)[0]))

    async def read(self, code: str) -> StoredRoom | None:
        """The room as stored (read by the process that now holds its lease)."""
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.get(keys(code)[1])
            pipe.lrange(keys(code)[2], 0, -1)
            data, actions = await pipe.execute()
        if data is None:
            return None
        room = json.loads(data)
        if not isinstance(room, dict):
            raise ValueError("its state is not an object")
        listed = [json.loads(item) for item in actions]
        if not all(isinstance(item, dict) for item in listed):
            raise ValueError("an action is not an object")
        return StoredRoom(code, room, listed)
