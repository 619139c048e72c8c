"""Announcing a hosted game on the local network (zeroconf), from the server's event loop.

Announcing never stops the game from being hosted: where zeroconf cannot run, one
warning is logged and the server goes on without it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable

import zeroconf
from zeroconf import ServiceInfo
from zeroconf.asyncio import AsyncZeroconf

from durak.protocol import VERSION

from .service import SERVICE_TYPE, announced_addresses, host_label, zeroconf_options

log = logging.getLogger(__name__)
UNAVAILABLE = (OSError, zeroconf.Error)


class Advert:
    """One game announced as a ``_durak._tcp.local.`` service until ``stop``."""

    def __init__(self, responder: AsyncZeroconf, info: ServiceInfo,
                 registering: asyncio.Future[None]) -> None:
        self._responder = responder
        self.info = info
        self._registering = registering

    @classmethod
    async def start(cls, full_name: str, host: str, port: int,
                    interfaces: list[str] | None) -> Advert | None:
        """Announce the server at ``host:port``; None (and a warning) where it cannot be."""
        addresses = announced_addresses(host, interfaces)
        if not addresses:
            log.warning("this computer has no network address to announce the game on")
            return None
        info = ServiceInfo(SERVICE_TYPE, full_name, port=port, parsed_addresses=addresses,
                           server=host_label(), properties={"protocol": str(VERSION)})
        try:
            responder = AsyncZeroconf(**zeroconf_options(interfaces))
        except UNAVAILABLE as error:
            log.warning("cannot announce the game on the local network: %s", error)
            return None
        try:
            waiting: Awaitable[None] = await responder.async_register_service(
                info, allow_name_change=True)
        except UNAVAILABLE as error:
            log.warning("cannot announce the game on the local network: %s", error)
            await responder.async_close()
            return None
        registering = asyncio.ensure_future(waiting)
        registering.add_done_callback(_report)
        return cls(responder, info, registering)

    async def update(self, properties: dict[str, str]) -> None:
        """Announce the same server with these properties besides its protocol (an open
        room's, ``open_room``); ``{}``: none."""
        info = self.info
        self.info = ServiceInfo(info.type, info.name, port=info.port,
                                addresses=info.addresses, server=info.server,
                                properties={"protocol": str(VERSION), **properties})
        if not self._registering.done():
            await asyncio.shield(self._registering)
        try:
            await self._responder.async_update_service(self.info)
        except UNAVAILABLE as error:
            log.warning("could not update the game's announcement: %s", error)

    async def stop(self) -> None:
        """Withdraw the announcement (players' lists drop the game) and close zeroconf."""
        if not self._registering.done():
            self._registering.cancel()
        else:
            try:
                await self._responder.async_unregister_all_services()
            except UNAVAILABLE as error:
                log.warning("could not withdraw the game's announcement: %s", error)
        await self._responder.async_close()


def _report(registering: asyncio.Future[None]) -> None:
    if not registering.cancelled() and registering.exception() is not None:
        log.warning("cannot announce the game on the local network: %s",
                    registering.exception())
