"""Server load: N concurrent 4-seat rooms of protocol bots over loopback.

Run: python bench/server_load.py [--rooms 500] [--seconds 30] [--think 1.5,0] [--clients 2]
                                 [--light] [--server-source DIR]

The server runs as ``python -m durak.server`` in its own process on 127.0.0.1; the
players are headless protocol clients (``original`` bots) in ``--clients`` other
processes, every seat a client, each room playing game after game. For each value of
``--think`` the bench runs once, with a fresh server:

- a pace like people's (``--think 1.5``, the default's first run): a client that may act
  waits 2/3 to 4/3 of that (1 to 2 s) after the update before it moves;
- as fast as the clients can (``--think 0``, the default's second run): every client
  moves the moment it may, which saturates any server; this measures how many actions
  the machine can carry, and the latency of a queue that is always full.

``--light`` clients skip the protocol's checks on ``state`` messages and play a trivial
strategy, so that more of the machine is left to the server. ``--server-source DIR`` runs
the server from the ``durak`` package in DIR (an earlier revision, for example
``git archive REV durak | tar -x -C DIR``) and the clients from this checkout. Prints:

- actions/s: actions the server applied and sent out, over the measured period;
- latency: from a client sending an action to the last of the room's four clients
  receiving the update it caused (its frame read, before the client decodes it), as
  the 50th and 99th percentile and the maximum;
- the server's CPU time per action (its whole run, the rooms' setup included);
- memory per room: the server's resident memory with every room playing, less its
  memory before the first room, divided by the rooms.

Everything runs on this machine: the clients' decoding and bots compete with the server
for the same cores, so the latency is an upper bound of what the server alone adds.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import json
import multiprocessing
import os
import random
import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from websockets.exceptions import ConnectionClosed

from durak.protocol import SERVER, Message, action_to_json, decode
from durak.server.headless import STALE, HeadlessClient


@dataclass
class Tracker:
    """One room's actions in flight: who sent what when, and who has seen its result."""

    seats: int = 4
    sent: dict[int, tuple[int, float]] = field(default_factory=dict)   # seat: (seq, time)
    arrivals: dict[int, tuple[float, int]] = field(default_factory=dict)  # seq: (t0, seen)
    samples: list[float] = field(default_factory=list)
    actions: int = 0

    def on_send(self, seat: int, seq: int) -> None:
        self.sent[seat] = (seq, time.perf_counter())

    def on_state(self, message: Message, arrival: float, measuring: bool) -> None:
        actor, seq = message.get("actor"), message["seq"]
        if actor is None:
            return
        entry = self.arrivals.get(seq)
        if entry is None:
            sent = self.sent.get(actor)
            if sent is None or sent[0] >= seq:
                return
            del self.sent[actor]
            entry = (sent[1], 0)
            if measuring:
                self.actions += 1
        started, seen = entry[0], entry[1] + 1
        if seen == self.seats:
            del self.arrivals[seq]
            if measuring:
                self.samples.append(arrival - started)
        else:
            self.arrivals[seq] = (started, seen)


class Player(HeadlessClient):
    """A protocol bot that thinks a while before it moves, and reports its sends."""

    def __init__(self, url: str, tracker: Tracker, think: float, rng: random.Random) -> None:
        super().__init__(url, "bench", "original", rng.random())
        self.keep = False
        self.tracker = tracker
        self.think = think
        self.rng = rng
        self.measuring = False
        self._thinking: asyncio.Task[None] | None = None

    def arrived(self, message: Message) -> None:
        if message.kind == "state":
            self.tracker.on_state(message, self.arrival, self.measuring)

    async def run(self, until: float) -> None:
        # One deadline for the whole run: a timeout per message would cost each client a
        # task and a timer for every update, which the clients cannot spare.
        deadline = asyncio.get_running_loop().time() + until - time.perf_counter()
        try:
            async with asyncio.timeout_at(deadline):
                while True:
                    await self._handle(await self.receive())
        except TimeoutError:
            pass
        finally:
            if self._thinking is not None:
                self._thinking.cancel()

    async def _handle(self, message: Message) -> None:
        if message.kind == "game_over" and self.seat == 0:
            await asyncio.sleep(self.pause())
            await self.start()
        elif message.kind == "error" and message["code"] not in (*STALE, "flood"):
            raise RuntimeError(f"the server refused: {message['message']}")
        if not self.pending():       # think about the newest view only
            if self._thinking is not None:
                self._thinking.cancel()
                self._thinking = None
            if self.may_act():
                self._thinking = asyncio.create_task(self._decide(self.seq))

    def pause(self) -> float:
        """How long to think: 2/3 to 4/3 of ``think`` seconds."""
        return self.think * self.rng.uniform(2 / 3, 4 / 3)

    def may_act(self) -> bool:
        return (self.view is not None and not self.view.is_over
                and bool(self.view.legal_actions))

    async def _decide(self, seq: int) -> None:
        """Think, then move on the view as it is, unless the table moved meanwhile."""
        await asyncio.sleep(self.pause())
        view = self.view
        if self.seq != seq or view is None or view.is_over or not view.legal_actions:
            return
        action = self.bot.act(view)
        if action is not None:
            self.tracker.on_send(view.player, seq)
            await self.send("action", seq=seq, action=action_to_json(action))


