"""The replay is a session of its own: it deals nothing and takes no move as a player."""

from __future__ import annotations

import random

import pytest

from durak.engine import Game, Record, Rules
from durak.ui.sessions.replay import ReplaySession


def finished_record(seed: int = 3, players: int = 3):
    game = Game.new(Rules(), players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return Record.of(game)


def test_a_replay_deals_only_the_record_s_game(qtbot, monkeypatch):
    record = finished_record(seed=3)
    deals: list[object] = []
    new = Game.new

    def counted(*args, **kwargs):
        deals.append(kwargs.get("seed"))
        return new(*args, **kwargs)
    monkeypatch.setattr(Game, "new", staticmethod(counted))
    replay = ReplaySession(record)
    replay.forward()
    assert deals == [record.seed]        # the record's own deal, no throwaway game
    assert replay.position == 1 and replay.game.history == record.actions[:1]


def test_a_replay_sends_no_move_and_shows_every_hand(qtbot):
    record = finished_record()
    replay = ReplaySession(record)
    first = record.actions[0]
    assert replay.legal() == [] and not replay.send(first)
    assert replay.position == 0
    snap = replay.snapshot()
    assert snap.reveal and sum(map(len, snap.hands)) == 6 * record.players
    with qtbot.waitSignal(replay.updated):
        replay.take_or_end()          # the table's button steps
    assert replay.position == 1


@pytest.mark.parametrize("step", ["move_cursor", "down"])
def test_the_table_controls_step_back_and_forth(qtbot, step):
    replay = ReplaySession(finished_record())
    replay.go_to(3)
    if step == "move_cursor":
        replay.move_cursor(-1, extend=False)
    else:
        replay.down()
    assert replay.position == 2
