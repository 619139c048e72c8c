"""Engine values as JSON and back: cards, actions, views, events, records.

Reading is strict: anything that is not exactly what the server or a client would
write raises ``ProtocolError`` naming the field, so a client can trust a decoded
``View`` as much as one made by the engine, and the server can trust an ``Action``.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import operator
from collections.abc import Callable, Sequence, Set
from typing import Any

from durak.engine import (
    MAX_PLAYERS,
    Action,
    Attacked,
    Card,
    CatchFailed,
    Caught,
    Dealt,
    Defended,
    Drew,
    Epaulettes,
    Event,
    Exchanged,
    Forfeited,
    Forwarded,
    GameOver,
    GaveUp,
    Passed,
    PlayerOut,
    Record,
    Redealt,
    Retracted,
    RoundEnded,
    RoundStarted,
    Rules,
    SecretTaken,
    Suit,
    Took,
    TrumpChanged,
    TrumpShown,
    View,
)

__all__ = [
    "MAX_SEATS",
    "PLAYER_KINDS",
    "ProtocolError",
    "action_from_json",
    "action_to_json",
    "card_from_json",
    "event_from_json",
    "record_from_json",
    "rules_from_json",
    "view_from_json",
    "view_to_json",
]

MAX_SEATS = MAX_PLAYERS   # a table seats as many as the engine deals for
# What a player may send; the timeout belongs to the server's clock.
PLAYER_KINDS = ("attack", "defend", "forward", "retract", "take", "done", "exchange",
                "redeal", "show", "catch")


class ProtocolError(ValueError):
    """A message that breaks the protocol; ``code`` names the kind of fault for clients."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def bad(where: str, what: str) -> ProtocolError:
    return ProtocolError("bad_field", f"{where}: {what}")


