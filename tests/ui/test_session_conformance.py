"""Every session passes the same checks of the ``Session`` protocol (``sessions/session.py``).

As a game framework runs every game through one battery of checks, the table's three
sessions each go through this module: the local game (the engine in this process), a
replay (a record stepped through) and an online seat (``RemoteSession`` against a
``durak-server`` on a background thread, ``online_server.py``).  What the table may
rely on, whichever session it draws, is checked here once; what a session does of its
own is tested beside it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from PyQt6.QtCore import QObject, pyqtBoundSignal

from durak.engine import Action, Game, Record, Rules
from durak.ui.model.layout import TableSnapshot
from durak.ui.sessions.local import LocalSession
from durak.ui.sessions.remote import RemoteSession, Request
from durak.ui.sessions.replay import ReplaySession
from durak.ui.sessions.session import TableSession

from .test_online_play import WAIT

KINDS = ("local", "replay", "remote")
ROLES = {"offender", "defender", "co_offender", ""}


@dataclass
class Subject:
    """A session under test, and its way to move the game on by one step."""

    session: TableSession
    advance: Callable[[], None]


def local_session(qtbot) -> Subject:
    session = LocalSession(rules=Rules(), players=2, level="random", speed="fast", seed=5)
    session.bots = {}   # the test moves for the bot

    def advance() -> None:
        legal = session.legal()
        if legal:
            assert session.send(legal[0])
        else:
            game = session.game
            mover = next(seat for seat in range(game.num_players) if game.legal_actions(seat))
            assert session.apply(game.legal_actions(mover)[0])
    return Subject(session, advance)


def replay_session(qtbot) -> Subject:
    game = Game.new(Rules(), 3, seed=2)
    for _ in range(12):
        game.apply(game.legal_actions()[0])
    session = ReplaySession(Record.of(game), "fast", 0)
    return Subject(session, session.controls.take_or_end)   # "Next move"


def remote_session(qtbot, server) -> Subject:
    session = RemoteSession(server.url, Request("create", {
        "name": "Anna", "seats": ["human", "original"]}), speed="fast")
    qtbot.waitUntil(lambda: session.room is not None, timeout=WAIT)
    session.start()
    qtbot.waitUntil(lambda: session.playing, timeout=WAIT)

    def advance() -> None:
        qtbot.waitUntil(lambda: bool(session.legal()), timeout=WAIT)   # the bot moves
        with qtbot.waitSignal(session.updated, timeout=WAIT):
            assert session.send(session.legal()[0])
    return Subject(session, advance)


@pytest.fixture(params=KINDS)
def subject(request, qtbot) -> Iterator[Subject]:
    if request.param == "remote":
        made = remote_session(qtbot, request.getfixturevalue("server"))
    else:
        made = (local_session if request.param == "local" else replay_session)(qtbot)
    yield made
    session = made.session
    if isinstance(session, RemoteSession):
        session.leave()
    session.shutdown()


def test_a_session_is_a_qobject_with_the_tables_signals(subject: Subject):
    session = subject.session
    assert isinstance(session, QObject)
    for name in ("updated", "message", "announced", "paused_changed", "game_finished"):
        assert isinstance(getattr(session, name), pyqtBoundSignal), name


def test_the_view_is_the_seats(subject: Subject):
    session = subject.session
    view = session.view()
    assert view.player == session.seat and 0 <= session.seat < view.num_players
    assert isinstance(session.paused, bool)


def test_the_snapshot_lays_out_the_seats_hand(subject: Subject):
    session = subject.session
    snap = session.snapshot()
    assert isinstance(snap, TableSnapshot)
    assert snap.human == session.seat and snap.players == session.view().num_players
    assert sorted(snap.hands[session.seat]) == sorted(session.view().hand)
    assert sorted(session.controls.hand_order()) == sorted(session.view().hand)


def test_what_the_human_may_do_is_the_engines(subject: Subject):
    session = subject.session
    legal = session.legal()
    assert set(legal) <= set(session.view().legal_actions)
    assert all(action.player == session.seat for action in legal)
    for action in legal:
        assert session.why_illegal(action) is None


def test_the_words_are_said_for_every_seat(subject: Subject):
    session = subject.session
    for seat in range(session.view().num_players):
        assert session.seat_name(seat)
        assert isinstance(session.seat_note(seat), str)
        assert session.role(seat) in ROLES
        clock = session.seat_clock(seat)
        assert clock is None or clock >= 0
    assert session.status_text() and isinstance(session.status_text(clock=False), str)
    text, enabled, blink = session.button_state()
    assert isinstance(text, str) and isinstance(enabled, bool) and isinstance(blink, bool)
    assert session.pause_button_text() and session.finished_button_text()
    if session.view().is_over:   # the result panel's words, asked for once it is over
        title, lines = session.result_lines()
        assert title and all(isinstance(line, str) for line in lines)


def test_the_pace_and_the_window_clock(subject: Subject):
    session = subject.session
    move, pause = session.durations()
    assert move >= 0 and pause >= 0
    remaining = session.window_remaining()
    assert remaining is None or remaining >= 0


def test_hints_and_undo_say_whether_they_are_offered(subject: Subject):
    session = subject.session
    if not session.can_hint():
        assert session.no_hint_reason()
    else:
        assert list(session.seen_events()) is not None
    if not session.can_undo():
        assert session.undo() is False   # nothing is taken back


def test_moving_on_is_drawn(qtbot, subject: Subject):
    session = subject.session
    before = session.view()
    with qtbot.waitSignal(session.updated, timeout=WAIT):
        subject.advance()
    qtbot.waitUntil(lambda: session.view() != before, timeout=WAIT)
    after = session.view()
    assert after.player == session.seat
    assert sorted(session.snapshot().hands[session.seat]) == sorted(after.hand)


def test_a_refused_action_changes_nothing(subject: Subject):
    session = subject.session
    before = session.view()
    foreign = Action.done((session.seat + 1) % before.num_players)   # another seat's move
    assert foreign not in session.legal()
    sent = session.send(foreign)
    if not isinstance(session, RemoteSession):   # online the server answers, later
        assert sent is False
    assert session.view() == before
