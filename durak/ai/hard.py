"""The ``hard`` level: information-set Monte Carlo tree search within a time budget.

Each decision samples worlds consistent with the bot's view (known cards, hand sizes,
what must still be in the stack), weighted by what the opponents' choices revealed
(``beliefs``), searches them with ISMCTS guided by greedy playouts, and, once two
players are left with an empty stack (nothing is hidden any more), plays the endgame
exactly when it can be solved within the budget (``endgame``), unless the solve shows
every move losing against the best defence: ISMCTS then looks for the move a fallible
opponent is likeliest to get wrong.  With ``use_worlds`` it
also tries, with two left and cards in the stack, to solve every world its view allows
and play the move of best average value (``endgame_worlds``); that is off: on positions
of real games it settled none within the node limit, so it only took ISMCTS's time
(README, "Bots").  Time goes where it
matters: a decision gets less than the budget while the stack is full and more as it
runs out (``budget_share``).  With ``cores`` above one
(or a ``SearchPool`` given by ``use_pool``) every decision is searched root-parallel in
that many processes (see ``parallel``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from durak.engine import Action, ActionKind, Caught, Drew, Event, Forfeited, RoundEnded, View

from .base import Bot, redeal
from .beliefs import Beliefs
from .cheat_search import weigh_cheats
from .endgame import EndgameSolver, solve_endgame
from .endgame_worlds import solve_worlds
from .parallel import SearchPool
from .search import decision, ismcts, stay

# Nodes the exact endgame search may visit per decision before it leaves the move to ISMCTS
# (with an iteration cap: this many per iteration, about the same CPU time, for 60% of it).
ENDGAME_NODES = 400_000
ENDGAME_NODES_PER_ITERATION = 5
# The share of the budget a decision gets: FULL_STACK_SHARE with the stack as dealt, rising
# in a straight line to EMPTY_STACK_SHARE once it is empty (a 36-card game of two spends
# about its budget per decision on average).
FULL_STACK_SHARE, EMPTY_STACK_SHARE = 0.5, 1.4


def budget_share(view: View) -> float:
    """How much of the budget this decision gets: more as the stack runs out."""
    dealt = max(1, view.rules.deck - view.rules.hand_size * view.num_players)
    left = min(1.0, view.left_to_draw / dealt)
    return EMPTY_STACK_SHARE + (FULL_STACK_SHARE - EMPTY_STACK_SHARE) * left


class HardBot(Bot):
    name = "hard"

    def __init__(self, seed: int | None = None, budget: float = 1.0,
                 max_iterations: int | None = None, cores: int = 1,
                 use_beliefs: bool = True, share_time: bool = True,
                 use_worlds: bool = False) -> None:
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
        # The first two on at every table, off only to measure what each is worth (bench);
        # the search over every world off at every table, on only to measure it.
        self.use_beliefs = use_beliefs
        self.share_time = share_time
        self.use_worlds = use_worlds
        self.beliefs = Beliefs()
        self._endgame = EndgameSolver()   # its table lasts the game (see solve_endgame)
        # It forfeited a round and the game has made no progress since (see base.progress).
        self._forfeit_standing = False
        # Its own cheats this game, made and caught: how likely the next is to be caught.
        self._cheats_made = self._cheats_caught = 0
        self._cheated_round = -1

    def reset(self, seat: int) -> None:
        super().reset(seat)
        self.beliefs.reset()
        self._endgame = EndgameSolver()
        self._forfeit_standing = False
        self._cheats_made = self._cheats_caught = 0
        self._cheated_round = -1

    def observe(self, events: Sequence[Event]) -> None:
        """Learn from ``events`` (redacted for this seat): the beliefs, and whether this
        seat forfeited with no progress since.  Everything this bot remembers comes from
        them, so a fresh bot told a seat's events so far decides as one that played on."""
        super().observe(events)
        self.beliefs.observe(events)
        for event in events:
            if isinstance(event, Caught) and event.cheater == self.seat:
                self._cheats_caught += 1
            if isinstance(event, Forfeited) and event.player == self.seat:
                self._forfeit_standing = True
            elif ((isinstance(event, Drew) and event.count)
                  or (isinstance(event, RoundEnded) and event.discarded)):
                self._forfeit_standing = False   # the stack or the discard moved: progress

    def use_pool(self, pool: SearchPool | None) -> None:
        """Search on ``pool``'s processes (owned by the caller) from now on."""
        self.close()
        self._pool = pool

    def act(self, view: View) -> Action | None:
        caught = self.catch(view)
        if caught is not None:
            return caught
        options = decision(view)
        if not options:   # out of turn only a redeal is possible: the rule of thumb decides
            return redeal(view)
        if len(options) == 1:
            return options[0]
        # (an attacker's own "done" is the same action: only the defender's means "stay")
        forfeiting = view.player == view.defender and stay(view.player) in options
        if forfeiting and self._forfeit_standing:
            return None   # not twice with no progress in between: see base.progress
        action = self._search(view, forfeiting)
        if action.kind is ActionKind.TAKE and not forfeiting and view.cheat_actions:
            cheat = self._cheat(view)
            if cheat is not None:
                return cheat
        return None if forfeiting and action == stay(view.player) else action

    def _cheat(self, view: View) -> Action | None:
        """A cheat cover instead of the take its search chose, when it pays once the chance
        of being caught is weighed in (once a round; see ``cheat_search``)."""
        if self._cheated_round == view.round_index:
            return None
        caught = (self._cheats_caught + 1) / (self._cheats_made + 2)
        cheat = weigh_cheats(view, caught, self.rng)
        if cheat is not None:
            self._cheated_round = view.round_index
            self._cheats_made += 1
        return cheat

    def _search(self, view: View, forfeiting: bool) -> Action:
        """The search's choice among the ``decision`` options (the exact endgame's, when
        it settles it; never for a forfeit, which the endgame search leaves out)."""
        started = time.perf_counter()
        share = budget_share(view) if self.share_time else 1.0
        budget = self.budget * share
        iterations = (None if self.max_iterations is None
                      else max(1, round(self.max_iterations * share)))
        nodes = (ENDGAME_NODES if iterations is None
                 else min(ENDGAME_NODES, iterations * ENDGAME_NODES_PER_ITERATION))
        beliefs = self.beliefs.weights(view.num_players, view.order) if self.use_beliefs else ()
        action = None
        if not forfeiting:
            action = solve_endgame(view, nodes, budget * 0.6, self._endgame, when_lost=False)
            if action is None and self.use_worlds:
                action = solve_worlds(view, nodes, budget * 0.6, self._endgame, beliefs)
        if action is not None:
            return action
        remaining = max(0.01, budget - (time.perf_counter() - started))
        if self._pool is None and self.cores > 1:
            self._pool = SearchPool.start(self.cores - 1)
            self._owns_pool = True
        if self._pool is not None:
            result = self._pool.search(view, remaining, self.rng, iterations, beliefs)
        else:
            result = ismcts(view, remaining, self.rng, max_iterations=iterations,
                            beliefs=beliefs)
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