# --- small typed readers ----------------------------------------------------------------
def read_int(value: Any, where: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise bad(where, f"must be a whole number from {low} to {high}, not {_show(value)}")
    return value


def read_opt_int(value: Any, where: str, low: int, high: int) -> int | None:
    return None if value is None else read_int(value, where, low, high)


def read_bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise bad(where, f"must be true or false, not {_show(value)}")
    return value


def read_list(value: Any, where: str, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise bad(where, f"must be a list, not {_show(value)}")
    if len(value) > most:
        raise bad(where, f"has {len(value)} items; at most {most} are allowed")
    return value


def read_object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise bad(where, f"must be an object, not {_show(value)}")
    return value


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# --- cards and actions ------------------------------------------------------------------
_ALL_CARDS = tuple(Card(rank, suit) for rank in range(2, 15) for suit in Suit)
# Cards are written as str(card) ("10♥"); reading accepts that and the ASCII code ("TH").
_TEXT = {card: str(card) for card in _ALL_CARDS}
_BY_TEXT = {text: card for card, text in _TEXT.items()} | {c.code: c for c in _ALL_CARDS}


def card_to_json(card: Card) -> str:
    return _TEXT[card]


def card_from_json(value: Any, where: str) -> Card:
    card = _BY_TEXT.get(value) if isinstance(value, str) else None
    if card is not None:
        return card
    if not isinstance(value, str) or len(value) > 4:
        raise bad(where, f"must be a card such as \"10♥\" or \"TH\", not {_show(value)}")
    try:
        return Card.parse(value)
    except ValueError as error:
        raise bad(where, str(error)) from None


def cards_from_json(value: Any, where: str, most: int = 52) -> tuple[Card, ...]:
    items = read_list(value, where, most)
    try:
        return tuple(map(_BY_TEXT.__getitem__, items))
    except (KeyError, TypeError):     # not all are cards as written: say which is wrong
        return tuple(card_from_json(item, f"{where}[{i}]") for i, item in enumerate(items))


def opt_card_from_json(value: Any, where: str) -> Card | None:
    return None if value is None else card_from_json(value, where)


def action_to_json(action: Action) -> dict[str, Any]:
    """An action as a player sends it: ``kind``, ``cards``, ``target`` (the seat is implied);
    a forward to the right (``forward_direction``) also has ``"direction": "right"``."""
    data: dict[str, Any] = {"kind": action.kind.value, "cards": [_TEXT[c] for c in action.cards],
                            "target": None if action.target is None else _TEXT[action.target]}
    if action.direction == "right":
        data["direction"] = "right"
    return data


def action_from_json(value: Any, where: str, player: int) -> Action:
    """An action of ``player`` from its JSON form; ``timeout`` is not a player's action."""
    data = read_object(value, where)
    _only(data, where, {"kind", "cards", "target", "player", "direction"})
    kind = data.get("kind")
    if kind not in PLAYER_KINDS:
        raise bad(f"{where}.kind", f"must be one of {', '.join(PLAYER_KINDS)}, not {_show(kind)}")
    cards = cards_from_json(data.get("cards", []), f"{where}.cards", 4)
    target = opt_card_from_json(data.get("target"), f"{where}.target")
    try:
        if kind == "defend":
            if len(cards) != 1 or target is None:
                raise bad(where, "a defend needs one card and a target")
            return Action.defend(player, cards[0], target)
        if target is not None:
            raise bad(f"{where}.target", f"only a defend has a target, not a {kind}")
        if kind in ("retract", "exchange", "show", "catch"):
            if len(cards) != 1:
                raise bad(where, f"a {kind} needs exactly one card")
            single: Action = getattr(Action, kind)(player, cards[0])
            return single
        if kind in ("take", "done", "redeal"):
            if cards:
                raise bad(f"{where}.cards", f"a {kind} has no cards")
            simple: Action = getattr(Action, kind)(player)
            return simple
        direction = data.get("direction", "left")
        if kind == "forward":
            if direction not in ("left", "right"):
                raise bad(f"{where}.direction", f"must be left or right, not {_show(direction)}")
            return Action.forward(player, *cards, direction=direction)
        if "direction" in data:
            raise bad(f"{where}.direction", f"only a forward has a direction, not a {kind}")
        return Action.attack(player, *cards)
    except ProtocolError:
        raise
    except ValueError as error:
        raise bad(where, str(error)) from None


def _only(data: dict[str, Any], where: str, allowed: Set[str]) -> None:
    extra = sorted(set(data) - allowed)
    if extra:
        raise bad(where, f"unknown field(s) {', '.join(extra)}")


# --- rules and records ------------------------------------------------------------------
def rules_from_json(value: Any, where: str) -> Rules:
    data = read_object(value, where)
    if len(data) > len(dataclasses.fields(Rules)):
        raise bad(where, "has too many options")
    # Types are part of the key: 36.0 == 36 and True == 1, but only 36 is a deck.
    key: tuple[tuple[str, type, Any], ...] | None = tuple(
        sorted((name, type(value), value) for name, value in data.items()))
    try:
        hash(key)
    except TypeError:             # a list or object as a value: refused below, with a reason
        key = None
    try:
        return _rules(key) if key is not None else Rules.from_dict(data)
    except (TypeError, ValueError) as error:
        raise bad(where, str(error)) from None


@functools.lru_cache(maxsize=256)
def _rules(items: tuple[tuple[str, type, Any], ...]) -> Rules:
    """Rules read once per set of options (every view carries them)."""
    return Rules.from_dict({name: value for name, _, value in items})


def record_from_json(value: Any, where: str) -> Record:
    try:
        return Record.from_dict(value)
    except (TypeError, ValueError) as error:
        raise bad(where, str(error)) from None


# --- views ---------------------------------------------------------------------------
# Every message is written in this one form: compact, UTF-8 (card suits as themselves).
dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


@functools.lru_cache(maxsize=256)
def _rules_text(rules: Rules) -> str:
    return dumps(rules.to_dict())


def _rules_json(rules: Rules) -> dict[str, Any]:
    rules_json: dict[str, Any] = json.loads(_rules_text(rules))
    return rules_json


def view_to_json(view: View) -> dict[str, Any]:
    """Everything ``view.player`` may know, with his legal actions, as JSON."""
    return {"player": view.player, "rules": _rules_json(view.rules),
            "num_players": view.num_players, "hand": [_TEXT[c] for c in view.hand],
            **_public_body(view),
            "legal_actions": [action_to_json(a) for a in view.legal_actions],
            **_cheating_body(view)}


def _cheating_body(view: View) -> dict[str, Any]:
    """A seat's own fields of cheating (``rules.cheating``; none without it): his standing
    cheats, the cheats he may make and the catches he may send."""
    if not view.rules.cheating:
        return {}
    return {"cheats": [_TEXT[c] for c in view.cheats],
            "cheat_actions": [action_to_json(a) for a in view.cheat_actions],
            "catch_actions": [action_to_json(a) for a in view.catch_actions]}


def view_texts(views: Sequence[View]) -> list[str]:
    """``dumps(view_to_json(v))`` for each of the views, the same texts, written faster
    for the server (which writes one per seat for every action): the rules and each legal
    action are written once and reused, and for the views of one position
    (``Game.views()``) what the seats share is written once; a view that does not share
    it (compared first) is written on its own."""
    if not views:
        return []
    first = views[0]
    shared = _public_values(first)
    public = dumps(_public_body(first))[1:-1]
    return [_seat_text(view, public if view is first or _public_values(view) == shared
                       else dumps(_public_body(view))[1:-1])
            for view in views]


def _seat_text(view: View, public: str) -> str:
    """A view's text around ``public``, the text of its fields that every seat shares."""
    actions = ",".join(map(_action_text, view.legal_actions))
    hand = ",".join([f'"{_TEXT[c]}"' for c in view.hand])
    cheating = dumps(_cheating_body(view))[1:-1] if view.rules.cheating else ""
    return (f'{{"player":{view.player:d},"rules":{_rules_text(view.rules)},'
            f'"num_players":{view.num_players:d},"hand":[{hand}],{public},'
            f'"legal_actions":[{actions}]{"," + cheating if cheating else ""}}}')


@functools.lru_cache(maxsize=8192)
def _action_text(action: Action) -> str:
    return dumps(action_to_json(action))


def _public_body(view: View) -> dict[str, Any]:
    """The view's fields that are the same for every seat (all but the player, the rules,
    the hand and the legal actions), in the order they are written."""
    text = _TEXT
    return {
        "hand_sizes": list(view.hand_sizes),
        "table": [[text[a], None if d is None else text[d]] for a, d in view.table],
        "trump": view.trump.letter,
        "trump_card": None if view.trump_card is None else text[view.trump_card],
        "stack_count": view.stack_count,
        "discard": [text[c] for c in view.discard],
        "offender": view.offender,
        "defender": view.defender,
        "co_offender": view.co_offender,
        "attackers": list(view.attackers),
        "known": [[text[c] for c in cards] for cards in view.known],
        "window_open": view.window_open,
        "taking": view.taking,
        "passed": list(view.passed),
        "out": list(view.out),
        "winners": list(view.winners),
        "is_over": view.is_over,
        "durak": view.durak,
        "epaulettes": view.epaulettes,
        "round_index": view.round_index,
        "forward_blocked": view.forward_blocked,
        "shown": list(view.shown),
        "shown_cards": [text[c] for c in view.shown_cards],
        "secret_counts": list(view.secret_counts),
        **({"laid_by": list(view.laid_by), "barred": list(view.barred)}
           if view.rules.cheating else {}),
    }


# The fields _public_body writes (a test holds the two together), read in one go to
# compare two views' shared fields.
PUBLIC_FIELDS = (
    "hand_sizes", "table", "trump", "trump_card", "stack_count", "discard", "offender",
    "defender", "co_offender", "attackers", "known", "window_open", "taking", "passed",
    "out", "winners", "is_over", "durak", "epaulettes", "round_index", "forward_blocked",
    "shown", "shown_cards", "secret_counts", "laid_by", "barred")
_public_values = operator.attrgetter(*PUBLIC_FIELDS)


def view_from_json(value: Any, where: str = "view") -> View:
    """A ``View`` read back from JSON, every field checked."""
    data = read_object(value, where)
    missing = sorted(_VIEW_KEYS - OPTIONAL_VIEW_KEYS - set(data))
    if missing:
        raise bad(where, f"lacks {', '.join(missing)}")
    _only(data, where, _VIEW_KEYS)
    n = read_int(data["num_players"], f"{where}.num_players", 2, MAX_SEATS)
    seat = read_int(data["player"], f"{where}.player", 0, n - 1)

    def seat_of(key: str) -> int | None:
        return read_opt_int(data[key], f"{where}.{key}", 0, n - 1)

    def seats(key: str) -> tuple[int, ...]:
        return tuple(read_int(v, f"{where}.{key}", 0, n - 1)
                     for v in read_list(data[key], f"{where}.{key}", n))

    def per_seat(key: str, read: Callable[[Any, str], Any]) -> tuple[Any, ...]:
        items = read_list(data[key], f"{where}.{key}", n)
        if len(items) != n:
            raise bad(f"{where}.{key}", f"must have one entry per seat ({n})")
        return tuple(read(item, f"{where}.{key}[{i}]") for i, item in enumerate(items))

    table = []
    for i, pair in enumerate(read_list(data["table"], f"{where}.table", 26)):
        if not isinstance(pair, list) or len(pair) != 2:
            raise bad(f"{where}.table[{i}]", "must be [attack card, defence card or null]")
        table.append((card_from_json(pair[0], f"{where}.table[{i}][0]"),
                      opt_card_from_json(pair[1], f"{where}.table[{i}][1]")))
    trump = data["trump"]
    if trump not in ("S", "H", "D", "C"):
        raise bad(f"{where}.trump", f"must be S, H, D or C, not {_show(trump)}")
    actions = tuple(action_from_json(a, f"{where}.legal_actions[{i}]", seat)
                    for i, a in enumerate(read_list(data["legal_actions"],
                                                    f"{where}.legal_actions", 4096)))

    def seat_actions(key: str) -> tuple[Action, ...]:
        return tuple(action_from_json(a, f"{where}.{key}[{i}]", seat)
                     for i, a in enumerate(read_list(data.get(key, []), f"{where}.{key}", 4096)))

    laid_by = tuple(read_int(v, f"{where}.laid_by", -1, n - 1)
                    for v in read_list(data.get("laid_by", []), f"{where}.laid_by", 26))
    return View(
        player=seat,
        rules=rules_from_json(data["rules"], f"{where}.rules"),
        num_players=n,
        hand=cards_from_json(data["hand"], f"{where}.hand"),
        hand_sizes=per_seat("hand_sizes", lambda v, w: read_int(v, w, 0, 52)),
        table=tuple(table),
        trump=Suit.parse(trump),
        trump_card=opt_card_from_json(data["trump_card"], f"{where}.trump_card"),
        stack_count=read_int(data["stack_count"], f"{where}.stack_count", 0, 52),
        discard=cards_from_json(data["discard"], f"{where}.discard"),
        offender=seat_of("offender"),
        defender=seat_of("defender"),
        co_offender=seat_of("co_offender"),
        attackers=seats("attackers"),
        known=per_seat("known", cards_from_json),
        window_open=read_bool(data["window_open"], f"{where}.window_open"),
        taking=read_bool(data["taking"], f"{where}.taking"),
        passed=seats("passed"),
        out=per_seat("out", read_bool),
        winners=seats("winners"),
        is_over=read_bool(data["is_over"], f"{where}.is_over"),
        durak=seat_of("durak"),
        epaulettes=read_opt_int(data["epaulettes"], f"{where}.epaulettes", 2, 14),
        round_index=read_int(data["round_index"], f"{where}.round_index", 0, 10**6),
        forward_blocked=read_bool(data["forward_blocked"], f"{where}.forward_blocked"),
        legal_actions=actions,
        shown=seats("shown") if "shown" in data else (),
        shown_cards=(cards_from_json(data["shown_cards"], f"{where}.shown_cards")
                     if "shown_cards" in data else ()),
        secret_counts=(tuple(read_int(v, f"{where}.secret_counts", 0, 2) for v in
                             read_list(data["secret_counts"], f"{where}.secret_counts", n))
                       if "secret_counts" in data else ()),
        laid_by=laid_by,
        barred=seats("barred") if "barred" in data else (),
        cheats=cards_from_json(data.get("cheats", []), f"{where}.cheats"),
        cheat_actions=seat_actions("cheat_actions"),
        catch_actions=seat_actions("catch_actions"),
    )


# --- events -----------------------------------------------------------------------------
def event_to_json(event: Event) -> dict[str, Any]:
    return event.to_dict()


@functools.lru_cache(maxsize=8192)
def event_text(event: Event) -> str:
    """An (already redacted) event as message text; events repeat across seats."""
    return dumps(event.to_dict())


def _mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def event_from_json(value: Any, where: str, seats: int = MAX_SEATS) -> Event:
    """An engine event (as ``Event.to_dict`` wrote it, already redacted) read back."""
    data = read_object(value, where)
    kind = data.get("kind")
    reader = _EVENT_READERS.get(kind)  # type: ignore[arg-type]
    if reader is None:
        raise bad(f"{where}.kind", f"unknown event {_show(kind)}")
    fields = _EVENT_FIELDS[kind]  # type: ignore[index]
    missing = sorted(fields - set(data))
    if missing:
        raise bad(where, f"a {kind} event lacks {', '.join(missing)}")
    _only(data, where, fields | {"kind"})

    def seat(key: str) -> int:
        return read_int(data[key], f"{where}.{key}", 0, seats - 1)

    def opt_seat(key: str) -> int | None:
        return read_opt_int(data[key], f"{where}.{key}", 0, seats - 1)

    def cards(key: str) -> tuple[Card, ...]:
        return cards_from_json(data[key], f"{where}.{key}")

    return reader(data, seat, opt_seat, cards, where)


def _drew(cls: type[Drew]) -> Callable[..., Event]:
    def read(data: dict[str, Any], seat: Any, opt_seat: Any, cards: Any, where: str) -> Event:
        count = read_int(data["count"], f"{where}.count", 0, 52)
        shown = cards("cards")
        face_up = opt_card_from_json(data["trump_card"], f"{where}.trump_card")
        return cls(seat("player"), count, _mask(shown), -1 if face_up is None else face_up.index)
    return read


_EVENT_READERS: dict[str, Callable[..., Event]] = {
    "drew": _drew(Drew),
    "dealt": _drew(Dealt),
    "secret_taken": _drew(SecretTaken),
    "attacked": lambda d, s, o, c, w: Attacked(s("player"), c("cards")),
    "defended": lambda d, s, o, c, w: Defended(
        s("player"), card_from_json(d["card"], f"{w}.card"),
        card_from_json(d["target"], f"{w}.target")),
    "forwarded": lambda d, s, o, c, w: Forwarded(
        s("player"), c("cards"), s("offender"), s("defender"), o("co_offender")),
    "retracted": lambda d, s, o, c, w: Retracted(
        s("player"), card_from_json(d["card"], f"{w}.card"),
        card_from_json(d["target"], f"{w}.target")),
    "exchanged": lambda d, s, o, c, w: Exchanged(
        s("player"), card_from_json(d["card"], f"{w}.card"),
        card_from_json(d["taken"], f"{w}.taken")),
    "trump_shown": lambda d, s, o, c, w: TrumpShown(
        s("player"), card_from_json(d["card"], f"{w}.card"), s("offender"), s("defender"),
        o("co_offender")),
    "trump_changed": lambda d, s, o, c, w: TrumpChanged(card_from_json(d["card"], f"{w}.card")),
    "passed": lambda d, s, o, c, w: Passed(s("player")),
    "redealt": lambda d, s, o, c, w: Redealt(s("player")),
    "gave_up": lambda d, s, o, c, w: GaveUp(s("player")),
    "forfeited": lambda d, s, o, c, w: Forfeited(s("player")),
    "took": lambda d, s, o, c, w: Took(s("player"), [card.index for card in c("cards")]),
    "round_ended": lambda d, s, o, c, w: RoundEnded(
        read_bool(d["taken"], f"{w}.taken"), s("defender"),
        [card.index for card in c("discarded")]),
    "player_out": lambda d, s, o, c, w: PlayerOut(
        s("player"), read_int(d["place"], f"{w}.place", 1, MAX_SEATS)),
    "round_started": lambda d, s, o, c, w: RoundStarted(
        s("offender"), s("defender"), o("co_offender")),
    "epaulettes": lambda d, s, o, c, w: Epaulettes(
        s("player"), read_int(d["rank"], f"{w}.rank", 2, 14)),
    "caught": lambda d, s, o, c, w: Caught(
        s("player"), s("cheater"), card_from_json(d["card"], f"{w}.card"),
        opt_card_from_json(d["cover"], f"{w}.cover")),
    "catch_failed": lambda d, s, o, c, w: CatchFailed(
        s("player"), card_from_json(d["card"], f"{w}.card")),
    "game_over": lambda d, s, o, c, w: GameOver(
        tuple(read_int(v, f"{w}.winners", 0, MAX_SEATS - 1)
              for v in read_list(d["winners"], f"{w}.winners", MAX_SEATS)), o("durak")),
}
_EVENT_FIELDS: dict[str, frozenset[str]] = {
    cls.kind: frozenset(cls.fields)
    for cls in (Drew, Dealt, Attacked, Defended, Exchanged, Forwarded, Retracted, Passed, GaveUp,
                Forfeited, Took, RoundEnded, PlayerOut, RoundStarted, Epaulettes, GameOver,
                Redealt, TrumpShown, TrumpChanged, SecretTaken, Caught, CatchFailed)
}
_VIEW_KEYS = frozenset(field.name for field in dataclasses.fields(View))
# Keys a view may lack (sent by a server from before they existed): their defaults hold.
# The fields of cheating are written only with ``rules.cheating``.
OPTIONAL_VIEW_KEYS = frozenset({"shown", "shown_cards", "secret_counts", "laid_by", "barred",
                                "cheats", "cheat_actions", "catch_actions"})
