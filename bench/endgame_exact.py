"""How many real two-player endgames the exact search settles (``endgame.solve_endgame``).

Run: python bench/endgame_exact.py --seeds 40 --nodes 100000

For each seed, two ``original`` bots play a two-player game until the stack is empty and
the player to move has a real choice; that position is searched within ``--nodes``.  The
bench prints how many settle, the nodes each took and the CPU time of all the searches.
"""

from __future__ import annotations

import argparse
import os
import time

from endgame_worlds import first_views

from durak.ai.endgame import EndgameSolver, perfect_information, solve_endgame
from durak.engine import View


def first_endgame(seed: int) -> View | None:
    """The first view with an empty stack and a real choice in this seed's game."""
    return first_views(seed, {0: perfect_information}).get(0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=40)
    parser.add_argument("--nodes", type=int, default=100_000)
    args = parser.parse_args()
    print(time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load", os.getloadavg()[0])
    settled = found = 0
    seconds = 0.0
    for seed in range(args.seeds):
        view = first_endgame(seed)
        if view is None:
            continue
        found += 1
        solver = EndgameSolver()
        began = time.process_time()
        action = solve_endgame(view, args.nodes, 3600.0, solver)
        seconds += time.process_time() - began
        settled += action is not None
        print(f"seed {seed}: {action if action is not None else 'not settled'}, "
              f"{solver.nodes} nodes")
    print(f"settled {settled} of {found} endgames within {args.nodes} nodes; "
          f"CPU time {seconds:.1f} s in all")


if __name__ == "__main__":
    main()
