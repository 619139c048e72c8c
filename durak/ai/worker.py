"""Bots that think in another process, so a long search never stalls the table.

The table sends a view (with a token naming the game state it came from), and the
events of the game so far as that seat saw them, and polls for the answer; an answer whose
token no longer matches the game is simply dropped.  The helper keeps one bot per game, seat
and level and tells it the events it has not heard yet before it acts, so a bot that learns
from the table (``hard``'s beliefs) knows there what it would know in the arena.  A
searching bot searches on every core: the helper process and one searcher process per
further core (see ``parallel``), each in a session of its own.  ``cancel`` stops a
search at once (the table pauses); its answer comes back marked ``cancelled``.
Nothing here imports Qt.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.synchronize import Event
from typing import Any

from durak.engine import Action, View
from durak.engine import Event as GameEvent

from .base import Bot
from .levels import make_bot
from .parallel import SearchPool, own_session, start_searchers


@dataclass(frozen=True)
class Answer:
    token: Any
    action: Action | None
    error: str | None = None
    cancelled: bool = False


def think(level: str, seat: int, seed: int | None, budget: float | None,
          view: View, events: Sequence[GameEvent], max_iterations: int | None = None
          ) -> Action | None:
    """One decision of a fresh bot of ``level`` in ``seat``, told ``events`` (its seat's
    events since the deal, redacted for it) first: what a pool of helper processes runs
    (the server's searching bots).  Replaying a game's events is cheap (see the README).
    ``max_iterations`` caps a search (the same decision under any load).  It catches no
    cheat (``cheating``): a fresh bot would draw its attention anew at every decision; the
    caller's own bot of the seat, which lasts the game, notices them (``Bot.catch``)."""
    bot = make_bot(level, seed=seed, budget=budget, max_iterations=max_iterations)
    bot.reset(seat)
    bot.eyes.attention = 0.0
    bot.observe(events)
    return bot.act(view)


@dataclass(frozen=True)
class Request:
    """One decision asked of the helper: the bot of ``level`` in ``seat`` of the game
    ``game_key``, on ``view``, having seen ``events`` (redacted for its seat) so far."""

    token: Any
    game_key: Any
    level: str
    seat: int
    seed: int | None
    budget: float | None
    view: View
    events: tuple[GameEvent, ...] = ()


@dataclass
class _Seated:
    bot: Bot
    heard: int = 0   # events of its game it has been told


class HelperBots:
    """The helper's bots: one per game, seat and level, each told the events of its game
    as they come, and searching on ``pool`` (if any)."""

    LIMIT = 24   # bots kept; more (many games since) and all are forgotten

    def __init__(self, pool: SearchPool | None = None) -> None:
        self.pool = pool
        self.bots: dict[tuple[Any, int, str], _Seated] = {}

    def bot_for(self, request: Request) -> Bot:
        """The bot that answers ``request``, told every event of it that it has not heard."""
        key = (request.game_key, request.seat, request.level)
        seated = self.bots.get(key)
        if seated is None:
            if len(self.bots) > self.LIMIT:
                self.bots.clear()
            bot = make_bot(request.level, seed=request.seed, budget=request.budget)
            bot.reset(request.seat)
            if self.pool is not None and hasattr(bot, "use_pool"):
                bot.use_pool(self.pool)
            seated = self.bots[key] = _Seated(bot)
        bot = seated.bot
        if len(request.events) > seated.heard:
            bot.observe(request.events[seated.heard:])
            seated.heard = len(request.events)
        if request.budget is not None and hasattr(bot, "budget"):
            bot.budget = request.budget   # the table's speed may have changed since
        return bot

    def answer(self, request: Request, cancelled: Callable[[], bool] = lambda: False) -> Answer:
        """The bot's action for ``request`` (or the error it raised)."""
        try:
            action = self.bot_for(request).act(request.view)
        except Exception as error:  # reported to the table, which logs it and moves on
            return Answer(request.token, None, f"{type(error).__name__}: {error}")
        return Answer(request.token, action, cancelled=cancelled())


def _serve(connection: Connection, searchers: list[Connection], stop: Event) -> None:
    own_session()
    helper = HelperBots(SearchPool(searchers, stop))
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        connection.send(helper.answer(request, stop.is_set))


class BotWorker:
    """One helper process (and ``cores - 1`` searchers); requests are answered in order."""

    def __init__(self, cores: int | None = None) -> None:
        context = multiprocessing.get_context("spawn")
        self._stop = context.Event()
        cores = cores if cores is not None else os.cpu_count() or 1
        self._searchers, searcher_ends = start_searchers(max(0, cores - 1), self._stop)
        self._connection, child = context.Pipe()
        self._process = context.Process(target=_serve, args=(child, searcher_ends, self._stop),
                                        daemon=True, name="durak-bot-worker")
        self._process.start()
        child.close()
        for end in searcher_ends:   # the helper holds them now
            end.close()
        self.pending: Any = None

    @property
    def cores(self) -> int:
        """Processes that search each decision."""
        return len(self._searchers) + 1

    def ask(self, token: Any, game_key: Any, level: str, seat: int, seed: int | None,
            budget: float | None, view: View, events: Sequence[GameEvent] = ()) -> None:
        """Start thinking about ``view`` for the bot in ``seat``, which has seen ``events``
        (redacted for its seat) since its game began."""
        self._stop.clear()
        self._connection.send(Request(token, game_key, level, seat, seed, budget, view,
                                      tuple(events)))
        self.pending = token

    def cancel(self) -> None:
        """Stop the search under way (its answer comes back ``cancelled``)."""
        self._stop.set()

    def answers(self) -> list[Answer]:
        """Every answer that has arrived, without waiting."""
        found = []
        try:
            while self._connection.poll():
                answer = self._connection.recv()
                found.append(answer)
                if answer.token == self.pending:
                    self.pending = None
        except (EOFError, OSError):
            self.pending = None
        return found

    def alive(self) -> bool:
        return self._process.is_alive()

    def processes(self) -> list[Any]:
        """The helper process and its searchers."""
        return [self._process, *self._searchers]

    def close(self) -> None:
        self._stop.set()
        with contextlib.suppress(OSError, ValueError):
            self._connection.send(None)
        for process in self.processes():   # searchers end when the helper's ends close
            process.join(timeout=2)
            if process.is_alive():
                process.terminate()
        self._connection.close()
