"""Root-parallel search: searcher processes in their own sessions, merged roots, stopping."""

from __future__ import annotations

import os
import random
import time

from durak.ai.arena import run_arena
from durak.ai.parallel import SearchPool
from durak.ai.search import ismcts
from durak.ai.worker import BotWorker
from durak.engine import Game, Rules


def opening_view():
    game = Game.new(Rules(), 2, seed=6)
    return game.view(game.offender)


def test_ismcts_stops_when_told():
    result = ismcts(opening_view(), budget=60, rng=random.Random(1), stop=lambda: True)
    assert result.iterations == 16


def test_a_pool_merges_the_roots_of_every_process():
    view = opening_view()
    pool = SearchPool.start(1)
    try:
        process = pool._processes[0]
        result = pool.search(view, 60, random.Random(2), max_iterations=200)
        assert os.getsid(process.pid) == process.pid != os.getsid(0)   # its own session
    finally:
        pool.close()
    assert not process.is_alive()
    assert result.action in view.legal_actions
    assert result.iterations == 400                # 200 here and 200 in the searcher
    assert sum(result.visits.values()) == 400
    assert set(result.visits) <= set(view.legal_actions)


def wait_for_answer(worker: BotWorker, seconds: float):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        answers = worker.answers()
        if answers:
            return answers[0]
        time.sleep(0.01)
    raise AssertionError("no answer")


def test_the_helper_searches_on_every_core_and_a_cancel_stops_it():
    view = opening_view()
    worker = BotWorker(cores=2)
    try:
        assert worker.cores == 2
        worker.ask("a", "game", "hard", view.player, 1, 0.2, view)
        answer = wait_for_answer(worker, 30)
        assert answer.token == "a" and answer.action in view.legal_actions
        assert not answer.cancelled
        for process in worker.processes():   # each in a session of its own
            assert os.getsid(process.pid) == process.pid != os.getsid(0)
        # A search of a minute, stopped at once: the answer comes long before.
        worker.ask("b", "game", "hard", view.player, 1, 60, view)
        worker.cancel()
        answer = wait_for_answer(worker, 30)
        assert answer.token == "b" and answer.cancelled
    finally:
        worker.close()
    assert not any(process.is_alive() for process in worker.processes())


def test_the_arena_plays_hard_on_several_cores():
    stats = run_arena(["hard", "original"], 2, Rules(deck=24), 2, seed=3, budget=0.02, cores=2)
    hard = stats[0]
    assert hard.games == 2 and hard.iterations > 0
