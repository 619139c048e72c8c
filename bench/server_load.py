"""Server load: N concurrent 4-seat rooms of light protocol clients over loopback.

Run: python bench/server_load.py [--rooms 500] [--think 1.5,0] [--seconds 20] [--warmup 5]
                                 [--clients 4] [--server-source DIR]
                                 [--state sqlite|:memory:|redis] [--processes 2]

The server (``bench/load_server.py``: ``durak.server`` with a timer probe and a timestamp
on each action) runs in its own process on 127.0.0.1, in a session of its own as a
service would (Linux shares the cores between sessions first, so it does not share one
session's part with the clients); the players are ``--clients`` other processes of raw
WebSocket clients (``bench/load_clients.py``), every seat a client, each room playing
game after game. For each value of ``--think`` the bench runs once,
with a fresh server:

- people's pace (``--think 1.5``, the first run by default): a seat that may act waits
  2/3 to 4/3 of that (1 to 2 s) after the update before it moves;
- as fast as the clients can (``--think 0``, the second): every seat moves the moment it
  may, which saturates any server: how many actions the machine carries.

``--server-source DIR`` runs the server from the ``durak`` package in DIR (an earlier
revision: ``git archive REV durak | tar -x -C DIR``), the clients from this checkout.

The server keeps its rooms in a fresh SQLite state file, as ``durak-server`` does by
default (one transaction per action); ``--state :memory:`` keeps them in memory only.
With a state file, each run ends with a restart: the server stops with every room kept,
and a new server process brings them all back; the bench prints how long that took.
``--state redis`` starts a ``redis-server`` of its own (a free loopback port, a temporary
folder) and ``--processes`` server processes on it (``--store redis://...``): each room's
seats connect to the processes in turn, so most seats reach their room through another
process (relayed); the figures add up the processes.

It prints the actions per second; the time from a client writing its action to the last
of the room's four clients reading the update it caused (50th and 99th percentile), and
where that time goes, for each action joined with the server's timestamps: client to
server (the sending client's kernel and the server's loop reading the frame), in the
server (the engine and every seat's update queued), server to the last client (the
server's writes, the kernel, the clients' loops reading); how late each process's event
loop ran a 10 ms timer (time a message waits for a busy loop); the server's garbage
collector's passes (CPU time: each stops the loop); how the machine's cores
were shared (the server, the clients, other work); the server's CPU per action; its
memory per room. Everything shares this machine with whatever else runs on it, so the
latency is what the server adds only as far as the clients and the other work leave it
a core.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import multiprocessing
import os
import pathlib
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from load_clients import Report, client_process

HERE = pathlib.Path(__file__).resolve().parent
TICKS = os.sysconf("SC_CLK_TCK")


def resident_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def cpu_seconds(pid: int) -> tuple[float, float]:
    """The CPU time a process has used so far: in its own code, and in the kernel's."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) / TICKS, int(fields[12]) / TICKS


def machine_seconds() -> tuple[float, float]:
    """CPU seconds of the whole machine so far: busy, and idle (with waiting for I/O)."""
    with open("/proc/stat", encoding="ascii") as stat:
        values = [int(v) for v in stat.readline().split()[1:9]]
    idle = values[3] + values[4]
    return (sum(values) - idle) / TICKS, idle / TICKS


@dataclass
class Snapshot:
    """CPU seconds so far: the server, each client process, the machine."""

    server: tuple[float, float]
    clients: list[tuple[float, float]]
    busy: float
    idle: float

    @classmethod
    def take(cls, servers: Sequence[int], clients: Sequence[int]) -> Snapshot:
        busy, idle = machine_seconds()
        times = [cpu_seconds(pid) for pid in servers]
        server = (sum(t[0] for t in times), sum(t[1] for t in times))
        return cls(server, [cpu_seconds(pid) for pid in clients], busy, idle)


def ms(seconds: float) -> str:
    return f"{seconds * 1000:,.1f} ms"


def cuts(values: Sequence[float]) -> tuple[float, float, float]:
    """50th and 99th percentile, and the maximum."""
    ordered = sorted(values)
    if len(ordered) < 2:
        return (ordered or [0.0])[0], (ordered or [0.0])[0], (ordered or [0.0])[0]
    points = statistics.quantiles(ordered, n=100, method="inclusive")
    return points[49], points[98], ordered[-1]



def server_side(records: list[list[float]], sent: float, last_seen: float
                ) -> list[tuple[float, float]]:
    """The server's (read, queued) times of the action a client sent at ``sent``: the one
    record of that room and move number read before ``last_seen`` (a room's later games
    number their moves from 0 again), as a list of one; empty unless exactly one."""
    inside = [(read, queued) for read, queued in records if sent <= read <= last_seen]
    return inside if len(inside) == 1 else []

def spread(values: Sequence[float]) -> str:
    p50, p99, top = cuts(values)
    return f"p50 {ms(p50)}, p99 {ms(p99)}, max {ms(top)}"


