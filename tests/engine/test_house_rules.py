"""The house rules of issue 25's second section, from fixed positions: what each allows,
what it refuses and why, and that records keep them."""

import random

import pytest

from durak.engine import Action, Card, Game, IllegalAction, Record, Rules, Suit, format_position

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


def covers(game: Game, player: int = 1) -> set[str]:
    """The covers ``player`` may lay now, as text."""
    return {a for a in legal(game, player) if "defend" in a}


class TestCrossRule:
    """``cross_rule``: a club is beaten only by a higher club, even by no trump."""

    def test_a_club_is_beaten_only_by_a_higher_club(self):
        game = pos("7C8S/9C6H5C KH - 0", cross_rule=True, deck=52)
        play(game, "P0 attack 7C")
        assert covers(game) == {"P1 defend 9♣>7♣"}
        refused(game, "P1 defend 6H>7C",
                r"7♣ is a club: only a higher club beats it \(the cross rule\)")
        refused(game, "P1 defend 5C>7C", "5♣ cannot beat 7♣")

    def test_other_suits_are_beaten_by_trumps_as_always(self):
        game = pos("7S8S/9C6H KH - 0", cross_rule=True)
        play(game, "P0 attack 7S")
        assert covers(game) == {"P1 defend 6♥>7♠"}

    def test_when_clubs_are_trumps_the_rule_changes_nothing(self):
        game = pos("7C8S/9C6H KC - 0", cross_rule=True)
        play(game, "P0 attack 7C")
        assert covers(game) == {"P1 defend 9♣>7♣"}
        game = pos("7S8S/9C6H KC - 0", cross_rule=True)
        play(game, "P0 attack 7S")
        assert covers(game) == {"P1 defend 9♣>7♠"}

    def test_without_it_a_trump_beats_a_club(self):
        game = pos("7C8S/9C6H KH - 0")
        play(game, "P0 attack 7C")
        assert covers(game) == {"P1 defend 9♣>7♣", "P1 defend 6♥>7♣"}
        assert game.view(1).order.beats(Card.parse("6H"), Card.parse("7C"))
        crossed = pos("7C8S/9C6H KH - 0", cross_rule=True)
        assert not crossed.view(1).order.beats(Card.parse("6H"), Card.parse("7C"))
        replays(crossed)


class TestLowBeatsAce:
    """``low_beats_ace``: the deck's lowest card of each suit also beats that suit's ace."""

    def test_the_six_beats_the_ace_of_its_suit_with_36_cards(self):
        game = pos("ASAH/6S7S6H KH - 0", low_beats_ace=True)
        play(game, "P0 attack AS")
        assert covers(game) == {"P1 defend 6♠>A♠", "P1 defend 6♥>A♠"}   # and any trump

    def test_the_lowest_trump_beats_the_trump_ace(self):
        game = pos("AH8S/6H7H KH - 0", low_beats_ace=True)
        play(game, "P0 attack AH")
        assert covers(game) == {"P1 defend 6♥>A♥"}
        refused(game, "P1 defend 7H>AH", "7♥ cannot beat A♥")

    def test_the_two_with_52_cards_and_nothing_else_changes(self):
        game = pos("AS8S/2S6S KH - 0", low_beats_ace=True, deck=52)
        play(game, "P0 attack AS")
        assert covers(game) == {"P1 defend 2♠>A♠"}
        other = pos("KS8S/2S6S KH - 0", low_beats_ace=True, deck=52)
        play(other, "P0 attack KS")
        assert covers(other) == set()

    def test_with_the_cross_rule_the_six_of_clubs_beats_the_club_ace(self):
        game = pos("AC8S/6C6H KH - 0", low_beats_ace=True, cross_rule=True)
        play(game, "P0 attack AC")
        assert covers(game) == {"P1 defend 6♣>A♣"}
        replays(game)


