"""Whole games, saved state, scaling and the launcher."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QApplication

from durak.engine import Action, ActionKind, Rules
from durak.ui.main_window import MainWindow, Overrides
from durak.ui.model import table_state
from durak.ui.model.table_state import HUMAN
from durak.ui.sessions import local as local_module
from durak.ui.store.score import Score, ScoreBook
from durak.ui.store.settings import Preferences, SettingsStore

from .conftest import play_until, set_position, settle
from .keyboard import activate


def needs_human(window: MainWindow) -> bool:
    game = window.session.game
    if game.is_over:
        return True
    if window.session.between_rounds:   # the beat after a new round: keys wait
        return False
    legal = game.legal_actions(HUMAN)
    if not legal:
        return False
    if game.defender == HUMAN:
        return any(d is None for _, d in game.table) and not game.taking
    if not game.table:
        return game.offender == HUMAN
    return Action.done(HUMAN) in legal


def press(qtbot, window: MainWindow, key: Qt.Key) -> None:
    qtbot.keyClick(window.view, key)


def play_by_keyboard(qtbot, window: MainWindow, limit: int = 400) -> None:
    """Play the human's seat with the original key map only, until the game ends."""
    c = window.session
    for _ in range(limit):
        qtbot.waitUntil(lambda: needs_human(window), timeout=20000)
        game = c.game
        if game.is_over:
            return
        before = len(game.history)
        if game.defender == HUMAN:
            for _card in range(len(game.hand(HUMAN))):
                press(qtbot, window, Qt.Key.Key_Right)
                press(qtbot, window, Qt.Key.Key_Up)
                if len(game.history) > before:
                    break
            else:  # nothing covers: DOWN unselects, takes back the covers, then takes
                for _press in range(4):
                    press(qtbot, window, Qt.Key.Key_Down)
                    if Action.take(HUMAN) in game.history[before:]:
                        break
                assert Action.take(HUMAN) in game.history[before:]
        elif not game.table:
            press(qtbot, window, Qt.Key.Key_Right)
            press(qtbot, window, Qt.Key.Key_Up)
        else:
            if c.controls.selected:
                press(qtbot, window, Qt.Key.Key_Down)
            press(qtbot, window, Qt.Key.Key_Down)
        assert len(game.history) > before or game is not c.game, "a key press did nothing"
    raise AssertionError("the game did not end")


@pytest.fixture
def quick(monkeypatch):
    """Bots and cards at test speed: what these tests check is the flow, not the pace."""
    monkeypatch.setitem(table_state.PACE, "fast", (20, 30))
    monkeypatch.setitem(local_module.BEAT, "fast", 20)
    monkeypatch.setattr(local_module, "OUT_WINDOW_SECONDS", 0.05)


def test_a_whole_seeded_game_by_keyboard_alone(qtbot, make_window, tmp_path, quick):
    record = tmp_path / "game.jsonl"
    window = make_window(players=3, seed=7, level="original", record=str(record))
    play_by_keyboard(qtbot, window)
    game = window.session.game
    assert game.is_over
    settle(qtbot, window)
    assert window.table.panel.isVisible()
    assert window.table.pause_button.text == "New game"
    lines = [json.loads(line) for line in record.read_text(encoding="utf-8").splitlines()]
    assert lines[-1] == {"kind": "game_over", "winners": list(game.winners), "durak": game.durak}
    actions = [Action.from_dict(line) for line in lines[:-1]]
    assert tuple(actions) == game.history
    assert set(lines[0]) == {"kind", "player", "cards", "target"}
    assert window.scores.score.games == 1


def test_bots_alone_play_on_at_the_fast_pace(qtbot, make_window, quick):
    window = make_window(players=4, seed=3)
    c = window.session
    assert c.durations() == (20, 30)
    # The human gives up at once whenever he defends, and passes otherwise.
    for _ in range(200):
        qtbot.waitUntil(lambda: needs_human(window) or c.human_out(), timeout=20000)
        if c.human_out():
            break
        legal = c.game.legal_actions(HUMAN)
        leads = [a for a in legal if a.kind is ActionKind.ATTACK]
        choice = next((a for a in legal if a.kind in (ActionKind.TAKE, ActionKind.DONE)),
                      leads[0] if leads else None)
        if choice is not None:
            c.apply(choice)
    qtbot.waitUntil(lambda: c.game.is_over, timeout=30000)
    # Once no human was left: the fast pace (patched here) and the short window.
    assert c.human_out() and c.durations() == (20, 30)
    assert c.window_seconds() == pytest.approx(0.05)


