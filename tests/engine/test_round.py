"""The round, rule by rule, from fixed positions (notation: hands trump stack offender)."""

import pytest

from durak.engine import Action, Card, IllegalAction

from .helpers import acts, kinds, legal, play, pos, table_text


class TestBeating:
    def test_higher_same_suit_or_any_trump_beats_a_plain_card(self):
        game = pos("7S9C/8S6SAD6H KH - 0")
        assert legal(game) == acts("P0 attack 7S", "P0 attack 9C")
        play(game, "P0 attack 7S")
        assert legal(game, 1) == acts("P1 defend 8S>7S", "P1 defend 6H>7S", "P1 take")

    def test_only_a_higher_trump_beats_a_trump(self):
        game = pos("7H9C/8H6HAS6S KH - 0")
        play(game, "P0 attack 7H")
        assert legal(game, 1) == acts("P1 defend 8H>7H", "P1 take")

    def test_defender_covers_in_any_order(self):
        game = pos("7S7D/8D8SAH KH - 0")
        play(game, "P0 attack 7S 7D", "P1 defend 8D>7D", "P1 defend 8S>7S")
        assert game.round_index == 1 and game.offender == 1  # parried: the defender leads

    def test_wrong_cover_is_refused_with_a_reason(self):
        game = pos("9H9C/7H6S KH - 0")
        play(game, "P0 attack 9H")
        with pytest.raises(IllegalAction, match="7♥ cannot beat 9♥"):
            game.apply(Action.defend(1, "7H", "9H"))


class TestLeading:
    def test_lead_one_card_or_several_of_one_rank(self):
        game = pos("7S7D9C/8S6SAD6H6C6D KH - 0")
        assert legal(game) == acts("P0 attack 7S", "P0 attack 7D", "P0 attack 7S 7D",
                                   "P0 attack 9C")

    def test_lead_never_exceeds_the_defenders_hand(self):
        game = pos("7S7D7C/8S KH - 0")
        assert legal(game) == acts("P0 attack 7S", "P0 attack 7D", "P0 attack 7C")
        with pytest.raises(IllegalAction, match="P1 cannot cover more than 1: lead fewer"):
            game.apply(Action.attack(0, "7S", "7D"))

    def test_mixed_ranks_cannot_be_led(self):
        game = pos("7S8D/8S9S KH - 0")
        with pytest.raises(IllegalAction, match="must share a rank"):
            game.apply(Action.attack(0, "7S", "8D"))

    def test_only_the_offender_leads(self):
        game = pos("7S/8S/9S KH - 0")
        assert legal(game, 2) == set() and legal(game, 1) == set()
        with pytest.raises(IllegalAction, match=r"only the offender \(P0\) may lead"):
            game.apply(Action.attack(2, "9S"))


class TestReinforcing:
    position = "7S9D/8S6D/7CJD/7HQD KH - 0"

    def test_neighbours_offender_and_co_offender_add(self):
        game = pos(self.position)
        play(game, "P0 attack 7S")
        assert game.attackers == (0, 2)
        assert legal(game, 2) == acts("P2 attack 7C")
        assert legal(game, 3) == set()
        with pytest.raises(IllegalAction, match="P3 may not add cards: only the offender and"):
            game.apply(Action.attack(3, "7H"))

    def test_all_lets_everybody_but_the_defender_add(self):
        game = pos(self.position, reinforce="all")
        play(game, "P0 attack 7S")
        assert legal(game, 3) == acts("P3 attack 7H")
        play(game, "P3 attack 7H")
        assert table_text(game) == "7S 7H"

    def test_added_cards_match_any_rank_on_the_table(self):
        game = pos("7S8D9D/8S9S KH - 0")
        play(game, "P0 attack 7S")
        assert "P0 attack 8♦" not in legal(game, 0)
        play(game, "P1 defend 8S>7S")
        assert legal(game, 0) == acts("P0 attack 8D", "P0 done")
        with pytest.raises(IllegalAction, match="9♦ does not match a rank on the table"):
            game.apply(Action.attack(0, "9D"))

    def test_one_card_at_a_time(self):
        game = pos("7S7D7C/8S9S9C9D KH - 0")
        play(game, "P0 attack 7S")
        with pytest.raises(IllegalAction, match="one at a time"):
            game.apply(Action.attack(0, "7D", "7C"))


