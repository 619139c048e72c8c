"""A bot that fails never stops the table: a simpler bot makes that move, at once."""

from __future__ import annotations

import logging

from durak.ai import make_bot
from durak.ai.base import may_forfeit
from durak.ai.worker import Answer
from durak.engine import Action

from .conftest import set_position
from .test_countdown import FakeClock, tick


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
    c = window.session
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
    c = window.session
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


class ForfeitingWorker(FailingWorker):
    """Stands in for the helper process: covers as ``original`` would, and lets a fully
    beaten round run (answers no move) where it could forfeit it."""

    def ask(self, token, _key, _level, seat, _seed, _budget, view, *_events) -> None:
        self.asked.append((token, may_forfeit(view)))
        self.pending = token
        bot = make_bot("original")
        bot.reset(seat)
        action = None if may_forfeit(view) else bot.act(view)
        self._out.append(Answer(token, action))


def test_a_searching_bot_that_lets_a_beaten_round_run_waits_without_a_fallback(
        qtbot, make_window, caplog):
    window = make_window(players=2)
    c = window.session
    clock = FakeClock()
    c.countdown.clock = clock
    worker = ForfeitingWorker()
    c.worker = worker
    c.set_levels("hard")
    set_position(qtbot, window, "KH7SAS/AH6S6C 7H 8C9DTDJD 0", take_when_beaten=True)
    with caplog.at_level(logging.ERROR):
        assert c.apply(Action.parse("P0 attack KH"))
        qtbot.waitUntil(lambda: any(forfeiting for _, forfeiting in worker.asked), timeout=5000)
        for _ in range(5):                   # the bots are looked at again and again
            c.bot_seats._timer.timeout.emit()
        assert [str(a) for a in c.game.history] == ["P0 attack K♥", "P1 defend A♥>K♥"]
        tick(c, clock, 60_000)               # the window's countdown runs out
    assert [str(a) for a in c.game.history] == ["P0 attack K♥", "P1 defend A♥>K♥", "timeout"]
    forfeits = [token for token, forfeiting in worker.asked if forfeiting]
    assert len(forfeits) == 1                 # asked once there, then it waited
    assert "failed" not in caplog.text
    c.set_paused(True)
