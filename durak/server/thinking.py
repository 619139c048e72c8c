"""Searching bots think in helper processes shared by every room, so one room's search
never stalls the event loop that serves the others."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor

from durak.ai.worker import think
from durak.engine import Action, View


class SearchPool:
    """A pool of helper processes, started on the first search."""

    def __init__(self, workers: int = 0) -> None:
        self.workers = workers or max(1, os.cpu_count() or 1)
        self._executor: ProcessPoolExecutor | None = None

    def decide(self, level: str, seat: int, seed: int, budget: float,
               view: View) -> asyncio.Future[Action | None]:
        """The action a fresh bot of ``level`` chooses on ``view``, computed elsewhere."""
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"))
        loop = asyncio.get_running_loop()
        return loop.run_in_executor(self._executor, think, level, seat, seed, budget, view)

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
