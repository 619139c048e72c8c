"""``why`` (protocol version 3): a player asks whether a move would be refused and why,
and the server answers from the engine without ever playing it."""

from __future__ import annotations

from typing import Any

import pytest

from durak.engine import Action
from durak.protocol import (
    CLIENT,
    SERVER,
    VERSION,
    ProtocolError,
    action_to_json,
    as_version,
    decode,
    encode,
)
from durak.server.app import DurakServer
from durak.server.connection import Connection
from durak.server.headless import HeadlessClient

from .helpers import run, site
from .test_bad_input import frame, next_error, table
from .test_reasons import LATE, first_lead


def game_state(app: DurakServer, code: str) -> Any:
    """Everything a question could change: the moves, every seat's view, the clocks."""
    room = app.rooms[code]
    game = room.game
    assert game is not None
    return (len(game.history), game.views(), room._clock_info, room._armed, room.state)


async def answer(client: HeadlessClient) -> Any:
    """The next ``legal`` or ``error``; a ``state`` first means something was played."""
    while True:
        message = await client.receive()
        assert message.kind != "state", f"the server played {message['events']}"
        if message.kind in ("legal", "error"):
            return message


def test_a_legal_move_is_answered_legal_and_not_played(monkeypatch):
    posted: list[tuple[Connection, str]] = []
    post = Connection.post
    monkeypatch.setattr(Connection, "post",
                        lambda self, text: (posted.append((self, text)), post(self, text)))

    async def main() -> None:
        async with site() as where:
            host, guest, code = await table(where)
            assert host.view is not None and guest.view is not None
            offender, lead = first_lead(host.view, guest.view)
            leader = (host, guest)[offender]
            before = game_state(where.app, code)
            posted.clear()
            await leader.send("why", seq=leader.seq, action=action_to_json(lead))
            legal = await answer(leader)
            assert legal.kind == "legal" and legal["seq"] == 0
            assert game_state(where.app, code) == before            # nothing was played
            assert [decode(text, SERVER).kind for _, text in posted] == ["legal"]
            assert posted[0][0].seat == offender                    # to the asker alone
            # Asked again, and then played: the question changed nothing on the way.
            await leader.send("why", seq=leader.seq, action=action_to_json(lead))
            assert (await answer(leader)).kind == "legal"
            await leader.send("action", seq=leader.seq, action=action_to_json(lead))
            state = await leader.expect("state")
            assert state["seq"] == 1 and state["actor"] == offender
    run(main())


def test_an_illegal_move_gets_the_engines_reason_about_why_and_nothing_changes():
    async def main() -> None:
        async with site() as where:
            host, guest, code = await table(where)
            assert host.view is not None and guest.view is not None
            offender, lead = first_lead(host.view, guest.view)
            other = (guest, host)[offender]
            assert other.view is not None
            attack = Action.attack(other.view.player, other.view.hand[0])   # the defender's
            game = where.app.rooms[code].game
            assert game is not None
            expected = game.why_illegal(attack)
            assert expected is not None
            before = game_state(where.app, code)
            await other.send("why", seq=other.seq, action=action_to_json(attack))
            error = await next_error(other)
            assert (error["code"], error["about"]) == ("illegal", "why")
            assert error["reason"] == {"template": expected.template,
                                       "params": expected.params, "late": False}
            assert error["message"] == str(expected)
            assert game_state(where.app, code) == before
            # Asked on the deal's table after the lead: judged now, and said to be late.
            leader = (host, guest)[offender]
            await leader.send("action", seq=leader.seq, action=action_to_json(lead))
            await other.expect("state")
            await other.send("why", seq=0, action=action_to_json(attack))
            late = await next_error(other)
            assert late["reason"]["late"] is True and late["message"].endswith(LATE)
    run(main())


def test_a_question_while_no_game_runs_or_from_no_seat_is_refused():
    async def main() -> None:
        async with site() as where:
            host = await where.client("host")
            await host.create(["human", "human"], rules={"deck": 24})
            await host.send("why", seq=0, action=action_to_json(Action.take(0)))
            error = await next_error(host)
            assert (error["code"], error["about"]) == ("not_playing", "why")
            stranger = await where.client("eve")
            await stranger.send("why", seq=0, action=action_to_json(Action.take(0)))
            assert (await next_error(stranger))["code"] == "not_seated"
    run(main())


def test_questions_count_towards_the_flood_limit():
    async def main() -> None:
        async with site(rate=1.0, burst=3.0, flood_limit=20) as where:
            _, guest, code = await table(where)
            assert guest.websocket is not None
            take = frame("why", v=3, seq=0, action=action_to_json(Action.take(1)))
            for _ in range(4):      # the clock stands still: 2 of 3 tokens left after joining
                await guest.websocket.send(take)
            codes = [(await next_error(guest))["code"] for _ in range(3)]
            assert codes == ["illegal"] * 2 + ["flood"]
            assert len(where.app.rooms[code].game.history) == 0   # type: ignore[union-attr]
    run(main())


def test_a_why_and_its_answer_round_trip_from_version_3_on():
    take = action_to_json(Action.take(2))
    question = decode(encode(CLIENT, "why", seq=4, action=take), CLIENT)
    assert (question.kind, question.version, question.fields) == (
        "why", VERSION, {"seq": 4, "action": take})
    text = encode(SERVER, "legal", seq=7)
    assert decode(text, SERVER).fields == {"seq": 7}
    for older, direction in ((as_version(text, 2), SERVER), (frame("why", v=2, seq=0,
                                                                    action=take), CLIENT)):
        with pytest.raises(ProtocolError) as refused:
            decode(older, direction)
        assert refused.value.code == "unknown_kind" and "version 3" in str(refused.value)
