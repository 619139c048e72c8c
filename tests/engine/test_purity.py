"""The engine stays pure: no Qt, no upper layers, no clock, no threads, no I/O."""

import ast
import pathlib
import subprocess
import sys

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "durak" / "engine"
FORBIDDEN = ("PyQt6", "PySide6", "durak.ui", "durak.ai", "time", "datetime", "threading",
             "asyncio", "os", "pathlib", "socket", "subprocess", "io")


def test_engine_sources_import_nothing_forbidden():
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            for name in names:
                root = name.split(".")[0]
                assert root not in FORBIDDEN and not name.startswith(FORBIDDEN[2:4]), (
                    f"{path.name} imports {name}")
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "open":
                raise AssertionError(f"{path.name} opens a file")


def test_importing_the_engine_loads_no_qt():
    code = ("import sys, durak.engine; "
            "bad = [m for m in sys.modules if m.startswith(('PyQt6', 'PySide6', 'durak.ui', "
            "'durak.ai'))]; print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def imports_of(folder: pathlib.Path) -> list[tuple[str, str]]:
    found = []
    for path in folder.rglob("*.py"):   # rooms (subfolders) included
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found += [(path.relative_to(folder).as_posix(), alias.name) for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.append((path.relative_to(folder).as_posix(), node.module))
    return found


def test_upper_layers_use_only_the_public_engine_api():
    root = ENGINE.parent
    for layer in ("ai", "ui"):
        for file, module in imports_of(root / layer):
            assert not module.startswith("durak.engine."), f"{layer}/{file} imports {module}"


def test_bots_know_nothing_of_qt_or_the_table():
    for file, module in imports_of(ENGINE.parent / "ai"):
        assert not module.startswith(("PyQt6", "PySide6", "durak.ui")), f"ai/{file}: {module}"


def engine_import_graph() -> dict[str, set[str]]:
    """Which engine modules each engine module imports: every import statement, those
    inside functions and under ``TYPE_CHECKING`` too (a cycle there is still a cycle)."""
    modules = {path.stem for path in ENGINE.glob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.ImportFrom):
                if node.level == 1:
                    base = node.module
                elif node.level == 0 and (node.module or "").startswith("durak.engine"):
                    base = (node.module or "").removeprefix("durak.engine").lstrip(".")
                else:
                    continue
                if base:
                    targets.append(base.split(".")[0])
                else:   # from . import name: a module, or a name of the package
                    targets += [a.name if a.name in modules else "__init__" for a in node.names]
            elif isinstance(node, ast.Import):
                targets += [alias.name.removeprefix("durak.engine.").split(".")[0]
                            for alias in node.names if alias.name.startswith("durak.engine")]
            graph[path.stem].update(t for t in targets if t != path.stem)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of ``graph`` as a path of module names, or ``None``."""
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> list[str] | None:
        if name in path:
            return [*path[path.index(name):], name]
        if name in done:
            return None
        for target in sorted(graph.get(name, ())):
            cycle = visit(target, [*path, name])
            if cycle:
                return cycle
        done.add(name)
        return None

    for name in sorted(graph):
        cycle = visit(name, [])
        if cycle:
            return cycle
    return None


def test_the_engine_has_no_import_cycle():
    graph = engine_import_graph()
    assert "illegal" in graph["game"] and "game" in graph["record"]   # the graph is real
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())


def test_the_cycle_finder_finds_cycles():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None
