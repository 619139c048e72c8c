"""Golden layouts: ``compute_layout`` at fixed view sizes and player counts.

Every position the layout computes (cards, seats, table, hand, stack, status, buttons)
is compared with ``data/golden_layouts.json``.  When a layout change is intended,
regenerate the file and review its diff before committing it:

    .venv/bin/python -m tests.ui.test_layout_golden --update
"""

from __future__ import annotations

import dataclasses
import json
import pathlib
import sys
from typing import Any

import pytest

from durak.engine import Card, Rules, parse_cards
from durak.ui.model.layout import TableSnapshot, compute_layout, scene_width
from durak.ui.model.table_state import deck_cards

GOLDEN = pathlib.Path(__file__).with_name("data") / "golden_layouts.json"
REGENERATE = ".venv/bin/python -m tests.ui.test_layout_golden --update"
SIZES = [(800, 600), (1280, 800), (1920, 1050)]
PLAYERS = [2, 6]
TOLERANCE = 0.01   # scene units; the data is rounded to 0.001


def snapshot(players: int) -> TableSnapshot:
    """A busy mid-round table: fanned hands of different sizes, three attack cards (two
    covered), the stack with its trump card, a discard pile and a raised card."""
    table = [(Card.parse("7S"), Card.parse("9S")), (Card.parse("7D"), Card.parse("KD")),
             (Card.parse("7C"), None)]
    trump = Card.parse("AH")
    discard = parse_cards("6S6D8C8H")
    used = {c for pair in table for c in pair if c} | {trump, *discard}
    free = [c for c in deck_cards(Rules()) if c not in used]
    sizes = [7, 6, 2, 1, 5, 3][:players]   # 6 players leave 2 cards in the stack
    hands = []
    for size in sizes:
        hands.append(free[:size])
        free = free[size:]
    return TableSnapshot(players=players, human=0, hands=hands, table=table, stack=free,
                         trump_card=trump, discard=discard, selected={hands[0][2]})


def as_data(value: Any) -> Any:
    """The layout as JSON: dataclasses as objects, cards as their codes, floats rounded."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: as_data(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {(k.code if isinstance(k, Card) else str(k)): as_data(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [as_data(v) for v in value]
    if isinstance(value, float):
        return round(value, 3)
    return value


def golden_text(cases: dict[str, Any]) -> str:
    """The golden file: one line per card, seat or area, so that a diff shows what moved."""
    def line(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False)

    parts = []
    for name, layout in cases.items():
        fields = []
        for key, value in layout.items():
            if isinstance(value, dict) and value:
                inner = ",\n".join(f"   {line(k)}: {line(v)}" for k, v in value.items())
                fields.append(f"  {line(key)}: {{\n{inner}\n  }}")
            elif isinstance(value, list) and value and isinstance(value[0], dict):
                inner = ",\n".join(f"   {line(v)}" for v in value)
                fields.append(f"  {line(key)}: [\n{inner}\n  ]")
            else:
                fields.append(f"  {line(key)}: {line(value)}")
        parts.append(f" {line(name)}: {{\n" + ",\n".join(fields) + "\n }")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def case_name(size: tuple[int, int], players: int) -> str:
    return f"{size[0]}x{size[1]}, {players} players"


def layouts() -> dict[str, Any]:
    return {case_name(size, players): as_data(compute_layout(snapshot(players),
                                                             scene_width(*size)))
            for size in SIZES for players in PLAYERS}


def first_difference(expected: Any, actual: Any, path: str = "") -> str | None:
    """Where two layouts differ beyond the tolerance, as ``path: expected != actual``."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in sorted(set(expected) | set(actual)):
            if key not in expected or key not in actual:
                return f"{path}.{key}: only in the {'layout' if key in actual else 'golden'}"
            found = first_difference(expected[key], actual[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return f"{path}: {len(expected)} items expected, {len(actual)} laid out"
        for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
            found = first_difference(e, a, f"{path}[{i}]")
            if found:
                return found
        return None
    if isinstance(expected, (int, float)) and isinstance(actual, (int, float)) \
            and not isinstance(expected, bool) and not isinstance(actual, bool):
        return None if abs(expected - actual) <= TOLERANCE else f"{path}: {expected} != {actual}"
    return None if expected == actual else f"{path}: {expected!r} != {actual!r}"


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_layout_matches_the_golden_one(size, players):
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    name = case_name(size, players)
    assert name in golden, f"no golden layout for {name}: run {REGENERATE}"
    actual = as_data(compute_layout(snapshot(players), scene_width(*size)))
    difference = first_difference(golden[name], actual)
    assert difference is None, (
        f"the layout at {name} changed ({difference}). If the change is intended, run "
        f"{REGENERATE} and review the diff of {GOLDEN.name}.")


def test_the_golden_file_has_no_stale_cases():
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert sorted(golden) == sorted(case_name(s, p) for s in SIZES for p in PLAYERS), (
        f"run {REGENERATE}")


def test_the_golden_file_is_written_as_the_update_writes_it():
    cases = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert json.loads(golden_text(cases)) == cases
    assert GOLDEN.read_text(encoding="utf-8") == golden_text(cases), f"run {REGENERATE}"


def test_a_moved_card_is_reported_where_it_moved():
    golden = layouts()[case_name((800, 600), 2)]
    moved = json.loads(json.dumps(golden))
    moved["cards"]["7C"]["x"] += 1
    assert first_difference(golden, moved) == (
        f".cards.7C.x: {golden['cards']['7C']['x']} != {moved['cards']['7C']['x']}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--update"]:
        sys.exit(f"usage: {REGENERATE}")
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(golden_text(layouts()), encoding="utf-8")
    print(f"wrote {GOLDEN}")
