"""A room: its seats and players, the one ``Game`` it owns, its bots and its clocks.

Everything here runs on the event loop and never waits: a room changes only in answer
to a player's message, a timer or a searching bot's answer, and tells each connected
seat what it may see (its ``View`` and the events redacted for it).  A refused request
raises ``RoomError`` and changes nothing.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from durak.ai import SEARCHING_LEVELS, Bot, make_bot
from durak.ai.search import decision
from durak.engine import Action, ActionKind, Event, Game, IllegalAction, Record, Rules
from durak.protocol import (
    SERVER,
    SINCE,
    ProtocolError,
    action_from_json,
    clean_chat,
    encode,
    encode_state,
    encode_states,
    name_skeleton,
    name_visible,
)

from .clock import Handle
from .config import ServerConfig
from .hashing import password_matches, token_hash, token_matches
from .limits import TokenBucket
from .store import NullStore, RoomStore
from .thinking import SearchPool

# How a stored room names its format (``stored_state``, read by ``persist``).
FORMAT = "durak-server-room"
VERSION = 1

log = logging.getLogger(__name__)
_random = secrets.SystemRandom()


class RoomError(Exception):
    """A request the room refuses: ``code`` for programs, the message for people, and for
    an illegal move the engine's ``reason`` in parts (the protocol's ``error.reason``)."""

    def __init__(self, code: str, message: str, reason: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.reason = reason


class Peer(Protocol):
    """A player's connection as a room sees it."""

    room: Room | None
    seat: int | None
    version: int   # the protocol version its client speaks

    def post(self, text: str) -> None: ...

    def drop(self, reason: str) -> None: ...


@dataclass
class Seat:
    index: int
    bot: str | None                  # the level of a bot seat; None: a person's seat
    name: str | None = None
    token_hash: str | None = None    # the SHA-256 of its player's token (``hashing``)
    peer: Peer | None = None
    standin: bool = False            # a bot plays this person's seat for now
    away: Handle | None = field(default=None, repr=False)

    @property
    def free(self) -> bool:
        return self.bot is None and self.token_hash is None


