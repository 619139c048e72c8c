"""Bots: legal play everywhere, honest world sampling, the search's pieces, the arena."""

from __future__ import annotations

import json
import random

import pytest

from durak.ai import LEVELS, hard, make_bot
from durak.ai.arena import play_game, run_arena, seat_names, wilson
from durak.ai.base import may_forfeit
from durak.ai.cli import main as arena_main
from durak.ai.endgame import EndgameSolver, Exhausted, known_world
from durak.ai.hard import HardBot
from durak.ai.search import decision, ismcts, my_turn, stay
from durak.ai.worlds import sample_world
from durak.engine import (
    PRESETS,
    Action,
    ActionKind,
    Card,
    Drew,
    Forfeited,
    Game,
    RoundEnded,
    Rules,
    parse_position,
)

VARIANTS = [
    Rules(),
    Rules(forwarding=False, deck=52, attack_limit=6),
    Rules(reinforce="all", throw_in_after_take=True, deck=32, trump_exchange=True),
    Rules(reinforce="all", adding_order="clockwise", take_when_beaten=True, redeal=True,
          redeal_colour=True),
    Rules(deck=24, first_bout_limit=5, first_offender="random", hand_size=4,
          trump_exchange=True),
    Rules(forward_same_count=True, add_after_cover=True, take_when_beaten=True,
          throw_in_after_take=True, throw_in_unlimited=True, attack_limit=6, redeal=True),
    Rules(forward_by_trump="round", reinforce="all", throw_in_after_take=True),
    Rules(forward_by_trump="game", deck=52, forward_same_count=True),
]
# Teams (their tables seat 4 or 6), with the series' and epaulettes' switches.
TEAMS = [
    Rules(teams=2, reinforce="all", throw_in_after_take=True, epaulettes="sixes"),
    Rules(teams=3, team_first_out=True, next_leader="durak"),
    Rules(teams=2, team_first_out=True, adding_order="clockwise", forwarding=False),
]


