"""Statistics: every finished or abandoned game, summed per table and per opponent level.

The file (``statistics.json`` beside the score) lists the games, oldest first, at most
``MAX_GAMES`` of them.  A game is *won* when the human went out first; a *streak* is a
run of won games.  The score is the one the score dialog shows: a finish in place k of n
counts (n-k)/(n-1), an abandoned game nothing.  When the file is first made, the score
kept so far (``score.json``, which has only totals) is copied into it as ``earlier``, so
the totals lose nothing; those games belong to no table, and their wins are unknown.
Beyond ``MAX_GAMES`` the oldest games are folded into ``earlier`` too.  Team games count
apart (rules ``"teams"``): won is the human's team winning, durak its losing.  Each game
says whether the human was durak with epaulettes; files written before that read as none.
"""

from __future__ import annotations

import csv
import io
import json
import pathlib
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field, fields, replace

from durak.ai import LEVELS
from durak.engine import DECK_SIZES, Rules, parse_json

from .score import Score
from .storage import read_file, write_atomic

MAX_GAMES = 10_000
VARIANTS = ("podkidnoy", "perevodnoy", "teams")   # throw-in only, forwarding too, or teams
MIXED = "mixed"                          # bots of different levels at one table
MAX_CHEATS = 1000                        # far more cheats than any game has cards to make


def variant(rules: Rules) -> str:
    """The statistics' name for a table's rules (team games count apart: their places
    are the team's result, see ``score.place_of``)."""
    if rules.teams:
        return "teams"
    return "perevodnoy" if rules.forwarding else "podkidnoy"


@dataclass(frozen=True)
class GameResult:
    """One game as the statistics keep it."""

    players: int
    deck: int
    rules: str          # one of ``VARIANTS``
    level: str          # the bots' level, or ``MIXED``
    place: int          # 1 = first out; an abandoned game counts as the last place
    abandoned: bool = False
    undo: bool = False  # a move was taken back (Ctrl+Z) in this game
    epaulettes: bool = False   # durak with epaulettes
    # With cheating: the human's cheats, how many of them were caught, and his right catches.
    cheats: int = 0
    cheats_caught: int = 0
    catches: int = 0

    @property
    def won(self) -> bool:
        return self.place == 1 and not self.abandoned

    @property
    def durak(self) -> bool:
        return self.place == self.players and not self.abandoned

    @property
    def points(self) -> float:
        return 0.0 if self.abandoned else (self.players - self.place) / (self.players - 1)

    @property
    def table(self) -> tuple[int, int, str]:
        return self.players, self.deck, self.rules


@dataclass
class Earlier:
    """Games counted before the statistics kept each one (or folded out of the list)."""

    games: int = 0
    wins: int = 0      # unknown for the games of a migrated score: it kept no wins
    points: float = 0.0
    durak: int = 0
    abandoned: int = 0
    epaulettes: int = 0

    @classmethod
    def from_score(cls, score: Score) -> Earlier:
        return cls(games=score.games, points=score.points, durak=score.times_last,
                   abandoned=score.abandoned, epaulettes=score.epaulettes)

    def add(self, game: GameResult) -> None:
        self.games += 1
        self.wins += game.won
        self.points += game.points
        self.durak += game.durak
        self.abandoned += game.abandoned
        self.epaulettes += game.epaulettes