class TestNumberTrump:
    """``number_trump``: the face-up card's rank is trump too; the other suits' cards of
    that rank rank above every suit trump (♦ < ♣ < ♥ < ♠), the face-up card above all."""

    def test_every_card_of_the_rank_is_a_trump(self):
        game = pos("AD7S/8S8C 8D 9S 0", number_trump=True)
        order = game.view(0).order
        assert all(order.is_trump(Card.parse(c)) for c in ("8S", "8C", "8H", "8D", "6D", "AD"))
        assert not order.is_trump(Card.parse("9S"))
        play(game, "P0 attack AD")    # the trump ace falls to any other suit's eight
        assert covers(game) == {"P1 defend 8♠>A♦", "P1 defend 8♣>A♦"}

    def test_the_eights_rank_among_themselves_and_the_face_up_one_is_highest(self):
        game = pos("8C8H/8S9S 8D 9C 0", number_trump=True)
        play(game, "P0 attack 8H")
        assert covers(game) == {"P1 defend 8♠>8♥"}
        game = pos("8S7S/8H8C 8D 9C 0", number_trump=True)
        play(game, "P0 attack 8S")
        assert covers(game) == set()
        refused(game, "P1 defend 8H>8S", "8♥ cannot beat 8♠")
        order = game.view(0).order
        assert order.beats(Card.parse("8D"), Card.parse("8S"))
        assert order.strength(Card.parse("8D")) > order.strength(Card.parse("8S")) > \
            order.strength(Card.parse("8H")) > order.strength(Card.parse("8C")) > \
            order.strength(Card.parse("AD"))

    def test_a_plain_card_of_the_rank_is_no_longer_beaten_by_its_suit(self):
        game = pos("8S7S/9SAD 8D 9C 0", number_trump=True)
        play(game, "P0 attack 8S")
        assert covers(game) == set()    # 9♠ is plain, A♦ a lower trump

    def test_a_trump_known_only_by_its_suit_adds_no_number(self):
        game = Game.from_deal(Rules(number_trump=True), [["8S"], ["9S", "AD"]], [],
                              trump=Suit.DIAMONDS)
        play(game, "P0 attack 8S")
        assert covers(game) == {"P1 defend 9♠>8♠", "P1 defend A♦>8♠"}

    def test_rules_refuse_it_with_the_trump_exchange(self):
        with pytest.raises(ValueError, match="number_trump and trump_exchange"):
            Rules(number_trump=True, trump_exchange=True)

    def test_random_games_replay(self):
        for seed in range(20):
            rules = Rules(number_trump=True, low_beats_ace=seed % 2 == 0, cross_rule=seed % 3 == 0,
                          deck=(24, 32, 36, 52)[seed % 4])
            game = Game.new(rules, 2 + seed % 3, seed=seed)
            rng = random.Random(seed)
            while not game.is_over:
                game.apply(rng.choice(game.legal_actions()))
            replays(game)


