"""Bad input: each gets an error to its sender alone, is logged, and changes nothing."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from durak.protocol import SERVER, Message, decode
from durak.server.connection import Connection
from durak.server.headless import HeadlessClient

from .helpers import Site, run, site


async def next_error(client: HeadlessClient) -> Message:
    """The next error to ``client``.  A new state before it means the server applied
    what was sent: that fails at once, not at the time limit."""
    while True:
        message = await client.receive()
        if message.kind == "error":
            return message
        assert message.kind != "state", f"no error: the server applied {message['events']}"


def room_state(where: Site, code: str) -> Any:
    room = where.app.rooms[code]
    seats = [(s.name, s.token_hash, s.peer is not None, s.standin) for s in room.seats]
    history = room.game.history if room.game is not None else None
    return seats, history, room.state, room.creator, len(where.app.rooms)


async def table(where: Site) -> tuple[HeadlessClient, HeadlessClient, str]:
    """A running two-player game whose players wait."""
    host = await where.client("host", "original", 1)
    code = await host.create(["human", "human"], rules={"deck": 24}, password="pw")
    guest = await where.client("guest", "original", 2)
    await guest.join(code, password="pw")
    await host.start()
    await host.expect("state")
    await guest.expect("state")
    return host, guest, code


def action(kind: str, **fields: Any) -> dict[str, Any]:
    return {"kind": kind, "cards": fields.get("cards", []), "target": fields.get("target")}


def frame(kind: str, v: int = 1, **fields: Any) -> str:
    return json.dumps({"v": v, "type": kind, **fields})


BAD_FRAMES = {
    "malformed JSON": ("{not json", "malformed"),
    "not an object": ("[1, 2]", "malformed"),
    "a binary frame": (b"\x00\x01\x02", "malformed"),
    "another version": (json.dumps({"v": 5, "type": "start"}), "version"),
    "a version that is no number": (json.dumps({"v": True, "type": "start"}), "version"),
    "no version": (json.dumps({"type": "start"}), "version"),
    "an unknown kind": (frame("cheat"), "unknown_kind"),
    "a server's kind": (frame("state"), "unknown_kind"),
    "an unknown field": (frame("start", extra=1), "bad_field"),
    "a wrong type": (frame("action", seq="7", action=action("take")), "bad_field"),
    "a missing field": (frame("action", seq=0), "bad_field"),
    "a timeout from a player": (frame("action", seq=0, action=action("timeout")), "bad_field"),
    "a card that does not exist": (frame("action", seq=0, action=action("attack", cards=["1Z"])),
                                   "bad_field"),
    "a name too long": (frame("join", code="AAAA", name="x" * 200), "bad_field"),
    "a huge number": ('{"v": 1, "type": "action", "seq": 1e999, "action": {}}', "malformed"),
    "digits without end": ('{"v": 1, "type": "action", "seq": ' + "9" * 100 + "}", "malformed"),
    "NaN": ('{"v": 1, "type": "action", "seq": NaN}', "malformed"),
    "deep nesting": ('{"v": 1, "type": "start", "x": ' + "[" * 20 + "]" * 20 + "}",
                     "malformed"),
    "a lone surrogate as a field's name": ('{"v": 3, "type": "create", "\\ud800": 1}',
                                           "bad_field"),
    "a newline in a field's name": ('{"v": 3, "type": "start", "a\\nb": 1}', "bad_field"),
    "an oversized message": (frame("join", code="A", name="x", password="p" * 5000),
                             "too_large"),
    "a second seat": (frame("join", code="A", name="again"), "already_seated"),
    "start by a guest": (frame("start"), "not_creator"),
    # Illegal in every deal: nothing is on the table to take yet.  (Attacking with two
    # aces was legal in 2% of the deals, for the offender holding both.)
    "an illegal action": (frame("action", seq=0, action=action("take")), "illegal"),
    "another seat's action": (frame("action", seq=0, action={**action("take"), "player": 0}),
                              "bad_field"),
    # Asking why a move is illegal (version 3): the same checks, and nothing is played.
    "a why before version 3": (frame("why", v=2, seq=0, action=action("take")),
                               "unknown_kind"),
    "a why of no move": (frame("why", v=3, seq=0, action=action("cover")), "bad_field"),
    "a why of a card that does not exist": (
        frame("why", v=3, seq=0, action=action("attack", cards=["1Z"])), "bad_field"),
    "a why without its move": (frame("why", v=3, seq=0), "bad_field"),
    "a why about another seat's move": (
        frame("why", v=3, seq=0, action={**action("take"), "player": 0}), "bad_field"),
    "a why of an illegal move": (frame("why", v=3, seq=0, action=action("take")), "illegal"),
}


@pytest.mark.parametrize("case", list(BAD_FRAMES))
def test_bad_input_gets_an_error_to_its_sender_alone_and_changes_nothing(case, caplog,
                                                                         monkeypatch):
    raw, code = BAD_FRAMES[case]
    posted: list[tuple[Connection, str]] = []
    post = Connection.post
    monkeypatch.setattr(Connection, "post",
                        lambda self, text: (posted.append((self, text)), post(self, text)))

    async def scenario() -> None:
        async with site() as where:
            host, guest, room_code = await table(where)
            before = room_state(where, room_code)
            posted.clear()
            caplog.clear()
            with caplog.at_level(logging.INFO, logger="durak.server"):
                assert guest.websocket is not None
                await guest.websocket.send(raw)
                error = await next_error(guest)
            assert error["code"] == code, error["message"]
            assert len(error["message"]) > 10                       # a sentence, not a code
            assert [decode(text, SERVER).kind for _, text in posted] == ["error"]
            assert posted[0][0].seat == guest.seat                  # to the sender alone
            assert any(code in record.getMessage() for record in caplog.records)
            assert room_state(where, room_code) == before           # nothing changed
            results = await asyncio.gather(host.play(), guest.play())   # the room goes on
            assert results[0]["record"].replay().is_over
    run(scenario())


def test_tokens_and_codes_of_others_are_refused():
    async def scenario() -> None:
        async with site() as where:
            host, guest, code = await table(where)
            before = room_state(where, code)
            stranger = await where.client("eve")
            for request, expected in [
                ({"code": code, "seat": 1, "token": host.token}, "bad_token"),  # seat 0's
                ({"code": code, "seat": 0, "token": "A" * 32}, "bad_token"),
                ({"code": code, "seat": 5, "token": host.token}, "bad_token"),
                ({"code": "NOSUCHROOM", "seat": 0, "token": host.token}, "no_room"),
            ]:
                await stranger.send("rejoin", **request)
                assert (await next_error(stranger))["code"] == expected
            await stranger.send("join", code=code, name="eve", password="wrong")
            assert (await next_error(stranger))["code"] == "wrong_password"
            await stranger.send("join", code=code, name="eve", password="pw")
            assert (await next_error(stranger))["code"] == "room_full"
            await stranger.send("start")
            assert (await next_error(stranger))["code"] == "not_seated"
            assert room_state(where, code) == before
            assert host.websocket is not None and guest.websocket is not None
    run(scenario())


def test_a_flood_is_refused_then_closed_and_the_server_goes_on():
    async def scenario() -> None:
        async with site(rate=1.0, burst=3.0, flood_limit=20) as where:
            _, guest, code = await table(where)
            before = room_state(where, code)
            assert guest.websocket is not None
            for _ in range(5):      # the clock stands still: 2 of 3 tokens left after joining
                await guest.websocket.send(frame("start"))
            codes = [(await next_error(guest))["code"] for _ in range(3)]
            assert codes == ["not_creator"] * 2 + ["flood"]
            where.clock.advance(1.0)               # one token back: served again
            await guest.websocket.send(frame("start"))
            assert (await next_error(guest))["code"] == "not_creator"
            for _ in range(40):                     # keeps flooding: dropped
                await guest.websocket.send(frame("start"))
            with pytest.raises(ConnectionClosed):
                while True:
                    await guest.receive()
            assert room_state(where, code)[1:] == before[1:]
            fresh = await where.client("fresh")
            await fresh.rejoin(code, guest.seat or 0, guest.token or "")
            assert where.app.rooms[code].seats[1].peer is not None
    run(scenario())


def test_a_frame_over_the_transport_limit_closes_only_that_connection():
    async def scenario() -> None:
        async with site(max_frame=10_000) as where:
            host, guest, code = await table(where)
            assert guest.websocket is not None
            await guest.websocket.send("x" * 20_000)
            with pytest.raises(ConnectionClosed):
                while True:
                    await guest.receive()
            assert guest.websocket.close_code == 1009       # "message too big"
            back = await where.client("guest")
            await back.rejoin(code, 1, guest.token or "")
            results = await asyncio.gather(host.play(), back.play())
            assert results[1]["record"].replay().is_over
    run(scenario())


def test_a_client_too_slow_to_take_its_messages_is_dropped_and_the_room_goes_on():
    async def scenario() -> None:
        async with site(max_unsent=50_000) as where:
            host, guest, code = await table(where)
            conn = where.app.rooms[code].seats[1].peer
            assert isinstance(conn, Connection)
            # The guest stopped reading: what the server wrote for it piles up unsent.
            transport = conn.websocket.transport
            transport.get_write_buffer_size = lambda: 50_001  # type: ignore[method-assign]
            assert host.view is not None and guest.view is not None
            await (host if host.view.legal_actions else guest).move()
            with pytest.raises(ConnectionClosed):
                while True:
                    await guest.receive()
            assert guest.websocket is not None
            assert guest.websocket.close_code == 1008
            assert guest.websocket.close_reason == "too slow to follow the game"
            seat = where.app.rooms[code].seats[1]
            while seat.peer is not None:       # the server sees the close: the seat waits
                await asyncio.sleep(0.01)
            back = await where.client("guest")
            await back.rejoin(code, 1, guest.token or "")
            results = await asyncio.gather(host.play(), back.play())
            assert results[1]["record"].replay().is_over
    run(scenario())
