"""Rule variants, from fixed positions: what each allows, what it refuses and why."""

import json
import pathlib
import random

import pytest

from durak.engine import PRESETS, Action, Game, IllegalAction, Record, Rules, rules_from_text

from .helpers import acts, kinds, legal, play, pos

DATA = pathlib.Path(__file__).parent / "data"


def refused(game: Game, move: str, reason: str) -> None:
    before = (legal(game), game.history, game.table)
    with pytest.raises(IllegalAction, match=reason):
        game.apply(Action.parse(move))
    assert (legal(game), game.history, game.table) == before


class TestForwardSameCount:
    def test_a_one_card_attack_forwards_with_one_card_or_more(self):
        game = pos("7S8C/7D7H9S/AHKHQH KC - 0", forward_same_count=True)
        play(game, "P0 attack 7S")
        assert {a for a in legal(game, 1) if "forward" in a} == acts(
            "P1 forward 7D", "P1 forward 7H", "P1 forward 7D 7H")

    def test_a_two_card_attack_needs_two_cards_to_forward(self):
        game = pos("7S7C/7D7H9S/AHKHQHJH KC - 0", forward_same_count=True)
        play(game, "P0 attack 7S 7C")
        assert {a for a in legal(game, 1) if "forward" in a} == acts("P1 forward 7D 7H")
        refused(game, "P1 forward 7D",
                r"forward with as many cards of the attacked rank as the attack holds \(2\)")
        events = play(game, "P1 forward 7D 7H")
        assert kinds(events) == ["forwarded"] and game.defender == 2

    def test_off_by_default(self):
        game = pos("7S7C/7D7H9S/AHKHQHJH KC - 0")
        play(game, "P0 attack 7S 7C")
        assert "P1 forward 7♦" in legal(game, 1)


class TestAddAfterCover:
    def test_nothing_is_added_before_the_first_cover(self):
        game = pos("7S7D8C/9S9D6C/7CJC KH - 0", add_after_cover=True)
        play(game, "P0 attack 7S")
        assert legal(game, 0) == set() and legal(game, 2) == set()
        refused(game, "P0 attack 7D", "nothing may be added until the defender has covered a card")
        play(game, "P1 defend 9S>7S")
        assert legal(game, 0) == acts("P0 attack 7D", "P0 done")
        play(game, "P0 attack 7D")
        assert legal(game, 2) == acts("P2 attack 7C")  # a card is covered: adding stays open

    def test_taking_a_cover_back_closes_adding_again(self):
        game = pos("7S7D8C/9S9D6C/7CJC KH - 0", add_after_cover=True)
        play(game, "P0 attack 7S", "P1 defend 9S>7S", "P1 retract 9S")
        refused(game, "P2 attack 7C", "nothing may be added until the defender has covered a card")

    def test_a_take_before_any_cover_ends_the_round_even_with_throw_ins(self):
        game = pos("7S7D8C/9S9D6C/7CJC KH - 0", add_after_cover=True,
                   throw_in_after_take=True)
        events = play(game, "P0 attack 7S", "P1 take")
        assert kinds(events)[:4] == ["attacked", "gave_up", "took", "round_ended"]
        assert not game.taking and game.offender == 2

    def test_off_by_default(self):
        game = pos("7S7D8C/9S9D6C/7CJC KH - 0")
        play(game, "P0 attack 7S")
        assert legal(game, 0) == acts("P0 attack 7D")


