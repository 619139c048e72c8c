"""Possible worlds: hidden cards dealt out consistently with what a player knows.

A world gives every other player his known cards plus random unseen ones up to his hand
size, and the rest of the unseen cards to the stack, in random order.  The bot then
searches ``Game.from_view(view, hands, stack)`` as if the world were true.
"""

from __future__ import annotations

import random

from durak.engine import Card, Game, View


def sample_world(view: View, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
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
        hand += unseen[:missing]
        del unseen[:missing]
        hands.append(hand)
    return hands, unseen


def sample_game(view: View, rng: random.Random) -> Game:
    """A game drawn from the worlds this view allows (unchecked: the sampler is exact)."""
    hands, stack = sample_world(view, rng)
    return Game.from_view(view, hands, stack, check=False)
