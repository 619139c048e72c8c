"""The parts of ``hard``: beliefs from opponents' choices, weighted worlds, the exact
endgame (against plain minimax), the time share, and the arena's iteration budget."""

from __future__ import annotations

import json
import random

import pytest

from durak.ai.beliefs import (
    CHEAPER_LEAD_WEIGHT,
    LEAST_WEIGHT,
    UNLIKELY_WEIGHT,
    Beliefs,
)
from durak.ai.cli import main as arena_main
from durak.ai.endgame import EndgameSolver, distinct_options, equivalents, solve_endgame
from durak.ai.hard import HardBot, budget_share
from durak.ai.search import mover
from durak.ai.worlds import sample_world
from durak.engine import (
    Action,
    Attacked,
    Card,
    CardOrder,
    Dealt,
    Defended,
    Drew,
    Game,
    GaveUp,
    Passed,
    RoundEnded,
    Rules,
    Suit,
    parse_position,
)
from durak.engine.cards import CARDS

from .reference import minimax

C = Card.parse


def order(trump: Suit) -> CardOrder:
    """The original game's order of the cards with ``trump``."""
    return Game.from_deal(Rules(), [["6S"], ["7S"]], [], trump=trump).order


def shown(codes: str) -> set[str]:
    """Cards as ``weights_of`` names them."""
    return {str(C(code)) for code in codes.split()}


def weights_of(beliefs: Beliefs, players: int, trump: Suit, seat: int) -> dict[str, float]:
    """The cards of a 36-card deck whose weight for ``seat`` is not 1, by code."""
    weights = beliefs.weights(players, order(trump))[seat]
    return {str(CARDS[index]): round(weight, 4) for index, weight in enumerate(weights)
            if weight != 1.0 and CARDS[index].rank >= 6}


def test_a_take_makes_the_covers_of_that_suit_unlikely_and_a_draw_dilutes_it():
    beliefs = Beliefs(play_model=False)   # (the lead's own sign: see the test of leads)
    beliefs.observe([Dealt(0, 6, 0), Dealt(1, 6, 0), Attacked(0, (C("9H"),)), GaveUp(1)])
    lacked = shown("TH JH QH KH AH")
    assert weights_of(beliefs, 2, Suit.SPADES, 1) == dict.fromkeys(
        lacked, UNLIKELY_WEIGHT)                                  # not trumps: he may keep them
    assert beliefs.weights(2, order(Suit.SPADES))[0] == ()   # nothing said of the attacker
    beliefs.observe([Drew(1, 2, 0)])      # a third of his six cards are new
    assert weights_of(beliefs, 2, Suit.SPADES, 1) == dict.fromkeys(
        lacked, round(1 - (1 - UNLIKELY_WEIGHT) * 4 / 6, 4))
    beliefs.observe([Drew(1, 6, 0)])      # a whole new hand: nothing is known any more
    assert beliefs.weights(2, order(Suit.SPADES))[1] == ()


def test_without_through_draws_a_draw_forgets_the_hand():
    beliefs = Beliefs(play_model=False, through_draws=False)
    beliefs.observe([Attacked(0, (C("9H"),)), GaveUp(1), Drew(1, 1, 0)])
    assert beliefs.weights(2, order(Suit.SPADES)) == ((), ())


def test_a_pass_makes_plain_cards_of_the_table_ranks_unlikely():
    beliefs = Beliefs()
    beliefs.observe([Attacked(0, (C("7H"), C("7D"))), Passed(2)])
    assert set(weights_of(beliefs, 3, Suit.SPADES, 2)) == shown("7H 7D 7C")   # not the trump 7
    beliefs.observe([Attacked(0, (C("7H"),))])        # an event of another round...
    beliefs.reset()                                   # ...a new game forgets everything
    assert beliefs.weights(3, order(Suit.SPADES)) == ((), (), ())


def test_a_single_lead_makes_cheaper_plain_cards_unlikely():
    beliefs = Beliefs()
    beliefs.observe([Attacked(0, (C("8D"),))])
    assert weights_of(beliefs, 2, Suit.SPADES, 0) == {
        str(C(f"{rank}{suit}")): CHEAPER_LEAD_WEIGHT for rank in "67" for suit in "HDC"}
    trump_lead = Beliefs()
    trump_lead.observe([Attacked(0, (C("7S"),))])     # a trump lead: he had no plain card
    lacked = weights_of(trump_lead, 2, Suit.SPADES, 0)
    assert str(C("AH")) in lacked and str(C("6S")) in lacked and str(C("8S")) not in lacked
    pair = Beliefs()
    pair.observe([Attacked(0, (C("8D"), C("8H")))])  # a pair may go before a cheaper single
    assert pair.weights(2, order(Suit.SPADES)) == ((), ())
    plain = Beliefs(play_model=False)
    plain.observe([Attacked(0, (C("8D"),))])
    assert plain.weights(2, order(Suit.SPADES)) == ((), ())


def test_a_cover_makes_cheaper_covers_unlikely():
    beliefs = Beliefs()
    beliefs.observe([Attacked(0, (C("7H"),)), Defended(1, C("TH"), C("7H"))])
    assert set(weights_of(beliefs, 2, Suit.SPADES, 1)) == shown("8H 9H")
    by_trump = Beliefs()
    by_trump.observe([Attacked(0, (C("7H"),)), Defended(1, C("8S"), C("7H"))])
    assert set(weights_of(by_trump, 2, Suit.SPADES, 1)) == shown("8H 9H TH JH QH KH AH 6S 7S")


