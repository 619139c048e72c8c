"""Hosting from the app: the server on its own thread starts, serves a game and stops."""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
from types import SimpleNamespace

import pytest
from zeroconf import InterfaceChoice

from durak.lan import hosting, service, start_hosted_server
from durak.server import ServerConfig
from durak.server.headless import HeadlessClient
from tests.server.helpers import run

FAST = ServerConfig(bot_delay=0.0, rate=10_000.0, burst=10_000.0)


async def play_one_game(url: str) -> list[HeadlessClient]:
    """Two protocol bots and a server bot play a game to its end on ``url``."""
    players = [await HeadlessClient(url, f"p{i}", "random", seed=i).connect() for i in range(2)]
    code = await players[0].create(["human", "human", "random"], rules={"deck": 24})
    await players[1].join(code)
    await players[0].start()
    await asyncio.gather(*(p.play() for p in players))
    for player in players:
        await player.close()
    return players


def refused(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) != 0


def test_a_hosted_server_serves_a_whole_game_and_stops() -> None:
    hosted = start_hosted_server("127.0.0.1", 0, config=FAST)
    try:
        assert hosted.host == "127.0.0.1" and hosted.port > 0
        assert hosted.url == f"ws://127.0.0.1:{hosted.port}"
        assert hosted.shared_urls == [hosted.url]
        players = run(play_one_game(hosted.url))
        results = [p.result for p in players]
        assert results[0] is not None and results[0]["record"].replay().is_over
        assert results[0] == results[1]
    finally:
        hosted.stop()
    assert refused(hosted.port)
    assert not any(t.name == "durak-hosted-server" for t in threading.enumerate())
    hosted.stop()     # again: nothing happens


def test_a_hosted_game_kept_in_its_state_file_is_resumed_at_the_next_start(tmp_path) -> None:
    state = tmp_path / "hosted.sqlite3"
    assert hosting.stored_tables(state) == []
    hosted = start_hosted_server("127.0.0.1", 0, config=FAST, state=state)

    async def begin(url: str) -> tuple[HeadlessClient, str, int]:
        anna = await HeadlessClient(url, "Anna", "original", 1).connect()
        code = await anna.create(["human", "random"], rules={"deck": 24})
        await anna.start()
        seq = (await anna.expect("state"))["seq"]
        await anna.close()
        return anna, code, seq

    try:
        anna, code, seq = run(begin(hosted.url))
    finally:
        hosted.stop(keep_rooms=True)       # as the app's crash would leave it
    assert hosting.stored_tables(state) == ["Anna"]
    hosted = start_hosted_server("127.0.0.1", 0, config=FAST, state=state)   # "Resume"

    async def resume(url: str) -> None:
        back = await HeadlessClient(url, "Anna", "original", 2).connect()
        assert anna.seat is not None and anna.token is not None
        await back.rejoin(code, anna.seat, anna.token)
        assert (await back.expect("state"))["seq"] >= seq
        result = await back.play()
        assert result["record"].replay().is_over
        await back.close()

    try:
        run(resume(hosted.url))
    finally:
        hosted.stop()                      # on purpose: the rooms close
    assert hosting.stored_tables(state) == []
    hosting.forget_tables(state)
    assert not state.exists()


def test_on_every_address_the_app_itself_connects_through_the_loopback() -> None:
    hosted = start_hosted_server(config=FAST)
    try:
        assert hosted.host == "0.0.0.0"
        assert hosted.url == f"ws://127.0.0.1:{hosted.port}"
        # The suite keeps zeroconf on the loopback interface, the one network it has.
        assert hosted.shared_urls == [f"ws://127.0.0.1:{hosted.port}"]
        assert run(play_one_game(hosted.url))[0].result is not None
    finally:
        hosted.stop()


def test_a_port_in_use_raises_and_leaves_no_thread() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        with pytest.raises(OSError):
            start_hosted_server("127.0.0.1", taken.getsockname()[1])
    assert not any(t.name == "durak-hosted-server" for t in threading.enumerate())


@pytest.mark.parametrize("name", ["", "   ", "tab\there"])
def test_a_name_that_cannot_be_announced_is_refused_before_anything_starts(name: str) -> None:
    with pytest.raises(ValueError, match="printable"):
        start_hosted_server("127.0.0.1", 0, advertise_as=name)
    assert not any(t.name == "durak-hosted-server" for t in threading.enumerate())


def test_without_zeroconf_the_game_is_hosted_all_the_same_with_one_warning(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    def no_multicast(**options: object) -> None:
        raise OSError(19, "No such device")
    monkeypatch.setattr("durak.lan.advert.AsyncZeroconf", no_multicast)
    with caplog.at_level(logging.WARNING, logger="durak.lan"):
        hosted = start_hosted_server("127.0.0.1", 0, advertise_as="Anna's table", config=FAST)
    try:
        assert hosted.advertised_as is None
        assert run(play_one_game(hosted.url))[0].result is not None
    finally:
        hosted.stop()
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert "cannot announce the game" in warnings[0].getMessage()
    assert "No such device" in warnings[0].getMessage()


def test_a_computer_without_a_network_address_is_hosted_unannounced(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr("durak.lan.advert.announced_addresses", lambda host, chosen: [])
    with caplog.at_level(logging.WARNING, logger="durak.lan"):
        hosted = start_hosted_server(advertise_as="Anna's table", config=FAST)
    hosted.stop()
    assert hosted.advertised_as is None
    assert [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING] == [
        "this computer has no network address to announce the game on"]


@pytest.mark.parametrize(("host", "url_host"), [
    ("", "127.0.0.1"), ("0.0.0.0", "127.0.0.1"), ("::", "[::1]"),
    ("192.0.2.7", "192.0.2.7"), ("fe80::1", "[fe80::1]"),
])
def test_the_app_connects_to_its_own_server_where_it_listens(host: str, url_host: str) -> None:
    assert hosting._local_address(host) == url_host


def test_a_server_on_every_address_is_announced_on_each_but_the_loopback(
        monkeypatch: pytest.MonkeyPatch) -> None:
    adapters = [SimpleNamespace(ips=[SimpleNamespace(ip="127.0.0.1"),
                                     SimpleNamespace(ip=("::1", 0, 0))]),
                SimpleNamespace(ips=[SimpleNamespace(ip="192.0.2.7"),
                                     SimpleNamespace(ip=("fe80::1", 0, 2))])]
    monkeypatch.setattr("durak.lan.service.ifaddr.get_adapters", lambda: adapters)
    monkeypatch.delenv(service.INTERFACES_VARIABLE)
    assert service.announced_addresses("0.0.0.0") == ["192.0.2.7"]
    assert service.announced_addresses("0.0.0.0", ["10.1.2.3"]) == ["10.1.2.3"]
    assert service.announced_addresses("192.0.2.8") == ["192.0.2.8"]
    assert service.zeroconf_options()["interfaces"] is InterfaceChoice.All
