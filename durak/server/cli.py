"""``durak-server``: serve online rooms until interrupted."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import ssl
import sys
from collections.abc import Sequence

from durak.ai import LEVELS

from .app import port_of, running, tls_context, tune_collector
from .config import ServerConfig


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
    return args


async def serve_forever(args: argparse.Namespace, tls: ssl.SSLContext | None) -> None:
    config = ServerConfig(max_rooms=args.max_rooms, bot_delay=args.bot_delay,
                          grace_seconds=args.grace, standin_level=args.standin)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(signum, stop.set)
    async with running(args.host, args.port, config, tls) as (_, server):
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
        asyncio.run(serve_forever(args, tls))
    except OSError as error:
        print(f"durak-server: cannot listen on {args.host}:{args.port}: {error}",
              file=sys.stderr)
        return 2
    return 0
