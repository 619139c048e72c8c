"""The search's speed with each house rule on, against the default rules.

Run: python bench/house_rules_speed.py [--iterations 400] [--deals 5] [--rounds 3]

For the default rules and for each house rule of issue 25 alone, ``hard``'s ISMCTS
searches the openings of the same seeded 2-player, 36-card deals, ``--iterations`` each,
in CPU time (``time.process_time``: other programs' load changes it less than the wall
clock); the rule sets take turns round by round so that all see the same machine load.
Prints the median rate of each (iterations per CPU second) and its change against the
defaults; the target is within 15%.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from durak.ai.search import ismcts
from durak.engine import Game, Rules

# (name, the rules' options); the defaults first.
RULE_SETS: tuple[tuple[str, dict[str, object]], ...] = (
    ("defaults", {}),
    ("quick", {"quick": True}),
    ("cross_rule", {"cross_rule": True}),
    ("low_beats_ace", {"low_beats_ace": True}),
    ("number_trump", {"number_trump": True}),
    ("trump_change", {"trump_change": True}),
    ("secret_cards", {"secret_cards": 2}),
    ("forward_direction", {"forward_direction": "choose"}),
    ("weli", {"weli": True}),
)
TARGET = 0.15


def rate(options: dict[str, object], iterations: int, deals: int) -> float:
    """Search iterations per CPU second over the openings of ``deals`` seeded deals."""
    rules = Rules(**options)  # type: ignore[arg-type]
    spent = 0.0
    for seed in range(deals):
        game = Game.new(rules, 2, seed=seed)
        offender = game.offender
        assert offender is not None   # a new game has one
        view = game.view(offender)
        began = time.process_time()
        ismcts(view, 1e9, random.Random(seed), max_iterations=iterations)
        spent += time.process_time() - began
    return iterations * deals / spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=400, help="iterations per search")
    parser.add_argument("--deals", type=int, default=5, help="deals searched per round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds (the median counts)")
    args = parser.parse_args()
    rates: dict[str, list[float]] = {name: [] for name, _ in RULE_SETS}
    for _ in range(args.rounds):
        for name, options in RULE_SETS:
            rates[name].append(rate(options, args.iterations, args.deals))
    base = statistics.median(rates["defaults"])
    print(f"ISMCTS at the opening, 2 players, 36 cards, {args.deals} deals x "
          f"{args.iterations} iterations, median of {args.rounds} rounds (CPU time):")
    for name, _ in RULE_SETS:
        median = statistics.median(rates[name])
        change = median / base - 1
        verdict = "" if name == "defaults" else (
            "  within target" if change >= -TARGET else "  SLOWER than the target")
        print(f"  {name:<22} {median:8,.0f} iterations/s ({change:+.1%}){verdict}")


if __name__ == "__main__":
    main()