class TestLimits:
    def test_uncovered_cards_never_outnumber_the_defenders_hand(self):
        game = pos("7S7D7C9H/8S9S KH - 0")
        play(game, "P0 attack 7S", "P0 attack 7D")
        assert legal(game, 0) == set()
        with pytest.raises(IllegalAction, match="more cards than he holds"):
            game.apply(Action.attack(0, "7C"))

    def test_attack_limit_caps_the_round(self):
        game = pos("7S7D7C/8S8D8CAS KH - 0", attack_limit=2)
        events = play(game, "P0 attack 7S", "P1 defend 8S>7S", "P0 attack 7D")
        assert legal(game, 0) == set()
        with pytest.raises(IllegalAction, match="at most 2 attack cards"):
            game.apply(Action.attack(0, "7C"))
        events = play(game, "P1 defend 8D>7D")
        assert "round_ended" in kinds(events)  # nothing more may be added: ends at once

    def test_first_bout_limit_applies_to_the_first_round_only(self):
        game = pos("7S7D/8S9S9D KH 6C6D6S 0", first_bout_limit=1)
        assert legal(game) == acts("P0 attack 7S", "P0 attack 7D")
        events = play(game, "P0 attack 7S", "P1 defend 8S>7S")
        assert "round_ended" in kinds(events)
        assert game.round_index == 1 and game.offender == 1
        assert "P1 attack 9♠ 9♦" in legal(game, 1)


class TestForwarding:
    def test_forward_passes_the_attack_on(self):
        game = pos("7SQSKSAS/7DQD/7CQC KH - 0")
        play(game, "P0 attack 7S")
        assert "P1 forward 7♦" in legal(game, 1)
        events = play(game, "P1 forward 7D")
        forwarded = events[-1]
        assert forwarded.kind == "forwarded"
        assert (forwarded.offender, forwarded.defender, forwarded.co_offender) == (1, 2, 0)
        assert (game.offender, game.defender, game.co_offender) == (1, 2, 0)
        assert table_text(game) == "7S 7D"

    def test_forward_again_around_the_table(self):
        game = pos("7SQSKSAS/7DQD/7CQC KH - 0")
        play(game, "P0 attack 7S", "P1 forward 7D", "P2 forward 7C")
        assert (game.offender, game.defender) == (2, 0)
        assert legal(game, 0) >= acts("P0 defend AS>7S", "P0 take")

    def test_next_defender_must_hold_the_whole_attack(self):
        game = pos("7SQS/7DQD/7CQC KH - 0")
        play(game, "P0 attack 7S", "P1 forward 7D")
        assert not any(a.startswith("P2 forward") for a in legal(game, 2))
        with pytest.raises(IllegalAction, match="P0 cannot defend 3 cards with a hand of 1"):
            game.apply(Action.forward(2, "7C"))

    def test_forward_with_several_cards(self):
        game = pos("7SQSKS/7D7CQD/8C9CTC KH - 0")
        play(game, "P0 attack 7S")
        assert {a for a in legal(game, 1) if "forward" in a} == acts(
            "P1 forward 7D", "P1 forward 7C", "P1 forward 7D 7C")

    def test_no_forward_once_a_card_is_covered(self):
        game = pos("7S7H/QS7DAD/7CJC KH - 0")
        play(game, "P0 attack 7S", "P1 defend QS>7S", "P0 attack 7H")
        assert not any("forward" in a for a in legal(game, 1))
        with pytest.raises(IllegalAction, match="a card has been covered"):
            game.apply(Action.forward(1, "7D"))

    def test_no_forward_after_a_retracted_cover(self):
        game = pos("7S9H/QS7DAD/7CJC KH - 0")
        play(game, "P0 attack 7S", "P1 defend QS>7S", "P1 retract QS")
        assert not any("forward" in a for a in legal(game, 1))

    def test_no_forward_once_the_co_offender_added(self):
        game = pos("7SQS/7DQDKD/7CJCAC KH - 0")
        play(game, "P0 attack 7S", "P2 attack 7C")
        with pytest.raises(IllegalAction, match="another attacker has added a card"):
            game.apply(Action.forward(1, "7D"))

    def test_offender_adding_does_not_block_forwarding(self):
        game = pos("7S7HQS/7DQDKD/8C9CTCJC KH - 0")
        play(game, "P0 attack 7S", "P0 attack 7H")
        play(game, "P1 forward 7D")
        assert game.defender == 2 and len(game.table) == 3

    def test_forward_between_two_players_returns_the_attack(self):
        game = pos("7SQSKS/7DQD KH - 0")
        play(game, "P0 attack 7S", "P1 forward 7D")
        assert (game.offender, game.defender, game.co_offender) == (1, 0, None)

    def test_forward_only_with_the_attacked_rank(self):
        game = pos("7SQSKS/7D8S/QC KH - 0")
        play(game, "P0 attack 7S")
        with pytest.raises(IllegalAction, match=r"forward with cards of the attacked rank \(7\)"):
            game.apply(Action.forward(1, "8S"))

    def test_forwarding_off(self):
        game = pos("7SQSKS/7DQD KH - 0", forwarding=False)
        play(game, "P0 attack 7S")
        assert not any("forward" in a for a in legal(game, 1))
        with pytest.raises(IllegalAction, match="forwarding is off"):
            game.apply(Action.forward(1, "7D"))


