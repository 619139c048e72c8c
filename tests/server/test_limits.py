"""Limits per address and per room, not only per connection: no single client or address
takes rooms, connections, bots' time or guesses from the others."""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from durak.protocol import Message
from durak.server.headless import HeadlessClient
from durak.server.room import Room
from durak.server.thinking import SearchPool

from .helpers import PROXY, run, site

MALLORY = "203.0.113.5"     # documentation addresses, through the trusted "proxy"
ALICE = "198.51.100.7"


async def answer(client: HeadlessClient) -> Message:
    """The next message that is not about the room (``room``, ``state``) itself."""
    while True:
        message = await client.receive()
        if message.kind not in ("room", "state"):
            return message


async def closed(client: HeadlessClient) -> tuple[int | None, str | None]:
    """Read until the server closes the connection: its close code and reason."""
    with pytest.raises(ConnectionClosed):
        while True:
            await client.receive()
    assert client.websocket is not None
    return client.websocket.close_code, client.websocket.close_reason


async def until(condition: Callable[[], bool]) -> None:
    """Until the server has handled what the test's clients did (a close, mostly)."""
    while not condition():
        await asyncio.sleep(0.01)


def test_one_address_holds_only_so_many_rooms_and_others_still_create():
    async def scenario() -> None:
        async with site(max_rooms_per_address=3, trusted_proxies=PROXY) as where:
            for i in range(3):      # connect, create with a bot, start, drop
                client = await where.client(f"m{i}", address=MALLORY)
                await client.create(["human", "random"], rules={"deck": 24})
                await client.start()
                await client.close()
            await until(lambda: where.app.connections == 0)
            late = await where.client("m", address=MALLORY)
            await late.send("create", name="m", seats=["human", "random"])
            refused = await answer(late)
            assert refused["code"] == "too_many_rooms" and "3 rooms" in refused["message"]
            assert len(where.app.rooms) == 3
            alice = await where.client("alice", address=ALICE)
            await alice.create(["human", "random"])            # another address: served
            assert where.app.rooms_by_address == {MALLORY: 3, ALICE: 1}
            # The dropped rooms close once idle (the grace, then 15 minutes): room again.
            where.clock.advance(where.app.config.idle_seconds)
            assert where.app.rooms_by_address == {ALICE: 1}
            again = await where.client("m", address=MALLORY)
            await again.create(["human", "random"])
    run(scenario())


def test_one_address_holds_only_so_many_connections_and_the_server_only_so_many():
    async def scenario() -> None:
        async with site(max_connections_per_address=3, max_connections=5,
                        trusted_proxies=PROXY) as where:
            held = [await where.client(address=MALLORY) for _ in range(3)]
            extra = await where.client(address=MALLORY)
            assert await closed(extra) == (1013, "too many connections from your address")
            alice = [await where.client("alice", address=ALICE) for _ in range(2)]
            await alice[0].create(["human", "random"])          # another address: served
            assert await closed(await where.client(address="192.0.2.1")) == (
                1013, "the server is full")
            await held[0].close()
            await until(lambda: where.app.by_address[MALLORY] == 2)
            back = await where.client(address=MALLORY)
            await back.create(["human", "random"])
            assert where.app.connections == 5
    run(scenario())


def test_a_connection_that_holds_no_seat_is_closed_after_the_timeout():
    async def scenario() -> None:
        async with site(unseated_seconds=60.0) as where:
            idle = await where.client("idle")
            host = await where.client("host")
            code = await host.create(["human", "human", "random"], rules={"deck": 24})
            leaver = await where.client("leaver")
            await leaver.join(code)
            assert where.clock.pending() == 1         # only the idle one is watched
            where.clock.advance(30.0)
            await leaver.send("leave")
            assert (await answer(leaver)).kind == "left"
            where.clock.advance(30.0)                 # 60 s since the idle one connected
            assert await closed(idle) == (1008, "no seat taken within 60 s")
            await leaver.send("start")                # left 30 s ago: still open
            assert (await answer(leaver))["code"] == "not_seated"
            where.clock.advance(30.0)
            assert await closed(leaver) == (1008, "no seat taken within 60 s")
            await host.start()                         # a seated connection stays
            assert (await host.expect("state"))["seq"] == 0
            assert where.app.connections == 1
    run(scenario())


def test_wrong_passwords_and_codes_lock_their_address_out_for_longer_and_longer():
    async def scenario() -> None:
        async with site(free_tries=2, backoff_first=1.0, backoff_most=60.0,
                        trusted_proxies=PROXY) as where:
            host = await where.client("host")
            code = await host.create(["human", "human"], rules={"deck": 24}, password="pw")
            mallory = await where.client("mallory", address=MALLORY)

            async def join(password: str, room: str = code) -> Message:
                await mallory.send("join", code=room, name="mallory", password=password)
                return await answer(mallory)

            assert (await join("a"))["code"] == "wrong_password"
            assert (await join("b", "NOSUCHROOM"))["code"] == "no_room"
            assert (await join("c"))["code"] == "wrong_password"   # the third: 1 s
            locked = await join("pw")            # even the right one waits, unchecked
            assert locked["code"] == "too_many_tries" and "1 s" in locked["message"]
            alice = await where.client("alice", address=ALICE)     # others do not wait
            await alice.send("rejoin", code=code, seat=1, token="A" * 32)
            assert (await answer(alice))["code"] == "bad_token"
            where.clock.advance(1.0)
            assert (await join("d"))["code"] == "wrong_password"   # the fourth: 2 s
            where.clock.advance(1.0)
            assert "1 s" in (await join("pw"))["message"]
            assert where.app.rooms[code].seats[1].free
            where.clock.advance(1.0)
            assert (await join("pw")).kind == "seated"
    run(scenario())


