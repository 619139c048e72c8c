"""The house rules of issue 25's second section, from fixed positions: what each allows,
what it refuses and why, and that records keep them."""

import random

import pytest

from durak.engine import Action, Game, IllegalAction, Record, Rules, Suit

from .helpers import kinds, legal, play, pos


def refused(game: Game, move: str, reason: str) -> None:
    before = (legal(game), game.history, game.table)
    with pytest.raises(IllegalAction, match=reason):
        game.apply(Action.parse(move))
    assert (legal(game), game.history, game.table) == before


def replays(game: Game) -> None:
    """The game's record, through JSON, replays to the same position."""
    again = Record.from_json(Record.of(game).to_json()).replay()
    assert [again.view(p) for p in range(game.num_players)] == [
        game.view(p) for p in range(game.num_players)]


class TestQuick:
    """``quick``: nobody draws after the deal; the stack stays where it is."""

    def test_nobody_draws_after_a_round(self):
        game = pos("7S8S/9S6H KD QCJC 0", quick=True)
        events = play(game, "P0 attack 7S", "P1 defend 9S>7S", "P0 done")
        assert "drew" not in kinds(events)
        assert game.stack_count == 3 and game.hand_size(0) == 1 and game.hand_size(1) == 1
        assert game.view(0).left_to_draw == 0 and game.left_to_draw == 0

    def test_a_player_with_no_cards_goes_out_with_the_stack_still_there(self):
        game = pos("7S/9S6H KD QCJC 0", quick=True)
        events = play(game, "P0 attack 7S", "P1 defend 9S>7S")
        assert "player_out" in kinds(events)
        assert game.is_over and game.winners == (0,) and game.durak == 1
        assert game.stack_count == 3

    def test_without_quick_the_same_round_refills(self):
        game = pos("7S8S/9S6H KD QCJC 0")
        events = play(game, "P0 attack 7S", "P1 defend 9S>7S", "P0 done")
        assert "drew" in kinds(events) and game.view(0).left_to_draw == game.stack_count

    def test_random_games_end_and_replay(self):
        for seed in range(30):
            game = Game.new(Rules(quick=True), 2 + seed % 5, seed=seed)
            stack = game.stack_count
            rng = random.Random(seed)
            while not game.is_over:
                game.apply(rng.choice(game.legal_actions()))
                assert game.stack_count == stack
            replays(game)

    def test_rules_round_trip_and_old_rules_read_without_it(self):
        assert Rules.from_dict(Rules(quick=True).to_dict()).quick
        old = Rules().to_dict()
        del old["quick"]
        assert Rules.from_dict(old) == Rules()
        with pytest.raises(ValueError, match="quick must be true or false"):
            Rules(quick=1)  # type: ignore[arg-type]


def test_house_rules_are_off_by_default():
    rules = Rules()
    assert not rules.quick
    assert Game.from_deal(rules, [["7S"], ["8S"]], [], trump=Suit.HEARTS).left_to_draw == 0
