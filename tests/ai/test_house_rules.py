"""The bots under the house rules of issue 25: what they read from the engine."""

from durak.ai.base import cheapest_cover_plan, cheapest_forwards, forward_target
from durak.engine import Action, Rules, parse_position


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
