"""The simple levels: ``random`` and ``original`` (the original game's rules of thumb)."""

from __future__ import annotations

import random
from collections import Counter

from durak.engine import Action, ActionKind, View

from .base import (
    Bot,
    cheapest_cover_plan,
    cheapest_forwards,
    exchange,
    forfeit,
    progress,
    redeal,
    strength,
)

__all__ = ["OriginalBot", "RandomBot"]


class RandomBot(Bot):
    """Uniform over the legal actions, but never a pointless retract."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.rng = random.Random(seed)

    def act(self, view: View) -> Action | None:
        caught = self.catch(view)
        if caught is not None:
            return caught
        options = [a for a in view.legal_actions if a.kind is not ActionKind.RETRACT]
        return self.rng.choice(options) if options else None


class OriginalBot(Bot):
    """The original game's AI, written fresh from its described behaviour.

    Defender: always forwards when it can (but not twice with no progress in between,
    which could go round in circles for ever); otherwise, if the cheapest cards can beat
    the whole attack, beats each card with the lowest card that does, else takes.
    Attacker: leads the lowest non-trump of its most common rank and throws in matching
    non-trumps; says done when it has none.  With ``forward_by_trump`` it forwards by
    showing the trump whenever that is legal (it keeps the card).  With ``trump_exchange``
    it exchanges the lowest trump whenever it may, before leading; with ``redeal`` it asks
    for a redeal when its hand may and holds fewer than two trumps.  With
    ``take_when_beaten`` it forfeits a fully beaten round by the rule of thumb of
    ``base.forfeit_pays`` (trumps to win back while the stack lasts), not twice with no
    progress in between.
    """

    name = "original"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self._forwarded_at: tuple[int, int] | None = None
        self._forfeited_at: tuple[int, int] | None = None

    def reset(self, seat: int) -> None:
        super().reset(seat)
        self._forwarded_at = None
        self._forfeited_at = None

    def act(self, view: View) -> Action | None:
        caught = self.catch(view)   # (it never cheats itself)
        if caught is not None:
            return caught
        legal = view.legal_actions
        if not legal:
            return None
        again = redeal(view)
        if again is not None:
            return again
        if not view.table and view.player != view.offender:
            return None   # (it could have asked for a redeal; the offender leads)
        if view.player == view.defender:
            return self._defend(view)
        return exchange(view) or self._attack(view)

    def _defend(self, view: View) -> Action | None:
        legal = view.legal_actions
        forwards = cheapest_forwards(legal, view)
        if forwards and self._forwarded_at != progress(view):
            self._forwarded_at = progress(view)
            return min(forwards, key=lambda a: max(strength(c, view) for c in a.cards))
        if not any(d is None for _, d in view.table):
            return self._forfeit(view)
        plan = cheapest_cover_plan(view)
        if plan is None:
            return Action.take(view.player)
        target, card = next(iter(plan.items()))
        return Action.defend(view.player, card, target)

    def _forfeit(self, view: View) -> Action | None:
        action = forfeit(view)
        if action is None or self._forfeited_at == progress(view):
            return None
        self._forfeited_at = progress(view)
        return action

    def _attack(self, view: View) -> Action | None:
        legal = view.legal_actions
        attacks = [a for a in legal if a.kind is ActionKind.ATTACK and len(a.cards) == 1]
        if not view.table:
            plain = [c for c in view.hand if c.suit is not view.trump]
            pool = plain or list(view.hand)
            counts = Counter(c.rank for c in pool)
            best = max(counts.values())
            rank = min(r for r, n in counts.items() if n == best)
            card = min((c for c in pool if c.rank == rank), key=lambda c: strength(c, view))
            return Action.attack(view.player, card)
        plain_adds = [a for a in attacks if a.cards[0].suit is not view.trump]
        if plain_adds:
            return min(plain_adds, key=lambda a: strength(a.cards[0], view))
        done = Action.done(view.player)
        return done if done in legal else None
