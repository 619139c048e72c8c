"""A durak-server on 127.0.0.1 (any free port) on a background thread, for app tests:
the app's Qt loop runs in the test's thread, the server's asyncio loop in its own.  With
a ``state`` file it keeps its rooms there, as ``durak-server`` does: stopped and started
again on the same port and file, it brings them back."""

from __future__ import annotations

import asyncio
import pathlib
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from durak.server import DurakServer, ServerConfig, port_of, running
from durak.server.clock import ManualClock
from durak.server.sqlite_store import SQLiteStore

T = TypeVar("T")


class ThreadServer:
    """The server and its hand-driven clock; ``call`` runs a function on its loop."""

    def __init__(self, port: int = 0, state: pathlib.Path | None = None,
                 **options: Any) -> None:
        self.port = port   # 0: any free one
        self.state = state
        self.clock = ManualClock()
        settings: dict[str, Any] = {"bot_delay": 0.0, "rate": 10_000.0, "burst": 10_000.0}
        settings.update(options)
        self.config = ServerConfig(clock=self.clock, **settings)
        self.loop = asyncio.new_event_loop()
        self.app: DurakServer | None = None
        self.url = ""
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self.loop.run_until_complete,
                                        args=(self._serve(),), daemon=True)

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        store = None if self.state is None else SQLiteStore(self.state)
        try:
            async with running("127.0.0.1", self.port, self.config, store=store) as (
                    app, server):
                self.app = app
                self.url = f"ws://127.0.0.1:{port_of(server)}"
                self._ready.set()
                await self._stop.wait()
        finally:
            if store is not None:
                store.close()

    def start(self) -> ThreadServer:
        self._thread.start()
        assert self._ready.wait(30), "the server did not start"
        return self

    def call(self, function: Callable[[], T]) -> T:
        async def run() -> T:
            return function()
        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(30)

    def connections(self) -> int:
        """How many clients are connected now."""
        app = self.app
        return 0 if app is None or self.loop.is_closed() else self.call(lambda: app.connections)

    def advance(self, seconds: float) -> int:
        """Move the server's clock on (its timers fire on its own thread)."""
        return self.call(lambda: self.clock.advance(seconds))

    def stop(self) -> None:
        """Stop serving (again: nothing)."""
        if self.loop.is_closed():
            return
        stop = self._stop
        if stop is not None:
            self.loop.call_soon_threadsafe(stop.set)
        self._thread.join(30)
        self.loop.close()


@contextmanager
def thread_server(port: int = 0, **options: Any) -> Iterator[ThreadServer]:
    server = ThreadServer(port, **options).start()
    try:
        yield server
    finally:
        server.stop()

