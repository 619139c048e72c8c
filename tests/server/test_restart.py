"""Rooms survive a restart: the server keeps them in its state file and brings every one
back, its game replayed, its seats waiting for their players with their tokens."""

from __future__ import annotations

import asyncio
import json
import logging
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from durak.engine import View
from durak.server.headless import HeadlessClient
from durak.server.sqlite_store import SQLiteStore

from .helpers import run, site

DECK = 24


def cards_in_play(view: View) -> int:
    """Every card of the deck, wherever it is as this seat sees it."""
    table = sum(1 for pair in view.table for card in pair if card is not None)
    return sum(view.hand_sizes) + view.stack_count + len(view.discard) + table


async def play_some(clients: Sequence[HeadlessClient], history: Any, moves: int) -> None:
    """Let the clients play until the game has had ``moves`` actions."""
    tasks = [asyncio.create_task(client.play()) for client in clients]
    while len(history()) < moves:
        await asyncio.sleep(0.01)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


async def back(url: str, old: HeadlessClient, code: str, seed: int) -> HeadlessClient:
    """``old``'s player back on a new connection, rejoining his seat with its token."""
    client = await HeadlessClient(url, old.name, "original", seed).connect()
    assert old.seat is not None and old.token is not None
    await client.rejoin(code, old.seat, old.token)
    return client


def test_a_game_goes_on_after_a_restart_with_every_seat_waiting_for_its_player(tmp_path):
    path = tmp_path / "rooms.sqlite3"

    async def scenario() -> None:
        store = SQLiteStore(path)
        async with site(store=store) as where:
            anna = await where.client("anna", "original", 1)
            code = await anna.create(["human", "human", "random"], rules={"deck": DECK},
                                     password="spring")
            boris = await where.client("boris", "original", 2)
            await boris.join(code, password="spring")
            await anna.start()
            room = where.app.rooms[code]
            await play_some([anna, boris], lambda: room.game.history if room.game else (), 4)
            before = room.game.history if room.game else ()
            seats = [(s.name, s.token_hash) for s in room.seats]
        store.close()
        told = [m for _, m in anna.received if m.kind == "error"]
        assert not [m for m in told if m["code"] == "room_closed"]   # kept, not closed

        raw = path.read_bytes() + Path(f"{path}-wal").read_bytes() if Path(
            f"{path}-wal").exists() else path.read_bytes()
        assert anna.token is not None and anna.token.encode() not in raw
        assert b"spring" not in raw                                    # both only hashed

        store = SQLiteStore(path)
        async with site(store=store) as where:
            room = where.app.rooms[code]
            assert room.game is not None and room.game.history == before
            assert [(s.name, s.token_hash) for s in room.seats] == seats
            assert room.state == "playing" and room.password_hash is not None
            assert all(s.away is not None for s in room.seats if s.bot is None)
            anna2 = await back(where.url, anna, code, 3)
            snapshot = await anna2.expect("state")
            assert snapshot["seq"] == len(before) and cards_in_play(snapshot["view"]) == DECK
            clock = snapshot["clock"]
            if clock is not None and clock["kind"] == "decision":   # full time again
                assert clock["seconds"] == room.time_limit
            where.clock.advance(where.app.config.grace_seconds - 1)
            assert not room.seats[1].standin                   # the grace runs from the start
            boris2 = await back(where.url, boris, code, 4)      # ... and Boris is back in it
            results = await asyncio.gather(anna2.play(), boris2.play())
            record = results[0]["record"]
            assert record.actions[:len(before)] == before      # the same game, played on
            assert record.replay().is_over
            for client in (anna2, boris2):
                assert client.view is not None and cards_in_play(client.view) == DECK
                assert client.view == record.replay().view(client.seat or 0)
        store.close()
    run(scenario())


def test_a_player_who_does_not_come_back_is_played_by_the_stand_in_after_the_grace(tmp_path):
    path = tmp_path / "rooms.sqlite3"

    async def scenario() -> None:
        store = SQLiteStore(path)
        async with site(store=store) as where:
            anna = await where.client("anna", "original", 1)
            code = await anna.create(["human", "human"], rules={"deck": DECK,
                                                               "next_leader": "durak"})
            boris = await where.client("boris", "original", 2)
            await boris.join(code)
            await anna.start()
            first = await asyncio.gather(anna.play(), boris.play())
        store.close()
        store = SQLiteStore(path)
        async with site(store=store) as where:
            room = where.app.rooms[code]
            assert room.state == "over" and room.game is not None and room.game.is_over
            anna2 = await back(where.url, anna, code, 3)
            assert (await anna2.expect("game_over"))["record"] == first[0]["record"]
            where.clock.advance(where.app.config.grace_seconds)
            await anna2.start()                                # the series' next game
            assert (await anna2.expect("state"))["seq"] == 0
            assert room.seats[1].standin                       # Boris never came back
            durak = first[0]["durak"]
            if durak is not None:
                assert room.game.leader == durak               # led by the last durak
            result = await anna2.play()
            assert result["record"].replay().is_over
        store.close()
    run(scenario())


