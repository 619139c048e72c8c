"""Records: replay reproduces the game; JSON round-trips; tampering is caught and named."""

import json
import random

import pytest

from durak.engine import Game, Record, Rules, format_position

from .helpers import play, pos


def random_game(rules: Rules, players: int, seed: int) -> Game:
    game = Game.new(rules, players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_replay_reproduces_every_state():
    game = random_game(Rules(reinforce="all", throw_in_after_take=True), 4, seed=5)
    record = Record.of(game)
    assert record.seed is not None and record.players == 4
    for upto in (0, 7, len(record.actions) // 2, len(record.actions)):
        replayed = record.replay(upto)
        original = Record(record.rules, 4, record.seed, None, record.actions[:upto]).replay()
        assert format_position(replayed) == format_position(original)
    final = record.replay()
    assert final.winners == game.winners and final.durak == game.durak
    assert final.history == game.history


def test_json_round_trip_for_seeded_and_dealt_games():
    seeded = Record.of(random_game(Rules(deck=52, attack_limit=6), 3, seed=2))
    assert Record.from_json(seeded.to_json()) == seeded
    dealt = pos("7S9H/9SAS6D KH 6C 0")
    play(dealt, "P0 attack 7S", "P1 defend 9S>7S")
    record = Record.of(dealt)
    again = Record.from_json(record.to_json())
    assert again == record
    assert format_position(again.replay()) == format_position(dealt)


def test_json_shape():
    data = json.loads(Record.of(random_game(Rules(), 2, seed=1)).to_json())
    assert data["format"] == "durak-record" and data["version"] == 1
    assert data["rules"]["deck"] == 36 and data["players"] == 2 and data["seed"] == 1
    assert set(data["actions"][0]) == {"kind", "player", "cards", "target"}


def tamper(record: Record, number: int, **change: object) -> str:
    data = json.loads(record.to_json())
    data["actions"][number - 1].update(change)
    return json.dumps(data)


def test_tampered_action_names_the_action_and_the_reason():
    record = Record.of(pos("7S9H/9SAS6D KH 6C 0"))
    game = pos("7S9H/9SAS6D KH 6C 0")
    play(game, "P0 attack 7S", "P1 defend 9S>7S")
    text = tamper(Record.of(game), 2, cards=["6D"])
    with pytest.raises(ValueError, match=r"action 2 \(P1 defend 6♦>7♠\) failed: 6♦ cannot beat 7♠"):
        Record.from_json(text).replay()
    assert record.actions == ()


@pytest.mark.parametrize(("text", "message"), [
    ("{not json", "not valid JSON"),
    ("[]", "must be a JSON object"),
    ('{"format": "chess"}', "not a durak record"),
    ('{"format": "durak-record", "version": 9}', "unsupported record version"),
    ('{"format": "durak-record", "version": 1, "rules": {"deck": 7}, "players": 2, "seed": 1,'
     ' "actions": []}', "rules are invalid: deck must be"),
    ('{"format": "durak-record", "version": 1, "rules": {}, "players": 2, "seed": "x",'
     ' "actions": []}', "seed must be a whole number"),
    ('{"format": "durak-record", "version": 1, "rules": {}, "players": 2, "seed": 1,'
     ' "actions": [{"kind": "attack", "player": 0, "cards": ["ZZ"]}]}',
     "action 1 is unreadable: cannot read a card"),
    ('{"format": "durak-record", "version": 1, "rules": {}, "players": 2, "seed": 1,'
     ' "actions": [{"kind": "take", "player": 0}]}', r"action 1 \(P0 take\) failed"),
])
def test_corrupt_records_raise_value_error(text, message):
    with pytest.raises(ValueError, match=message):
        Record.from_json(text).replay()
