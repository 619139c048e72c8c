"""Teams, series (who leads the next game) and epaulettes, from fixed positions."""

import pytest

from durak.engine import Epaulettes, Game, GameOver, Record, Rules

from .helpers import kinds, legal, play, pos
from .test_variants import refused

# 2 vs 2: seats 0 and 2 against 1 and 3.  P1 goes out first.
NEIGHBOURS = "7SAD/9S/8H8D/7H6D C - 0"
ADDING = "7SAD/9SKS/8H8D/7H6D C - 0"


class TestTeams:
    def test_partners_sit_alternately(self):
        rules = Rules(teams=2)
        assert [rules.team_of(p) for p in range(6)] == [0, 1, 0, 1, 0, 1]
        assert [Rules(teams=3).team_of(p) for p in range(6)] == [0, 1, 2, 0, 1, 2]
        assert rules.partners(0, 2) and not rules.partners(0, 1) and not rules.partners(0, 0)
        game = Game.new(rules, 4, seed=1)
        assert game.view(1).partners(1) == (3,)
        assert Game.new(Rules(), 4, seed=1).view(1).partners(1) == ()

    def test_a_partner_never_adds_against_his_partner(self):
        game = pos(ADDING, teams=2)
        play(game, "P0 attack 7S", "P1 defend 9S>7S")
        assert game.attackers == (0, 2)
        assert legal(game, 3) == set()
        refused(game, "P3 attack 7H", "P3 may not add cards against his partner P1")

    def test_with_everyone_adding_the_defenders_partner_still_may_not(self):
        game = pos(ADDING, teams=2, reinforce="all")
        play(game, "P0 attack 7S")
        assert game.attackers == (0, 2)
        refused(game, "P3 attack 7H", "P3 may not add cards against his partner P1")

    def test_when_partners_become_neighbours_the_attack_passes_to_the_next_opponent(self):
        game = pos(NEIGHBOURS, teams=2)
        play(game, "P0 attack 7S", "P1 defend 9S>7S")   # P1 has covered with his last card
        assert game.is_out(1)
        assert (game.offender, game.defender, game.co_offender) == (2, 3, 0)
        play(game, "P2 attack 8H", "P3 take")
        # P0 leads; his left neighbour P2 is his partner: he attacks P3, and nobody adds.
        assert (game.offender, game.defender, game.co_offender) == (0, 3, None)
        assert game.attackers == (0,)

    def test_a_forward_skips_the_forwarders_partner(self):
        game = pos("7SAD/9S/8H8D/7H7D6D C - 2", teams=2)
        play(game, "P2 attack 8H", "P3 take")  # P0 leads against P1, who is not out yet
        game = pos("7SAD/9S/8H7C/7H7D6D C - 2", teams=2)
        play(game, "P2 attack 7C")
        assert "P3 forward 7♥" in legal(game, 3)
        play(game, "P3 forward 7H")
        assert (game.offender, game.defender) == (3, 0)

    def test_without_teams_the_roles_are_the_usual_ones(self):
        game = pos(ADDING)
        play(game, "P0 attack 7S")
        assert game.attackers == (0, 2) and game.defender == 1
        assert "P3 attack 7♥" not in legal(game, 3)
        game = pos(ADDING, reinforce="all")
        play(game, "P0 attack 7S")
        assert game.attackers == (0, 2, 3)

    def test_a_team_loses_when_its_player_is_left_holding_cards(self):
        game = pos("7S/9SKD/8H/6D C - 0", teams=2)
        play(game, "P0 attack 7S", "P1 defend 9S>7S", "P2 done")
        assert game.winners == (0,) and not game.is_over
        play(game, "P1 attack KD", "P2 take", "P3 attack 6D", "P2 defend KD>6D")
        assert game.is_over and game.winners == (0, 1, 3) and game.durak == 2
        # P0 went out first, yet his team loses with P2.
        assert game.rules.team_of(game.durak) == game.rules.team_of(0)

    def test_the_game_ends_when_only_partners_hold_cards(self):
        game = pos("7S7D/9S/8H8CAC/9H C - 0", teams=2)
        play(game, "P0 attack 7S", "P1 defend 9S>7S")
        assert game.winners == (1,) and not game.is_over
        play(game, "P2 attack 8H", "P3 defend 9H>8H")
        # P0 and P2 hold cards, but they are partners: their team loses, P2 holding more.
        assert game.is_over and game.winners == (1, 3) and game.durak == 2
        assert not game.is_out(0)

    def test_team_first_out_a_team_wins_with_its_first_player_out(self):
        game = pos("7S/9SKD/8H/6D C - 0", teams=2, team_first_out=True)
        events = play(game, "P0 attack 7S", "P1 defend 9S>7S", "P2 done")
        assert game.is_over and game.winners == (0,)
        assert game.durak == 1   # the losers tie on one card each: the lower seat
        assert kinds(events)[-1] == "game_over"
        assert game.legal_actions() == []

    def test_three_teams_of_two(self):
        game = Game.new(Rules(teams=3), 6, seed=4)
        off = game.offender
        assert not game.rules.partners(off, game.defender)
        assert game.co_offender is not None
        assert not game.rules.partners(game.co_offender, game.defender)

    @pytest.mark.parametrize(("teams", "players", "reason"), [
        (2, 3, "2 teams of partners need 4 or 6 players, not 3"),
        (2, 2, "2 teams of partners need 4 or 6 players, not 2"),
        (3, 4, "3 teams of partners need 6 players, not 4"),
    ])
    def test_teams_need_full_teams(self, teams, players, reason):
        with pytest.raises(ValueError, match=reason):
            Game.new(Rules(teams=teams), players)

    def test_bad_team_rules_are_refused(self):
        with pytest.raises(ValueError, match="teams must be 0"):
            Rules(teams=4)
        with pytest.raises(ValueError, match="team_first_out needs teams"):
            Rules(team_first_out=True)
        assert Rules(teams=2).player_counts() == (4, 6)
        assert Rules(teams=3).player_counts() == (6,)
        assert Rules(teams=3, deck=24).player_counts() == ()
        assert Rules().player_counts() == (2, 3, 4, 5, 6)


