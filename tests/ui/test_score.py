"""The score: abandoned games count (as a last place), and the score can be reset."""

from __future__ import annotations

import json

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QMessageBox

from durak.engine import Action, Rules, parse_position
from durak.ui.dialogs.menu import MenuDialog
from durak.ui.dialogs.score import ScoreDialog, score_text
from durak.ui.main_window import MainWindow, Overrides
from durak.ui.store.score import ScoreBook
from durak.ui.store.settings import SettingsStore

from .conftest import set_position


def key(window, k, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(window.focusWidget(), k, modifiers)


def test_ctrl_n_yes_counts_the_abandoned_game_as_a_last_place(qtbot, make_window, tmp_path):
    window = make_window(players=3)
    set_position(qtbot, window, "7S8DAH/9SQCKD/6S6H7C KH 6C6D 0")
    window.session.apply(Action.attack(0, "7S"))
    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    window.dialog.button(QMessageBox.StandardButton.No).click()
    assert window.scores.score.games == 0            # kept playing: nothing counted
    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    window.dialog.button(QMessageBox.StandardButton.Yes).click()
    score = window.scores.score
    assert (score.games, score.abandoned, score.points, score.times_last) == (1, 1, 0.0, 0)
    assert (score.last_place, score.last_players) == (3, 3)
    assert score.percent == 0.0
    saved = json.loads((tmp_path / "score.json").read_text(encoding="utf-8"))
    assert saved["abandoned"] == 1
    # A fresh deal without a move is not a game yet: dealing anew counts nothing.
    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.scores.score.games == 1
    window.scores.record(1, 3)                       # a win next: 1 point of 2 games
    assert "Abandoned (counted as last places): 1" in score_text(window.scores.score)
    assert "50.0 %" in score_text(window.scores.score)


def test_new_game_from_the_menu_counts_the_abandoned_game(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "7S8D/9SQCKD KH 6C6D 0")
    window.session.apply(Action.attack(0, "7S"))
    key(window, Qt.Key.Key_M)
    assert isinstance(window.dialog, MenuDialog)
    window.dialog.buttons["new_game"].click()
    window.dialog.button(QMessageBox.StandardButton.Yes).click()
    assert window.scores.score.abandoned == 1


def test_declining_to_resume_at_start_counts_the_game_abandoned(qtbot, make_window):
    window = make_window(players=2, seed=4)
    set_position(qtbot, window, "7S8D/9SQCKD KH 6C6D 0")
    window.session.apply(Action.attack(0, "7S"))
    window.session.set_paused(True)
    again = make_window(players=2, seed=5)          # the first one quit mid-game
    qtbot.waitUntil(lambda: isinstance(again.dialog, QMessageBox), timeout=3000)
    assert again.scores.score.games == 0            # quitting alone keeps it to resume
    again.dialog.button(QMessageBox.StandardButton.No).click()
    assert again.scores.score.abandoned == 1 and again.scores.score.games == 1


def test_the_score_dialog_resets_after_a_confirmation(qtbot, make_window, tmp_path):
    window = make_window(players=3)
    window.scores.record(1, 3)
    window.scores.abandon(3)
    key(window, Qt.Key.Key_M)
    window.dialog.buttons["score"].click()
    dialog = window.dialog
    assert isinstance(dialog, ScoreDialog)
    assert "Games played: 2" in dialog.text.text()
    dialog.reset_button.click()
    dialog.question.button(QMessageBox.StandardButton.No).click()
    assert window.scores.score.games == 2
    dialog.reset_button.click()
    dialog.question.button(QMessageBox.StandardButton.Yes).click()
    assert window.scores.score.games == 0 and window.scores.score.abandoned == 0
    assert "Games played: 0" in dialog.text.text()
    assert json.loads((tmp_path / "score.json").read_text(encoding="utf-8"))["games"] == 0
    dialog.reject()


def test_a_score_file_from_before_abandoned_games_still_reads(tmp_path):
    path = tmp_path / "score.json"
    path.write_text(json.dumps({"games": 4, "points": 2.5, "times_last": 1, "last_place": 2,
                                "last_players": 3}), encoding="utf-8")
    book = ScoreBook(path)
    assert book.warning is None
    assert (book.score.games, book.score.abandoned) == (4, 0)
    path.write_text(json.dumps({"games": 1, "points": 0, "times_last": 0,
                                "abandoned": 2}), encoding="utf-8")
    bad = ScoreBook(path)                            # more abandoned than played
    assert bad.score.games == 0 and bad.warning


def test_the_player_count_chosen_in_the_menu_is_remembered(qtbot, make_window, tmp_path):
    window = make_window()
    key(window, Qt.Key.Key_M)
    window.dialog.players.setValue(5)
    window.dialog.buttons["new_game"].click()
    assert window.session.game.num_players == 5
    window.session.set_paused(True)
    window.close()
    again = MainWindow(Overrides(speed="fast", seed=2), store=SettingsStore(tmp_path / "durak.ini"),
                       folder=tmp_path)
    qtbot.addWidget(again)
    assert again.session.game.num_players == 5
    again.session.set_paused(True)


def test_a_team_game_left_before_its_end_is_abandoned_even_when_you_are_out(tmp_path):
    for teams, counted in ((2, (1, 1, 0)), (0, (1, 0, 1))):
        game = parse_position("7S/9SKS/8H8D/7H6D C - 0", Rules(teams=teams))
        for move in ("P0 attack 7S", "P1 defend 9S>7S", "P2 done"):
            game.apply(Action.parse(move))
        assert game.is_out(0) and not game.is_over
        book = ScoreBook(tmp_path / f"score{teams}.json")
        book.count_unfinished(game.view(0), len(game.history))
        score = book.score
        assert (score.games, score.abandoned, int(score.points)) == counted
