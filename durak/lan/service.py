"""What the host and the browser agree on: the zeroconf service type, names, and which
network interfaces zeroconf may use."""

from __future__ import annotations

import ipaddress
import os
import socket
from typing import Any

import ifaddr
from zeroconf import InterfaceChoice, IPVersion

SERVICE_TYPE = "_durak._tcp.local."
# Addresses (comma separated) of the interfaces zeroconf may announce and look on; unset:
# every interface.  The test suite sets it to 127.0.0.1 so that nothing leaves the machine.
INTERFACES_VARIABLE = "DURAK_LAN_INTERFACES"
MAX_NAME_BYTES = 63      # DNS-SD: an instance name is one DNS label


def service_name(name: str) -> str:
    """The full zeroconf name of a game advertised as ``name`` (shortened to one label).

    Raises ``ValueError`` for a name that is empty or not printable.
    """
    name = name.strip()
    if not name or not name.isprintable():
        raise ValueError("a game's name must be printable text, not empty")
    data = name.encode()[:MAX_NAME_BYTES]
    return f"{data.decode(errors='ignore').rstrip()}.{SERVICE_TYPE}"


def instance_name(full: str) -> str:
    """``"Anna's table"`` from ``"Anna's table._durak._tcp.local."``."""
    return full.removesuffix(SERVICE_TYPE).removesuffix(".")


def chosen_interfaces(interfaces: list[str] | None = None) -> list[str] | None:
    """The interface addresses asked for (the argument, else the environment), or None."""
    if interfaces is not None:
        return interfaces
    setting = os.environ.get(INTERFACES_VARIABLE, "").strip()
    return [part.strip() for part in setting.split(",") if part.strip()] or None


def zeroconf_options(interfaces: list[str] | None = None) -> dict[str, Any]:
    """Keyword arguments for ``Zeroconf``: IPv4 only, on the chosen interfaces."""
    chosen = chosen_interfaces(interfaces)
    return {"interfaces": chosen if chosen is not None else InterfaceChoice.All,
            "ip_version": IPVersion.V4Only}


def announced_addresses(host: str, interfaces: list[str] | None = None) -> list[str]:
    """The IPv4 addresses others can reach a server bound to ``host`` on.

    A server bound to one address is announced there; one bound to every address, on each
    chosen interface, or else on each IPv4 address of this computer but the loopback one.
    """
    if host not in ("", "0.0.0.0"):
        return [host]
    chosen = chosen_interfaces(interfaces)
    if chosen is not None:
        return chosen
    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ipaddress.ip_address(ip.ip).is_loopback:
                found.append(ip.ip)
    return found


def host_label() -> str:
    """This computer's name as a ``.local.`` host for the announcement."""
    label = socket.gethostname().split(".")[0]
    label = "".join(c for c in label if c.isascii() and (c.isalnum() or c == "-"))
    return f"{label or 'durak-host'}.local."
