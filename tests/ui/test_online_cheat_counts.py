"""An online seat's result counts each seat's cheats as a local table's does: from the
finished game's record, which the server sends with the result."""

from __future__ import annotations

from durak.ai.cheats import ATTENTION
from durak.engine import Action, ActionKind
from durak.ui.model.cheats import cheat_counts
from durak.ui.sessions.remote import RemoteSession, Request
from durak.ui.words.table_text import cheat_lines, result_lines

WAIT = 10_000


def honest(session: RemoteSession) -> Action | None:
    """A move that moves the game on: the first legal one that is no retraction."""
    return next((a for a in session.legal() if a.kind is not ActionKind.RETRACT), None)


def test_an_online_seat_counts_the_cheats_that_stood_in_the_result(qtbot, server,
                                                                    monkeypatch):
    monkeypatch.setitem(ATTENTION, "original", 0.0)   # the bot never catches a cheat
    session = RemoteSession(server.url, Request("create", {
        "name": "Anna", "seats": ["human", "original"],
        "rules": {"cheating": True, "deck": 24}}), speed="fast")
    qtbot.waitUntil(lambda: session.room is not None, timeout=WAIT)
    session.start()
    qtbot.waitUntil(lambda: session.playing, timeout=WAIT)
    made = 0
    for _ in range(500):
        if session.result is not None:
            break
        try:
            qtbot.waitUntil(lambda: (honest(session) is not None and not session.in_flight)
                            or session.result is not None, timeout=2000)
        except AssertionError:   # a reinforcement window waits for the server's clock
            server.advance(10.0)
            continue
        if session.result is not None:
            break
        view = session.view()
        cheats = [a for a in view.cheat_actions if a.kind is ActionKind.DEFEND]
        action = cheats[0] if cheats and made < 2 else honest(session)
        made += action in cheats
        with qtbot.waitSignal(session.updated, timeout=WAIT):
            assert session.send(action)
    assert session.result is not None and made == 2
    room = server.call(lambda: next(iter(server.app.rooms.values())))
    game = room.game
    counts = cheat_counts(game.cheat_log, game.num_players)
    assert counts[session.seat].made == 2 and counts[session.seat].caught == 0
    # Exactly the local table's lines, in the seats' online names.
    expected = cheat_lines(counts, session.seat_name)
    assert expected == ["You: 2 cheats, 0 caught"]
    assert session.cheat_tally() == expected
    title, lines = session.result_lines()
    assert (title, lines) == (result_lines(session.view(), session.seat_name)[0],
                              result_lines(session.view(), session.seat_name)[1] + expected)
    session.leave()
    session.shutdown()


def test_without_cheating_an_online_result_counts_nothing(qtbot, server):
    session = RemoteSession(server.url, Request("create", {
        "name": "Anna", "seats": ["human", "original"], "rules": {"deck": 24}}),
        speed="fast")
    qtbot.waitUntil(lambda: session.room is not None, timeout=WAIT)
    session.start()
    qtbot.waitUntil(lambda: session.playing, timeout=WAIT)
    for _ in range(500):
        if session.result is not None:
            break
        try:
            qtbot.waitUntil(lambda: (honest(session) is not None and not session.in_flight)
                            or session.result is not None, timeout=2000)
        except AssertionError:
            server.advance(10.0)
            continue
        if session.result is None:
            with qtbot.waitSignal(session.updated, timeout=WAIT):
                assert session.send(honest(session))
    assert session.result is not None
    assert session.cheat_tally() == []
    session.leave()
    session.shutdown()