class TestEpaulettes:
    def test_a_final_attack_of_sixes_taken_by_the_durak(self):
        game = pos("6S6H/7D8D C - 0", epaulettes="sixes")
        assert game.epaulette_rank == 6
        events = play(game, "P0 attack 6S 6H", "P1 take")
        assert game.is_over and game.durak == 1 and game.epaulettes == 6
        assert events[-2:] == [Epaulettes(1, 6), GameOver((0,), 1)]
        assert game.view(0).epaulettes == 6

    def test_one_six_is_enough(self):
        game = pos("6S/7D8D C - 0", epaulettes="sixes")
        play(game, "P0 attack 6S", "P1 take")
        assert game.epaulettes == 6

    def test_any_other_card_in_the_last_attack_spoils_them(self):
        game = pos("6S9H/7D8D9S C - 0", epaulettes="sixes")
        play(game, "P0 attack 6S", "P1 defend 9S>6S", "P0 attack 9H", "P1 take")
        assert game.is_over and game.durak == 1 and game.epaulettes is None

    def test_a_durak_who_beat_the_last_attack_has_none(self):
        game = pos("6S/7S8D C - 0", epaulettes="sixes")
        play(game, "P0 attack 6S", "P1 defend 7S>6S")
        assert game.is_over and game.durak == 1 and game.epaulettes is None

    def test_off_by_default(self):
        game = pos("6S6H/7D8D C - 0")
        events = play(game, "P0 attack 6S 6H", "P1 take")
        assert game.epaulettes is None and game.epaulette_rank is None
        assert "epaulettes" not in kinds(events)

    def test_the_ladder_asks_for_a_seven_after_sixes(self):
        rules = Rules(epaulettes="ladder")
        game = pos("6S6H/7D8D C - 0", epaulettes="ladder")
        play(game, "P0 attack 6S 6H", "P1 take")
        assert game.next_epaulette_rank() == 7
        assert Game.new(rules, 2, seed=1).epaulette_rank == 6
        nxt = Game.new(rules, 2, seed=1, epaulette_rank=7)
        assert nxt.epaulette_rank == 7
        assert Record.from_json(Record.of(nxt).to_json()).epaulette_rank == 7
        sixes = pos("6S6H/7D8D C - 0", epaulettes="sixes")
        play(sixes, "P0 attack 6S 6H", "P1 take")
        assert sixes.next_epaulette_rank() == 6

    def test_a_deck_without_sixes_starts_at_its_lowest_rank(self):
        assert Rules(deck=24).epaulette_start == 9 and Rules(deck=52).epaulette_start == 6
        with pytest.raises(ValueError, match="epaulette_rank must be a rank from 6 to 14"):
            Game.new(Rules(epaulettes="ladder"), 2, seed=1, epaulette_rank=5)
        with pytest.raises(ValueError, match="epaulettes must be 'off'"):
            Rules(epaulettes="yes")


class TestSeries:
    def finished(self, **rules: object) -> Game:
        game = pos("7S/9S8D/KDQH C - 0", **rules)   # P0 out first, P2 left: durak
        play(game, "P0 attack 7S", "P1 defend 9S>7S", "P2 done", "P1 attack 8D",
             "P2 defend KD>8D")
        assert game.is_over and game.winners == (0, 1) and game.durak == 2
        return game

    @pytest.mark.parametrize(("mode", "leader"), [
        ("lowest_trump", None), ("durak", 2), ("after_durak", 0), ("winner", 0)])
    def test_who_leads_the_next_game(self, mode, leader):
        game = self.finished(next_leader=mode)
        assert game.next_leader() == leader
        nxt = game.next_game(seed=5)
        assert nxt.leader == leader and nxt.round_index == 0 and not nxt.history
        if leader is not None:
            assert nxt.offender == leader
        else:
            assert nxt.offender == Game.new(game.rules, 3, seed=5).offender

    def test_the_leader_is_recorded_and_replayed(self):
        game = Game.new(Rules(next_leader="durak"), 3, seed=9, leader=2)
        assert game.offender == 2
        text = Record.of(game).to_json()
        assert '"leader": 2' in text
        assert Record.from_json(text).replay().offender == 2
        assert '"leader"' not in Record.of(Game.new(Rules(), 3, seed=9)).to_json()

    def test_a_running_game_has_no_next_leader(self):
        game = Game.new(Rules(), 3, seed=9)
        with pytest.raises(ValueError, match="the game is not over"):
            game.next_leader()

    def test_bad_leaders_are_refused(self):
        with pytest.raises(ValueError, match="leader must be a seat 0..2"):
            Game.new(Rules(), 3, seed=1, leader=3)
        with pytest.raises(ValueError, match="next_leader must be"):
            Rules(next_leader="loser")
        record = Record.of(Game.new(Rules(), 3, seed=1)).to_dict()
        record["leader"] = 7
        with pytest.raises(ValueError, match="the record's leader must be a seat"):
            Record.from_dict(record)
