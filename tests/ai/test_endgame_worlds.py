"""The exact search over every world while a few cards are hidden (``endgame_worlds``):
every world listed once, the choice against brute force, views only, replays."""

from __future__ import annotations

import itertools
import random

import pytest

from durak.ai import hard
from durak.ai.endgame import EndgameSolver, equivalents
from durak.ai.endgame_worlds import solve_worlds
from durak.ai.hard import HardBot
from durak.ai.search import SearchResult, mover, my_turn
from durak.ai.worlds import all_worlds, world_count
from durak.engine import Action, Card, Game, Suit, View, parse_position

from .reference import minimax

C = Card.parse
NODES = 2_000_000


def tiny_positions(count: int, seed: int) -> list[Game]:
    """Two players, two cards for one and two or one for the other, with one or two
    hidden cards in the stack above the face-up trump card; half of them one attack card
    into the round.  Only positions where the player to move has a choice and cannot
    tell the world."""
    rng = random.Random(seed)
    deck = [Card(rank, suit) for rank in range(6, 15) for suit in Suit]
    games: list[Game] = []
    while len(games) < count:
        theirs = rng.randint(1, 2)
        hidden = 3 - theirs
        cards = rng.sample(deck, 2 + theirs + hidden + 1)
        hands = ("".join(c.code for c in cards[:2]) + "/"
                 + "".join(c.code for c in cards[2:2 + theirs]))
        stack = "".join(c.code for c in cards[2 + theirs:-1])
        game = parse_position(f"{hands} {cards[-1].code} {stack} {rng.randrange(2)}")
        if len(games) % 2:
            offender = game.offender
            assert offender is not None
            game.apply(rng.choice(game.legal_actions(offender)))
        view = to_move(game)
        if len(my_turn(view)) > 1 and world_count(view) > 1:
            games.append(game)
    return games


def to_move(game: Game) -> View:
    seat, _options = mover(game)
    return game.view(seat)


def brute_force(view: View) -> dict[Action, float]:
    """Each option's average exact value over every world, the worlds listed afresh: every
    order of the unseen cards, his hand the first ones (as a set), the stack the rest."""
    opponent = 1 - view.player
    missing = view.hand_sizes[opponent] - len(view.known[opponent])
    worlds = {(frozenset(order[:missing]), order[missing:])
              for order in itertools.permutations(view.unseen())}
    totals = dict.fromkeys(my_turn(view), 0.0)
    for hand, stack in worlds:
        hands = [list(view.hand), list(view.hand)]
        hands[opponent] = list(view.known[opponent]) + sorted(hand)
        world = Game.from_view(view, hands, list(stack))      # checked against the view
        for action in totals:
            child = world.copy()
            child.apply(action)                                # the public, checked path
            totals[action] += minimax(child, view.player)
    return {action: total / len(worlds) for action, total in totals.items()}


def test_every_world_is_listed_once_and_fits_the_view():
    for game in tiny_positions(12, seed=1):
        view = to_move(game)
        worlds = list(all_worlds(view))
        assert len(worlds) == world_count(view) > 1
        seen = set()
        for hands, stack, weight in worlds:
            Game.from_view(view, hands, stack)                 # raises if it breaks the view
            opponent = hands[1 - view.player]
            seen.add((frozenset(opponent), tuple(stack)))
            assert weight == 1.0
        assert len(seen) == len(worlds)


def test_a_world_weighs_the_cards_he_probably_lacks_less():
    view = parse_position("6H7H/8S9S KS TC 0").view(0)       # he holds two of 8♠ 9♠ 10♣
    beliefs = ((), tuple(0.25 if index == C("TC").index else 1.0 for index in range(52)))
    weights = {frozenset(hands[1]): weight for hands, _stack, weight in all_worlds(view, beliefs)}
    assert weights == {frozenset({C("8S"), C("9S")}): 1.0,
                       frozenset({C("8S"), C("TC")}): 0.25,
                       frozenset({C("9S"), C("TC")}): 0.25}


