"""Searching bots think in helper processes shared by every room, so one room's search
never stalls the event loop that serves the others.  Each decision is a fresh bot told the
seat's events so far (what ``hard``'s beliefs and forfeit memory come from), so any
process may answer any room."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from durak.ai.worker import think
from durak.engine import Action, Event, View


class SearchPool:
    """A pool of helper processes, started on the first search."""

    def __init__(self, workers: int = 0) -> None:
        self.workers = workers or max(1, os.cpu_count() or 1)
        self._executor: ProcessPoolExecutor | None = None

    def decide(self, level: str, seat: int, seed: int, budget: float, view: View,
               events: Sequence[Event], iterations: int | None = None
               ) -> asyncio.Future[Action | None]:
        """The action a fresh bot of ``level`` chooses on ``view``, computed elsewhere,
        once told ``events`` (the seat's events since the deal, redacted for it); a
        search stops after ``iterations`` if given."""
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"))
        loop = asyncio.get_running_loop()
        return loop.run_in_executor(self._executor, think, level, seat, seed, budget, view,
                                    tuple(events), iterations)

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