@pytest.mark.parametrize("level", ["random", "original", "normal"])
def test_bots_play_team_games_legally(level):
    for index in range(6):
        rules = TEAMS[index % len(TEAMS)]
        players = rules.player_counts()[index % len(rules.player_counts())]
        result = play_game([level] * players, rules, seed=index)
        losers = [seat for seat in result.seats if seat.team_lost]
        assert len(losers) in (0, players // rules.teams)   # a draw, or one whole team


def test_hard_plays_team_games_legally(monkeypatch):
    monkeypatch.setattr(hard, "ENDGAME_NODES", 20_000)
    for index, rules in enumerate(TEAMS[:2]):
        players = rules.player_counts()[-1]
        names = ["hard", "normal"] * (players // 2)
        result = play_game(names, rules, seed=index, budget=60.0, max_iterations=20)
        assert result.seats[0].decisions > 0 and result.seats[0].iterations > 0


@pytest.mark.parametrize("level", ["random", "original", "normal"])
def test_bots_play_only_legal_actions(level):
    """play_game applies every bot action through the engine: an illegal one raises."""
    rng = random.Random(level)
    for index in range(60):
        rules = VARIANTS[index % len(VARIANTS)]
        players = 2 + index % (rules.max_players() - 1)
        others = [rng.choice(["random", "original", "normal"]) for _ in range(players - 1)]
        result = play_game([level, *others], rules, seed=index)
        assert result.seats[0].decisions > 0, "the level under test never had to decide"
        assert sum(seat.durak for seat in result.seats) <= 1


def test_hard_plays_legal_actions_in_every_variant(monkeypatch):
    monkeypatch.setattr(hard, "ENDGAME_NODES", 20_000)   # node limits keep it quick
    for index, rules in enumerate(VARIANTS):
        players = 2 + index % 3
        names = ["hard"] + ["normal"] * (players - 1)
        # The iteration cap, not the clock, ends each search: the same game on any machine.
        result = play_game(names, rules, seed=index, budget=60.0, max_iterations=30)
        assert len(result.seats) == players and result.seats[0].decisions > 0
        assert result.seats[0].iterations > 0


def mid_game_views(count: int) -> list:
    rng = random.Random(5)
    views = []
    for seed in range(count):
        rules = VARIANTS[seed % len(VARIANTS)]
        game = Game.new(rules, 2 + seed % 3, seed=seed)
        for _ in range(rng.randrange(0, 80)):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        if not game.is_over:
            views.append(game.view(rng.randrange(game.num_players)))
    return views


def test_sampled_worlds_honour_known_cards_and_hand_sizes():
    rng = random.Random(1)
    checked = 0
    for view in mid_game_views(120):
        for _ in range(3):
            hands, stack = sample_world(view, rng)
            for seat, hand in enumerate(hands):
                assert len(hand) == view.hand_sizes[seat]
                assert set(view.known[seat]) <= set(hand)
            assert hands[view.player] == list(view.hand)
            face_up = 1 if view.trump_card is not None and view.stack_count else 0
            assert len(stack) + face_up == view.stack_count
            world = Game.from_view(view, hands, stack)          # checked: raises if off
            assert world.view(view.player) == view
            checked += 1
    assert checked > 200


def test_a_world_that_breaks_the_view_is_refused():
    game = parse_position("7S9H/9SAS6D/QCKC KH 6C 0")
    game.apply(Action.parse("P0 attack 7S"))
    game.apply(Action.parse("P1 take"))
    view = game.view(2)
    hands = [list(game.hand(0)), list(game.hand(1)), list(game.hand(2))]
    bad = [hands[0], [c for c in hands[1] if c.code != "7S"] + [hands[0][0]], hands[2]]
    with pytest.raises(ValueError):
        Game.from_view(view, bad, [])
    nine, seven = hands[0][0], next(c for c in hands[1] if c.code == "7S")
    swapped = [[seven, *hands[0][1:]], [c for c in hands[1] if c is not seven] + [nine],
               hands[2]]
    with pytest.raises(ValueError, match="P1 is known to hold 7♠"):
        Game.from_view(view, swapped, [])


def test_known_world_is_exact_once_nothing_is_hidden():
    game = parse_position("7S8D/9SAS6D KH - 0")
    game.apply(Action.parse("P0 attack 7S"))
    game.apply(Action.parse("P1 defend 9S>7S"))
    game.apply(Action.parse("P0 done"))   # P0 draws the face-up K♥: the stack is empty
    view = game.view(1)
    world = known_world(view)
    assert [world.hand(p) for p in range(2)] == [game.hand(p) for p in range(2)]


def test_endgame_solver_finds_the_forced_win():
    # P0 to lead with 6H and AS against 7H: leading AS (unbeatable) first wins.
    game = parse_position("6HAS/7H S - 0")
    solver = EndgameSolver()
    action, value = solver.best(game, 0)
    assert action == Action.attack(0, "AS") and value == 1.0


# Taking gives cards back, so lines of play repeat in this endgame.
REPEATING = "9CQDKDAH/9H9DACQH S - 0"


def test_endgame_solver_settles_an_endgame_whose_lines_repeat():
    # A repetition counts as a draw instead of being searched again: the search ends,
    # well within its nodes, and finds P0's win (Q♦ cannot be beaten: P1 must take).
    solver = EndgameSolver(node_limit=30_000, max_depth=1_000)
    action, value = solver.best(parse_position(REPEATING), 0)
    assert (action, value) == (Action.attack(0, "QD"), 1.0)
    assert solver.nodes < 30_000 and solver.line == set()


@pytest.mark.parametrize(("limits", "nodes"), [
    ({"node_limit": 1_000}, 1_001),                       # out of nodes
    ({"node_limit": 30_000, "max_depth": 50}, None),      # a line too long: gives up early
])
def test_endgame_solver_gives_up_cleanly(limits, nodes):
    solver = EndgameSolver(**limits)
    with pytest.raises(Exhausted):
        solver.best(parse_position(REPEATING), 0)
    assert solver.line == set()                           # ready for another search
    assert solver.nodes == nodes if nodes is not None else solver.nodes < 30_000


def test_endgame_solver_plays_the_winning_lead():
    action, value = EndgameSolver().best(parse_position("9CKD/9HAC S - 0"), 0)
    assert (action, value) == (Action.attack(0, "KD"), 1.0)


def test_ismcts_returns_a_legal_action_of_its_own():
    view = Game.new(Rules(), 3, seed=4).view(Game.new(Rules(), 3, seed=4).offender)
    result = ismcts(view, budget=10, rng=random.Random(1), max_iterations=200)
    assert result.action in view.legal_actions and result.iterations == 200


@pytest.mark.parametrize("level", ["original", "normal"])
def test_the_rules_of_thumb_exchange_the_lowest_trump_before_leading(level):
    game = Game.new(Rules(trump_exchange=True), 3, seed=4)   # P0 holds 6♥, 7♥ is face up
    bot = make_bot(level, seed=1)
    bot.reset(0)
    assert bot.act(game.view(0)) == Action.exchange(0, "6H")


@pytest.mark.parametrize("level", ["original", "normal", "hard"])
def test_a_hand_weak_in_trumps_asks_for_a_redeal_a_strong_one_plays(level):
    weak = parse_position("7S8D9C/6H8H9HJHAH KS 6C7CTC 0", Rules(redeal=True))
    bot = make_bot(level, seed=1, max_iterations=20)
    bot.reset(1)
    assert bot.act(weak.view(1)) == Action.redeal(1)
    strong = parse_position("7S8D9C/6S8S9SJSAS KS 6C7CTC 0", Rules(redeal=True))
    bot.reset(1)
    assert bot.act(strong.view(1)) is None      # not his lead: he waits for the offender


# P1 defends against 7♠ holding 7♦, the trump of that rank (diamonds are trumps).
SHOWING = "7S9C/7D7H8S9S/JCQCAC KD 6C6S8C8H 0"


@pytest.mark.parametrize("level", ["original", "normal"])
def test_the_rules_of_thumb_show_the_trump_rather_than_lay_a_card(level):
    game = parse_position(SHOWING, Rules(forward_by_trump="round"))
    game.apply(Action.parse("P0 attack 7S"))
    bot = make_bot(level, seed=1)
    bot.reset(1)
    assert bot.act(game.view(1)) == Action.show(1, "7D")
    plain = parse_position(SHOWING, Rules())
    plain.apply(Action.parse("P0 attack 7S"))
    bot.reset(1)
    assert bot.act(plain.view(1)) != Action.show(1, "7D")


def test_ismcts_weighs_a_show_like_any_action():
    game = parse_position(SHOWING, Rules(forward_by_trump="round"))
    game.apply(Action.parse("P0 attack 7S"))
    view = game.view(1)
    result = ismcts(view, budget=10, rng=random.Random(1), max_iterations=300)
    assert result.visits[Action.show(1, "7D")] > 0
    assert result.action in view.legal_actions


def test_ismcts_weighs_the_trump_exchange_like_any_action():
    view = Game.new(Rules(trump_exchange=True), 3, seed=4).view(0)
    result = ismcts(view, budget=10, rng=random.Random(1), max_iterations=300)
    assert result.visits[Action.exchange(0, "6H")] > 0
    assert result.action in view.legal_actions


def test_my_turn_follows_the_canonical_order():
    game = parse_position("7S8D/9SAS6D KH 6C 0")
    assert my_turn(game.view(1)) == []           # the offender leads first
    game.apply(Action.parse("P0 attack 7S"))
    assert my_turn(game.view(0)) == []           # attackers wait while cards are uncovered
    assert set(my_turn(game.view(1))) == {Action.parse("P1 defend 9S>7S"),
                                          Action.parse("P1 defend AS>7S"),
                                          Action.parse("P1 take")}


def test_hard_bot_counts_its_search():
    game = Game.new(Rules(), 2, seed=3)
    bot = HardBot(seed=1, budget=60.0, max_iterations=40)   # the cap, not the clock, stops it
    bot.reset(game.offender)
    first = bot.act(game.view(game.offender))
    assert first in game.legal_actions()
    iterations, seconds = bot.search_stats()
    assert iterations == 20 and seconds > 0                 # half the cap at the opening
    bot.act(game.view(game.offender))
    assert bot.search_stats()[0] == 40                      # counts add up over decisions
    again = HardBot(seed=1, budget=60.0, max_iterations=40)
    again.reset(game.offender)
    assert again.act(game.view(game.offender)) == first     # same seed, same decision


def test_arena_rotates_seats_and_counts():
    assert seat_names(["a", "b"], 2, 0) == ["a", "b"]
    assert seat_names(["a", "b"], 2, 1) == ["b", "a"]
    assert seat_names(["a", "b", "c"], 4, 1) == ["b", "c", "a", "a"]
    stats = run_arena(["original", "random"], 20, Rules(), 2, seed=3)
    assert [s.games for s in stats] == [20, 20]
    assert sum(s.duraks for s in stats) <= 20


def test_wilson_interval():
    lo, hi = wilson(40, 100)
    assert 0.30 < lo < 0.40 < hi < 0.50
    assert wilson(0, 0) == (0.0, 1.0)


def test_arena_command_json(capsys):
    assert arena_main(["random", "original", "--games", "12", "--seed", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    names = [bot["name"] for bot in data["bots"]]
    assert names == ["random", "original"]
    for bot in data["bots"]:
        assert bot["games"] == 12
        assert set(bot) >= {"name", "games", "durak_rate", "durak_ci", "first_out_rate",
                            "mean_place", "mean_decision_s", "max_decision_s"}
        assert bot["durak_ci"][0] <= bot["durak_rate"] <= bot["durak_ci"][1]


def test_arena_command_plays_a_preset_or_json_rules(capsys):
    assert arena_main(["original", "normal", "--games", "4", "--json", "--rules",
                       "podkidnoy for 52 cards"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert Rules.from_dict(data["rules"]) == PRESETS["Podkidnoy for 52 cards"]
    assert data["deck"] == 52 and data["bots"][0]["games"] == 4
    options = '{"add_after_cover": true, "forward_same_count": true, "deck": 24}'
    assert arena_main(["original", "normal", "--games", "4", "--rules", options,
                       "--forwarding", "off"]) == 0
    out = capsys.readouterr().out
    assert "24 cards" in out
    assert "rules: forwarding=false, forward_same_count=true, add_after_cover=true" in out
    assert arena_main(["original", "normal", "--games", "4", "--json", "--rules",
                       '{"forward_by_trump": "game"}']) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rules"]["forward_by_trump"] == "game"


def test_arena_command_seats_teams_of_one_level_and_counts_team_losses(capsys):
    assert arena_main(["normal", "original", "--games", "4", "--rules", "Teams 2 vs 2"]) == 0
    out = capsys.readouterr().out
    assert "4 games, 4 players" in out and "team lost" in out and "teams=2" in out
    assert arena_main(["normal", "original", "--games", "4", "--json", "--rules",
                       '{"teams": 3}']) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"] == 6
    for bot in data["bots"]:   # two teams of 2 lose a game each time, one player each
        assert bot["team_loss_rate"] >= bot["durak_rate"]


def test_arena_command_table(capsys):
    assert arena_main(["normal", "original", "random", "--games", "6", "--players", "3"]) == 0
    out = capsys.readouterr().out
    assert "normal" in out and "durak" in out and "95% CI" in out


@pytest.mark.parametrize(("args", "message"), [
    (["godlike"], "unknown bot level"),
    (["random", "--games", "0"], "--games must be at least 1"),
    (["random", "--budget", "-1"], "--budget must be"),
    (["random", "--players", "6", "--deck", "24"], "6 players need 36 cards"),
    (["random", "--rules", "Kitchen table"], "--rules: no preset is called 'Kitchen table'"),
    (["random", "--rules", '{"deck": 33}'], "--rules: deck must be 24, 32, 36 or 52 cards"),
    (["random", "--rules", '{"forwarding": 1}'], "forwarding must be true or false"),
    (["random", "--rules", '{"speed": 1}'], "unknown rule option(s): 'speed'"),
    (["random", "--rules", "{not json"], "--rules: not valid JSON"),
    (["random", "--players", "3", "--rules", "Teams 2 vs 2"],
     "2 teams of partners need 4 or 6 players, not 3"),
    (["random", "--rules", '{"throw_in_unlimited": true}'], "needs throw_in_after_take"),
    (["random", "--rules", '{"forward_by_trump": "round"}', "--forwarding", "off"],
     "--forwarding: forward_by_trump needs forwarding"),
    (["random", "random", "random", "random", "random", "--rules", "Podkidnoy for 52 cards",
      "--deck", "24"], "5 players need 30 cards"),
])
def test_arena_command_refuses_bad_arguments(args, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        arena_main(args)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_every_level_is_constructible():
    for level in LEVELS:
        assert make_bot(level, seed=1).name == level
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("godlike")


@pytest.mark.parametrize(("names", "seed"), [
    (["normal", "original"], 501479),    # normal forwards, original takes, and back again
    (["original", "original"], 500682),  # two bots that always forward
    (["original", "original"], 501479),
])
def test_bots_never_pass_the_same_cards_round_for_ever(names, seed):
    # These deals used to loop: a forward answered by a take, and the other way round,
    # with neither the stack nor the discard changing.  Now they end, and quickly.
    result = play_game(names, Rules(), seed, max_steps=2000)
    assert result.actions < 2000


def test_original_forwards_again_once_the_game_has_moved_on():
    bot = make_bot("original")
    bot.reset(1)

    def attacked(stack: str) -> Game:
        game = parse_position(f"7S8D9D/7H9STD KC {stack} 0")
        game.apply(Action.attack(0, "7S"))
        return game
    assert bot.act(attacked("AC9C8C").view(1)) == Action.forward(1, "7H")
    # The same progress (cards in the stack, in the discard): it covers instead.
    assert bot.act(attacked("AC9C8C").view(1)) == Action.defend(1, "9S", "7S")
    # The game has moved on (a card fewer in the stack): it forwards as always.
    assert bot.act(attacked("AC9C").view(1)) == Action.forward(1, "7H")


# Forfeiting a beaten round (take_when_beaten): P0 attacked and P1 covered everything.
FORFEITS = Rules(take_when_beaten=True)


def beaten(text: str, attack: str, cover: str) -> Game:
    game = parse_position(text, FORFEITS)
    game.apply(Action.parse(f"P0 attack {attack}"))
    game.apply(Action.parse(f"P1 defend {cover}>{attack}"))
    return game


@pytest.mark.parametrize("level", ["original", "normal"])
def test_the_rules_of_thumb_forfeit_a_round_of_trumps_while_the_stack_lasts(level):
    # K♥ covered by A♥ (hearts are trumps): the forfeit wins the king and keeps the ace.
    trumps = beaten("KHASACAD/AH6S6C6D 7H 8C9DTDJD 0", "KH", "AH")
    bot = make_bot(level, seed=1)
    bot.reset(1)
    assert bot.act(trumps.view(1)) == Action.take(1)
    assert bot.act(trumps.view(1)) is None      # not twice with no progress in between


@pytest.mark.parametrize("level", ["original", "normal"])
def test_the_rules_of_thumb_let_a_plain_round_or_a_late_one_run(level):
    plain = beaten("7SASACAD/9S6H6C7C 7H 8C9DTDJD 0", "7S", "9S")
    late = beaten("KHASACAD/AH6S6C6D H - 0", "KH", "AH")   # the stack is empty
    for game in (plain, late):
        bot = make_bot(level, seed=1)
        bot.reset(1)
        assert Action.take(1) in game.legal_actions(1)
        assert bot.act(game.view(1)) is None


def solved(game: Game) -> tuple[float, float]:
    """The exact values for P1 of forfeiting and of letting the round run (two players,
    nothing hidden: the endgame search settles both)."""
    forfeited = game.copy()
    forfeited.search_apply(Action.take(1))
    return EndgameSolver().value(forfeited, 1), EndgameSolver().value(game.copy(), 1)


def test_hard_searches_the_forfeit_and_takes_it_where_it_wins():
    wins = beaten("8C6STC8H/9C8DQCKD C - 0", "8C", "9C")
    loses = beaten("JS8SAS6C/KHKSQCQS C - 0", "JS", "QS")
    assert solved(wins) == (1.0, 0.0) and solved(loses) == (0.0, 1.0)
    for seed in range(3):
        bot = HardBot(seed=seed, budget=60.0, max_iterations=300)
        bot.reset(1)
        assert bot.act(wins.view(1)) == Action.take(1)
        bot.reset(1)
        assert bot.act(loses.view(1)) is None
    result = ismcts(wins.view(1), budget=60, rng=random.Random(1), max_iterations=200)
    assert set(result.visits) == {Action.take(1), stay(1)}
    assert my_turn(wins.view(1)) == [] and decision(wins.view(1)) == [Action.take(1), stay(1)]


def test_hard_remembers_a_forfeit_from_the_events_it_is_told(monkeypatch):
    # The server and the hint ask a fresh bot told the seat's events: the forfeit memory
    # (not twice with no progress in between) must come from them, not from its own acts.
    searched: list[bool] = []
    monkeypatch.setattr(HardBot, "_search",
                        lambda self, view, forfeiting: searched.append(forfeiting) or stay(1))
    wins = beaten("8C6STC8H/9C8DQCKD C - 0", "8C", "9C")   # the stack is empty
    view = wins.view(1)
    forfeit = [e.redact(1) for e in wins.copy().apply(Action.take(1))]
    assert [e.kind for e in forfeit][:2] == ["forfeited", "took"]
    for told, searches in [([], True), (forfeit, False),
                           ([Forfeited(0)], True),                     # another seat's
                           ([*forfeit, Drew(0, 1, 0)], True),          # the stack moved on
                           ([*forfeit, RoundEnded(False, 0, (Card.parse("7S").index,))], True),
                           ([*forfeit, Drew(1, 0, 0)], False)]:         # nothing drawn
        bot = HardBot(seed=1)
        bot.reset(1)
        bot.observe(told)
        searched.clear()
        assert bot.act(view) is None
        assert searched == ([True] if searches else []), told


@pytest.mark.parametrize(("level", "method", "games"), [
    ("original", "_forfeit", 30), ("normal", "_forfeit", 30), ("hard", "_search", 4)])
def test_every_level_forfeits_now_and_then_in_seeded_games(level, method, games, monkeypatch):
    monkeypatch.setattr(hard, "ENDGAME_NODES", 20_000)
    bot_class = type(make_bot(level))
    chosen: list[Action | None] = []
    decide = getattr(bot_class, method)

    def noted(self, view, *args):
        action = decide(self, view, *args)
        if may_forfeit(view):
            chosen.append(action)
        return action
    monkeypatch.setattr(bot_class, method, noted)
    for seed in range(games):
        play_game([level, level], FORFEITS, seed, budget=60.0, max_iterations=30)
    assert Action.take(0) in chosen or Action.take(1) in chosen
    assert any(action is None or action.kind is not ActionKind.TAKE for action in chosen)


def test_hard_says_done_as_an_attacker_even_with_forfeits_on(monkeypatch):
    # An attacker's "done" is the same action as the defender's "stay" in the search:
    # only the defender's means letting the round run.
    game = beaten("7S7C8D/9SAS6D KH 6C 0", "7S", "9S")
    view = game.view(0)
    assert set(decision(view)) == {Action.parse("P0 attack 7C"), Action.done(0)}
    monkeypatch.setattr(HardBot, "_search", lambda self, view, forfeiting: Action.done(0))
    bot = HardBot(seed=1)
    bot.reset(0)
    assert bot.act(view) == Action.done(0)
