"""The server's settings, with the defaults ``durak-server`` uses."""

from __future__ import annotations

from dataclasses import dataclass, field

from .clock import Clock, LoopClock


@dataclass
class ServerConfig:
    """Limits and timings; tests pass a ``ManualClock`` and zero pauses."""

    max_rooms: int = 2000
    max_connections: int = 10_000
    # A player's connection may send ``rate`` messages a second, in bursts of ``burst``;
    # after ``flood_limit`` refused messages in a row it is closed.
    rate: float = 10.0
    burst: float = 30.0
    flood_limit: int = 50
    # Frames over this many bytes close the connection at once (the protocol refuses,
    # with an error, anything over its own, smaller limit).
    max_frame: int = 65_536
    # Bytes written for a client that its connection has not taken yet (about 700 updates)
    # before it is dropped as too slow.
    max_unsent: int = 1_000_000
    bot_delay: float = 0.8          # seconds a bot waits before it moves, so people can follow
    grace_seconds: float = 20.0     # an absent player's seat waits this long for him
    standin_level: str = "normal"   # the bot that plays an empty or abandoned human seat
    search_budget: float = 1.0      # thinking time of a searching bot, per decision
    # Stop each search after this many iterations, even within the budget: with a generous
    # budget, a seeded room then plays the same moves under any load (tests).
    search_iterations: int | None = None
    search_workers: int = 0         # helper processes for searching bots; 0: one per core
    idle_seconds: float = 900.0     # a room nobody is connected to closes after this
    clock: Clock = field(default_factory=LoopClock)