class TestTakeWhenBeaten:
    def test_the_defender_may_take_a_covered_table_and_nobody_adds(self):
        game = pos("7S7D8C/9S9D6C/7CJC KH - 0", take_when_beaten=True,
                   throw_in_after_take=True)
        play(game, "P0 attack 7S", "P1 defend 9S>7S")
        assert legal(game, 1) == acts("P1 retract 9S", "P1 take")
        events = play(game, "P1 take")
        assert kinds(events)[:3] == ["forfeited", "took", "round_ended"]
        assert {c.code for c in game.hand(1)} == {"7S", "9S", "9D", "6C"}
        assert game.offender == 2 and not game.taking

    def test_a_take_with_cards_uncovered_is_no_forfeit(self):
        game = pos("7S7D8C/9S9D6C/7CJC KH - 0", take_when_beaten=True)
        events = play(game, "P0 attack 7S", "P1 take")
        assert "forfeited" not in kinds(events) and "took" in kinds(events)

    def test_a_take_is_still_refused_when_off(self):
        game = pos("7S7D8C/9S9D6C/7CJC KH - 0")
        play(game, "P0 attack 7S", "P1 defend 9S>7S")
        refused(game, "P1 take", "every card is covered: nothing to take")

    def test_only_the_defender_forfeits(self):
        game = pos("7S7D8C/9S9D6C/7CJC KH - 0", take_when_beaten=True)
        play(game, "P0 attack 7S", "P1 defend 9S>7S")
        refused(game, "P0 take", r"only the defender \(P1\) may take the cards")


class TestClockwiseAddingOrder:
    def test_one_attacker_adds_at_a_time_and_a_pass_is_for_the_bout(self):
        game = pos("7S7D8C/9S9D9H6C/7CJC KH - 0", adding_order="clockwise")
        play(game, "P0 attack 7S")
        assert game.attackers == (0,)
        refused(game, "P2 attack 7C", "it is P0's turn to add: the attackers add one after another")
        play(game, "P0 attack 7D", "P1 defend 9S>7S", "P1 defend 9D>7D")
        assert legal(game, 2) == set() and "P0 done" in legal(game, 0)
        events = play(game, "P0 done")
        assert kinds(events) == ["passed"] and game.attackers == (2,)
        assert legal(game, 2) == acts("P2 attack 7C", "P2 done")
        play(game, "P2 attack 7C")
        refused(game, "P0 attack 8C", "P0 has passed for the rest of this bout")
        refused(game, "P0 done", "P0 has passed for the rest of this bout")
        play(game, "P1 defend 9H>7C")
        events = play(game, "P2 done")
        assert kinds(events)[:2] == ["passed", "round_ended"]

    def test_an_attacker_out_of_cards_hands_the_turn_on(self):
        game = pos("7S/9S9D9H6C/7CJC KH - 0", adding_order="clockwise")
        play(game, "P0 attack 7S")
        assert game.attackers == (2,)
        assert legal(game, 2) == acts("P2 attack 7C")

    def test_a_forward_starts_a_new_bout_with_the_new_offender(self):
        game = pos("7S8C/7D9S9D/7C8H8D/6C6D6H KH - 0", adding_order="clockwise",
                   reinforce="all")
        play(game, "P0 attack 7S", "P1 forward 7D")
        assert game.offender == 1 and game.attackers == (1,)

    def test_simultaneous_by_default(self):
        game = pos("7S7D8C/9S9D9H6C/7CJC KH - 0")
        play(game, "P0 attack 7S")
        assert legal(game, 2) == acts("P2 attack 7C")

    def test_a_bad_order_is_refused(self):
        with pytest.raises(ValueError, match="adding_order must be 'simultaneous'"):
            Rules(adding_order="anticlockwise")


@pytest.mark.parametrize(("name", "winners", "durak"), [
    ("record_before_variants_0.json", (1, 0), 2),
    ("record_before_variants_1.json", (3, 4, 2, 1), 0)])
def test_records_written_before_the_variants_still_replay(name, winners, durak):
    text = (DATA / name).read_text(encoding="utf-8")
    assert "add_after_cover" not in json.loads(text)["rules"]
    game = Record.from_json(text).replay()
    assert game.is_over and (game.winners, game.durak) == (winners, durak)
    assert game.rules.add_after_cover is False and game.rules.take_when_beaten is False


