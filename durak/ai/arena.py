"""Bot-versus-bot matches: seeded games, seats rotated fairly, statistics with intervals.

Every deal is played once per rotation of the seats, so each bot meets the same cards
from every seat.  Bots see views only, exactly as at the table: each step the bots are
asked in turn (starting from a rotating seat) and the first action is applied; when
every bot waits, the reinforcement window times out.
"""

from __future__ import annotations

import math
import multiprocessing
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from durak.engine import Action, CatchFailed, Game, Rules

from . import make_bot
from .hard import HardBot
from .parallel import SearchPool


@dataclass
class SeatResult:
    name: str
    place: int            # 1 = first out; the durak is last; a draw leaves nobody last
    durak: bool
    first_out: bool
    team_lost: bool = False   # with teams: the durak is this seat or its partner
    decisions: int = 0
    think_seconds: float = 0.0
    max_decision: float = 0.0
    iterations: int = 0
    search_seconds: float = 0.0
    cheating: CheatCounts | None = None   # with ``cheating``


@dataclass
class CheatCounts:
    """One seat's cheating (``Rules.cheating``): its cheats made and how many of them were
    caught; the others' cheats it caught, those it let stand though it could have caught
    them (missed), and its catches of honest cards (wrong)."""

    made: int = 0
    caught: int = 0
    catches: int = 0
    missed: int = 0
    wrong: int = 0

    def add(self, other: CheatCounts) -> None:
        self.made += other.made
        self.caught += other.caught
        self.catches += other.catches
        self.missed += other.missed
        self.wrong += other.wrong

    def as_dict(self) -> dict[str, float]:
        spotted = self.catches + self.missed
        return {"cheats_made": self.made, "cheats_caught": self.caught,
                "catches": self.catches, "missed": self.missed, "wrong_catches": self.wrong,
                "caught_share": self.caught / self.made if self.made else 0.0,
                "catch_share": self.catches / spotted if spotted else 0.0}


def count_cheats(game: Game, wrong: list[int]) -> list[CheatCounts]:
    """Each seat's ``CheatCounts`` in a finished game (``wrong``: its wrong catches)."""
    counts = [CheatCounts(wrong=n) for n in wrong]
    for cheat in game.cheat_log:
        counts[cheat.player].made += 1
        if cheat.outcome == "caught" and cheat.caught_by is not None:
            counts[cheat.player].caught += 1
            counts[cheat.caught_by].catches += 1
        elif cheat.outcome == "stood":
            for seat in cheat.watchers:
                counts[seat].missed += 1
    return counts


@dataclass
class GameResult:
    seats: list[SeatResult]
    actions: int


def seat_names(names: list[str], players: int, game_index: int) -> list[str]:
    """The bot in each seat for game ``game_index``: the lineup rotated one seat a game."""
    lineup = [names[i % len(names)] for i in range(players)]
    shift = game_index % players
    return lineup[shift:] + lineup[:shift]


def play_game(names: list[str], rules: Rules, seed: int, budget: float | None = None,
              max_steps: int = 20_000, max_iterations: int | None = None,
              pool: SearchPool | None = None) -> GameResult:
    """One game between ``names`` (one per seat); raises if a bot breaks the rules.

    With a ``pool``, bots that search do so on its processes (root-parallel).
    """
    players = len(names)
    game = Game.new(rules, players, seed=seed)
    bots = [make_bot(name, seed=seed * 7 + seat, budget=budget, max_iterations=max_iterations)
            for seat, name in enumerate(names)]
    for seat, bot in enumerate(bots):
        bot.reset(seat)
        if pool is not None and isinstance(bot, HardBot):
            bot.use_pool(pool)
    stats = [SeatResult(name, 0, False, False) for name in names]
    events = list(game.opening_events())
    for seat, bot in enumerate(bots):
        bot.observe([e.redact(seat) for e in events])
    start_seat = 0
    steps = 0
    wrong = [0] * players
    while not game.is_over:
        steps += 1
        if steps > max_steps:
            raise RuntimeError(f"game {seed} did not end in {max_steps} steps")
        acted = None
        for offset in range(players):
            seat = (start_seat + offset) % players
            view = game.view(seat)
            if not view.legal_actions and not view.catch_actions:
                continue
            began = time.perf_counter()
            action = bots[seat].act(view)
            spent = time.perf_counter() - began
            record = stats[seat]
            if action is not None:
                record.decisions += 1
                record.think_seconds += spent
                record.max_decision = max(record.max_decision, spent)
                acted = action
                break
        start_seat = (start_seat + 1) % players
        if acted is None:
            if not game.window_open:
                raise RuntimeError(f"every bot waits but no window is open: {game!r}")
            acted = Action.timeout()
        events = game.apply(acted)   # an illegal bot action raises here: no silent fixes
        for seat, bot in enumerate(bots):
            bot.observe([e.redact(seat) for e in events])
        if isinstance(events[0], CatchFailed):
            wrong[events[0].player] += 1
    cheats = count_cheats(game, wrong) if rules.cheating else None
    for seat, bot in enumerate(bots):
        record = stats[seat]
        record.durak = game.durak == seat
        record.team_lost = game.durak is not None and (
            rules.team_of(game.durak) == rules.team_of(seat))
        record.first_out = bool(game.winners) and game.winners[0] == seat
        record.place = game.winners.index(seat) + 1 if seat in game.winners else players
        if cheats is not None:
            record.cheating = cheats[seat]
        search = getattr(bot, "search_stats", None)
        if search is not None:
            record.iterations, record.search_seconds = search()
    return GameResult(stats, len(game.history))


