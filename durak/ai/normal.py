"""The ``normal`` level: rules of thumb with card memory, checked by a small lookahead.

Its rules of thumb keep trumps and high cards, take when covering would spend too much on
too little, lead and throw in the cheapest cards, and once the stack is empty lead what
the defender cannot beat.  Memory comes from the view: the discard, the cards others were
seen picking up, and which cards are still unseen.

Whenever it has a real choice (lead which card, cover, forward or take, add or stop) it
puts the rule's choice and a few alternatives (taking, the cheapest cover, the cheapest
forward, the cheapest cards to lead or add, stopping) to a small fixed lookahead: each
is played on in the same few sampled worlds, and the best wins.  Two players with an
empty stack hide nothing: that endgame is searched exactly when a small search settles it.
With ``take_when_beaten`` the same lookahead judges forfeiting a fully beaten round against
letting it run, once per table, where a forfeit can win something (cards left in the
stack, a trump in the attack); the rule of thumb (``base.forfeit_pays``) wins ties.
"""

from __future__ import annotations

import math
import random

from durak.engine import Action, ActionKind, Card, View

from .base import (
    Bot,
    cheapest_cover_plan,
    cheapest_forwards,
    exchange,
    forfeit,
    may_forfeit,
    progress,
    redeal,
)
from .cheats import cover_cheats, looks_honest
from .endgame import solve_endgame
from .lookahead import lookahead
from .search import my_turn

# A small exact search for two-player endgames, bounded by nodes rather than by the clock
# so that seeded games play the same on any machine.
ENDGAME_NODES = 100
ENDGAME_SECONDS = math.inf
# What passes the attack on (remembered, so that it is not done twice with no progress).
PASSING_ON = (ActionKind.FORWARD, ActionKind.SHOW)
# The lookahead: at most this many worlds, and about this many playout actions in all
# (counted, not timed, for the same reason).
LOOKAHEAD_WORLDS = 6
LOOKAHEAD_STEPS = 150
# With ``cheating``: the chance it cheats rather than takes, where a cheat that looks like
# a cover is at hand, with one other player still in (with two, half of it...).
CHEAT_CHANCE = 0.5


def value(card: Card, view: View) -> int:
    """How much a card is worth keeping, in this view's game (see ``worth``)."""
    return view.order.worth(card, view.rules.min_rank)


def cards_value(action: Action, view: View) -> int:
    """What the cards of ``action`` are worth together (a show of a trump spends none)."""
    if action.kind is ActionKind.SHOW:
        return 0
    return sum(value(card, view) for card in action.cards)


