"""A bot that fails never stops the table: a simpler bot makes that move, at once."""

from __future__ import annotations

import logging

from durak.ai.worker import Answer

from .conftest import set_position


class RaisingBot:
    name = "original"

    def __init__(self) -> None:
        self.calls = 0

    def reset(self, seat: int) -> None:
        pass

    def observe(self, events) -> None:
        pass

    def act(self, view):
        self.calls += 1
        raise RuntimeError("boom")


class FailingWorker:
    """Stands in for the helper process: every search it is asked for fails."""

    def __init__(self) -> None:
        self.pending = None
        self.asked: list = []
        self._out: list[Answer] = []

    def alive(self) -> bool:
        return True

    def ask(self, token, *_args) -> None:
        self.asked.append(token)
        self.pending = token
        self._out.append(Answer(token, None, "RuntimeError: the search broke"))

    def answers(self) -> list[Answer]:
        out, self._out = self._out, []
        self.pending = None
        return out

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass


def test_a_bot_that_raises_is_replaced_for_that_move(qtbot, make_window, caplog):
    window = make_window(players=2)
    c = window.controller
    set_position(qtbot, window, "8S9DAD/7SQCKD KH 6C6D6H 1")   # the bot leads
    bot = RaisingBot()
    c.bots[1] = bot
    with caplog.at_level(logging.ERROR):
        qtbot.waitUntil(lambda: len(c.game.history) == 1, timeout=5000)
    move = c.game.history[0]
    assert move.player == 1 and move.kind.name == "ATTACK"
    assert bot.calls == 1                         # asked once, then the table went on
    assert "bot at seat 1 failed" in caplog.text


def test_a_searching_bot_that_fails_is_not_asked_again_and_again(qtbot, make_window, caplog):
    window = make_window(players=2)
    c = window.controller
    worker = FailingWorker()
    c.worker = worker
    c.set_levels("hard")
    set_position(qtbot, window, "8S9DAD/7SQCKD KH 6C6D6H 1")
    with caplog.at_level(logging.ERROR):
        qtbot.waitUntil(lambda: len(c.game.history) == 1, timeout=5000)
    assert c.game.history[0].player == 1
    first = [token for token in worker.asked if token[1] == 0]
    assert len(first) == 1                        # one question for that move, not one per 40 ms
    assert "the search broke" in caplog.text
    c.set_paused(True)
