"""The player's score, as the original keeps it: games, place-weighted score, times last."""

from __future__ import annotations

import json
import pathlib
from dataclasses import asdict, dataclass

from .storage import read_json, set_aside, unreadable, write_atomic


@dataclass
class Score:
    games: int = 0
    points: float = 0.0      # sum over games of (n - k) / (n - 1) for place k of n
    times_last: int = 0
    last_place: int | None = None
    last_players: int | None = None

    @property
    def percent(self) -> float | None:
        """The score in percent, or ``None`` before the first game."""
        return 100.0 * self.points / self.games if self.games else None

    def add_game(self, place: int, players: int) -> None:
        """Count a finish in ``place`` (1 = first out) of ``players``."""
        self.games += 1
        self.points += (players - place) / (players - 1)
        if place == players:
            self.times_last += 1
        self.last_place = place
        self.last_players = players


class ScoreBook:
    """The score file (JSON, in the app's data folder), written atomically."""

    def __init__(self, path: pathlib.Path) -> None:
        self.path = path
        self.warning: str | None = None
        self.score = self._load()

    def _load(self) -> Score:
        data, self.warning = read_json(self.path)
        if data is None:
            return Score()
        try:
            score = Score(**data)
            if not (isinstance(score.games, int) and score.games >= 0
                    and isinstance(score.points, (int, float)) and 0 <= score.points <= score.games
                    and isinstance(score.times_last, int) and 0 <= score.times_last <= score.games):
                raise ValueError("values out of range")
            return score
        except (TypeError, ValueError) as error:
            moved = set_aside(self.path, str(error))
            self.warning = unreadable(self.path, moved)
            return Score()

    def record(self, place: int, players: int) -> None:
        self.score.add_game(place, players)
        self.save()

    def save(self) -> None:
        write_atomic(self.path, json.dumps(asdict(self.score), indent=2) + "\n")
