"""The server of ``bench/server_load.py``: ``durak.server`` as ``durak-server`` runs it, with
two probes, in its own process.

Run by the bench as ``python bench/load_server.py MAX_ROOMS [STATE]``: keeps its rooms in
the SQLite file STATE (``:memory:``, the default: in memory only; ``redis://...``: in that
Redis, one process of a cluster), restores those it holds,
prints ``listening URL restored ROOMS SECONDS`` (how many rooms came back, and how long
bringing them back and starting to listen took), then takes commands on standard input:
``measure`` starts the measured period, ``report`` ends it and prints one line of JSON:

- ``lag``: how late a 10 ms timer of the event loop fired, each time, in seconds (how long
  a message that arrives waits for the loop to be free);
- ``collections``: each pass of the garbage collector, its generation and how long it
  took;
- ``actions``: for each action the server applied, ``"CODE:SEQ"`` (the room, and the
  ``seq`` of the ``state`` it caused) to ``[read, queued]``: when its frame was handed to
  the server's handler, and when every seat's update had been queued for sending
  (``time.perf_counter``, the same clock in every process on Linux).

The probes wrap ``DurakServer.receive`` and add one timer task; the server is otherwise
the one in the ``durak`` package imported (``PYTHONPATH`` chooses an earlier revision).
"""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import secrets
import sys
import time
from typing import Any

from durak.server import app
from durak.server.app import DurakServer, port_of, running
from durak.server.config import ServerConfig
from durak.server.connection import Connection

TICK = 0.01


class Probe:
    """What the server's process measured while ``measuring``."""

    def __init__(self) -> None:
        self.measuring = False
        self.lag: list[float] = []
        self.actions: dict[str, list[tuple[float, float]]] = {}
        self.collections: list[tuple[int, float]] = []   # generation, seconds
        self._collecting = 0.0
        gc.callbacks.append(self._collected)

    def _collected(self, phase: str, info: dict[str, int]) -> None:
        """Time the garbage collector's passes (they stop the event loop)."""
        if phase == "start":
            self._collecting = time.thread_time()
        elif self.measuring:
            self.collections.append((info["generation"], time.thread_time() - self._collecting))

    def install(self, cluster: bool = False) -> None:
        """Time every action through ``DurakServer.receive`` (in a cluster, through
        ``handle_message``: what this process handles of its own connections' frames and of
        those relayed to it, once decoded)."""
        name = "handle_message" if cluster else "receive"
        receive = getattr(DurakServer, name)
        probe = self

        def timed(server: DurakServer, conn: Connection, raw: Any, *more: Any) -> None:
            read = time.perf_counter()
            room = conn.room
            game = room.game if room is not None else None
            before = len(game.history) if game is not None else -1
            receive(server, conn, raw, *more)
            # Only an action moves the game it was read in on by one.
            if (probe.measuring and game is not None and room is not None
                    and room.game is game and len(game.history) == before + 1):
                # A room's next game counts from 0 again: the same key, a later time.
                probe.actions.setdefault(f"{room.code}:{before + 1}", []).append(
                    (read, time.perf_counter()))

        setattr(DurakServer, name, timed)

    async def sample_lag(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            asked = loop.time()
            await asyncio.sleep(TICK)
            if self.measuring:
                self.lag.append(loop.time() - asked - TICK)

    def report(self) -> dict[str, Any]:
        self.measuring = False
        return {"lag": self.lag, "actions": self.actions, "collections": self.collections}


async def serve(max_rooms: int, state: str) -> None:
    probe = Probe()
    probe.install(cluster=state.startswith("redis://"))
    loop = asyncio.get_running_loop()
    done = asyncio.Event()

    def command() -> None:
        line = sys.stdin.readline().strip()
        if line == "measure":
            probe.measuring = True
        elif line == "report":
            print(json.dumps(probe.report()), flush=True)
        elif line in ("", "stop"):
            done.set()

    config = ServerConfig(max_rooms=max_rooms, max_connections=4 * max_rooms + 100)
    # Every client runs on this machine: one address, so its limits are the server's.
    for name, value in (("max_connections_per_address", config.max_connections),
                        ("max_rooms_per_address", max_rooms), ("free_tries", 1 << 30)):
        if hasattr(config, name):                # an earlier server may not have them
            setattr(config, name, value)
    options: dict[str, Any] = {}
    if state.startswith("redis://"):
        from durak.server.redis_store import RedisStore
        options["store"] = RedisStore(state, secrets.token_hex(8))
    elif state != ":memory:":
        from durak.server.sqlite_store import SQLiteStore
        options["store"] = SQLiteStore(state)
    began = time.perf_counter()
    async with running("127.0.0.1", 0, config, **options) as (server_app, server):
        took = time.perf_counter() - began
        if hasattr(app, "tune_collector"):      # as durak-server does (an earlier one may not)
            app.tune_collector()
        print(f"listening ws://127.0.0.1:{port_of(server)} restored {len(server_app.rooms)} "
              f"{took:.3f}", flush=True)
        sampler = asyncio.create_task(probe.sample_lag())
        loop.add_reader(sys.stdin.fileno(), command)
        await done.wait()
        sampler.cancel()
    if "store" in options:
        options["store"].close()


def main() -> None:
    logging.basicConfig(level=logging.ERROR, stream=sys.stderr)
    asyncio.run(serve(int(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else ":memory:"))


if __name__ == "__main__":
    main()
