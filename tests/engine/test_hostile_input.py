"""The engine's readers refuse every bad input with a ValueError or TypeError sentence."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from durak.engine import (
    Action,
    Card,
    Game,
    Record,
    Rules,
    Suit,
    format_position,
    parse_cards,
    parse_json,
    parse_position,
)

from .helpers import play, pos

HUGE = 10**5000
FUZZ = settings(max_examples=150, derandomize=True, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


def refuses(read: Callable[[], Any]) -> str:
    """Run ``read``: it must succeed or raise ValueError/TypeError with one short line."""
    try:
        read()
    except (ValueError, TypeError) as error:
        message = str(error)
        assert message and "\n" not in message and len(message) < 400, message
        return message
    return ""


def a_record() -> str:
    game = pos("7S9H/9SAS6D KH 6C 0")
    play(game, "P0 attack 7S", "P1 defend 9S>7S")
    return Record.of(game).to_json()


def a_seeded_record() -> str:
    game = Game.new(Rules(deck=24), 2, seed=3)
    game.apply(game.legal_actions()[0])
    return Record.of(game).to_json()


# --- the cases reported, one by one ---------------------------------------------------------
@pytest.mark.parametrize(("read", "error", "message"), [
    (lambda: Suit.parse(None), TypeError, "a suit is written as text"),
    (lambda: Suit.parse(3), TypeError, "a suit is written as text"),
    (lambda: Card.parse(None), TypeError, "a card is written as text"),
    (lambda: parse_cards(None), TypeError, "cards are written as text"),
    (lambda: Action.parse(None), TypeError, "an action is written as text"),
    (lambda: parse_position(None), TypeError, "a position is written as text"),
    (lambda: Game.from_deal({"deck": 36}, [["7S"], ["8S"]], trump="H"), TypeError,
     "rules must be a Rules value"),
    (lambda: Record.of("x"), TypeError, "Record.of needs a Game"),
    (lambda: Game.from_deal(None, None, trump="H"), TypeError, "hands must be a list"),
    (lambda: Game.from_deal(None, [["7S"], 5], trump="H"), TypeError,
     "hand of P1 must be a list"),
    (lambda: Game.from_deal(None, [["7S"], ["8S"]], None, trump="H"), TypeError,
     "stack must be a list"),
    (lambda: Game.from_deal(None, [["7S"], ["8S"]], trump="H", offender=True), ValueError,
     "offender must be a seat 0..1, not True"),
    (lambda: Rules.from_dict({1: 2}), ValueError, r"unknown rule option\(s\): 1"),
    (lambda: Rules.from_dict([]), ValueError, "rules must be a mapping"),
    (lambda: Game.new(Rules(), 2, seed=HUGE), ValueError,
     "seed must be a whole number from 0 to 2\\*\\*64-1, not a number of about 5,00. digits"),
    (lambda: Game.new(Rules(), 2, seed=-1), ValueError, "seed must be a whole number"),
    (lambda: Record.from_json("[" * 100_000), ValueError, "nested deeper than 32 levels"),
    (lambda: Record.from_json('{"seed": ' + "9" * 5000 + "}"), ValueError,
     "more than 30 digits"),
    (lambda: Record.from_json(None), TypeError, "str or bytes"),
    (lambda: Action.parse("P" + "9" * 5000 + " take"), ValueError, "cannot read an action"),
    (lambda: parse_position("7S/9S KH - " + "9" * 5000), ValueError,
     "the offender must be a seat number"),
    (lambda: parse_position("7S/9S KH - ²"), ValueError, "the offender must be a seat number"),
    (lambda: Action.from_dict({"kind": ["take"], "player": 0}), ValueError,
     "unknown action kind"),
    (lambda: Action.from_dict({"kind": "take", "player": True}), ValueError,
     "player must be a seat number"),
    (lambda: Action.from_dict({"kind": "attack", "player": 0, "cards": [7]}), ValueError,
     "action cards must be a list of card names"),
])
def test_each_bad_input_gets_its_sentence(read, error, message):
    with pytest.raises(error, match=message):
        read()
    refuses(read)


@pytest.mark.parametrize(("fields", "message"), [
    ({"window_seconds": 1e308}, "window_seconds must be a number of seconds from 0 to 600"),
    ({"window_seconds": float("inf")}, "window_seconds must be"),
    ({"window_seconds": 10**400}, "window_seconds must be"),
    ({"window_seconds": 600.5}, "window_seconds must be"),
    ({"attack_limit": HUGE}, "attack_limit must be a whole number of cards from 1 to 52"),
    ({"first_bout_limit": 53}, "first_bout_limit must be"),
    ({"hand_size": HUGE}, "hand_size must be a whole number from 1 to 18"),
    ({"deck": HUGE}, "deck must be 24, 32, 36 or 52 cards, not a number of about"),
    ({"reinforce": ["all"]}, "reinforce must be"),
    ({"first_offender": {}}, "first_offender must be"),
])
def test_rules_refuse_values_no_table_can_use(fields, message):
    with pytest.raises(ValueError, match=message):
        Rules(**fields)


def test_the_longest_usable_window_is_ten_minutes():
    assert Rules(window_seconds=600).window_seconds == 600
    assert Rules(window_seconds=0).window_seconds == 0


def record_with(**changes: Any) -> str:
    data = json.loads(a_record())
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(("text", "message"), [
    (record_with(deal={**json.loads(a_record())["deal"], "offender": True}),
     "the deal's offender must be a seat 0..1, not True"),
    (record_with(deal={**json.loads(a_record())["deal"], "hands": None}),
     "the deal's hands must be a list"),
    (record_with(deal={**json.loads(a_record())["deal"], "hands": [["7S"], "9S"]}),
     "the deal's hand of P1 must be a list of card names"),
    (record_with(deal={**json.loads(a_record())["deal"], "trump": 7}),
     "the deal's trump must be a card or a suit"),
    (record_with(players=True), "player count must be a whole number"),
    (record_with(version=True), "unsupported record version"),
    (record_with(rules={"window_seconds": 1e308}), "window_seconds must be a number"),
    (json.dumps({**json.loads(a_seeded_record()), "seed": 2**64}), "seed must be a whole"),
    ('{"format": "durak-record", "version": 1, "rules": {"window_seconds": NaN}}',
     "NaN is not a number"),
])
def test_records_refuse_what_no_game_can_be(text, message):
    with pytest.raises(ValueError, match=message):
        Record.from_json(text).replay()


def test_a_bool_is_never_a_seat_and_positions_print_numbers():
    game = Game.from_deal(None, [["7S"], ["8S"]], trump="H", offender=1)
    assert format_position(game).endswith(" 1")


# --- fuzzing ----------------------------------------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
    | st.sampled_from([40, 400, 5000]).map(lambda digits: 10**digits)   # repr-safe huge ints
    | st.sampled_from([1e308, -1e308, float("inf"), float("nan"), "7S", "H", "P0 take"]),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(
        st.sampled_from(["kind", "player", "cards", "target", "deck", "hands", "trump",
                         "stack", "offender", "seed", "rules", "actions", "version",
                         "format", "players", "deal", "window_seconds"]) | st.text(max_size=5),
        inner, max_size=5),
    max_leaves=20)
anything = json_values | st.binary(max_size=40) | st.builds(object) | st.sampled_from(
    [Card.parse("7S"), Suit.HEARTS, Rules(), [[[[[]]]]] * 3])


def mutations(valid: str) -> st.SearchStrategy[str | bytes]:
    """Truncations, byte flips and splices of a valid text."""
    size = len(valid)
    return st.one_of(
        st.integers(0, size).map(lambda n: valid[:n]),
        st.tuples(st.integers(0, size - 1), st.characters()).map(
            lambda t: valid[:t[0]] + t[1] + valid[t[0] + 1:]),
        st.tuples(st.integers(0, size), st.sampled_from(
            ["[" * 5000, "1" * 5000, "NaN", "1e999", "-", "\x00", '"', "{}", "true"])).map(
            lambda t: valid[:t[0]] + t[1] + valid[t[0]:]),
        st.binary(max_size=200),
        st.text(max_size=200),
    )


def record_dicts(valid: str) -> st.SearchStrategy[dict]:
    """A valid record with one field (or one field of its deal or an action) replaced."""
    data = json.loads(valid)

    def replace(path: tuple[str, ...], value: Any) -> dict:
        copy = json.loads(valid)
        target = copy
        for key in path[:-1]:
            target = target[key] if not isinstance(target, list) else target[int(key)]
        if isinstance(target, list):
            target[int(path[-1])] = value
        else:
            target[path[-1]] = value
        return copy

    paths = [(key,) for key in data] + [("rules", key) for key in data["rules"]]
    if "deal" in data:
        paths += [("deal", key) for key in data["deal"]] + [("deal", "hands", "0")]
    paths += [("actions", "0"), ("actions", "0", "cards"), ("actions", "0", "player")]
    return st.builds(replace, st.sampled_from(paths), json_values)


@FUZZ
@given(st.one_of(mutations(a_record()), mutations(a_seeded_record())))
def test_fuzz_record_text(text):
    refuses(lambda: Record.from_json(text).replay())


@FUZZ
@given(st.one_of(record_dicts(a_record()), record_dicts(a_seeded_record()), json_values))
def test_fuzz_record_data(data):
    refuses(lambda: Record.from_dict(data).replay())


@FUZZ
@given(anything)
def test_fuzz_values_readers(value):
    for read in (Suit.parse, Card.parse, parse_cards, Action.parse, parse_position,
                 Action.from_dict, Rules.from_dict, Record.of, parse_json):
        refuses(lambda read=read: read(value))


@FUZZ
@given(st.dictionaries(st.sampled_from([f.name for f in Rules.__dataclass_fields__.values()])
                       | st.text(max_size=8), json_values,
                       max_size=4))
def test_fuzz_rules(data):
    refuses(lambda: Rules.from_dict(data))


@FUZZ
@given(anything, st.lists(anything, max_size=4) | anything, anything, anything, anything)
def test_fuzz_from_deal(rules, hands, stack, trump, offender):
    refuses(lambda: Game.from_deal(rules, hands, stack, trump=trump, offender=offender))


@FUZZ
@given(st.text(alphabet="0123456789TJQKAHSDC♠♥♦♣/- >Ptakedfnsoriwm", max_size=40))
def test_fuzz_position_and_action_text(text):
    refuses(lambda: parse_position(text))
    refuses(lambda: Action.parse(text))
    refuses(lambda: parse_cards(text))
