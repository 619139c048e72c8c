"""Chat and reactions through the server: relayed to the room's players only, cleaned,
limited per player without disturbing the game, never sent to an older client, kept
nowhere; names that could pass for another's told apart."""

from __future__ import annotations

import json

from websockets.asyncio.client import connect

from durak.protocol import SERVER, Message, decode
from durak.server.headless import HeadlessClient

from .helpers import run, site


async def next_of(client: HeadlessClient, *kinds: str) -> Message:
    while True:
        message = await client.receive()
        if message.kind in kinds:
            return message


async def two_seated(where, first: str = "Anna", second: str = "Boris"
                     ) -> tuple[HeadlessClient, HeadlessClient]:
    anna = await where.client(first)
    code = await anna.create(["human", "human"])
    boris = await where.client(second)
    await boris.join(code)
    return anna, boris


def test_a_chat_line_reaches_every_player_of_the_room_and_nobody_else():
    async def main() -> None:
        async with site() as where:
            anna, boris = await two_seated(where)
            other = await where.client("Olga")
            await other.create(["human", "human"])
            await boris.send("chat", text="hello  there\n\tAnna")
            for client in (anna, boris):     # the sender too: what the others saw
                said = await next_of(client, "said")
                assert (said["seat"], said["name"], said["text"]) == (
                    1, "Boris", "hello there Anna")
            await anna.send("reaction", reaction="good_luck")
            got = await next_of(boris, "reacted")
            assert (got["seat"], got["name"], got["reaction"]) == (0, "Anna", "good_luck")
            await other.send("chat", text="ping")   # a round trip: Olga heard only herself
            assert (await next_of(other, "said"))["name"] == "Olga"
            assert not any(m.kind in ("said", "reacted") and m["name"] != "Olga"
                           for _, m in other.received)
    run(main())


def test_control_and_bidirectional_characters_are_removed_and_200_is_the_most():
    async def main() -> None:
        async with site() as where:
            anna, boris = await two_seated(where)
            await anna.send("chat", text="\u202eevil\u202c \u2066x\u2069\u200b\x07!")
            assert (await next_of(boris, "said"))["text"] == "evil x!"
            await anna.send("chat", text="a" + "\u0301" * 20)
            assert (await next_of(boris, "said"))["text"] == "\u00e1" + "\u0301" * 3
            await anna.send("chat", text="\u202e\x00  ")
            refused = await next_of(anna, "error")
            assert refused["code"] == "bad_field" and refused["about"] == "chat"
            await anna.websocket.send(json.dumps({"v": 4, "type": "chat", "text": "x" * 201}))
            refused = await next_of(anna, "error")
            assert refused["code"] == "bad_field" and "200" in refused["message"]
            await anna.send("chat", text="y" * 200)
            assert (await next_of(boris, "said"))["text"] == "y" * 200
    run(main())


def test_a_flood_of_chat_is_refused_and_the_game_goes_on():
    async def main() -> None:
        async with site(chat_rate=0.5, chat_burst=5) as where:
            anna, boris = await two_seated(where)
            await anna.start()
            for client in (anna, boris):
                await client.expect("state")
            for number in range(8):
                await anna.send("chat", text=f"spam {number}")
            codes = []
            while len(codes) < 8:
                message = await next_of(anna, "said", "error")
                codes.append(message["code"] if message.kind == "error" else "said")
            assert codes.count("said") == 5 and codes.count("chat_flood") == 3
            # The game is undisturbed: the players still move and the table answers.
            before = anna.seq
            mover = anna if anna.view.legal_actions else boris
            await mover.move()
            state = await mover.expect("state")
            assert state["seq"] == before + 1
            where.clock.advance(2.0)              # the allowance comes back with time
            await anna.send("chat", text="sorry")
            while (await next_of(boris, "said"))["text"] != "sorry":
                pass
            heard = [m["text"] for _, m in boris.received if m.kind == "said"]
            assert heard == [f"spam {number}" for number in range(5)] + ["sorry"]
    run(main())


def test_an_older_client_is_never_sent_chat_and_cannot_send_it():
    async def main() -> None:
        async with site() as where:
            anna = await where.client("Anna")
            code = await anna.create(["human", "human", "human"])
            old = await connect(where.url)
            await old.send(json.dumps({"v": 3, "type": "join", "code": code,
                                       "name": "Vera"}))
            await old.send(json.dumps({"v": 3, "type": "chat", "text": "hi"}))
            kinds = []
            while "error" not in kinds:
                message = json.loads(await old.recv())
                assert message["v"] == 3
                kinds.append(message["type"])
                if message["type"] == "error":
                    assert message["code"] == "unknown_kind"
            boris = await where.client("Boris")
            await boris.join(code)
            await anna.send("chat", text="only for the new ones")
            await next_of(boris, "said")
            await anna.send("start")
            while True:   # everything up to the deal: no chat among it
                message = json.loads(await old.recv())
                assert message["type"] not in ("said", "reacted")
                if message["type"] == "state":
                    break
            await old.close()
    run(main())


def test_a_name_that_looks_like_anothers_is_told_apart_and_one_of_marks_refused():
    async def main() -> None:
        async with site() as where:
            anna = await where.client("Anna")
            code = await anna.create(["human"] * 5)
            names = []
            for name in ("anna", "\u0410nn\u0430", "A n n a", "Ánna"):   # Cyrillic А and а
                client = await where.client(name)
                seat = await client.join(code)
                room = await next_of(client, "room")
                names.append(room["seats"][seat]["name"])
            assert names == ["anna (2)", "\u0410nn\u0430 (3)", "A n n a (4)", "Ánna (5)"]
            marks = await where.client("\u0301\u0302")
            await marks.send("join", code=code, name="\u0301\u0302")
            refused = await next_of(marks, "error")
            assert refused["code"] == "bad_field" and "name" in refused["message"]
    run(main())


def test_chat_is_relayed_not_kept_and_a_later_player_hears_nothing_said_before():
    async def main() -> None:
        async with site() as where:
            anna, boris = await two_seated(where)
            await anna.send("chat", text="secret plan")
            await next_of(boris, "said")
            room = where.app.rooms[anna.code]
            assert "secret plan" not in repr(vars(room))
            late = await where.client("Carl")
            await boris.send("leave")
            await late.join(anna.code)        # a later player hears nothing said before
            await anna.send("chat", text="welcome")
            assert (await next_of(late, "said"))["text"] == "welcome"
            assert not any(m.kind == "said" and m["text"] == "secret plan"
                           for _, m in late.received)
    run(main())


def test_the_client_reads_only_cleaned_chat():
    text = '{"v": 4, "type": "said", "seat": 0, "name": "A", "text": "x\\u202e"}'
    try:
        decode(text, SERVER)
    except Exception as error:
        assert getattr(error, "code", "") == "bad_field"
    else:
        raise AssertionError("an uncleaned line was read")
