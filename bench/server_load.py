"""Server load: N concurrent 4-seat rooms of protocol bots over loopback.

Run: python bench/server_load.py [--rooms 500] [--seconds 30] [--think 1.0] [--clients 2]
                                 [--light]

The server runs as ``python -m durak.server`` in its own process on 127.0.0.1; the
players are headless protocol clients (``original`` bots) in ``--clients`` other
processes, every seat a client, each room playing game after game. A client waits
``--think`` seconds (0.5x to 1.5x at random) after each update before it moves, as a
quick person would. ``--light`` clients skip the protocol's checks on ``state`` messages
and play a trivial strategy, so that more of the machine is left to the server. Prints:

- actions/s: actions the server applied and sent out, over the measured period;
- latency: from a client sending an action to the last of the room's four clients
  receiving the update it caused (its frame read, before the client decodes it), as
  the 50th and 99th percentile and the maximum;
- memory per room: the server's resident memory with every room playing, less its
  memory before the first room, divided by the rooms.

Everything runs on this machine: the clients' decoding and bots compete with the server
for the same cores, so the latency is an upper bound of what the server alone adds.
"""

from __future__ import annotations

import argparse
import asyncio
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
        while (left := until - time.perf_counter()) > 0:
            try:
                message = await asyncio.wait_for(self.receive(), left)
            except TimeoutError:
                break
            if message.kind == "game_over" and self.seat == 0:
                await asyncio.sleep(self.think * self.rng.uniform(0.5, 1.5))
                await self.start()
            elif message.kind == "error" and message["code"] not in (*STALE, "flood"):
                raise RuntimeError(f"the server refused: {message['message']}")
            if not self.pending():       # think about the newest view only
                if self._thinking is not None:
                    self._thinking.cancel()
                self._thinking = asyncio.create_task(self._decide(self.seq))
        if self._thinking is not None:
            self._thinking.cancel()

    async def _decide(self, seq: int) -> None:
        """Think, then move on the view as it is, unless the table moved meanwhile."""
        await asyncio.sleep(self.think * self.rng.uniform(0.5, 1.5))
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

    async def _decide(self, seq: int) -> None:
        await asyncio.sleep(self.think * self.rng.uniform(0.5, 1.5))
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
                 seed: int, light: bool) -> tuple[list[float], int]:
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

    async def measure() -> None:
        await asyncio.sleep(warmup)
        for table in players:
            for player in table:
                player.measuring = True
    await asyncio.gather(measure(), *tasks)
    for table in players:
        for player in table:
            await player.close()
    return ([s for t in trackers for s in t.samples], sum(t.actions for t in trackers))


def client_process(url: str, rooms: int, think: float, warmup: float, seconds: float,
                   seed: int, light: bool) -> tuple[list[float], int]:
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rooms", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=30.0, help="measured period")
    parser.add_argument("--warmup", type=float, default=10.0)
    parser.add_argument("--think", type=float, default=1.0,
                        help="mean seconds a client waits before it moves")
    parser.add_argument("--clients", type=int, default=2, help="client processes")
    parser.add_argument("--light", action="store_true",
                        help="cheaper clients that do not check what they receive")
    args = parser.parse_args()
    server = subprocess.Popen(
        [sys.executable, "-m", "durak.server", "--host", "127.0.0.1", "--port", "0",
         "--log-level", "ERROR", "--max-rooms", str(args.rooms + 10)],
        stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        url = server.stdout.readline().split()[-1]
        load = os.getloadavg()[0]
        before = resident_kib(server.pid)
        context = multiprocessing.get_context("spawn")
        shares = [args.rooms // args.clients + (i < args.rooms % args.clients)
                  for i in range(args.clients)]
        started = time.perf_counter()
        cpu_before = cpu_seconds(server.pid)
        with ProcessPoolExecutor(args.clients, mp_context=context) as pool:
            futures = [pool.submit(client_process, url, share, args.think, args.warmup,
                                   args.seconds, i, args.light)
                       for i, share in enumerate(shares)]
            peak = before
            while not all(f.done() for f in futures):
                time.sleep(1.0)
                peak = max(peak, resident_kib(server.pid))
            results = [f.result() for f in futures]
        elapsed = time.perf_counter() - started
        server_cpu = cpu_seconds(server.pid) - cpu_before
        samples = sorted(s for part, _ in results for s in part)
        actions = sum(count for _, count in results)
        kind = "light protocol bots" if args.light else "protocol bots"
        print(f"rooms: {args.rooms} of 4 {kind} ({args.clients} client processes, "
              f"the server in one more), think {args.think} s, "
              f"measured {args.seconds:.0f} s after {args.warmup:.0f} s "
              f"(whole run {elapsed:.0f} s), cores: {os.cpu_count()}, "
              f"load average before: {load:.1f}")
        print(f"server CPU: {server_cpu:.1f} s over the whole run "
              f"({100 * server_cpu / elapsed:.0f}% of one core)")
        print(f"actions/s: {actions / args.seconds:,.0f}")
        if samples:
            p50 = statistics.quantiles(samples, n=100)[49] if len(samples) > 1 else samples[0]
            p99 = statistics.quantiles(samples, n=100)[98] if len(samples) > 1 else samples[0]
            print(f"action -> every client's update: p50 {p50 * 1000:.1f} ms, "
                  f"p99 {p99 * 1000:.1f} ms, max {samples[-1] * 1000:.1f} ms "
                  f"({len(samples):,} actions)")
        print(f"server memory: {before / 1024:.1f} MB before the rooms, peak "
              f"{peak / 1024:.1f} MB: {(peak - before) / args.rooms:,.0f} KB per room")
    finally:
        server.terminate()
        server.wait(timeout=20)


if __name__ == "__main__":
    main()