def test_settings_and_score_survive_a_restart(qtbot, tmp_path):
    store = SettingsStore(tmp_path / "durak.ini")
    window = MainWindow(Overrides(speed="fast"), store=store, folder=tmp_path)
    qtbot.addWidget(window)
    prefs = Preferences(theme="classic", players=4, level="random", speed="slow",
                        auto_pass=False, rules=Rules(deck=52, attack_limit=6,
                                                     throw_in_after_take=True))
    window.apply_prefs(prefs)
    window.scores.record(1, 3)
    window.session.set_paused(True)
    window.close()
    again = MainWindow(Overrides(), store=SettingsStore(tmp_path / "durak.ini"),
                       folder=tmp_path)
    qtbot.addWidget(again)
    assert again.prefs == prefs
    assert again.session.rules.deck == 52 and again.art.theme.key == "classic"
    assert again.scores.score.games == 1 and again.scores.score.points == 1.0
    again.session.set_paused(True)
    window.session.set_paused(True)


def test_corrupt_score_is_set_aside(tmp_path):
    path = tmp_path / "score.json"
    path.write_text("{ not json", encoding="utf-8")
    book = ScoreBook(path)
    assert book.score.games == 0 and "moved to" in book.warning
    assert list(tmp_path.glob("score.json.corrupt-*"))
    book.record(2, 3)
    assert json.loads(path.read_text())["games"] == 1


def test_score_with_impossible_values_is_set_aside(tmp_path):
    path = tmp_path / "score.json"
    path.write_text('{"games": 2, "points": 9, "times_last": 0}', encoding="utf-8")
    assert ScoreBook(path).score.games == 0
    assert list(tmp_path.glob("score.json.corrupt-*"))


def test_score_formula():
    score = Score()
    score.add_game(1, 3)   # (3-1)/(3-1) = 1
    score.add_game(3, 3)   # 0, and last
    score.add_game(2, 5)   # (5-2)/(5-1) = 0.75
    assert score.games == 3 and score.times_last == 1
    assert score.percent == pytest.approx(100 * 1.75 / 3)


def test_bad_settings_values_are_set_aside_for_the_defaults(tmp_path):
    path = tmp_path / "durak.ini"
    path.write_text("[game]\nplayers=banana\nlevel=godlike\n[rules]\ndeck=7\n"
                    "[table]\ntheme=nope\n", encoding="utf-8")
    store = SettingsStore(path)
    prefs = store.load()
    assert prefs == Preferences()
    assert "moved to durak.ini.corrupt-" in (store.warning or "")
    assert not path.exists() and list(tmp_path.glob("durak.ini.corrupt-*"))


def test_table_scales_to_any_aspect(qtbot, make_window):
    window = make_window(players=6)
    for width, height in ((1600, 600), (700, 900), (1000, 1000), (2400, 1350)):
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width, h=height: abs(window.view.viewport().width() - w) < 40)
        window.view.fit()
        settle(qtbot, window)
        scene_rect = window.table.sceneRect()
        for item in window.table.cards.values():
            if item.isVisible():
                assert scene_rect.adjusted(-1, -1, 1, 1).contains(item.scene_card_rect()), (
                    width, height, item.card)
        viewport = window.view.viewport().rect()
        mapped = window.view.mapFromScene(scene_rect).boundingRect()
        assert mapped.width() <= viewport.width() + 2 and mapped.height() <= viewport.height() + 2


def run_launcher(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "durak", *args], capture_output=True,
                          text=True, env=env, timeout=60, check=False)


