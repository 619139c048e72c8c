"""The helper process's bots learn from the table as the arena's do: told the events their
seat saw (sent with each request), ``hard`` searches with the same beliefs."""

from __future__ import annotations

import pickle
from collections.abc import Sequence

import pytest

from durak.ai import hard, make_bot
from durak.ai.hard import HardBot
from durak.ai.search import SearchResult, my_turn
from durak.ai.worker import HelperBots, Request, think
from durak.engine import Action, Event, Game, Rules, View

BOTS = (1, 2)   # the hard seats; seat 0 plays by the original's rules of thumb


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, tuple[int, ...]]]:
    """Every search ``hard`` starts, as (seat, beliefs); each answers at once."""
    found: list[tuple[int, tuple[int, ...]]] = []

    def search(view: View, *_args: object, beliefs: tuple[tuple[float, ...], ...] = (),
               **_kwargs: object) -> SearchResult:
        found.append((view.player, tuple(beliefs)))
        return SearchResult(my_turn(view)[0], 1, 0.0)

    monkeypatch.setattr(hard, "ismcts", search)
    monkeypatch.setattr(hard, "solve_endgame", lambda *_args, **_kwargs: None)
    return found


def test_the_helper_s_hard_searches_with_the_arena_s_beliefs(searches):
    game = Game.new(Rules(deck=36), 3, seed=11)
    movers = [make_bot("original", seed=seat) for seat in range(3)]
    arena = {seat: HardBot(seed=seat, max_iterations=1) for seat in BOTS}
    for seat, bot in enumerate(movers):
        bot.reset(seat)
    for seat, bot in arena.items():
        bot.reset(seat)
    helper = HelperBots()
    seen: dict[int, list[Event]] = {seat: [] for seat in BOTS}

    def tell(events: list[Event]) -> None:
        for seat in BOTS:
            redacted = [event.redact(seat) for event in events]
            seen[seat] += redacted
            arena[seat].observe(redacted)

    tell(list(game.opening_events()))
    asked = 0
    while not game.is_over:
        for seat in BOTS:
            view = game.view(seat)
            if len(my_turn(view)) < 2:
                continue
            # As the table sends it: through the pipe, with the seat's events so far.
            request = pickle.loads(pickle.dumps(Request(
                ("game", len(game.history), seat), "game", "hard", seat, seat, 0.01, view,
                tuple(seen[seat]))))
            helper.answer(request)
            expected = arena[seat].beliefs.weights(view.num_players, view.order)
            assert searches[-1] == (seat, expected), f"move {len(game.history)}"
            asked += 1
        action = next((a for s, bot in enumerate(movers) if game.view(s).legal_actions
                       for a in [bot.act(game.view(s))] if a is not None), Action.timeout())
        tell(game.apply(action))
    assert asked > 20
    # The case the table missed: takes and passes made some cards unlikely.
    assert sum(any(beliefs) for _, beliefs in searches) > 5


def test_a_helper_bot_hears_each_event_once(searches):
    game = Game.new(Rules(deck=24), 2, seed=4)
    helper = HelperBots()
    events: list[Event] = [e.redact(1) for e in game.opening_events()]
    request = Request("t", "g", "hard", 1, 1, 0.01, game.view(1), tuple(events))
    bot = helper.bot_for(request)
    assert helper.bot_for(request) is bot
    heard: list[Event] = []
    bot.observe = heard.extend  # type: ignore[method-assign]
    more = events + [e.redact(1) for e in game.apply(game.legal_actions(game.offender)[0])]
    assert helper.bot_for(Request("u", "g", "hard", 1, 1, 0.01, game.view(1),
                                  tuple(more))) is bot
    assert heard == more[len(events):]
    assert helper.bot_for(Request("v", "other game", "hard", 1, 1, 0.01, game.view(1),
                                  ())) is not bot


def test_the_server_s_think_searches_with_the_beliefs_of_a_bot_that_played_on(searches):
    # The server's searching bots are fresh each decision (any pool process may answer):
    # told the seat's events so far, they hold the beliefs of a bot that saw the game.
    game = Game.new(Rules(deck=36), 3, seed=11)
    movers = [make_bot("original", seed=seat) for seat in range(3)]
    for seat, bot in enumerate(movers):
        bot.reset(seat)
    played_on = HardBot(seed=1)
    played_on.reset(1)
    seen: list[Event] = []

    def tell(events: Sequence[Event]) -> None:
        redacted = [event.redact(1) for event in events]
        seen.extend(redacted)
        played_on.observe(redacted)

    tell(game.opening_events())
    asked = 0
    while not game.is_over:
        view = game.view(1)
        if len(my_turn(view)) > 1:
            think("hard", 1, asked, 0.01, view, tuple(seen))
            expected = played_on.beliefs.weights(view.num_players, view.order)
            assert searches[-1] == (1, expected), f"move {len(game.history)}"
            asked += 1
        action = next((a for s, bot in enumerate(movers) if game.view(s).legal_actions
                       for a in [bot.act(game.view(s))] if a is not None), Action.timeout())
        tell(game.apply(action))
    assert asked > 10 and sum(any(beliefs) for _, beliefs in searches) > 3
