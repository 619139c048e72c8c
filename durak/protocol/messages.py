"""The messages of the online game: one table of kinds and fields, for both directions.

Every message is one JSON object ``{"v": 4, "type": KIND, ...fields}`` in one WebSocket
text frame.  ``encode`` builds a message from engine values and refuses a kind or field
the table does not name; ``decode`` reads one, checking its size, nesting, version, kind
and every field's type and range, and raises ``ProtocolError`` (with a ``code`` for
programs and a sentence for people) for anything else.  The server decodes with
``CLIENT`` and the clients with ``SERVER``.  See docs/protocol.md.
"""

from __future__ import annotations

import math
import string
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from durak.ai import LEVELS
from durak.engine import Action, Event, Record, Rules, View, parse_json

from .chat import MAX_CHAT, REACTIONS, clean_chat
from .codec import (
    MAX_SEATS,
    ProtocolError,
    action_from_json,
    action_to_json,
    bad,
    dumps,
    event_from_json,
    event_text,
    read_bool,
    read_int,
    read_list,
    read_object,
    record_from_json,
    rules_from_json,
    view_from_json,
    view_texts,
    view_to_json,
)

__all__ = ["CLIENT", "SERVER", "SINCE", "VERSION", "VERSIONS", "Message", "as_version", "decode",
           "encode", "encode_state", "encode_states"]

# The version this module writes, and every version it reads: version 2 only adds the
# ``reason`` of an ``error``, which the server leaves out for a client of version 1;
# version 3 adds ``why`` and ``legal`` (asking why a move is illegal, without playing
# it), version 4 ``chat`` and ``reaction``, relayed as ``said`` and ``reacted`` (see
# ``SINCE``).
VERSION = 4
VERSIONS = (1, 2, 3, 4)
CLIENT = "client"   # messages a client sends, the server reads
SERVER = "server"   # messages the server sends, a client reads
# The most a client may send in one message, and the most the server sends (a finished
# game's record is the largest).
MAX_CLIENT_CHARS = 2_000
MAX_SERVER_CHARS = 1_000_000
MAX_DEPTH = 8
MAX_NAME = 24
MAX_PASSWORD = 64
MAX_TOKEN = 64
MAX_CODE = 16
MAX_TIME_LIMIT = 3600.0
MAX_TEMPLATE = 500
MAX_PARAMS = 8
HUMAN = "human"
ROOM_STATES = ("lobby", "playing", "over")
CLOCK_KINDS = ("decision", "window")