def test_signs_add_up_but_never_rule_a_card_out():
    beliefs = Beliefs()
    for _ in range(5):
        beliefs.observe([Attacked(0, (C("9H"),)), GaveUp(1), RoundEnded(True, 1)])
    assert weights_of(beliefs, 2, Suit.SPADES, 1)[str(C("AH"))] == LEAST_WEIGHT


def test_unlikely_cards_are_dealt_less_often_and_worlds_stay_consistent():
    game = Game.new(Rules(), 2, seed=3)
    view = game.view(0)
    card = view.unseen()[0]
    counts = {"uniform": 0, "weighted": 0}
    rng = random.Random(1)
    weights = tuple(0.25 if index == card.index else 1.0 for index in range(52))
    for _ in range(2000):
        for name, beliefs in (("uniform", ()), ("weighted", ((), weights))):
            hands, stack = sample_world(view, rng, beliefs)
            assert [len(h) for h in hands] == list(view.hand_sizes)
            assert sorted(hands[1] + stack, key=lambda c: c.index) == sorted(
                view.unseen(), key=lambda c: c.index)
            counts[name] += card in hands[1]
    assert counts["weighted"] < counts["uniform"] / 2


def test_equivalent_cards_are_searched_once():
    # P0 holds 7♠ 8♠ (trumps: hearts); no other 7 or 8 is in play: they are interchangeable.
    game = parse_position("7S8S/9SJC H - 0")
    assert equivalents(game, game.hand(0)) == {C("8S"): C("7S")}
    seat, options = mover(game)
    assert len(distinct_options(game, seat, options)) == len(options) - 1
    # With 7♣ in play, 7♠ may be added to it and 8♠ may not: no longer the same.
    other = parse_position("7S8S/9S7C H - 0")
    assert equivalents(other, other.hand(0)) == {}


def small_endgames(count: int) -> list[Game]:
    rng = random.Random(7)
    deck = [Card(rank, suit) for rank in range(6, 15) for suit in Suit]
    games = []
    while len(games) < count:
        cards = rng.sample(deck, 6)
        text = "".join(c.code for c in cards[:3]) + "/" + "".join(c.code for c in cards[3:])
        games.append(parse_position(f"{text} {rng.choice('SHDC')} - {rng.randrange(2)}"))
    return games


def test_the_endgame_solver_agrees_with_plain_minimax():
    for game in small_endgames(30):
        me = game.offender
        solver = EndgameSolver(node_limit=200_000, max_depth=1_000)
        action, value = solver.best(game, me)
        assert value == minimax(game, me)
        child = game.copy()
        child.search_apply(action)
        assert minimax(child, me) == value            # its move keeps that value


def test_a_lost_endgame_is_left_to_the_search_when_asked():
    lost = won = 0
    for game in small_endgames(60):
        me = game.offender
        view = game.view(me)
        if len(view.legal_actions) < 2:
            continue
        exact = solve_endgame(view, 200_000, 60.0)
        assert exact is not None
        value = minimax(game, me)
        if value == 0.0:      # every move loses against the best defence
            lost += 1
            assert solve_endgame(view, 200_000, 60.0, when_lost=False) is None
        elif value == 1.0:
            won += 1
            assert solve_endgame(view, 200_000, 60.0, when_lost=False) == exact
    assert lost and won


def test_the_endgame_search_tries_a_take_last():
    # P1 defends 7♥ (trumps: spades): covers first, cheapest first (the trump dearest);
    # the take, which hands the cards back and leads the longest lines, after them.
    game = parse_position("7H9HQD/8HKH6S AS - 0")
    game.search_apply(Action.parse("P0 attack 7H"))
    seat, options = mover(game)
    ordered = [str(action) for action in EndgameSolver._ordered(game, seat, options, None)]
    assert ordered == ["P1 defend 8♥>7♥", "P1 defend K♥>7♥", "P1 defend 6♠>7♥", "P1 take"]


def test_later_decisions_get_more_of_the_budget():
    game = Game.new(Rules(), 2, seed=1)
    full = budget_share(game.view(0))
    empty = budget_share(parse_position("6HAS/7H S - 0").view(0))
    assert full == pytest.approx(0.5) and empty == pytest.approx(1.4)
    bot = HardBot(seed=1, budget=60.0, max_iterations=100, share_time=False)
    bot.reset(game.offender)
    bot.act(game.view(game.offender))
    assert bot.search_stats()[0] == 100               # the flat budget, for comparison


def test_the_arena_plays_to_an_iteration_budget(capsys):
    assert arena_main(["hard", "original", "--games", "2", "--iterations", "20",
                       "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["iterations"] == 20
    hard = next(bot for bot in data["bots"] if bot["name"] == "hard")
    assert hard["games"] == 2 and hard["iterations_per_s"] > 0


@pytest.mark.parametrize("value", ["0", "-5", "20000000"])
def test_the_arena_refuses_a_bad_iteration_budget(value, capsys):
    with pytest.raises(SystemExit) as exit_info:
        arena_main(["hard", "original", "--iterations", value])
    assert exit_info.value.code == 2
    assert "--iterations must be a whole number" in capsys.readouterr().err


def test_seeded_hard_replays_the_same_with_beliefs():
    # Same seed, same iteration budget: the same moves, whatever the clock says.
    from durak.ai.arena import play_game

    first = play_game(["hard", "original"], Rules(), seed=4, budget=60.0, max_iterations=40)
    again = play_game(["hard", "original"], Rules(), seed=4, budget=60.0, max_iterations=40)
    assert first.actions == again.actions
    assert [s.durak for s in first.seats] == [s.durak for s in again.seats]
