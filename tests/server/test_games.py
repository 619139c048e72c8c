"""Whole games through the server: results, privacy of hands, rejoin, bots in empty seats."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import multiprocessing
import random
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import pytest

from durak.ai.hard import HardBot
from durak.engine import Drew, Event, Game, Record, Rules
from durak.protocol import SERVER, decode
from durak.server import room as room_module
from durak.server.connection import Connection
from durak.server.headless import HeadlessClient
from durak.server.thinking import SearchPool

from .helpers import (
    cards_in,
    check_outcome,
    hidden_from,
    mixed_table,
    outcome_of,
    play_room,
    play_tables,
    run,
    site,
)


def test_a_hundred_games_of_mixed_rules_end_with_the_engines_results():
    rng = random.Random(2026)
    tables = [mixed_table(rng) for _ in range(100)]
    assert {len(seats) for _, seats in tables} == {2, 3, 4, 5, 6}
    assert {seat for _, seats in tables for seat in seats} == {"human", "random", "original"}

    async def scenario() -> None:
        async with site() as where:
            loop = asyncio.get_running_loop()
            context = multiprocessing.get_context("spawn")
            with ProcessPoolExecutor(2, mp_context=context) as pool:
                halves = await asyncio.gather(*(
                    loop.run_in_executor(pool, play_tables, where.url, tables[i::2], i)
                    for i in range(2)))
            outcomes = halves[0] + halves[1]
            assert len(outcomes) == 100
            for outcome in outcomes:
                check_outcome(where.app, outcome)
    run(scenario(), 240)


def test_no_message_shows_a_seat_a_card_it_could_not_see(monkeypatch):
    """Every message to a seat is checked against the server's game at the moment it is
    sent: no card of another hand that the seat's own view does not show."""
    checked = []
    post = Connection.post

    def spy(self: Connection, text: str) -> None:
        room, seat = self.room, self.seat
        if room is not None and seat is not None and room.game is not None:
            game = room.game
            kind = json.loads(text)["type"]
            if kind == "game_over":
                assert game.is_over
            else:
                assert '"record"' not in text and '"seed"' not in text
                leaked = cards_in(text) & hidden_from(game, seat)
                assert not leaked, f"seat {seat} was sent {leaked} in {text}"
                if kind == "state":
                    assert decode(text, SERVER)["view"] == game.view(seat)
            checked.append(kind)
        post(self, text)

    monkeypatch.setattr(Connection, "post", spy)
    rng = random.Random(7)

    async def scenario() -> None:
        async with site() as where:
            for players in (2, 3, 4, 5, 6):
                rules = {"deck": 36, "forwarding": True, "throw_in_after_take": players % 2 == 0}
                clients = await play_room(where.url, rules, ["human"] * players, rng)
                check_outcome(where.app, outcome_of(clients))
    run(scenario())
    assert checked.count("state") > 500 and "game_over" in checked


def test_the_check_catches_a_leak():
    game = Game.new(Rules(), 3, seed=4)
    other = game.hand(1)[0]
    assert other in hidden_from(game, 0)
    assert other in cards_in(json.dumps({"type": "state", "x": [str(other)]}))


async def _bout_in_progress(client: HeadlessClient) -> None:
    """Play until this client's seat has cards on the table in a running bout."""
    while True:
        view = client.view
        if view is not None and view.table and not view.is_over and view.legal_actions:
            return
        await client.move()
        await client.receive()


def test_a_dropped_client_rejoins_with_its_token_and_finishes():
    async def scenario() -> None:
        async with site() as where:
            first = await where.client("ann", "original", 1)
            code = await first.create(["human", "human", "human"], rules={"deck": 36})
            second = await where.client("bob", "original", 2)
            third = await where.client("cid", "original", 3)
            await second.join(code)
            await third.join(code)
            await first.start()
            others = asyncio.gather(first.play(), third.play())
            await _bout_in_progress(second)
            seat, token = second.seat, second.token
            assert seat is not None and token is not None
            assert second.websocket is not None
            second.websocket.transport.abort()        # the line drops, no goodbye
            await asyncio.sleep(0)
            room = where.app.rooms[code]
            while room.seats[seat].peer is not None:
                await asyncio.sleep(0.01)
            assert not room.seats[seat].standin       # within the grace period: nobody plays it
            back = await where.client("bob", "original", 2)
            await back.rejoin(code, seat, token)
            snapshot = await back.expect("state")
            assert snapshot["events"] == () and room.game is not None
            # The others play on meanwhile: compare with the game as it was when sent.
            record = Record.of(room.game)
            then = dataclasses.replace(record, actions=record.actions[:snapshot["seq"]])
            assert snapshot["view"] == then.replay().view(seat)
            await asyncio.gather(back.play(), others)
            check_outcome(where.app, outcome_of([first, back, third]))
            assert back.result is not None
    run(scenario())