@dataclass(frozen=True, slots=True)
class Message:
    """A checked message: its ``kind`` and its fields, read into engine values."""

    kind: str
    fields: dict[str, Any]
    version: int = VERSION

    def __getitem__(self, name: str) -> Any:
        return self.fields[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.fields.get(name, default)


# --- field readers: (JSON value, where) -> value, raising ProtocolError -----------------
Reader = Callable[[Any, str], Any]


def text(least: int, most: int, allowed: Callable[[str], bool] = str.isprintable) -> Reader:
    def read(value: Any, where: str) -> str:
        if not isinstance(value, str):
            raise bad(where, f"must be text, not {type(value).__name__}")
        if not least <= len(value) <= most:
            raise bad(where, f"must be {least} to {most} characters long")
        if not allowed(value):
            raise bad(where, "contains characters that are not allowed")
        return value
    return read


def optional(reader: Reader) -> Reader:
    def read(value: Any, where: str) -> Any:
        return None if value is None else reader(value, where)
    return read


def whole(low: int, high: int) -> Reader:
    return lambda value, where: read_int(value, where, low, high)


def seconds(low: float, high: float) -> Reader:
    def read(value: Any, where: str) -> float:
        if (not isinstance(value, (int, float)) or isinstance(value, bool)
                or not math.isfinite(value) or not low <= value <= high):
            raise bad(where, f"must be a number of seconds from {low:g} to {high:g}")
        return float(value)
    return read


def choice(*options: str) -> Reader:
    def read(value: Any, where: str) -> str:
        if not isinstance(value, str) or value not in options:
            raise bad(where, f"must be one of {', '.join(options)}, not {value!r:.40}")
        return value
    return read


def _name_ok(value: str) -> bool:
    return value.isprintable() and value.strip() == value and bool(value)


def _code_ok(value: str) -> bool:
    return value.isascii() and value.replace("-", "").isalnum()


def _token_ok(value: str) -> bool:
    return value.isascii() and value.replace("-", "").replace("_", "").isalnum()


def seat_specs(value: Any, where: str) -> tuple[str, ...]:
    items = read_list(value, where, MAX_SEATS)
    if len(items) < 2:
        raise bad(where, "a game needs 2 to 6 seats")
    kinds = (HUMAN, *LEVELS)
    return tuple(choice(*kinds)(item, f"{where}[{i}]") for i, item in enumerate(items))


def player_action(value: Any, where: str) -> dict[str, Any]:
    """Checked as an action of seat 0; the server reads it again for the sender's seat."""
    action_from_json(value, where, 0)
    return read_object(value, where)


def room_seats(value: Any, where: str) -> tuple[dict[str, Any], ...]:
    seats = []
    for i, item in enumerate(read_list(value, where, MAX_SEATS)):
        here = f"{where}[{i}]"
        data = read_object(item, here)
        if set(data) != {"name", "bot", "connected", "standin"}:
            raise bad(here, "must have exactly name, bot, connected and standin")
        seats.append({"name": optional(NAME)(data["name"], f"{here}.name"),
                      "bot": optional(choice(*LEVELS))(data["bot"], f"{here}.bot"),
                      "connected": read_bool(data["connected"], f"{here}.connected"),
                      "standin": read_bool(data["standin"], f"{here}.standin")})
    return tuple(seats)


def events(value: Any, where: str) -> tuple[Event, ...]:
    return tuple(event_from_json(item, f"{where}[{i}]")
                 for i, item in enumerate(read_list(value, where, 256)))


def clock(value: Any, where: str) -> dict[str, Any] | None:
    if value is None:
        return None
    data = read_object(value, where)
    if set(data) != {"kind", "seat", "seconds"}:
        raise bad(where, "must have exactly kind, seat and seconds")
    return {"kind": choice(*CLOCK_KINDS)(data["kind"], f"{where}.kind"),
            "seat": optional(whole(0, MAX_SEATS - 1))(data["seat"], f"{where}.seat"),
            "seconds": seconds(0, MAX_TIME_LIMIT)(data["seconds"], f"{where}.seconds")}


def reason(value: Any, where: str) -> dict[str, Any]:
    """The engine's reason for refusing a move, in parts (``IllegalAction.template`` and
    ``.params``), and ``late``: the table changed since the move was chosen.  Every
    ``{name}`` of the template is a plain name of ``params``: nothing else is formatted."""
    data = read_object(value, where)
    if set(data) != {"template", "params", "late"}:
        raise bad(where, "must have exactly template, params and late")
    template = text(1, MAX_TEMPLATE)(data["template"], f"{where}.template")
    params = read_object(data["params"], f"{where}.params")
    if len(params) > MAX_PARAMS:
        raise bad(f"{where}.params", f"must have at most {MAX_PARAMS} entries")
    for key, item in params.items():
        if not (key.isascii() and key.isidentifier() and len(key) <= 32):
            raise bad(f"{where}.params", f"{key!r:.40} is not a name")
        text(0, MAX_TEMPLATE)(item, f"{where}.params.{key}")
    try:
        fields = [(name, spec, conversion)
                  for _, name, spec, conversion in string.Formatter().parse(template)
                  if name is not None]
    except ValueError:
        raise bad(f"{where}.template", "has unbalanced braces") from None
    for name, spec, conversion in fields:
        if name not in params or spec or conversion:
            raise bad(f"{where}.template", f"{{{name}}} is not one of its params")
    return {"template": template, "params": dict(params),
            "late": read_bool(data["late"], f"{where}.late")}


def _said(value: str) -> bool:
    """A chat line the server may relay: cleaned as ``clean_chat`` cleans it."""
    return clean_chat(value) == value


def lenient(reader: Reader) -> Reader:
    """``reader``, but a value it refuses reads as absent: a field the receiver can do
    without (the message says the same in other words)."""
    def read(value: Any, where: str) -> Any:
        try:
            return reader(value, where)
        except ProtocolError:
            return None
    return read


NAME = text(1, MAX_NAME, _name_ok)
CODE = text(1, MAX_CODE, _code_ok)
TOKEN = text(1, MAX_TOKEN, _token_ok)
SEAT = whole(0, MAX_SEATS - 1)
SEQ = whole(0, 1_000_000)

# kind -> {field: (reader, required)}; optional fields default to None.
Spec = dict[str, tuple[Reader, bool]]
KINDS: dict[str, dict[str, Spec]] = {
    CLIENT: {
        "create": {"name": (NAME, True), "seats": (seat_specs, True),
                   "rules": (rules_from_json, False),
                   "time_limit": (seconds(1, MAX_TIME_LIMIT), False),
                   "password": (text(1, MAX_PASSWORD), False),
                   "hints": (read_bool, False)},
        "join": {"code": (CODE, True), "name": (NAME, True),
                 "password": (text(1, MAX_PASSWORD), False), "seat": (SEAT, False)},
        "rejoin": {"code": (CODE, True), "seat": (SEAT, True), "token": (TOKEN, True)},
        "start": {},
        "action": {"seq": (SEQ, True), "action": (player_action, True)},
        "why": {"seq": (SEQ, True), "action": (player_action, True)},
        "leave": {},
        "chat": {"text": (text(1, MAX_CHAT, lambda _value: True), True)},
        "reaction": {"reaction": (choice(*REACTIONS), True)},
    },
    SERVER: {
        "error": {"code": (text(1, 32), True), "message": (text(1, 1000), True),
                  "about": (text(1, 16), False), "reason": (lenient(reason), False)},
        "seated": {"code": (CODE, True), "seat": (SEAT, True), "token": (TOKEN, True)},
        "room": {"code": (CODE, True), "state": (choice(*ROOM_STATES), True),
                 "creator": (SEAT, False), "rules": (rules_from_json, True),
                 "time_limit": (seconds(1, MAX_TIME_LIMIT), True),
                 "password": (read_bool, True), "seats": (room_seats, True),
                 "hints": (read_bool, False)},
        "state": {"seq": (SEQ, True), "view": (view_from_json, True),
                  "events": (events, True), "actor": (SEAT, False), "clock": (clock, False)},
        "game_over": {"winners": (lambda v, w: tuple(SEAT(x, w) for x in
                                                     read_list(v, w, MAX_SEATS)), True),
                      "durak": (SEAT, False), "record": (record_from_json, True)},
        "left": {},
        "legal": {"seq": (SEQ, True)},
        "said": {"seat": (SEAT, True), "name": (NAME, True),
                 "text": (text(1, MAX_CHAT, _said), True)},
        "reacted": {"seat": (SEAT, True), "name": (NAME, True),
                     "reaction": (choice(*REACTIONS), True)},
    },
}
# The kinds newer than version 1, by the version that brought them: a message of an
# older version cannot be of that kind (and a server never answers with one there).
SINCE = {"why": 3, "legal": 3, "chat": 4, "reaction": 4, "said": 4, "reacted": 4}


# --- encoding ---------------------------------------------------------------------------
def _jsonable(value: Any) -> Any:
    if isinstance(value, View):
        return view_to_json(value)
    if isinstance(value, (Rules, Record)):
        return value.to_dict()
    if isinstance(value, Action):
        return action_to_json(value)
    if isinstance(value, Event):
        return value.to_dict()
    if isinstance(value, (list, tuple)):
        return [_jsonable(item) for item in value]
    return value


def encode(direction: str, kind: str, **fields: Any) -> str:
    """One message as JSON text; engine values (View, events, Rules, Record) are converted.

    A kind or field the protocol does not have, or a missing required field, raises
    ``ValueError``: a program error on the sending side, never sent.
    """
    spec = KINDS[direction].get(kind)
    if spec is None:
        raise ValueError(f"no {direction} message of kind {kind!r}")
    unknown = sorted(set(fields) - set(spec))
    missing = sorted(name for name, (_, required) in spec.items()
                     if required and fields.get(name) is None)
    if unknown or missing:
        raise ValueError(f"{kind}: unknown {unknown}, missing {missing}")
    data: dict[str, Any] = {"v": VERSION, "type": kind}
    for name, value in fields.items():
        if value is not None:
            data[name] = _jsonable(value)
    return dumps(data)


def as_version(text_: str, version: int) -> str:
    """A message ``encode`` wrote, as ``version`` writes it: the same text under its
    version number (the server leaves out what that version lacks)."""
    head = f'{{"v":{VERSION},'
    if version == VERSION or not text_.startswith(head):
        return text_
    return f'{{"v":{version:d},{text_[len(head):]}'


def encode_state(seq: int, view: View, events: Sequence[Event], actor: int | None,
                 clock: dict[str, Any] | None) -> str:
    """``encode(SERVER, "state", seq=seq, view=view, events=events, actor=actor,
    clock=clock)``, the same text, written faster: the server sends one to every seat
    for every action, and the rules, actions and events in it repeat."""
    return encode_states(seq, (view,), (events,), actor, clock)[0]


def encode_states(seq: int, views: Sequence[View], events: Sequence[Sequence[Event]],
                  actor: int | None, clock: dict[str, Any] | None) -> list[str]:
    """``encode_state`` for each of one position's views (``Game.views()``), the i-th with
    ``events[i]``: the same texts, written faster, since what the seats share (most of the
    view, the clock) is written once."""
    tail = {name: value for name, value in (("actor", actor), ("clock", clock))
            if value is not None}
    end = f",{dumps(tail)[1:]}" if tail else "}"
    head = f'{{"v":{VERSION},"type":"state","seq":{seq:d},"view":'
    return [f'{head}{view},"events":[{",".join(map(event_text, mine))}]{end}'
            for view, mine in zip(view_texts(views), events, strict=True)]


# --- decoding ---------------------------------------------------------------------------
def decode(text_: str | bytes, direction: str) -> Message:
    """Read and check one message sent towards ``direction``'s reader.

    ``decode(text, CLIENT)`` reads what a client sent (the server's side);
    ``decode(text, SERVER)`` what the server sent (a client's side).
    """
    limit = MAX_CLIENT_CHARS if direction == CLIENT else MAX_SERVER_CHARS
    if len(text_) > limit:
        raise ProtocolError("too_large", f"the message is longer than {limit:,} characters")
    try:
        data = parse_json(text_, max_chars=limit, max_depth=MAX_DEPTH)
    except ValueError as error:
        raise ProtocolError("malformed", f"the message is not valid: {error}") from None
    if not isinstance(data, dict):
        raise ProtocolError("malformed", "a message must be a JSON object")
    version = data.get("v")
    if type(version) is not int or version not in VERSIONS:
        raise ProtocolError("version", f"protocol version {version!r:.20} is not one of "
                                       f"{', '.join(map(str, VERSIONS))}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in KINDS[direction]:
        raise ProtocolError("unknown_kind", f"there is no message of type {kind!r:.40}")
    if version < SINCE.get(kind, 1):
        raise ProtocolError("unknown_kind", f"there is no message of type {kind!r} before "
                                            f"version {SINCE[kind]}")
    spec = KINDS[direction][kind]
    unknown = sorted(set(data) - set(spec) - {"v", "type"})
    if unknown:
        raise bad(kind, f"unknown field(s) {', '.join(unknown)}")
    fields: dict[str, Any] = {}
    for name, (reader, required) in spec.items():
        value = data.get(name)
        if value is None:
            if required:
                raise bad(kind, f"the field {name} is missing")
            fields[name] = None
        else:
            fields[name] = reader(value, f"{kind}.{name}")
    return Message(kind, fields, version)
