"""Exact endgames while a few cards are still hidden: every world solved, values averaged.

With two players left and a few cards in the stack, what is hidden is the opponent's
unknown cards and the stack's order (its face-up bottom card is public).  When the worlds
(``worlds.all_worlds``: those cards dealt into his hand, the rest in every order in the
stack) are few enough, each is solved exactly by the endgame's alpha-beta, all sharing
one transposition table (once the stack is drawn, worlds meet in the same positions), and
the move with the best average value wins, each world weighted by the beliefs.

This averages perfect-information values over worlds.  It is exact in each world, not an
information-set equilibrium: every world's value assumes that both players will play
knowing that world (the opponent's hand and the cards still to be drawn), which neither
does.  Only the view is read: the worlds are built from it, never from the game.
"""

from __future__ import annotations

from collections.abc import Sequence

from durak.engine import Action, Game, View

from .beliefs import CardWeights
from .endgame import EndgameSolver, Exhausted, distinct_options
from .search import costs_for, my_turn
from .worlds import all_worlds, world_count

# Worlds with fewer nodes than this each to spend are not tried (the search would run out).
MIN_NODES_PER_WORLD = 40


def few_hidden(view: View) -> bool:
    """True when this search applies: two players left and cards still in the stack (and
    no secret cards face down: the solver's positions do not tell them apart)."""
    active = sum(not out for out in view.out)
    return active == 2 and view.stack_count > 0 and not any(view.secret_counts)


def solve_worlds(view: View, node_limit: int, seconds: float,
                 solver: EndgameSolver | None = None,
                 beliefs: Sequence[CardWeights] = ()) -> Action | None:
    """The move with the best weighted average of exact values over every world, if the
    search settles them all within these limits; ``None`` otherwise (not two players with
    cards in the stack, not this player's turn, too many worlds for the nodes, out of
    nodes or time).

    ``solver`` may be kept through the game, as for ``endgame.solve_endgame``.
    """
    if not few_hidden(view):
        return None
    options = my_turn(view)
    if not options:
        return None
    count = world_count(view)
    if count * MIN_NODES_PER_WORLD > node_limit:
        return None
    if solver is None:
        solver = EndgameSolver()
    solver.begin(node_limit, seconds)
    try:
        return _best_average(view, options, solver, beliefs)
    except Exhausted:
        return None


def _best_average(view: View, options: list[Action], solver: EndgameSolver,
                  beliefs: Sequence[CardWeights]) -> Action:
    """The option of highest weighted average value (ties: the first, cheapest)."""
    me = view.player
    totals: list[float] | None = None
    for hands, stack, weight in all_worlds(view, beliefs):
        world = Game.from_view(view, hands, stack, check=False)
        if totals is None:
            # Equivalent cards are the same in every world: they are judged by all the
            # cards in play, hands and stack alike, and those are the same in each.
            options = distinct_options(world, me, options)
            options.sort(key=costs_for(world).__getitem__)
            totals = [0.0] * len(options)
        for index, action in enumerate(options):
            child = world.copy()
            child.search_apply(action)
            totals[index] += weight * solver.value(child, me)
    assert totals is not None   # a view always allows at least one world
    best = max(range(len(options)), key=lambda index: (totals[index], -index))
    return options[best]
