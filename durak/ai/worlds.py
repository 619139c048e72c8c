"""Possible worlds: hidden cards dealt out consistently with what a player knows.

A world gives every other player his known cards plus random unseen ones up to his hand
size, and the rest of the unseen cards to the stack, in random order.  The bot then
searches ``Game.from_view(view, hands, stack)`` as if the world were true.

Cards a player probably lacks (``beliefs``: per seat, a weight for every card index, see
``beliefs.Beliefs.weights``) go to his hand less often: his cards are drawn one after
another, each card with its weight (weighted sampling without replacement, by Efraimidis
and Spirakis' keys: the largest ``u ** (1 / weight)`` win).  ``all_worlds`` lists every
world instead, each with its weight, for a search that can afford them all
(``endgame_worlds``).
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator, Sequence

from durak.engine import Card, Game, View

from .beliefs import CardWeights


def sample_world(view: View, rng: random.Random, beliefs: Sequence[CardWeights] = ()
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
        weights = beliefs[seat] if seat < len(beliefs) else ()
        if weights and missing > 0:
            random_value = rng.random
            unseen.sort(key=lambda card: -(random_value() ** (1.0 / weights[card.index])))
            hand += unseen[:missing]
            del unseen[:missing]
            rng.shuffle(unseen)   # the others' cards and the stack's order stay uniform
        else:
            hand += unseen[:missing]
            del unseen[:missing]
        hands.append(hand)
    return hands, unseen


def sample_game(view: View, rng: random.Random, beliefs: Sequence[CardWeights] = ()) -> Game:
    """A game drawn from the worlds this view allows (unchecked: the sampler is exact)."""
    hands, stack = sample_world(view, rng, beliefs)
    return Game.from_view(view, hands, stack, check=False)


# One world: every seat's hand, the stack in draw order, and the world's weight.
World = tuple[list[list[Card]], list[Card], float]


def _missing(view: View) -> list[int]:
    """How many hidden cards each seat holds (none for the viewer)."""
    return [0 if seat == view.player else view.hand_sizes[seat] - len(view.known[seat])
            for seat in range(view.num_players)]


def world_count(view: View) -> int:
    """How many worlds this view allows: the hidden cards dealt into the hands, and the
    rest of them in every order in the stack."""
    left = len(view.unseen())
    count = 1
    for missing in _missing(view):
        count *= math.comb(left, missing)
        left -= missing
    return count * math.factorial(left)


def all_worlds(view: View, beliefs: Sequence[CardWeights] = ()) -> Iterator[World]:
    """Every world this view allows (``world_count`` of them), in a fixed order.

    A world's weight is the product of its hands' card weights (``beliefs``; 1 for a card
    of a seat with none): proportional to the chance of that deal when each card is dealt
    with its weight (the sampler's draws one by one come close).  The stack's orders are
    equally likely.
    """
    missing = _missing(view)
    unseen = view.unseen()
    for hidden, stack, weight in _deals(unseen, missing, beliefs, 0):
        hands = [list(view.hand) if seat == view.player else list(view.known[seat]) + hidden[seat]
                 for seat in range(view.num_players)]
        for order in itertools.permutations(stack):
            yield hands, list(order), weight


def _deals(cards: tuple[Card, ...], missing: list[int], beliefs: Sequence[CardWeights],
           seat: int) -> Iterator[tuple[dict[int, list[Card]], tuple[Card, ...], float]]:
    """The hidden hands of ``seat`` and the seats after it, from ``cards``; with what is
    left for the stack and the hands' weight."""
    if seat == len(missing):
        yield {}, cards, 1.0
        return
    weights = beliefs[seat] if seat < len(beliefs) else ()
    for hand in itertools.combinations(cards, missing[seat]):
        weight = 1.0
        if weights:
            for card in hand:
                weight *= weights[card.index]
        rest = tuple(card for card in cards if card not in hand)
        for later, stack, later_weight in _deals(rest, missing, beliefs, seat + 1):
            later[seat] = list(hand)
            yield later, stack, weight * later_weight
