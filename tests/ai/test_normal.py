"""The ``normal`` level: its lookahead, and seeded games that replay the same."""

from __future__ import annotations

import random

from durak.ai import make_bot
from durak.ai.lookahead import lookahead
from durak.engine import Action, Game, Rules, parse_position


def test_lookahead_finds_the_winning_lead_when_the_world_is_known():
    # Nothing is hidden: leading the unbeatable A♠ first wins; the 6♥ first loses.
    view = parse_position("6HAS/7H S - 0").view(0)
    losing, winning = Action.attack(0, "6H"), Action.attack(0, "AS")
    assert lookahead(view, [losing, winning], random.Random(1), 4, 100) == winning
    assert lookahead(view, [winning, losing], random.Random(1), 4, 100) == winning


def test_lookahead_stops_at_its_step_budget_but_plays_one_world():
    view = Game.new(Rules(), 2, seed=4).view(Game.new(Rules(), 2, seed=4).offender)
    candidates = list(view.legal_actions[:3])
    assert lookahead(view, candidates, random.Random(2), 50, 1) in candidates


def played(names: list[str], seed: int) -> tuple[Action, ...]:
    """The actions of one game between these levels, the bots seeded from ``seed``."""
    game = Game.new(Rules(), len(names), seed=seed)
    bots = [make_bot(name, seed=seed * 7 + seat) for seat, name in enumerate(names)]
    for seat, bot in enumerate(bots):
        bot.reset(seat)
    while not game.is_over:
        for seat, bot in enumerate(bots):
            view = game.view(seat)
            action = bot.act(view) if view.legal_actions else None
            if action is not None:
                break
        else:
            action = Action.timeout()
        game.apply(action)
    return game.history


def test_seeded_games_with_normal_replay_the_same():
    for seed, names in [(3, ["normal", "original"]), (8, ["normal", "original", "normal"])]:
        assert played(names, seed) == played(names, seed)


def test_a_normal_bot_reused_for_a_new_game_plays_as_a_fresh_one():
    view = Game.new(Rules(), 2, seed=9).view(Game.new(Rules(), 2, seed=9).offender)
    bot = make_bot("normal", seed=5)
    bot.reset(view.player)
    first = bot.act(view)
    for _ in range(5):
        bot.act(view)
    bot.reset(view.player)
    assert bot.act(view) == first
