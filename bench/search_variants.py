"""The search's speed with each rule switch on, against the default rules.

Run: python bench/search_variants.py [--iterations 2000] [--rounds 3]

Prints ISMCTS iterations per CPU second at the openings of five seeded 2-player, 36-card
deals (``time.process_time``: what one idle core does, whatever the machine's load), for
the default rules and for each switch in ``VARIANTS`` (one row each), with the change
against the defaults; the aim is to stay within 15% of them. Each figure is the median
over the deals of the best of ``rounds`` searches.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from durak.ai.search import ismcts
from durak.engine import Game, Rules

SEEDS = range(1, 6)
# (row, the rules' options)
VARIANTS: tuple[tuple[str, dict[str, object]], ...] = (
    ("cheating", {"cheating": True}),
)


def opening_rate(options: dict[str, object], seed: int, iterations: int, rounds: int) -> float:
    """Iterations per CPU second searching the opening of deal ``seed`` (best round)."""
    game = Game.new(Rules(**options), 2, seed=seed)   # type: ignore[arg-type]
    offender = game.offender
    assert offender is not None   # a new game has one
    view = game.view(offender)
    best = 0.0
    for _ in range(rounds):
        began = time.process_time()
        ismcts(view, 1e9, random.Random(seed), max_iterations=iterations)
        best = max(best, iterations / (time.process_time() - began))
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    base = statistics.median(opening_rate({}, seed, args.iterations, args.rounds)
                             for seed in SEEDS)
    print(f"{'rules':<22}{'iterations/s':>14}{'change':>9}")
    print(f"{'default':<22}{base:>14,.0f}{'':>9}")
    for name, options in VARIANTS:
        rate = statistics.median(opening_rate(options, seed, args.iterations, args.rounds)
                                 for seed in SEEDS)
        print(f"{name:<22}{rate:>14,.0f}{rate / base - 1:>+9.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
