"""Statistics: games counted per table and per level, migration, a corrupt file, charts, CSV."""

from __future__ import annotations

import json

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QMessageBox

from durak.engine import Action
from durak.ui.dialogs import statistics as stats_dialog
from durak.ui.main_window import MainWindow, Overrides
from durak.ui.store import statistics
from durak.ui.store.settings import SettingsStore
from durak.ui.store.statistics import GameResult, StatsBook

from .conftest import set_position, settle
from .keyboard import CTRL, activate, press

K = Qt.Key


def finish(qtbot, window, position: str, *moves: str, keys=(), after=()) -> None:
    """Play ``position`` to its end: the bots' ``moves``, your ``keys``, the bots' ``after``."""
    activate(qtbot, window)
    set_position(qtbot, window, position)
    window.session.bots = {}
    for move in moves:
        assert window.session.apply(Action.parse(move))
    settle(qtbot, window)
    for key in keys:
        press(qtbot, window, key)
    for move in after:
        assert window.session.apply(Action.parse(move))
    assert window.session.game.is_over


def test_a_won_a_lost_and_an_abandoned_game(qtbot, make_window, tmp_path):
    window = make_window(players=2, level="hard")
    finish(qtbot, window, "7S/6D H - 0", keys=(K.Key_Right, K.Key_Up), after=("P1 take",))
    finish(qtbot, window, "6D/7S H - 1", "P1 attack 7S", keys=(K.Key_Down,))  # the durak
    window.session.new_game(2, seed=3)
    window.session.bots = {}
    legal = window.session.game.legal_actions(window.session.game.offender)
    assert window.session.apply(legal[0])
    press(qtbot, window, K.Key_N, CTRL)                  # abandon it
    box = window.dialog
    assert isinstance(box, QMessageBox)
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.dialog is None)
    games = StatsBook(tmp_path / "statistics.json").stats.games
    assert games == [GameResult(2, 36, "perevodnoy", "hard", 1),
                     GameResult(2, 36, "perevodnoy", "hard", 2),
                     GameResult(2, 36, "perevodnoy", "hard", 2, abandoned=True)]
    overall = StatsBook(tmp_path / "statistics.json").stats.overall()
    assert (overall.games, overall.wins, overall.durak, overall.abandoned) == (3, 1, 1, 1)
    assert (overall.best_streak, overall.current_streak) == (1, 0)
    assert overall.places == {1: 1, 2: 1}


def test_per_table_and_per_level_and_streaks():
    stats = statistics.Statistics(games=[
        GameResult(3, 36, "podkidnoy", "normal", 1), GameResult(3, 36, "podkidnoy", "normal", 1),
        GameResult(3, 36, "podkidnoy", "hard", 3), GameResult(2, 24, "perevodnoy", "hard", 1),
        GameResult(4, 52, "perevodnoy", "mixed", 4, abandoned=True)])
    tables = stats.by_table()
    assert list(tables) == [(2, 24, "perevodnoy"), (3, 36, "podkidnoy"), (4, 52, "perevodnoy")]
    three = tables[(3, 36, "podkidnoy")]
    assert (three.games, three.wins, three.durak, three.best_streak, three.current_streak) == (
        3, 2, 1, 2, 0)
    levels = stats.by_level()
    assert list(levels) == ["normal", "hard", "mixed"]
    assert levels["hard"].durak_rate == 50.0 and levels["mixed"].durak_rate is None
    assert [round(s, 1) for s in stats.score_history()] == [100.0, 100.0, 66.7, 75.0, 60.0]
    assert stats.overall().current_streak == 0 and stats.overall().best_streak == 2


def test_the_score_kept_so_far_migrates_into_the_statistics(qtbot, make_window, tmp_path):
    old = {"games": 7, "points": 3.5, "times_last": 2, "last_place": 3, "last_players": 3,
           "abandoned": 1}
    (tmp_path / "score.json").write_text(json.dumps(old))
    window = make_window(players=2)
    assert window.statistics.stats.overall().games == 7
    finish(qtbot, window, "7S/6D H - 0", keys=(K.Key_Right, K.Key_Up), after=("P1 take",))
    book = StatsBook(tmp_path / "statistics.json")
    overall = book.stats.overall()
    assert (overall.games, overall.points, overall.durak, overall.abandoned) == (8, 4.5, 2, 1)
    assert json.loads((tmp_path / "score.json").read_text())["games"] == 8   # kept too
    assert book.stats.score_history() == [4.5 / 8 * 100]


def test_a_corrupt_statistics_file_is_set_aside_with_a_warning(qtbot, make_window, tmp_path):
    (tmp_path / "statistics.json").write_text('{"games": [{"players": 9}]}')
    window = make_window(players=2)
    qtbot.waitUntil(lambda: "statistics.json" in window.table.status.text, timeout=3000)
    assert window.statistics.warning and "statistics.json" in window.statistics.warning
    assert list(tmp_path.glob("statistics.json.corrupt-*"))
    assert window.statistics.stats.games == []


def test_old_games_beyond_the_limit_fold_into_the_earlier_totals(tmp_path, monkeypatch):
    monkeypatch.setattr(statistics, "MAX_GAMES", 3)
    book = StatsBook(tmp_path / "statistics.json")
    for place in (1, 2, 2, 1, 2):
        book.record(GameResult(2, 36, "podkidnoy", "normal", place))
    assert len(book.stats.games) == 3
    overall = StatsBook(tmp_path / "statistics.json").stats.overall()
    assert (overall.games, overall.wins, overall.durak, overall.points) == (5, 2, 3, 2.0)