def test_a_room_nobody_holds_a_seat_in_is_gone_for_good(tmp_path):
    path = tmp_path / "rooms.sqlite3"

    async def scenario() -> None:
        store = SQLiteStore(path)
        async with site(store=store) as where:
            anna = await where.client("anna")
            await anna.create(["human", "random"])
            await anna.send("leave")
            await anna.expect("left")
            assert not where.app.rooms
        store.close()
        store = SQLiteStore(path)
        assert store.load() == []
        store.close()
    run(scenario())


def write_state(path: Path, how: str) -> None:
    if how == "not a database":
        path.write_bytes(b"\x00garbage" * 100)
    elif how == "another program's database":
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE songs (title TEXT)")
        db.commit()
        db.close()
    elif how == "a newer server's":
        SQLiteStore(path).close()
        db = sqlite3.connect(path)
        db.execute("UPDATE meta SET value = '99' WHERE key = 'version'")
        db.commit()
        db.close()


@pytest.mark.parametrize("how", ["not a database", "another program's database",
                                 "a newer server's"])
def test_an_unusable_state_file_is_set_aside_and_the_server_starts_empty(tmp_path, caplog,
                                                                         how):
    path = tmp_path / "rooms.sqlite3"
    write_state(path, how)
    original = path.read_bytes()

    async def scenario() -> None:
        with caplog.at_level(logging.WARNING):
            store = SQLiteStore(path)
        async with site(store=store) as where:
            assert not where.app.rooms
            anna = await where.client("anna")
            await anna.create(["human", "random"])        # and it keeps rooms again
        store.close()
    run(scenario())
    aside = list(tmp_path.glob("rooms.sqlite3.corrupt-*"))
    assert [p.name for p in aside if not p.name.endswith(("-wal", "-shm"))]
    assert any(p.read_bytes() == original for p in aside)  # nothing lost
    assert any("set aside" in r.getMessage() or "moved it to" in r.getMessage()
               for r in caplog.records)
    store = SQLiteStore(path)
    assert len(store.load()) == 1
    store.close()


def test_a_room_that_does_not_replay_is_left_out_and_the_others_come_back(tmp_path, caplog):
    path = tmp_path / "rooms.sqlite3"

    async def scenario() -> list[str]:
        store = SQLiteStore(path)
        codes = []
        async with site(store=store) as where:
            for name in ("anna", "boris"):
                client = await where.client(name, "original", 1)
                codes.append(await client.create(["human", "random"], rules={"deck": DECK}))
                await client.start()
                await client.expect("state")
        store.close()
        return codes

    good, hostile = run(scenario())
    db = sqlite3.connect(path)
    db.execute("INSERT OR REPLACE INTO actions VALUES (?, 1, 0, ?)",
               (hostile, json.dumps({"kind": "take", "player": 5, "cards": [],
                                     "target": None})))
    data = json.loads(db.execute("SELECT data FROM rooms WHERE code = ?",
                                 (good,)).fetchone()[0])
    db.commit()
    db.close()

    async def again() -> None:
        store = SQLiteStore(path)
        with caplog.at_level(logging.WARNING):
            async with site(store=store) as where:
                assert list(where.app.rooms) == [good]
                assert where.app.rooms[good].seats[0].token_hash == data["seats"][0]["token"]
        store.close()
    run(again())
    assert any(hostile in r.getMessage() and "could not be restored" in r.getMessage()
               for r in caplog.records)
    assert list(tmp_path.glob("rooms.sqlite3.corrupt-*"))     # a copy of it, kept aside


def test_the_server_killed_mid_game_brings_the_game_back_and_it_finishes(tmp_path):
    path = tmp_path / "rooms.sqlite3"

    def start() -> tuple[subprocess.Popen[str], str]:
        process = subprocess.Popen(
            [sys.executable, "-m", "durak.server", "--port", "0", "--bot-delay", "0",
             "--state", str(path), "--log-level", "WARNING"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("durak-server: listening on"), line
        return process, line.split()[-1]

    process, url = start()
    try:
        async def first_half() -> tuple[HeadlessClient, HeadlessClient, str, int]:
            anna = await HeadlessClient(url, "anna", "original", 1).connect()
            code = await anna.create(["human", "human", "original"], rules={"deck": DECK})
            boris = await HeadlessClient(url, "boris", "original", 2).connect()
            await boris.join(code)
            await anna.start()
            await play_some([anna, boris], lambda: range(max(anna.seq, boris.seq)), 6)
            return anna, boris, code, max(anna.seq, boris.seq)

        anna, boris, code, seen = run(first_half())
        process.send_signal(signal.SIGKILL)
        process.wait(30)
        process, url = start()

        async def second_half() -> None:
            anna2 = await back(url, anna, code, 3)
            boris2 = await back(url, boris, code, 4)
            snapshot = await anna2.expect("state")
            assert snapshot["seq"] >= seen and cards_in_play(snapshot["view"]) == DECK
            results = await asyncio.gather(anna2.play(), boris2.play())
            record = results[0]["record"]
            assert record.replay().is_over and results[1]["record"] == record
            for client in (anna2, boris2):
                assert client.view is not None and cards_in_play(client.view) == DECK
        run(second_half())
    finally:
        process.kill()
        process.wait(30)
