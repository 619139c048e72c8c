"""Cheating (``Rules.cheating``): cheats, catches right and wrong, views, records."""

from __future__ import annotations

import random

import pytest

from durak.engine import (
    Action,
    Card,
    CatchFailed,
    Caught,
    Game,
    IllegalAction,
    Record,
    RoundEnded,
    Rules,
    Suit,
    Took,
)
from durak.engine.cheating import CheatingGame

from .helpers import kinds, play, table_text

CHEATING = Rules(cheating=True)
STACK = ["AS", "AC", "AD", "KS", "KC", "QS", "QC", "JS", "JC"]


def three(**rules: object) -> Game:
    """P0 attacks P1, P2 is the co-offender; hearts are trumps."""
    return Game.from_deal(Rules(cheating=True, **rules),   # type: ignore[arg-type]
                          [["7S", "9C", "KD"], ["8S", "TC", "6D", "QH"], ["7C", "6S", "JH"]],
                          STACK, trump="9H", offender=0)


def test_the_switch_makes_a_cheating_game_and_is_off_by_default():
    assert Rules().cheating is False
    assert type(Game.new(Rules(), 3, seed=1)) is Game
    game = Game.new(CHEATING, 3, seed=1)
    assert isinstance(game, CheatingGame)
    assert isinstance(game.copy(), CheatingGame)
    with pytest.raises(ValueError, match="cheating must be true or false"):
        Rules(cheating=1)  # type: ignore[arg-type]
    assert Rules.from_dict({"deck": 36}).cheating is False   # records before the switch


def test_the_cheats_of_each_role_are_listed_apart_from_the_legal_actions():
    game = three()
    assert game.cheat_actions(0) == []    # a lead breaks no card rule
    play(game, "P0 attack 7S")
    assert [str(a) for a in game.cheat_actions(1)] == [
        "P1 defend 6♦>7♠", "P1 defend 10♣>7♠",
        "P1 forward 6♦", "P1 forward 8♠", "P1 forward 10♣", "P1 forward Q♥"]
    # the attackers' cards of ranks not on the table
    assert [str(a) for a in game.cheat_actions(0)] == ["P0 attack 9♣", "P0 attack K♦"]
    assert [str(a) for a in game.cheat_actions(2)] == ["P2 attack 6♠", "P2 attack J♥"]
    honest = set(game.legal_actions())
    for p in range(3):
        assert not honest & set(game.cheat_actions(p))
        assert game.view(p).cheat_actions == tuple(game.cheat_actions(p))


def test_a_cover_that_beats_nothing_lies_face_up_and_the_others_are_not_told():
    game = three()
    play(game, "P0 attack 7S")
    events = play(game, "P1 defend 6D>7S")
    assert kinds(events) == ["defended"]
    assert table_text(game) == "7S>6D"
    assert game.view(1).cheats == (game.table[0][1],)
    assert game.view(0).cheats == () and game.view(2).cheats == ()
    assert game.view(0).laid_by == (0,)
    assert [str(a) for a in game.view(0).catch_actions] == ["P0 catch 6♦"]
    assert [str(a) for a in game.view(2).catch_actions] == ["P2 catch 7♠", "P2 catch 6♦"]


def test_a_caught_cover_is_the_defenders_take():
    game = three()
    play(game, "P0 attack 7S", "P1 defend 6D>7S")
    events = play(game, "P2 catch 6D")
    assert events[0] == Caught(2, 1, Card.parse("6D"), None)
    assert events[1] == Took(1, [Card.parse("7S").index])
    assert events[2] == RoundEnded(True, 1)
    assert {"6♦", "7♠"} <= {str(c) for c in game.hand(1)}
    assert {"6♦", "7♠"} <= {str(c) for c in game.known(1)}
    assert game.offender == 2        # the player after the taker leads
    (record,) = game.cheat_log
    assert (record.player, str(record.card), record.kind, record.outcome, record.caught_by) == (
        1, "6♦", "defend", "caught", 2)


def test_a_caught_add_goes_back_with_its_cover_and_the_cheater_takes_the_table():
    game = three()
    play(game, "P0 attack 7S", "P1 defend 8S>7S", "P0 attack 9C", "P1 defend TC>9C")
    events = play(game, "P2 catch 9C")
    assert kinds(events)[:3] == ["caught", "took", "round_ended"]
    caught, took, ended = events[:3]
    assert (str(caught.card), str(caught.cover), caught.cheater) == ("9♣", "10♣", 0)
    assert took.player == 0 and {str(c) for c in took.cards} == {"7♠", "8♠"}
    assert ended == RoundEnded(False, 1, ())
    assert {"9♣", "7♠", "8♠"} <= {str(c) for c in game.hand(0)}
    assert "10♣" in {str(c) for c in game.hand(1)}
    assert game.offender == 1        # beaten for the defender, who leads next
    held = sum(game.hand_size(p) for p in range(3))
    assert held + game.stack_count == 10 + len(STACK) + 1   # (and the face-up 9♥)