@pytest.mark.parametrize("name", ["forward_same_count", "add_after_cover", "take_when_beaten",
                                  "throw_in_unlimited"])
def test_variant_switches_are_booleans(name):
    assert getattr(Rules(), name) is False
    with pytest.raises(ValueError, match=f"{name} must be true or false"):
        Rules.from_dict({name: 1})


class TestThrowInUnlimited:
    def test_after_a_take_every_matching_card_may_be_thrown_in(self):
        game = pos("7S7D8S/9C6D/7CJC KH - 0", throw_in_after_take=True,
                   throw_in_unlimited=True, attack_limit=2)
        play(game, "P0 attack 7S", "P1 take", "P0 attack 7D")
        assert legal(game, 2) == acts("P2 attack 7C", "P2 done")  # beyond hand and limit
        play(game, "P2 attack 7C", "P0 done")
        events = play(game, "P2 done")
        assert kinds(events)[:2] == ["passed", "took"] and len(events[1].cards) == 3
        assert {c.code for c in game.hand(1)} == {"9C", "6D", "7S", "7D", "7C"}

    def test_capped_as_before_without_it(self):
        game = pos("7S7D8S/9C6D/7CJC KH - 0", throw_in_after_take=True, attack_limit=2)
        play(game, "P0 attack 7S", "P1 take")
        events = play(game, "P0 attack 7D")   # the limit is reached: he takes at once
        assert kinds(events)[1] == "took"

    def test_the_bout_itself_stays_capped(self):
        game = pos("7S7D8S/9C/7CJC KH - 0", throw_in_after_take=True, throw_in_unlimited=True)
        play(game, "P0 attack 7S")
        refused(game, "P2 attack 7C", "cannot be given more cards than he holds")

    def test_needs_throw_in_after_take(self):
        with pytest.raises(ValueError, match="throw_in_unlimited needs throw_in_after_take"):
            Rules(throw_in_unlimited=True)


def test_presets_and_json_rules_are_read_from_text():
    assert rules_from_text("original") == Rules()
    assert rules_from_text(" TRANSFER ") == PRESETS["Transfer"]
    assert PRESETS["Transfer"].forwarding and not PRESETS["Classic 6-card"].forwarding
    assert rules_from_text('{"deck": 52, "take_when_beaten": true}') == Rules(
        deck=52, take_when_beaten=True)
    for text, reason in (("Kitchen", "no preset is called 'Kitchen'"),
                         ('{"deck": 33}', "deck must be 24, 32, 36 or 52"),
                         ('{"deck": 36', "not valid JSON"),
                         ('{"colour": 1}', "unknown rule option")):
        with pytest.raises(ValueError, match=reason):
            rules_from_text(text)


