"""Bots that think in another process, so a long search never stalls the table.

The table sends a view (with a token naming the game state it came from) and polls for
the answer; an answer whose token no longer matches the game is simply dropped.  A
searching bot searches on every core: the helper process and one searcher process per
further core (see ``parallel``), each in a session of its own.  ``cancel`` stops a
search at once (the table pauses); its answer comes back marked ``cancelled``.
Nothing here imports Qt.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.synchronize import Event
from typing import Any

from durak.engine import Action, View

from . import make_bot
from .parallel import SearchPool, own_session, start_searchers


@dataclass(frozen=True)
class Answer:
    token: Any
    action: Action | None
    error: str | None = None
    cancelled: bool = False


def think(level: str, seat: int, seed: int | None, budget: float | None,
          view: View) -> Action | None:
    """One decision of a fresh bot of ``level`` in ``seat``: what a pool of helper
    processes runs (the server's searching bots)."""
    bot = make_bot(level, seed=seed, budget=budget)
    bot.reset(seat)
    return bot.act(view)


def _serve(connection: Connection, searchers: list[Connection], stop: Event) -> None:
    own_session()
    pool = SearchPool(searchers, stop)
    bots: dict[tuple[Any, int, str], Any] = {}
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        token, game_key, level, seat, seed, budget, view = message
        key = (game_key, seat, level)
        bot = bots.get(key)
        if bot is None:
            if len(bots) > 24:
                bots.clear()
            bot = bots[key] = make_bot(level, seed=seed, budget=budget)
            bot.reset(seat)
            if hasattr(bot, "use_pool"):
                bot.use_pool(pool)
        if budget is not None and hasattr(bot, "budget"):
            bot.budget = budget   # the table's speed may have changed since
        try:
            action = bot.act(view)
            connection.send(Answer(token, action, cancelled=stop.is_set()))
        except Exception as error:  # reported to the table, which logs it and moves on
            connection.send(Answer(token, None, f"{type(error).__name__}: {error}"))


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
            budget: float | None, view: View) -> None:
        """Start thinking about ``view`` for the bot in ``seat``."""
        self._stop.clear()
        self._connection.send((token, game_key, level, seat, seed, budget, view))
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
