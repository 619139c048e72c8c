"""The player's score, as the original keeps it: games, place-weighted score, times last.

A game given up while it runs (a new game dealt over it, or the offer to resume it at the
next start declined) counts as a game finished in last place: no points, so leaving a
lost game cannot lift the score.  It is counted apart as ``abandoned``, not as a time
durak.  Files written before ``abandoned`` existed read as none abandoned; before
``epaulettes``, as none.  In a team game a win of the human's team counts as first place,
a loss as last.
"""

from __future__ import annotations

import json
import pathlib
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields

from durak.engine import View, parse_json

from .storage import read_file, write_atomic


@dataclass
class Score:
    games: int = 0
    points: float = 0.0      # sum over games of (n - k) / (n - 1) for place k of n
    times_last: int = 0
    last_place: int | None = None
    last_players: int | None = None
    abandoned: int = 0       # games given up while they ran, also counted in ``games``
    epaulettes: int = 0      # times durak with epaulettes (also counted in ``times_last``)

    @property
    def percent(self) -> float | None:
        """The score in percent, or ``None`` before the first game."""
        return 100.0 * self.points / self.games if self.games else None

    def add_game(self, place: int, players: int, epaulettes: bool = False) -> None:
        """Count a finish in ``place`` (1 = first out) of ``players``, last ``epaulettes``."""
        self.games += 1
        self.points += (players - place) / (players - 1)
        if place == players:
            self.times_last += 1
            self.epaulettes += epaulettes
        self.last_place = place
        self.last_players = players

    def add_abandoned(self, players: int) -> None:
        """Count a game of ``players`` given up while it ran: a last place, no points."""
        self.games += 1
        self.abandoned += 1
        self.last_place = players
        self.last_players = players


def place_of(view: View) -> int:
    """The place the score counts for the view's player in a finished game: where he went
    out (the durak last); in a team game, first when his team won and last when it lost."""
    me, players = view.player, view.num_players
    rules = view.rules
    if rules.teams and view.durak is not None:
        return players if rules.team_of(view.durak) == rules.team_of(me) else 1
    return view.winners.index(me) + 1 if me in view.winners else players


def parse_score(raw: bytes) -> Score:
    """A score from the file's bytes; anything a score cannot be raises ``ValueError``."""
    data = parse_json(raw)
    if not isinstance(data, dict):
        raise ValueError(f"a score must be a JSON object, not {type(data).__name__}")
    known = {f.name for f in fields(Score)}
    unknown = set(data) - known
    if unknown:
        raise ValueError(f"the score has {len(unknown)} unknown field(s)")
    score = Score(**data)
    if not (_count(score.games) and _count(score.times_last) and score.times_last <= score.games
            and isinstance(score.points, (int, float)) and not isinstance(score.points, bool)
            and 0 <= score.points <= score.games
            and _count(score.abandoned) and score.abandoned <= score.games
            and _count(score.epaulettes) and score.epaulettes <= score.times_last):
        raise ValueError("the score's counts are not whole numbers from 0 to games played")
    place, players = score.last_place, score.last_players
    if (place is None) != (players is None):
        raise ValueError("the last game's place and player count come together")
    if place is not None and players is not None and not (
            _count(players) and 2 <= players <= 6 and _count(place) and 1 <= place <= players):
        raise ValueError("the last game's place or player count is impossible")
    return score


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


class ScoreBook:
    """The score file (JSON, in the app's data folder), written atomically."""

    def __init__(self, path: pathlib.Path) -> None:
        self.path = path
        score, self.warning = read_file(path, parse_score)
        self.score = score or Score()
        # Told of every game counted: (place, players, abandoned).
        self.listeners: list[Callable[[int, int, bool], None]] = []

    def record(self, place: int, players: int, epaulettes: bool = False) -> None:
        self.score.add_game(place, players, epaulettes)
        self.save()
        for listener in self.listeners:
            listener(place, players, False)

    def abandon(self, players: int) -> None:
        self.score.add_abandoned(players)
        self.save()
        for listener in self.listeners:
            listener(players, players, True)

    def count_unfinished(self, view: View, moves: int) -> None:
        """Score a game dropped before its end, as its player's ``view`` shows it after
        ``moves`` actions: his place if he is already out, else an abandoned game (in a
        team game always: only its end tells the team's result).  A finished game (scored
        at its end) or one without a move yet counts nothing."""
        if view.is_over or not moves:
            return
        if view.out[view.player] and not view.rules.teams:
            self.record(view.winners.index(view.player) + 1, view.num_players)
        else:
            self.abandon(view.num_players)

    def reset(self) -> None:
        """Start the score afresh."""
        self.score = Score()
        self.save()

    def save(self) -> None:
        write_atomic(self.path, json.dumps(asdict(self.score), indent=2) + "\n")
