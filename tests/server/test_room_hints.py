"""The room option "hints allowed": chosen at creation, checked by the shared protocol
module, kept by the room and told to everybody in it (left out while it is off)."""

from __future__ import annotations

import json

import pytest

from durak.engine import Rules
from durak.protocol import CLIENT, SERVER, ProtocolError, decode, encode
from durak.server import headless
from durak.server.headless import ServerRefused

from .helpers import run, site
from .test_reasons import VersionOneClient

ROOM = {"code": "K7QXM2PA9R", "state": "lobby", "creator": 0, "rules": Rules(),
        "time_limit": 30.0, "password": False,
        "seats": [{"name": "Anna", "bot": None, "connected": True, "standin": False},
                  {"name": None, "bot": "normal", "connected": False, "standin": False}]}


def test_the_option_round_trips_both_ways():
    for hints in (True, False):
        text = encode(CLIENT, "create", name="Anna", seats=["human", "normal"], hints=hints)
        assert json.loads(text)["hints"] is hints
        assert decode(text, CLIENT)["hints"] is hints
        room = decode(encode(SERVER, "room", **ROOM, hints=hints), SERVER)
        assert room["hints"] is hints
    # Left out (by a client or a server older than the option): no hints.
    assert decode(encode(CLIENT, "create", name="Anna", seats=["human", "normal"]),
                  CLIENT)["hints"] is None
    assert "hints" not in json.loads(encode(SERVER, "room", **ROOM))


@pytest.mark.parametrize("value", ['"yes"', "1", "0", "[]", '{"on": true}'])
def test_a_bad_value_is_refused_naming_the_field(value):
    text = ('{"v": 1, "type": "create", "name": "Anna", "seats": ["human", "normal"], '
            f'"hints": {value}}}')
    with pytest.raises(ProtocolError) as caught:
        decode(text, CLIENT)
    assert caught.value.code == "bad_field"
    assert str(caught.value).startswith("create.hints: must be true or false, not ")
    room = json.loads(encode(SERVER, "room", **ROOM))
    room["hints"] = json.loads(value)
    with pytest.raises(ProtocolError, match=r"room\.hints: must be true or false"):
        decode(json.dumps(room), SERVER)


def test_the_room_keeps_the_option_and_tells_everybody():
    async def scenario() -> None:
        async with site() as where:
            anna = await where.client("Anna")
            code = await anna.create(["human", "human", "random"], rules={"deck": 24},
                                     hints=True)
            assert where.app.rooms[code].hints
            assert (await anna.expect("room"))["hints"] is True
            boris = await where.client("Boris")
            await boris.join(code)
            assert (await boris.expect("room"))["hints"] is True   # the joiner is told
            await anna.start()
            assert (await anna.expect("room"))["hints"] is True    # and on, in play
            # A room created without the option allows none, and its messages leave it out.
            cleo = await where.client("Cleo")
            plain = await cleo.create(["human", "random"], rules={"deck": 24})
            room = await cleo.expect("room")
            assert room["hints"] is None and not where.app.rooms[plain].hints
            assert "hints" not in json.loads(encode(SERVER, "room", **room.fields))
            for client in (anna, boris, cleo):
                await client.close()
    run(scenario())


def test_a_bad_value_sent_to_the_server_is_refused_and_opens_no_room():
    async def scenario() -> None:
        async with site() as where:
            anna = await where.client("Anna")
            assert anna.websocket is not None
            await anna.websocket.send('{"v": 1, "type": "create", "name": "Anna", '
                                      '"seats": ["human", "random"], "hints": "yes"}')
            with pytest.raises(ServerRefused) as caught:
                await anna.expect("seated")
            assert caught.value.code == "bad_field"
            assert str(caught.value) == "bad_field: create.hints: must be true or false, not 'yes'"
            assert not where.app.rooms
            code = await anna.create(["human", "random"], hints=True)   # and it goes on
            assert where.app.rooms[code].hints
            await anna.close()
    run(scenario())


def test_the_headless_client_creates_a_room_that_allows_hints(capsys):
    with pytest.raises(SystemExit) as stopped:
        headless.parse_args(["ws://127.0.0.1:8765", "K7QXM2PA9R", "--hints"])
    assert stopped.value.code == 2
    assert "--hints goes with --create" in capsys.readouterr().err

    async def scenario() -> None:
        async with site() as where:
            args = headless.parse_args([where.url, "--create", "human,random", "--deck", "24",
                                        "--games", "1", "--hints"])
            assert await headless._main(args) == 0
            (room,) = where.app.rooms.values()   # its player left: the seat waits for him
            assert room.hints
    run(scenario())


def test_a_client_of_version_1_is_told_nothing_of_hints():
    async def scenario() -> None:
        async with site() as where:
            anna = await where.client("Anna")
            code = await anna.create(["human", "human"], rules={"deck": 24}, hints=True)
            boris = await VersionOneClient(where.url, "Boris").connect()
            await boris.join(code)
            room = await boris.expect("room")
            assert room.version == 1 and room["hints"] is None   # version 1 has no hints
            created, joined = await anna.expect("room"), await anna.expect("room")
            assert joined["seats"][1]["name"] == "Boris"        # the same change...
            assert created["hints"] is True and joined["hints"] is True   # ...told her
            assert all("hints" not in json.loads(text) for text, _ in boris.received)
            for client in (anna, boris):
                await client.close()
    run(scenario())
