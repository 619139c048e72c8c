"""A newcomer's first start: the first deal waits for him, with a word of welcome; later
starts (a game counted, or one to resume) begin as before."""

from __future__ import annotations

import pathlib

from PyQt6.QtCore import Qt

from .keyboard import activate, press
from .scratch_app import Home, discard, reset_paths, start


def test_the_first_deal_waits_for_a_newcomer(qtbot, tmp_path: pathlib.Path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    home = Home(tmp_path)
    try:
        window = start(home)
        qtbot.addWidget(window)
        window.session.set_paused(False)   # start() pauses every window; the launcher not
        assert window.first_start()
        window.wait_for_a_newcomer()
        window.show()
        assert window.session.paused
        qtbot.waitUntil(lambda: window.table.status.text.startswith("Welcome!"), timeout=3000)
        moves = len(window.session.game.history)
        activate(qtbot, window)
        press(qtbot, window, Qt.Key.Key_Space)          # ready: the game begins
        assert not window.session.paused
        assert len(window.session.game.history) == moves
    finally:
        reset_paths()


def test_a_player_who_has_played_is_not_kept_waiting(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    home = Home(tmp_path)
    home.folder.mkdir(parents=True)
    home.score.write_text('{"games": 1, "points": 1, "times_last": 0, "last_place": 1, '
                          '"last_players": 2}\n', encoding="utf-8")
    try:
        window = start(home)
        window.session.set_paused(False)
        assert not window.first_start()
        window.wait_for_a_newcomer()
        assert not window.session.paused
        discard(window)
    finally:
        reset_paths()