@dataclass
class Totals:
    """What a group of games adds up to."""

    games: int = 0
    wins: int = 0
    places: dict[int, int] = field(default_factory=dict)   # place -> finishes there
    durak: int = 0
    abandoned: int = 0
    epaulettes: int = 0
    points: float = 0.0
    best_streak: int = 0
    current_streak: int = 0
    undone: int = 0       # games in which a move was taken back
    cheats: int = 0       # (cheating) the human's cheats, those caught, his right catches
    cheats_caught: int = 0
    catches: int = 0

    @property
    def percent(self) -> float | None:
        return 100.0 * self.points / self.games if self.games else None

    @property
    def durak_rate(self) -> float | None:
        """Times durak per game finished (abandoned games left out), in percent."""
        finished = self.games - self.abandoned
        return 100.0 * self.durak / finished if finished else None

    @property
    def epaulette_rate(self) -> float | None:
        """Times durak with epaulettes per game finished, in percent."""
        finished = self.games - self.abandoned
        return 100.0 * self.epaulettes / finished if finished else None

    def add(self, game: GameResult) -> None:
        self.games += 1
        self.points += game.points
        self.undone += game.undo
        self.cheats += game.cheats
        self.cheats_caught += game.cheats_caught
        self.catches += game.catches
        if game.abandoned:
            self.abandoned += 1
        else:
            self.places[game.place] = self.places.get(game.place, 0) + 1
        self.durak += game.durak
        self.epaulettes += game.epaulettes
        if game.won:
            self.wins += 1
            self.current_streak += 1
            self.best_streak = max(self.best_streak, self.current_streak)
        else:
            self.current_streak = 0


def totals(games: Iterable[GameResult], earlier: Earlier | None = None) -> Totals:
    """The totals of ``games`` (oldest first), with the ``earlier`` counts."""
    result = Totals()
    if earlier is not None:
        result.games, result.wins, result.points = earlier.games, earlier.wins, earlier.points
        result.durak, result.abandoned = earlier.durak, earlier.abandoned
        result.epaulettes = earlier.epaulettes
    for game in games:
        result.add(game)
    return result


@dataclass
class Statistics:
    games: list[GameResult] = field(default_factory=list)
    earlier: Earlier | None = None

    def overall(self) -> Totals:
        return totals(self.games, self.earlier)

    def by_table(self) -> dict[tuple[int, int, str], Totals]:
        groups: dict[tuple[int, int, str], Totals] = {}
        for game in self.games:
            groups.setdefault(game.table, Totals()).add(game)
        return dict(sorted(groups.items()))

    def by_level(self) -> dict[str, Totals]:
        order = [*LEVELS, MIXED]
        groups: dict[str, Totals] = {}
        for game in self.games:
            groups.setdefault(game.level, Totals()).add(game)
        return {level: groups[level] for level in order if level in groups}

    def score_history(self) -> list[float]:
        """The score in percent after each game (the earlier games as a start)."""
        games = self.earlier.games if self.earlier else 0
        points = self.earlier.points if self.earlier else 0.0
        history = []
        for game in self.games:
            games += 1
            points += game.points
            history.append(100.0 * points / games)
        return history

    def to_csv(self) -> str:
        """One row per game, oldest first, with the score after it."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["game", "players", "deck", "rules", "level", "place", "won", "durak",
                         "abandoned", "undo", "score_percent", "epaulettes"])
        for number, (game, score) in enumerate(zip(self.games, self.score_history(),
                                                   strict=True), 1):
            writer.writerow([number, game.players, game.deck, game.rules, game.level,
                             game.place, int(game.won), int(game.durak), int(game.abandoned),
                             int(game.undo), f"{score:.1f}", int(game.epaulettes)])
        return out.getvalue()


def parse_statistics(raw: bytes) -> Statistics:
    """Statistics from the file's bytes; anything else raises ``ValueError``."""
    data = parse_json(raw)
    if not isinstance(data, dict) or set(data) - {"games", "earlier"}:
        raise ValueError("statistics must be an object with games and earlier")
    games = data.get("games", [])
    if not isinstance(games, list) or len(games) > MAX_GAMES:
        raise ValueError(f"the games must be a list of at most {MAX_GAMES:,}")
    earlier = data.get("earlier")
    return Statistics(games=[_game(entry) for entry in games],
                      earlier=None if earlier is None else _earlier(earlier))


