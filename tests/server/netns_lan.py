"""The two sides of a game found on the local network, for ``test_two_machines.py``: run in
a network namespace (with ``DURAK_LAN_INTERFACES`` set to its end of the link).

``python netns_lan.py host NAME [--open] [--password P]`` hosts a game as the app does
(``durak.lan``, bound to every address, announced as NAME) and says ``hosting PORT``;
with ``--open``, Anna opens a room for two (with the password, if any) and announces it
as the app does (``open CODE``), waits for a second player, starts and plays it to its end
(``over RECORD``); without, it hosts until ``stop`` arrives on standard input.  Either
way it stops by itself after ``BOUND`` seconds.

``python netns_lan.py find MARK [--open] [--password P]`` looks for a game whose name
holds MARK (with ``--open``: an open room), says ``found {...}`` (its address, port and
room), and plays through what it found: without ``--open`` it opens a room there with a
second player of its own; with it, Boris joins the announced room with the announced
code (first without a password, ``refused CODE`` if the server says no, then with the
password given).  ``over RECORD`` at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import queue
import sys
import threading
import time
from collections.abc import Callable

from durak.lan.discovery import FoundGame, GameBrowser
from durak.lan.hosting import start_hosted_server
from durak.lan.open_room import open_properties, room_of
from durak.protocol import Message
from durak.server import ServerConfig
from durak.server.headless import HeadlessClient, ServerRefused

BOUND = 45.0      # seconds either side may take in all
FAST = ServerConfig(bot_delay=0.0, rate=10_000.0, burst=10_000.0)
RULES = {"deck": 24}


def say(line: str) -> None:
    print(line, flush=True)


def over(result: Message) -> None:
    say(f"over {json.dumps(result['record'].to_dict())}")


async def seats_taken(client: HeadlessClient) -> None:
    """Read until the room has no free seat."""
    while client.room is None or any(seat["name"] is None and seat["bot"] is None
                                     for seat in client.room["seats"]):
        await client.receive()


async def host_open_room(url: str, publish: Callable[[dict[str, str]], None],
                         password: str | None) -> None:
    anna = await HeadlessClient(url, "Anna", "original", 1).connect()
    code = await anna.create(["human", "human"], rules=RULES, password=password)
    while anna.room is None:
        await anna.receive()
    publish(open_properties(room_of(code, anna.room["seats"], anna.room["password"])))
    say(f"open {code}")
    await seats_taken(anna)
    await anna.start()
    over(await anna.play())
    await anna.close()


def host(name: str, open_room: bool, password: str | None) -> None:
    hosted = start_hosted_server(advertise_as=name, config=FAST)
    try:
        say(f"hosting {hosted.port}")
        if open_room:
            asyncio.run(asyncio.wait_for(host_open_room(hosted.url, hosted.publish,
                                                        password), BOUND))
        else:      # until "stop" (or the end of standard input), at most BOUND seconds
            stop = threading.Event()
            threading.Thread(target=lambda: (sys.stdin.readline(), stop.set()),
                             daemon=True).start()
            stop.wait(BOUND)
    finally:
        hosted.stop()


def look(mark: str, open_room: bool) -> FoundGame:
    """The first game found whose name holds ``mark`` (an open room's, if asked)."""
    lists: queue.Queue[list[FoundGame]] = queue.Queue()
    browser = GameBrowser(lists.put)
    deadline = time.monotonic() + BOUND
    try:
        while True:
            for game in lists.get(timeout=max(0.1, deadline - time.monotonic())):
                if mark in game.name and (game.room is not None or not open_room):
                    return game
            if time.monotonic() > deadline:
                raise TimeoutError(f"no game named {mark!r} within {BOUND} s")
    finally:
        browser.close()


async def join_found(game: FoundGame, password: str | None) -> None:
    assert game.room is not None
    boris = await HeadlessClient(game.url, "Boris", "original", 2).connect()
    try:
        await boris.join(game.room.code)
    except ServerRefused as refusal:
        say(f"refused {refusal.code}")
        await boris.close()
        boris = await HeadlessClient(game.url, "Boris", "original", 2).connect()
        await boris.join(game.room.code, password=password)
    say(f"seated {boris.seat}")
    over(await boris.play())
    await boris.close()


async def open_and_play(url: str) -> None:
    first = await HeadlessClient(url, "p0", "random", 0).connect()
    second = await HeadlessClient(url, "p1", "random", 1).connect()
    code = await first.create(["human", "human", "random"], rules=RULES)
    await second.join(code)
    await first.start()
    results = await asyncio.gather(first.play(), second.play())
    over(results[0])
    for client in (first, second):
        await client.close()


def find(mark: str, open_room: bool, password: str | None) -> None:
    game = look(mark, open_room)
    room = None if game.room is None else {
        "code": game.room.code, "players": list(game.room.players), "free": game.room.free,
        "password": game.room.password}
    say(f"found {json.dumps({'host': game.host, 'port': game.port, 'room': room})}")
    playing = join_found(game, password) if open_room else open_and_play(game.url)
    asyncio.run(asyncio.wait_for(playing, BOUND))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("side", choices=("host", "find"))
    parser.add_argument("name")
    parser.add_argument("--open", action="store_true")
    parser.add_argument("--password")
    args = parser.parse_args()
    if args.side == "host":
        host(args.name, args.open, args.password)
    else:
        find(args.name, args.open, args.password)


if __name__ == "__main__":
    main()
