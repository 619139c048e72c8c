"""``durak-server`` as a process: its bot helpers die with it, and a full server refuses
the next client politely, whatever its open-file limit."""

from __future__ import annotations

import asyncio
import contextlib
import resource
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from durak.server.descriptors import RESERVED
from durak.server.headless import HeadlessClient

from .helpers import run

BOUND = 30.0   # seconds any wait on a real process may take before the test fails


@contextlib.contextmanager
def server_process(options: Sequence[str] = (), limit_files: int | None = None
                   ) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """``durak-server`` on 127.0.0.1 (a free port): the process and its URL."""
    def lower_limit() -> None:
        if limit_files is not None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (limit_files, limit_files))

    process = subprocess.Popen(
        [sys.executable, "-m", "durak.server", "--port", "0", "--bot-delay", "0",
         "--state", ":memory:", *options],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=lower_limit)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("durak-server: listening on"), line
        yield process, line.split()[-1]
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(BOUND)


def children(pid: int) -> set[int]:
    """The live processes ``pid`` started (zombies are gone)."""
    found = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            found |= {int(child) for child in (task / "children").read_text().split()}
    return {child for child in found if alive(child)}


def alive(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "\nState:\tZ" not in status


def wait_for(condition: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + BOUND
    while not condition():
        assert time.monotonic() < deadline, f"waited {BOUND} s for {what}"
        time.sleep(0.05)


def test_the_bots_helper_processes_stop_when_the_server_is_killed():
    with server_process(["--log-level", "ERROR"]) as (process, url):
        helpers: set[int] = set()

        async def until_a_helper_thinks() -> None:
            client = await HeadlessClient(url, "me", "original", 1).connect()
            await client.create(["human", "hard"], rules={"deck": 24})
            await client.start()
            playing = asyncio.create_task(client.play())
            while not helpers:
                helpers.update(children(process.pid))
                await asyncio.sleep(0.05)
            playing.cancel()
            await client.close()

        run(until_a_helper_thinks(), BOUND)
        process.send_signal(signal.SIGKILL)   # no chance to stop its helpers itself
        process.wait(BOUND)
        wait_for(lambda: not any(alive(pid) for pid in helpers), "the helpers to stop")


def test_a_server_under_a_low_open_file_limit_caps_connections_below_it():
    limit = 200
    cap = limit - RESERVED
    with server_process(["--max-connections-per-address", "1000"], limit) as (process, url):
        async def fill() -> None:
            held: list[ClientConnection] = []
            for _ in range(cap):
                held.append(await connect(url))
            for _ in range(2):
                extra = await connect(url)
                with contextlib.suppress(ConnectionClosed):
                    await extra.recv()
                assert extra.close_code == 1013 and extra.close_reason == "the server is full"
            await held.pop().close()
            while True:                # served again once the server has seen the close
                again = await connect(url)
                await again.send('{"v": 3, "type": "start"}')
                with contextlib.suppress(ConnectionClosed):
                    assert "not_seated" in str(await again.recv())
                    break
                assert again.close_code == 1013
                await asyncio.sleep(0.05)
            for connection in [*held, again]:
                await connection.close()

        run(fill(), BOUND * 2)
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=BOUND)
        assert f"at most {cap} connections" in err
        assert "Too many open files" not in err and "out of system resource" not in err