class TestRetract:
    def test_defender_takes_a_defence_card_back(self):
        game = pos("7S9H/9SAS6D KH - 0")
        play(game, "P0 attack 7S", "P1 defend 9S>7S")
        assert game.window_open and "P1 retract 9♠" in legal(game, 1)
        events = play(game, "P1 retract 9S")
        assert events[-1].kind == "retracted" and events[-1].target == Card.parse("7S")
        assert table_text(game) == "7S" and Card.parse("9S") in game.hand(1)
        assert game.known(1) == (Card.parse("9S"),)
        assert not game.window_open
        events = play(game, "P1 defend AS>7S", "P0 done")
        assert "round_ended" in kinds(events) and Card.parse("AS") in game.discard

    def test_move_a_defence_card_onto_another_attack_card(self):
        game = pos("7S7C9S/8HKDQD KH - 0")
        play(game, "P0 attack 7S 7C", "P1 defend 8H>7C", "P1 retract 8H", "P1 defend 8H>7S")
        assert table_text(game) == "7S>8H 7C"

    def test_only_own_defence_cards_on_the_table(self):
        game = pos("7S9H/9SAS6D KH - 0")
        play(game, "P0 attack 7S")
        with pytest.raises(IllegalAction, match="9♠ is not one of P1's defence cards"):
            game.apply(Action.retract(1, "9S"))


