"""Two machines: two network namespaces joined by a virtual link, ``durak-server`` in one
and a player (``netns_player.py``) in the other.  A full game through the link, a cut of
the link for 5 s with a move made during it, and ``kill -9`` of the server followed by a
restart: the game goes on to its end.  Only addresses inside the namespaces this test
makes; the namespaces (and the link with them) are always removed."""

from __future__ import annotations

import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from durak.engine import Action, Record

HERE = Path(__file__).resolve().parent
BOUND = 60.0
CUT_SECONDS = 5.0
SERVER, CLIENT = "10.231.71.1", "10.231.71.2"   # inside the test's namespaces only
PORT = 8765


def ip(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], capture_output=True, text=True, timeout=30,
                          check=False)


def why_no_namespaces() -> str | None:
    """Why this machine cannot make network namespaces, or None."""
    if shutil.which("ip") is None:
        return "no ip command (Debian: apt-get install iproute2)"
    if os.geteuid() != 0:
        return "making network namespaces needs root (CI runs as root)"
    probe = f"durak-probe-{os.getpid()}"
    made = ip("netns", "add", probe)
    if made.returncode != 0:
        return f"ip netns add failed: {made.stderr.strip()}"
    ip("netns", "del", probe)
    return None


@pytest.fixture
def machines() -> Iterator[tuple[str, str, str]]:
    """The server's and the client's namespaces, joined by a veth pair: their names and
    the server's end of the link."""
    reason = why_no_namespaces()
    if reason is not None:
        pytest.skip(reason)
    tag = os.getpid() % 100_000
    server_ns, client_ns = f"durak-srv-{tag}", f"durak-cli-{tag}"
    server_end, client_end = f"dks{tag}", f"dkc{tag}"
    try:
        for command in (["netns", "add", server_ns], ["netns", "add", client_ns],
                        ["link", "add", server_end, "type", "veth", "peer", "name",
                         client_end],
                        ["link", "set", server_end, "netns", server_ns],
                        ["link", "set", client_end, "netns", client_ns],
                        ["-n", server_ns, "addr", "add", f"{SERVER}/24", "dev", server_end],
                        ["-n", client_ns, "addr", "add", f"{CLIENT}/24", "dev", client_end],
                        ["-n", server_ns, "link", "set", "lo", "up"],
                        ["-n", client_ns, "link", "set", "lo", "up"],
                        ["-n", server_ns, "link", "set", server_end, "up"],
                        ["-n", client_ns, "link", "set", client_end, "up"]):
            done = ip(*command)
            assert done.returncode == 0, f"ip {' '.join(command)}: {done.stderr}"
        yield server_ns, client_ns, server_end
    finally:
        for name in (server_ns, client_ns):
            ip("netns", "del", name)
        ip("link", "del", server_end)      # gone with its namespace unless that failed


class Lines:
    """A process's output lines, read on a thread, waited for with a bound."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.process = process
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        assert process.stdout is not None
        stream = process.stdout
        threading.Thread(target=lambda: [self.lines.put(line.strip()) for line in stream],
                         daemon=True).start()

    def until(self, prefix: str) -> str:
        deadline = time.monotonic() + BOUND
        while True:
            try:
                line = self.lines.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no {prefix!r} within {BOUND} s; seen {self.seen[-10:]}"
                                     ) from None
            self.seen.append(line)
            if line.startswith(prefix):
                return line


def serve(namespace: str, state: Path) -> subprocess.Popen[str]:
    process = subprocess.Popen(
        ["ip", "netns", "exec", namespace, sys.executable, "-m", "durak.server",
         "--host", SERVER, "--port", str(PORT), "--state", str(state), "--bot-delay", "0.2",
         "--log-level", "WARNING"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.startswith("durak-server: listening on"), (
        line, process.stderr.read() if process.stderr else "")
    return process


def test_a_game_across_two_machines_survives_a_cut_link_and_a_killed_server(machines,
                                                                             tmp_path):
    server_ns, client_ns, server_end = machines
    state = tmp_path / "rooms.sqlite3"
    server = serve(server_ns, state)
    player = subprocess.Popen(
        ["ip", "netns", "exec", client_ns, sys.executable, str(HERE / "netns_player.py"),
         f"ws://{SERVER}:{PORT}"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        out = Lines(player)
        out.until("seated")
        ready = int(out.until("ready").split()[1])
        assert ip("-n", server_ns, "link", "set", server_end, "down").returncode == 0
        assert player.stdin is not None
        player.stdin.write("go\n")
        player.stdin.flush()
        sent = Action.from_dict(json.loads(out.until("sent").split(" ", 1)[1]))
        time.sleep(CUT_SECONDS)      # the link stays cut this long: what the test is about
        assert ip("-n", server_ns, "link", "set", server_end, "up").returncode == 0
        while int(out.until("seq").split()[1]) <= ready:   # the lead got through
            pass
        assert "dropped" not in out.seen       # a 5 s cut costs no connection
        server.send_signal(signal.SIGKILL)
        server.wait(BOUND)
        server = serve(server_ns, state)       # the same state file
        record = Record.from_dict(json.loads(out.until("over").split(" ", 1)[1]))
        assert "rejoined" in out.seen          # it came back after the kill
        game = record.replay()
        assert game.is_over
        assert record.actions[ready] == sent   # the move made during the cut, in its place
        assert not [line for line in out.seen if line.startswith("bad")]
        player.wait(BOUND)
        assert player.returncode == 0
    finally:
        for process in (player, server):
            if process.poll() is None:
                process.kill()
            process.wait(BOUND)