class LightPlayer(Player):
    """A cheaper player, so that the clients load the machine less than the server: it
    reads ``state`` messages with plain ``json.loads`` (no checks) and plays the first
    legal cover, else leads, else says done, else takes."""

    async def _read(self, websocket: Any) -> None:
        try:
            async for text in websocket:
                self.arrival = time.perf_counter()
                if text.startswith('{"v":1,"type":"state"'):
                    data = json.loads(text)
                    message = Message("state", data)
                else:
                    message = decode(text, SERVER)
                self.arrived(message)
                self._inbox.put_nowait(message)
        except ConnectionClosed:
            pass
        finally:
            self._inbox.put_nowait(None)

    def _note(self, message: Message) -> None:
        if message.kind == "state":
            self.seq, self.raw_view = message["seq"], message["view"]
        else:
            super()._note(message)

    def may_act(self) -> bool:
        view = getattr(self, "raw_view", None)
        return view is not None and not view["is_over"] and bool(view["legal_actions"])

    async def _decide(self, seq: int) -> None:
        await asyncio.sleep(self.pause())
        view = getattr(self, "raw_view", None)
        if self.seq != seq or view is None or view["is_over"]:
            return
        legal = view["legal_actions"]
        for kind in ("defend", "attack", "done", "take"):
            choice = next((a for a in legal if a["kind"] == kind), None)
            if choice is not None and (kind != "attack" or not view["table"]):
                self.tracker.on_send(view["player"], seq)
                await self.send("action", seq=seq, action=choice)
                return


async def _rooms(url: str, rooms: int, think: float, warmup: float, seconds: float,
                 seed: int, light: bool) -> Result:
    rng = random.Random(seed)
    trackers, players = [], []
    kind = LightPlayer if light else Player
    for _ in range(rooms):
        tracker = Tracker()
        table = [await kind(url, tracker, think, rng).connect() for _ in range(4)]
        code = await table[0].create(["human"] * 4, rules={"deck": 36})
        for player in table[1:]:
            await player.join(code)
        trackers.append(tracker)
        players.append(table)
    for table in players:
        await table[0].start()
    until = time.perf_counter() + warmup + seconds
    tasks = [asyncio.create_task(p.run(until)) for table in players for p in table]

    window = [0.0, 0.0]

    async def measure() -> None:
        await asyncio.sleep(warmup)
        window[0] = time.perf_counter()
        for table in players:
            for player in table:
                player.measuring = True
    await asyncio.gather(measure(), *tasks)
    window[1] = time.perf_counter()
    for table in players:
        for player in table:
            await player.close()
    return Result([s for t in trackers for s in t.samples], sum(t.actions for t in trackers),
                  window[0], window[1])


@dataclass
class Result:
    """What one client process measured: latencies, actions, and when it measured
    (``time.perf_counter``, the same clock in every process on Linux)."""

    samples: list[float]
    actions: int
    start: float
    end: float


def client_process(url: str, rooms: int, think: float, warmup: float, seconds: float,
                   seed: int, light: bool) -> Result:
    return asyncio.run(_rooms(url, rooms, think, warmup, seconds, seed, light))


