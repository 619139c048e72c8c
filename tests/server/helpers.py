"""A server on 127.0.0.1 (any free port) with a hand-driven clock, for one test."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
from collections.abc import AsyncIterator, Awaitable, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar

from durak.engine import Card, Game, Record, Rules, View
from durak.protocol import Message
from durak.server import DurakServer, ServerConfig, port_of, running
from durak.server.clock import ManualClock
from durak.server.headless import HeadlessClient
from durak.server.store import RoomStore

T = TypeVar("T")
LIMIT = 60.0   # no test may hang: every run is bounded
PROXY = frozenset({"127.0.0.1"})   # the tests' clients as a proxy's: any address they say


@dataclass
class Site:
    app: DurakServer
    url: str
    clock: ManualClock

    async def client(self, name: str = "p", level: str = "random", seed: int | None = None,
                     address: str | None = None) -> HeadlessClient:
        """A connected client; ``address``: as if from there (the server must trust
        127.0.0.1 as a proxy: ``site(trusted_proxies=PROXY)``)."""
        headers = {"X-Forwarded-For": f"198.51.100.9, {address}"} if address else None
        return await HeadlessClient(self.url, name, level, seed, headers=headers).connect()


@contextlib.asynccontextmanager
async def site(store: RoomStore | None = None, **options: Any) -> AsyncIterator[Site]:
    clock = ManualClock()
    # Every client of a test comes from 127.0.0.1: the per-address limits are off unless
    # the test is about them.
    settings: dict[str, Any] = {"bot_delay": 0.0, "rate": 10_000.0, "burst": 10_000.0,
                                "max_connections_per_address": 10_000,
                                "max_rooms_per_address": 10_000, "free_tries": 10_000}
    settings.update(options)
    config = ServerConfig(clock=clock, **settings)
    async with running("127.0.0.1", 0, config, store=store) as (app, server):
        yield Site(app, f"ws://127.0.0.1:{port_of(server)}", clock)


def run(coroutine: Awaitable[T], limit: float = LIMIT) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(coroutine, limit)
    return asyncio.run(bounded())


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def cards_in(text: str) -> set[Card]:
    """Every card named anywhere in a message."""
    found = set()
    for item in strings(json.loads(text)):
        with contextlib.suppress(ValueError):
            found.add(Card.parse(item))
    return found


def hidden_from(game: Game, seat: int) -> set[Card]:
    """Cards in other players' hands that ``seat`` cannot see in its own view."""
    view = game.view(seat)
    seen = set(view.hand) | set(view.discard) | {c for pair in view.table for c in pair if c}
    for cards in view.known:
        seen |= set(cards)
    if view.trump_card is not None:
        seen.add(view.trump_card)
    others = set()
    for player in range(game.num_players):
        if player != seat:
            others |= set(game.hand(player))
    return others - seen


def mixed_table(rng: random.Random) -> tuple[dict[str, Any], list[str]]:
    """Random rules, 2 to 6 seats, people (protocol bots) and server bots."""
    rules = Rules(deck=rng.choice([24, 32, 36, 36, 52]), forwarding=rng.random() < 0.6,
                  reinforce=rng.choice(["neighbours", "all"]),
                  throw_in_after_take=rng.random() < 0.3,
                  attack_limit=rng.choice([None, None, 6]),
                  first_bout_limit=rng.choice([None, 5]),
                  first_offender=rng.choice(["lowest_trump", "random"]),
                  hand_size=rng.choice([6, 6, 4]))
    players = rng.randint(2, rules.max_players())
    seats = ["human"] + [rng.choice(["human", "random", "original"])
                         for _ in range(players - 1)]
    return rules.to_dict(), seats


async def play_room(url: str, rules: dict[str, Any], seats: list[str],
                    rng: random.Random) -> list[HeadlessClient]:
    """A room with a protocol bot in each person's seat, played to its end."""
    clients = [await HeadlessClient(url, f"p{i}", rng.choice(["original", "original", "random"]),
                                    rng.random()).connect()
               for i, kind in enumerate(seats) if kind == "human"]
    code = await clients[0].create(seats, rules=rules)
    for client in clients[1:]:
        await client.join(code)
    await clients[0].start()
    await asyncio.gather(*(client.play() for client in clients))
    return clients


@dataclass
class Outcome:
    """What each client of one room ended with: its result and its last view."""

    code: str
    results: list[tuple[int, dict[str, Any], View]] = field(default_factory=list)


def play_tables(url: str, tables: list[tuple[dict[str, Any], list[str]]],
                seed: int) -> list[Outcome]:
    """Play these tables, five rooms at a time (run in a helper process, so that the
    clients and the server use both cores)."""
    async def play() -> list[Outcome]:
        rng = random.Random(seed)
        outcomes = []
        for start in range(0, len(tables), 5):
            rooms = await asyncio.gather(*(play_room(url, rules, seats, rng)
                                           for rules, seats in tables[start:start + 5]))
            for clients in rooms:
                outcome = Outcome(clients[0].code or "")
                for client in clients:
                    assert client.result is not None and client.view is not None
                    outcome.results.append((client.seat or 0, client.result.fields,
                                            client.view))
                    await client.close()
                outcomes.append(outcome)
        return outcomes
    return run(play(), LIMIT * 4)


def check_outcome(app: DurakServer, outcome: Outcome) -> None:
    """Every client got the same result: the engine's, replaying the server's record."""
    over = outcome.results[0][1]
    record = over["record"]
    replayed = record.replay()
    assert replayed.is_over
    assert over["winners"] == replayed.winners and over["durak"] == replayed.durak
    room = app.rooms[outcome.code]
    assert room.game is not None and record == Record.of(room.game)
    for seat, result, view in outcome.results:
        assert result == over
        assert view == replayed.view(seat)


def outcome_of(clients: list[HeadlessClient]) -> Outcome:
    outcome = Outcome(clients[0].code or "")
    for client in clients:
        assert isinstance(client.result, Message) and client.view is not None
        outcome.results.append((client.seat or 0, client.result.fields, client.view))
    return outcome
