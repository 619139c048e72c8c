"""Bot speed: search iterations per second, decision times, keeping to the budget.

Run: python bench/bot_speed.py [--budget 1.0]

Prints: ISMCTS iterations per second at the opening of 2-player, 36-card games (one
core in CPU time, which a loaded machine hardly changes, so it is the idle machine's
rate; then by the clock on one core and root-parallel on every core); the mean and
maximum decision time of ``normal`` over seeded games (wall and CPU time); how far
``hard``'s decisions stay within the time each was given (its share of the budget, which
grows as the stack runs out: ``durak.ai.hard.budget_share``; largest overrun, in percent);
and through those games its iterations per second searched and the iterations a decision
searched by ISMCTS got per unit of its share: the ``durak-arena --iterations`` that
matches the budget on this machine.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import time
from collections.abc import Callable

from durak.ai import make_bot
from durak.ai.hard import EMPTY_STACK_SHARE, FULL_STACK_SHARE, HardBot, budget_share
from durak.ai.parallel import SearchPool
from durak.ai.search import ismcts, my_turn
from durak.engine import Action, Game, Rules

# hard's iterations per second at the opening on one idle core before issue 12's search
# path (2,981 to 3,228 over the same five deals), and the targets set against it.
BEFORE = 3_100
TARGET_ONE_CORE, TARGET_ALL_CORES = 1.4, 2.2


def opening_iterations(seconds: float, seeds: range, pool: SearchPool | None = None
                       ) -> list[float]:
    """Search iterations per second at the openings of these deals: on one core, or
    root-parallel on ``pool`` (every process's iterations counted)."""
    rates = []
    for seed in seeds:
        game = Game.new(Rules(), 2, seed=seed)
        view = game.view(game.offender)
        rng = random.Random(seed)
        result = ismcts(view, seconds, rng) if pool is None else pool.search(view, seconds, rng)
        rates.append(result.iterations / result.seconds)
    return rates


def opening_cpu_rates(iterations: int, seeds: range) -> list[float]:
    """Search iterations per CPU second at the openings of these deals, ``iterations``
    each: what one core does when the machine is idle, whatever its load now."""
    rates = []
    for seed in seeds:
        game = Game.new(Rules(), 2, seed=seed)
        offender = game.offender
        assert offender is not None   # a new game has one
        view = game.view(offender)
        began = time.process_time()
        ismcts(view, 1e9, random.Random(seed), max_iterations=iterations)
        rates.append(iterations / (time.process_time() - began))
    return rates


def decision_times(level: str, games: int, budget: float | None, only_searches: bool = False,
                   clock: Callable[[], float] = time.perf_counter,
                   searched: list[tuple[int, float, float]] | None = None
                   ) -> list[tuple[float, float]]:
    """Seconds per decision of ``level`` playing every seat of seeded 2-player games, by
    ``clock`` (wall time by default; ``time.process_time`` leaves out the time other
    processes of a busy machine take), each with the share of the budget ``hard`` gives
    that decision.  Each decision ISMCTS searched adds its (iterations, seconds searched,
    share) to ``searched``."""
    times = []
    for seed in range(games):
        game = Game.new(Rules(), 2, seed=seed)
        bots = [make_bot(level, seed=seed + s, budget=budget) for s in range(2)]
        for seat, bot in enumerate(bots):
            bot.reset(seat)
        while not game.is_over:
            acted = False
            for seat in range(2):
                view = game.view(seat)
                if not view.legal_actions:
                    continue
                searching = len(my_turn(view)) > 1
                bot = bots[seat]
                before = bot.search_stats() if isinstance(bot, HardBot) else (0, 0.0)
                began = clock()
                action = bot.act(view)
                spent = clock() - began
                if searched is not None and isinstance(bot, HardBot):
                    after = bot.search_stats()
                    if after[0] > before[0]:
                        searched.append((after[0] - before[0], after[1] - before[1],
                                         budget_share(view)))
                if action is not None:
                    if searching or not only_searches:
                        times.append((spent, budget_share(view)))
                    game.apply(action)
                    acted = True
                    break
            if not acted:
                game.apply(Action.timeout())
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=1.0, help="hard's seconds per decision")
    parser.add_argument("--games", type=int, default=2, help="games for hard's budget check")
    args = parser.parse_args()
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    print(f"{started}, load average {', '.join(f'{x:.1f}' for x in os.getloadavg())} "
          f"on {os.cpu_count()} cores")
    cpu = opening_cpu_rates(1500, range(1, 6))
    print(f"hard, opening positions (2 players, 36 cards), one core, CPU time: "
          f"{statistics.mean(cpu):,.0f} iterations per CPU second "
          f"({min(cpu):,.0f} to {max(cpu):,.0f}; 1,500 iterations on each of 5 deals)")
    rates = opening_iterations(1.0, range(1, 6))
    one_core = statistics.mean(rates)
    print(f"  by the clock, one core: {one_core:,.0f} iterations/s mean "
          f"({min(rates):,.0f} to {max(rates):,.0f}); {one_core / BEFORE:.2f}x the "
          f"{BEFORE:,} before the search path (target {TARGET_ONE_CORE}x)")
    cores = os.cpu_count() or 1
    if cores > 1:
        pool = SearchPool.start(cores - 1)
        try:
            opening_iterations(0.2, range(1, 2), pool)   # the searchers have started
            parallel = opening_iterations(1.0, range(1, 6), pool)
        finally:
            pool.close()
        all_cores = statistics.mean(parallel)
        print(f"  root-parallel on all {cores} cores: {all_cores:,.0f} "
              f"iterations/s mean ({min(parallel):,.0f} to {max(parallel):,.0f}; "
              f"{all_cores / one_core:.2f}x one core, {all_cores / BEFORE:.2f}x the "
              f"{BEFORE:,} before (target {TARGET_ALL_CORES}x))")
    for label, clock in (("wall", time.perf_counter), ("CPU", time.process_time)):
        times = sorted(spent for spent, _ in decision_times("normal", 200, None, clock=clock))
        print(f"normal, {len(times)} decisions, {label} time: mean "
              f"{statistics.mean(times) * 1000:.2f} ms, median "
              f"{statistics.median(times) * 1000:.2f} ms, 99.9th percentile "
              f"{times[int(len(times) * 0.999)] * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms "
              f"(target < 5 ms)")
    gc.disable()   # how much of the slowest decisions is the collector's full passes
    slowest = max(spent for spent, _ in decision_times("normal", 200, None))
    gc.enable()
    print(f"  the same with the garbage collector off: max {slowest * 1000:.1f} ms")
    searched: list[tuple[int, float, float]] = []
    decisions = decision_times("hard", args.games, args.budget, only_searches=True,
                               searched=searched)
    spent = [seconds for seconds, _ in decisions]
    over = max(seconds / (args.budget * share) for seconds, share in decisions) - 1
    print(f"hard at {args.budget:g} s, {len(decisions)} searched decisions: mean "
          f"{statistics.mean(spent):.3f} s, max {max(spent):.3f} s; largest overrun of a "
          f"decision's own share of the budget ({FULL_STACK_SHARE:g}x to "
          f"{EMPTY_STACK_SHARE:g}x as the stack runs out): {over:+.1%} (target within 10%)")
    iterations = sum(count for count, _, _ in searched)
    seconds = sum(taken for _, taken, _ in searched)
    per_share = statistics.mean(count / share for count, _, share in searched)
    print(f"  through those games: {iterations / seconds:,.0f} iterations per second searched; "
          f"the {len(searched)} decisions ISMCTS searched got {per_share:,.0f} iterations per "
          f"unit of their share on average (the arena's --iterations for this budget)")


if __name__ == "__main__":
    main()
