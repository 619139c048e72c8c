"""Possible worlds: hidden cards dealt out consistently with what a player knows.

A world gives every other player his known cards plus random unseen ones up to his hand
size, and the rest of the unseen cards to the stack, in random order.  The bot then
searches ``Game.from_view(view, hands, stack)`` as if the world were true.

Cards a player probably lacks (``beliefs``: one mask of card indices per seat) go to his
hand less often: his cards are drawn one after another with those cards weighted
``UNLIKELY_WEIGHT`` (weighted sampling without replacement, by Efraimidis and Spirakis'
keys: the largest ``u ** (1 / weight)`` win).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from durak.engine import Card, Game, View

from .beliefs import UNLIKELY_WEIGHT

_UNLIKELY_POWER = 1 / UNLIKELY_WEIGHT


def sample_world(view: View, rng: random.Random, beliefs: Sequence[int] = ()
                 ) -> tuple[list[list[Card]], list[Card]]:
    """Hands for every seat and the stack (draw order, face-up card excluded)."""
    unseen = list(view.unseen())
    rng.shuffle(unseen)
    hands: list[list[Card]] = []
    for seat in range(view.num_players):
        if seat == view.player:
            hands.append(list(view.hand))
            continue
        hand = list(view.known[seat])
        missing = view.hand_sizes[seat] - len(hand)
        unlikely = beliefs[seat] if seat < len(beliefs) else 0
        if unlikely and missing > 0:
            random_value = rng.random
            unseen.sort(key=lambda card: -(random_value() ** _UNLIKELY_POWER
                                           if unlikely >> card.index & 1 else random_value()))
            hand += unseen[:missing]
            del unseen[:missing]
            rng.shuffle(unseen)   # the others' cards and the stack's order stay uniform
        else:
            hand += unseen[:missing]
            del unseen[:missing]
        hands.append(hand)
    return hands, unseen


def sample_game(view: View, rng: random.Random, beliefs: Sequence[int] = ()) -> Game:
    """A game drawn from the worlds this view allows (unchecked: the sampler is exact)."""
    hands, stack = sample_world(view, rng, beliefs)
    return Game.from_view(view, hands, stack, check=False)
