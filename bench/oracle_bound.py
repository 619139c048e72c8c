"""How much of ``hard``'s losses is the deal: the same games played by an all-seeing ``hard``.

Run: python bench/oracle_bound.py original --seeds 3 17 42 --iterations 4000 [--json]

The "oracle" is ``hard`` searching the true game instead of worlds guessed from its view:
it knows the other hand and the order of the stack, and nothing else changes (the same
search, budget share, endgame and seeds).  It is a measuring instrument for this bench
only, never a level: a bot at the table gets views, never the game.  Each seed is the deal
``durak-arena hard OPPONENT --games 2 --seed K`` plays, twice with the seats swapped, so
the oracle's results compare game for game with ``hard``'s in that arena run.  A game the
oracle loses too was lost by the cards more than by what ``hard`` could not see.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Sequence

from durak.ai import arena, make_bot, search
from durak.ai.arena import play_game, seat_names, wilson
from durak.ai.base import Bot
from durak.ai.hard import HardBot
from durak.engine import Action, Game, Rules, View

# The live game of the match being played (the oracle reads it; nothing else does).
_truth: list[Game] = []


class _WatchedGame:
    """Stands in for ``Game`` in the arena's module: deals as ``Game.new`` and keeps the
    game, so that the oracle can read it."""

    @staticmethod
    def new(rules: Rules, players: int, seed: int) -> Game:
        game = Game.new(rules, players, seed=seed)
        _truth[:] = [game]
        return game


class OracleBot(HardBot):
    """``hard``, searching the true game (every hand and the stack's order) each iteration."""

    name = "oracle"

    def act(self, view: View) -> Action | None:
        truth = _truth[0]
        sample = search.sample_game

        def the_true_game(_view: View, _rng: random.Random, _beliefs: Sequence[int] = ()
                          ) -> Game:
            return truth.copy()

        search.sample_game = the_true_game   # type: ignore[assignment]
        try:
            return super().act(view)
        finally:
            search.sample_game = sample   # type: ignore[assignment]


def make_player(level: str, seed: int | None = None, budget: float | None = None,
                max_iterations: int | None = None, cores: int | None = None) -> Bot:
    """The oracle, or a bot of ``level``."""
    if level == "oracle":
        bot = OracleBot(seed, budget if budget is not None else 1.0, max_iterations)
        return bot
    return make_bot(level, seed, budget, max_iterations, cores)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("opponent")
    parser.add_argument("--seeds", type=int, nargs="+", required=True,
                        help="arena seeds: each is one deal, played from both seats")
    parser.add_argument("--iterations", type=int, default=4000)
    parser.add_argument("--json", action="store_true", help="print each game as JSON")
    args = parser.parse_args()
    arena.make_bot = make_player   # type: ignore[assignment]
    arena.Game = _WatchedGame   # type: ignore[assignment,misc]
    rules, players, games = Rules(), 2, []
    started = time.perf_counter()
    for seed in args.seeds:
        for index in range(players):
            names = seat_names(["oracle", args.opponent], players, index)
            # As the arena seeds a deal: base seed * 100_003, one deal per seat rotation.
            result = play_game(names, rules, seed * 100_003 + index // players, 60.0,
                               max_iterations=args.iterations)
            oracle = names.index("oracle")
            games.append({"seed": seed, "game": index, "oracle_seat": oracle,
                          "oracle_durak": result.seats[oracle].durak,
                          "opponent_durak": result.seats[1 - oracle].durak})
            if args.json:
                print(json.dumps(games[-1]), flush=True)
    lost = sum(g["oracle_durak"] for g in games)
    lo, hi = wilson(lost, len(games))
    print(f"oracle (hard seeing every card, {args.iterations:,} iterations a decision) vs "
          f"{args.opponent}: {len(games)} games on {len(args.seeds)} deals, durak {lost} "
          f"({lost / len(games):.1%} [{lo:.1%}, {hi:.1%}]); the opponent durak "
          f"{sum(g['opponent_durak'] for g in games)}; "
          f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