class TestTrumpChange:
    """``trump_change``: a card lies face down under the face-up trump; when the trump card
    is drawn it is turned up, its suit is trump from then on, and it is drawn last."""

    def test_drawing_the_trump_card_turns_the_key_card_up(self):
        # stack in draw order 9C, then the face-up KH, then the key 7S (drawn last)
        game = pos("6S8S/9S6D KH 9C7S 0", trump_change=True, hand_size=2)
        assert game.trump == Suit.HEARTS and game.stack_count == 3
        assert game.view(0).trump_change_pending
        assert Card.parse("7S") in game.view(0).unseen()
        events = play(game, "P0 attack 6S", "P1 defend 9S>6S", "P0 done")
        drew = [e for e in events if e.kind == "drew"]
        assert [(e.player, e.count, e.trump_card) for e in drew] == [
            (0, 1, None), (1, 1, Card.parse("KH"))]
        changed = [e for e in events if e.kind == "trump_changed"]
        assert [str(e.card) for e in changed] == ["7♠"]
        assert kinds(events).index("trump_changed") == kinds(events).index("drew") + 2
        assert game.trump == Suit.SPADES and game.trump_card == Card.parse("7S")
        assert game.stack_count == 1 and not game.view(0).trump_change_pending
        assert {str(c) for c in game.known(1)} == {"K♥"}
        replays(game)

    def test_the_new_trump_beats_and_the_old_one_is_plain(self):
        game = pos("6S8S8H/9S6D7H/QC JH 7D9C 0", trump_change=True, hand_size=3)
        play(game, "P0 attack 6S", "P1 defend 9S>6S", "timeout")   # P2 draws JH, then 9C
        assert game.trump == Suit.CLUBS
        order = game.view(2).order
        assert order.is_trump(Card.parse("QC")) and not order.is_trump(Card.parse("JH"))

    def test_one_drawer_may_take_both_cards(self):
        game = pos("6S/9S6D5D4D KH 9C7S 0", trump_change=True, deck=52, hand_size=4)
        events = play(game, "P0 attack 6S", "P1 defend 9S>6S")
        assert [(e.player, e.count, str(e.trump_card)) for e in events if e.kind == "drew"] == [
            (0, 2, "K♥"), (0, 1, "7♠")]
        assert game.trump == Suit.SPADES and game.stack_count == 0

    def test_new_games_keep_a_key_card_and_replay(self):
        for seed in range(20):
            rules = Rules(trump_change=True, number_trump=seed % 2 == 0,
                          trump_exchange=False, deck=(24, 32, 36, 52)[seed % 4])
            game = Game.new(rules, 2 + seed % 3, seed=seed)
            first = game.trump_card
            assert game.view(0).trump_change_pending == (game.stack_count >= 2)
            rng = random.Random(seed)
            changes = 0
            while not game.is_over:
                changes += sum(e.kind == "trump_changed" for e in game.apply(
                    rng.choice(game.legal_actions())))
            assert changes <= 1 and (changes == 0 or game.trump_card != first)
            replays(game)

    def test_a_world_built_from_a_view_keeps_the_key_card_under_the_trump(self):
        game = pos("6S8S/9S6D KH 9C7S 0", trump_change=True, hand_size=2)
        world = Game.from_view(game.view(0), [game.hand(0), game.hand(1)],
                               [Card.parse("9C"), Card.parse("7S")])
        assert world.search_stack() == game.search_stack()
        play(world, "P0 attack 6S", "P1 defend 9S>6S", "P0 done")
        assert world.trump == Suit.SPADES

    def test_the_position_text_keeps_the_key_card_last(self):
        game = pos("6S8S/9S6D KH 9C7S 0", trump_change=True, hand_size=2)
        assert format_position(game) == "6S8S/6D9S KH 9C7S 0"

    def test_the_trump_exchange_swaps_the_face_up_card_above_the_key(self):
        game = pos("6H8S/9S6D KH 9C7S 0", trump_change=True, trump_exchange=True)
        play(game, "P0 exchange 6H")
        assert game.trump_card == Card.parse("6H") and game.search_stack()[:2] == (
            Card.parse("7S"), Card.parse("6H"))
        assert game.view(1).trump_change_pending


class TestSecretCards:
    """``secret_cards=2``: two face-down cards each after the deal, seen by nobody; a
    player whose hand is empty picks them up instead of going out."""

    def deal(self) -> Game:
        return Game.from_deal(Rules(secret_cards=2), [["7S"], ["9S", "6H"]], [],
                              trump=Suit.HEARTS, secret=[["AS", "AC"], ["KS", "KC"]])

    def test_the_deal_gives_two_secret_cards_nobody_sees(self):
        game = Game.new(Rules(secret_cards=2), 3, seed=4)
        assert game.secret_counts == (2, 2, 2) and game.stack_count == 36 - 18 - 6
        view = game.view(0)
        assert view.secret_counts == (2, 2, 2)
        assert len(view.unseen()) == 36 - 6 - 1    # his own secret cards too
        assert Game.new(Rules(), 3, seed=4).view(0).secret_counts == ()

    def test_an_empty_hand_picks_them_up_instead_of_going_out(self):
        game = self.deal()
        events = play(game, "P0 attack 7S", "P1 defend 9S>7S")
        taken = [e for e in events if e.kind == "secret_taken"]
        assert [(e.player, e.count) for e in taken] == [(0, 2)]
        assert [str(c) for c in taken[0].redact(0).cards] == ["A♠", "A♣"]
        assert taken[0].redact(1).cards == ()
        assert not game.is_out(0) and not game.is_over and game.secret_counts == (0, 2)
        assert game.view(1).known[0] == () and game.view(1).hand_sizes == (2, 1)
        play(game, "P1 attack 6H", "P0 take")
        replays(game)

    def test_without_secret_cards_left_he_goes_out(self):
        game = self.deal()
        play(game, "P0 attack 7S", "P1 defend 9S>7S", "P1 attack 6H", "P0 take")
        # P0 holds A♠ A♣ 6♥; P1 has no cards and picks up K♠ K♣
        assert game.secret_counts == (0, 0) and game.hand_size(1) == 2 and not game.is_over

    def test_a_world_from_a_view_takes_the_secret_cards_after_the_stack(self):
        game = Game.new(Rules(secret_cards=2), 2, seed=1)
        view = game.view(0)
        rest = [c for c in view.unseen() if c not in game.hand(1)]
        world = Game.from_view(view, [game.hand(0), game.hand(1)], rest)
        assert world.secret_counts == (2, 2) and world.view(0) == view

    def test_rules_check_the_count_and_the_deck(self):
        with pytest.raises(ValueError, match="secret_cards must be 0 or 2"):
            Rules(secret_cards=1)
        with pytest.raises(ValueError, match="need 48 cards for hands of 6 and 2 secret"):
            Rules(secret_cards=2).check_players(6)
        assert Rules(secret_cards=2).max_players() == 4
        with pytest.raises(ValueError, match="secret cards need the rule secret_cards"):
            Game.from_deal(Rules(), [["7S"], ["9S"]], [], trump=Suit.HEARTS,
                           secret=[["AS"], ["KS"]])

    def test_random_games_keep_every_card_and_replay(self):
        for seed in range(20):
            rules = Rules(secret_cards=2, deck=(24, 32, 36, 52)[seed % 4], quick=seed % 3 == 0)
            game = Game.new(rules, 2 + seed % 2, seed=seed)
            rng = random.Random(seed)
            while not game.is_over:
                game.apply(rng.choice(game.legal_actions()))
                total = (sum(game.hand_size(p) for p in range(game.num_players))
                         + sum(game.secret_counts) + game.stack_count + len(game.discard)
                         + sum(1 + (d is not None) for _, d in game.table))
                assert total == rules.deck
            replays(game)


