"""Reference searches for the tests: plain, slow and obviously right."""

from __future__ import annotations

from durak.ai.search import mover, rewards
from durak.engine import Game


def minimax(game: Game, me: int, line: frozenset[object] = frozenset()) -> float:
    """Plain minimax over the canonical moves through the checked public path (a
    repetition is a draw), for two players."""
    if game.is_over:
        return rewards(game)[me]
    key = (tuple(game.hand(p) for p in range(2)), game.table, game.offender, game.passed,
           game.taking, game.forward_blocked, game.search_stack())
    if key in line:
        return 0.5
    seat, options = mover(game)
    values = []
    for action in options:
        child = game.copy()
        child.apply(action)
        values.append(minimax(child, me, line | {key}))
    return max(values) if seat == me else min(values)
