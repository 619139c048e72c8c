"""The app checks its connection itself, and sends each move once: a connection that falls
silent is shown as lost at once (the others' connections unknown, the clocks stopped) and
input is refused with that reason, never kept to be sent later; after a move is sent the
seat's keys, buttons and double clicks wait for the server's answer; UP and double click
choose from the seat's legal actions, and a card the view does not list is explained by
the server, never sent.

The server (on a background thread) is "silenced" by holding its event loop: the
connection stays open but nothing comes back, as over a link that is cut.  The app's
clock is a hand-driven one (``remote.app_clock``): no test waits for ten seconds."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QMessageBox

from durak.engine import Action
from durak.protocol.codec import action_from_json
from durak.server import room as server_room
from durak.ui.kit import i18n
from durak.ui.kit.i18n import tr
from durak.ui.online.window import OnlineGame, OnlineWindow
from durak.ui.sessions import remote as remote_session

from .keyboard import activate, click_button
from .online_moves import double_click, settled
from .online_server import ThreadServer
from .test_online_drop_reasons import counting_questions, history, low_card, table_with_an_attack
from .test_online_play import WAIT, click, key, quick  # noqa: F401  (quick: a fixture)
from .test_online_reasons import close, room_where_boris_leads


class HandClock:
    """Milliseconds that pass only when the test says so."""

    def __init__(self) -> None:
        self.ms = 1_000_000.0

    def __call__(self) -> float:
        return self.ms

    def advance(self, seconds: float) -> None:
        self.ms += seconds * 1000


def hand_clock(monkeypatch) -> HandClock:
    """Every session made from now on measures silence on a hand-driven clock, and checks
    its connection every 20 ms (of real time: the check itself reads the hand clock)."""
    clock = HandClock()
    monkeypatch.setattr(remote_session, "app_clock", clock)
    monkeypatch.setattr(remote_session, "PING_MS", 20)
    return clock


def counting_actions(monkeypatch) -> list[Action]:
    """Every ``action`` message that reaches a room of the server, as the room read it."""
    acts: list[Action] = []
    act = server_room.Room.act

    def counted(room, peer, seq, data) -> None:
        acts.append(action_from_json(data, "action", peer.seat))
        act(room, peer, seq, data)
    monkeypatch.setattr(server_room.Room, "act", counted)
    return acts


@contextmanager
def silent(server: ThreadServer) -> Iterator[None]:
    """The server hears and says nothing (its loop is held) until the block ends: the
    connections stay open, as over a cut link."""
    held, released = threading.Event(), threading.Event()

    def hold() -> None:
        held.set()
        released.wait(30)
    server.loop.call_soon_threadsafe(hold)
    assert held.wait(10)
    try:
        yield
    finally:
        released.set()


def answered(qtbot, table: OnlineWindow) -> None:
    """The move on its way has been answered."""
    qtbot.waitUntil(lambda: not table.session.in_flight, timeout=WAIT)
    settled(qtbot, table)


def test_a_silent_connection_is_lost_at_once_and_keys_are_refused_not_kept(
        qtbot, tmp_path, server: ThreadServer, quick, monkeypatch):  # noqa: F811
    clock = hand_clock(monkeypatch)
    acts = counting_actions(monkeypatch)
    mains: list = []
    try:
        mains, table = room_where_boris_leads(qtbot, tmp_path, server.url, monkeypatch)
        session = table.session
        boris = mains[1].online.window.session
        settled(qtbot, table)
        qtbot.waitUntil(lambda: session.seat_clock(1) is not None, timeout=WAIT)
        assert tr("connected") in session.seat_note(1)
        seat = table.table.seats[1]
        assert seat.clock.isVisible()          # Boris's time to lead, on his frame
        moves = history(server)
        status = table.table.status
        with silent(server):
            qtbot.wait(100)                    # what the server said before is read
            clock.advance(9)                   # not yet: pings go unanswered for 9 s
            qtbot.wait(100)
            assert session.connection == "online"
            clock.advance(1.5)                 # more than 10 s: lost, at once
            qtbot.waitUntil(lambda: session.connection == "reconnecting", timeout=WAIT)
            assert status.text == tr("Connection lost: reconnecting…")
            assert session.status_text() == tr(
                "Connection lost: reconnecting (attempt {number})…").format(number=1)
            # Nobody here knows how Boris is connected now; the bot is still a bot.
            assert tr("connection unknown") in session.seat_note(1)
            assert tr("connection unknown") not in session.seat_note(2)
            # The clocks stop on screen.
            assert session.seat_clock(1) is None and session.window_remaining() is None
            assert not seat.clock.isVisible()
            # Keys, a double click and the button are refused with that reason.
            refused = tr("Connection lost: reconnecting… The move was not sent")
            activate(qtbot, table)
            hand = session.view().hand
            for pressed in (Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Up):
                key(table, pressed)
            assert status.text == refused
            table.table.clear_message()
            double_click(qtbot, table, hand[0])
            assert status.text == refused
        # The server hears again: the app rejoins on a new connection; nothing pressed
        # meanwhile reaches the server.
        qtbot.waitUntil(lambda: session.connection == "online", timeout=WAIT)
        qtbot.waitUntil(lambda: status.text == tr("Reconnected"), timeout=WAIT)
        qtbot.waitUntil(lambda: boris.connection == "online", timeout=WAIT)
        qtbot.waitUntil(lambda: tr("connected") in session.seat_note(1), timeout=WAIT)
        qtbot.waitUntil(lambda: session.seat_clock(1) is not None, timeout=WAIT)
        assert acts == [] and history(server) == moves
        assert session.view().hand == hand
    finally:
        close(mains)
        i18n.install("en")


@pytest.mark.parametrize("how", ["DOWN", "button"])
def test_down_twice_or_the_button_twice_as_defender_sends_one_take(
        qtbot, tmp_path, server: ThreadServer, quick, monkeypatch, how):  # noqa: F811
    acts = counting_actions(monkeypatch)
    table = table_with_an_attack(qtbot, tmp_path, server, monkeypatch)
    try:
        session = table.session
        said: list[str] = []
        session.message.connect(lambda text: said.append(text) if text else None)
        round_index = session.view().round_index
        activate(qtbot, table)
        for _ in range(2):                     # the second before the server's answer
            if how == "DOWN":
                key(table, Qt.Key.Key_Down)
            else:
                click_button(table, table.table.take_button)
        assert session.in_flight == 1
        answered(qtbot, table)
        assert acts == [Action.take(0)]
        assert session.view().taking or session.view().round_index > round_index
        assert said == []                      # no refusal: nothing went twice
    finally:
        table.close()
        i18n.install("en")


def test_a_double_click_twice_sends_once(
        qtbot, tmp_path, server: ThreadServer, quick, monkeypatch):  # noqa: F811
    acts = counting_actions(monkeypatch)
    table = table_with_an_attack(qtbot, tmp_path, server, monkeypatch)
    try:
        session = table.session
        view = session.view()
        ace = next(card for card in view.hand if card.rank == 14 and card.suit is view.trump)
        activate(qtbot, table)
        double_click(qtbot, table, ace)        # covers (or forwards: what the view lists)
        double_click(qtbot, table, ace)        # the answer has not come: nothing more
        assert len(acts) <= 1 and session.in_flight <= 1
        answered(qtbot, table)
        assert len(acts) == 1 and acts[0].cards == (ace,)
        assert acts[0] in view.legal_actions
    finally:
        table.close()
        i18n.install("en")


def test_a_double_click_on_a_card_that_cannot_cover_is_explained_not_sent(
        qtbot, tmp_path, server: ThreadServer, quick, monkeypatch):  # noqa: F811
    """The view lists no forward with this card: it is not sent as one (the server would
    refuse it as "too late to forward"); the server says why it cannot cover."""
    acts = counting_actions(monkeypatch)
    asked = counting_questions(monkeypatch)
    table = table_with_an_attack(qtbot, tmp_path, server, monkeypatch)
    try:
        session = table.session
        view = session.view()
        low = low_card(view)
        assert low is not None and Action.forward(0, low) not in view.legal_actions
        attack = view.table[0][0]
        seq = session._seq
        activate(qtbot, table)
        double_click(qtbot, table, low)
        status = table.table.status
        qtbot.waitUntil(lambda: f"{low} sticht {attack} nicht" in status.text, timeout=WAIT)
        assert asked == [seq] and acts == [] and not session.in_flight
        assert low in session.view().hand and history(server) == seq
    finally:
        table.close()
        i18n.install("en")


def lost_server(qtbot, tmp_path, monkeypatch) -> tuple[ThreadServer, OnlineWindow]:
    """A table against a bot on a server that keeps its rooms in a state file, then the
    server stops: the app tries again and again until it asks the player."""
    server = ThreadServer(state=tmp_path / "rooms.sqlite3").start()
    table = table_with_an_attack(qtbot, tmp_path, server, monkeypatch)
    server.stop()
    qtbot.waitUntil(lambda: table.session.connection == "unreachable", timeout=WAIT)
    return server, table


def question_of(qtbot, table: OnlineWindow) -> QMessageBox:
    online = table.session.parent()
    assert isinstance(online, OnlineGame)
    qtbot.waitUntil(lambda: online.question is not None and online.question.isVisible(),
                    timeout=WAIT)
    assert online.question is not None
    return online.question


def test_a_server_that_restarts_on_its_state_file_is_rejoined_with_only_reconnected(
        qtbot, tmp_path, quick, monkeypatch):  # noqa: F811
    acts = counting_actions(monkeypatch)
    server, table = lost_server(qtbot, tmp_path, monkeypatch)
    again: ThreadServer | None = None
    try:
        session = table.session
        hand, seq = session.view().hand, session._seq
        question = question_of(qtbot, table)
        assert question.text() == tr("The server cannot be reached")
        assert [button.text() for button in question.buttons()] == [
            tr("&Keep trying"), tr("&Leave")]
        assert session.status_text() == tr(
            "The server cannot be reached: still trying (attempt {number})…").format(
            number=session.attempts)
        activate(qtbot, table)
        key(table, Qt.Key.Key_Down)            # refused, and not kept for later
        # The server comes back on the same port with its rooms: the app, still trying,
        # rejoins the same seat at the same table; the question answers itself.
        again = ThreadServer(port=int(server.url.rsplit(":", 1)[1]),
                             state=tmp_path / "rooms.sqlite3").start()
        qtbot.waitUntil(lambda: session.connection == "online", timeout=WAIT)
        qtbot.waitUntil(lambda: table.table.status.text == tr("Reconnected"), timeout=WAIT)
        assert session.parent().question is None   # the question went with the trouble
        assert session.view().hand == hand and session._seq == seq and acts == []
        # The game goes on: DOWN takes.
        settled(qtbot, table)
        key(table, Qt.Key.Key_Down)
        answered(qtbot, table)
        assert acts == [Action.take(0)]
    finally:
        table.close()
        i18n.install("en")
        if again is not None:
            again.stop()


@pytest.mark.parametrize("choice", ["keep", "leave"])
def test_the_player_may_keep_trying_or_leave(qtbot, tmp_path, quick, monkeypatch,  # noqa: F811
                                             choice):
    server, table = lost_server(qtbot, tmp_path, monkeypatch)
    session = table.session
    online = session.parent()
    try:
        question = question_of(qtbot, table)
        keep, leave = question.buttons()
        if choice == "leave":
            click(leave)
            qtbot.waitUntil(lambda: session.connection == "closed", timeout=WAIT)
            assert online.window is None and online.question is None
        else:
            session.backoff_ms = (3_600_000,)  # the next attempts wait: the count is seen
            click(keep)
            qtbot.waitUntil(lambda: online.question is None, timeout=WAIT)
            qtbot.waitUntil(lambda: session.attempts == 1, timeout=WAIT)   # tried at once
            assert session.connection == "reconnecting"
            assert session.status_text() == tr(
                "Connection lost: reconnecting (attempt {number})…").format(number=1)
    finally:
        online.close()
        i18n.install("en")
        server.stop()