def test_no_display_says_so_clearly(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = run_launcher([], env)
    assert result.returncode == 2
    assert "no display" in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_bad_options_are_refused(tmp_path):
    env = dict(os.environ)
    for args, message in ((["--players", "7"], "2 to 6 players"),
                          (["--deck", "40"], "invalid choice"),
                          (["--players", "6", "--deck", "24"], "6 players need 36 cards"),
                          (["--level", "godlike"], "invalid choice"),
                          (["--record", "/no/such/dir/x.jsonl"], "does not exist")):
        result = run_launcher(args, env)
        assert result.returncode == 2 and message in result.stderr, (args, result.stderr)


def test_corrupt_settings_file_is_set_aside(tmp_path):
    path = tmp_path / "durak.ini"
    path.write_text("[game\nplayers=4\n", encoding="utf-8")
    store = SettingsStore(path)
    assert "moved to" in (store.warning or "")
    assert list(tmp_path.glob("durak.ini.corrupt-*"))
    assert store.load() == Preferences()
    store.save(Preferences(players=5))
    assert SettingsStore(path).load().players == 5


def test_binary_junk_in_settings_gives_defaults(tmp_path):
    path = tmp_path / "durak.ini"
    path.write_bytes(b"\x00\x01\xff\xfe[game\nplayers=\x00\x00\n")
    store = SettingsStore(path)
    assert store.load() == Preferences()
    assert "moved to" in (store.warning or "")


def test_hard_bots_think_in_another_process_while_the_table_runs(qtbot, make_window):
    # How long the event loop may stall is a figure of bench/ui_speed.py; this checks
    # that the search is asked of the helper process and the table keeps running.
    from PyQt6.QtCore import QTimer

    window = make_window(players=2, seed=11, level="hard")
    c = window.session
    if c.game.offender == 0:
        assert c.apply(c.game.legal_actions(0)[0])   # the human leads; the bot must answer
    qtbot.waitUntil(lambda: c.worker is not None and c.worker.pending is not None,
                    timeout=15000)
    asked_at = len(c.game.history)
    beats: list[int] = []   # the history's length each time a table timer fires
    heart = QTimer()
    heart.timeout.connect(lambda: beats.append(len(c.game.history)))
    heart.start(5)
    qtbot.waitUntil(lambda: any(a.player == 1 for a in c.game.history[asked_at:]),
                    timeout=15000)
    heart.stop()
    assert c.worker is not None and c.worker.alive()
    assert beats and beats[0] == asked_at   # the table's timers ran while the bot thought
    c.shutdown()
    assert c.worker is None


def test_pause_stops_the_hard_bots_search(qtbot, make_window, monkeypatch):
    # Searches that would last a minute: only the pause can end one in time.
    for speed in list(local_module.THINKING):
        monkeypatch.setitem(local_module.THINKING, speed, 60.0)
    window = make_window(players=2, seed=11, level="hard")
    activate(qtbot, window)   # the keys below go to its focus widget, as on a desktop
    c = window.session
    if c.game.offender == HUMAN and not c.game.table:
        c.apply(c.game.legal_actions(HUMAN)[0])
    qtbot.waitUntil(lambda: c.worker is not None and c.worker.pending is not None, timeout=15000)
    press(qtbot, window, Qt.Key.Key_Space)
    assert c.paused
    answers: list = []
    qtbot.waitUntil(lambda: bool(answers.extend(c.worker.answers()) or answers), timeout=15000)
    assert answers[0].cancelled      # stopped by the pause, and not to be played
    assert not any(a.player == 1 for a in c.game.history)
    for speed in list(local_module.THINKING):
        monkeypatch.setitem(local_module.THINKING, speed, 0.1)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert not c.paused
    qtbot.waitUntil(lambda: any(a.player == 1 for a in c.game.history), timeout=15000)
    c.shutdown()


def test_the_running_game_survives_a_restart(qtbot, make_window, tmp_path):
    from PyQt6.QtWidgets import QMessageBox

    from durak.engine import format_position

    window = make_window(players=3, seed=21)
    c = window.session
    play_until(qtbot, window, 6)
    c.set_paused(True)
    position, history = format_position(c.game), c.game.history
    assert (tmp_path / "current-game.json").exists()
    # A killed process: no close event, nothing else written.  The next start offers it.
    again = make_window(players=3, seed=99)
    qtbot.waitUntil(lambda: isinstance(again.dialog, QMessageBox), timeout=3000)
    assert again.session.paused
    again.dialog.button(QMessageBox.StandardButton.Yes).click()
    assert format_position(again.session.game) == position
    assert again.session.game.history == history
    assert not again.session.paused


def test_declining_to_resume_discards_the_saved_game(qtbot, make_window, tmp_path):
    from PyQt6.QtWidgets import QMessageBox

    window = make_window(players=2, seed=4)
    game = set_position(qtbot, window, "7S8D/9SQCKD KH 6C6D 0")
    window.session.apply(Action.attack(0, "7S"))
    assert game.history
    window.session.set_paused(True)
    again = make_window(players=2, seed=5)
    qtbot.waitUntil(lambda: isinstance(again.dialog, QMessageBox), timeout=3000)
    again.dialog.button(QMessageBox.StandardButton.No).click()
    assert not (tmp_path / "current-game.json").exists()
    assert again.session.game.history == ()


def test_a_corrupt_saved_game_is_set_aside(qtbot, make_window, tmp_path):
    (tmp_path / "current-game.json").write_text('{"format": "durak-record", "version": 1, '
                                               '"rules": {}, "players": 2, "seed": 1, '
                                               '"actions": [{"kind": "take", "player": 0}]}')
    window = make_window(players=2)
    assert list(tmp_path.glob("current-game.json.corrupt-*"))
    assert "moved to" in (window.saved.warning or "")
    assert window.dialog is None