def test_an_empty_seat_and_an_abandoned_one_are_played_by_bots():
    async def scenario() -> None:
        async with site(grace_seconds=10.0) as where:
            host = await where.client("host", "original", 1)
            code = await host.create(["human", "human", "human"], rules={"deck": 24})
            guest = await where.client("guest", "original", 2)
            await guest.join(code)
            await host.start()
            await host.expect("state")
            room = where.app.rooms[code]
            assert [s.standin for s in room.seats] == [False, False, True]
            assert host.room is not None
            await guest.close()                       # leaves without a word
            while room.seats[1].peer is not None:
                await asyncio.sleep(0.01)
            assert not room.seats[1].standin
            where.clock.advance(10.0)                 # the grace period runs out
            assert room.seats[1].standin
            result = await host.play()
            assert result["record"].replay().is_over
            back = await where.client("guest", "original", 2)
            await back.rejoin(code, 1, guest.token or "")
            assert not room.seats[1].standin          # handed back on return
            message = await back.expect("room")
            assert message["seats"][1]["standin"] is False
            assert message["seats"][2]["standin"] is True
    run(scenario())


@pytest.mark.parametrize("rules", [{"deck": 24}, {"deck": 24, "take_when_beaten": True}])
def test_a_searching_bot_thinks_in_a_helper_process(rules):
    # (with forfeits, a search may choose to let a beaten round run: it answers no move)
    async def scenario() -> None:
        async with site(search_budget=0.02, search_workers=1) as where:
            person = await where.client("me", "original", 5)
            await person.create(["human", "hard"], rules=rules)
            await person.start()
            result = await person.play()
            assert result["record"].replay().is_over
            assert where.app.pool._executor is not None
    run(scenario())


def events_so_far(game: Game) -> list[Event]:
    """Every event of ``game`` since the deal, replayed from its record."""
    record = Record.of(game)
    replay = record.start()
    events = list(replay.opening_events())
    for action in record.actions:
        events += replay.apply(action)
    return events


def test_a_room_s_hard_bots_and_stand_ins_are_told_what_their_seat_saw(monkeypatch):
    # Seat 1 is a hard bot, seat 2 an empty human seat a hard stand-in plays.
    asked: list[tuple[int, tuple[Event, ...], list[Event]]] = []
    decide = SearchPool.decide
    rooms: list[Any] = []

    def spy(pool: SearchPool, level: str, seat: int, seed: int, budget: float, view: Any,
            events: Sequence[Event], iterations: int | None = None, owner: str = "") -> Any:
        game = rooms[0].game
        assert view == game.view(seat)
        assert owner == "127.0.0.1"             # the creator's address takes the turn
        asked.append((seat, tuple(events), [e.redact(seat) for e in events_so_far(game)]))
        return decide(pool, level, seat, seed, budget, view, events, iterations, owner)

    monkeypatch.setattr(SearchPool, "decide", spy)
    monkeypatch.setattr(room_module, "_random", random.Random(12))   # the same deal each run

    async def scenario() -> None:
        # Searches capped by iterations, not the clock: the same moves under any load.
        async with site(search_budget=60.0, search_iterations=60, search_workers=1,
                        standin_level="hard") as where:
            person = await where.client("me", "original", 5)
            code = await person.create(["human", "hard", "human"], rules={"deck": 24})
            rooms.append(where.app.rooms[code])
            await person.start()
            result = await person.play()
            assert result["record"].replay().is_over
    run(scenario())
    assert {seat for seat, _, _ in asked} == {1, 2}
    beliefs = []
    for seat, events, seen in asked:
        assert list(events) == seen          # every event so far, redacted for that seat
        for event in events:                 # no card of another hand (the trump card is shown)
            if isinstance(event, Drew) and event.player != seat:
                assert set(event.cards) <= {event.trump_card}
        bot = HardBot()
        bot.reset(seat)
        bot.observe(events)
        beliefs.append(any(bot.beliefs.weights(3, rooms[0].game.order)))
    assert sum(beliefs) > 3                  # takes and passes told the bots something


def test_the_creator_plays_again_in_the_same_room():
    async def scenario() -> None:
        async with site() as where:
            host = await where.client("host", "original", 1)
            code = await host.create(["human", "random", "original"], rules={"deck": 24})
            await host.start()
            first = await host.play()
            assert where.app.rooms[code].state == "over"
            await host.start()
            dealt = await host.expect("state")
            assert dealt["seq"] == 0 and dealt["events"] and not dealt["view"].is_over
            second = await host.play()
            assert second["record"].replay().is_over and second["record"] != first["record"]
    run(scenario())


def test_a_room_everybody_left_closes_at_once():
    async def scenario() -> None:
        async with site() as where:
            client = await where.client("solo")
            for _ in range(3):
                code = await client.create(["human", "human"])
                assert code in where.app.rooms
                await client.send("leave")
                await client.expect("left")
                assert code not in where.app.rooms
    run(scenario())
