"""A small fixed lookahead over sampled worlds, for quick bots.

Each candidate action is tried in the same few worlds consistent with the view (so the
candidates are compared on equal deals and equal playout luck) and played on to the end
with the search's greedy playout; the candidate with the best total payoff wins.  The
work is bounded by counting playout actions rather than by the clock, so seeded games
play the same on any machine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from durak.engine import Action, View

from .search import counted_playout
from .worlds import sample_game

# A greedy playout rarely needs 100 actions; one that passes the same cards back and
# forth is cut off here and counts as a draw.
PLAYOUT_LIMIT = 200

Candidate = TypeVar("Candidate", bound=Action | None)


def lookahead(view: View, candidates: Sequence[Candidate], rng: random.Random, worlds: int,
              step_budget: int) -> Candidate:
    """The candidate with the best payoff for ``view.player`` over up to ``worlds`` sampled
    worlds, stopping before a world would take the playouts past ``step_budget`` actions
    (one world is always played).  Ties go to the earlier candidate.  ``None`` stands for
    acting not at all: the game is played on as it is."""
    me = view.player
    totals = [0.0] * len(candidates)
    steps = 0
    for played in range(worlds):
        if played and steps + steps / played > step_budget:
            break
        world = sample_game(view, rng)
        seed = rng.getrandbits(32)
        for i, action in enumerate(candidates):
            game = world.copy()
            if action is not None:
                game.search_apply(action)
            payoff, taken = counted_playout(game, random.Random(seed), PLAYOUT_LIMIT)
            totals[i] += payoff[me]
            steps += taken
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return candidates[best]
