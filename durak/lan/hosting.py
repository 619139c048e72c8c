"""Hosting a game from the app: the same server as ``durak-server``, on a background
thread with its own event loop, announced on the local network if asked to."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading

from durak.server import ServerConfig, port_of, running

from .advert import Advert
from .service import announced_addresses, service_name

log = logging.getLogger(__name__)
START_LIMIT = 30.0     # seconds the server may take to start listening
STOP_LIMIT = 30.0      # seconds it may take to close its rooms and connections


class HostedServer:
    """A durak-server running in this process on a background thread (own asyncio loop)."""

    def __init__(self, host: str, config: ServerConfig | None = None,
                 advertise: str | None = None, interfaces: list[str] | None = None) -> None:
        self.host = host
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
        async with running(self.host, self._port_asked, self._config) as (_, server):
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
            self._ready.set()
            try:
                await self._stopping.wait()
            finally:
                if advert is not None:
                    await advert.stop()

    def stop(self) -> None:
        """Close every room and connection, withdraw the announcement, join the thread.

        Calling it again does nothing.
        """
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
                        config: ServerConfig | None = None) -> HostedServer:
    """Start the server (same code as `durak-server`); with advertise_as, announce it on the
    local network as a zeroconf `_durak._tcp.local.` service named advertise_as.

    Returns once the server listens.  A port that cannot be had raises ``OSError``; a name
    that cannot be announced raises ``ValueError`` (before anything starts).  Where zeroconf
    cannot run, the server is hosted all the same and one warning is logged.
    ``interfaces`` (addresses) limits zeroconf to those network interfaces.
    """
    full_name = None if advertise_as is None else service_name(advertise_as)
    hosted = HostedServer(host, config, full_name, interfaces)
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