class TestTrumpExchange:
    def test_the_offender_gives_the_lowest_trump_for_the_face_up_card_before_leading(self):
        game = pos("6H9S/7S8S/AS KH 7C8C 0", trump_exchange=True)
        assert "P0 exchange 6♥" in legal(game, 0)
        events = play(game, "P0 exchange 6H")
        assert kinds(events) == ["exchanged"]
        assert (events[0].card.code, events[0].taken.code) == ("6H", "KH")
        assert game.trump_card.code == "6H" and game.stack_count == 3
        assert {c.code for c in game.hand(0)} == {"KH", "9S"}
        assert [c.code for c in game.view(2).known[0]] == ["KH"]   # everybody saw it
        assert "P0 exchange 6♥" not in legal(game, 0) and "P0 attack K♥" in legal(game, 0)
        refused(game, "P0 exchange 6H", "P0 does not hold 6♥")

    def test_the_exchanged_card_is_drawn_last_as_the_face_up_card(self):
        game = pos("6H9S/7S8S/AS KH 7C 0", trump_exchange=True, hand_size=2)
        events = play(game, "P0 exchange 6H", "P0 attack 9S", "P1 take")
        drew = [e for e in events if e.kind == "drew"]
        assert [c.code for c in drew[-1].cards] == ["6H"] and drew[-1].trump_card.code == "6H"
        assert game.stack_count == 0 and game.trump.symbol == "♥"
        refused(game, "P2 exchange 6H", "the face-up trump card has been drawn")

    def test_the_card_taken_is_shown_until_it_is_played(self):
        game = pos("6H9S/7S8S/AS KH 7C8C 0", trump_exchange=True)
        assert game.view(1).shown_cards == ()
        play(game, "P0 exchange 6H")
        assert [c.code for c in game.view(1).shown_cards] == ["KH"]
        assert [c.code for c in game.view(2).shown_cards] == ["KH"]
        play(game, "P0 attack KH", "P1 take")
        assert game.view(2).shown_cards == () and [c.code for c in game.known(1)] == ["KH"]

    def test_refusals_say_why(self):
        game = pos("6H9S/7S8H/AS KH 7C8C 0", trump_exchange=True)
        refused(game, "P1 exchange 8H", r"only the lowest trump \(6♥\) may be exchanged")
        refused(game, "P1 exchange 6H", "P1 does not hold 6♥")
        play(game, "P0 attack 9S")
        refused(game, "P0 exchange 6H", "exchanged by the offender, before he leads")
        other = pos("9S/6H8S/AS KH 7C8C 0", trump_exchange=True)
        refused(other, "P1 exchange 6H", "exchanged by the offender, before he leads")
        drawn = pos("6H9S/7S8S/AS H - 0", trump_exchange=True)
        refused(drawn, "P0 exchange 6H", "the face-up trump card has been drawn")
        face_up = pos("7H9S/7S8S/AS 6H 7C8C 0", trump_exchange=True)
        refused(face_up, "P0 exchange 7H", r"the lowest trump \(6♥\) is the face-up card itself")

    def test_off_by_default(self):
        game = pos("6H9S/7S8S/AS KH 7C8C 0")
        assert not any("exchange" in a for a in legal(game))
        refused(game, "P0 exchange 6H", "the trump exchange is off in these rules")

    def test_a_record_replays_it_and_a_view_keeps_the_card_public(self):
        game = Game.new(Rules(trump_exchange=True), 3, seed=4)
        play(game, "P0 exchange 6H")
        replayed = Record.from_json(Record.of(game).to_json()).replay()
        assert replayed.view(1) == game.view(1) and replayed.trump_card.code == "6H"
        assert Action.parse("P0 exchange 6H").to_dict() == {
            "kind": "exchange", "player": 0, "cards": ["6♥"], "target": None}
        exchange = Action.parse("P0 exchange 6H")
        assert Action.from_dict(exchange.to_dict()) == Action.exchange(0, "6H")
        view = game.view(1)
        assert "7♥" in map(str, view.known[0]) and str(view.trump_card) == "6♥"
        assert not {"7♥", "6♥"} & set(map(str, view.unseen()))