class TestNovice:
    """``next_leader="novice"``: the first attack of a game goes against a newcomer."""

    RULES = Rules(next_leader="novice")

    def test_the_seat_before_the_newcomer_leads_against_him(self):
        for seat in range(4):
            game = Game.new(self.RULES, 4, seed=seat, novice=seat)
            assert game.defender == seat and game.offender == (seat - 1) % 4
            again = Record.from_json(Record.of(game).to_json()).replay()
            assert again.defender == seat

    def test_partners_are_passed_over(self):
        rules = Rules(next_leader="novice", teams=2)
        game = Game.new(rules, 6, seed=3, novice=2)
        assert game.defender == 2 and rules.team_of(game.offender) != rules.team_of(2)  # type: ignore[arg-type]

    def test_the_next_game_goes_against_a_newcomer_or_else_the_lowest_trump(self):
        game = Game.new(self.RULES, 3, seed=5)
        rng = random.Random(5)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        assert game.next_leader() is None
        assert game.next_game(seed=6, novice=1).defender == 1
        assert game.next_game(seed=6).offender == Game.new(self.RULES, 3, seed=6).offender

    def test_refusals(self):
        with pytest.raises(ValueError, match="a novice leads only with next_leader='novice'"):
            Game.new(Rules(), 3, seed=1, novice=1)
        with pytest.raises(ValueError, match="give a leader or a novice, not both"):
            Game.new(self.RULES, 3, seed=1, novice=1, leader=0)
        with pytest.raises(ValueError, match="novice must be a seat 0..2"):
            Game.new(self.RULES, 3, seed=1, novice=3)
        with pytest.raises(ValueError, match="the game is not over"):
            Game.new(self.RULES, 3, seed=1).next_game(novice=1)


