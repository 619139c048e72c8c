"""The table's rooms, and no import cycle anywhere in ``durak``.

``durak/ui`` is split into rooms (DEVELOPERS.md, "The table's rooms"); each room imports
only the rooms below it:

    kit, model                 the ground (``model`` imports no Qt)
    words                      everything said to the player
    store                      what the app keeps on disk
    sessions                   the protocol and the local, replay and remote sessions
    table, dialogs             (``table`` of ``sessions`` only the protocol)
    online
    main_window, replay_window

The import graph is built with ``ast`` from every ``import`` in a module, wherever it
stands: at the top, inside a function (a lazy import, kept lazy for the first frame's
sake) or under ``TYPE_CHECKING``.  A cycle held together by an import inside a function
is still a cycle to the reader, who cannot understand one module without the other, so
every import counts.
"""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import pytest

from durak.ai import LEVELS
from durak.engine import MAX_PLAYERS
from durak.protocol.messages import MAX_NAME, MAX_SEATS
from durak.ui.store import replay_file
from durak.ui.store.settings import LEVEL_NAMES, MAX_BOTS

DURAK = pathlib.Path(__file__).resolve().parents[2] / "durak"
UI = DURAK / "ui"
WINDOWS = "windows"   # main_window.py and replay_window.py, the rooms' top
BELOW = {
    "kit": set(),
    "model": set(),
    "words": {"kit", "model"},
    "store": {"kit", "model", "words"},
    "sessions": {"kit", "model", "words", "store"},
    "table": {"kit", "model", "words", "store", "sessions"},
    "dialogs": {"kit", "model", "words", "store"},
    "online": {"kit", "model", "words", "store", "sessions", "table", "dialogs"},
    WINDOWS: {"kit", "model", "words", "store", "sessions", "table", "dialogs", "online"},
}
PROTOCOL = "durak.ui.sessions.session"   # all ``table`` may know of ``sessions``


def module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(DURAK.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(DURAK.rglob("*.py"))}


def imports_of(name: str) -> set[str]:
    """The ``durak`` modules that module ``name`` imports, anywhere in it."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[:len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:   # ``from pkg import module`` names the module
                sub = f"{base}.{alias.name}"
                found.add(sub if sub in MODULES else base)
    return {module for module in found if module in MODULES and module != name}


GRAPH = {name: imports_of(name) for name in MODULES}


def room_of(module: str) -> str | None:
    """The room of a ``durak.ui`` module; ``None`` for ``durak.ui`` itself or outside."""
    parts = module.split(".")
    if parts[:2] != ["durak", "ui"] or len(parts) < 3:
        return None
    return parts[2] if parts[2] in BELOW else WINDOWS


def cycles() -> list[list[str]]:
    """The import cycles of ``GRAPH`` (one per strongly connected group, as a path)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:   # Tarjan's algorithm
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(GRAPH[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(GRAPH):
        if node not in index:
            visit(node)
    return groups


def test_no_import_cycle_in_durak():
    assert cycles() == []


def test_the_cycle_check_sees_a_cycle_held_by_an_import_inside_a_function(monkeypatch):
    monkeypatch.setitem(GRAPH, "durak.ui.kit.theme", GRAPH["durak.ui.kit.theme"] | {
        "durak.ui.kit.i18n"})   # i18n imports theme at its top
    assert ["durak.ui.kit.i18n", "durak.ui.kit.theme"] in cycles()


def test_function_and_type_checking_imports_are_counted():
    assert "durak.ui.main_window" in GRAPH["durak.launcher"]          # inside a function
    assert "durak.ui.sessions.session" in GRAPH["durak.ui.table.sounds"]   # TYPE_CHECKING


def test_every_table_module_is_in_a_room():
    windows = {"durak.ui.main_window", "durak.ui.replay_window"}
    loose = sorted(name for name in MODULES if room_of(name) == WINDOWS)
    assert loose == sorted(windows)   # a new module goes into a room
    assert {room_of(name) for name in MODULES if room_of(name)} == set(BELOW)


def test_each_room_imports_only_rooms_below_it():
    wrong = []
    for name, targets in GRAPH.items():
        room = room_of(name)
        if room is None:
            continue
        for target in targets:
            other = room_of(target)
            if other is None or other == room:
                continue
            if other not in BELOW[room]:
                wrong.append(f"{name} ({room}) imports {target} ({other})")
            elif room == "table" and other == "sessions" and target != PROTOCOL:
                wrong.append(f"{name} imports {target}: the table knows only the protocol")
    assert wrong == []


def test_model_builds_on_the_engine_alone():
    for name, targets in GRAPH.items():
        if room_of(name) == "model":
            assert all(t.startswith(("durak.engine", "durak.ui.model")) for t in targets), (
                name, targets)


def test_model_imports_no_qt():
    for path in (UI / "model").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not any(n.startswith(("PyQt6", "PySide6")) for n in names), path.name
    code = ("import sys, pkgutil, importlib, durak.ui.model as m\n"
            "for info in pkgutil.iter_modules(m.__path__):\n"
            "    importlib.import_module(f'durak.ui.model.{info.name}')\n"
            "bad = [n for n in sys.modules if n.startswith(('PyQt6', 'PySide6'))]\n"
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_table_reaches_only_the_public_names_of_the_bots():
    reached = {t for name, targets in GRAPH.items() if room_of(name) for t in targets}
    assert sorted(t for t in reached if t.startswith("durak.ai.")) == []


@pytest.mark.parametrize("room", sorted(set(BELOW) - {WINDOWS}))
def test_each_room_says_what_it_is(room):
    assert (UI / room / "__init__.py").read_text(encoding="utf-8").startswith('"""')


# --- facts stated once --------------------------------------------------------------------

def test_the_level_names_are_the_bots_levels():
    assert list(LEVEL_NAMES) == list(LEVELS)


def test_the_player_limit_is_the_engines():
    assert MAX_SEATS == MAX_PLAYERS
    assert MAX_BOTS == MAX_PLAYERS - 1


def test_a_replay_keeps_every_name_a_server_gives():
    assert replay_file.MAX_NAME >= MAX_NAME
