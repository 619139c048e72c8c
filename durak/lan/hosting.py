"""Hosting a game from the app: the same server as ``durak-server``, on a background
thread with its own event loop, announced on the local network if asked to.

Given a state file, the hosted rooms are kept there as ``durak-server`` keeps them, so a
hosted game survives the app's crash: at the next start ``stored_tables`` names the
tables to offer ("Resume hosting Anna's table?"), and hosting again with the same file
brings them back (each seat waiting for its player's rejoin); ``forget_tables`` drops
them.  Stopping on purpose closes the rooms (and empties the file) unless asked to keep
them."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import pathlib
import threading

from durak.server import ServerConfig, port_of, running
from durak.server.sqlite_store import SQLiteStore
from durak.server.store import RoomStore

from .advert import Advert
from .service import announced_addresses, service_name

log = logging.getLogger(__name__)
START_LIMIT = 30.0     # seconds the server may take to start listening
STOP_LIMIT = 30.0      # seconds it may take to close its rooms and connections


class HostedServer:
    """A durak-server running in this process on a background thread (own asyncio loop)."""

    def __init__(self, host: str, config: ServerConfig | None = None,
                 advertise: str | None = None, interfaces: list[str] | None = None,
                 state: pathlib.Path | None = None) -> None:
        self.host = host
        self._state = state
        self._keep = False
        self.port = 0
        self.url = ""
        self._config = config
        self._advertise = advertise
        self._interfaces = interfaces
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, name="durak-hosted-server",
                                        daemon=True)
        self._lock = threading.Lock()
        self._stopped = False
        self.advertised_as: str | None = None   # the name announced (zeroconf may add "-2")
        self._advert: Advert | None = None
        # What others type to join: ws://ADDRESS:PORT for each network address it is on.
        self.shared_urls: list[str] = []

    def _start(self, port: int) -> None:
        self._port_asked = port
        self._thread.start()
        if not self._ready.wait(START_LIMIT):
            self.stop()
            raise OSError(f"the server did not start listening within {START_LIMIT:g} s")
        if self._failure is not None:
            self._thread.join(STOP_LIMIT)
            self._stopped = True
            raise self._failure

    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        except BaseException as error:   # handed to the thread that started the server
            if self._ready.is_set():
                log.exception("the hosted server stopped")
            self._failure = error
        finally:
            self._ready.set()

    async def _serve(self) -> None:
        store: RoomStore | None = None if self._state is None else SQLiteStore(self._state)
        try:
            await self._serve_with(store)
        finally:
            if store is not None:
                store.close()

    async def _serve_with(self, store: RoomStore | None) -> None:
        async with running(self.host, self._port_asked, self._config, store=store) as (
                app, server):
            self.port = port_of(server)
            self.url = f"ws://{_local_address(self.host)}:{self.port}"
            self.shared_urls = [f"ws://{_bracketed(address)}:{self.port}"
                                for address in announced_addresses(self.host,
                                                                   self._interfaces)]
            self._loop = asyncio.get_running_loop()
            self._stopping = asyncio.Event()
            log.info("hosting a game server on %s:%d", self.host, self.port)
            advert = None
            if self._advertise is not None:
                advert = await Advert.start(self._advertise, self.host, self.port,
                                            self._interfaces)
                if advert is not None:
                    self.advertised_as = advert.info.name
                    self._advert = advert
            self._ready.set()
            try:
                await self._stopping.wait()
            finally:
                if advert is not None:
                    await advert.stop()
                if not self._keep:    # on purpose: the rooms close, their players are told
                    for room in list(app.rooms.values()):
                        room.close()

    def publish(self, properties: dict[str, str]) -> None:
        """Announce these properties with the game (an open room's, see ``open_room``;
        ``{}``: none), from any thread; nothing where the game is not announced."""
        loop, advert = self._loop, self._advert
        if loop is None or advert is None or self._stopped:
            return
        with contextlib.suppress(RuntimeError):    # the loop has ended already
            asyncio.run_coroutine_threadsafe(advert.update(properties), loop)

    def stop(self, keep_rooms: bool = False) -> None:
        """Close every room and connection, withdraw the announcement, join the thread;
        ``keep_rooms``: keep the rooms in the state file for the next start (as a crash
        would).  Calling it again does nothing.
        """
        self._keep = keep_rooms
        with self._lock:
            if self._stopped:
                return
            self._stopped = True
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None:
            with contextlib.suppress(RuntimeError):    # the loop has ended already
                loop.call_soon_threadsafe(stopping.set)
        self._thread.join(STOP_LIMIT)
        if self._thread.is_alive():
            log.warning("the hosted server did not stop within %g s", STOP_LIMIT)


def start_hosted_server(host: str = "0.0.0.0", port: int = 0, *,
                        advertise_as: str | None = None,
                        interfaces: list[str] | None = None,
                        config: ServerConfig | None = None,
                        state: pathlib.Path | None = None) -> HostedServer:
    """Start the server (same code as `durak-server`); with advertise_as, announce it on the
    local network as a zeroconf `_durak._tcp.local.` service named advertise_as.

    Returns once the server listens.  A port that cannot be had raises ``OSError``; a name
    that cannot be announced raises ``ValueError`` (before anything starts).  Where zeroconf
    cannot run, the server is hosted all the same and one warning is logged.
    ``interfaces`` (addresses) limits zeroconf to those network interfaces.  ``state``:
    the SQLite file that keeps the rooms (see the module's docstring); its rooms come back
    first.
    """
    full_name = None if advertise_as is None else service_name(advertise_as)
    hosted = HostedServer(host, config, full_name, interfaces, state)
    hosted._start(port)
    return hosted


def _local_address(host: str) -> str:
    """How this computer itself reaches a server bound to ``host``."""
    if host in ("", "0.0.0.0"):
        return "127.0.0.1"
    if host == "::":
        return "[::1]"
    return _bracketed(host)


def _bracketed(address: str) -> str:
    return f"[{address}]" if ":" in address else address


def stored_tables(state: pathlib.Path) -> list[str]:
    """The tables kept in a hosting state file, each named by its creator (or by its
    first player's name): what "Resume hosting ...'s table?" offers.  Empty when there is
    no file or nothing in it (an unusable file is set aside, as at a start)."""
    if not state.exists():
        return []
    store = SQLiteStore(state)
    try:
        names = []
        for stored in store.load():
            seats = stored.data.get("seats")
            creator = stored.data.get("creator")
            if not isinstance(seats, list):
                continue
            held = [seat.get("name") for seat in seats if isinstance(seat, dict)]
            name = held[creator] if isinstance(creator, int) and 0 <= creator < len(held) \
                else next((n for n in held if n), None)
            if isinstance(name, str):
                names.append(name)
        return names
    finally:
        store.close()


def forget_tables(state: pathlib.Path) -> None:
    """Drop the tables kept in a hosting state file (the player chose not to resume)."""
    for path in (state, state.with_name(state.name + "-wal"),
                 state.with_name(state.name + "-shm")):
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
