"""What each part of ``hard`` is worth: arena matches between variants of it.

Run: python bench/hard_variants.py hard hard-nobeliefs --games 200 --iterations 500

Variants: ``hard`` (as it plays), ``hard-nobeliefs`` (worlds sampled uniformly, not
weighted by what the opponents' choices revealed), ``hard-takebeliefs`` (beliefs from
takes and stops only, forgotten at each draw: no play model, see ``durak.ai.beliefs``),
``hard-flat`` (the same share of the budget for every decision), ``hard-plain`` (both
off), ``hard-worlds`` (as it plays, and with two players left and cards in the stack it
solves every world its view allows when it can within the node limit:
``durak.ai.endgame_worlds``),
``hard-allcores`` (as it plays, searching root-parallel on every core of the machine:
``--iterations`` then caps each process, so it searches that many times the iterations in
the same time on an idle machine); any other level name plays as itself.  Deals are
seat-rotated as in ``durak-arena``; every search stops after ``--iterations`` (scaled by
the decision's share), so the results do not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import atexit
import json
import os
import time

from durak.ai import arena, make_bot
from durak.ai.base import Bot
from durak.ai.beliefs import Beliefs
from durak.ai.cli import table
from durak.ai.hard import HardBot
from durak.ai.parallel import SearchPool
from durak.engine import Rules

# name: (use_beliefs, share_time, use_worlds)
VARIANTS = {"hard": (True, True, False), "hard-nobeliefs": (False, True, False),
            "hard-takebeliefs": (True, True, False),
            "hard-flat": (True, False, False), "hard-plain": (False, False, False),
            "hard-worlds": (True, True, True), "hard-allcores": (True, True, False)}
_searchers: list[SearchPool] = []


def every_core() -> SearchPool:
    """One pool of searchers for every core but this process's, kept for the whole run."""
    if not _searchers:
        _searchers.append(SearchPool.start((os.cpu_count() or 1) - 1))
        atexit.register(_searchers[0].close)
    return _searchers[0]


def make_variant(level: str, seed: int | None = None, budget: float | None = None,
                 max_iterations: int | None = None, cores: int | None = None) -> Bot:
    """A bot of ``level`` or of one of the ``VARIANTS`` of hard."""
    if level not in VARIANTS:
        return make_bot(level, seed, budget, max_iterations, cores)
    use_beliefs, share_time, use_worlds = VARIANTS[level]
    bot = HardBot(seed, budget if budget is not None else 1.0, max_iterations,
                  use_beliefs=use_beliefs, share_time=share_time, use_worlds=use_worlds)
    bot.name = level
    if level == "hard-takebeliefs":
        bot.beliefs = Beliefs(play_model=False, through_draws=False)
    if level == "hard-allcores":
        bot.use_pool(every_core())
    return bot


# Module level, so that the arena's worker processes (which import this script) use it too.
arena.make_bot = make_variant  # type: ignore[assignment]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bots", nargs=2)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--iterations", type=int, default=500)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args()
    if "hard-allcores" in args.bots and args.jobs > 1:
        parser.error("hard-allcores searches on every core: use --jobs 1")
    started = time.perf_counter()
    stats = arena.run_arena(args.bots, args.games, Rules(), 2, seed=args.seed, jobs=args.jobs,
                            budget=60.0, iterations=args.iterations)
    if args.json:
        print(json.dumps({"bots": [s.as_dict() for s in stats], "games": args.games,
                          "seed": args.seed, "iterations": args.iterations}, indent=2))
        return
    print(f"{args.games} games, 2 players, 36 cards, seed {args.seed}, {args.iterations} "
          f"iterations per decision, {time.perf_counter() - started:.0f}s")
    print(table(stats))


if __name__ == "__main__":
    main()