class TestWindow:
    def test_window_opens_when_all_is_covered_and_someone_may_add(self):
        game = pos("7S8D/8SAS KH - 0")
        play(game, "P0 attack 7S")
        assert not game.window_open
        play(game, "P1 defend 8S>7S")
        assert game.window_open
        assert legal(game) == acts("P0 attack 8D", "P0 done", "P1 retract 8S", "timeout")

    def test_done_by_every_attacker_ends_the_round(self):
        game = pos("7S8D/8SAS KH - 0")
        events = play(game, "P0 attack 7S", "P1 defend 8S>7S", "P0 done")
        assert kinds(events)[-4:] == ["passed", "round_ended", "drew", "round_started"]
        assert events[-3].discarded == (Card.parse("7S"), Card.parse("8S"))
        assert game.discard[-2:] == (Card.parse("7S"), Card.parse("8S"))

    def test_timeout_ends_the_round(self):
        game = pos("7S8D/8SAS KH - 0")
        play(game, "P0 attack 7S", "P1 defend 8S>7S")
        events = play(game, "timeout")
        assert events[0].kind == "round_ended" and not events[0].taken

    def test_round_ends_at_once_when_nobody_may_add(self):
        game = pos("7S/8SAS KH - 0")
        events = play(game, "P0 attack 7S", "P1 defend 8S>7S")
        assert "round_ended" in kinds(events) and not game.window_open

    def test_window_stays_open_while_an_attacker_holds_cards(self):
        # Closing at once because P0 has no matching card would tell P1 what P0 holds.
        game = pos("7S9D/8SAS KH - 0")
        play(game, "P0 attack 7S", "P1 defend 8S>7S")
        assert game.window_open and legal(game, 0) == acts("P0 done")

    def test_done_holds_until_the_table_changes(self):
        game = pos("7STD9S/TSJSQSKSAS/7C8CJC KH - 0")
        play(game, "P0 attack 7S", "P1 defend TS>7S", "P0 done")
        assert game.passed == (0,) and legal(game, 0) == set()
        assert "P2 attack 7♣" in legal(game, 2)
        play(game, "P2 attack 7C")
        assert game.passed == ()
        with pytest.raises(IllegalAction, match="wait until every card is covered"):
            game.apply(Action.done(0))

    def test_timeout_only_while_the_window_is_open(self):
        game = pos("7S8D/8SAS KH - 0")
        play(game, "P0 attack 7S")
        with pytest.raises(IllegalAction, match="no reinforcement window is open"):
            game.apply(Action.timeout())


class TestTaking:
    def test_take_ends_the_round_and_the_next_player_leads(self):
        game = pos("7S8S/9D6D KH 6C 0")
        events = play(game, "P0 attack 7S", "P1 take")
        assert kinds(events) == ["attacked", "took", "round_ended", "drew", "round_started"]
        took = next(e for e in events if e.kind == "took")
        assert took.cards == (Card.parse("7S"),)
        assert set(game.hand(1)) == {Card.parse(c) for c in ("9D", "6D", "7S")}
        assert game.known(1) == (Card.parse("7S"),)
        assert (game.offender, game.defender) == (0, 1)  # the player left of the defender

    def test_take_passes_the_lead_past_the_defender(self):
        game = pos("7S8S/9D6D/TCJC KH - 0")
        play(game, "P0 attack 7S", "P1 take")
        assert (game.offender, game.defender, game.co_offender) == (2, 0, 1)

    def test_take_needs_an_uncovered_card(self):
        game = pos("7S8D/8SAS KH - 0")
        play(game, "P0 attack 7S", "P1 defend 8S>7S")
        with pytest.raises(IllegalAction, match="every card is covered: nothing to take"):
            game.apply(Action.take(1))

    def test_throw_in_after_take(self):
        game = pos("7S7D8S/9C6D6C/7CJC KH - 0", throw_in_after_take=True)
        events = play(game, "P0 attack 7S", "P1 take")
        assert kinds(events) == ["attacked", "gave_up"]
        assert game.taking and game.window_open
        assert legal(game, 1) == set()
        assert legal(game) == acts("P0 attack 7D", "P0 done", "P2 attack 7C", "P2 done",
                                   "timeout")
        play(game, "P0 attack 7D")
        events = play(game, "P2 attack 7C")  # three uncovered: all P1 could have covered
        assert "took" in kinds(events)
        assert {c.code for c in game.hand(1)} >= {"7S", "7D", "7C"}

    def test_throw_in_ends_on_timeout(self):
        game = pos("7S7D8S/9C6D6C/7CJC KH - 0", throw_in_after_take=True)
        play(game, "P0 attack 7S", "P1 take")
        events = play(game, "timeout")
        assert events[0].kind == "took" and events[0].cards == (Card.parse("7S"),)


