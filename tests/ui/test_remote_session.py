"""The remote session against a real server on 127.0.0.1: refusals to sit down, an
unreachable server, and each seat's connection state (connected, away, played by a bot)."""

from __future__ import annotations

import re

from durak.engine import Event, Record
from durak.ui.online.lobby import LobbyDialog
from durak.ui.sessions.remote import RemoteSession, Request

from .online_server import ThreadServer

WAIT = 20_000


def session(url: str, kind: str, **fields) -> RemoteSession:
    return RemoteSession(url, Request(kind, fields), speed="fast")


def connection(session: RemoteSession, seat: int) -> str:
    """How the seat is played, without the clock that may tick there."""
    return session.seat_note(seat).split(" · ")[0]


def test_a_wrong_invite_code_is_said_in_the_room_dialog(qtbot, server: ThreadServer):
    boris = session(server.url, "join", code="NOSUCHROOM", name="Boris")
    lobby = LobbyDialog(None, boris)
    qtbot.addWidget(lobby)
    with qtbot.waitSignal(boris.failed, timeout=WAIT):
        pass
    assert lobby.state.text() == "There is no room with this invite code"
    assert not lobby.start.isVisible() and boris.connection == "closed"


def test_an_unreachable_server_is_said_and_not_retried(qtbot, server: ThreadServer):
    url = server.url
    server.stop()   # nothing listens there any more
    anna = session(url, "create", name="Anna", seats=["human", "random"])
    with qtbot.waitSignal(anna.failed, timeout=WAIT) as failed:
        pass
    assert failed.args[0].startswith(f"Could not reach the server at {url}")
    assert anna.connection == "closed" and anna.socket is None


def test_seats_say_connected_away_and_played_by_a_bot(qtbot, server: ThreadServer):
    anna = session(server.url, "create", name="Anna", seats=["human", "human", "normal"])
    qtbot.waitUntil(lambda: anna.code is not None, timeout=WAIT)
    boris = session(server.url, "join", code=anna.code, name="Boris")
    qtbot.waitUntil(lambda: anna.room is not None and anna.room["seats"][1]["connected"],
                    timeout=WAIT)
    anna.start()
    qtbot.waitUntil(lambda: anna.playing and boris.playing, timeout=WAIT)
    assert [connection(anna, seat) for seat in (1, 2)] == ["connected", "Normal bot"]
    # The seat whose decision the server's clock times says so in its status line.
    # (the bot may lead first: its decision is the server's, and a person's comes next)
    qtbot.waitUntil(lambda: anna.decision_seat in (0, 1), timeout=WAIT)
    leader = anna if anna.decision_seat == 0 else boris
    assert re.search(r"\(\d+ s left\)$", leader.status_text()), leader.status_text()
    other = boris if leader is anna else anna
    assert "s left" not in other.status_text()
    assert anna.seat_name(1) == "Boris" and boris.seat_name(0) == "Anna"
    boris.backoff_ms = (3_600_000,)   # he stays away until he tries again himself
    boris.socket.abort()
    qtbot.waitUntil(lambda: boris.connection == "reconnecting", timeout=WAIT)
    assert boris.status_text() == "Connection lost: reconnecting (attempt 1)…"
    assert boris.legal() == []
    qtbot.waitUntil(lambda: connection(anna, 1) == "away", timeout=WAIT)
    server.advance(server.config.grace_seconds + 1)   # the grace period runs out
    qtbot.waitUntil(lambda: connection(anna, 1) == "played by a bot", timeout=WAIT)
    boris.reconnect_now()
    qtbot.waitUntil(lambda: boris.connection == "online", timeout=WAIT)
    qtbot.waitUntil(lambda: connection(anna, 1) == "connected", timeout=WAIT)
    assert boris.view().player == 1 and boris.attempts == 0
    for one in (anna, boris):
        one.shutdown()


def events_of(record: Record, moves: int) -> list[Event]:
    """The events of ``record``'s game up to ``moves`` actions, the deal's first."""
    game = record.start()
    events = list(game.opening_events())
    for action in record.actions[:moves]:
        events += game.apply(action)
    return events


def test_the_session_keeps_the_deal_s_events_as_its_seat_saw_them(qtbot, server: ThreadServer):
    # What a hint's bot would be told online: the events of this deal the server sent.
    anna = session(server.url, "create", name="Anna", seats=["human", "original"],
                   rules={"deck": 24})
    qtbot.waitUntil(lambda: anna.code is not None, timeout=WAIT)
    room = server.call(lambda: server.app.rooms[anna.code])

    def told_so_far() -> bool:
        record = server.call(lambda: Record.of(room.game))
        return anna.seen_events() == [e.redact(0) for e in events_of(record, anna._seq)]

    anna.start()
    qtbot.waitUntil(lambda: anna.playing, timeout=WAIT)
    moves = 0
    while not anna.view().is_over:
        qtbot.waitUntil(lambda: bool(anna.legal()) or anna.view().is_over, timeout=WAIT)
        if anna.view().is_over:
            break
        before = anna._seq
        assert anna.send(anna.legal()[-1])   # a take or a done where it may: the game moves on
        qtbot.waitUntil(lambda before=before: anna._seq > before, timeout=WAIT)
        assert told_so_far()
        moves += 1
    assert moves > 5
    first_deal = anna.seen_events()
    anna.start()                             # the next deal: its events only
    qtbot.waitUntil(lambda: not anna.view().is_over, timeout=WAIT)
    assert told_so_far() and anna.seen_events()[0] != first_deal[0]
    anna.shutdown()
