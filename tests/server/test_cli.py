"""``durak-server`` on the command line: it listens, says where, and stops on SIGINT."""

from __future__ import annotations

import asyncio
import gc
import shutil
import signal
import ssl
import subprocess
import sys

import pytest

from durak.server import ServerConfig, port_of, running
from durak.server.app import tls_context, tune_collector
from durak.server.headless import HeadlessClient

from .helpers import run, site


def test_the_server_starts_serves_and_stops_on_an_interrupt():
    process = subprocess.Popen(
        [sys.executable, "-m", "durak.server", "--host", "127.0.0.1", "--port", "0",
         "--bot-delay", "0", "--log-level", "WARNING", "--state", ":memory:"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("durak-server: listening on ws://127.0.0.1:"), line
        url = line.split()[-1]

        async def play() -> None:
            client = await HeadlessClient(url, "solo", "original").connect()
            await client.create(["human", "random"], rules={"deck": 24})
            await client.start()
            result = await client.play()
            assert result["record"].replay().is_over
            await client.close()
        run(play())
        process.send_signal(signal.SIGINT)
        out, _ = process.communicate(timeout=20)
        assert process.returncode == 0 and "stopped" in out
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_bad_options_are_refused_with_a_sentence():
    for options, words in ((["--tls-cert", "x.pem"], "go together"),
                           (["--tls-cert", "/nonexistent.pem", "--tls-key", "/nonexistent.key"],
                            "cannot use the certificate"),
                           (["--port", "70000"], "--port must be"),
                           (["--max-rooms-per-address", "0"], "must be at least 1"),
                           (["--ping-timeout", "0"], "--ping-timeout must be a number"),
                           (["--store", "http://127.0.0.1:1"], "redis://HOST:PORT/DB"),
                           (["--store", "redis://127.0.0.1:1/0", "--port", "0"],
                            "cannot use the store")):
        result = subprocess.run([sys.executable, "-m", "durak.server", *options],
                                capture_output=True, text=True, timeout=60, check=False)
        assert result.returncode == 2 and words in result.stderr, result.stderr


def test_wss_with_a_certificate_of_your_own(tmp_path):
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.skip("openssl is not installed")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run([openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)

    async def play() -> None:
        async with running("127.0.0.1", 0, ServerConfig(bot_delay=0),
                           tls_context(str(cert), str(key))) as (_, server):
            trust = ssl.create_default_context(cafile=str(cert))
            client = HeadlessClient(f"wss://127.0.0.1:{port_of(server)}", "solo", "original",
                                    tls=trust)
            await client.connect()
            await client.create(["human", "random"], rules={"deck": 24})
            await client.start()
            assert (await client.play())["record"].replay().is_over
            await client.close()
    run(play())


def test_the_headless_client_creates_joins_and_plays_from_the_command_line():
    async def scenario() -> None:
        async with site() as where:
            command = [sys.executable, "-m", "durak.server.headless", where.url]
            host = await asyncio.create_subprocess_exec(
                *command, "--create", "human,human,random", "--deck", "24", "--games", "2",
                stdout=asyncio.subprocess.PIPE)
            assert host.stdout is not None
            line = (await host.stdout.readline()).decode()
            assert line.startswith("room ") and "waiting" in line, line
            code = line.split()[1].rstrip(":")
            guest = await asyncio.create_subprocess_exec(
                *command, code, "--games", "2", stdout=asyncio.subprocess.PIPE)
            outputs = await asyncio.gather(host.communicate(), guest.communicate())
            for process, (out, _) in zip((host, guest), outputs, strict=True):
                assert process.returncode == 0
                assert out.decode().count("game over") == 2
            await asyncio.wait_for(host.wait(), 10)
    run(scenario())


def test_the_server_process_collects_garbage_in_large_batches():
    threshold = gc.get_threshold()
    try:
        tune_collector()
        assert gc.get_threshold() == (2_000, 10, 100) and gc.get_freeze_count() > 1000
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)
