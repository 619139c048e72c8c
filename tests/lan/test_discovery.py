"""Announcing and finding games with zeroconf, on the loopback interface only (the suite
sets DURAK_LAN_INTERFACES=127.0.0.1: no test sends anything to the network).

Every process on this machine shares the loopback's multicast, so another test run at the
same time sees these games and announces its own: each test names its games uniquely and
looks only at those.
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Callable

import pytest

from durak.lan import FoundGame, GameBrowser, service, start_hosted_server
from tests.lan.test_hosting import FAST, play_one_game
from tests.server.helpers import run

LIMIT = 30.0     # seconds a game may take to appear or go (zeroconf probes for about 1 s)


class Lists:
    """The lists a browser reported (only the games whose name has ``mark``), and a way to
    wait for one that satisfies a test."""

    def __init__(self, mark: str) -> None:
        self.mark = mark
        self.seen: list[list[FoundGame]] = []
        self.threads: set[str] = set()
        self._changed = threading.Condition()

    def mine(self, games: list[FoundGame]) -> list[FoundGame]:
        return [game for game in games if self.mark in game.name]

    def __call__(self, games: list[FoundGame]) -> None:
        with self._changed:
            self.seen.append(self.mine(games))
            self.threads.add(threading.current_thread().name)
            self._changed.notify_all()

    def wait_for(self, wanted: Callable[[list[FoundGame]], bool]) -> list[FoundGame]:
        with self._changed:
            assert self._changed.wait_for(lambda: bool(self.seen) and wanted(self.seen[-1]),
                                          LIMIT), f"never came: {self.seen}"
            return self.seen[-1]


def unique(name: str) -> str:
    return f"{name} {uuid.uuid4().hex[:8]}"


def test_the_environment_keeps_zeroconf_on_the_loopback_interface() -> None:
    assert service.zeroconf_options()["interfaces"] == ["127.0.0.1"]


def test_a_hosted_game_is_found_joined_and_gone_when_it_stops() -> None:
    name = unique("Anna's table")
    lists = Lists(name)
    browser = GameBrowser(lists)
    try:
        hosted = start_hosted_server(advertise_as=name, config=FAST)
        try:
            games = lists.wait_for(lambda games: len(games) == 1)
            assert games == [FoundGame(name, "127.0.0.1", hosted.port)]
            assert lists.mine(browser.games()) == games
            assert hosted.advertised_as == f"{name}._durak._tcp.local."
            players = run(play_one_game(games[0].url))
            assert players[0].result is not None
        finally:
            hosted.stop()
        assert lists.wait_for(lambda games: not games) == []
        assert lists.mine(browser.games()) == []
        assert threading.main_thread().name not in lists.threads
    finally:
        browser.close()
    browser.close()     # again: nothing happens


def test_two_hosts_of_one_name_are_both_listed() -> None:
    name = unique("Table")
    lists = Lists(name)
    browser = GameBrowser(lists)
    first = start_hosted_server("127.0.0.1", advertise_as=name, config=FAST)
    second = None
    try:
        lists.wait_for(lambda games: len(games) == 1)
        second = start_hosted_server("127.0.0.1", advertise_as=name, config=FAST)
        games = lists.wait_for(lambda games: len(games) == 2)
        assert games == [FoundGame(name, "127.0.0.1", first.port),
                         FoundGame(f"{name}-2", "127.0.0.1", second.port)]
    finally:
        if second is not None:
            second.stop()
        first.stop()
        browser.close()


def test_a_long_name_is_announced_shortened_to_one_label() -> None:
    name = "Ж" * 40        # 80 bytes of UTF-8
    assert service.service_name(name) == "Ж" * 31 + "._durak._tcp.local."
    assert service.instance_name(service.service_name(name)) == "Ж" * 31


def test_without_zeroconf_the_browser_lists_nothing_with_one_warning(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    def no_network(**options: object) -> None:
        raise OSError(101, "Network is unreachable")
    monkeypatch.setattr("durak.lan.discovery.Zeroconf", no_network)
    calls: list[list[FoundGame]] = []
    with caplog.at_level(logging.WARNING, logger="durak.lan"):
        browser = GameBrowser(calls.append)
    assert browser.games() == []
    browser.close()
    assert calls == []
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert warnings == ["cannot look for games on the local network: "
                        "[Errno 101] Network is unreachable"]


@pytest.mark.parametrize(("game", "url"), [
    (FoundGame("a", "192.0.2.7", 8765), "ws://192.0.2.7:8765"),
    (FoundGame("a", "fe80::1", 8765), "ws://[fe80::1]:8765"),
])
def test_a_found_game_has_the_url_to_connect_to(game: FoundGame, url: str) -> None:
    assert game.url == url
