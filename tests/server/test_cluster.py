"""Several ``durak-server`` processes on one Redis (``--store redis://...``): a client
connected to any of them plays its room, and the rooms of a process killed mid-game are
taken over and finished.  A real ``redis-server`` on a free loopback port, in a temporary
folder, stopped by the test."""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence

import pytest
from websockets.exceptions import WebSocketException

from durak.engine import View
from durak.protocol import Message
from durak.server.headless import HeadlessClient

from .helpers import run

DECK = 24
BOUND = 30.0

pytestmark = pytest.mark.skipif(shutil.which("redis-server") is None,
                                reason="no redis-server on this machine (Debian: apt-get "
                                       "install redis-server)")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def redis_url(tmp_path) -> Iterator[str]:
    port = free_port()
    process = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--dir", str(tmp_path),
         "--save", "", "--appendonly", "no", "--protected-mode", "yes"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + BOUND
        while True:
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port),
                                                                        0.5) as probe:
                probe.sendall(b"PING\r\n")
                if probe.recv(16).startswith(b"+PONG"):
                    break
            assert time.monotonic() < deadline, "redis-server did not start"
            time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        process.wait(BOUND)


@contextlib.contextmanager
def servers(store: str, count: int) -> Iterator[list[tuple[subprocess.Popen[str], str]]]:
    """``count`` durak-server processes on ``store``: each process and its URL."""
    started: list[tuple[subprocess.Popen[str], str]] = []
    try:
        for _ in range(count):
            process = subprocess.Popen(
                [sys.executable, "-m", "durak.server", "--port", "0", "--bot-delay", "0",
                 "--store", store, "--lease", "1", "--log-level", "WARNING"],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            assert process.stdout is not None
            line = process.stdout.readline()
            assert line.startswith("durak-server: listening on"), (
                line, process.stderr.read() if process.stderr else "")
            started.append((process, line.split()[-1]))
        yield started
    finally:
        for process, _ in started:
            if process.poll() is None:
                process.kill()
            process.wait(BOUND)


def cards_in_play(view: View) -> int:
    table = sum(1 for pair in view.table for card in pair if card is not None)
    return sum(view.hand_sizes) + view.stack_count + len(view.discard) + table


async def seated_pair(urls: Sequence[str]) -> tuple[HeadlessClient, HeadlessClient, str]:
    """Anna creates a room on the first process, Boris joins it through the second."""
    anna = await HeadlessClient(urls[0], "anna", "original", 1).connect()
    code = await anna.create(["human", "human", "original"], rules={"deck": DECK})
    boris = await HeadlessClient(urls[1], "boris", "original", 2).connect()
    await boris.join(code)
    await anna.start()
    return anna, boris, code


def test_players_on_two_processes_play_one_room(redis_url):
    with servers(redis_url, 2) as started:
        urls = [url for _, url in started]

        async def scenario() -> None:
            anna, boris, _ = await seated_pair(urls)
            results = await asyncio.gather(anna.play(), boris.play())
            record = results[0]["record"]
            assert results[1]["record"] == record and record.replay().is_over
            for client in (anna, boris):
                assert client.view is not None and cards_in_play(client.view) == DECK
                assert client.view == record.replay().view(client.seat or 0)
            # Seat by seat, each saw only its own hand on the way (checked by the protocol
            # module's decode); the relayed player got every message the other did.
            assert [m.kind for _, m in boris.received].count("state") == \
                [m.kind for _, m in anna.received].count("state")
            await anna.close()
            await boris.close()
        run(scenario())


async def stay(urls: Sequence[str], old: HeadlessClient, code: str, seed: int) -> Message:
    """``old``'s player, whose connection was cut, comes back (to any process, in turn) and
    plays the game to its end."""
    assert old.seat is not None and old.token is not None
    for attempt in range(200):
        client = HeadlessClient(urls[attempt % len(urls)], old.name, "original", seed)
        try:
            await client.connect()
            await asyncio.wait_for(client.rejoin(code, old.seat, old.token), 3)
            result = await client.play()
            await client.close()
            return result
        except (TimeoutError, WebSocketException, OSError):
            with contextlib.suppress(Exception):
                await client.close()
            await asyncio.sleep(0.2)
    raise AssertionError(f"{old.name} never got back to the game")


def test_the_rooms_of_a_process_killed_mid_game_are_taken_over_and_finished(redis_url):
    with servers(redis_url, 3) as started:
        urls = [url for _, url in started]

        async def first_half() -> tuple[HeadlessClient, HeadlessClient, str, int]:
            anna, boris, code = await seated_pair(urls)   # the room is on the first
            tasks = [asyncio.create_task(c.play()) for c in (anna, boris)]
            while max(anna.seq, boris.seq) < 6:
                await asyncio.sleep(0.01)
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            return anna, boris, code, max(anna.seq, boris.seq)

        anna, boris, code, seen = run(first_half())
        started[0][0].send_signal(signal.SIGKILL)      # the process holding the room
        started[0][0].wait(BOUND)
        others = urls[1:]

        async def second_half() -> None:
            results = await asyncio.gather(stay(others, anna, code, 3),
                                           stay(others[::-1], boris, code, 4))
            record = results[0]["record"]
            assert results[1]["record"] == record
            game = record.replay()
            assert game.is_over and len(record.actions) >= seen   # the same game, on
            for seat in range(3):
                assert cards_in_play(game.view(seat)) == DECK
        run(second_half(), 120)


def test_rooms_are_joined_through_another_process_the_moment_they_are_created(redis_url):
    """The room's lease is taken before its first write reaches Redis: another process
    relays a join that arrives in between rather than answering ``no_room``."""
    from durak.server import ServerConfig, port_of, running
    from durak.server.redis_store import RedisStore

    config = {"max_connections_per_address": 10_000, "max_rooms_per_address": 10_000,
              "bot_delay": 0.0}

    async def scenario() -> None:
        async with (running(config=ServerConfig(**config),
                            store=RedisStore(redis_url, "a" * 16)) as (_, first),
                    running(config=ServerConfig(**config),
                            store=RedisStore(redis_url, "b" * 16)) as (_, second)):
            urls = [f"ws://127.0.0.1:{port_of(server)}" for server in (first, second)]

            async def room(i: int) -> str:
                host = await HeadlessClient(urls[0], f"h{i}").connect()
                code = await host.create(["human", "human"], rules={"deck": DECK})
                guest = await HeadlessClient(urls[1], f"g{i}").connect()
                await guest.join(code)           # at once, through the other process
                await host.close()
                await guest.close()
                return code

            codes = await asyncio.gather(*(room(i) for i in range(30)))
            assert len(set(codes)) == 30
    run(scenario())