class NormalBot(Bot):
    name = "normal"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self._passed_on_at: tuple[int, int] | None = None
        self._forfeit_judged: tuple[int, int] | None = None   # (round, table size)
        self._cheated_round = -1
        self.rng = random.Random(seed)

    def reset(self, seat: int) -> None:
        super().reset(seat)
        self._cheated_round = -1
        self._passed_on_at = None
        self._forfeit_judged = None
        self.rng = random.Random(self.seed)

    def act(self, view: View) -> Action | None:
        caught = self.catch(view)
        if caught is not None:
            return caught
        if not view.legal_actions:
            return None
        swap = redeal(view) or exchange(view)
        if swap is not None:
            return swap
        if not view.table and view.player != view.offender:
            return None   # (it could have asked for a redeal; the offender leads)
        if len(my_turn(view)) > 1:
            action = solve_endgame(view, ENDGAME_NODES, ENDGAME_SECONDS)
            if action is not None:
                return action
        if view.player == view.defender:
            if may_forfeit(view):
                return self._forfeit(view)
            shows = [a for a in view.legal_actions if a.kind is ActionKind.SHOW]
            if shows and self._passed_on_at != progress(view):
                # The rule of thumb: pass the attack on and keep the trump.
                self._passed_on_at = progress(view)
                return shows[0]
            others = self._defence_options(view)
            choice = self._defend(view)
            if choice is not None and choice.kind is ActionKind.TAKE and view.cheat_actions:
                cheat = self._cheat(view)
                if cheat is not None:
                    return cheat
        elif not view.table:
            choice = self._lead(view)
            others = self._lead_options(view)
        else:
            choice = self._add(view)
            others = self._add_options(view)
        if choice is None:
            return None
        candidates = [choice] + [a for a in dict.fromkeys(others) if a != choice]
        action = choice
        if len(candidates) > 1:   # (forwards and takes by choice are remembered: see _defend)
            action = lookahead(view, candidates, self.rng, LOOKAHEAD_WORLDS, LOOKAHEAD_STEPS)
        if action.kind in PASSING_ON or (action.kind is ActionKind.TAKE
                                                 and cheapest_cover_plan(view) is not None):
            self._passed_on_at = progress(view)
        return action

    def _cheat(self, view: View) -> Action | None:
        """Now and then, instead of taking, a cheat cover unlikely to be noticed: a lower
        card of the attack card's own suit, once a round, less often the more players
        still in could catch it (``CHEAT_CHANCE`` shared among them; always when none
        may)."""
        if self._cheated_round == view.round_index:
            return None
        cheats = [a for a in cover_cheats(view) if looks_honest(a, view)]
        if not cheats:
            return None
        eyes = sum(1 for q in range(view.num_players)
                   if q != view.player and not view.out[q] and q not in view.barred)
        if eyes and self.rng.random() >= CHEAT_CHANCE / eyes:
            return None
        self._cheated_round = view.round_index
        return min(cheats, key=lambda a: value(a.cards[0], view))

    def _forfeit(self, view: View) -> Action | None:
        """Forfeit the fully beaten round or let it run (``None``), judged once per table
        and never twice with no progress in between (see ``_defend``)."""
        judged = (view.round_index, len(view.table))
        if judged == self._forfeit_judged or self._passed_on_at == progress(view):
            return None
        self._forfeit_judged = judged
        if not view.left_to_draw or not any(view.order.is_trump(a) for a, _ in view.table):
            return None   # nothing to win: only a longer hand
        rule = forfeit(view)
        candidates = [rule, None if rule else Action.take(view.player)]
        action = lookahead(view, candidates, self.rng, LOOKAHEAD_WORLDS, LOOKAHEAD_STEPS)
        if action is not None:
            self._passed_on_at = progress(view)
        return action

    # --- helpers ---------------------------------------------------------------------
    def _possible(self, view: View, seat: int) -> list[Card]:
        """Cards ``seat`` may hold: those known in his hand plus all unseen ones."""
        return list(view.known[seat]) + list(view.unseen())

    def _endgame(self, view: View) -> bool:
        return view.left_to_draw == 0

    # --- attacking -------------------------------------------------------------------
    def _lead(self, view: View) -> Action | None:
        hand = sorted(view.hand, key=lambda c: value(c, view))
        defender = view.defender
        assert defender is not None
        if self._endgame(view):
            threats = self._possible(view, defender)
            beats = view.order.beats
            unbeatable = [c for c in hand if not any(beats(t, c) for t in threats)]
            if unbeatable and len(hand) > 1:
                return self._lead_rank(view, unbeatable[0])
        return self._lead_rank(view, hand[0])

    def _lead_rank(self, view: View, card: Card) -> Action:
        """Lead ``card``, with its rank-mates too when they are cheap (or the game ends)."""
        mates = [c for c in view.hand if c.rank == card.rank and c is not card]
        cheap = [c for c in mates if value(c, view) < 6 or self._endgame(view)]
        for size in range(len(cheap), 0, -1):
            action = Action.attack(view.player, card, *cheap[:size])
            if action in view.legal_actions:
                return action
        return Action.attack(view.player, card)

    def _add(self, view: View) -> Action | None:
        adds = [a for a in view.legal_actions if a.kind is ActionKind.ATTACK]
        done = Action.done(view.player)
        if adds:
            endgame = self._endgame(view)
            limit = 30 if endgame else (8 if view.left_to_draw < 8 else 5)
            cheap = [a for a in adds if value(a.cards[0], view) <= limit]
            if cheap:
                return min(cheap, key=lambda a: value(a.cards[0], view))
        return done if done in view.legal_actions else None

    # --- the lookahead's alternatives -----------------------------------------------
    def _lead_options(self, view: View) -> list[Action]:
        """The three cheapest single cards to lead."""
        singles = [a for a in view.legal_actions if len(a.cards) == 1]
        return sorted(singles, key=lambda a: value(a.cards[0], view))[:3]

    def _add_options(self, view: View) -> list[Action]:
        """Stopping, and the two cheapest cards to add."""
        legal = view.legal_actions
        adds = sorted((a for a in legal if a.kind is ActionKind.ATTACK),
                      key=lambda a: value(a.cards[0], view))
        done = Action.done(view.player)
        return ([done] if done in legal else []) + adds[:2]

    def _defence_options(self, view: View) -> list[Action]:
        """Taking, the cover of the cheapest plan, the cheapest forward; never a second
        forward or take by choice with no progress in between (see ``_defend``)."""
        if self._passed_on_at == progress(view):
            return []
        legal = view.legal_actions
        take = Action.take(view.player)
        options = [take] if take in legal else []
        plan = cheapest_cover_plan(view)
        if plan:
            target, card = max(plan.items(), key=lambda item: value(item[0], view))
            options.append(Action.defend(view.player, card, target))
        forwards = cheapest_forwards(legal, view)
        if forwards:
            options.append(min(forwards, key=lambda a: cards_value(a, view)))
        return options

    # --- defending -------------------------------------------------------------------
    def _defend(self, view: View) -> Action | None:
        legal = view.legal_actions
        if view.taking or all(d is not None for _, d in view.table):
            return None
        plan = cheapest_cover_plan(view)
        # Forwarding or taking by choice twice with no progress in between could go round
        # in circles for ever; the second time, cover (or take, if it cannot).
        stalled = self._passed_on_at == progress(view)
        forwards = cheapest_forwards(legal, view)
        if forwards and not stalled:
            cheapest = min(forwards, key=lambda a: cards_value(a, view))
            cost = cards_value(cheapest, view)
            plan_cost = (sum(value(c, view) for c in plan.values()) if plan else 99)
            if cost < 8 and cost <= plan_cost:
                return cheapest
        if plan is None:
            return Action.take(view.player)
        if not stalled and not self._endgame(view) and self._cheaper_to_take(view, plan):
            return Action.take(view.player)
        target, card = max(plan.items(), key=lambda item: value(item[0], view))
        return Action.defend(view.player, card, target)

    def _cheaper_to_take(self, view: View, plan: dict[Card, Card]) -> bool:
        """Early on, do not spend high trumps on a few low cards."""
        spent = [c for c in plan.values() if view.order.is_trump(c)]
        if not spent:
            return False
        table_value = sum(value(a, view) for a, _ in view.table)
        trump_value = sum(value(c, view) for c in spent)
        many_left = view.left_to_draw > len(view.hand) * 2
        return many_left and len(view.table) <= 2 and trump_value >= 14 and table_value <= 6
