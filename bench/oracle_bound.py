"""How much of ``hard``'s losses is the deal: the same games played by an all-seeing ``hard``.

Run: python bench/oracle_bound.py original --seeds 3 17 42 --iterations 4000 [--sees hands] [--json]

The "oracle" is ``hard`` searching the true game instead of worlds guessed from its view:
it knows the other hand and the order of the stack, and nothing else changes (the same
search, budget share, endgame and seeds).  With ``--sees hands`` it knows every hand but
not the stack: each iteration searches the true hands with the stack's cards in a fresh
random order.  That is about the most better beliefs (guessing the hands) could gain:
what the hands-oracle still loses is lost to the order of the stack, which nobody can
know, or to the search itself.  It is a measuring instrument for this bench
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

    def _world(self, truth: Game, view: View, rng: random.Random) -> Game:
        return truth.copy()

    def act(self, view: View) -> Action | None:
        truth = _truth[0]
        sample = search.sample_game

        def the_true_game(view: View, rng: random.Random, _beliefs: Sequence[object] = ()
                          ) -> Game:
            return self._world(truth, view, rng)

        search.sample_game = the_true_game   # type: ignore[assignment]
        try:
            return super().act(view)
        finally:
            search.sample_game = sample   # type: ignore[assignment]


class HandsOracleBot(OracleBot):
    """``hard``, searching the true hands with the stack shuffled afresh each iteration."""

    name = "oracle-hands"

    def _world(self, truth: Game, view: View, rng: random.Random) -> Game:
        hands = [truth.hand(seat) for seat in range(view.num_players)]
        held = {card for hand in hands for card in hand}
        stack = [card for card in view.unseen() if card not in held]
        rng.shuffle(stack)
        return Game.from_view(view, hands, stack, check=False)


ORACLES: dict[str, type[OracleBot]] = {"oracle": OracleBot, "oracle-hands": HandsOracleBot}


def make_player(level: str, seed: int | None = None, budget: float | None = None,
                max_iterations: int | None = None, cores: int | None = None) -> Bot:
    """The oracle, or a bot of ``level``."""
    if level in ORACLES:
        return ORACLES[level](seed, budget if budget is not None else 1.0, max_iterations)
    return make_bot(level, seed, budget, max_iterations, cores)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("opponent")
    parser.add_argument("--seeds", type=int, nargs="+", required=True,
                        help="arena seeds: each is one deal, played from both seats")
    parser.add_argument("--iterations", type=int, default=4000)
    parser.add_argument("--sees", choices=("all", "hands"), default="all",
                        help="every hand and the stack's order (all), or the hands only")
    parser.add_argument("--json", action="store_true", help="print each game as JSON")
    args = parser.parse_args()
    arena.make_bot = make_player   # type: ignore[assignment]
    arena.Game = _WatchedGame   # type: ignore[assignment,misc]
    rules, players, games = Rules(), 2, []
    oracle_name = "oracle" if args.sees == "all" else "oracle-hands"
    started = time.perf_counter()
    for seed in args.seeds:
        for index in range(players):
            names = seat_names([oracle_name, args.opponent], players, index)
            # As the arena seeds a deal: base seed * 100_003, one deal per seat rotation.
            result = play_game(names, rules, seed * 100_003 + index // players, 60.0,
                               max_iterations=args.iterations)
            oracle = names.index(oracle_name)
            games.append({"seed": seed, "game": index, "oracle_seat": oracle,
                          "oracle_durak": result.seats[oracle].durak,
                          "opponent_durak": result.seats[1 - oracle].durak})
            if args.json:
                print(json.dumps(games[-1]), flush=True)
    lost = sum(g["oracle_durak"] for g in games)
    lo, hi = wilson(lost, len(games))
    seeing = "every card" if args.sees == "all" else "every hand, not the stack's order"
    print(f"{oracle_name} (hard seeing {seeing}, {args.iterations:,} iterations a decision) vs "
          f"{args.opponent}: {len(games)} games on {len(args.seeds)} deals, durak {lost} "
          f"({lost / len(games):.1%} [{lo:.1%}, {hi:.1%}]); the opponent durak "
          f"{sum(g['opponent_durak'] for g in games)}; "
          f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
