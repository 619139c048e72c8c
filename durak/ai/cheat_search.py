"""How ``hard`` weighs a cheat (``Rules.cheating``): the take its search chose, against
each cheat cover it could lay instead, caught or not.

Each candidate is played on in the same sampled worlds with the search's greedy playout:
the take, every cheat cover left standing, and every cheat cover caught at once by the
next opponent (the card back, the whole table taken). A cheat is worth
``(1 - caught) * standing + caught * caught_value``, where ``caught`` is the chance of
being caught the bot expects (from its own cheats this game: caught + 1 out of made + 2).
The work is counted in playout actions, not timed, so a seeded bot decides the same way
on any machine.
"""

from __future__ import annotations

import random

from durak.engine import Action, ActionKind, Game, View

from .search import counted_playout
from .worlds import sample_game

WORLDS = 8
PLAYOUT_LIMIT = 200
# At most this many cheat covers are weighed: the cheapest ones.
CANDIDATES = 3


def weigh_cheats(view: View, caught: float, rng: random.Random) -> Action | None:
    """The cheat cover worth more than taking for ``view.player``, or ``None``."""
    me = view.player
    accuser = next((q for i in range(1, view.num_players)
                    if not view.out[q := (me + i) % view.num_players]
                    and q not in view.barred and not view.rules.partners(me, q)), None)
    if accuser is None:   # nobody may catch it
        caught = 0.0
        accuser = me
    order = view.order
    cheats = sorted((a for a in view.cheat_actions if a.kind is ActionKind.DEFEND),
                    key=lambda a: order.strength(a.cards[0]))[:CANDIDATES]
    if not cheats or Action.take(me) not in view.legal_actions:
        return None
    take = 0.0
    standing = [0.0] * len(cheats)
    punished = [0.0] * len(cheats)
    for _ in range(WORLDS):
        world = sample_game(view, rng)
        seed = rng.getrandbits(32)
        take += _payoff(world, [Action.take(me)], me, seed)
        for i, cheat in enumerate(cheats):
            standing[i] += _payoff(world, [cheat], me, seed)
            if caught:
                punished[i] += _payoff(world, [cheat, Action.catch(accuser, cheat.cards[0])],
                                       me, seed)
    values = [(1 - caught) * s + caught * p for s, p in zip(standing, punished, strict=True)]
    best = max(range(len(cheats)), key=lambda i: (values[i], -i))
    return cheats[best] if values[best] > take else None


def _payoff(world: Game, actions: list[Action], me: int, seed: int) -> float:
    game = world.copy()
    for action in actions:
        game.search_apply(action)
    payoff, _ = counted_playout(game, random.Random(seed), PLAYOUT_LIMIT)
    return payoff[me]