class Room:
    """One table: created with its rules and seats, played again and again."""

    def __init__(self, code: str, rules: Rules, seats: Sequence[str | None],
                 time_limit: float, password_hash: str | None, config: ServerConfig,
                 pool: SearchPool, on_close: Callable[[Room], None], *,
                 hints: bool = False, owner: str = "", store: RoomStore | None = None) -> None:
        self.code = code
        self.rules = rules
        self.time_limit = time_limit
        self.password_hash = password_hash   # ``hashing.password_hash`` of its password
        self.store: RoomStore = store or NullStore()
        # Whether its players may ask their own app for a hint (the move ``hard`` would
        # make at their seat, searched on their computer from what their seat saw): the
        # room only says so to everybody, it sends nothing more for it.
        self.hints = hints
        self.config = config
        self.clock = config.clock
        self.pool = pool
        self.on_close = on_close
        self.owner = owner     # the address that created it: its limits count the room
        self.seats = [Seat(i, level) for i, level in enumerate(seats)]
        self.creator: int | None = None
        # The seat a person took last since the last deal (``next_leader="novice"``: the
        # next game's first attack goes against him); None when nobody newly sat down.
        self.newcomer: int | None = None
        self.game: Game | None = None
        self.state = "lobby"
        self._game_id = 0
        self._bots: dict[int, Bot] = {}
        self._events: list[Event] = []   # the game's events so far, as the engine gave them
        self._thinking: dict[int, tuple[int, int]] = {}
        self._searches: set[asyncio.Future[Action | None]] = set()
        # Seats whose bot searched the position (game, move) and chose to wait there.
        self._waiting: dict[int, tuple[int, int]] = {}
        self._timers: list[Handle] = []
        self._armed: tuple[int, int] | None = None
        self._bot_timer: Handle | None = None
        self._idle: Handle | None = None
        self._clock_info: tuple[str, int | None, float] | None = None   # kind, seat, deadline
        self._turn = 0
        # Each seat's chat allowance (kept while the seat is held, so coming back does
        # not refill it); what is said is relayed and never kept.
        self._chat_buckets: dict[int, TokenBucket] = {}
        self.closed = False
        self.suspended = False   # the server stops and keeps the room in its store

    # --- membership ----------------------------------------------------------------------
    def join(self, peer: Peer, name: str, password: str | None = None,
             seat: int | None = None, creating: bool = False) -> Seat:
        """Seat ``peer`` as ``name`` in ``seat`` (or the first free person's seat)."""
        if not name_visible(name):
            raise RoomError("bad_field", "join.name: a name needs a letter, a digit or a "
                                         "symbol")
        if not creating and self.password_hash is not None and not (
                password is not None and password_matches(password, self.password_hash)):
            raise RoomError("wrong_password", "this room needs the right password")
        if seat is None:
            place = next((s for s in self.seats if s.free), None)
            if place is None:
                raise RoomError("room_full", "every seat in this room is taken")
        else:
            if seat >= len(self.seats):
                raise RoomError("no_seat", f"this room has seats 0 to {len(self.seats) - 1}")
            place = self.seats[seat]
            if not place.free:
                raise RoomError("seat_taken", f"seat {seat} is not free")
        token = secrets.token_urlsafe(24)
        place.name = self._distinct(name, place.index)
        self._chat_buckets.pop(place.index, None)
        place.token_hash = token_hash(token)
        if self.creator is None:
            self.creator = place.index
        self.newcomer = place.index
        self.save()
        self._attach(peer, place, token)
        return place

    def _distinct(self, name: str, seat: int) -> str:
        """``name``, told apart from the others at the table: a name that looks like
        another's (the same skeleton: case, accents, look-alike letters) gets a number."""
        taken = {name_skeleton(s.name) for s in self.seats
                 if s.name is not None and s.index != seat}
        candidate, number = name, 1
        while name_skeleton(candidate) in taken:
            number += 1
            suffix = f" ({number})"
            candidate = name[:24 - len(suffix)].rstrip() + suffix
        return candidate

    def rejoin(self, peer: Peer, seat: int, token: str) -> Seat:
        """Give ``seat`` back to the player holding its token, with a full snapshot."""
        place = self.seats[seat] if seat < len(self.seats) else None
        if place is None or not token_matches(token, place.token_hash):
            raise RoomError("bad_token", "that token does not belong to that seat")
        old = place.peer
        if old is not None and old is not peer:
            old.post(encode(SERVER, "error", code="replaced",
                            message="this seat was taken over by a newer connection"))
            old.room = old.seat = None
            old.drop("replaced by a newer connection")
        self._attach(peer, place, token)
        return place

    def _attach(self, peer: Peer, place: Seat, token: str) -> None:
        place.peer = peer
        peer.room, peer.seat = self, place.index
        if place.away is not None:
            place.away.cancel()
            place.away = None
        if self._idle is not None:
            self._idle.cancel()
            self._idle = None
        place.standin = False
        self._bots.pop(place.index, None)
        self._thinking.pop(place.index, None)
        self._waiting.pop(place.index, None)
        peer.post(encode(SERVER, "seated", code=self.code, seat=place.index, token=token))
        self._send_room()
        self._refresh()
        if self.game is not None:
            peer.post(self._state(place.index, (), None))
            if self.game.is_over:
                peer.post(self._game_over())

    def leave(self, peer: Peer) -> None:
        """The player gives up his seat for good (a bot plays it on if a game runs)."""
        place = self._seat_of(peer)
        peer.post(encode(SERVER, "left"))
        peer.room = peer.seat = None
        place.peer = None
        place.name = place.token_hash = None
        if place.away is not None:
            place.away.cancel()
            place.away = None
        if self.state == "playing":
            place.standin = True
        if self.creator == place.index:
            self.creator = next((s.index for s in self.seats if s.peer is not None), None)
        if self.newcomer == place.index:
            self.newcomer = None
        self.save()
        self._send_room()
        self._refresh()

    def disconnect(self, peer: Peer) -> None:
        """The connection dropped: the seat waits ``grace_seconds`` for its player."""
        if peer.room is not self or peer.seat is None or self.suspended:
            return
        place = self.seats[peer.seat]
        peer.room = peer.seat = None
        if place.peer is not peer:
            return
        place.peer = None
        place.away = self.clock.call_later(self.config.grace_seconds,
                                           lambda: self._gone(place))
        self._send_room()
        self._refresh()

    def _gone(self, place: Seat) -> None:
        place.away = None
        if place.peer is not None:
            return
        if self.state == "lobby":
            place.name = place.token_hash = None
            if self.creator == place.index:
                self.creator = next((s.index for s in self.seats if s.peer is not None), None)
            if self.newcomer == place.index:
                self.newcomer = None
            self.save()
        else:
            place.standin = True
        self._send_room()
        self._refresh()

    # --- talk ----------------------------------------------------------------------------
    def chat(self, peer: Peer, text: str) -> None:
        """Relay a chat line, cleaned (``clean_chat``), to every player connected to the
        room (seated, in the room or at the table); nothing is kept."""
        place = self._seat_of(peer)
        said = clean_chat(text)
        if not said:
            raise RoomError("bad_field", "chat.text: there is nothing to say once control "
                                         "and invisible characters are removed")
        self._allow_talk(place)
        self._relay("said", seat=place.index, name=place.name, text=said)

    def react(self, peer: Peer, reaction: str) -> None:
        """Relay a quick reaction, counted as a chat line."""
        place = self._seat_of(peer)
        self._allow_talk(place)
        self._relay("reacted", seat=place.index, name=place.name, reaction=reaction)

    def _allow_talk(self, place: Seat) -> None:
        bucket = self._chat_buckets.get(place.index)
        if bucket is None:
            bucket = self._chat_buckets[place.index] = TokenBucket(
                self.config.chat_rate, self.config.chat_burst, self.clock.now)
        if not bucket.allow():
            raise RoomError("chat_flood", "too many chat messages: wait a moment")

    def _relay(self, kind: str, **fields: Any) -> None:
        """Send to every connected seat whose client speaks ``kind`` (an older one is
        never sent chat)."""
        text = encode(SERVER, kind, **fields)
        for seat in self.seats:
            if seat.peer is not None and seat.peer.version >= SINCE[kind]:
                seat.peer.post(text)

    def _seat_of(self, peer: Peer) -> Seat:
        if peer.room is not self or peer.seat is None:
            raise RoomError("not_seated", "join a room first")
        return self.seats[peer.seat]

    def connected(self) -> int:
        return sum(s.peer is not None for s in self.seats)

    # --- the game ------------------------------------------------------------------------
    def start(self, peer: Peer) -> None:
        """The creator deals a new game (also after a game is over)."""
        place = self._seat_of(peer)
        if place.index != self.creator:
            raise RoomError("not_creator", "only the player who created the room starts it")
        if self.state == "playing":
            raise RoomError("already_playing", "a game is running in this room")
        for seat in self.seats:
            seat.standin = seat.bot is None and seat.peer is None
        self._bots.clear()
        self._thinking.clear()
        self._waiting.clear()
        self._game_id += 1
        seed = _random.randrange(1 << 63)
        previous = self.game
        novice = self.newcomer if self.rules.next_leader == "novice" else None
        self.newcomer = None
        # The next game of a series: led and with epaulettes as the last one's end says,
        # or against the player who newly took a seat (the novice).
        self.game = (previous.next_game(seed, novice=novice)
                     if previous is not None and previous.is_over
                     else Game.new(self.rules, len(self.seats), seed=seed, novice=novice))
        self.state = "playing"
        self._events = []
        self.save(new_game=True)
        self._send_room()
        self._changed(list(self.game.opening_events()), None)

    def act(self, peer: Peer, seq: int, data: Any) -> None:
        """A player's intent; the engine decides whether it is legal."""
        self._apply(self._players_action(peer, data, "action"), refuse=True, seq=seq)

    def why(self, peer: Peer, seq: int, data: Any) -> None:
        """Whether a player's move is legal now, asked without playing it: an illegal one
        is refused as ``act`` refuses it (with the engine's reason), a legal one answered
        ``legal``.  Nothing changes either way."""
        action = self._players_action(peer, data, "why.action")
        game = self.game
        assert game is not None
        error = game.why_illegal(action)
        if error is not None:
            raise self._refusal(error, seq)
        peer.post(encode(SERVER, "legal", seq=len(game.history)))

    def _players_action(self, peer: Peer, data: Any, where: str) -> Action:
        """The sender's move as an ``Action`` of his seat, while a game runs; a move that
        names another seat is refused (a player speaks for his own seat only)."""
        place = self._seat_of(peer)
        if self.game is None or self.state != "playing":
            raise RoomError("not_playing", "no game is running in this room")
        try:
            action = action_from_json(data, where, place.index)
        except ProtocolError as error:
            raise RoomError(error.code, str(error)) from None
        named = data.get("player")
        if named is not None and named != place.index:
            raise RoomError("bad_field", f"{where}.player: your seat is {place.index}; a "
                                         f"move of another seat is not yours to send or ask")
        return action

    def _refusal(self, error: IllegalAction, seq: int | None) -> RoomError:
        """The engine's refusal as the player is told it; ``late``: he chose on an older
        table (``seq``) than the one it was judged on."""
        game = self.game
        assert game is not None
        late = seq is not None and seq != len(game.history)
        return RoomError("illegal", str(error) + (
            " (the table changed since you chose)" if late else ""),
            {"template": error.template, "params": error.params, "late": late})

    def _apply(self, action: Action, refuse: bool = False, seq: int | None = None) -> bool:
        game = self.game
        assert game is not None
        try:
            events = game.apply(action)
        except IllegalAction as error:
            if refuse:
                raise self._refusal(error, seq) from None
            log.error("room %s: %s refused: %s", self.code, action, error)
            return False
        self._changed(events, action.player, lambda: self.store.add_action(
            self.code, self._game_id, len(game.history) - 1, action.to_dict(),
            self._clock_record()))
        return True

    def _changed(self, events: list[Event], actor: int | None,
                 persist: Callable[[], None] | None = None) -> None:
        """Bring the room to the game's new position and tell the seats; ``persist``
        stores the action first, so no seat ever sees a move a killed server forgets."""
        game = self.game
        assert game is not None
        self._events += events
        for seat, bot in self._bots.items():
            bot.observe([e.redact(seat) for e in events])
        if game.is_over:
            self.state = "over"
            self._disarm()
            self._clock_info = None
        else:
            self._refresh()
        if persist is not None:   # after the clocks are armed: the record keeps them
            persist()
        present = [place for place in self.seats if place.peer is not None]
        if present:
            views = game.views()
            texts = encode_states(len(game.history), [views[p.index] for p in present],
                                  [[e.redact(p.index) for e in events] for p in present],
                                  actor, self._clock_json())
            for place, text in zip(present, texts, strict=True):
                assert place.peer is not None
                place.peer.post(text)
        if game.is_over:
            text = self._game_over()
            for place in self.seats:
                if place.peer is not None:
                    place.peer.post(text)
            self._send_room()

    def _state(self, seat: int, events: Sequence[Event], actor: int | None) -> str:
        game = self.game
        assert game is not None
        return encode_state(len(game.history), game.view(seat),
                            [e.redact(seat) for e in events], actor, self._clock_json())

    def _clock_json(self) -> dict[str, Any] | None:
        """The running clock as a ``state`` message carries it, or ``None``."""
        game = self.game
        if self._clock_info is None or game is None or game.is_over:
            return None
        kind, who, deadline = self._clock_info
        return {"kind": kind, "seat": who,
                "seconds": round(max(0.0, deadline - self.clock.now()), 3)}

    def _clock_record(self) -> dict[str, Any] | None:
        """The running clock as the store keeps it: its deadline in wall-clock seconds."""
        if self._clock_info is None or self.state != "playing":
            return None
        kind, who, deadline = self._clock_info
        return {"kind": kind, "seat": who,
                "deadline": round(time.time() + deadline - self.clock.now(), 3)}

    def _game_over(self) -> str:
        game = self.game
        assert game is not None
        return encode(SERVER, "game_over", winners=game.winners, durak=game.durak,
                      record=Record.of(game))

    def _send_room(self) -> None:
        texts: dict[bool, str] = {}   # with hints (version 2 on) or without (version 1)
        for place in self.seats:
            peer = place.peer
            if peer is None:
                continue
            hints = self.hints and peer.version >= 2
            if hints not in texts:
                texts[hints] = encode(
                    SERVER, "room", code=self.code, state=self.state, creator=self.creator,
                    rules=self.rules, time_limit=self.time_limit,
                    password=self.password_hash is not None,
                    seats=[{"name": s.name, "bot": s.bot, "connected": s.peer is not None,
                            "standin": s.standin} for s in self.seats],
                    hints=True if hints else None)   # left out when off
            peer.post(texts[hints])

    # --- clocks --------------------------------------------------------------------------
    def _disarm(self) -> None:
        for handle in self._timers:
            handle.cancel()
        self._timers.clear()
        self._armed = None
        if self._bot_timer is not None:
            self._bot_timer.cancel()
            self._bot_timer = None

    def _refresh(self) -> None:
        """Arm the clocks of a new position and let the bots look at it.

        While nobody is connected nothing runs (the game waits for its players) and the
        room closes after ``idle_seconds``; a room nobody holds a seat in closes at once.
        """
        if not any(s.peer is not None for s in self.seats):
            self._disarm()
            if all(s.token_hash is None for s in self.seats):
                self.close()
                return
            if self._idle is None and not self.closed:
                self._idle = self.clock.call_later(self.config.idle_seconds, self.close)
            return
        if self._idle is not None:
            self._idle.cancel()
            self._idle = None
        game = self.game
        if game is None or game.is_over or self.state != "playing":
            return
        key = (self._game_id, len(game.history))
        if key != self._armed:
            self._arm(game, key)
        if self._bot_timer is not None:
            self._bot_timer.cancel()
            self._bot_timer = None
        if any(self._plays(s) for s in self.seats):
            self._bot_timer = self.clock.call_later(self.config.bot_delay, self._bot_tick)

    def _arm(self, game: Game, key: tuple[int, int]) -> None:
        """The window's clock, or the clock of the one player who must decide now."""
        for handle in self._timers:
            handle.cancel()
        self._timers.clear()
        self._armed = key
        if game.window_open:
            seconds = min(game.rules.window_seconds, self.time_limit)
            self._clock_info = ("window", None, self.clock.now() + seconds)
            self._timers.append(self.clock.call_later(seconds, lambda: self._expired(key)))
            return
        seat = game.offender if not game.table else game.defender
        assert seat is not None
        self._clock_info = ("decision", seat, self.clock.now() + self.time_limit)
        self._timers.append(self.clock.call_later(self.time_limit,
                                                  lambda: self._expired(key, seat)))

    def _current(self, key: tuple[int, int]) -> bool:
        game = self.game
        return (game is not None and not game.is_over
                and key == (self._game_id, len(game.history)))

    def _expired(self, key: tuple[int, int], seat: int | None = None) -> None:
        """Time is up: the window closes, or the player who must decide is decided for."""
        if not self._current(key):
            return
        game = self.game
        assert game is not None
        if seat is None:
            self._apply(Action.timeout())
            return
        legal = game.legal_actions(seat)
        for default in (Action.take(seat), Action.done(seat)):
            if default in legal:
                self._apply(default)
                return
        action = make_bot("original").act(game.view(seat))   # an offender must lead
        if action is not None:
            self._apply(action)

    # --- bots ----------------------------------------------------------------------------
    def _plays(self, place: Seat) -> bool:
        return place.bot is not None or place.standin

    def _level(self, place: Seat) -> str:
        return place.bot or self.config.standin_level

    def _bot(self, place: Seat) -> Bot:
        bot = self._bots.get(place.index)
        if bot is None:
            bot = self._bots[place.index] = make_bot(self._level(place),
                                                     seed=_random.randrange(1 << 63))
            bot.reset(place.index)
            bot.observe(self._seen_by(place.index))   # a stand-in knows what its seat saw
        return bot

    def _seen_by(self, seat: int) -> list[Event]:
        """The game's events so far, redacted for ``seat``: all a bot there may know."""
        return [event.redact(seat) for event in self._events]

    def _bot_tick(self) -> None:
        """Let the first bot (in turn) that wants to move now, move."""
        self._bot_timer = None
        game = self.game
        if game is None or game.is_over or self.closed:
            return
        playing = [s for s in self.seats if self._plays(s)]
        self._turn = (self._turn + 1) % max(1, len(playing))
        for place in playing[self._turn:] + playing[:self._turn]:
            view = game.view(place.index)
            if view.catch_actions:   # (cheating) any level notices a cheat in-process
                caught = self._bot(place).catch(view)
                if caught is not None and self._apply(caught):
                    return
            if not view.legal_actions:
                continue
            level = self._level(place)
            if level in SEARCHING_LEVELS:
                if decision(view):
                    self._think(place, level, view)
                continue
            action = self._bot(place).act(view)
            if action is not None and self._apply(action):
                return

    def _think(self, place: Seat, level: str, view: Any) -> None:
        game = self.game
        assert game is not None
        key = (self._game_id, len(game.history))
        if key in (self._thinking.get(place.index), self._waiting.get(place.index)):
            return
        self._thinking[place.index] = key
        future = self.pool.decide(level, place.index, _random.randrange(1 << 63),
                                  self.config.search_budget, view, self._seen_by(place.index),
                                  self.config.search_iterations, owner=self.owner)
        self._searches.add(future)
        future.add_done_callback(self._searches.discard)
        future.add_done_callback(lambda done: self._thought(place, key, done))

    def _thought(self, place: Seat, key: tuple[int, int], done: Any) -> None:
        if self._thinking.get(place.index) == key:
            del self._thinking[place.index]
        if done.cancelled() or self.closed:
            return
        error = done.exception()
        if error is not None:
            log.error("room %s: the bot in seat %s failed: %s", self.code, place.index, error)
            return
        action = done.result()
        if not self._current(key) or not self._plays(place):
            self._refresh()      # the table moved on: think again about it as it is now
            return
        if action is None:   # it lets a beaten round run: not asked again until a move
            self._waiting[place.index] = key
        elif action.kind is not ActionKind.TIMEOUT:
            self._apply(action)

    # --- storing and closing -------------------------------------------------------------
    @property
    def game_id(self) -> int:
        """How many games this room has dealt."""
        return self._game_id

    def resume(self, game_id: int, game: Game | None, events: list[Event]) -> None:
        """The room back from its store (``persist.restore_room``): its game as replayed
        (and that game's events), nobody connected; each seat that had a player waits
        ``grace_seconds`` for him from now."""
        self._game_id = game_id
        self.game = game
        self._events = events
        self.state = "lobby" if game is None else "over" if game.is_over else "playing"
        for place in self.seats:
            if place.bot is not None:
                continue
            if place.token_hash is None:
                place.standin = self.state == "playing"
            else:
                place.away = self.clock.call_later(self.config.grace_seconds,
                                                   functools.partial(self._gone, place))
        self._refresh()

    def stored_state(self) -> dict[str, Any]:
        """The room's state to store (without its game's actions; ``persist`` reads it
        back at a restart)."""
        game = None
        if self.game is not None:
            game = Record.of(self.game).to_dict()
            del game["actions"]
        return {"format": FORMAT, "version": VERSION, "owner": self.owner,
                "rules": self.rules.to_dict(), "time_limit": self.time_limit,
                "password": self.password_hash, "hints": self.hints, "creator": self.creator,
                "newcomer": self.newcomer, "game_id": self.game_id, "game": game,
                "seats": [{"bot": s.bot, "name": s.name, "token": s.token_hash}
                          for s in self.seats]}

    def save(self, new_game: bool = False) -> None:
        """Write the room's state to its store (``new_game``: a game was dealt afresh)."""
        if not self.closed and not self.suspended:
            self.store.put_room(self.code, self.stored_state(), new_game)

    def suspend(self) -> None:
        """The server stops but keeps this room in its store: every timer and search
        stops, nobody is told, and the connections' closing changes nothing."""
        self.suspended = True
        self._disarm()
        for search in list(self._searches):
            search.cancel()
        for place in self.seats:
            if place.away is not None:
                place.away.cancel()
                place.away = None
        if self._idle is not None:
            self._idle.cancel()
            self._idle = None

    def close(self) -> None:
        """Close the room: every timer stops and every remaining player is told."""
        if self.closed:
            return
        if not self.suspended:
            self.store.drop_room(self.code)
        self.closed = True
        self._disarm()
        for search in list(self._searches):   # not started yet: dropped, nobody waits
            search.cancel()
        for place in self.seats:
            if place.away is not None:
                place.away.cancel()
            if place.peer is not None:
                place.peer.post(encode(SERVER, "error", code="room_closed",
                                       message="this room was closed"))
                place.peer.room = place.peer.seat = None
                place.peer = None
        self.on_close(self)
