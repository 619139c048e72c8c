"""The bots under the house rules of issue 25: what they read from the engine."""

import random

import pytest

from durak.ai import hard, make_bot
from durak.ai.arena import play_game
from durak.ai.base import cheapest_cover_plan, cheapest_forwards, forward_target, name_weli
from durak.ai.search import counted_playout
from durak.engine import Action, Card, Rules, parse_position


def test_forwards_go_towards_the_shorter_hand_first():
    game = parse_position("7S6C8C/7H8H9H/QCJCTC/KDQD KS - 0", Rules(forward_direction="choose"))
    game.apply(Action.parse("P0 attack 7S"))
    view = game.view(1)
    forwards = cheapest_forwards(view.legal_actions, view)
    assert [forward_target(view, a) for a in forwards] == [0, 2]   # P0 holds 2, P2 3
    assert str(forwards[0]) == "P1 forward 7♥ right"


def test_covers_follow_the_engines_order_of_the_cards():
    # cross rule: the trump 6♥ may not cover 7♣, only the 9♣
    game = parse_position("7C8S/6H9C KH - 0", Rules(cross_rule=True))
    game.apply(Action.parse("P0 attack 7C"))
    assert {str(t): str(c) for t, c in (cheapest_cover_plan(game.view(1)) or {}).items()} == {
        "7♣": "9♣"}
    # number trump: with 8♦ face up, 8♠ is a trump that covers the ace of diamonds
    game = parse_position("AD7S/8S9S 8D 9C 0", Rules(number_trump=True))
    game.apply(Action.parse("P0 attack AD"))
    assert {str(t): str(c) for t, c in (cheapest_cover_plan(game.view(1)) or {}).items()} == {
        "A♦": "8♠"}


def test_an_attack_names_the_weli_a_suit_the_defender_cannot_beat():
    # P1 holds no trump (spades): the weli named a spade is a trump he cannot beat
    game = parse_position("6D9C/7H7C8D KS - 0", Rules(weli=True))
    view = game.view(0)
    assert str(name_weli(view, Action.attack(0, "6D"))) == "P0 attack 6♦=♠"
    # with the cross rule a six of clubs is beaten only by a higher club: he holds a
    # trump, but no club
    game = parse_position("6D9C/7S7H8D KS - 0", Rules(weli=True, cross_rule=True))
    assert str(name_weli(game.view(0), Action.attack(0, "6D"))) == "P0 attack 6♦=♣"


def test_a_cover_names_the_weakest_suit_that_beats():
    game = parse_position("3H9C/6D7C KS - 0", Rules(weli=True, deck=52))
    game.apply(Action.parse("P0 attack 3H"))
    view = game.view(1)
    assert cheapest_cover_plan(view) is not None
    assert str(name_weli(view, Action.defend(1, "6D", "3H"))) == "P1 defend 6♦=♥>3♥"
    game = parse_position("8H9C/6D7C KS - 0", Rules(weli=True))
    game.apply(Action.parse("P0 attack 8H"))
    assert str(name_weli(game.view(1), Action.defend(1, "6D", "8H"))) == "P1 defend 6♦=♠>8♥"


def test_the_weli_on_the_table_is_covered_as_its_named_suit():
    game = parse_position("6D9C/7H8D KS - 0", Rules(weli=True))
    game.apply(Action.parse("P0 attack 6D=H"))
    assert {str(t): str(c) for t, c in (cheapest_cover_plan(game.view(1)) or {}).items()} == {
        "6♦": "7♥"}
    for level in ("original", "normal"):
        bot = make_bot(level, seed=1)
        bot.reset(1)
        assert str(bot.act(game.view(1))) == "P1 defend 7♥>6♦"


@pytest.mark.parametrize("level", ["random", "original", "normal"])
def test_every_level_plays_the_weli(level):
    """play_game applies every action through the engine: an unnamed weli raises."""
    for index in range(12):
        rules = Rules(weli=True, deck=(36, 52)[index % 2],
                      forward_direction=("left", "choose")[index % 3 == 0])
        players = 2 + index % 4
        result = play_game([level] * players, rules, seed=index)
        assert result.seats[0].decisions > 0


def test_hard_plays_the_weli(monkeypatch):
    monkeypatch.setattr(hard, "ENDGAME_NODES", 20_000)
    for index in range(3):
        result = play_game(["hard", "normal", "original"][: 2 + index % 2],
                           Rules(weli=True, deck=(36, 52)[index % 2]), seed=index,
                           budget=60.0, max_iterations=20)
        assert result.seats[0].decisions > 0 and result.seats[0].iterations > 0


def test_the_playouts_weigh_the_cards_by_the_trump_turned_up():
    """``trump_change``: once the key card is turned up, a playout leads as the new trump
    says (K♥ is plain now, 6♣ a trump), not by the trump it started with."""
    # Stack in draw order: 9♦, the face-up K♥, then the key card 8♣.
    game = parse_position("6S8S/9S6C KH 9D8C 0", Rules(trump_change=True, hand_size=2))
    for move in ("P0 attack 6S", "P1 defend 9S>6S"):
        game.apply(Action.parse(move))
    counted_playout(game, random.Random(1), limit=2)   # P0 is done; P1 draws and leads
    assert str(game.trump_card) == "8♣" and game.table == ((Card.parse("KH"), None),)