@dataclass
class BotStats:
    name: str
    games: int = 0
    duraks: int = 0
    team_losses: int = 0
    first_outs: int = 0
    place_sum: float = 0.0
    decisions: int = 0
    think_seconds: float = 0.0
    max_decision: float = 0.0
    iterations: int = 0
    search_seconds: float = 0.0
    cheating: CheatCounts | None = None

    def add(self, seat: SeatResult) -> None:
        if seat.cheating is not None:
            if self.cheating is None:
                self.cheating = CheatCounts()
            self.cheating.add(seat.cheating)
        self.games += 1
        self.duraks += seat.durak
        self.team_losses += seat.team_lost
        self.first_outs += seat.first_out
        self.place_sum += seat.place
        self.decisions += seat.decisions
        self.think_seconds += seat.think_seconds
        self.max_decision = max(self.max_decision, seat.max_decision)
        self.iterations += seat.iterations
        self.search_seconds += seat.search_seconds

    def as_dict(self) -> dict[str, Any]:
        lo, hi = wilson(self.duraks, self.games)
        data = {
            "name": self.name, "games": self.games,
            "durak_rate": self.duraks / self.games if self.games else 0.0,
            "durak_ci": [lo, hi],
            "first_out_rate": self.first_outs / self.games if self.games else 0.0,
            "first_out_ci": list(wilson(self.first_outs, self.games)),
            "mean_place": self.place_sum / self.games if self.games else 0.0,
            "decisions": self.decisions,
            "decisions_per_s": self.decisions / self.think_seconds if self.think_seconds else 0.0,
            "mean_decision_s": self.think_seconds / self.decisions if self.decisions else 0.0,
            "max_decision_s": self.max_decision,
        }
        # With teams a partner's durak game is a loss too (without, the durak rate).
        data["team_loss_rate"] = self.team_losses / self.games if self.games else 0.0
        data["team_loss_ci"] = list(wilson(self.team_losses, self.games))
        if self.iterations:
            data["iterations_per_s"] = self.iterations / self.search_seconds
        if self.cheating is not None:
            data["cheating"] = self.cheating.as_dict()
        return data


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (
        1 + z * z / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


# One game to play: bot names, players, rules, game index, base seed, time budget,
# iterations per search.
Task = tuple[list[str], int, Rules, int, int, float | None, int | None]


def _play_indexed(args: Task, pool: SearchPool | None = None) -> GameResult:
    names, players, rules, index, base_seed, budget, iterations = args
    seated = seat_names(names, players, index)
    # Each deal is replayed once per seat rotation.
    return play_game(seated, rules, base_seed + index // players, budget,
                     max_iterations=iterations, pool=pool)


def run_arena(names: list[str], games: int, rules: Rules, players: int, seed: int = 1,
              jobs: int = 1, budget: float | None = None,
              progress: Callable[[int, int], None] | None = None,
              cores: int = 1, iterations: int | None = None) -> list[BotStats]:
    """Play ``games`` games and gather statistics per bot name.

    ``cores`` above one searches every ``hard`` decision root-parallel in that many
    processes; it needs ``jobs`` 1 (games in parallel would compete for the same cores).
    ``iterations`` caps every search (per process): with a ``budget`` long enough never
    to be reached, the results do not depend on the machine or its load.
    """
    if cores > 1 and jobs > 1:
        raise ValueError("search on several cores plays one game at a time: use jobs=1")
    tasks: list[Task] = [(names, players, rules, i, seed * 100_003, budget, iterations)
                        for i in range(games)]
    stats: dict[str, BotStats] = {name: BotStats(name) for name in names}
    for done, result in enumerate(_results(tasks, jobs, cores), 1):
        for seat in result.seats:
            stats[seat.name].add(seat)
        if progress is not None:
            progress(done, games)
    return list(stats.values())


def _results(tasks: list[Task], jobs: int, cores: int = 1) -> Iterator[GameResult]:
    if jobs <= 1:
        searchers = SearchPool.start(cores - 1) if cores > 1 else None
        try:
            for task in tasks:
                yield _play_indexed(task, searchers)
        finally:
            if searchers is not None:
                searchers.close()
        return
    context = multiprocessing.get_context("spawn")
    with context.Pool(jobs) as pool:
        yield from pool.imap_unordered(_play_indexed, tasks, chunksize=1)
