"""Bots with ``cheating``: what they notice (attention), what they cheat, the arena's counts."""

from __future__ import annotations

import json

from durak.ai import make_bot
from durak.ai.arena import count_cheats, play_game
from durak.ai.cheats import ATTENTION, Eyes, Watch
from durak.ai.cli import main as arena_main
from durak.engine import Action, Game, Rules

CHEATING = Rules(cheating=True)


def dealt(**rules: object) -> Game:
    return Game.from_deal(Rules(cheating=True, **rules),   # type: ignore[arg-type]
                          [["7S", "9C", "KD"], ["8S", "TC", "6D", "QH"], ["7C", "6S", "JH"]],
                          ["AS", "AC", "AD", "KS", "KC", "QS"], trump="9H", offender=0)


def told(game: Game, seat: int, *moves: str) -> Watch:
    """A watch told ``seat``'s redacted events of ``moves``."""
    watch = Watch()
    for move in moves:
        watch.observe([e.redact(seat) for e in game.apply(Action.parse(move))])
    return watch


def test_the_watch_sees_every_kind_of_cheat_from_what_was_laid():
    game = dealt()
    watch = told(game, 2, "P0 attack 7S", "P1 defend 8S>7S", "P0 attack 9C", "P1 defend 6D>9C")
    assert [str(c) for c in watch.suspects(game.view(2))] == ["9♣", "6♦"]
    game = dealt()
    watch = told(game, 0, "P0 attack 7S", "P1 forward TC")
    assert [str(c) for c in watch.suspects(game.view(0))] == ["10♣"]
    game = dealt()   # honest play: nothing
    watch = told(game, 2, "P0 attack 7S", "P1 defend 8S>7S", "P0 done")
    assert watch.suspects(game.view(2)) == []


def test_a_bot_told_no_events_reads_the_table():
    game = dealt()
    for move in ("P0 attack 7S", "P1 defend 8S>7S", "P0 attack 9C"):
        game.apply(Action.parse(move))
    assert [str(c) for c in Watch().suspects(game.view(2))] == ["9♣"]


def test_attention_decides_once_per_card_and_is_seeded():
    game = dealt()
    watch = told(game, 2, "P0 attack 7S", "P1 defend 6D>7S")
    view = game.view(2)
    assert Eyes(1.0, 5).catch(view, watch) == Action.parse("P2 catch 6D")
    assert Eyes(0.0, 5).catch(view, watch) is None
    for seed in range(20):   # the same seed notices the same, and the draw is not repeated
        eyes = Eyes(0.5, seed)
        first = eyes.catch(view, watch)
        assert eyes.catch(view, watch) == first == Eyes(0.5, seed).catch(view, watch)
    noticed = sum(Eyes(0.5, seed).catch(view, watch) is not None for seed in range(400))
    assert 160 < noticed < 240
    assert list(ATTENTION.values()) == sorted(ATTENTION.values())   # grows with the level


def test_a_bot_does_not_catch_its_partner():
    game = Game.from_deal(Rules(cheating=True, teams=2),
                          [["7S", "9C"], ["8S", "6D"], ["7C", "6S"], ["JH", "KD"]],
                          ["AS", "AC"], trump="9H", offender=0)
    watch = told(game, 3, "P0 attack 7S", "P1 defend 6D>7S")
    assert Eyes(1.0, 1).catch(game.view(3), watch) is None           # P1 is P3's partner
    assert Eyes(1.0, 1).catch(game.view(2), watch) == Action.parse("P2 catch 6D")


def test_original_never_cheats_and_every_level_plays_cheating_games_to_the_end():
    levels = ["original", "normal", "hard", "random"]
    made = {level: 0 for level in levels}
    for seed in range(4):
        names = levels[seed % 4:] + levels[:seed % 4]
        names = names[:3]
        result = play_game(names, CHEATING, seed, budget=60, max_iterations=60)
        for seat in result.seats:
            assert seat.cheating is not None
            made[seat.name] += seat.cheating.made
    assert made["original"] == 0 and made["random"] == 0


def test_the_counts_add_up():
    game = Game.new(CHEATING, 3, seed=5)
    bots = [make_bot("normal", seed=s) for s in range(3)]
    for seat, bot in enumerate(bots):
        bot.reset(seat)
    while not game.is_over:
        for seat, bot in enumerate(bots):
            view = game.view(seat)
            action = bot.act(view) if view.legal_actions or view.catch_actions else None
            if action is not None:
                break
        else:
            action = Action.timeout()
        events = game.apply(action)
        for seat, bot in enumerate(bots):
            bot.observe([e.redact(seat) for e in events])
    counts = count_cheats(game, [0, 0, 0])
    log = game.cheat_log
    assert sum(c.made for c in counts) == len(log)
    assert sum(c.caught for c in counts) == sum(c.catches for c in counts) == sum(
        r.outcome == "caught" for r in log)
    assert {r.outcome for r in log} == {"caught", "stood"}   # normal cheats now and then


def test_the_arena_command_counts_cheats_per_level(capsys):
    assert arena_main(["normal", "original", "--games", "6", "--rules", "Cheating Durak"]) == 0
    out = capsys.readouterr().out
    assert "cheating=true" in out and "cheats  caught" in out
    assert arena_main(["normal", "original", "--games", "6", "--json", "--rules",
                       "Cheating Durak"]) == 0
    bots = {bot["name"]: bot for bot in json.loads(capsys.readouterr().out)["bots"]}
    assert bots["original"]["cheating"]["cheats_made"] == 0
    assert bots["normal"]["cheating"]["cheats_made"] > 0
    assert arena_main(["normal", "original", "--games", "2", "--json"]) == 0
    assert "cheating" not in json.loads(capsys.readouterr().out)["bots"][0]
