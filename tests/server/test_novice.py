"""The novice online (``next_leader="novice"``): when a player newly takes a seat in a
room, the first attack of the next game goes against him; with nobody new the lowest
trump leads."""

from __future__ import annotations

import asyncio

from durak.engine import View
from durak.server.headless import HeadlessClient
from durak.server.sqlite_store import SQLiteStore

from .helpers import run, site

NOVICE = {"next_leader": "novice"}


async def deal(host: HeadlessClient, *players: HeadlessClient) -> list[View]:
    """The host deals; every player waits for the new game's first state: its view of
    the deal (before any bot moves), each."""
    await host.start()
    views = []
    for player in (host, *players):
        while True:
            message = await player.expect("state")
            if message["seq"] == 0 and message["events"]:
                views.append(message["view"])
                break
    return views


async def finish(*players: HeadlessClient) -> None:
    await asyncio.gather(*(player.play() for player in players))


def test_the_first_attack_goes_against_the_player_who_newly_took_a_seat():
    async def main() -> None:
        async with site() as where:
            host = await where.client("Anna", "original", 1)
            code = await host.create(["human", "original", "human", "human"], rules=NOVICE)
            guest = await where.client("Boris", "original", 2)
            assert await guest.join(code, seat=2) == 2
            room = where.app.rooms[code]
            assert room.newcomer == 2
            # The first game: against Boris, who sat down last, by the seat before his.
            views = await deal(host, guest)
            game = room.game
            assert game is not None and game.leader == 1
            assert [(view.offender, view.defender) for view in views] == [(1, 2)] * 2
            assert room.newcomer is None
            await finish(host, guest)
            # Nobody new: the lowest trump leads (no seat was chosen to lead).
            await deal(host, guest)
            assert room.game is not None and room.game is not game
            assert room.game.leader is None
            await finish(host, guest)
            # Carl takes the free seat 3 (a stand-in bot played it): against him.
            carl = await where.client("Carl", "original", 3)
            assert await carl.join(code) == 3
            views = await deal(host, guest, carl)
            assert room.game is not None and room.game.leader == 2
            assert [view.defender for view in views] == [3] * 3
    run(main())


def test_a_newcomer_who_leaves_again_is_nobody_to_attack():
    async def main() -> None:
        async with site() as where:
            host = await where.client("Anna", "original", 1)
            code = await host.create(["human", "human", "original"], rules=NOVICE)
            guest = await where.client("Boris", "original", 2)
            await guest.join(code)
            await guest.send("leave")
            await guest.expect("left")
            room = where.app.rooms[code]
            assert room.newcomer is None
            await deal(host)
            assert room.game is not None and room.game.leader is None
    run(main())


def test_without_the_novice_a_newcomer_changes_nothing():
    async def main() -> None:
        async with site() as where:
            host = await where.client("Anna", "original", 1)
            code = await host.create(["human", "human"], rules={"next_leader": "durak"})
            guest = await where.client("Boris", "original", 2)
            await guest.join(code)
            await deal(host, guest)
            assert where.app.rooms[code].game.leader is None
    run(main())


def test_the_newcomer_is_kept_across_a_restart(tmp_path):
    path = tmp_path / "rooms.sqlite3"

    async def before() -> tuple[str, str]:
        store = SQLiteStore(path)
        async with site(store=store) as where:
            host = await where.client("Anna", "original", 1)
            code = await host.create(["human", "human", "human"], rules=NOVICE)
            guest = await where.client("Boris", "original", 2)
            assert await guest.join(code, seat=2) == 2
            assert host.token is not None
            token = host.token
        store.close()
        return code, token

    async def after(code: str, token: str) -> None:
        store = SQLiteStore(path)
        async with site(store=store) as where:
            room = where.app.rooms[code]
            assert room.newcomer == 2
            host = await where.client("Anna", "original", 1)
            await host.rejoin(code, 0, token)
            [view] = await deal(host)
            assert room.game is not None and room.game.leader == 1 and view.defender == 2
        store.close()

    run(after(*run(before())))
