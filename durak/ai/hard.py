"""The ``hard`` level: information-set Monte Carlo tree search within a time budget.

Each decision samples worlds consistent with the bot's view (known cards, hand sizes,
what must still be in the stack), searches them with ISMCTS guided by greedy playouts,
and, once two players are left with an empty stack (nothing is hidden any more), plays
the endgame exactly when it can be solved within the budget.
"""

from __future__ import annotations

import random
import time

from durak.engine import Action, View

from .base import Bot
from .search import ismcts, my_turn, solve_endgame

# Nodes the exact endgame search may visit per decision before it leaves the move to ISMCTS.
ENDGAME_NODES = 400_000


class HardBot(Bot):
    name = "hard"

    def __init__(self, seed: int | None = None, budget: float = 1.0,
                 max_iterations: int | None = None) -> None:
        super().__init__(seed)
        self.rng = random.Random(seed)
        self.budget = budget
        # Stop each search after this many iterations even within the budget: with a
        # generous budget, the same seed then makes the same decisions on any machine.
        self.max_iterations = max_iterations
        self.iterations = 0
        self.search_seconds = 0.0

    def act(self, view: View) -> Action | None:
        options = my_turn(view)
        if not options:
            return None
        if len(options) == 1:
            return options[0]
        started = time.perf_counter()
        action = solve_endgame(view, node_limit=ENDGAME_NODES, seconds=self.budget * 0.6)
        if action is not None:
            return action
        remaining = max(0.01, self.budget - (time.perf_counter() - started))
        result = ismcts(view, remaining, self.rng, max_iterations=self.max_iterations)
        self.iterations += result.iterations
        self.search_seconds += result.seconds
        return result.action

    def search_stats(self) -> tuple[int, float]:
        """Search iterations run and seconds spent searching, so far."""
        return self.iterations, self.search_seconds