def test_a_caught_forward_is_the_forwarders_take():
    game = three()
    play(game, "P0 attack 7S", "P1 forward TC")
    assert (game.offender, game.defender) == (1, 2)
    events = play(game, "P0 catch TC")
    assert kinds(events)[:3] == ["caught", "took", "round_ended"]
    assert events[2] == RoundEnded(True, 1)
    assert {"10♣", "7♠"} <= {str(c) for c in game.hand(1)}
    assert game.offender == 2
    assert game.cheat_log[0].kind == "forward"


def test_a_wrong_catch_bars_the_accuser_for_the_round_and_changes_nothing_else():
    game = three()
    play(game, "P0 attack 7S", "P1 defend 8S>7S")
    before = (game.table, [game.hand(p) for p in range(3)])
    assert game.why_illegal(Action.parse("P2 catch 8S")) is None   # it may be tried
    events = play(game, "P2 catch 8S")
    assert events == [CatchFailed(2, Action.parse("P2 catch 8S").card)]
    assert (game.table, [game.hand(p) for p in range(3)]) == before
    assert game.view(0).barred == (2,) and game.catch_actions(2) == []
    with pytest.raises(IllegalAction, match="P2 named a card that broke no rule"):
        play(game, "P2 catch 7S")
    assert game.catch_actions(0) == [Action.parse("P0 catch 8S")]   # the others still may
    play(game, "P0 done", "P2 done")                       # a new round lifts the bar
    play(game, "P1 attack 6D")
    assert game.view(0).barred == () and game.catch_actions(2) == [Action.parse("P2 catch 6D")]


def test_catches_that_cannot_be_made_are_refused_with_a_reason():
    game = three()
    with pytest.raises(IllegalAction, match="no card on the table"):
        play(game, "P1 catch 7S")
    play(game, "P0 attack 7S")
    with pytest.raises(IllegalAction, match="P0 laid 7♠ himself"):
        play(game, "P0 catch 7S")
    with pytest.raises(IllegalAction, match="9♣ is not on the table"):
        play(game, "P1 catch 9C")
    honest = Game.from_deal(Rules(), [["7S"], ["8S"]], [], trump=Suit.HEARTS)
    with pytest.raises(IllegalAction, match="cheating is off in these rules"):
        honest.apply(Action.parse("P1 catch 7S"))
    assert honest.cheat_actions(1) == [] and honest.catch_actions(1) == []


def test_a_cheat_nobody_catches_stands_when_the_round_ends():
    game = three()
    play(game, "P0 attack 7S", "P1 defend 6D>7S", "P0 done", "P2 done")
    assert game.round_index == 1 and "6♦" in {str(c) for c in game.discard}
    (record,) = game.cheat_log
    assert record.outcome == "stood" and record.watchers == (0, 2)
    with pytest.raises(IllegalAction):
        play(game, "P0 catch 6D")


def test_a_cheat_cover_taken_back_is_undone():
    game = three()
    play(game, "P0 attack 7S", "P1 defend 6D>7S", "P1 retract 6D")
    assert game.view(1).cheats == ()
    assert game.cheat_log[0].outcome == "undone"
    with pytest.raises(IllegalAction, match="is not on the table"):
        play(game, "P0 catch 6D")


def test_a_cheat_is_never_out_of_turn_role_or_limits():
    game = three(attack_limit=2)
    play(game, "P0 attack 7S")
    with pytest.raises(IllegalAction, match="only the defender"):
        play(game, "P0 defend 9C>7S")
    with pytest.raises(IllegalAction, match="does not hold"):
        play(game, "P1 defend 7C>7S")
    with pytest.raises(IllegalAction, match="one at a time"):
        play(game, "P0 attack 9C KD")
    play(game, "P0 attack 9C")        # a cheat: the second of two cards allowed
    with pytest.raises(IllegalAction, match="at most 2 attack cards"):
        play(game, "P2 attack 6S")
    game = three()
    play(game, "P0 attack 7S", "P1 defend 8S>7S", "P2 done")
    with pytest.raises(IllegalAction, match="P2 said done"):   # not "does not match"
        play(game, "P2 attack 6S")


