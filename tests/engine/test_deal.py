"""Dealing: shuffles, hands, the trump card, the first offender, refused combinations."""

import random

import pytest

from durak.engine import Card, Game, Record, Rules, Suit
from durak.engine.cards import CARDS, deck_mask, iter_bits, shuffle


def all_cards(game: Game) -> list[Card]:
    cards = [c for p in range(game.num_players) for c in game.hand(p)]
    cards += list(game.discard)
    for attack, defence in game.table:
        cards += [attack] + ([defence] if defence else [])
    return cards


@pytest.mark.parametrize(("deck", "players"),
                         [(24, 2), (24, 4), (32, 5), (36, 3), (36, 6), (52, 6)])
def test_deal_hands_and_stack(deck, players):
    game = Game.new(Rules(deck=deck), players, seed=11)
    assert [len(game.hand(p)) for p in range(players)] == [6] * players
    assert game.stack_count == deck - 6 * players
    cards = all_cards(game)
    assert len(set(cards)) == len(cards) == 6 * players
    assert all(c.rank >= Rules(deck=deck).min_rank for c in cards)
    assert game.trump is game.trump_card.suit
    assert game.discard == () and game.table == () and game.round_index == 0


def test_trump_card_is_face_up_under_the_stack():
    game = Game.new(Rules(), 2, seed=3)
    in_hands = {c for p in range(2) for c in game.hand(p)}
    assert game.trump_card not in in_hands
    deck = {CARDS[i] for i in iter_bits(deck_mask(36))}
    assert len(deck - in_hands) == game.stack_count == 24


def test_same_seed_same_deal_other_seed_other_deal():
    a, b, c = (Game.new(Rules(), 4, seed=s) for s in (42, 42, 43))
    assert [a.hand(p) for p in range(4)] == [b.hand(p) for p in range(4)]
    assert a.trump_card == b.trump_card and a.offender == b.offender
    assert [a.hand(p) for p in range(4)] != [c.hand(p) for p in range(4)]


@pytest.mark.parametrize("size", [0, 1, 2, 24, 32, 36, 52])
def test_the_deals_shuffle_is_randoms(size):
    # Seeded games (and every saved record) depend on the order random.shuffle gave.
    for seed in range(300):
        ours, theirs = random.Random(seed), random.Random(seed)
        cards = list(range(size))
        expected = cards[:]
        shuffle(ours, cards)
        theirs.shuffle(expected)
        assert cards == expected
        assert ours.getstate() == theirs.getstate()


def test_unseeded_games_still_record_their_seed():
    game = Game.new(Rules(), 3)
    again = Record.of(game).replay()
    assert [again.hand(p) for p in range(3)] == [game.hand(p) for p in range(3)]


def test_lowest_trump_leads():
    for seed in range(120):
        game = Game.new(Rules(), 4, seed=seed)
        trumps = [(c.rank, p) for p in range(4) for c in game.hand(p) if c.suit is game.trump]
        if trumps:
            assert game.offender == min(trumps)[1], seed


def test_random_first_offender_when_nobody_holds_a_trump():
    rules = Rules(deck=52, hand_size=1)
    seen = set()
    for seed in range(400):
        game = Game.new(rules, 2, seed=seed)
        if all(c.suit is not game.trump for p in range(2) for c in game.hand(p)):
            again = Game.new(rules, 2, seed=seed)
            assert game.offender == again.offender
            seen.add(game.offender)
    assert seen == {0, 1}


def test_random_first_offender_rule():
    offenders = {Game.new(Rules(first_offender="random"), 3, seed=s).offender for s in range(60)}
    assert offenders == {0, 1, 2}


def test_full_deal_last_card_fixes_trump_and_stays_in_hand():
    game = Game.new(Rules(deck=36), 6, seed=9)
    assert game.stack_count == 0
    holder = [p for p in range(6) if game.trump_card in game.hand(p)]
    assert holder == [5]  # dealt round-robin: the last card goes to the last seat
    assert game.known(5) == (game.trump_card,)
    dealt = [e for e in game.opening_events() if e.kind == "dealt"]
    assert dealt[5].trump_card == game.trump_card
    assert dealt[0].redact(1).cards == ()
    assert dealt[5].redact(1).cards == (game.trump_card,)


def test_roles_at_the_start():
    game = Game.new(Rules(), 4, seed=5)
    o = game.offender
    assert game.defender == (o + 1) % 4 and game.co_offender == (o + 2) % 4
    two = Game.new(Rules(), 2, seed=5)
    assert two.co_offender is None


@pytest.mark.parametrize(("rules", "players", "message"), [
    (Rules(deck=24), 5, "5 players need 30 cards"),
    (Rules(deck=32), 6, "6 players need 36 cards"),
    (Rules(), 1, "2 to 6 players"),
    (Rules(), 7, "2 to 6 players"),
])
def test_combinations_the_deck_cannot_deal(rules, players, message):
    with pytest.raises(ValueError, match=message):
        Game.new(rules, players, seed=1)


class TestFromDeal:
    def test_position_and_discard(self):
        game = Game.from_deal(Rules(), [["7S", "9C"], ["8S"]], ["6C", "6D"], trump="KH", offender=1)
        assert game.hand(0) == (Card.parse("7S"), Card.parse("9C"))
        assert game.stack_count == 3 and game.trump is Suit.HEARTS
        assert game.offender == 1 and game.defender == 0
        assert len(game.discard) == 36 - 6

    def test_trump_as_suit_when_the_card_is_gone(self):
        game = Game.from_deal(Rules(), [["7S"], ["8S"]], trump=Suit.CLUBS)
        assert game.trump is Suit.CLUBS and game.trump_card is None and game.stack_count == 0

    @pytest.mark.parametrize(("hands", "stack", "trump", "message"), [
        ([["7S"], ["7S"]], [], "KH", r"7♠ \(hand of P1\) appears twice"),
        ([["7S"], ["8S"]], ["KH"], "KH", r"K♥ \(trump card\) appears twice"),
        ([["2S"], ["8S"]], [], "KH", r"2♠ \(hand of P0\) is not in a 36-card deck"),
        ([["7S"], []], [], "KH", "P1 has no cards"),
        ([["7S"]], [], "KH", "2 to 6 hands"),
        ([["7S"], ["XX"]], [], "KH", "cannot read a card"),
        ([["7S"], ["8S"]], [], "Q", "unknown suit"),
    ])
    def test_bad_deals_name_the_culprit(self, hands, stack, trump, message):
        with pytest.raises(ValueError, match=message):
            Game.from_deal(Rules(), hands, stack, trump=trump)

    def test_bad_offender(self):
        with pytest.raises(ValueError, match="offender must be a seat"):
            Game.from_deal(Rules(), [["7S"], ["8S"]], trump="KH", offender=2)