class Server:
    """The server's process: ``bench/load_server.py`` and its commands."""

    def __init__(self, rooms: int, source: str | None, state: str = ":memory:") -> None:
        env = dict(os.environ)
        if source:
            env["PYTHONPATH"] = os.path.abspath(source)
        began = time.perf_counter()
        self.process = subprocess.Popen(
            [sys.executable, str(HERE / "load_server.py"), str(rooms + 10), state],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
            start_new_session=True)
        words = self._line().split()
        self.started = time.perf_counter() - began   # from the process's start to listening
        self.url = words[1]
        self.restored = int(words[3]) if len(words) > 3 else 0
        self.restoring = float(words[4]) if len(words) > 4 else 0.0

    def _line(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("the server stopped")
        return line

    def tell(self, command: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def report(self) -> dict[str, Any]:
        self.tell("report")
        report: dict[str, Any] = json.loads(self._line())
        return report

    def stop(self) -> None:
        if self.process.poll() is None:
            self.tell("stop")
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()


@contextlib.contextmanager
def redis_server(folder: str) -> Iterator[str]:
    """A redis-server of the bench's own: its URL."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--dir", folder,
         "--save", "", "--appendonly", "no"], stdout=subprocess.DEVNULL)
    try:
        for _ in range(200):
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port),
                                                                        0.5):
                break
            time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        process.wait(20)


def run(args: argparse.Namespace, think: float) -> None:
    """One run with a fresh server: the rooms play for the measured period; print figures."""
    with tempfile.TemporaryDirectory(prefix="durak-bench-") as folder:
        if args.state == "redis":
            with redis_server(folder) as url:
                measure(args, think, url, args.processes)
            return
        state = args.state if args.state == ":memory:" else str(
            pathlib.Path(folder) / "rooms.sqlite3")
        measure(args, think, state)
        if state != ":memory:":
            server = Server(args.rooms, args.server_source, state)
            server.stop()
            print(f"restart: a new server process brought back {server.restored} rooms and "
                  f"listened {server.started:.2f} s after it started (restoring the rooms "
                  f"and starting to listen: {server.restoring:.2f} s)")


def measure(args: argparse.Namespace, think: float, state: str, processes: int = 1) -> None:
    load_before = os.getloadavg()
    servers = [Server(args.rooms, args.server_source, state) for _ in range(processes)]
    server_pids = [server.process.pid for server in servers]
    urls = ",".join(server.url for server in servers)
    context = multiprocessing.get_context("spawn")
    clients: list[Any] = []
    try:
        before = sum(resident_kib(pid) for pid in server_pids)
        shares = [args.rooms // args.clients + (i < args.rooms % args.clients)
                  for i in range(args.clients)]
        pipes = []
        for i, share in enumerate(shares):
            mine, theirs = context.Pipe()
            process = context.Process(target=client_process,
                                      args=(urls, share, think, i, theirs), daemon=True)
            process.start()
            clients.append(process)
            pipes.append(mine)
        for pipe in pipes:
            if not pipe.poll(180):
                raise RuntimeError("a client process did not open its rooms in time")
            answer = pipe.recv()
            if isinstance(answer, Exception):
                raise answer
        start = time.perf_counter() + 0.2
        window = (start, start + args.warmup, start + args.warmup + args.seconds)
        for pipe in pipes:
            pipe.send(window)
        time.sleep(max(0.0, window[1] - time.perf_counter()))
        for server in servers:
            server.tell("measure")
        pids = [process.pid for process in clients]
        first = Snapshot.take(server_pids, pids)
        peak = before
        while time.perf_counter() < window[2]:
            time.sleep(min(0.5, max(0.0, window[2] - time.perf_counter())))
            peak = max(peak, sum(resident_kib(pid) for pid in server_pids))
        last = Snapshot.take(server_pids, pids)
        reports: list[Report] = []
        for pipe in pipes:
            if not pipe.poll(60):
                raise RuntimeError("a client process did not report in time")
            answer = pipe.recv()
            if isinstance(answer, Exception):
                raise answer
            reports.append(answer)
        probe: dict[str, Any] = {"lag": [], "actions": {}, "collections": []}
        for server in servers:
            report = server.report()
            probe["lag"] += report["lag"]
            probe["collections"] += report["collections"]
            for key, times in report["actions"].items():
                probe["actions"].setdefault(key, []).extend(times)
    finally:
        for server in servers:
            server.stop()
        for process in clients:
            process.join(10)
            if process.is_alive():
                process.kill()
    show(args, think, load_before, os.getloadavg(), first, last, reports, probe,
         before, peak)


def show(args: argparse.Namespace, think: float, load_before: tuple[float, ...],
         load_after: tuple[float, ...], first: Snapshot, last: Snapshot,
         reports: list[Report], probe: dict[str, Any], before: int, peak: int) -> None:
    seconds = args.seconds
    samples = [sample for report in reports for sample in report.samples]
    pace = (f"each waits {think * 2 / 3:.2g} to {think * 4 / 3:.2g} s before it moves"
            if think else "each moves as soon as it may (saturating)")
    source = f"; the server from {args.server_source}" if args.server_source else ""
    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    kept = {":memory:": "one process, its rooms kept in memory only",
            "sqlite": "one process, its rooms kept in an SQLite state file",
            "redis": f"{args.processes} processes sharing one Redis, each seat of a room "
                     f"on the next process"}[args.state]
    print(f"{now}: {args.rooms} rooms of 4 light protocol clients, {pace}; the server in "
          f"{kept}; the clients in {args.clients} processes{source}; measured "
          f"{seconds:.0f} s after {args.warmup:.0f} s of play")
    cores = os.cpu_count() or 1
    server_user, server_kernel = (b - a for a, b in zip(first.server, last.server,
                                                         strict=True))
    server_cpu = server_user + server_kernel
    client_cpu = sum(sum(b) - sum(a) for a, b in zip(first.clients, last.clients, strict=True))
    busy, idle = last.busy - first.busy, last.idle - first.idle
    others = max(0.0, busy - server_cpu - client_cpu)
    share = 100 / seconds
    print(f"machine: {cores} cores, load average {load_before[0]:.1f} before, "
          f"{load_after[0]:.1f} after; of its cores while measured: the server "
          f"{server_cpu * share:.0f}% of one, the clients {client_cpu * share:.0f}%, other "
          f"work {others * share:.0f}%, idle {idle * share:.0f}%")
    stale = sum(report.stale for report in reports)
    games = sum(report.games for report in reports)
    print(f"actions/s: {len(samples) / seconds:,.0f} ({len(samples):,} actions, {games:,} "
          f"games over, {stale:,} moves refused as overtaken)")
    refused = [text for report in reports for text in report.refused]
    if refused:
        print(f"REFUSED {len(refused)} requests, e.g. {refused[0]}")
    if not samples:
        return
    print(f"action -> every client's update: {spread([s[3] - s[2] for s in samples])}")
    joined = [(read - sent, queued - read, last_seen - queued, last_seen - sent)
              for code, seq, sent, last_seen in samples
              for read, queued in server_side(probe["actions"].get(f"{code}:{seq}", []),
                                              sent, last_seen)]
    if joined:
        parts = ("client -> server reads it", "in the server", "queued -> last client reads")
        for i, name in enumerate(parts):
            print(f"  {name}: {spread([j[i] for j in joined])}")
        worst = sorted(joined, key=lambda j: j[3])[-max(1, len(joined) // 100):]
        print("  the slowest 1% on average: " + ", ".join(
            f"{name} {ms(statistics.fmean(j[i] for j in worst))}"
            for i, name in enumerate(parts)))
    passes = probe.get("collections", [])
    if passes:
        full = [seconds for generation, seconds in passes if generation == 2]
        print(f"server's garbage collector: {len(passes)} passes taking "
              f"{ms(sum(s for _, s in passes))} in all, the longest {ms(max(s for _, s in passes))}"
              f"; {len(full)} of them full" + (f" (longest {ms(max(full))})" if full else ""))
    lags = [lag for report in reports for lag in report.lag]
    print(f"event loop lag (a 10 ms timer fired late by): server {spread(probe['lag'])}; "
          f"clients {spread(lags)}")
    per_action = 1000 / len(samples)
    print(f"server CPU per action: {per_action * server_cpu:.2f} ms "
          f"({per_action * server_user:.2f} user, {per_action * server_kernel:.2f} kernel); "
          f"clients' CPU per action: {per_action * client_cpu:.2f} ms (all four)")
    print(f"server memory: {before / 1024:.1f} MB before the rooms, peak "
          f"{peak / 1024:.1f} MB: {(peak - before) / args.rooms:,.0f} KB per room")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rooms", type=int, default=500)
    parser.add_argument("--seconds", type=float, default=20.0, help="measured period")
    parser.add_argument("--warmup", type=float, default=5.0,
                        help="seconds of play before the measured period")
    parser.add_argument("--think", default="1.5,0",
                        help="mean seconds a client that may act waits before it moves; "
                             "several (comma separated): one run each (default %(default)s)")
    parser.add_argument("--clients", type=int, default=4, help="client processes")
    parser.add_argument("--server-source", metavar="DIR",
                        help="run the server from the durak package in DIR")
    parser.add_argument("--state", default="sqlite", choices=["sqlite", ":memory:", "redis"],
                        help="where the server keeps its rooms: a fresh SQLite file "
                             "(default), memory only, or a redis-server of the bench's own "
                             "shared by --processes server processes")
    parser.add_argument("--processes", type=int, default=2,
                        help="with --state redis: server processes (default %(default)s)")
    args = parser.parse_args()
    try:
        thinks = [float(value) for value in args.think.split(",")]
    except ValueError:
        parser.error(f"--think takes seconds, comma separated, not {args.think!r}")
    if any(think < 0 for think in thinks):
        parser.error("--think cannot be negative")
    if args.rooms < 1 or args.clients < 1 or args.seconds <= 0 or args.warmup < 0:
        parser.error("--rooms and --clients must be at least 1, --seconds above 0")
    for i, think in enumerate(thinks):
        if i:
            print()
        run(args, think)


if __name__ == "__main__":
    main()