def test_actions_and_records_carry_catches():
    action = Action.catch(1, "6H")
    assert str(action) == "P1 catch 6♥" and Action.parse("P1 catch 6♥") is action
    assert Action.from_dict(action.to_dict()) is action
    game = three()
    play(game, "P0 attack 7S", "P1 defend 8S>7S", "P2 catch 8S", "P0 attack 9C", "P1 catch 9C")
    record = Record.from_json(Record.of(game).to_json())
    again = record.replay()
    assert again.view(0) == game.view(0) and again.cheat_log == game.cheat_log


def random_cheating_game(seed: int, players: int = 3, rules: Rules = CHEATING) -> Game:
    """A seeded random game in which every fifth move is a cheat or a catch if any."""
    rng = random.Random(seed)
    game = Game.new(rules, players, seed=seed)
    while not game.is_over:
        extra = [a for p in range(players) for a in game.cheat_actions(p) + game.catch_actions(p)]
        options = extra if extra and rng.random() < 0.2 else game.legal_actions()
        game.apply(rng.choice(options))
    return game


def test_random_cheating_games_keep_the_cards_and_replay():
    outcomes = set()
    for seed in range(30):
        game = random_cheating_game(seed, 2 + seed % 5)
        outcomes |= {record.outcome for record in game.cheat_log}
        replayed = Record.of(game).replay()
        assert replayed.view(0) == game.view(0) and replayed.cheat_log == game.cheat_log
    assert {"caught", "stood"} <= outcomes


def test_the_window_and_the_clock_run_as_always_around_cheats_and_catches():
    game = three()
    play(game, "P0 attack 7S", "P1 defend 6D>7S")
    assert game.window_open
    play(game, "P0 done", "P2 catch 7S")                              # a wrong catch
    assert game.passed == (0,) and game.window_open                   # nothing else changed
    play(game, "timeout")
    assert game.cheat_log[0].outcome == "stood" and game.cheat_log[0].watchers == (0,)


def test_a_cheat_that_ends_the_round_at_once_stands_at_once():
    game = Game.from_deal(CHEATING, [["7S", "9C"], ["6D"]], ["AS", "AC", "AD"], trump="9H")
    events = play(game, "P0 attack 7S", "P1 defend 6D>7S")   # his last card: nobody may add
    assert kinds(events)[:3] == ["attacked", "defended", "round_ended"]
    assert game.cheat_log[0].outcome == "stood" and game.catch_actions(0) == []


def test_the_line_between_a_cover_and_a_cheat_follows_the_card_order():
    covers = {}
    for house in ({}, {"cross_rule": True}):
        game = three(**house)
        play(game, "P0 attack 9C")
        covers[bool(house)] = ({str(a) for a in game.legal_actions(1) if a.kind.value == "defend"},
                               {str(a) for a in game.cheat_actions(1) if a.kind.value == "defend"})
    assert covers[False] == ({"P1 defend 10♣>9♣", "P1 defend Q♥>9♣"},
                             {"P1 defend 6♦>9♣", "P1 defend 8♠>9♣"})
    # with the cross rule a trump does not beat a club: laid on one, it is a cheat
    assert covers[True] == ({"P1 defend 10♣>9♣"},
                            {"P1 defend 6♦>9♣", "P1 defend 8♠>9♣", "P1 defend Q♥>9♣"})
    game = three(cross_rule=True)
    play(game, "P0 attack 9C", "P1 defend QH>9C")
    events = play(game, "P2 catch QH")
    assert events[0] == Caught(2, 1, Card.parse("QH"), None)


def test_a_cheat_forward_goes_either_way_with_forward_direction_choose():
    game = three(forward_direction="choose")
    play(game, "P0 attack 7S")
    forwards = [str(a) for a in game.cheat_actions(1) if a.kind.value == "forward"]
    assert forwards == ["P1 forward 6♦", "P1 forward 8♠", "P1 forward 10♣",   # no trump
                        "P1 forward 6♦ right", "P1 forward 8♠ right", "P1 forward 10♣ right"]
    play(game, "P1 forward 6D right")
    assert (game.offender, game.defender) == (1, 0)
    events = play(game, "P2 catch 6D")
    assert events[0] == Caught(2, 1, Card.parse("6D"), None)
    assert isinstance(events[1], Took) and events[1].player == 1   # the cheater takes
    assert game.cheat_log[0].kind == "forward" and game.cheat_log[0].outcome == "caught"
