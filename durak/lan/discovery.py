"""Finding the games hosted on the local network (zeroconf ``_durak._tcp.local.``).

Where zeroconf cannot run (no network, no multicast), the browser logs one warning and
lists nothing; typing an address still works.
"""

from __future__ import annotations

import ipaddress
import logging
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import zeroconf
from zeroconf import IPVersion, ServiceBrowser, ServiceStateChange, Zeroconf

from .open_room import OpenRoom, read_open_room
from .service import SERVICE_TYPE, instance_name, zeroconf_options

log = logging.getLogger(__name__)
RESOLVE_MS = 3000     # how long to ask for a found game's address and port


@dataclass(frozen=True)
class FoundGame:
    """A game someone hosts on this network."""

    name: str     # the advertised name, e.g. "Anna's table"
    host: str     # an address to connect to
    port: int
    room: OpenRoom | None = None   # the room, when it is open to this network

    @property
    def url(self) -> str:
        """``ws://host:port``, the address a client connects to."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"ws://{host}:{self.port}"


class GameBrowser:
    """Lists `_durak._tcp.local.` services; on_change is called (from zeroconf's thread!)
    with the full current list whenever it changes."""

    def __init__(self, on_change: Callable[[list[FoundGame]], None], *,
                 interfaces: list[str] | None = None) -> None:
        self._on_change = on_change
        self._found: dict[str, FoundGame] = {}
        self._lock = threading.Lock()
        self._closed = False
        self._zeroconf: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        try:
            self._zeroconf = Zeroconf(**zeroconf_options(interfaces))
            self._browser = ServiceBrowser(self._zeroconf, SERVICE_TYPE,
                                           handlers=[self._changed])
        except (OSError, zeroconf.Error) as error:
            log.warning("cannot look for games on the local network: %s", error)
            self.close()

    def games(self) -> list[FoundGame]:
        """The games found so far, by name."""
        with self._lock:
            return _sorted(self._found.values())

    def close(self) -> None:
        """Stop looking; no more calls of on_change.  Calling it again does nothing."""
        with self._lock:
            self._closed = True
            browser, self._browser = self._browser, None
            responder, self._zeroconf = self._zeroconf, None
        if browser is not None:
            browser.cancel()
        if responder is not None:
            responder.close()

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: ServiceStateChange) -> None:
        """A service appeared, changed or went (called on the browser's thread)."""
        game = None
        if state_change is not ServiceStateChange.Removed:
            info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_MS)
            addresses = [] if info is None else info.parsed_addresses(IPVersion.V4Only)
            if info is not None and info.port and addresses:
                game = FoundGame(instance_name(name), _best(addresses), info.port,
                                 read_open_room(info.properties or {}))
        with self._lock:
            if self._closed:
                return
            before = self._found.get(name)
            if game is None:
                self._found.pop(name, None)
            else:
                self._found[name] = game
            if before == game:
                return
            games = _sorted(self._found.values())
        self._on_change(games)


def _best(addresses: list[str]) -> str:
    """An address of a game to connect to: one that is not the loopback, if it has one."""
    return next((a for a in addresses if not ipaddress.ip_address(a).is_loopback),
                addresses[0])


def _sorted(games: Iterable[FoundGame]) -> list[FoundGame]:
    return sorted(games, key=lambda g: (g.name.casefold(), g.host, g.port))
