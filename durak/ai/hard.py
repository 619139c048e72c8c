"""The ``hard`` level: information-set Monte Carlo tree search within a time budget.

Each decision samples worlds consistent with the bot's view (known cards, hand sizes,
what must still be in the stack), searches them with ISMCTS guided by greedy playouts,
and, once two players are left with an empty stack (nothing is hidden any more), plays
the endgame exactly when it can be solved within the budget.  With ``cores`` above one
(or a ``SearchPool`` given by ``use_pool``) every decision is searched root-parallel in
that many processes (see ``parallel``).
"""

from __future__ import annotations

import random
import time

from durak.engine import Action, View

from .base import Bot, redeal
from .parallel import SearchPool
from .search import ismcts, my_turn, solve_endgame

# Nodes the exact endgame search may visit per decision before it leaves the move to ISMCTS.
ENDGAME_NODES = 400_000


class HardBot(Bot):
    name = "hard"

    def __init__(self, seed: int | None = None, budget: float = 1.0,
                 max_iterations: int | None = None, cores: int = 1) -> None:
        super().__init__(seed)
        self.rng = random.Random(seed)
        self.budget = budget
        # Stop each search after this many iterations even within the budget: with a
        # generous budget, the same seed then makes the same decisions on any machine.
        self.max_iterations = max_iterations
        self.cores = cores
        self.iterations = 0
        self.search_seconds = 0.0
        self._pool: SearchPool | None = None
        self._owns_pool = False

    def use_pool(self, pool: SearchPool | None) -> None:
        """Search on ``pool``'s processes (owned by the caller) from now on."""
        self.close()
        self._pool = pool

    def act(self, view: View) -> Action | None:
        options = my_turn(view)
        if not options:   # out of turn only a redeal is possible: the rule of thumb decides
            return redeal(view)
        if len(options) == 1:
            return options[0]
        started = time.perf_counter()
        action = solve_endgame(view, node_limit=ENDGAME_NODES, seconds=self.budget * 0.6)
        if action is not None:
            return action
        remaining = max(0.01, self.budget - (time.perf_counter() - started))
        if self._pool is None and self.cores > 1:
            self._pool = SearchPool.start(self.cores - 1)
            self._owns_pool = True
        if self._pool is not None:
            result = self._pool.search(view, remaining, self.rng, self.max_iterations)
        else:
            result = ismcts(view, remaining, self.rng, max_iterations=self.max_iterations)
        self.iterations += result.iterations
        self.search_seconds += result.seconds
        return result.action

    def search_stats(self) -> tuple[int, float]:
        """Search iterations run (by every process) and seconds spent searching, so far."""
        return self.iterations, self.search_seconds

    def close(self) -> None:
        """Stop the searcher processes this bot started, if any."""
        if self._pool is not None and self._owns_pool:
            self._pool.close()
        self._pool = None
        self._owns_pool = False
