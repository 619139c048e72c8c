"""A series: the games played one after another at the same table, with its tally.

The engine keeps no memory between games; a finished game starts the next one of the
series (``Game.next_game``: the rules' ``next_leader`` and the epaulette ladder).  The
series counts, per seat, the times durak and the epaulettes.  It lasts while the table
keeps its players and rules and every game is played to the end; anything else starts a
new one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from durak.engine import Game, Rules

from ..model.table_state import HUMAN


@dataclass
class Series:
    """The tally of the games finished at one table (players and rules) in a row."""

    rules: Rules
    players: int
    games: int = 0
    duraks: list[int] = field(default_factory=list)
    epaulettes: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.duraks = self.duraks or [0] * self.players
        self.epaulettes = self.epaulettes or [0] * self.players

    def add(self, game: Game) -> None:
        """Count a finished game."""
        self.games += 1
        if game.durak is not None:
            self.duraks[game.durak] += 1
            if game.epaulettes is not None:
                self.epaulettes[game.durak] += 1

    def continues(self, previous: Game | None, rules: Rules, players: int) -> bool:
        """Whether a new game with ``rules`` and ``players`` after ``previous`` belongs to
        this series: the same table, and the previous game finished and counted."""
        return (previous is not None and previous.is_over and self.games > 0
                and (rules, players) == (self.rules, self.players)
                and previous.rules == rules and previous.num_players == players)

    def next_game(self, previous: Game | None, rules: Rules, players: int,
                  seed: int) -> tuple[Game, Series]:
        """The next game and the series it belongs to (this one, or a fresh one). With the
        novice rule the human is the newcomer at a fresh series' table: the first attack
        goes against him."""
        if previous is not None and self.continues(previous, rules, players):
            return previous.next_game(seed), self
        novice = HUMAN if rules.next_leader == "novice" else None
        return Game.new(rules, players, seed=seed, novice=novice), Series(rules, players)
