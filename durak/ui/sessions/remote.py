"""The remote session: the human's seat at a table on a ``durak-server``, over a QWebSocket.

It speaks only the protocol (``durak.protocol``, docs/protocol.md), in Qt's own event
loop.  It opens a room or joins one (``Request``), and from then on maps the server's
messages onto the table's ``Session``: a ``state`` is the new ``view()`` and its redacted
events animate through ``updated``; an ``error`` is said through ``message``; ``room``
names the seats and how each is connected.  The server is the only judge of a move:
``why_illegal`` answers ``None`` and a refusal arrives as a message (said in the player's
words by ``server_errors``); a card dropped where it cannot go is explained by asking the
server ``why`` (protocol version 3), which never plays it.  There is no undo and no
pause: the game runs on for the others (the pause button shows the room); a hint only if
the room allows hints.

The session checks the connection itself: it pings the server every ``PING_MS`` and a
connection from which nothing was heard for ``SILENT_MS`` (no answer, no ping's echo, no
answer to a move) counts as lost at once, as a dropped one does: the table says so, the
other seats' connections are shown as unknown, the clocks stop and the human's input is
refused with that reason (never kept to be sent later).  The clock it measures silence on
is injectable (``clock``, in ms), so tests need not wait.

One action is in flight at a time: once a gesture's action is sent, the seat's keys,
buttons, taps and double clicks are refused until the server answers it (a ``state``
that this seat's action made, or an ``error``), so nothing is sent twice.  A gesture
that plays several cards (covering two attack cards, the weli with other cards) sends
its next move when the answer to the last one arrives, chosen from the new view's legal
actions (``HumanControls.go_on``); a refusal, a new deal or a lost connection forgets
the rest.

When the connection is lost, the session rejoins its seat with the seat's token, again
and again with a growing pause (``BACKOFF_MS``); after ``UNREACHABLE_AFTER`` failed
attempts it says so (``unreachable``: the window offers to keep trying or to leave) and
goes on trying at the slowest pace, so that a server that comes back (restarted with its
rooms) is rejoined with nothing more than "Reconnected".  It stops when the server
refuses the seat for good (``GONE``: a restarted server that lost its rooms), or when a
``wss://`` server's certificate is not trusted here (no retry changes that): then the
session closes and says why through ``failed``.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PyQt6.QtCore import QObject, QTimer, QUrl, pyqtSignal
from PyQt6.QtNetwork import QAbstractSocket, QSslError
from PyQt6.QtWebSockets import QWebSocket

from durak.engine import Action, Card, Event, IllegalAction, Record, View
from durak.protocol import (
    CLIENT,
    MAX_SERVER_CHARS,
    SERVER,
    SINCE,
    VERSION,
    VERSIONS,
    Message,
    ProtocolError,
    action_to_json,
    as_version,
    clean_chat,
    decode,
    encode,
)

from ..kit.i18n import N_, tr
from ..model.chat import ChatLine, ChatLog
from ..model.cheats import CheatCount, cheat_counts
from ..model.hidden_hands import HiddenHands
from ..model.layout import TableSnapshot
from ..model.table_state import pace, snapshot_of_view
from ..store.settings import LEVEL_NAMES
from ..words.server_errors import NO_CHAT, illegal_text, refusal_text
from ..words.table_text import (
    cheat_lines,
    event_notes,
    outcome_lines,
    place_note,
    seat_notes,
    status_text,
)
from .countdown import Countdown, monotonic_ms
from .human import Answer, HumanControls, Unexplained
from .session import DefaultWords

log = logging.getLogger(__name__)

# The pauses before each attempt to reconnect (ms); the last one repeats.
BACKOFF_MS = (500, 1000, 2000, 4000, 8000, 15000)
# After this many failed attempts in a row the player is asked: keep trying, or leave.
UNREACHABLE_AFTER = 5
PING_MS = 3000       # how often the app pings the server
SILENT_MS = 10000    # a connection silent for longer is lost
# The clock silence is measured on (ms), unless a session is given its own: tests put a
# hand-driven one here.
app_clock: Callable[[], float] = monotonic_ms
HURRY_SECONDS = 10   # a screen reader hears once that the seat's time is running out
# Refusals of a ``rejoin`` request: the seat cannot be had back with this token.
REJOIN_GONE = ("bad_token", "no_room", "room_closed", "no_seat")
REJOIN_REFUSED = N_("The seat can no longer be rejoined: the game was left or ended, or "
                    "the server was restarted")
# The server's refusals of a seat's return after a drop that no retry changes, in the
# player's words.
GONE = {
    "no_room": N_("The room no longer exists on the server (it may have restarted)."),
    "bad_token": N_("The server no longer knows this seat (it may have restarted)."),
    "no_seat": N_("The server no longer knows this seat (it may have restarted)."),
    "room_closed": N_("The room was closed"),
    "replaced": N_("This seat is played in another window now"),
}


@dataclass(frozen=True)
class Request:
    """What to ask once connected: ``create`` a room or ``join`` one, with the protocol's
    fields for it (``name``, ``seats``, ``rules``, ``password``; ``code``...)."""

    kind: str
    fields: dict[str, Any] = field(default_factory=dict)


class RemoteSession(QObject, DefaultWords):
    """One seat on a server; the table's session once the first game is dealt."""

    updated = pyqtSignal(list, int)      # events (redacted for this seat), animation ms
    message = pyqtSignal(str)
    announced = pyqtSignal(str)
    paused_changed = pyqtSignal(bool)    # never emitted: an online game does not pause
    game_finished = pyqtSignal()
    room_changed = pyqtSignal()          # ``room`` (who sits where) changed
    connection_changed = pyqtSignal(str)
    failed = pyqtSignal(str)             # no seat: unreachable, or the request was refused
    unreachable = pyqtSignal()           # several attempts to come back failed: ask the player
    started = pyqtSignal()               # a game was dealt, or a running one was joined
    room_requested = pyqtSignal()        # the pause button or SPACE: show the room
    left = pyqtSignal()                  # the seat was given up
    seated = pyqtSignal()                # the server gave this app a seat (and its token)
    chat_said = pyqtSignal(object)       # a ``ChatLine`` kept in ``chat`` (shown or not)
    chat_refused = pyqtSignal(str)       # a chat line or reaction was refused: why

    paused = False

    def __init__(self, url: str, request: Request, speed: str = "normal",
                 auto_pass: bool = True, parent: QObject | None = None,
                 clock: Callable[[], float] | None = None) -> None:
        super().__init__(parent)
        self.clock = clock = clock if clock is not None else app_clock
        self.url = url
        self.request = request
        self.speed = speed
        self.auto_pass = auto_pass
        self.seat = 0
        self.code: str | None = None
        self.token: str | None = None
        self.room: Message | None = None
        self.result: Message | None = None
        self._cheats: list[CheatCount] = []   # (cheating) the finished game's, per seat
        self.refusal: str | None = None  # the server's code for refusing the request
        self.version = VERSION           # the protocol's, or an older server's
        # "online", "reconnecting", "unreachable" (still trying) or "closed"
        self.connection = "connecting"
        self.gone = ""                   # why the server refused the seat for good
        self.attempts = 0                # reconnecting attempts since the drop
        self.backoff_ms = BACKOFF_MS
        self._view: View | None = None
        self._seq = 0
        # The events of this deal the server sent (those missed while away are missing).
        self._events: list[Event] = []
        # The actions of the last gesture on their way: input waits for their answers.
        self._in_flight = 0
        self._sent_at = 0.0              # when the last of them was sent (``clock``)
        self._heard = clock()            # when the server was last heard from
        self._lost = False               # the connection is lost: say "Reconnected" when back
        # The ``why`` questions on their way, in the order sent (the server answers in
        # order): the seq each was asked on, and who hears the answer.
        self._asked: deque[tuple[int, Answer]] = deque()
        self._hidden = HiddenHands()
        self.chat = ChatLog()            # what was said in the room, for this session only
        self._swaps: list[tuple[Card, Card]] = []
        self.controls = HumanControls(self, refresh=lambda ms: self.updated.emit([], ms),
                                      say=self._say, ask_why=self.ask_why)
        self.countdown = Countdown(clock)   # the reinforcement window
        self.decision = Countdown(clock)    # the time to decide of ``decision_seat``, when it runs
        self.decision_seat: int | None = None
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._ticked)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._open)
        self._watch = QTimer(self)
        self._watch.setInterval(PING_MS)
        self._watch.timeout.connect(self.check_connection)
        self._watch.start()
        self.socket: QWebSocket | None = None
        self._tls_problems: list[str] = []   # why the last handshake failed, if it did
        self._open()

    # --- the connection ------------------------------------------------------------------
    def _open(self) -> None:
        self._tls_problems = []
        socket = QWebSocket()
        socket.setParent(self)
        socket.setMaxAllowedIncomingMessageSize(4 * MAX_SERVER_CHARS)
        socket.connected.connect(self._connected)
        socket.disconnected.connect(lambda: self._dropped(socket))
        socket.errorOccurred.connect(lambda _error: self._dropped(socket))
        socket.sslErrors.connect(self._untrusted)
        socket.textMessageReceived.connect(self._received)
        socket.pong.connect(self._heard_from)
        self.socket = socket
        self._heard = self.clock()   # the handshake, too, must be answered in time
        socket.open(QUrl(self.url))

    def _heard_from(self, *_args: object) -> None:
        self._heard = self.clock()

    def check_connection(self) -> None:
        """Ping the server; a connection silent for longer than ``SILENT_MS`` (nothing
        heard, or the move on its way unanswered) is lost: given up and tried again."""
        socket = self.socket
        if socket is None or self.connection == "closed":
            return
        now = self.clock()
        if now - self._heard > SILENT_MS or (self._in_flight
                                              and now - self._sent_at > SILENT_MS):
            log.info("nothing heard from %s for %d s: the connection is lost", self.url,
                     (now - min(self._heard, self._sent_at if self._in_flight else now))
                     // 1000)
            socket.blockSignals(True)   # its last words concern nobody now
            socket.abort()
            self._dropped(socket, tr("the server did not answer"))
        elif socket.state() == QAbstractSocket.SocketState.ConnectedState:
            socket.ping()

    def _send(self, kind: str, **fields: Any) -> bool:
        socket = self.socket
        if socket is None or socket.state() != QAbstractSocket.SocketState.ConnectedState:
            return False
        if self.version < 2:   # version 1 has no hints: a room on an older server has none
            fields.pop("hints", None)
        socket.sendTextMessage(as_version(encode(CLIENT, kind, **fields), self.version))
        return True

    def _connected(self) -> None:
        if self.token is not None and self.code is not None:
            self._send("rejoin", code=self.code, seat=self.seat, token=self.token)
        else:
            self._send(self.request.kind, **self.request.fields)

    def _set_connection(self, state: str) -> None:
        if state != self.connection:
            self.connection = state
            self.connection_changed.emit(state)
            self.updated.emit([], 0)

    def _dropped(self, socket: QWebSocket, error: str = "") -> None:
        """The connection failed, closed or fell silent: try again with the seat's token,
        or give up when there is no seat to come back to."""
        if socket is not self.socket:
            return   # an old connection's last word
        self.socket = None
        socket.deleteLater()
        self._in_flight = 0
        self.controls.forget_later()   # nothing is kept to be sent on another connection
        self._asked.clear()   # that connection's questions are answered by nobody now
        if self.connection == "closed":
            return
        if self._tls_problems:   # no retry changes a certificate: say so and stop
            self._give_up(untrusted_text(self.url, self._tls_problems))
            return
        if self.token is None:
            self.connection = "closed"
            self.failed.emit(tr("Could not reach the server at {url}: {error}").format(
                url=self.url,
                error=error or socket.errorString() or tr("the connection closed")))
            return
        self._stop_clocks()   # what the server's clocks do now, nobody here knows
        self.attempts += 1
        self._lost = True
        delay = self.backoff_ms[min(self.attempts, len(self.backoff_ms)) - 1]
        if self.attempts >= UNREACHABLE_AFTER and self.connection != "unreachable":
            self._set_connection("unreachable")
            self.unreachable.emit()
        elif self.connection != "unreachable":
            self._set_connection("reconnecting")
        if self.attempts == 1:
            self.message.emit(tr("Connection lost: reconnecting…"))
        else:
            self.updated.emit([], 0)   # the attempt's number in the status line
        self._retry.start(delay)

    def keep_trying(self) -> None:
        """The player chose to keep trying: try again at once, and ask again only after
        as many failed attempts more."""
        if self.connection == "unreachable":
            self.attempts = 0
            self._set_connection("reconnecting")
            self.reconnect_now()

    def _untrusted(self, errors: list[QSslError]) -> None:
        """The server's certificate is not trusted here: Qt refuses the connection (the
        errors are not ignored), and ``_dropped`` says why."""
        self._tls_problems = [error.errorString() for error in errors]

    def _give_up(self, reason: str) -> None:
        """Stop trying for good and say ``reason``: without a seat (nothing to retry) it
        is why there is none; with one, the seat is lost (``gone``)."""
        if self.token is None:
            self.connection = "closed"
            self.failed.emit(reason)
            return
        self.gone = reason
        self._set_connection("closed")
        self.shutdown()
        self.room_changed.emit()
        self._say(self.gone)
        self.failed.emit(self.gone)

    def reconnect_now(self) -> None:
        """Try again at once (the table's words say how)."""
        if self.connection in ("reconnecting", "unreachable") and self.socket is None:
            self._retry.stop()
            self._open()

    def leave(self) -> None:
        """Give up the seat (a bot plays on) and close (``left``), at once: the server's
        answer is not awaited, so a server that is slow to answer, or a connection that
        died unnoticed, never keeps the player at a table he left."""
        socket = self.socket
        if self._send("leave") and socket is not None:
            socket.flush()   # on its way before the connection closes
        self.shutdown()
        self.left.emit()

    def start(self) -> None:
        """Deal (the room's creator only): the first game, or the next one."""
        if not self._send("start"):
            self._say(tr("Not connected to the server"))

    def shutdown(self) -> None:
        """Close the connection for good (the seat stays the server's to give a bot)."""
        self.connection = "closed"
        self._retry.stop()
        self._tick.stop()
        self._watch.stop()
        socket, self.socket = self.socket, None
        if socket is not None:
            # Its last signals concern nobody now, and one arriving as the session itself
            # is destroyed would call into a deleted object.
            socket.blockSignals(True)
            socket.close()
            socket.deleteLater()

    # --- the server's messages -------------------------------------------------------------
    def _received(self, text: str) -> None:
        self._heard = self.clock()
        try:
            message = decode(text, SERVER)
        except ProtocolError as error:
            log.warning("unreadable message from the server: %s", error)
            return
        handler = getattr(self, f"_on_{message.kind}", None)
        if handler is not None:
            handler(message)

    def _on_seated(self, message: Message) -> None:
        self.code, self.seat, self.token = message["code"], message["seat"], message["token"]
        self.attempts = 0
        self._in_flight = 0
        self._set_connection("online")
        if self._lost:
            self._lost = False
            self._say(tr("Reconnected"))
        self.seated.emit()

    def _on_room(self, message: Message) -> None:
        self.room = message
        self.room_changed.emit()
        if self._view is not None:
            self.updated.emit([], 0)

    def _on_state(self, message: Message) -> None:
        view: View = message["view"]
        events: list[Event] = list(message["events"])
        first = self._view is None
        if message["seq"] == 0 and events:   # a new deal
            self.result = None
            self.controls.choice.clear()
            self._events = []
        self._events += events
        self._view, self._seq = view, message["seq"]
        answered = False
        if not events or message["seq"] == 0:
            self._in_flight = 0   # a snapshot (join, rejoin) or a new deal: nothing awaited
            self.controls.forget_later()
        elif message.get("actor") == self.seat and self._in_flight:
            self._in_flight -= 1  # the answer to one of this seat's actions
            answered = not self._in_flight
        self._swaps += self._hidden.update(view, events)
        self.controls.choice.keep(view.hand)
        if any(event.kind == "round_ended" for event in events):
            self.controls.choice.clear()
        self._follow_clock(message["clock"])
        if first or (message["seq"] == 0 and events):
            self.started.emit()
        self.updated.emit(events, self.durations()[0])
        self._announce(events)
        if answered:
            self.controls.go_on()   # the rest of the gesture, from this view
        self._auto_pass()

    def _on_game_over(self, message: Message) -> None:
        self.result = message
        self._cheats = _counted_cheats(message["record"])
        self.countdown.stop()
        self.decision.stop()
        self._tick.stop()
        self.game_finished.emit()

    def _on_left(self, _message: Message) -> None:
        self.shutdown()
        self.left.emit()

    def _on_legal(self, message: Message) -> None:
        if self._asked:
            seq, answer = self._asked.popleft()
            if message["seq"] == seq:   # else it was judged on a table the drop never saw
                answer(None)

    def _on_error(self, message: Message) -> None:
        code, text = message["code"], message["message"]
        if message.get("about") == "why":
            self._why_refused(message)
            return
        if message.get("about") in ("chat", "reaction"):   # the game is not concerned
            self._chat_refused(message)
            return
        self._in_flight = max(0, self._in_flight - 1)
        self.controls.forget_later()   # the move was refused: the rest of it is not played
        if code == "flood":
            self._asked.clear()   # some questions were dropped unanswered: which, unknown
        if code == "version" and self.version != VERSIONS[0]:
            self.version -= 1   # an older server: ask again in the version below
            self._connected()
            return
        if self.token is None:          # the request to sit down was refused
            self.refusal = code
            self.shutdown()
            if self.request.kind == "rejoin" and code in REJOIN_GONE:
                self.failed.emit(tr(REJOIN_REFUSED))
            else:
                self.failed.emit(refusal_text(code, text))
            return
        if code in GONE:
            self._give_up(tr(GONE[code]))
            return
        if code == "illegal":
            self._say(illegal_text(text, message.get("reason"), self.seat, self.seat_name))
        else:
            self._say(refusal_text(code, text))
        self.updated.emit([], 0)

    def _chat_refused(self, message: Message) -> None:
        code = message["code"]
        self.chat_refused.emit(tr(NO_CHAT) if code in ("unknown_kind", "version")
                               else refusal_text(code, message["message"]))

    # --- talk ----------------------------------------------------------------------------
    @property
    def can_chat(self) -> bool:
        """Whether the server relays chat (protocol version 4 on)."""
        return self.version >= SINCE["chat"]

    def say(self, text: str) -> bool:
        """Send a chat line (the server cleans it); ``False``: not sent (no connection,
        a server without chat, or nothing to say)."""
        said = clean_chat(text)
        if not said:
            return False
        return self.can_chat and self._send("chat", text=said)

    def react(self, reaction: str) -> bool:
        """Send a quick reaction (``durak.protocol.REACTIONS``)."""
        return self.can_chat and self._send("reaction", reaction=reaction)

    def _on_said(self, message: Message) -> None:
        self._chat_heard(ChatLine(message["seat"], message["name"], text=message["text"]))

    def _on_reacted(self, message: Message) -> None:
        self._chat_heard(ChatLine(message["seat"], message["name"], reaction=message["reaction"]))

    def _chat_heard(self, line: ChatLine) -> None:
        if self.chat.add(line):
            self.chat_said.emit(line)

    def _why_refused(self, message: Message) -> None:
        """The answer to a ``why``: the engine's reason for refusing the move, said to the
        player as any refusal is; the question itself refused (the game ended), said too."""
        if not self._asked:
            return
        _seq, answer = self._asked.popleft()
        if message["code"] == "illegal":
            answer(illegal_text(message["message"], message.get("reason"), self.seat,
                                self.seat_name))
        else:
            self._say(refusal_text(message["code"], message["message"]))

    def _announce(self, events: list[Event]) -> None:
        view = self.view()
        text = event_notes(events, view.rules, self.seat, self.seat_name)
        if text:
            self.announced.emit(text[:1].upper() + text[1:])

    def _auto_pass(self) -> None:
        """Say done at once when the window is open and there is nothing to add."""
        view = self.view()
        done = Action.done(self.seat)
        if (self.auto_pass and not self._in_flight and self.connection == "online"
                and view.window_open and list(view.legal_actions) == [done]):
            self.send(done)

    def _stop_clocks(self) -> None:
        self.countdown.stop()
        self.decision.stop()
        self.decision_seat = None
        self._tick.stop()

    def _follow_clock(self, clock: dict[str, Any] | None) -> None:
        """Count down what the server's clock runs (the server decides when it is up):
        the reinforcement window, or the time to decide of the seat it waits for."""
        self._stop_clocks()
        if clock is not None and clock["kind"] == "window":
            self.countdown.start(clock["seconds"] * 1000)
        elif clock is not None:
            self.decision_seat = clock["seat"]
            self.decision.start(clock["seconds"] * 1000)
        if self.countdown.running or self.decision.running:
            self._tick.start()
        else:
            self._tick.stop()

    def _ticked(self) -> None:
        if self.countdown.expired or self.decision.expired:
            self._tick.stop()
        self.message.emit("")   # the count shown on the button and in the status line

    def _say(self, text: str) -> None:
        self.message.emit(text[:1].upper() + text[1:])

    # --- what the seat sees -----------------------------------------------------------------
    def view(self) -> View:
        """The seat's latest ``View``; only asked for once a game was dealt (``started``)."""
        assert self._view is not None, "no game has been dealt yet"
        return self._view

    @property
    def playing(self) -> bool:
        return self._view is not None

    def snapshot(self) -> TableSnapshot:
        """Every card to lay out; the stand-ins' swaps since the last one, once."""
        view = self.view()
        snap = snapshot_of_view(view, self.controls.hand_order(), self._hidden.hands,
                                self.controls.choice.selected, reveal=False,
                                key_card=self._hidden.key)
        snap.swaps, self._swaps = self._swaps, []
        return snap

    def is_creator(self) -> bool:
        return self.room is not None and self.room.get("creator") == self.seat

    def result_lines(self) -> tuple[str, list[str]]:
        title, lines = super().result_lines()
        return title, lines + self.cheat_tally()

    def cheat_tally(self) -> list[str]:
        """(Cheating) each seat's cheats made and caught once the game is over, as a local
        table counts them: from the game's record, which comes with the result."""
        return cheat_lines(self._cheats, self.seat_name) if self.result is not None else []

    def seat_name(self, seat: int) -> str:
        if seat == self.seat:
            return tr("You")
        info = self._seat_info(seat)
        if info is not None and info["name"]:
            return str(info["name"])
        if info is not None and info["bot"]:
            return tr("Bot {number}").format(number=seat + 1)
        return tr("Player {number}").format(number=seat + 1)

    def player_names(self) -> tuple[str | None, ...]:
        """The names of the room's seats as this table shows them, this seat's own as its
        player chose it (for a saved replay)."""
        seats = self.room["seats"] if self.room is not None else []
        return tuple(info["name"] if seat == self.seat else self.seat_name(seat)
                     for seat, info in enumerate(seats))

    def _seat_info(self, seat: int) -> dict[str, Any] | None:
        if self.room is None or seat >= len(self.room["seats"]):
            return None
        info: dict[str, Any] = self.room["seats"][seat]
        return info

    def seat_note(self, seat: int) -> str:
        """The seat's place once out, else its team and adding turn (as at a local table)
        and how it is played: a bot's level, connected, away, or played by a bot for now."""
        view = self.view()
        if place_note(view, seat):
            return seat_notes(view, seat)
        if seat == self.seat:   # this app's own connection, as it knows it now
            return seat_notes(view, seat, "" if self.connection == "online" else tr("offline"))
        return seat_notes(view, seat, self.room_note(seat))

    def room_note(self, seat: int) -> str:
        """How a seat of the room is played, as far as this app knows: nothing is known
        of anyone once the server refused this seat for good."""
        if self.gone:
            return tr("disconnected")
        info = self._seat_info(seat)
        if self.connection != "online" and info is not None and not info["bot"]:
            if seat == self.seat:
                return tr("offline")
            return tr("connection unknown")   # what the server sees, nobody here knows
        return connection_note(info)

    def seat_clock(self, seat: int) -> int | None:
        """The seconds the server's clock leaves ``seat`` to decide, while it runs (no
        clock runs for this app once the server refused its seat for good)."""
        if self.gone or seat != self.decision_seat:
            return None
        return self.decision.seconds_left()

    def status_text(self, clock: bool = True) -> str:
        if self.connection == "reconnecting":
            return tr("Connection lost: reconnecting (attempt {number})…").format(
                number=self.attempts)
        if self.connection == "unreachable":
            return tr("The server cannot be reached: still trying (attempt {number})…").format(
                number=self.attempts)
        if self.connection == "closed":
            if self.gone:
                return tr("{reason} Room: back to the menu").format(reason=self.gone)
            return tr("Disconnected from the server")
        view = self.view()
        if view.is_over:
            if self.is_creator():
                return tr("Game over: Play again deals the next game in this room")
            return tr("Game over: the room's creator may deal the next game")
        text = status_text(view, False, self.window_remaining() if clock else None,
                           self.seat_name)
        seconds = self.decision.seconds_left() if self.decision_seat == self.seat else None
        if seconds is None or not text:
            return text
        if clock:
            return tr("{status} ({seconds} s left)").format(status=text, seconds=seconds)
        if seconds <= HURRY_SECONDS:   # said once, not each second
            return tr("{status} (at most {seconds} s left)").format(
                status=text, seconds=HURRY_SECONDS)
        return text

    def window_remaining(self) -> int | None:
        return self.countdown.seconds_left()

    def pause_button_text(self) -> str:
        return tr("Room")

    def finished_button_text(self) -> str:
        return tr("Play again") if self.is_creator() else tr("Room")

    def outcome_lines(self) -> tuple[str, list[str]]:
        """The finished game's title and who lost (the room says it)."""
        return outcome_lines(self.view(), self.seat_name)

    def durations(self) -> tuple[int, int]:
        view = self.view()
        return pace(self.speed, view.is_over or view.out[self.seat])

    # --- what the human may do --------------------------------------------------------------
    def legal(self) -> list[Action]:
        """The view's legal actions, none while offline or while a move is on its way."""
        if self._view is None or self.connection != "online" or self._in_flight:
            return []
        return list(self._view.legal_actions)

    def why_illegal(self, action: Action) -> IllegalAction | None:
        """``None`` when the seat's ``View`` lists ``action`` as legal (the engine's list,
        on the server); else ``Unexplained``: the reason is the server's to give (``why``).
        A server older than ``why`` cannot be asked: the move goes to it, and its refusal
        is said."""
        if self.version < SINCE["why"] or (self._view is not None
                                          and action in self._view.legal_actions):
            return None
        return Unexplained(action)

    def ask_why(self, action: Action, answer: Answer) -> None:
        """Ask the server why ``action`` would be refused now, without playing it;
        ``answer`` hears the reason as the player is told it, or ``None`` when it is legal.
        A server older than the question is not asked, and nothing is said."""
        if self.version >= SINCE["why"] and self._send(
                "why", seq=self._seq, action=action_to_json(action)):
            self._asked.append((self._seq, answer))

    def send(self, action: Action) -> bool:
        """Send ``action`` (one of a gesture's: ``refuse_input`` holds the next gesture
        back until the server has answered)."""
        if self.connection != "online" or not self._send(
                "action", seq=self._seq, action=action_to_json(action)):
            self._say(tr("Connection lost: reconnecting… The move was not sent"))
            return False
        self._in_flight += 1
        self._sent_at = self.clock()
        return True

    def waiting(self) -> bool:
        return self.connection != "online" or bool(self._in_flight)

    def refuse_input(self) -> bool:
        """Refuse a gesture while the connection is lost (saying so: nothing is kept to
        be sent later) or while the last one's move awaits the server's answer."""
        if self.connection != "online":
            self._say(tr("Connection lost: reconnecting… The move was not sent"))
            return True
        return bool(self._in_flight)

    @property
    def in_flight(self) -> int:
        """How many of the last gesture's actions await the server's answer."""
        return self._in_flight

    def toggle_pause(self) -> None:
        """An online game never pauses for the others: the button shows the room."""
        self.room_requested.emit()

    def can_undo(self) -> bool:
        return False   # the others have seen the move: online nothing is taken back

    def undo(self) -> bool:
        self._say(tr("An online game has no undo"))
        return False

    def can_hint(self) -> bool:
        """Only if the room allows hints (its creator chose so, and everybody in it is
        told): the table then searches one here, from this seat's view and events."""
        return self.room is not None and self.room.get("hints") is True

    def no_hint_reason(self) -> str:
        return tr("This room does not allow hints: its creator decides when opening it")

    def seen_events(self) -> list[Event]:
        """The events of this deal the server sent this seat (already redacted for it);
        after a reconnect those sent while away are missing: a bot told them knows less
        than the seat saw, never more."""
        return list(self._events)

    def new_game(self) -> None:
        """"Play again" (the creator) or the room (everybody else)."""
        if self.is_creator():
            self.start()
        else:
            self.room_requested.emit()


def untrusted_text(url: str, problems: list[str]) -> str:
    """Why the app refused the server's certificate, and what helps."""
    return tr("The server at {url} has a certificate this computer does not trust ({problems}). "
              "Its owner needs a certificate from an authority your system trusts (such as "
              "Let's Encrypt), for the name you typed.").format(
        url=url, problems="; ".join(dict.fromkeys(problems)))


def connection_note(info: dict[str, Any] | None) -> str:
    """How a seat of the room is played: a bot's level, or a person's connection."""
    if info is None:
        return ""
    if info["bot"]:
        level = info["bot"]
        return tr("{level} bot").format(level=tr(LEVEL_NAMES.get(level, level)))
    if info["standin"]:
        return tr("played by a bot")
    if info["name"] is None:
        return tr("free seat")
    return tr("connected") if info["connected"] else tr("away")


def _counted_cheats(record: Record) -> list[CheatCount]:
    """Each seat's cheats in the finished game ``record`` (every cheat lay face up, so the
    counts reveal no hidden card); none without cheating, or where the record does not
    replay (the server's mistake: the result is shown without them)."""
    if not record.rules.cheating:
        return []
    try:
        game = record.replay()
    except ValueError:
        log.warning("the finished game's record does not replay: its cheats are not counted")
        return []
    return cheat_counts(game.cheat_log, game.num_players)