class TestRedeal:
    FIVE_HEARTS = "6H8H9HJHAH7S/7D8D9DKS QS 6C7C8C9CTC 0"

    def test_five_of_one_suit_may_ask_for_a_redeal_before_the_first_attack(self):
        game = pos(self.FIVE_HEARTS, redeal=True)
        assert "P0 redeal" in legal(game, 0) and "P1 redeal" not in legal(game)
        discard = set(game.discard)
        events = play(game, "P0 redeal")
        assert kinds(events) == ["redealt", "dealt", "dealt", "round_started"]
        assert [e.count for e in events[1:3]] == [6, 4]          # as many as each held
        dealt = {c for p in (0, 1) for c in game.hand(p)} | {game.trump_card}
        assert len(dealt) == 11 and game.stack_count == 6 and set(game.discard) == discard
        assert not dealt & discard
        assert game.round_index == 0 and not game.history[1:]
        assert events[1].redact(1).cards == ()                   # others see counts only

    def test_a_redeal_is_the_same_on_replay_and_depends_on_the_deal(self):
        game = pos(self.FIVE_HEARTS, redeal=True)
        play(game, "P0 redeal")
        again = pos(self.FIVE_HEARTS, redeal=True)
        play(again, "P0 redeal")
        assert [game.hand(p) for p in (0, 1)] == [again.hand(p) for p in (0, 1)]
        assert Record.from_json(Record.of(game).to_json()).replay().view(1) == game.view(1)

    def test_refusals_say_why(self):
        game = pos(self.FIVE_HEARTS, redeal=True)
        refused(game, "P1 redeal", "P1 may ask for a redeal only with five cards of one suit$")
        play(game, "P0 attack 7S")
        refused(game, "P0 redeal", "only be asked for after the deal, before the first attack")
        off = pos(self.FIVE_HEARTS)
        refused(off, "P0 redeal", "redealing is off in these rules")
        assert "redeal" not in " ".join(legal(off))

    def test_six_of_one_colour_with_the_option(self):
        text = "6H8H9HJDADQD/7C8C9CKS QS 6C 0"
        assert "P0 redeal" not in legal(pos(text, redeal=True))
        game = pos(text, redeal=True, redeal_colour=True)
        assert legal(game, 0) >= {"P0 redeal"}
        refused(game, "P1 redeal", "only with five cards of one suit or six of one colour")
        with pytest.raises(ValueError, match="redeal_colour needs redeal"):
            Rules(redeal_colour=True)

    def test_anybody_holding_such_a_hand_may_ask_not_only_the_offender(self):
        game = pos("7S8D9C/6H8H9HJHAH KS 6C7CTC 0", redeal=True)
        assert legal(game, 1) == {"P1 redeal"} and "P1 redeal" in legal(game)
        events = play(game, "P1 redeal")
        assert kinds(events)[0] == "redealt" and events[0].player == 1


