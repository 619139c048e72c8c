"""The players of ``bench/server_load.py``: rooms of four light protocol clients in one
process, each seat as cheap for its process as a remote client is for the server.

A seat is a raw WebSocket client (RFC 6455, text frames, masked as a client must) on
asyncio's protocol callbacks: no WebSocket library, no task and no timer per message. It
reads of each message only what it needs: a ``state``'s ``seq`` and ``actor`` always,
the whole message only when it lists legal actions for this seat. It chooses from the
legal actions the server sent (the first cover, else a lead, else "done", else take), so
its play costs nothing, and waits its think time with one timer before it sends.

Latency is measured from the moment a seat writes its action to the socket (its think
time is over) to the moment the last of the room's four seats has the update that
action caused in hand (its frame read, before anything is parsed).
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import random
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

SEATS = 4
STATE = '{"v":1,"type":"state","seq":'
LEGAL = '"legal_actions":['
ACTOR = '"actor":'
# Refusals that are part of play: a move the table overtook, a burst too fast.
STALE = ("illegal", "not_playing", "flood")
CHOICE = ("defend", "attack", "done", "take")
TICK = 0.01
DRAIN = 2.0


@dataclass
class Plan:
    """When to play and when to measure (``time.perf_counter`` times)."""

    start: float
    measure_from: float
    measure_to: float


@dataclass
class Report:
    """What one client process measured."""

    samples: list[tuple[str, int, float, float]] = field(default_factory=list)
    stale: int = 0
    refused: list[str] = field(default_factory=list)
    lag: list[float] = field(default_factory=list)
    games: int = 0


class Table:
    """One room's four seats, and its actions in flight: who sent which, when, and how
    many seats have the update it caused."""

    def __init__(self, think: float, rng: random.Random, plan: Plan, report: Report) -> None:
        self.think = think
        self.rng = rng
        self.plan = plan
        self.report = report
        self.code = ""
        self.seats: list[Seat] = []
        self.playing = True
        self._flight: dict[tuple[int, int], list[float]] = {}   # (seq, actor): sent, seen

    def pause(self) -> float:
        """How long a seat thinks: 2/3 to 4/3 of ``think`` seconds."""
        return self.think * self.rng.uniform(2 / 3, 4 / 3)

    def sent(self, seq: int, seat: int, when: float) -> None:
        if self.plan.measure_from <= when < self.plan.measure_to:
            self._flight[(seq, seat)] = [when, 0.0]

    def game_over(self) -> None:
        """Forget the actions in flight: the next game numbers its moves from 0 again."""
        self._flight.clear()

    def arrived(self, seq: int, actor: int, when: float) -> None:
        flight = self._flight.get((seq, actor))
        if flight is None:
            return
        flight[1] += 1
        if flight[1] == SEATS:
            self.report.samples.append((self.code, seq, flight[0], when))
            for key in [key for key in self._flight if key[0] <= seq]:
                del self._flight[key]


class Seat(asyncio.Protocol):
    """One seat's connection: frames in and out, and the light bot that plays it."""

    def __init__(self, table: Table, index: int, host: str) -> None:
        self.table = table
        self.index = index
        self.host = host
        self.transport: asyncio.Transport | None = None
        self.open = False
        self.ready: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._buffer = b""
        self._decision: asyncio.TimerHandle | None = None
        self._loop = asyncio.get_running_loop()

    # --- the WebSocket -------------------------------------------------------------------
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        key = base64.b64encode(os.urandom(16)).decode()
        transport.write(f"GET / HTTP/1.1\r\nHost: {self.host}\r\nUpgrade: websocket\r\n"
                        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                        f"Sec-WebSocket-Version: 13\r\n\r\n".encode())

    def connection_lost(self, exc: Exception | None) -> None:
        self.open = False
        if not self.ready.done():
            self.ready.set_exception(ConnectionError("the server closed the connection"))

    def data_received(self, data: bytes) -> None:
        now = time.perf_counter()
        buffer = self._buffer + data if self._buffer else data
        if not self.open:
            end = buffer.find(b"\r\n\r\n")
            if end < 0:
                self._buffer = buffer
                return
            if not buffer.startswith(b"HTTP/1.1 101"):
                raise ConnectionError(f"no WebSocket: {buffer[:80]!r}")
            self.open = True
            buffer = buffer[end + 4:]
        pos, size = 0, len(buffer)
        while size - pos >= 2:
            first, length, head = buffer[pos], buffer[pos + 1] & 0x7F, 2
            if length == 126:
                length, head = int.from_bytes(buffer[pos + 2:pos + 4], "big"), 4
            elif length == 127:
                length, head = int.from_bytes(buffer[pos + 2:pos + 10], "big"), 10
            if size - pos < head + length:
                break
            payload = buffer[pos + head:pos + head + length]
            pos += head + length
            if not first & 0x80:
                raise ConnectionError("a fragmented frame: the server does not send those")
            self._frame(first & 0x0F, payload, now)
        self._buffer = buffer[pos:]

    def _frame(self, opcode: int, payload: bytes, now: float) -> None:
        if opcode == 1:
            self._text(payload.decode(), now)
        elif opcode == 9:                      # ping: pong with its payload
            self._write(0xA, payload)
        elif opcode == 8 and self.transport is not None:
            self._write(8, payload[:2])
            self.transport.close()

    def _write(self, opcode: int, payload: bytes) -> None:
        """One masked frame, as every client must send (the server unmasks it)."""
        if self.transport is None or self.transport.is_closing():
            return
        size = len(payload)
        head = (bytes((0x80 | opcode, 0x80 | size)) if size < 126
                else bytes((0x80 | opcode, 0x80 | 126)) + size.to_bytes(2, "big"))
        key = random.getrandbits(32).to_bytes(4, "little")
        masked = (int.from_bytes(payload, "little")
                  ^ int.from_bytes((key * (size // 4 + 1))[:size], "little"))
        self.transport.write(head + key + masked.to_bytes(size, "little"))

    def send(self, message: dict[str, Any]) -> None:
        self._write(1, json.dumps({"v": 1, **message}, separators=(",", ":")).encode())

    # --- the protocol --------------------------------------------------------------------
    def _text(self, text: str, now: float) -> None:
        if text.startswith(STATE):
            self._state(text, now)
        elif text.startswith('{"v":1,"type":"game_over"'):
            self.table.game_over()
            if self.index == 0 and self.table.playing:
                self.table.report.games += 1
                self._loop.call_later(self.table.pause(), self.send, {"type": "start"})
        elif text.startswith('{"v":1,"type":"error"'):
            code = json.loads(text)["code"]
            if code in STALE:
                self.table.report.stale += 1
            else:
                self.table.report.refused.append(text[:300])
        elif text.startswith('{"v":1,"type":"seated"') and not self.ready.done():
            self.ready.set_result(json.loads(text))

    def _state(self, text: str, now: float) -> None:
        seq = int(text[len(STATE):text.index(",", len(STATE))])
        at = text.rfind(ACTOR)
        table = self.table
        if at > 0:
            table.arrived(seq, int(text[at + len(ACTOR)]), now)
        if self._decision is not None:           # think about the newest view only
            self._decision.cancel()
            self._decision = None
        legal = text.find(LEGAL)
        if text[legal + len(LEGAL)] == "]" or not table.playing:
            return
        view = json.loads(text)["view"]
        action = choose(view)
        if action is None:
            return
        if table.think:
            self._decision = self._loop.call_later(table.pause(), self._act, seq, action)
        else:
            self._act(seq, action)

    def _act(self, seq: int, action: dict[str, Any]) -> None:
        self._decision = None
        if self.table.playing:
            self.table.sent(seq + 1, self.index, time.perf_counter())
            self.send({"type": "action", "seq": seq, "action": action})


def choose(view: dict[str, Any]) -> dict[str, Any] | None:
    """The first cover, else a lead (onto an empty table), else done, else take."""
    if view["is_over"]:
        return None
    legal = view["legal_actions"]
    for kind in CHOICE:
        for action in legal:
            if action["kind"] == kind and (kind != "attack" or not view["table"]):
                return action
    return None


async def _seat(table: Table, index: int, host: str, port: int,
                request: dict[str, Any]) -> Seat:
    loop = asyncio.get_running_loop()
    _, seat = await loop.create_connection(lambda: Seat(table, index, f"{host}:{port}"),
                                           host, port)
    seat.send(request)
    seated = await seat.ready
    table.code = seated["code"]
    seat.index = seated["seat"]   # joins arrive in any order (through another process)
    return seat


async def _open(table: Table, servers: list[tuple[str, int]]) -> None:
    """Create the room from seat 0 and join the other three (seat i on the i-th of the
    server's processes, in turn)."""
    host, port = servers[0]
    first = await _seat(table, 0, host, port, {
        "type": "create", "name": "bench", "seats": ["human"] * SEATS, "rules": {"deck": 36}})
    others = await asyncio.gather(*(
        _seat(table, i, *servers[i % len(servers)],
              {"type": "join", "code": table.code, "name": "bench"})
        for i in range(1, SEATS)))
    table.seats = [first, *others]


async def _sample_lag(plan: Plan, report: Report) -> None:
    loop = asyncio.get_running_loop()
    while True:
        asked = loop.time()
        await asyncio.sleep(TICK)
        if plan.measure_from <= time.perf_counter() < plan.measure_to:
            report.lag.append(loop.time() - asked - TICK)


async def _play(url: str, rooms: int, think: float, seed: int, pipe: Connection) -> Report:
    """``url``: the server's, or several processes' comma separated."""
    servers = [(host, int(port)) for host, port in (
        one.removeprefix("ws://").rsplit(":", 1) for one in url.split(","))]
    rng = random.Random(seed)
    report = Report()
    plan = Plan(0.0, 0.0, 0.0)
    tables = [Table(think, rng, plan, report) for _ in range(rooms)]
    loop = asyncio.get_running_loop()
    opening = asyncio.Semaphore(25)

    async def open_one(table: Table) -> None:
        async with opening:
            await _open(table, servers)
    async with asyncio.timeout(120):
        await asyncio.gather(*(open_one(table) for table in tables))
    pipe.send("ready")
    plan.start, plan.measure_from, plan.measure_to = await loop.run_in_executor(None, pipe.recv)
    sampler = asyncio.create_task(_sample_lag(plan, report))
    for table in tables:       # the rooms start spread over the first think time
        loop.call_at(loop.time() + plan.start - time.perf_counter() + rng.uniform(0, think),
                     table.seats[0].send, {"type": "start"})
    # Play on for a while after the measured period: its last actions' updates arrive.
    await asyncio.sleep(plan.measure_to + DRAIN - time.perf_counter())
    for table in tables:
        table.playing = False
    sampler.cancel()
    for table in tables:
        for seat in table.seats:
            if seat.transport is not None:
                seat.transport.close()
    return report


def client_process(url: str, rooms: int, think: float, seed: int, pipe: Connection) -> None:
    """One client process: open its rooms, say ``ready``, take the plan, play, report."""
    try:
        pipe.send(asyncio.run(_play(url, rooms, think, seed, pipe)))
    except Exception as error:      # the bench prints it and stops
        pipe.send(error)
