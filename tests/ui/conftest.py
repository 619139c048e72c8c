"""Fixtures for driving the real table offscreen."""

from __future__ import annotations

import pathlib
from collections.abc import Iterator

import pytest
from PyQt6.QtCore import QPoint, QPointF, Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication

from durak.engine import Card, Game, Rules, parse_position
from durak.ui.main_window import MainWindow, Overrides
from durak.ui.settings import SettingsStore

from .online_server import ThreadServer, thread_server


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
        window.controller.set_paused(True)


def settle(qtbot, window: MainWindow) -> None:
    """Wait until no card is moving."""
    scene = window.table
    qtbot.waitUntil(lambda: not any(i.is_moving() for i in scene.cards.values()), timeout=5000)


def play_until(qtbot, window: MainWindow, moves: int) -> None:
    """Let the game run on its own timers until ``moves`` actions were played.

    The bots move when the controller's timers say so; whenever the engine lists an
    action for the human, he plays the first one at once.
    """
    c = window.controller
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
    QApplication.processEvents()
    return window.view.accessibleName(), window.view.accessibleDescription()


def set_position(qtbot, window: MainWindow, text: str, **rules) -> Game:
    game = parse_position(text, Rules(**rules))
    window.controller.restore(game)
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
