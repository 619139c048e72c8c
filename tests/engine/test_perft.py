"""Perft: counts of legal action sequences from fixed positions, as chess engines pin them.

Depth-1 counts are checked by hand in the comments; deeper counts pin the move
generator against regressions (any change to them must be explained by a rule change).
"""

import pytest

from durak.engine import Game, Rules

from .helpers import pos


def perft(game: Game, depth: int) -> int:
    if depth == 0 or game.is_over:
        return 1
    if depth == 1:
        return len(game.legal_actions())
    total = 0
    for action in game.legal_actions():
        child = game.copy()
        child.apply(action)
        total += perft(child, depth - 1)
    return total


def test_opening_counts_are_the_offenders_leads():
    # P0 holds 7S 7D 9C 9H 9S AD: leads 7S, 7D, 7S+7D (3); 9s: 7 subsets; AD (1) = 11.
    game = pos("7S7D9C9H9SAD/8S6SKD6H6C6D KH - 0")
    assert perft(game, 1) == 11


@pytest.mark.parametrize(("make", "counts"), [
    # P1 leads from 7S 7D 7C 9S 9C QS: 7 + 3 + 1 = 11.
    (lambda: Game.new(Rules(), 2, seed=1), [11, 63, 363, 2108]),
    (lambda: Game.new(Rules(forwarding=False), 2, seed=1), [11, 59, 342, 1945]),
    (lambda: Game.new(Rules(reinforce="all"), 4, seed=7), [7, 40, 284]),
    # Depth 2 by hand: after 7S: 7H covers, forward 7D/7H/both, take, P2 adds 7C (6);
    # after QS: 7H, forward QD, take, P2 adds QC (4); after KS or AS: 7H or take (2+2).
    (lambda: pos("7SQSKSAS/7D7HQD/7CQCJC KH - 0"), [4, 14, 51, 161, 545]),
])
def test_perft(make, counts):
    assert [perft(make(), d) for d in range(1, len(counts) + 1)] == counts
