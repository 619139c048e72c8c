"""Root-parallel ISMCTS: one decision searched in several processes at once.

Each searcher process builds its own tree from its own sampled worlds, for the same
budget; their root visit counts are added up and the most visited action wins.  A
searcher runs in a session (and process group) of its own, so a terminal's signals and
job control aimed at the table or the arena do not reach it; it ends when its
connection closes.  Python's lock confines a process to one core: processes are the
only way to use the others.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import random
from collections import Counter
from collections.abc import Sequence
from multiprocessing.connection import Connection
from multiprocessing.synchronize import Event
from typing import Any

from durak.engine import View

from .beliefs import CardWeights
from .search import SearchResult, ismcts, most_visited


def own_session() -> None:
    """Leave the parent's session and process group (where the system allows it)."""
    with contextlib.suppress(AttributeError, OSError):
        os.setsid()


def _searcher(connection: Connection, stop: Event) -> None:
    own_session()
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        view, budget, seed, max_iterations, beliefs = message
        result = ismcts(view, budget, random.Random(seed), max_iterations=max_iterations,
                        stop=stop.is_set, beliefs=beliefs)
        connection.send((result.visits, result.iterations, result.seconds))


def start_searchers(count: int, stop: Event) -> tuple[list[Any], list[Connection]]:
    """Start ``count`` searcher processes; returns them and the ends to talk to them."""
    context = multiprocessing.get_context("spawn")
    processes, connections = [], []
    for index in range(count):
        mine, theirs = context.Pipe()
        process = context.Process(target=_searcher, args=(theirs, stop), daemon=True,
                                  name=f"durak-searcher-{index + 1}")
        process.start()
        theirs.close()
        processes.append(process)
        connections.append(mine)
    return processes, connections


class SearchPool:
    """Searches a view here and in every searcher process at once, and merges the roots.

    ``connections`` lead to searchers already running (see ``start_searchers``); the
    pool does not own them unless it started them itself (``SearchPool.start``).
    """

    def __init__(self, connections: list[Connection], stop: Event,
                 processes: list[Any] | None = None) -> None:
        self.connections = connections
        self.stop = stop
        self._processes = processes or []

    @classmethod
    def start(cls, helpers: int) -> SearchPool:
        """A pool with ``helpers`` searcher processes of its own (closed by ``close``)."""
        stop = multiprocessing.get_context("spawn").Event()
        processes, connections = start_searchers(helpers, stop)
        return cls(connections, stop, processes)

    @property
    def size(self) -> int:
        """Processes that search each decision, this one included."""
        return len(self.connections) + 1

    def search(self, view: View, budget: float, rng: random.Random,
               max_iterations: int | None = None, beliefs: Sequence[CardWeights] = ()
               ) -> SearchResult:
        """Search ``view`` for ``budget`` seconds (or ``max_iterations`` each) on every
        process, sampling worlds by ``beliefs`` (see ``worlds``); the merged result counts
        the iterations of all of them and this process's seconds."""
        asked = []
        for connection in self.connections:
            with contextlib.suppress(OSError, ValueError):
                connection.send((view, budget, rng.getrandbits(63), max_iterations,
                                 tuple(beliefs)))
                asked.append(connection)
        own = ismcts(view, budget, rng, max_iterations=max_iterations, stop=self.stop.is_set,
                     beliefs=beliefs)
        visits = Counter(own.visits)
        iterations = own.iterations
        for connection in asked:
            try:
                their_visits, their_iterations, _seconds = connection.recv()
            except (EOFError, OSError):   # a searcher that died: search on without it
                self.connections.remove(connection)
                continue
            visits.update(their_visits)
            iterations += their_iterations
        merged = dict(visits)
        return SearchResult(most_visited(merged), iterations, own.seconds, merged)

    def close(self) -> None:
        """Stop the searcher processes this pool started."""
        for connection in self.connections:
            with contextlib.suppress(OSError, ValueError):
                connection.send(None)
        for process in self._processes:
            process.join(timeout=2)
            if process.is_alive():
                process.terminate()
        if self._processes:
            for connection in self.connections:
                connection.close()
            self._processes = []
