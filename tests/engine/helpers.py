"""Small helpers for scenario tests: positions in the project's notation, moves as text."""

from __future__ import annotations

from durak.engine import Action, Event, Game, Rules, parse_position


def pos(text: str, **rules: object) -> Game:
    """A game from position text, e.g. ``pos("7S/8S9S KH - 0", forwarding=False)``."""
    return parse_position(text, Rules(**rules))  # type: ignore[arg-type]


def play(game: Game, *moves: str) -> list[Event]:
    """Apply moves written as ``str(action)`` (``"P1 defend 8S>7S"``); return all events."""
    events: list[Event] = []
    for move in moves:
        events.extend(game.apply(Action.parse(move)))
    return events


def legal(game: Game, player: int | None = None) -> set[str]:
    """The legal actions as text (suits as symbols, like ``str(action)``)."""
    return {str(a) for a in game.legal_actions(player)}


def acts(*moves: str) -> set[str]:
    """Moves in any spelling, normalised to ``str(action)``."""
    return {str(Action.parse(m)) for m in moves}


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def table_text(game: Game) -> str:
    return " ".join(a.code + (">" + d.code if d else "") for a, d in game.table)
