"""What every public field holds once the game is over (docs/engine.md)."""

import pytest

from durak.engine import Action, Game, Rules, Suit

from .helpers import play, pos


def over_by_a_show() -> Game:
    """P1 shows a trump in the last round (``forward_by_trump="round"``): the game ends
    with the round, before a next round would forget the show."""
    game = Game.from_deal(Rules(deck=36, forward_by_trump="round"),
                          [["7S", "9S"], ["7H", "6C"]], [], trump=Suit.HEARTS, offender=0)
    for text in ["P0 attack 7S", "P1 show 7H", "P0 defend 9S>7S"]:
        game.apply(Action.parse(text))
    return game


@pytest.mark.parametrize("mode", ["round", "game"])
def test_a_show_in_the_last_round_is_forgotten_with_the_game(mode):
    game = Game.from_deal(Rules(deck=36, forward_by_trump=mode),
                          [["7S", "9S"], ["7H", "6C"]], [], trump=Suit.HEARTS, offender=0)
    for text in ["P0 attack 7S", "P1 show 7H", "P0 defend 9S>7S"]:
        game.apply(Action.parse(text))
    assert game.is_over
    assert game.shown == () and game.view(0).shown == () and game.view(1).shown == ()


def test_the_round_state_is_cleared_when_the_game_ends():
    game = over_by_a_show()
    assert game.forward_blocked is False and game.view(1).forward_blocked is False
    assert (game.table, game.table_size, game.uncovered_count, game.passed) == ((), 0, 0, ())
    assert (game.offender, game.defender, game.co_offender, game.attackers) == (
        None, None, None, ())
    assert not game.window_open and not game.taking


def test_a_game_ended_by_a_take_keeps_no_uncovered_count_or_passes():
    game = pos("7S/8D H - 0")   # P1 cannot cover 7♠ and takes; P0 is out
    play(game, "P0 attack 7S", "P1 take")
    assert game.is_over and game.durak == 1
    assert (game.uncovered_count, game.passed, game.forward_blocked) == (0, (), False)
    assert game.view(1).shown == () and game.view(1).table == ()
