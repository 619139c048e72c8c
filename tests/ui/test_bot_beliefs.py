"""``hard`` at the table weighs its worlds as in the arena: the helper process is sent each
bot's events (redacted for its seat) with the view, so its search uses the beliefs an arena
bot holds after the same public history, also after a resumed game and an undo.  The hint
(``hard`` at the human's seat) is sent the human seat's events the same way."""

from __future__ import annotations

import pickle
from typing import Any

from PyQt6.QtCore import Qt

from durak.ai import hard
from durak.ai.hard import HardBot
from durak.ai.search import SearchResult, my_turn
from durak.ai.worker import Answer, HelperBots, Request
from durak.engine import Action, Drew, Record, Rules, View
from durak.ui.sessions.local import replayed
from durak.ui.table.hint import choices

from .keyboard import activate, click_button, press

HUMAN = 0


class InProcessWorker:
    """Stands in for the helper process: each request goes through a pipe's pickling to
    the helper's bots, here, and is answered at once."""

    def __init__(self) -> None:
        self.helper = HelperBots()
        self.sent: list[Request] = []
        self.pending: Any = None
        self.asking: Any = None
        self.out: list[Answer] = []

    def alive(self) -> bool:
        return True

    def ask(self, *request: Any) -> None:
        sent = pickle.loads(pickle.dumps(Request(*request[:7], tuple(request[7]))))
        self.sent.append(sent)
        self.pending = self.asking = sent.token
        self.out.append(self.helper.answer(sent))

    def answers(self) -> list[Answer]:
        out, self.out = self.out, []
        self.pending = None
        return out

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass


def step(session: Any) -> None:
    """One move: a bot's if one moves now (a searching one is answered on the next tick),
    else the human's first legal action (but taking a cover back), else the window's end."""
    before = len(session.game.history)
    for _ in range(2):
        session.bot_seats.tick()
        if len(session.game.history) > before:
            return
    legal = [a for a in session.game.legal_actions(HUMAN) if a.kind != "retract"]
    session.apply(legal[0] if legal else Action.timeout())


def play_to(session: Any, moves: int) -> None:
    while not session.game.is_over and len(session.game.history) < moves:
        step(session)


def arena_beliefs(record: Record, searched: list[tuple[Any, tuple[tuple[float, ...], ...]]]
                  ) -> list[Any]:
    """The beliefs an arena ``hard`` bot holds at each searched (move, seat) of ``record``:
    told every event of the game redacted for its seat, as ``durak.ai.arena`` does."""
    return beliefs_at(record, [(token[1], token[2]) for token, _ in searched])


def beliefs_at(record: Record, asked: list[tuple[int, int]]) -> list[Any]:
    """The beliefs an arena ``hard`` bot holds at each (move, seat) of ``asked``."""
    game = record.start()
    bots = {seat: HardBot(seed=seat) for seat in range(game.num_players)}
    for seat, bot in bots.items():
        bot.reset(seat)
        bot.observe([e.redact(seat) for e in game.opening_events()])
    wanted = set(asked)
    held = {}
    for move, action in enumerate([*record.actions, None]):
        for seat, bot in bots.items():
            if (move, seat) in wanted:
                held[move, seat] = bot.beliefs.weights(game.num_players, game.order)
        if action is not None:
            events = game.apply(action)
            for seat, bot in bots.items():
                bot.observe([e.redact(seat) for e in events])
    return [held[move, seat] for move, seat in asked]


def test_the_table_s_hard_searches_with_the_arena_s_beliefs(qtbot, make_window, monkeypatch):
    worker = InProcessWorker()
    searched: list[tuple[Any, tuple[tuple[float, ...], ...]]] = []

    def search(view: View, *_args: object, beliefs: tuple[tuple[float, ...], ...] = (),
               **_kwargs: object) -> SearchResult:
        searched.append((worker.asking, tuple(beliefs)))
        return SearchResult(my_turn(view)[0], 1, 0.0)

    monkeypatch.setattr(hard, "ismcts", search)
    monkeypatch.setattr(hard, "solve_endgame", lambda *_args, **_kwargs: None)
    window = make_window(players=3)
    c = window.session
    c.worker = worker
    c.set_levels("hard")
    c.set_rules(Rules(deck=52))
    c.new_game(3, seed=21)
    play_to(c, 30)
    c.restore(Record.of(c.game).replay())          # as when a saved game is resumed
    play_to(c, 60)
    assert c.undo()                              # the bots are told the game anew
    play_to(c, 200)
    record = Record.of(c.game)
    assert len(searched) > 40 and len({token[0] for token, _ in searched}) == 3
    assert [beliefs for _, beliefs in searched] == arena_beliefs(record, searched)
    assert sum(any(beliefs) for _, beliefs in searched) > 5   # takes and passes told something


def test_the_hint_searches_with_the_beliefs_an_arena_bot_holds_at_the_human_s_seat(
        qtbot, make_window, monkeypatch):
    hints = InProcessWorker()
    searched: list[tuple[int, tuple[int, ...]]] = []   # (move, beliefs) of each hint

    def search(view: View, *_args: object, beliefs: tuple[tuple[float, ...], ...] = (),
               **_kwargs: object) -> SearchResult:
        assert view.player == HUMAN
        searched.append((len(c.game.history), tuple(beliefs)))
        return SearchResult(my_turn(view)[0], 1, 0.0)

    monkeypatch.setattr(hard, "ismcts", search)
    monkeypatch.setattr(hard, "solve_endgame", lambda *_args, **_kwargs: None)
    window = make_window(players=3, level="original")
    activate(qtbot, window)
    table = window.table
    c = window.session
    c.set_rules(Rules(deck=52))
    c.new_game(3, seed=21)
    table.hints.worker = hints
    while not c.game.is_over and len(c.game.history) < 300:
        if len(choices(c.view())) > 1:
            c.set_paused(True)             # the bots wait while the hint is looked for
            if len(searched) % 2:          # the H key, or a click on the Hint button
                click_button(window, table.hint_button)
            else:
                press(qtbot, window, Qt.Key.Key_H)
            qtbot.waitUntil(lambda: table.hint is not None, timeout=5000)
            assert table.hint.action in c.game.legal_actions(HUMAN)
            c.set_paused(False)
        step(c)
    record = Record.of(c.game)
    assert len(searched) > 10
    assert [beliefs for _, beliefs in searched] == beliefs_at(
        record, [(move, HUMAN) for move, _ in searched])
    assert sum(any(beliefs) for _, beliefs in searched) > 3   # takes and passes told something
    # What the hint's bot was told: the human seat's events so far, redacted for it.
    for request, (move, _) in zip(hints.sent, searched, strict=True):
        game, events = replayed(record, move)
        assert request.view == game.view(HUMAN)
        assert list(request.events) == [event.redact(HUMAN) for event in events]
        for event in request.events:   # no card of another hand (the trump card is shown)
            if isinstance(event, Drew) and event.player != HUMAN:
                assert set(event.cards) <= {event.trump_card}
    table.shutdown()
