"""What a game's cheating came to, per seat, from its log of cheats (``Rules.cheating``)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol


class CheatEntry(Protocol):
    """One cheat of ``Game.cheat_log``, as far as it is counted here."""

    @property
    def player(self) -> int: ...

    @property
    def outcome(self) -> str: ...

    @property
    def caught_by(self) -> int | None: ...


@dataclass(frozen=True)
class CheatCount:
    """A seat's cheats made, how many of them were caught, and its right catches."""

    made: int = 0
    caught: int = 0
    catches: int = 0


def cheat_counts(log: Iterable[CheatEntry], players: int) -> list[CheatCount]:
    """Each seat's ``CheatCount`` from a game's log of cheats."""
    made, caught, catches = [0] * players, [0] * players, [0] * players
    for cheat in log:
        made[cheat.player] += 1
        if cheat.outcome == "caught" and cheat.caught_by is not None:
            caught[cheat.player] += 1
            catches[cheat.caught_by] += 1
    return [CheatCount(*counts) for counts in zip(made, caught, catches, strict=True)]

