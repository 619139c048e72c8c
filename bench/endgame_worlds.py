"""What the exact search over every world does on real positions (``endgame_worlds``).

Run: python bench/endgame_worlds.py --seeds 40 --stacks 2 3 4 --ismcts 20000

For each seed, two ``original`` bots play a game; the first position in which the stack
holds at most N cards (for each N of ``--stacks``) and the player to move has a real
choice is kept.  Each is searched within ``--nodes`` (hard's limit per decision): the
bench prints how many settle, the CPU time they take, and how often the move differs from
a long ISMCTS (``--ismcts`` iterations, uniform worlds, as the exact search is given here).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable

from durak.ai.endgame import EndgameSolver
from durak.ai.endgame_worlds import solve_worlds
from durak.ai.hard import ENDGAME_NODES
from durak.ai.search import ismcts, my_turn
from durak.ai.simple import OriginalBot
from durak.ai.worlds import world_count
from durak.engine import Action, Game, Rules, View


def first_views(seed: int, wanted: dict[int, Callable[[View], bool]]) -> dict[int, View]:
    """Two ``original`` bots play this seed's game; per key of ``wanted``, the first view of
    a player with a real choice that its test accepts."""
    game = Game.new(Rules(), 2, seed=seed)
    bots = [OriginalBot(seed * 7 + seat) for seat in range(2)]
    for seat, bot in enumerate(bots):
        bot.reset(seat)
    found: dict[int, View] = {}
    while not game.is_over and len(found) < len(wanted):
        acted: Action | None = None
        for seat in range(2):
            view = game.view(seat)
            if not view.legal_actions:
                continue
            if len(my_turn(view)) > 1:
                for key, accepts in wanted.items():
                    if key not in found and accepts(view):
                        found[key] = view
            acted = bots[seat].act(view)
            if acted is not None:
                break
        events = game.apply(acted if acted is not None else Action.timeout())
        for seat, bot in enumerate(bots):
            bot.observe([e.redact(seat) for e in events])
    return found


def positions(seed: int, stacks: list[int]) -> dict[int, View]:
    """The first view, per stack limit, of a player with a real choice in this game."""
    def stack_of_at_most(limit: int) -> Callable[[View], bool]:
        return lambda view: 0 < view.stack_count <= limit

    return first_views(seed, {limit: stack_of_at_most(limit) for limit in stacks})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=40)
    parser.add_argument("--stacks", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--nodes", type=int, default=ENDGAME_NODES)
    parser.add_argument("--ismcts", type=int, default=20_000)
    args = parser.parse_args()
    print(time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load", os.getloadavg()[0])
    for limit in args.stacks:
        found = [pos[limit] for pos in (positions(s, [limit]) for s in range(args.seeds))
                 if limit in pos]
        settled, differ, compared, seconds, worlds = 0, 0, 0, [], []
        for index, view in enumerate(found):
            worlds.append(world_count(view))
            began = time.process_time()
            action = solve_worlds(view, args.nodes, 600.0, EndgameSolver())
            seconds.append(time.process_time() - began)
            if action is None:
                continue
            settled += 1
            if args.ismcts:
                result = ismcts(view, 3600.0, random.Random(index), max_iterations=args.ismcts)
                compared += 1
                differ += result.action != action
        print(f"stack <= {limit}: {len(found)} positions, worlds median "
              f"{statistics.median(worlds):.0f} (max {max(worlds)}); settled {settled} "
              f"within {args.nodes} nodes; CPU s per search mean "
              f"{statistics.mean(seconds):.3f}, max {max(seconds):.3f}; "
              f"move differs from ISMCTS({args.ismcts}) in {differ} of {compared}")


if __name__ == "__main__":
    main()
