"""The server's settings, with the defaults ``durak-server`` uses."""

from __future__ import annotations

from dataclasses import dataclass, field

from .clock import Clock, LoopClock


@dataclass
class ServerConfig:
    """Limits and timings; tests pass a ``ManualClock`` and zero pauses."""

    max_rooms: int = 2000
    # ``durak-server`` lowers this to what its open-file limit allows (see ``cli``).
    max_connections: int = 10_000
    # What one address may hold (an IPv4 address, or an IPv6 /64 network: one household
    # or one machine behind its router): connections, and rooms it created still open.
    max_connections_per_address: int = 64
    max_rooms_per_address: int = 10
    # A connection that holds no seat (never took one, or left it) for this long is
    # closed: connecting costs the server a socket, so it must lead to a table.
    unseated_seconds: float = 60.0
    # WebSocket pings: one every ``ping_interval`` seconds, and a connection whose answer
    # takes longer than ``ping_timeout`` is dead (its seat's grace period starts then).
    ping_interval: float = 10.0
    ping_timeout: float = 10.0
    # Wrong invite codes, passwords and seat tokens from one address: the first
    # ``free_tries`` cost nothing; each further one locks the address out of joining for
    # twice as long as the one before (from ``backoff_first`` up to ``backoff_most``
    # seconds).  An address forgets its failures after ``backoff_forget`` quiet seconds.
    free_tries: int = 5
    backoff_first: float = 1.0
    backoff_most: float = 60.0
    backoff_forget: float = 600.0
    # Each kind of refusal is logged once per address and ``log_interval`` seconds (the
    # next line says how many were not).
    log_interval: float = 60.0
    # Connections from these addresses are a reverse proxy's: the client's address is the
    # last one of their ``X-Forwarded-For`` header.
    trusted_proxies: frozenset[str] = frozenset()
    # A player's connection may send ``rate`` messages a second, in bursts of ``burst``;
    # after ``flood_limit`` refused messages in a row it is closed.
    rate: float = 10.0
    burst: float = 30.0
    flood_limit: int = 50
    # Chat lines and reactions per seat: ``chat_rate`` a second on average, in bursts
    # of ``chat_burst`` (on top of the connection's limit); more are refused
    # (``chat_flood``), the game goes on.
    chat_rate: float = 0.5
    chat_burst: float = 5.0
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
    # Searches running at once for the bots of the rooms one address created (the others
    # wait their turn, and addresses take turns at the helpers).
    searches_per_address: int = 1
    idle_seconds: float = 900.0     # a room nobody is connected to closes after this
    clock: Clock = field(default_factory=LoopClock)
