"""The shared protocol module: every message as docs/protocol.md shows it, and back."""

from __future__ import annotations

import ast
import dataclasses
import json
import pathlib
import random
import re
import subprocess
import sys

import pytest

from durak.engine import (
    Action,
    Exchanged,
    Game,
    Record,
    Redealt,
    Rules,
    TrumpChanged,
    TrumpShown,
    View,
)
from durak.protocol import (
    CLIENT,
    SERVER,
    ProtocolError,
    action_from_json,
    action_to_json,
    decode,
    encode,
    encode_state,
    encode_states,
)
from durak.protocol.codec import (
    PUBLIC_FIELDS,
    _public_body,
    event_from_json,
    view_from_json,
    view_to_json,
)
from durak.protocol.messages import KINDS

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "protocol.md"


def doc_examples() -> list[dict]:
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)```", DOC.read_text(
        encoding="utf-8"), re.S)]


def test_every_message_kind_has_an_example_that_decodes():
    seen = set()
    for example in doc_examples():
        direction = CLIENT if example["type"] in KINDS[CLIENT] else SERVER
        message = decode(json.dumps(example, ensure_ascii=False), direction)
        seen.add((direction, message.kind))
    assert seen == {(d, kind) for d, kinds in KINDS.items() for kind in kinds}


def test_the_documented_rule_options_are_every_one_the_server_sends():
    options = set(Rules().to_dict())
    table = DOC.read_text(encoding="utf-8").split("## Rule options")[1].split("\n## ")[0]
    assert set(re.findall(r"^\| `([a-z_]+)` \|", table, re.M)) == options
    examples = [example for example in doc_examples() if example["type"] in ("room", "state")]
    for example in examples:
        rules = example.get("rules") or example["view"]["rules"]
        assert set(rules) == options


def test_the_documented_error_codes_are_the_ones_the_code_uses():
    documented = set(re.findall(r"`([a-z_]+)`", DOC.read_text(encoding="utf-8")
                                .split("| code | meaning |")[1].split("\n## ")[0]))
    used = set()
    for path in list((ROOT / "durak" / "server").rglob("*.py")) + list(
            (ROOT / "durak" / "protocol").rglob("*.py")):
        used |= set(re.findall(r'(?:RoomError|ProtocolError)\(\s*"([a-z_]+)"', path.read_text(
            encoding="utf-8")))
        used |= set(re.findall(r'code="([a-z_]+)"', path.read_text(encoding="utf-8")))
        used |= set(re.findall(r'refuse\(conn, "([a-z_]+)"', path.read_text(encoding="utf-8")))
    assert used and used <= documented, used - documented


def test_states_round_trip_through_json_for_every_seat():
    rng = random.Random(3)
    # The house rules that add fields, events or action forms to the protocol.
    house = [Rules(secret_cards=2, trump_change=True, number_trump=True),
             Rules(forward_direction="choose", cross_rule=True, low_beats_ace=True),
             Rules(quick=True, secret_cards=2, forward_direction="choose")]
    for number in range(6 + len(house)):
        rules = Rules(deck=rng.choice([24, 36, 52]), forwarding=number % 2 == 0,
                      throw_in_after_take=number % 3 == 0, trump_exchange=number % 2 == 1,
                      redeal=number % 2 == 0, redeal_colour=number % 4 == 0,
                      forward_by_trump=("round", "game")[number % 4 // 2] if number % 2 == 0
                      else "off") if number < 6 else house[number - 6]
        game = Game.new(rules, rng.randint(2, rules.max_players()), seed=number)
        events = list(game.opening_events())
        actor = None
        while True:
            clock = rng.choice([None, {"kind": "decision", "seat": 1, "seconds": 29.5},
                                {"kind": "window", "seat": None, "seconds": 5}])
            texts = []
            for seat in range(game.num_players):
                mine = [e.redact(seat) for e in events]
                text = encode(SERVER, "state", seq=len(game.history), view=game.view(seat),
                              events=mine, actor=actor, clock=clock)
                # The server's faster writer writes exactly the same text.
                assert encode_state(len(game.history), game.view(seat), mine, actor,
                                    clock) == text
                message = decode(text, SERVER)
                assert message["view"] == game.view(seat)
                assert list(message["events"]) == mine
                texts.append(text)
            # So does the one that writes every seat's message at once.
            assert encode_states(len(game.history), game.views(),
                                 [[e.redact(seat) for e in events]
                                  for seat in range(game.num_players)],
                                 actor, clock) == texts
            if game.is_over:
                break
            action = rng.choice(game.legal_actions())
            events, actor = game.apply(action), action.player
        over = decode(encode(SERVER, "game_over", winners=game.winners, durak=game.durak,
                             record=Record.of(game)), SERVER)
        assert over["record"] == Record.of(game)


def test_views_of_different_positions_are_each_written_on_their_own():
    game = Game.new(Rules(), 3, seed=5)
    before = game.view(1)
    game.apply(game.legal_actions()[0])
    after = game.views()
    views = [after[0], before, after[2]]
    assert encode_states(7, views, [[], [], []], 0, None) == [
        encode(SERVER, "state", seq=7, view=view, events=[], actor=0) for view in views]


def test_the_fields_every_seat_shares_are_the_ones_written_once():
    view = Game.new(Rules(cheating=True), 3, seed=5).view(0)   # (every field written)
    names = {field.name for field in dataclasses.fields(View)}
    assert tuple(_public_body(view)) == PUBLIC_FIELDS
    assert set(PUBLIC_FIELDS) == names - {"player", "rules", "num_players", "hand",
                                          "legal_actions", "cheats", "cheat_actions",
                                          "catch_actions"}


def test_the_variants_events_read_back():
    for event in (Redealt(2), Exchanged(1, Action.parse("P1 exchange 6H").card,
                                        Action.parse("P1 exchange 7H").card),
                  TrumpShown(1, Action.parse("P1 show 7D").card, 1, 2, 0),
                  TrumpShown(1, Action.parse("P1 show 7D").card, 1, 0, None),
                  TrumpChanged(Action.parse("P1 show 7S").card)):
        assert event_from_json(event.to_dict(), "event") == event


def test_a_forward_to_the_right_keeps_its_direction():
    right = Action.parse("P1 forward 7H right")
    assert action_to_json(right)["direction"] == "right"
    assert action_from_json(action_to_json(right), "action", 1) is right
    left = Action.parse("P1 forward 7H")
    assert "direction" not in action_to_json(left)
    assert action_from_json(action_to_json(left), "action", 1) is left


def test_a_view_from_before_shows_existed_reads_with_nobody_shown():
    game = Game.new(Rules(forward_by_trump="round"), 3, seed=2)
    data = view_to_json(game.view(1))
    assert data["shown"] == [] and data["shown_cards"] == []
    del data["shown"], data["shown_cards"]
    assert view_from_json(data) == game.view(1)


def test_actions_are_read_for_the_senders_seat():
    data = action_to_json(Action.defend(0, "JS", "6S"))
    assert data == {"kind": "defend", "cards": ["J♠"], "target": "6♠"}
    assert action_from_json(data, "action", 3) == Action.defend(3, "JS", "6S")
    assert action_from_json({"kind": "attack", "cards": ["TH", "10S"]}, "a", 1) == \
        Action.attack(1, "10H", "10S")
    assert action_from_json({"kind": "exchange", "cards": ["6H"]}, "a", 2) == \
        Action.exchange(2, "6H")
    assert action_from_json({"kind": "redeal"}, "a", 1) == Action.redeal(1)
    assert action_from_json({"kind": "show", "cards": ["7D"]}, "a", 1) == Action.show(1, "7D")
    for bad in ({"kind": "defend", "cards": ["JS"]}, {"kind": "take", "cards": ["JS"]},
                {"kind": "attack", "cards": ["JS", "JS"]}, {"kind": "attack", "cards": []},
                {"kind": "attack", "cards": ["JS"], "target": "6S"},
                {"kind": "retract", "cards": ["JS", "QS"]}, {"kind": "timeout"},
                {"kind": "exchange", "cards": []}, {"kind": "redeal", "cards": ["6H"]},
                {"kind": "show", "cards": []}, {"kind": "show", "cards": ["7D", "7H"]},
                {"kind": "take", "spy": 1}, {"kind": "attack", "cards": "JS"}):
        with pytest.raises(ProtocolError):
            action_from_json(bad, "action", 0)


def test_encode_refuses_what_the_protocol_does_not_have():
    with pytest.raises(ValueError, match="no client message"):
        encode(CLIENT, "cheat")
    with pytest.raises(ValueError, match="unknown"):
        encode(CLIENT, "start", seed=1)
    with pytest.raises(ValueError, match="missing"):
        encode(CLIENT, "join", code="ABC")


@pytest.mark.parametrize(("text", "code"), [
    ('{"v": 1, "type": "state", "seq": 0}', "unknown_kind"),     # a server message
    ('{"v": 1, "type": "create", "name": " x", "seats": ["human", "human"]}', "bad_field"),
    ('{"v": 1, "type": "create", "name": "x", "seats": ["human"]}', "bad_field"),
    ('{"v": 1, "type": "create", "name": "x", "seats": ["human", "god"]}', "bad_field"),
    ('{"v": 1, "type": "create", "name": "x", "seats": ["human", "human"], '
     '"rules": {"deck": 35}}', "bad_field"),
    ('{"v": 1, "type": "create", "name": "x", "seats": ["human", "human"], '
     '"time_limit": 0}', "bad_field"),
    ('{"v": 1, "type": "join", "code": "A B", "name": "x"}', "bad_field"),
    ('{"v": 1, "type": "join", "code": "AB", "name": "x\\u0007"}', "bad_field"),
    ('{"v": 1, "type": "rejoin", "code": "AB", "seat": 6, "token": "t"}', "bad_field"),
    ('{"v": 1, "type": "rejoin", "code": "AB", "seat": true, "token": "t"}', "bad_field"),
])
def test_decode_refuses_bad_client_messages(text, code):
    with pytest.raises(ProtocolError) as caught:
        decode(text, CLIENT)
    assert caught.value.code == code


def test_a_client_refuses_a_server_message_that_breaks_the_protocol():
    game = Game.new(Rules(), 3, seed=1)
    good = json.loads(encode(SERVER, "state", seq=0, view=game.view(0), events=[]))
    for change in ({"hand_sizes": [6, 6]}, {"hand": ["6♠", "XX"]}, {"player": 3},
                   {"trump": "X"}, {"extra": 1}):
        bad = json.loads(json.dumps(good))
        bad["view"].update(change)
        with pytest.raises(ProtocolError):
            decode(json.dumps(bad), SERVER)


def _imports(folder: pathlib.Path) -> set[str]:
    found = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module)
    return found


def test_the_server_and_the_protocol_know_no_qt_and_no_table():
    for layer in ("server", "protocol", "lan"):
        for module in _imports(ROOT / "durak" / layer):
            assert not module.startswith(("PyQt6", "PySide6", "durak.ui")), f"{layer}: {module}"
            assert not module.startswith("durak.engine."), f"{layer}: {module}"
    for module in _imports(ROOT / "durak" / "protocol"):
        assert not module.startswith(("websockets", "asyncio", "socket")), module
    code = ("import sys, durak.server, durak.server.headless, durak.protocol, durak.lan; "
            "bad = [m for m in sys.modules if m.startswith(('PyQt6', 'PySide6', 'durak.ui'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stdout + result.stderr
