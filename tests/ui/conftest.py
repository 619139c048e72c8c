"""Fixtures for driving the real table offscreen.

Every window a test opens lives until the test's teardown destroys it.  pytest-qt keeps
only weak references to the widgets it is given, and a window is otherwise held only by
reference cycles once the test lets go of it: Python's garbage collector may then free it
at any allocation, and freeing a window Python owns deletes it at once, under whatever
Qt was doing, say inside its own card's animation (a segfault).  So the windows are held
from ``qtbot.addWidget`` (and, for any other, from the test's end) until
``durak.ui.kit.teardown.tear_down`` closes and destroys them after the test's fixtures, from
the top of the stack.
"""

from __future__ import annotations

import pathlib
from collections.abc import Generator, Iterator

import pytest
from PyQt6 import sip
from PyQt6.QtCore import QPoint, QPointF, Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QWidget

from durak.engine import Card, Game, Rules, parse_position
from durak.ui.kit.teardown import tear_down
from durak.ui.main_window import MainWindow, Overrides
from durak.ui.store.settings import SettingsStore

from .online_server import ThreadServer, thread_server

KEPT = pytest.StashKey[list[QWidget]]()


def open_windows() -> list[QWidget]:
    """The windows Python owns that Qt still has."""
    if QApplication.instance() is None:
        return []
    return [widget for widget in QApplication.topLevelWidgets()
            if widget.parent() is None and sip.ispyowned(widget)]


@pytest.fixture
def qtbot(qtbot, request):
    """pytest-qt's bot, whose ``addWidget`` also holds the widget until the teardown."""
    kept = request.node.stash.setdefault(KEPT, [])
    add_widget = qtbot.addWidget

    def add_and_keep(widget, *, before_close_func=None):
        kept.append(widget)
        add_widget(widget, before_close_func=before_close_func)
    qtbot.addWidget = add_and_keep
    return qtbot


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, object, object]:
    try:
        return (yield)
    finally:   # before pytest-qt lets the event loop run again
        item.stash.setdefault(KEPT, []).extend(open_windows())


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item) -> Generator[None, object, object]:
    try:
        return (yield)
    finally:   # after the fixtures and pytest-qt's closing of the widgets
        app = QApplication.instance()
        if isinstance(app, QApplication):
            tear_down(app)
        item.stash[KEPT] = []


@pytest.fixture
def server(qtbot) -> Iterator[ThreadServer]:
    """A server on 127.0.0.1 for the online tests; before it stops, the clients' goodbyes
    (which travel through the Qt loop) are let arrive."""
    with thread_server() as running:
        yield running
        qtbot.waitUntil(lambda: running.connections() == 0, timeout=20_000)


@pytest.fixture
def make_window(qtbot, tmp_path: pathlib.Path):
    """Build a main window with its settings and score in ``tmp_path``."""
    made: list[MainWindow] = []

    def make(**overrides) -> MainWindow:
        overrides.setdefault("speed", "fast")
        overrides.setdefault("seed", 1)
        sound_player = overrides.pop("sound_player", None)
        store = SettingsStore(tmp_path / "durak.ini")
        window = MainWindow(Overrides(**overrides), store=store,
                            folder=tmp_path, sound_player=sound_player)
        qtbot.addWidget(window)
        window.resize(1200, 700)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.session.set_paused(True)


def settle(qtbot, window: MainWindow) -> None:
    """Wait until no card is moving."""
    scene = window.table
    qtbot.waitUntil(lambda: not any(i.is_moving() for i in scene.cards.values()), timeout=5000)


def hold_bots(window: MainWindow) -> None:
    """Keep the bots from moving until the game changes again: a test of one moment of the
    table must not see a bot's move (its timer can fire before the cards settle when the
    machine is loaded)."""
    window.session.bot_seats.stop()


def play_until(qtbot, window: MainWindow, moves: int) -> None:
    """Let the game run on its own timers until ``moves`` actions were played.

    The bots move when the session's timers say so; whenever the engine lists an
    action for the human, he plays the first one at once.
    """
    c = window.session
    human = 0

    def human_may_act_or_enough() -> bool:
        return len(c.game.history) >= moves or bool(c.game.legal_actions(human))

    while len(c.game.history) < moves:
        assert not c.game.is_over, "the game ended first"
        qtbot.waitUntil(human_may_act_or_enough, timeout=10000)
        legal = c.game.legal_actions(human)
        if len(c.game.history) < moves and legal:
            assert c.apply(legal[0])


def heard(window: MainWindow) -> tuple[str, str]:
    """What a screen reader gets from the table: its accessible name and description,
    once the events posted so far (a move, then its news) were handled."""
    for _ in range(100):   # one pass may leave the zero timer for the next
        if not window.view.describing:
            break
        QApplication.processEvents()
    assert not window.view.describing
    return window.view.accessibleName(), window.view.accessibleDescription()


def set_position(qtbot, window: MainWindow, text: str, **rules) -> Game:
    game = parse_position(text, Rules(**rules))
    window.session.restore(game)
    settle(qtbot, window)
    return game


def card_point(window: MainWindow, card: Card | str) -> QPoint:
    """Where a card is on the viewport."""
    item = window.table.cards[Card.parse(card) if isinstance(card, str) else card]
    return window.view.mapFromScene(item.scenePos())


def scene_point(window: MainWindow, x: float, y: float) -> QPoint:
    return window.view.mapFromScene(QPointF(x, y))


def drag(qtbot, window: MainWindow, start: QPoint, end: QPoint, steps: int = 8) -> None:
    viewport = window.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        point = start + (end - start) * (i / steps)
        QTest.mouseMove(viewport, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