class TestForwardDirection:
    """``forward_direction="choose"``: a forward goes to the left or the right neighbour,
    never with a trump."""

    FOUR = "7S6C8C/7H8H9H/QCJCTC/KDQDJD KS - 0"   # spades are trumps; P1 defends

    def test_the_defender_may_pass_the_attack_either_way(self):
        game = pos(self.FOUR, forward_direction="choose")
        play(game, "P0 attack 7S")   # a trump attack: the 7♥ may forward it
        forwards = {a for a in legal(game, 1) if "forward" in a}
        assert forwards == {"P1 forward 7♥", "P1 forward 7♥ right"}
        events = play(game, "P1 forward 7H right")
        assert (game.offender, game.defender, game.co_offender) == (1, 0, 3)
        assert (events[0].offender, events[0].defender) == (1, 0)
        assert game.attackers == (1, 3)
        replays(game)

    def test_to_the_left_as_always(self):
        game = pos(self.FOUR, forward_direction="choose")
        play(game, "P0 attack 7S", "P1 forward 7H")
        assert (game.offender, game.defender, game.co_offender) == (1, 2, 3)

    def test_no_trump_is_laid_to_forward(self):
        game = pos("7H6C8C/7S8H9H/QCJCTC/KDQDJD KS - 0", forward_direction="choose")
        play(game, "P0 attack 7H")
        assert not any("forward" in a for a in legal(game, 1))
        refused(game, "P1 forward 7S", "no trump may be laid to forward: trumps can not be pushed")
        refused(game, "P1 forward 7S right",
                "no trump may be laid to forward: trumps can not be pushed")
        plain = pos("7H6C8C/7S8H9H/QCJCTC/KDQDJD KS - 0")
        play(plain, "P0 attack 7H")
        assert "P1 forward 7♠" in legal(plain, 1)

    def test_the_refill_ends_with_the_defender_on_the_right(self):
        game = pos("7S6C8C/7H8H9H/QC/KD KS 6D7D8D9D 0", forward_direction="choose",
                   hand_size=3)
        events = play(game, "P0 attack 7S", "P1 forward 7H right", "P0 take")
        # P1 (the offender) draws first, then the others clockwise, P0 (who took) last:
        # the stack runs out before him
        assert [(e.player, e.count) for e in events if e.kind == "drew"] == [
            (1, 1), (2, 2), (3, 2)]
        replays(game)

    def test_with_two_players_only_left(self):
        game = pos("7S6C8C/7H8H9H KS - 0", forward_direction="choose")
        play(game, "P0 attack 7S")
        assert {a for a in legal(game, 1) if "forward" in a} == {"P1 forward 7♥"}
        refused(game, "P1 forward 7H right", "P0 is the only opponent left: forward to the left")

    def test_without_the_rule_right_is_refused(self):
        game = pos(self.FOUR)
        play(game, "P0 attack 7S")
        refused(game, "P1 forward 7H right", "a forward goes to the left in these rules")

    def test_actions_read_and_write_the_direction(self):
        action = Action.parse("P1 forward 7H right")
        assert action.direction == "right" and str(action) == "P1 forward 7♥ right"
        assert Action.from_dict(action.to_dict()) is action
        assert Action.forward(1, "7H").direction == "left"
        assert "direction" not in Action.forward(1, "7H").to_dict()
        assert Action.take(1).direction is None

    def test_rules_refuse_what_cannot_go_together(self):
        with pytest.raises(ValueError, match="needs forwarding"):
            Rules(forward_direction="choose", forwarding=False)
        with pytest.raises(ValueError, match="forward_by_trump do not go together"):
            Rules(forward_direction="choose", forward_by_trump="round")
        with pytest.raises(ValueError, match="adding_order='clockwise' do not go together"):
            Rules(forward_direction="choose", adding_order="clockwise")
        with pytest.raises(ValueError, match="forward_direction must be 'left'"):
            Rules(forward_direction="right")

    def test_random_games_replay(self):
        for seed in range(30):
            rules = Rules(forward_direction="choose", reinforce=("neighbours", "all")[seed % 2],
                          teams=2 if seed % 5 == 0 else 0)
            game = Game.new(rules, 4 if rules.teams else 2 + seed % 5, seed=seed)
            rng = random.Random(seed)
            while not game.is_over:
                game.apply(rng.choice(game.legal_actions()))
            replays(game)



def test_a_draw_of_every_card_above_the_face_up_one_turns_the_key_card_up():
    # both hands empty, hand size 2: four cards drawn, the last of them the face-up K♥
    game = Game.from_deal(Rules(trump_change=True, hand_size=2),
                          [["6S"], ["9S"]], ["6C", "7C", "8C", "7S"], trump="KH")
    events = play(game, "P0 attack 6S", "P1 defend 9S>6S")
    assert [(e.player, e.count) for e in events if e.kind == "drew"] == [(0, 2), (1, 2)]
    assert kinds(events).count("trump_changed") == 1 and game.trump == Suit.SPADES
    assert game.stack_count == 1 and game.trump_card == Card.parse("7S")
