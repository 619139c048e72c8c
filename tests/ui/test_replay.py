"""Saving a game from the menu and stepping through it with ``durak --replay``."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

from PyQt6.QtCore import Qt

from durak.engine import Game, Record, Rules
from durak.ui.replay import ReplayWindow, load_replay


def finished_record(seed: int = 3) -> Record:
    game = Game.new(Rules(), 3, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game.record()


def test_save_replay_from_the_game(qtbot, make_window, tmp_path):
    window = make_window(players=2)
    c = window.controller
    c.set_paused(True)
    c.paused = False
    for _ in range(5):
        c.apply(c.game.legal_actions()[0])
    path = tmp_path / "game.json"
    window.save_replay(path)
    record = load_replay(str(path))
    assert record.actions == c.game.history
    assert "Saved" in window.table.status.text
    window.controller.set_paused(True)
    window.open_menu()
    assert window.dialog.buttons["save_replay"].isEnabled()
    window.dialog.buttons["close"].click()


def test_replay_steps_with_every_hand_face_up(qtbot):
    record = finished_record()
    window = ReplayWindow(record)
    qtbot.addWidget(window)
    window.show()
    c = window.controller
    view = window.view
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert c.position == 1 and c.game.history == record.actions[:1]
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert c.position == 2
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert c.position == 1
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert c.position == 0 and c.game.history == ()
    for seat in range(1, 3):
        for card in c.game.hand(seat):
            assert window.table.cards[card].face_up
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert c.position == len(record.actions) and c.game.is_over
    assert window.table.panel.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert c.position == 0
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert c.playing
    qtbot.waitUntil(lambda: c.position >= 2, timeout=5000)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert not c.playing
    assert "Move" in window.table.status.text
    window.close()


def test_replay_command_refuses_bad_files(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "durak-record", "version": 1, "rules": {},
                               "players": 2, "seed": 1,
                               "actions": [{"kind": "take", "player": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path / "data"))
    for path, message in ((tmp_path / "missing.json", "cannot read"),
                          (bad, "action 1 (P1 take) failed")):
        result = subprocess.run([sys.executable, "-m", "durak", "--replay", str(path)],
                                capture_output=True, text=True, env=env, timeout=60,
                                check=False)
        assert result.returncode == 2 and message in result.stderr, result.stderr
        assert "Traceback" not in result.stderr
