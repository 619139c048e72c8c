"""Cards, suits, rules and actions as values."""

import copy
import pickle

import pytest

from durak.engine import Action, ActionKind, Card, Rules, Suit


class TestCard:
    def test_parse_accepts_every_spelling(self):
        assert Card.parse("10H") == Card.parse("T♥") == Card.parse("th") == Card(10, Suit.HEARTS)
        assert Card.parse("q♠") is Card(12, Suit.SPADES)
        assert Card.parse(" A♣ ").rank == 14
        assert Card.parse("2d").suit is Suit.DIAMONDS

    @pytest.mark.parametrize("text", ["", "H", "1H", "11H", "10X", "ZZ", "10", "♥"])
    def test_bad_text_names_the_text(self, text):
        with pytest.raises(ValueError, match="cannot read a card from"):
            Card.parse(text)

    def test_constructor_checks(self):
        with pytest.raises(ValueError, match="rank must be 2..14"):
            Card(15, Suit.HEARTS)
        with pytest.raises(ValueError, match="suit must be a Suit"):
            Card(10, "H")  # type: ignore[arg-type]

    def test_str_is_short_and_round_trips(self):
        for card in (Card(10, Suit.HEARTS), Card(11, Suit.CLUBS), Card(2, Suit.SPADES)):
            assert Card.parse(str(card)) is card
            assert Card.parse(card.code) is card
        assert str(Card.parse("10H")) == "10♥"
        assert Card.parse("10H").code == "TH"

    def test_immutable_hashable_and_interned(self):
        card = Card.parse("7S")
        with pytest.raises(AttributeError):
            card.rank = 8  # type: ignore[misc]
        assert {card, Card.parse("7♠")} == {card}
        assert pickle.loads(pickle.dumps(card)) is card
        assert copy.deepcopy(card) is card

    def test_order_is_by_rank_then_suit(self):
        assert sorted(Card.parse(t) for t in ["AS", "6H", "6S", "TD"]) == [
            Card.parse(t) for t in ["6S", "6H", "TD", "AS"]]


class TestRules:
    def test_defaults_are_the_original(self):
        rules = Rules()
        assert (rules.deck, rules.hand_size, rules.forwarding, rules.reinforce) == (
            36, 6, True, "neighbours")
        assert rules.attack_limit is None and rules.first_bout_limit is None
        assert rules.window_seconds == 5.0 and rules.first_offender == "lowest_trump"
        assert rules.throw_in_after_take is False

    @pytest.mark.parametrize(("kwargs", "message"), [
        ({"deck": 40}, "deck must be 24, 32, 36 or 52"),
        ({"hand_size": 0}, "hand_size must be a whole number from 1 to 18"),
        ({"forwarding": "yes"}, "forwarding must be true or false"),
        ({"reinforce": "everyone"}, "reinforce must be 'neighbours'"),
        ({"attack_limit": 0}, "attack_limit must be a whole number"),
        ({"first_bout_limit": 2.5}, "first_bout_limit must be a whole number"),
        ({"window_seconds": -1}, "window_seconds must be a number of seconds"),
        ({"window_seconds": float("nan")}, "window_seconds must be a number of seconds"),
        ({"first_offender": "oldest"}, "first_offender must be 'lowest_trump' or 'random'"),
        ({"throw_in_after_take": 1}, "throw_in_after_take must be true or false"),
    ])
    def test_bad_values_say_what_to_do(self, kwargs, message):
        with pytest.raises(ValueError, match=message):
            Rules(**kwargs)

    def test_player_counts_the_deck_cannot_deal_are_refused(self):
        Rules(deck=36).check_players(6)
        with pytest.raises(ValueError, match="6 players need 36 cards .* only 24"):
            Rules(deck=24).check_players(6)
        with pytest.raises(ValueError, match="2 to 6 players"):
            Rules().check_players(7)
        assert Rules(deck=24).max_players() == 4

    def test_dict_round_trip_and_unknown_keys(self):
        rules = Rules(deck=52, attack_limit=6, reinforce="all")
        assert Rules.from_dict(rules.to_dict()) == rules
        with pytest.raises(ValueError, match="unknown rule option"):
            Rules.from_dict({"decks": 36})


class TestAction:
    def test_equal_in_any_card_order_and_interned(self):
        a = Action.attack(0, "7S", "7H")
        b = Action.attack(0, Card.parse("7♥"), Card.parse("7♠"))
        assert a == b and a is b and hash(a) == hash(b)
        assert Action.attack(1, "7S", "7H") != a

    def test_fields(self):
        action = Action.defend(1, "9H", "7H")
        assert action.kind is ActionKind.DEFEND and action.kind == "defend"
        assert action.player == 1
        assert action.cards == (Card.parse("9H"),)
        assert action.target == Card.parse("7H")
        assert Action.timeout().player is None and Action.timeout().cards == ()

    def test_str_and_parse_round_trip(self):
        assert str(Action.defend(1, "9H", "7H")) == "P1 defend 9♥>7♥"
        for action in (Action.attack(0, "7S", "7H"), Action.defend(1, "9H", "7H"),
                       Action.forward(2, "7D"), Action.retract(1, "9H"), Action.take(1),
                       Action.done(0), Action.timeout()):
            assert Action.parse(str(action)) is action
            assert Action.from_dict(action.to_dict()) is action
            assert pickle.loads(pickle.dumps(action)) is action

    def test_to_dict_shape(self):
        assert Action.defend(1, "9H", "7H").to_dict() == {
            "kind": "defend", "player": 1, "cards": ["9♥"], "target": "7♥"}
        assert Action.timeout().to_dict() == {
            "kind": "timeout", "player": None, "cards": [], "target": None}

    @pytest.mark.parametrize(("build", "message"), [
        (lambda: Action.attack(0), "needs at least one card"),
        (lambda: Action.attack(0, "7S", "7♠"), "given twice"),
        (lambda: Action.take(6), "player must be a seat number"),
        (lambda: Action.take(-1), "player must be a seat number"),
        (lambda: Action.parse("P1 jump"), "cannot read an action"),
        (lambda: Action.parse("defend 9H>7H"), "cannot read an action"),
        (lambda: Action.from_dict({"kind": "fly"}), "unknown action kind"),
    ])
    def test_malformed_actions_are_refused(self, build, message):
        with pytest.raises(ValueError, match=message):
            build()

    def test_immutable(self):
        with pytest.raises(AttributeError):
            Action.take(1).player = 2  # type: ignore[misc]
        with pytest.raises(TypeError):
            Action()


def test_card_beats_follows_the_rule():
    c, h = Card.parse, Suit.HEARTS
    assert c("9S").beats(c("7S"), h) and not c("7S").beats(c("9S"), h)
    assert c("6H").beats(c("AS"), h)                 # any trump on a plain card
    assert not c("AS").beats(c("6H"), h)             # no plain card on a trump
    assert c("7H").beats(c("6H"), h) and not c("6H").beats(c("7H"), h)
    assert not c("KD").beats(c("7S"), h)             # another plain suit never
