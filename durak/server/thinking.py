"""Searching bots think in helper processes shared by every room, so one room's search
never stalls the event loop that serves the others.  Each decision is a fresh bot told the
seat's events so far (what ``hard``'s beliefs and forfeit memory come from), so any
process may answer any room.

The helpers are shared fairly: each address (the one that created the room) has at most
``per_owner`` searches running, and addresses with searches waiting take turns at the
free helpers, so one address's rooms full of ``hard`` bots slow down only themselves.  A
search nobody waits for any more (its room closed, or its table moved on) is dropped
before it starts.  The helpers stop with the server, also when it is killed: each one
watches its parent and exits when it is gone.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from durak.ai.worker import think
from durak.engine import Action, Event, View

PARENT_CHECK_SECONDS = 0.5


def watch_parent(parent: int) -> None:
    """In a helper process: exit at once when the process that started it (``parent``) is
    gone, whether it stopped or was killed (the helper is then handed to another parent)."""
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)
    threading.Thread(target=watch, name="watch-parent", daemon=True).start()


def helper_executor(workers: int) -> ProcessPoolExecutor:
    """Helper processes (spawned: no copy of the server's state) that watch the server."""
    return ProcessPoolExecutor(max_workers=workers,
                               mp_context=multiprocessing.get_context("spawn"),
                               initializer=watch_parent, initargs=(os.getpid(),))


@dataclass
class _Search:
    owner: str
    arguments: tuple[Any, ...]
    answer: asyncio.Future[Action | None]


class SearchPool:
    """A pool of helper processes, started on the first search, shared fairly between
    the addresses whose rooms search."""

    def __init__(self, workers: int = 0, per_owner: int = 1,
                 executor: Callable[[int], Executor] = helper_executor) -> None:
        self.workers = workers or max(1, os.cpu_count() or 1)
        self.per_owner = max(1, per_owner)
        self._make_executor = executor
        self._executor: Executor | None = None
        self._waiting: OrderedDict[str, deque[_Search]] = OrderedDict()
        self._running: dict[str, int] = {}

    def decide(self, level: str, seat: int, seed: int, budget: float, view: View,
               events: Sequence[Event], iterations: int | None = None, owner: str = ""
               ) -> asyncio.Future[Action | None]:
        """The action a fresh bot of ``level`` chooses on ``view``, computed elsewhere,
        once told ``events`` (the seat's events since the deal, redacted for it); a
        search stops after ``iterations`` if given.  ``owner``: whose turn it takes.
        Cancelling the answer drops the search if it has not started."""
        answer: asyncio.Future[Action | None] = asyncio.get_running_loop().create_future()
        search = _Search(owner, (think, level, seat, seed, budget, view, tuple(events),
                                 iterations), answer)
        self._waiting.setdefault(owner, deque()).append(search)
        self._pump()
        return answer

    def running(self) -> int:
        """Searches in the helpers now."""
        return sum(self._running.values())

    def waiting(self) -> int:
        """Searches waiting for a helper (those nobody waits for any more included)."""
        return sum(len(queue) for queue in self._waiting.values())

    def _pump(self) -> None:
        """Start waiting searches while helpers are free: the first owner in turn under
        its limit goes, then to the back of the line."""
        while self.running() < self.workers:
            search = self._next()
            if search is None:
                return
            self._start(search)

    def _next(self) -> _Search | None:
        for owner in list(self._waiting):
            queue = self._waiting[owner]
            while queue and queue[0].answer.done():   # cancelled: nobody waits for it
                queue.popleft()
            if not queue:
                del self._waiting[owner]
                continue
            if self._running.get(owner, 0) >= self.per_owner:
                continue
            search = queue.popleft()
            if queue:
                self._waiting.move_to_end(owner)
            else:
                del self._waiting[owner]
            return search
        return None

    def _start(self, search: _Search) -> None:
        if self._executor is None:
            self._executor = self._make_executor(self.workers)
        owner = search.owner
        self._running[owner] = self._running.get(owner, 0) + 1
        loop = asyncio.get_running_loop()
        work = loop.run_in_executor(self._executor, *search.arguments)

        def finished(done: asyncio.Future[Action | None]) -> None:
            left = self._running.get(owner, 1) - 1
            if left:
                self._running[owner] = left
            else:
                self._running.pop(owner, None)
            if not search.answer.done():
                if done.cancelled():
                    search.answer.cancel()
                elif done.exception() is not None:
                    search.answer.set_exception(done.exception())  # type: ignore[arg-type]
                else:
                    search.answer.set_result(done.result())
            if self._executor is not None:
                self._pump()

        work.add_done_callback(finished)

    def close(self) -> None:
        for queue in self._waiting.values():
            for search in queue:
                search.answer.cancel()
        self._waiting.clear()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
