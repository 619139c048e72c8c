"""A headless client: a bot that plays on a server through the protocol, as a person's
client would (for tests, the load bench, filling a room, and as an example client).

``python -m durak.server.headless ws://HOST:PORT CODE --level original`` joins a room
and plays its games; ``--create human,human,normal`` opens one instead.
"""

from __future__ import annotations

import argparse
import asyncio
import ssl
import sys
import time
from collections.abc import Sequence
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, ConnectionClosedOK

from durak.ai import LEVELS, Bot, make_bot
from durak.engine import View
from durak.protocol import CLIENT, SERVER, Message, action_to_json, decode, encode

# Errors that only say a move arrived after the table had moved on: part of play.
STALE = ("illegal", "not_playing")


class ServerRefused(Exception):
    """The server answered a request with an error."""

    def __init__(self, message: Message) -> None:
        super().__init__(f"{message['code']}: {message['message']}")
        self.code = message["code"]


class HeadlessClient:
    """One seat's connection; ``bot`` chooses its actions from the ``View`` it receives."""

    def __init__(self, url: str, name: str = "bot", level: str = "random",
                 seed: int | None = None, tls: ssl.SSLContext | None = None,
                 headers: dict[str, str] | None = None) -> None:
        self.url = url
        self.headers = headers   # sent with the opening handshake
        self.name = name
        self.bot: Bot = make_bot(level, seed=seed)
        self.tls = tls
        self.websocket: ClientConnection | None = None
        self.code: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.view: View | None = None
        self.seq = -1
        self.room: Message | None = None
        self.result: Message | None = None
        self.received: list[tuple[str, Message]] = []   # every message: its text, decoded
        self.keep = True                                  # whether to keep them there
        self.arrival = 0.0
        self.errors: list[Message] = []
        self.actions = 0

    # --- connection ----------------------------------------------------------------------
    async def connect(self) -> HeadlessClient:
        self.websocket = await connect(self.url, ssl=self.tls, compression=None,
                                       max_size=2_000_000, additional_headers=self.headers)
        self._inbox: asyncio.Queue[Message | None] = asyncio.Queue()
        self._reader = asyncio.create_task(self._read(self.websocket))
        return self

    async def close(self) -> None:
        if self.websocket is not None:
            await self.websocket.close()
            self.websocket = None
            self._reader.cancel()

    async def _read(self, websocket: ClientConnection) -> None:
        """Read, check and remember every message as it comes, for ``receive``."""
        try:
            async for text in websocket:
                self.arrival = time.perf_counter()
                message = decode(text, SERVER)
                if self.keep:
                    self.received.append((text if isinstance(text, str) else text.decode(),
                                          message))
                self.arrived(message)
                self._inbox.put_nowait(message)
        except ConnectionClosed:
            pass
        finally:
            self._inbox.put_nowait(None)

    async def send(self, kind: str, **fields: Any) -> None:
        assert self.websocket is not None, "connect first"
        await self.websocket.send(encode(CLIENT, kind, **fields))

    def arrived(self, message: Message) -> None:
        """Called as each message arrives (at ``self.arrival``, before it was decoded),
        before ``receive`` hands it out."""

    async def receive(self) -> Message:
        """The next message, checked by the protocol module; the connection closing raises
        ``ConnectionClosed``."""
        message = await self._inbox.get()
        if message is None:
            self._inbox.put_nowait(None)
            raise ConnectionClosedOK(None, None)
        self._note(message)
        return message

    def pending(self) -> bool:
        """Whether more messages have arrived already."""
        return not self._inbox.empty()

    def _note(self, message: Message) -> None:
        kind = message.kind
        if kind == "seated":
            self.code, self.seat, self.token = message["code"], message["seat"], message["token"]
            self.bot.reset(message["seat"])
        elif kind == "room":
            self.room = message
        elif kind == "state":
            self.view, self.seq = message["view"], message["seq"]
            if message["seq"] == 0 and message["events"]:
                self.result = None
                self.bot.reset(message["view"].player)
            self.bot.observe(message["events"])
        elif kind == "game_over":
            self.result = message
        elif kind == "error":
            self.errors.append(message)

    async def expect(self, kind: str) -> Message:
        """Read until a message of ``kind``; an error (but a stale action's) raises."""
        while True:
            message = await self.receive()
            if message.kind == kind:
                return message
            if message.kind == "error" and message["code"] not in STALE:
                raise ServerRefused(message)

    # --- requests ------------------------------------------------------------------------
    async def create(self, seats: Sequence[str], rules: dict[str, Any] | None = None,
                     time_limit: float | None = None, password: str | None = None,
                     hints: bool = False) -> str:
        """Open a room and sit in it; ``hints``: its players' apps may show hints."""
        await self.send("create", name=self.name, seats=list(seats), rules=rules,
                        time_limit=time_limit, password=password, hints=hints or None)
        await self.expect("seated")
        assert self.code is not None
        return self.code

    async def join(self, code: str, seat: int | None = None,
                   password: str | None = None) -> int:
        await self.send("join", code=code, name=self.name, seat=seat, password=password)
        await self.expect("seated")
        assert self.seat is not None
        return self.seat

    async def rejoin(self, code: str, seat: int, token: str) -> None:
        await self.send("rejoin", code=code, seat=seat, token=token)
        await self.expect("seated")

    async def start(self) -> None:
        await self.send("start")

    # --- playing -------------------------------------------------------------------------
    async def move(self) -> None:
        """Let the bot act on the latest view, if it wants to."""
        view = self.view
        if view is None or view.is_over or not (view.legal_actions or view.catch_actions):
            return
        action = self.bot.act(view)
        if action is not None:
            self.actions += 1
            await self.send("action", seq=self.seq, action=action_to_json(action))

    async def play(self, max_messages: int = 100_000) -> Message:
        """Play until the game is over; returns the ``game_over`` message."""
        if self.result is not None and self.view is not None and self.view.is_over:
            return self.result
        await self.move()
        for _ in range(max_messages):
            message = await self.receive()
            if message.kind == "game_over":
                return message
            if message.kind == "error":
                if message["code"] == "flood":
                    await asyncio.sleep(0.2)
                elif message["code"] not in STALE:
                    raise ServerRefused(message)
            if not self.pending():      # act on the newest view only
                await self.move()
        raise RuntimeError(f"no game over after {max_messages} messages")