def _earlier(entry: object) -> Earlier:
    names = {f.name for f in fields(Earlier)}
    # Files written before epaulettes were counted lack them: none.
    if not isinstance(entry, dict) or not names - {"epaulettes"} <= set(entry) <= names:
        raise ValueError("the earlier games are an object with " + ", ".join(sorted(names)))
    earlier = Earlier(**entry)
    counts = (earlier.games, earlier.wins, earlier.durak, earlier.abandoned, earlier.epaulettes)
    if not (all(_whole(n) and n >= 0 for n in counts)
            and earlier.wins + earlier.durak + earlier.abandoned <= earlier.games
            and earlier.epaulettes <= earlier.durak
            and isinstance(earlier.points, (int, float)) and not isinstance(earlier.points, bool)
            and 0 <= earlier.points <= earlier.games):
        raise ValueError("the earlier games' counts are impossible")
    return earlier


def _game(entry: object) -> GameResult:
    names = {"players", "deck", "rules", "level", "place", "abandoned"}
    # Fields added later: a file written before them lacks them (it migrates as "no").
    later = {"undo", "epaulettes"}
    counts = {"cheats", "cheats_caught", "catches"}
    if not isinstance(entry, dict) or not names <= set(entry) <= names | later | counts:
        raise ValueError("a game is an object with " + ", ".join(sorted(names))
                         + " (and " + ", ".join(sorted(later | counts)) + ")")
    if not all(isinstance(entry[name], bool) for name in later & set(entry)):
        raise ValueError("a game's undo and epaulettes are true or false")
    if not (all(_whole(entry[name]) and 0 <= entry[name] <= MAX_CHEATS
                for name in counts & set(entry))
            and entry.get("cheats_caught", 0) <= entry.get("cheats", 0)):
        raise ValueError("a game's cheats, cheats caught and catches are impossible")
    players, place = entry["players"], entry["place"]
    if not (_whole(players) and 2 <= players <= 6 and _whole(place) and 1 <= place <= players
            and entry["deck"] in DECK_SIZES and not isinstance(entry["deck"], bool)
            and entry["rules"] in VARIANTS and entry["level"] in (*LEVELS, MIXED)
            and isinstance(entry["abandoned"], bool)
            and isinstance(entry.get("epaulettes", False), bool)):
        raise ValueError("a game's players, deck, rules, level or place is impossible")
    return GameResult(**entry)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class StatsBook:
    """The statistics file, written atomically; a corrupt one is set aside with a warning.

    It is read on first use (``load``, or ``stats``): with thousands of games that takes
    a good part of a start, which the table's first frame does not wait for."""

    def __init__(self, path: pathlib.Path, earlier: Score | None = None) -> None:
        self.path = path
        # The score as it stood when the app started: games counted since are in the file.
        self.earlier = replace(earlier) if earlier is not None else None
        self.warning: str | None = None
        self._stats: Statistics | None = None

    @property
    def loaded(self) -> bool:
        return self._stats is not None

    @property
    def stats(self) -> Statistics:
        return self.load()

    def load(self) -> Statistics:
        """The statistics, read from the file the first time (``warning`` then says if it
        was set aside)."""
        if self._stats is None:
            stats, self.warning = read_file(self.path, parse_statistics)
            if stats is None:
                earlier = self.earlier
                fresh = earlier is not None and earlier.games > 0 and self.warning is None
                stats = Statistics(earlier=Earlier.from_score(earlier) if fresh and earlier
                                   else None)
            self._stats = stats
        return self._stats

    def record(self, game: GameResult) -> None:
        """Add a game; beyond ``MAX_GAMES`` the oldest is folded into ``earlier``."""
        stats = self.stats
        stats.games.append(game)
        while len(stats.games) > MAX_GAMES:
            stats.earlier = stats.earlier or Earlier()
            stats.earlier.add(stats.games.pop(0))
        self.save()

    def save(self) -> None:
        # Field by field and without indent (which takes json's slow path): 10,000 games,
        # written at the end of every game on the table's thread, take 25 ms, not 140.
        names = [f.name for f in fields(GameResult)]
        data: dict[str, object] = {
            "games": [{name: getattr(game, name) for name in names} for game in self.stats.games]}
        if self.stats.earlier is not None:
            data["earlier"] = asdict(self.stats.earlier)
        write_atomic(self.path, json.dumps(data) + "\n")
