"""A seeded storm of input against the live table: nothing breaks, nothing gets stuck."""

from __future__ import annotations

import math
import random

import pytest
from PyQt6.QtCore import QEvent, QPoint, Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QDialog, QMessageBox

from durak.ui.dialogs.menu import MenuDialog
from durak.ui.main_window import MainWindow
from durak.ui.model import table_state

from .test_controls import tap, touch
from .test_game import play_by_keyboard

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
KEYS = [
    (Qt.Key.Key_Left, NO_MOD), (Qt.Key.Key_Right, NO_MOD),
    (Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_Up, NO_MOD), (Qt.Key.Key_Down, NO_MOD), (Qt.Key.Key_Return, NO_MOD),
    (Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier), (Qt.Key.Key_Space, NO_MOD),
    (Qt.Key.Key_M, NO_MOD), (Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_F11, NO_MOD), (Qt.Key.Key_Escape, NO_MOD),
]


def accounted(window: MainWindow) -> None:
    """Every card is in exactly one place, and the table shows each one."""
    game = window.session.game
    places = [c for p in range(game.num_players) for c in game.hand(p)]
    places += [c for pair in game.table for c in pair if c is not None]
    places += list(game.discard)
    assert len(places) == len(set(places))
    assert len(places) + game.stack_count == game.rules.deck or game.is_over
    for card in places:
        item = window.table.cards[card]
        if not game.is_over:
            assert item.isVisible(), card
        assert math.isfinite(item.pos().x()) and math.isfinite(item.pos().y())


def settle_dialogs(window: MainWindow, rng: random.Random) -> None:
    dialog = window.dialog
    if isinstance(dialog, MenuDialog):
        key = rng.choice(["close", "close", "score", "help", "about", "fullscreen", "new_game"])
        dialog.buttons[key].click()
    elif isinstance(dialog, QMessageBox):
        button = rng.choice([QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No,
                             QMessageBox.StandardButton.Ok, QMessageBox.StandardButton.Close])
        found = dialog.button(button)
        if found is not None:
            found.click()
        else:
            dialog.reject()
    elif isinstance(dialog, QDialog):
        dialog.reject()


@pytest.mark.parametrize("seed", [1, 2])
def test_input_storm(qtbot, make_window, monkeypatch, seed):
    monkeypatch.setitem(table_state.PACE, "fast", (30, 40))
    rng = random.Random(seed)
    window = make_window(players=3 + seed % 3, seed=seed)
    viewport = window.view.viewport()
    for step in range(450):
        size = viewport.size()
        point = QPoint(rng.randrange(max(1, size.width())), rng.randrange(max(1, size.height())))
        hand = window.session.game.hand(0)
        card_point = (window.view.mapFromScene(window.table.cards[rng.choice(hand)].scenePos())
                      if hand else point)
        kind = rng.randrange(10)
        if kind == 0:
            QTest.mouseClick(viewport, LEFT, NO_MOD, card_point)
        elif kind == 1:
            QTest.mouseDClick(viewport, LEFT, NO_MOD, card_point)
        elif kind == 2:
            QTest.mousePress(viewport, LEFT, NO_MOD, card_point)
            for i in range(1, 5):
                QTest.mouseMove(viewport, card_point + (point - card_point) * (i / 4))
            QTest.mouseRelease(viewport, LEFT, NO_MOD, point)
        elif kind == 3:
            tap(window, card_point)
        elif kind == 4:
            touch(window, QEvent.Type.TouchBegin, card_point)
            touch(window, QEvent.Type.TouchUpdate, point)
            touch(window, QEvent.Type.TouchEnd, point)
        elif kind == 5:
            tap(window, card_point)
            tap(window, card_point)
        elif kind in (6, 7, 8):
            key, mods = rng.choice(KEYS)
            qtbot.keyClick(window.view, key, mods)
        elif rng.random() < 0.5:
            window.resize(rng.randrange(500, 1600), rng.randrange(350, 1000))
        else:
            window.table.take_button.click()
        if window.dialog is not None and rng.random() < 0.7:
            settle_dialogs(window, rng)
        if step % 9 == 0:
            qtbot.wait(rng.randrange(1, 40))
        accounted(window)
    # Afterwards the game still plays to its end.
    while window.dialog is not None:
        settle_dialogs(window, rng)
    if window.isFullScreen():
        window.showNormal()
    window.session.set_paused(False)
    window.view.setFocus()
    if window.session.game.is_over:
        window.request_new_game()
        while window.dialog is not None:
            window.dialog.button(QMessageBox.StandardButton.Yes).click()
    window.session.controls.clear_selection()
    play_by_keyboard(qtbot, window)
    accounted(window)
    assert window.session.game.is_over
