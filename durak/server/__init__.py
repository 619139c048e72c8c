"""The online server: asyncio and WebSockets, no Qt.  It owns every game; players send
intents and receive only what their seat may see.  ``durak-server`` starts it."""

from .app import DurakServer, port_of, running
from .config import ServerConfig

__all__ = ["DurakServer", "ServerConfig", "port_of", "running"]