def test_the_window_shows_charts_and_tables_and_exports_csv(qtbot, make_window, tmp_path,
                                                            monkeypatch):
    window = make_window(players=2)
    for game in (GameResult(2, 36, "podkidnoy", "normal", 1),
                 GameResult(3, 36, "podkidnoy", "hard", 3, epaulettes=True),
                 GameResult(3, 36, "podkidnoy", "hard", 2)):
        window.statistics.record(game)
    out = tmp_path / "out.csv"
    monkeypatch.setattr(stats_dialog, "_ask_csv_path", lambda parent: str(out))
    press(qtbot, window, K.Key_M)
    qtbot.waitUntil(lambda: window.dialog is not None)
    QTest.mouseClick(window.dialog.buttons["statistics"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.dialog, stats_dialog.StatisticsDialog))
    dialog = window.dialog
    qtbot.waitExposed(dialog)
    assert "Games: 3" in dialog.summary.text()
    assert "durak: 1 (with epaulettes: 1)" in dialog.summary.text()
    assert dialog.score_chart.accessibleDescription() == (
        "3 games: first 100.0%, lowest 50.0%, highest 100.0%, last 50.0%")
    assert dialog.places_chart.accessibleDescription() == "1: 1; 2: 1; 3: 1"
    assert dialog.durak_chart.accessibleDescription() == "Normal: 0.0%; Hard: 50.0%"
    assert dialog.epaulettes_chart.accessibleDescription() == "Normal: 0.0%; Hard: 50.0%"
    assert dialog.tables.rowCount() == 2 and dialog.levels.rowCount() == 2
    assert dialog.tables.item(1, 0).text() == "3 players, 36 cards, Podkidnoy"
    assert dialog.tables.horizontalHeaderItem(5).text() == "Epaulettes"
    assert dialog.tables.item(1, 5).text() == "1"
    image = dialog.score_chart.grab().toImage()
    assert image.pixelColor(image.width() // 2, image.height() // 2).isValid()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    QTest.mouseClick(dialog.export, Qt.MouseButton.LeftButton)
    assert "Exported" in dialog.note.text()
    lines = out.read_text().splitlines()
    assert lines[0] == ("game,players,deck,rules,level,place,won,durak,abandoned,undo,"
                        "score_percent,epaulettes")
    assert lines[2] == "2,3,36,podkidnoy,hard,3,0,1,0,0,50.0,1"
    QTest.keyClick(QApplication.focusWidget(), K.Key_Escape)
    qtbot.waitUntil(lambda: window.dialog is None)


def test_a_file_written_before_epaulettes_reads_as_none(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text('{"games": [{"players": 2, "deck": 36, "rules": "podkidnoy", '
                    '"level": "normal", "place": 2, "abandoned": false}], "earlier": '
                    '{"games": 4, "wins": 1, "points": 1.0, "durak": 3, "abandoned": 0}}')
    book = StatsBook(path)
    assert book.warning is None
    assert book.stats.games == [GameResult(2, 36, "podkidnoy", "normal", 2)]
    assert book.stats.overall().epaulettes == 0 and book.stats.overall().durak == 4
    book.record(GameResult(4, 36, "teams", "normal", 4, epaulettes=True))
    again = StatsBook(path).stats
    assert again.overall().epaulettes == 1 and again.games[-1].epaulettes
    assert again.by_table()[(4, 36, "teams")].durak == 1


def test_hostile_statistics_are_refused():
    for text in ('[]', '{"games": 3}', '{"games": [{}]}', '{"extra": 1}',
                 '{"games": [{"players": 2, "deck": 36, "rules": "podkidnoy", "level": "x",'
                 ' "place": 1, "abandoned": false}]}',
                 '{"games": [], "earlier": {"games": -1}}'):
        try:
            statistics.parse_statistics(text.encode())
        except ValueError:
            continue
        raise AssertionError(f"accepted {text}")


def test_before_the_first_game_every_chart_says_so(qtbot, make_window):
    window = make_window(players=2)
    dialog = stats_dialog.StatisticsDialog(window, window.statistics)
    qtbot.addWidget(dialog)
    for chart in (dialog.score_chart, dialog.places_chart, dialog.durak_chart,
                  dialog.epaulettes_chart):
        assert chart.accessibleDescription() == "No games yet"
    assert dialog.tables.rowCount() == 0


def test_the_statistics_file_is_read_just_after_the_first_frame(qtbot, tmp_path):
    book = StatsBook(tmp_path / "statistics.json")
    book.record(GameResult(players=3, deck=36, rules="podkidnoy", level="hard", place=1))
    window = MainWindow(Overrides(seed=1, speed="fast"), store=SettingsStore(
        tmp_path / "durak.ini"), folder=tmp_path)
    qtbot.addWidget(window)
    assert not window.statistics.loaded          # not before the table is on screen
    window.show()
    qtbot.waitUntil(lambda: window.statistics.loaded, timeout=3000)
    assert [game.place for game in window.statistics.stats.games] == [1]
    window.session.set_paused(True)