def test_field_names_reach_the_log_escaped_and_each_refusal_once_an_interval(caplog):
    forged = '{"v": 3, "type": "create", "x\\nERROR forged line \\u001b[31m\\ud800": 1}'

    async def scenario() -> None:
        async with site(log_interval=30.0) as where:
            client = await where.client()
            with caplog.at_level(logging.INFO, logger="durak.server"):
                assert client.websocket is not None
                for _ in range(20):
                    await client.websocket.send(forged)
                errors = [await answer(client) for _ in range(20)]
                assert {error["code"] for error in errors} == {"bad_field"}
                assert "\\n" in errors[0]["message"] and "\\ud800" in errors[0]["message"]
                lines = [r.getMessage() for r in caplog.records if "bad_field" in r.getMessage()]
                assert len(lines) == 1
                assert "\\nERROR forged line \\x1b[31m\\ud800" in lines[0]
                where.clock.advance(30.0)
                await client.websocket.send(forged)
                await answer(client)
                lines = [r.getMessage() for r in caplog.records if "bad_field" in r.getMessage()]
                assert len(lines) == 2 and "(19 more like it not logged)" in lines[1]
            for record in caplog.records:
                text = record.getMessage()
                assert "\n" not in text and "\x1b" not in text and text.isprintable()
    run(scenario())


def test_a_fault_of_the_server_is_answered_and_the_connection_goes_on(monkeypatch, caplog):
    def broken(self: Room, peer: Any) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(Room, "start", broken)

    async def scenario() -> None:
        async with site() as where:
            client = await where.client()
            await client.create(["human", "random"])
            with caplog.at_level(logging.ERROR, logger="durak.server"):
                for _ in range(3):
                    await client.start()
                    refused = await answer(client)
                    assert refused["code"] == "internal" and refused["about"] == "start"
            assert len([r for r in caplog.records if "a bug" in r.getMessage()]) == 1
            await client.send("leave")
            assert (await answer(client)).kind == "left"
    run(scenario())


def test_players_are_told_room_closed_when_the_server_stops():
    async def scenario() -> None:
        async with site() as where:
            client = await where.client()
            await client.create(["human", "random"])
            await client.start()
            await client.expect("state")
        told = []
        with pytest.raises(ConnectionClosed):
            while True:
                told.append(await client.receive())
        assert [m["code"] for m in told if m.kind == "error"] == ["room_closed"]
        assert client.websocket is not None and client.websocket.close_code == 1001
    run(scenario())


class HeldExecutor(Executor):
    """Helpers that answer when the test says so."""

    def __init__(self) -> None:
        self.started: list[tuple[Any, concurrent.futures.Future[Any]]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any
               ) -> concurrent.futures.Future[Any]:
        future: concurrent.futures.Future[Any] = concurrent.futures.Future()
        self.started.append((args, future))
        return future


def test_addresses_take_turns_at_the_bots_helpers_and_a_dropped_search_never_starts():
    executor = HeldExecutor()

    async def scenario() -> None:
        pool = SearchPool(workers=2, per_owner=1, executor=lambda _: executor)

        def decide(owner: str, seat: int) -> asyncio.Future[Any]:
            return pool.decide("hard", seat, 0, 1.0, None, (), None,  # type: ignore[arg-type]
                               owner=owner)

        async def finish(index: int) -> None:
            executor.started[index][1].set_result(None)
            for _ in range(5):
                await asyncio.sleep(0)

        def seats() -> list[int]:
            return [args[1] for args, _ in executor.started]

        mallory = [decide(MALLORY, seat) for seat in range(4)]   # 40 rooms of hard bots
        alice = decide(ALICE, 5)
        assert seats() == [0, 5] and pool.waiting() == 3   # Alice's goes at once
        await finish(1)
        assert alice.done() and seats() == [0, 5]   # Mallory's wait: one at a time
        mallory[2].cancel()                         # its room closed meanwhile
        await finish(0)
        assert seats() == [0, 5, 1]
        await finish(2)
        assert seats() == [0, 5, 1, 3]              # the cancelled one never started
        assert not mallory[3].done()
        await finish(3)
        assert all(m.done() for m in mallory) and pool.running() == pool.waiting() == 0
        pool.close()
    run(scenario())


def test_a_room_that_closes_drops_its_bots_searches(monkeypatch):
    asked: list[asyncio.Future[Any]] = []

    def decide(pool: SearchPool, *args: Any, **kwargs: Any) -> asyncio.Future[Any]:
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        asked.append(future)
        return future

    monkeypatch.setattr(SearchPool, "decide", decide)

    async def scenario() -> None:
        async with site() as where:
            client = await where.client("p", "original", 3)
            code = await client.create(["human", "hard"], rules={"deck": 24})
            await client.start()
            await client.expect("state")
            await client.move()         # if the person leads, the bot searches its answer
            await until(lambda: bool(asked))
            assert not asked[0].done()
            await client.send("leave")  # nobody holds a seat: the room closes at once
            assert (await answer(client)).kind == "left"
            assert code not in where.app.rooms
            assert all(search.cancelled() for search in asked)
    run(scenario())