def _room_full(room: Message | None) -> bool:
    return room is not None and all(seat["name"] is not None or seat["bot"] is not None
                                    for seat in room["seats"])


async def _main(args: argparse.Namespace) -> int:
    client = HeadlessClient(args.url, args.name, args.level)
    await client.connect()
    try:
        if args.create:
            code = await client.create(args.create.split(","), rules={"deck": args.deck},
                                       password=args.password, hints=args.hints)
            print(f"room {code}: waiting for players", flush=True)
            while not _room_full(client.room):
                await client.expect("room")
            await client.start()
        else:
            await client.join(args.code, args.seat, args.password)
        print(f"seat {client.seat} in room {client.code}", flush=True)
        for played in range(1, args.games + 1):
            result = await client.play()
            print(f"game over: winners {list(result['winners'])}, durak {result['durak']}",
                  flush=True)
            if played == args.games:
                break
            if args.create:
                await client.start()
            await client.expect("state")
    except ServerRefused as error:
        print(f"the server refused: {error}", file=sys.stderr)
        return 1
    finally:
        await client.close()
    return 0


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m durak.server.headless",
        description="Play on a durak-server as a bot: join a room, or create one.")
    parser.add_argument("url", help="the server, e.g. ws://127.0.0.1:8765")
    parser.add_argument("code", nargs="?", help="the invite code of the room to join")
    parser.add_argument("--create", metavar="SEATS",
                        help="create a room instead, e.g. human,human,normal; the game "
                             "starts once every person's seat is taken")
    parser.add_argument("--deck", type=int, default=36, help="the created room's deck")
    parser.add_argument("--hints", action="store_true",
                        help="the created room allows hints: its players' apps may show "
                             "the move the hard bot would make at their seat")
    parser.add_argument("--games", type=int, default=1_000_000, help="stop after N games")
    parser.add_argument("--name", default="bot")
    parser.add_argument("--level", choices=list(LEVELS), default="original")
    parser.add_argument("--seat", type=int)
    parser.add_argument("--password")
    args = parser.parse_args(argv)
    if bool(args.create) == bool(args.code):
        parser.error("give a room's code to join, or --create SEATS")
    if args.hints and not args.create:
        parser.error("--hints goes with --create: the room's creator decides")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        return asyncio.run(_main(args))
    except (OSError, KeyboardInterrupt) as error:
        print(f"stopped: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
