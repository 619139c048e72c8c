"""``durak-server``: serve online rooms until interrupted."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import secrets
import signal
import sqlite3
import ssl
import sys
from collections.abc import Sequence

from durak.ai import LEVELS

from .app import port_of, running, tls_context, tune_collector
from .config import ServerConfig
from .descriptors import fit_connections
from .sqlite_store import SQLiteStore, default_state_file
from .store import NullStore, RoomStore

log = logging.getLogger("durak.server")


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="durak-server", description="Serve Durak rooms to players over WebSockets.")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (0.0.0.0: every network; default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8765, help="port (default 8765)")
    parser.add_argument("--tls-cert", help="certificate chain (PEM) to serve wss:// with")
    parser.add_argument("--tls-key", help="the certificate's private key (PEM)")
    parser.add_argument("--max-rooms", type=int, default=ServerConfig.max_rooms,
                        help="rooms open at once; a further create is refused "
                             "(default %(default)s)")
    parser.add_argument("--max-connections", type=int, default=ServerConfig.max_connections,
                        help="connections open at once, lowered to what the open-file "
                             "limit allows; a further one is closed with 1013 "
                             "(default %(default)s)")
    parser.add_argument("--max-connections-per-address", type=int,
                        default=ServerConfig.max_connections_per_address,
                        help="connections open at once from one address (an IPv6 /64) "
                             "(default %(default)s)")
    parser.add_argument("--max-rooms-per-address", type=int,
                        default=ServerConfig.max_rooms_per_address,
                        help="rooms one address may have created and still open "
                             "(default %(default)s)")
    parser.add_argument("--searches-per-address", type=int,
                        default=ServerConfig.searches_per_address,
                        help="hard bots' searches running at once for the rooms of one "
                             "address (default %(default)s)")
    parser.add_argument("--unseated-timeout", type=float, default=ServerConfig.unseated_seconds,
                        help="seconds a connection may hold no seat before it is closed "
                             "(default %(default)s)")
    parser.add_argument("--ping-interval", type=float, default=ServerConfig.ping_interval,
                        help="seconds between the server's pings to each client "
                             "(default %(default)s)")
    parser.add_argument("--ping-timeout", type=float, default=ServerConfig.ping_timeout,
                        help="seconds a client has to answer a ping before its connection "
                             "counts as lost (default %(default)s)")
    parser.add_argument("--trusted-proxy", action="append", default=[], metavar="ADDRESS",
                        help="a reverse proxy's address: its connections count against the "
                             "last address of their X-Forwarded-For header (repeatable)")
    parser.add_argument("--state", metavar="FILE", default=str(default_state_file()),
                        help="the SQLite file that keeps every room, so that games outlive "
                             "a restart (default %(default)s); :memory: keeps rooms in "
                             "memory only")
    parser.add_argument("--store", metavar="redis://HOST:PORT/DB",
                        help="keep the rooms in Redis (or Valkey) instead, shared by every "
                             "durak-server given the same store: a client connected to any "
                             "of them reaches its room (needs the redis extra)")
    parser.add_argument("--lease", type=float, default=3.0,
                        help="with --store: seconds a dead process's rooms wait before "
                             "another takes them over (default %(default)s)")
    parser.add_argument("--bot-delay", type=float, default=ServerConfig.bot_delay,
                        help="seconds a bot waits before it moves (default %(default)s)")
    parser.add_argument("--grace", type=float, default=ServerConfig.grace_seconds,
                        help="seconds an absent player's seat waits before a bot plays it "
                             "(default %(default)s)")
    parser.add_argument("--standin", choices=list(LEVELS), default=ServerConfig.standin_level,
                        help="the bot that plays empty or abandoned seats "
                             "(default %(default)s)")
    parser.add_argument("--log-level", default="INFO",
                        choices=["DEBUG", "INFO", "WARNING", "ERROR"],
                        help="how much the server logs to stderr (default %(default)s)")
    args = parser.parse_args(argv)
    if bool(args.tls_cert) != bool(args.tls_key):
        parser.error("--tls-cert and --tls-key go together")
    if not 0 <= args.port <= 65535:
        parser.error(f"--port must be 0 to 65535, not {args.port}")
    for name in ("max_connections", "max_connections_per_address", "max_rooms_per_address",
                 "searches_per_address"):
        if getattr(args, name) < 1:
            parser.error(f"--{name.replace('_', '-')} must be at least 1")
    for name in ("unseated_timeout", "ping_interval", "ping_timeout", "lease"):
        if not 0 < getattr(args, name) < 1e6:
            parser.error(f"--{name.replace('_', '-')} must be a number of seconds over 0")
    return args


def open_store(args: argparse.Namespace) -> RoomStore:
    """The store ``--store`` or ``--state`` names; raises ``OSError``, ``ValueError`` or
    ``sqlite3.Error`` when it cannot be used."""
    if args.store:
        try:
            from .redis_store import RedisStore
        except ImportError:
            raise ValueError("--store needs the redis package: pip install "
                             "'durak[redis]'") from None
        if not args.store.startswith(("redis://", "rediss://", "unix://")):
            raise ValueError("--store takes a redis://HOST:PORT/DB address")
        return RedisStore(args.store, secrets.token_hex(8), args.lease)
    if args.state == ":memory:":
        return NullStore()
    return SQLiteStore(args.state)


async def serve_forever(args: argparse.Namespace, tls: ssl.SSLContext | None,
                        store: RoomStore) -> None:
    connections, limit = fit_connections(args.max_connections)
    if connections < args.max_connections:
        log.warning("at most %d connections: this process may open %s files", connections,
                    limit)
    config = ServerConfig(max_rooms=args.max_rooms, bot_delay=args.bot_delay,
                          grace_seconds=args.grace, standin_level=args.standin,
                          max_connections=connections,
                          max_connections_per_address=args.max_connections_per_address,
                          max_rooms_per_address=args.max_rooms_per_address,
                          searches_per_address=args.searches_per_address,
                          unseated_seconds=args.unseated_timeout,
                          ping_interval=args.ping_interval, ping_timeout=args.ping_timeout,
                          trusted_proxies=frozenset(args.trusted_proxy))
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(signum, stop.set)
    async with running(args.host, args.port, config, tls, store) as (_, server):
        tune_collector()
        scheme = "wss" if tls else "ws"
        print(f"durak-server: listening on {scheme}://{args.host}:{port_of(server)}",
              flush=True)
        await stop.wait()
    print("durak-server: stopped", flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=args.log_level, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    tls = None
    if args.tls_cert:
        try:
            tls = tls_context(args.tls_cert, args.tls_key)
        except (OSError, ssl.SSLError) as error:
            print(f"durak-server: cannot use the certificate {args.tls_cert} with the key "
                  f"{args.tls_key}: {error}", file=sys.stderr)
            return 2
    try:
        store = open_store(args)
    except (OSError, ValueError, sqlite3.Error) as error:
        print(f"durak-server: cannot keep rooms in {args.store or args.state}: {error}",
              file=sys.stderr)
        return 2
    unreachable: tuple[type[Exception], ...] = ()
    if args.store:
        from redis.exceptions import RedisError
        unreachable = (RedisError,)
    try:
        asyncio.run(serve_forever(args, tls, store))
    except unreachable as error:
        print(f"durak-server: cannot use the store {args.store}: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"durak-server: cannot listen on {args.host}:{args.port}: {error}",
              file=sys.stderr)
        return 2
    finally:
        store.close()
    return 0
