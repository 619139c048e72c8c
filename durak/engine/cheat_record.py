"""``CheatRecord``: one cheat of a game with ``Rules.cheating`` and what became of it.

It sits below ``game`` (whose ``cheat_log`` lists them) and ``cheating`` (which makes them).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card

__all__ = ["CheatRecord"]


@dataclass(frozen=True, slots=True)
class CheatRecord:
    """One cheat and what became of it.

    ``kind`` is ``"defend"`` (a cover that does not beat its card), ``"attack"`` (an added
    card of a rank not on the table) or ``"forward"``; ``outcome`` is ``"standing"`` (on
    the table, the round running), ``"caught"`` (by ``caught_by``), ``"stood"`` (nobody
    caught it before the round ended: ``watchers`` are the players who could have), or
    ``"undone"`` (taken back by its maker, or a cheat cover lying on a caught card).
    """

    player: int
    card: Card
    kind: str
    round_index: int
    outcome: str = "standing"
    caught_by: int | None = None
    watchers: tuple[int, ...] = ()