class TestForwardByTrump:
    """``forward_by_trump``: the defender forwards by showing the trump of the attacked
    rank, which stays in his hand, publicly known."""

    THREE = "7S8S/7D8D9H/JCQCAC KD - 0"

    def test_showing_the_trump_of_the_rank_passes_the_attack_on_and_keeps_the_card(self):
        game = pos(self.THREE, forward_by_trump="round")
        play(game, "P0 attack 7S")
        assert "P1 show 7♦" in legal(game, 1) and "P1 forward 7♦" in legal(game, 1)
        events = play(game, "P1 show 7D")
        assert kinds(events) == ["trump_shown"]
        shown = events[0]
        assert (shown.player, shown.card.code, shown.offender, shown.defender) == (1, "7D", 1, 2)
        assert (game.offender, game.defender, game.table_size) == (1, 2, 1)
        assert "7♦" in map(str, game.hand(1))
        for seat in range(3):   # everybody saw it
            assert [str(c) for c in game.view(seat).known[1]] == ["7♦"]
            assert game.view(seat).shown == (1,)
        assert "7♦" not in map(str, game.view(0).unseen())

    def test_the_card_is_no_longer_known_once_played(self):
        game = pos(self.THREE, forward_by_trump="round")
        play(game, "P0 attack 7S", "P1 show 7D", "P2 take", "P0 attack 8S")
        assert "7♦" in map(str, game.view(0).known[1])
        assert [str(c) for c in game.view(2).shown_cards] == ["7♦"]
        play(game, "P1 defend 7D>8S")
        assert "7♦" not in map(str, game.view(0).known[1])
        play(game, "timeout")   # the beaten round ends: 7♦ goes to the discard
        assert "7♦" in map(str, game.discard)
        assert game.view(2).shown_cards == () and game.shown_cards == ()

    def test_once_a_round_then_again_in_the_next_round(self):
        game = pos(self.THREE, forward_by_trump="round")
        play(game, "P0 attack 7S", "P1 show 7D", "P2 take")
        assert game.view(0).shown == () and (game.offender, game.defender) == (0, 1)
        play(game, "P0 attack 8S")
        assert "P1 show 8♦" in legal(game, 1)

    def test_once_a_game_with_the_option(self):
        game = pos(self.THREE, forward_by_trump="game")
        play(game, "P0 attack 7S", "P1 show 7D", "P2 take", "P0 attack 8S")
        assert game.view(2).shown == (1,)
        assert not any("show" in a for a in legal(game, 1))
        refused(game, "P1 show 8D",
                "P1 has already forwarded by showing a trump in this game")

    def test_never_the_same_card_again_when_the_attack_comes_round_again(self):
        game = pos("7S7H9C/7D8S9SJC KD - 0", forward_by_trump="round")
        play(game, "P0 attack 7S", "P1 show 7D", "P0 forward 7H")
        assert game.defender == 1 and "7♦" in map(str, game.hand(1))
        assert not any("show" in a for a in legal(game, 1))
        refused(game, "P1 show 7D", "P1 has already forwarded by showing a trump this round")

    def test_refusals_say_why(self):
        game = pos(self.THREE, forward_by_trump="round")
        refused(game, "P1 show 7D", "only the defender \\(P0\\)|there is no attack to forward")
        play(game, "P0 attack 7S")
        refused(game, "P1 show 8D",
                r"only the trump of the attacked rank \(7♦\) may be shown to forward")
        refused(game, "P2 show 7D", r"P2 does not hold 7♦")
        refused(game, "P0 show 8S", r"only the defender \(P1\) may forward")
        play(game, "P1 defend 8D>7S")
        refused(game, "P1 show 7D", "a card has been covered: too late to forward")
        full = pos("7S7H/7D8D9H/JC KD - 0", forward_by_trump="round")
        play(full, "P0 attack 7S 7H")
        refused(full, "P1 show 7D", "P2 cannot defend 2 cards with a hand of 1")
        pair = pos("7S7H/7D8D9H/JCQCAC KD - 0", forward_by_trump="round",
                   forward_same_count=True)
        play(pair, "P0 attack 7S 7H")
        refused(pair, "P1 show 7D",
                r"forward with as many cards of the attacked rank as the attack holds \(2\)")
        single = pos(self.THREE, forward_by_trump="round", forward_same_count=True)
        play(single, "P0 attack 7S")
        assert "P1 show 7♦" in legal(single, 1)

    def test_off_by_default_and_only_with_forwarding(self):
        game = pos(self.THREE)
        play(game, "P0 attack 7S")
        assert not any("show" in a for a in legal(game))
        refused(game, "P1 show 7D", "forwarding by showing a trump is off in these rules")
        with pytest.raises(ValueError, match="forward_by_trump needs forwarding"):
            Rules(forwarding=False, forward_by_trump="round")
        with pytest.raises(ValueError, match="forward_by_trump must be 'off', 'round'"):
            Rules(forward_by_trump="always")
        assert Rules.from_dict({"deck": 36}).forward_by_trump == "off"

    def test_a_record_replays_it_and_actions_round_trip(self):
        rng = random.Random(5)
        game = Game.new(Rules(forward_by_trump="game"), 3, seed=11)
        while not any(a.kind == "show" for a in game.legal_actions()):
            game.apply(rng.choice(game.legal_actions()))
        show = next(a for a in game.legal_actions() if a.kind == "show")
        game.apply(show)
        replayed = Record.from_json(Record.of(game).to_json()).replay()
        assert replayed.view(0) == game.view(0) and replayed.shown == game.shown
        assert Action.from_dict(show.to_dict()) == show and Action.parse(str(show)) == show
        assert show.to_dict()["kind"] == "show" and len(show.to_dict()["cards"]) == 1
