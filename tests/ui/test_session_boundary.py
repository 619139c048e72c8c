"""The table reads only its session: no table module but a session holds a ``Game``."""

import ast
import pathlib

UI = pathlib.Path(__file__).resolve().parents[2] / "durak" / "ui"
# Sessions and the local game's own parts, the only modules that may hold a Game:
SESSIONS = {
    "sessions/local.py",  # the local session: the engine in this process
    "store/game_saver.py",  # when the local game's save file is written
    "sessions/replay.py",  # the replay session steps through a record's game
    "store/saved_game.py",  # the local game's save file
    "sessions/series.py",  # the local game's series: the next game comes from the finished one
    "sessions/tutorial.py",  # the first game: scripts the local game's bot and follows its moves
    "model/table_state.py",  # lays out the Game of the two in-process sessions, called by them
}


def uses_of_game(path: pathlib.Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and any(a.name == "Game" for a in node.names):
            found.append(f"line {node.lineno}: imports Game")
        elif isinstance(node, ast.Attribute) and node.attr == "game":
            found.append(f"line {node.lineno}: reads .game")
    return found


def ui_modules() -> list[str]:
    """Every module of the table, rooms (subfolders) included, by its path under ``ui/``."""
    return sorted(path.relative_to(UI).as_posix() for path in UI.rglob("*.py"))


def test_only_sessions_hold_a_game():
    offenders = {name: uses_of_game(UI / name) for name in ui_modules() if name not in SESSIONS}
    assert {name: uses for name, uses in offenders.items() if uses} == {}


def test_the_check_sees_a_game():
    source = UI / "sessions" / "local.py"
    assert uses_of_game(source), "the check finds nothing even in the local session"
