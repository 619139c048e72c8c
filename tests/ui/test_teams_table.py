"""Teams and series at the table: partners shown, a whole team game, the series' tally."""

from __future__ import annotations

from dataclasses import replace

from PyQt6.QtCore import Qt
from PyQt6.QtGui import QTextDocument
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from durak.engine import PRESETS, Action
from durak.ui.dialogs.help import help_html
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.model.table_state import HUMAN
from durak.ui.store.settings import Preferences, SettingsStore
from durak.ui.store.statistics import GameResult, StatsBook

from .conftest import set_position, settle
from .keyboard import CTRL, activate, click_button, press
from .test_game import play_by_keyboard, quick  # noqa: F401  (a fixture)

TEAMS = replace(PRESETS["Teams 2 vs 2"], next_leader="durak", epaulettes="sixes")


def team_window(make_window, tmp_path, **overrides):
    SettingsStore(tmp_path / "durak.ini").save(Preferences(players=4, rules=TEAMS))
    return make_window(**overrides)


def test_the_seats_say_who_is_partnered_with_whom(qtbot, make_window, tmp_path):
    window = team_window(make_window, tmp_path, seed=5)
    c = window.session
    assert c.game.num_players == 4 and c.game.rules == TEAMS
    labels = [" ".join(seat.label_lines()) for seat in window.table.seats[:4]]
    assert "Team A" in labels[0] and "your partner" in labels[2]
    assert "Team B" in labels[1] and "Team B" in labels[3]


def test_a_seeded_team_game_played_through_the_table_ends_with_a_team_result(
        qtbot, make_window, tmp_path, quick):  # noqa: F811
    window = team_window(make_window, tmp_path, seed=7, level="original")
    activate(qtbot, window)
    c = window.session
    play_by_keyboard(qtbot, window)
    game = c.game
    assert game.is_over and game.durak is not None
    settle(qtbot, window)
    assert window.table.panel.isVisible()
    lost = TEAMS.team_of(game.durak) == TEAMS.team_of(HUMAN)
    title, lines = c.result_lines()
    assert title == ("Your team lost!" if lost else "Your team won!")
    losing = "Team A" if lost else "Team B"
    assert any(line.startswith(f"{losing} loses: ") for line in lines)
    place = 4 if lost else 1
    assert window.scores.score.games == 1 and window.scores.score.times_last == int(lost)
    games = StatsBook(tmp_path / "statistics.json").stats.games
    assert games == [GameResult(4, 36, "teams", "original", place,
                                epaulettes=game.durak == HUMAN and game.epaulettes is not None)]
    durak = game.durak
    # "New game" (clicked) continues the series: the durak leads it, his tally is shown.
    click_button(window, window.table.pause_button)
    qtbot.waitUntil(lambda: c.game is not game)
    assert c.game.leader == durak and c.game.offender == durak
    assert c.series.games == 1 and c.series.duraks[durak] == 1
    assert "durak 1×" in c.seat_note(durak)


def test_the_series_counts_epaulettes_and_a_changed_table_starts_a_new_one(
        qtbot, make_window, tmp_path):
    window = team_window(make_window, tmp_path, seed=5)
    c = window.session
    c.bots = {}
    # A team wins with its first player out: P3's last cards are two sixes, and P0 takes.
    set_position(qtbot, window, "7D8D/9D/TD/6S6H C - 3", **{**TEAMS.to_dict(),
                                                            "team_first_out": True})
    assert c.apply(Action.parse("P3 attack 6S 6H"))
    assert c.apply(Action.parse("P0 take"))
    game = c.game
    assert game.is_over and game.durak == HUMAN and game.epaulettes == 6
    assert c.series.epaulettes[HUMAN] == 1
    assert "epaulettes 1×" in c.seat_note(HUMAN)
    title, lines = c.result_lines()
    assert title == "Your team lost!" and "Durak with epaulettes (6): You" in lines
    assert window.scores.score.epaulettes == 1
    c.new_game(4, seed=9)
    assert c.game.leader == HUMAN and c.series.games == 1
    c.set_rules(PRESETS["Transfer"])
    c.new_game(4, seed=9)
    assert c.game.leader is None and c.series.games == 0


def test_teams_and_series_are_chosen_in_the_settings(qtbot, make_window, tmp_path):
    window = make_window(players=3)
    qtbot.keyClick(window.view, Qt.Key.Key_M)
    menu = window.dialog
    QTest.mouseClick(menu.buttons["settings"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.dialog, SettingsDialog))
    dialog = window.dialog
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    first_out = dialog.team_first_out
    assert not first_out.isEnabled()
    dialog.preset.setFocus()
    while dialog.preset.currentData() != "Teams 2 vs 2":
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert dialog.choices["teams"].currentData() == 2 and first_out.isEnabled()
    QTest.mouseClick(first_out, Qt.MouseButton.LeftButton)
    assert dialog.preset.currentText() == "Custom"
    epaulettes = dialog.choices["epaulettes"]
    assert epaulettes.toolTip().startswith("A durak who takes a last attack of sixes")
    epaulettes.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert epaulettes.currentData() == "sixes"
    QTest.mouseClick(dialog.findChild(QDialogButtonBox).button(
        QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.dialog is None)
    rules = window.prefs.rules
    assert (rules.teams, rules.team_first_out, rules.epaulettes) == (2, True, "sixes")
    assert SettingsStore(tmp_path / "durak.ini").load().rules == rules
    window.new_game()
    assert window.session.game.num_players == 4   # three players cannot make two teams
    qtbot.keyClick(window.view, Qt.Key.Key_M)
    players = window.dialog.players
    assert (players.minimum(), players.maximum(), players.singleStep()) == (4, 6, 2)
    assert players.text() == "4 players"
    help_text = dialog_help_text(rules)
    assert "Teams: Two teams (2 vs 2, 3 vs 3)" in help_text
    assert "A team wins when one partner is out" in help_text


def dialog_help_text(rules) -> str:
    document = QTextDocument()
    document.setHtml(help_html(rules))
    return document.toPlainText()


def test_leaving_a_team_game_you_are_out_of_asks_and_counts_it_abandoned(
        qtbot, make_window, tmp_path):
    window = team_window(make_window, tmp_path, seed=5)
    activate(qtbot, window)
    c = window.session
    c.bots = {}
    set_position(qtbot, window, "7S/9SKS/8H8D/7H6D C - 0", **TEAMS.to_dict())
    for move in ("P0 attack 7S", "P1 defend 9S>7S", "P2 done"):
        assert c.apply(Action.parse(move))
    assert c.game.is_out(HUMAN) and not c.game.is_over
    press(qtbot, window, Qt.Key.Key_N, CTRL)
    box = window.dialog
    assert isinstance(box, QMessageBox)           # your team's result is still open
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.dialog is None)
    score = window.scores.score
    assert (score.games, score.abandoned) == (1, 1)