class TestRefill:
    def test_offender_first_then_clockwise_defender_last(self):
        game = pos("7S/8S9S/TSJS KH 6C6D6H7C7D7H 0", hand_size=3)
        events = play(game, "P0 attack 7S", "P1 defend 8S>7S", "P2 done")
        drew = [(e.player, {c.code for c in e.cards}) for e in events if e.kind == "drew"]
        assert drew == [(0, {"6C", "6D", "6H"}), (2, {"7C"}), (1, {"7D", "7H"})]
        assert game.stack_count == 1

    def test_face_up_trump_is_drawn_last(self):
        game = pos("7S/8S9S KH 6C 0", hand_size=3)
        events = play(game, "P0 attack 7S", "P1 defend 8S>7S")
        drew = [e for e in events if e.kind == "drew"]
        assert drew[0].player == 0 and drew[0].trump_card == Card.parse("KH")
        assert set(drew[0].cards) == {Card.parse("6C"), Card.parse("KH")}
        assert game.stack_count == 0 and game.trump_card == Card.parse("KH")
        assert game.known(0) == (Card.parse("KH"),)
        redacted = drew[0].redact(1)
        assert redacted.cards == (Card.parse("KH"),) and redacted.count == 2


class TestGameEnd:
    def test_first_out_wins_last_holder_is_the_durak(self):
        game = pos("7S/8S9D H - 0")
        events = play(game, "P0 attack 7S", "P1 defend 8S>7S")
        assert kinds(events)[-2:] == ["player_out", "game_over"]
        assert game.is_over and game.winners == (0,) and game.durak == 1
        assert game.legal_actions() == [] and game.offender is None

    def test_shedding_together_is_a_draw(self):
        game = pos("7S/8S H - 0")
        play(game, "P0 attack 7S", "P1 defend 8S>7S")
        assert game.is_over and game.durak is None and game.winners == (0, 1)

    def test_taking_at_the_end_makes_the_durak(self):
        game = pos("7S/6S H - 0")
        play(game, "P0 attack 7S", "P1 take")
        assert game.winners == (0,) and game.durak == 1

    def test_out_players_are_skipped(self):
        game = pos("7S/8S9D/TDJC H - 0")
        events = play(game, "P0 attack 7S", "P1 defend 8S>7S", "P2 done")
        out = [e for e in events if e.kind == "player_out"]
        assert [(e.player, e.place) for e in out] == [(0, 1)]
        assert (game.offender, game.defender, game.co_offender) == (1, 2, None)
        assert game.is_out(0) and not game.is_over

    def test_players_go_out_in_the_order_they_shed(self):
        game = pos("7S/8S8CAD/7C H - 0")
        play(game, "P0 attack 7S", "P2 attack 7C", "P1 defend 8C>7C", "P1 defend 8S>7S")
        assert game.winners == (0, 2) and game.durak == 1

    def test_last_two_shed_together_after_others_went_out(self):
        game = pos("7S/8S/AD H - 0")
        play(game, "P0 attack 7S", "P1 defend 8S>7S")  # P1 has no cards left: ends at once
        assert game.winners == (0, 1) and game.durak == 2


def test_reasons_come_in_translatable_parts():
    game = pos("9H9C/7H6S KH - 0")
    play(game, "P0 attack 9H")
    with pytest.raises(IllegalAction) as caught:
        game.apply(Action.defend(1, "7H", "9H"))
    error = caught.value
    assert error.template == "{card} cannot beat {target}"
    assert error.params == {"card": "7♥", "target": "9♥"}
    assert str(error) == error.template.format(**error.params)


def test_changing_a_listed_action_list_changes_nothing():
    """legal_actions hands out a copy: editing it neither adds nor removes legal moves."""
    game = pos("9H9C/7H6S KH - 0")
    listed = game.legal_actions()
    expected = list(listed)
    listed.clear()
    listed.append(Action.take(1))
    assert game.legal_actions() == expected
    with pytest.raises(IllegalAction):
        game.apply(Action.take(1))  # nothing is on the table yet
    assert game.legal_actions() == expected


def test_each_players_actions_are_their_share_of_everybodys():
    game = pos("7S7H9D/8S9SKD/7CQD KH - 0")
    play(game, "P0 attack 7S", "P1 defend 8S>7S")
    everybody = game.legal_actions()
    for seat in range(3):
        assert game.legal_actions(seat) == [a for a in everybody if a.player == seat]
    assert everybody[-1] == Action.timeout()
