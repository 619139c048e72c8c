"""The process ends in the order Qt expects: nothing with Python code is left for PyQt's
exit walk (see ``durak.ui.kit.teardown``), whichever way the game ends.

Each case runs ``durak`` in a process of its own, with a hook that runs just before PyQt
destroys what Python still owns and lists every such object (and child) whose class is
defined in Python: destroying those at exit is what crashed, rarely, after the game quit.
The last case is the tests' own: a window a test lets go of lives until its teardown.
"""

from __future__ import annotations

import gc
import json
import pathlib
import subprocess
import sys
import weakref

import pytest
from PyQt6 import sip

from durak.engine import Game, Record, Rules
from durak.ui.main_window import MainWindow, Overrides
from durak.ui.store.settings import SettingsStore
from durak.ui.table.items import CardItem

from .scratch_app import Home

# Runs in the child: PyQt registered its exit walk when it was imported, so this hook,
# registered later, runs first.  Without --smoke-test the app is told to quit on every
# turn of its event loop: a quit asked for before the main loop runs is not kept.
PROBE = """
import atexit, gc, json, sys
from PyQt6 import sip
from PyQt6.QtCore import QObject, QTimer
from durak import launcher
from durak.ui.main_window import application

def python_defined(obj):
    return not type(obj).__module__.startswith("PyQt6")

def left_for_the_exit_walk():
    found = []
    for obj in gc.get_objects():
        if (isinstance(obj, QObject) and not sip.isdeleted(obj) and sip.ispyowned(obj)
                and obj.parent() is None):
            found += [type(o).__name__ for o in [obj, *obj.findChildren(QObject)]
                      if python_defined(o)]
    print("LEFT " + json.dumps(sorted(found)))

atexit.register(left_for_the_exit_walk)
args = sys.argv[1:]
if "--smoke-test" not in args:
    app = application()
    quitter = QTimer()
    quitter.timeout.connect(app.quit)
    quitter.start(0)
sys.exit(launcher.main(args))
"""


def run_probe(home: Home, *args: str) -> list[str]:
    result = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True,
                            text=True, env=home.env(), timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    lines = [line for line in result.stdout.splitlines() if line.startswith("LEFT ")]
    assert len(lines) == 1, result.stdout + result.stderr
    left: list[str] = json.loads(lines[0][5:])
    return left


@pytest.fixture
def home(tmp_path: pathlib.Path) -> Home:
    return Home(tmp_path)


def test_the_smoke_test_leaves_nothing_with_python_code_for_the_exit_walk(home: Home) -> None:
    assert run_probe(home, "--players", "3", "--smoke-test") == []


def test_quitting_with_the_table_open_leaves_nothing_for_the_exit_walk(home: Home) -> None:
    assert run_probe(home, "--players", "4", "--seed", "5") == []


def test_quitting_a_replay_leaves_nothing_for_the_exit_walk(home: Home) -> None:
    game = Game.new(Rules(), 2, seed=3)
    for _ in range(4):
        game.apply(game.legal_actions()[0])
    replay = home.root / "game.json"
    replay.write_text(Record.of(game).to_json(), encoding="utf-8")
    assert run_probe(home, "--replay", str(replay)) == []


def test_a_window_the_test_let_go_of_lives_until_the_teardown(qtbot, tmp_path, monkeypatch):
    """A garbage collection in one of its own animations (a card turning face up as it sets
    off, after its pause) freed a window nothing held any more, and with it the animation
    running that code: a segfault (see tests/ui/conftest.py)."""
    window = MainWindow(Overrides(speed="fast", seed=1, level="random"),
                        store=SettingsStore(tmp_path / "durak.ini"), folder=tmp_path)
    qtbot.addWidget(window)
    window.show()
    held = weakref.ref(window)
    turned: list[bool] = []
    turn = CardItem.set_face_up

    def collect_and_turn(item: CardItem, face_up: bool) -> None:
        gc.collect()
        turned.append(face_up)
        turn(item, face_up)
    monkeypatch.setattr(CardItem, "set_face_up", collect_and_turn)
    window.session.new_game(3, 7)   # the deal: each card turns as it sets off
    turned.clear()
    del window
    qtbot.waitUntil(lambda: len(turned) >= 3)
    window = held()
    assert window is not None and not sip.isdeleted(window) and window.isVisible()