def test_cards_still_to_be_drawn_break_an_equivalence():
    # 7♠ 8♠ alike while no other 7 or 8 is in play; 7♣ in the stack can be added to a 7 later.
    alike = parse_position("7S8S/9SJC KH 6D 0")
    assert equivalents(alike, alike.hand(0)) == {C("8S"): C("7S")}
    apart = parse_position("7S8S/9SJC KH 7C 0")
    assert equivalents(apart, apart.hand(0)) == {}


def test_the_choice_is_legal_and_has_the_best_average_by_brute_force():
    decisive = 0
    for game in tiny_positions(16, seed=2):
        view = to_move(game)
        action = solve_worlds(view, NODES, 600.0)
        assert action is not None and action in view.legal_actions
        averages = brute_force(view)
        assert averages[action] == pytest.approx(max(averages.values()))
        decisive += min(averages.values()) < max(averages.values())
    assert decisive >= 5                                      # a wrong choice would show


def swap_hidden(game: Game, seed: int) -> Game:
    """The same position with the cards hidden from seat 0 dealt again: his hand and the
    stack's order (the face-up trump card stays at the bottom)."""
    stack = list(reversed(game.search_stack()[1:]))           # draw order, face-up card out
    hidden = list(game.hand(1)) + stack
    size = game.hand_size(1)
    rng = random.Random(seed)
    while set(hidden[:size]) == set(game.hand(1)):
        rng.shuffle(hidden)
    return Game.from_view(game.view(0), [list(game.hand(0)), hidden[:size]], hidden[size:])


def test_the_choice_depends_on_the_view_only():
    compared = 0
    for index, game in enumerate(tiny_positions(20, seed=3)):
        if mover(game)[0] != 0 or not game.hand_size(1):
            continue
        other = swap_hidden(game, index)
        assert other.view(0) == game.view(0) and other.hand(1) != game.hand(1)
        assert solve_worlds(game.view(0), NODES, 600.0) == solve_worlds(other.view(0), NODES,
                                                                         600.0)
        compared += 1
    assert compared >= 6


def test_too_many_worlds_or_too_few_nodes_leave_the_move_to_the_search():
    view = to_move(tiny_positions(1, seed=4)[0])
    solver = EndgameSolver()
    assert solve_worlds(view, 10, 600.0, solver) is None      # too few nodes for the worlds:
    assert solver.nodes == 0                                  # not even tried
    assert solve_worlds(view, NODES, 600.0, solver) is not None
    opening = Game.new(players=2, seed=1).view(0)             # millions of worlds
    assert solve_worlds(opening, NODES, 600.0) is None


def test_hard_plays_the_worlds_choice_and_replays_it(monkeypatch):
    def no_search(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("ISMCTS was asked although every world was solved")

    monkeypatch.setattr(hard, "ismcts", no_search)
    for game in tiny_positions(6, seed=5):
        view = to_move(game)
        expected = solve_worlds(view, NODES, 600.0)
        first = HardBot(seed=9, budget=60.0, use_worlds=True)
        again = HardBot(seed=9, budget=60.0, use_worlds=True)
        for bot in (first, again):
            bot.reset(view.player)
        assert first.act(view) == again.act(view) == expected


def test_hard_as_it_plays_leaves_cards_in_the_stack_to_ismcts(monkeypatch):
    searched = []

    def search(view: View, *_args: object, **_kwargs: object) -> SearchResult:
        searched.append(view)
        return SearchResult(my_turn(view)[0], 1, 0.0)

    monkeypatch.setattr(hard, "ismcts", search)
    view = to_move(tiny_positions(1, seed=6)[0])
    bot = HardBot(seed=9, budget=60.0)
    bot.reset(view.player)
    bot.act(view)
    assert searched == [view]
    nothing_hidden = parse_position("6H9S/7HKS AS - 0")       # only the face-up A♠ to draw
    view = nothing_hidden.view(0)
    assert view.stack_count == 1 and world_count(view) == 1
    assert solve_worlds(view, NODES, 600.0) is not None       # it could be solved...
    bot.act(view)
    assert searched[1:] == [view]                             # ...but ISMCTS decides
