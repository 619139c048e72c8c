"""Bots that think in another process, so a long search never stalls the table.

The table sends a view (with a token naming the game state it came from) and polls for
the answer; an answer whose token no longer matches the game is simply dropped.
Nothing here imports Qt.
"""

from __future__ import annotations

import contextlib
import multiprocessing
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from durak.engine import Action, View

from . import make_bot


@dataclass(frozen=True)
class Answer:
    token: Any
    action: Action | None
    error: str | None = None


def think(level: str, seat: int, seed: int | None, budget: float | None,
          view: View) -> Action | None:
    """One decision of a fresh bot of ``level`` in ``seat``: what a pool of helper
    processes runs (the server's searching bots)."""
    bot = make_bot(level, seed=seed, budget=budget)
    bot.reset(seat)
    return bot.act(view)


def _serve(connection: Connection) -> None:
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
        try:
            action = bot.act(view)
            connection.send(Answer(token, action))
        except Exception as error:  # reported to the table, which logs it and moves on
            connection.send(Answer(token, None, f"{type(error).__name__}: {error}"))


class BotWorker:
    """One helper process; requests are answered in order."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self._connection, child = context.Pipe()
        self._process = context.Process(target=_serve, args=(child,), daemon=True,
                                        name="durak-bot-worker")
        self._process.start()
        child.close()
        self.pending: Any = None

    def ask(self, token: Any, game_key: Any, level: str, seat: int, seed: int | None,
            budget: float | None, view: View) -> None:
        """Start thinking about ``view`` for the bot in ``seat``."""
        self._connection.send((token, game_key, level, seat, seed, budget, view))
        self.pending = token

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

    def close(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self._connection.send(None)
        self._process.join(timeout=2)
        if self._process.is_alive():
            self._process.terminate()
        self._connection.close()