def resident_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def cpu_seconds(pid: int) -> float:
    """User and system CPU time a process has used so far."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_between(readings: list[tuple[float, float]], start: float, end: float) -> float:
    """CPU seconds used between two moments, from (time, CPU seconds) readings."""
    def at(moment: float) -> float:
        times = [t for t, _ in readings]
        i = max(1, min(len(readings) - 1, bisect.bisect_left(times, moment)))
        (t0, c0), (t1, c1) = readings[i - 1], readings[i]
        return c0 + (c1 - c0) * (moment - t0) / (t1 - t0) if t1 > t0 else c1
    return at(end) - at(start)


def run(args: argparse.Namespace, think: float) -> None:
    """One run with a fresh server: the rooms play for the measured period; print figures."""
    env = dict(os.environ)
    if args.server_source:
        env["PYTHONPATH"] = os.path.abspath(args.server_source)
    server = subprocess.Popen(
        [sys.executable, "-m", "durak.server", "--host", "127.0.0.1", "--port", "0",
         "--log-level", "ERROR", "--max-rooms", str(args.rooms + 10)],
        stdout=subprocess.PIPE, text=True, env=env, cwd=args.server_source or None)
    try:
        assert server.stdout is not None
        url = server.stdout.readline().split()[-1]
        load = os.getloadavg()[0]
        before = resident_kib(server.pid)
        context = multiprocessing.get_context("spawn")
        shares = [args.rooms // args.clients + (i < args.rooms % args.clients)
                  for i in range(args.clients)]
        started = time.perf_counter()
        readings = [(started, cpu_seconds(server.pid))]
        with ProcessPoolExecutor(args.clients, mp_context=context) as pool:
            futures = [pool.submit(client_process, url, share, think, args.warmup,
                                   args.seconds, i, args.light)
                       for i, share in enumerate(shares)]
            peak = before
            while not all(f.done() for f in futures):
                time.sleep(0.5)
                readings.append((time.perf_counter(), cpu_seconds(server.pid)))
                peak = max(peak, resident_kib(server.pid))
            results = [f.result() for f in futures]
        elapsed = time.perf_counter() - started
        samples = sorted(s for result in results for s in result.samples)
        actions = sum(result.actions for result in results)
        # The server's CPU while every client process measured (their periods overlap
        # unless setting up the rooms took one of them far longer).
        start = max(result.start for result in results)
        end = min(result.end for result in results)
        if end - start < args.seconds / 4:
            start, end = (min(result.start for result in results),
                          max(result.end for result in results))
        cpu_share = cpu_between(readings, start, end) / (end - start)
        rate = actions / args.seconds
        kind = "light protocol bots" if args.light else "protocol bots"
        pace = (f"each waits {think * 2 / 3:.2g} to {think * 4 / 3:.2g} s before it moves"
                if think else "each moves as soon as it may (saturating)")
        source = f", the server from {args.server_source}" if args.server_source else ""
        print(f"rooms: {args.rooms} of 4 {kind}, {pace}; {args.clients} client processes "
              f"and the server in one more{source}; measured {args.seconds:.0f} s after "
              f"{args.warmup:.0f} s (whole run {elapsed:.0f} s), cores: {os.cpu_count()}, "
              f"load average before: {load:.1f}")
        print(f"actions/s: {rate:,.0f}")
        if len(samples) > 1:
            cuts = statistics.quantiles(samples, n=100)
            print(f"action -> every client's update: p50 {cuts[49] * 1000:.1f} ms, "
                  f"p99 {cuts[98] * 1000:.1f} ms, max {samples[-1] * 1000:.1f} ms "
                  f"({len(samples):,} actions)")
        per_action = f", {1000 * cpu_share / rate:.2f} ms per action" if actions else ""
        print(f"server CPU while measured: {100 * cpu_share:.0f}% of one core{per_action}")
        print(f"server memory: {before / 1024:.1f} MB before the rooms, peak "
              f"{peak / 1024:.1f} MB: {(peak - before) / args.rooms:,.0f} KB per room")
    finally:
        server.terminate()
        server.wait(timeout=20)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rooms", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=30.0, help="measured period")
    parser.add_argument("--warmup", type=float, default=10.0)
    parser.add_argument("--think", default="1.5,0",
                        help="mean seconds a client that may act waits before it moves; "
                             "several (comma separated): one run each (default %(default)s)")
    parser.add_argument("--clients", type=int, default=2, help="client processes")
    parser.add_argument("--light", action="store_true",
                        help="cheaper clients that do not check what they receive")
    parser.add_argument("--server-source", metavar="DIR",
                        help="run the server from the durak package in DIR")
    args = parser.parse_args()
    try:
        thinks = [float(value) for value in args.think.split(",")]
    except ValueError:
        parser.error(f"--think takes seconds, comma separated, not {args.think!r}")
    if any(think < 0 for think in thinks):
        parser.error("--think cannot be negative")
    for i, think in enumerate(thinks):
        if i:
            print()
        run(args, think)


if __name__ == "__main__":
    main()
