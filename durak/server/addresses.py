"""Where a connection comes from, as the per-address limits count it."""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping, Set


def address_key(host: str) -> str:
    """An IPv4 address as it is; an IPv6 address as its /64 network (what one household
    or machine is given, so it cannot pose as many by changing its last bits); an
    IPv4-mapped IPv6 address as the IPv4 address."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


def client_address(peer: str, headers: Mapping[str, str], trusted: Set[str]) -> str:
    """The client's address: the peer's, or when the peer is a trusted reverse proxy the
    last address of its ``X-Forwarded-For`` header (the one the proxy itself added)."""
    if peer in trusted:
        forwarded = headers.get("X-Forwarded-For", "")
        last = forwarded.rsplit(",", 1)[-1].strip()
        try:
            return address_key(str(ipaddress.ip_address(last)))
        except ValueError:
            pass
    return address_key(peer)
