"""Playing on the local network without Qt: hosting the server from the app, announcing it
with zeroconf, and finding the games others host."""

from .discovery import FoundGame, GameBrowser
from .hosting import HostedServer, start_hosted_server

__all__ = ["FoundGame", "GameBrowser", "HostedServer", "start_hosted_server"]
