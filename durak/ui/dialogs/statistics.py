"""The statistics window: totals, charts, tables per table and per opponent level, CSV."""

from __future__ import annotations

import pathlib
from collections.abc import Callable

from PyQt6.QtCore import QDateTime, QLocale, Qt, pyqtSignal
from PyQt6.QtWidgets import (
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from durak.ai import LEVELS

from ..kit.charts import Chart
from ..kit.i18n import N_, number, tr, trn
from ..kit.named_tabs import NamedTabs
from ..kit.screen_fit import FittedDialog, ScrollingBody
from ..store.replay_file import load_replay
from ..store.settings import LEVEL_NAMES
from ..store.statistics import MIXED, Statistics, StatsBook, Totals
from ..store.storage import write_atomic

VARIANT_NAMES = {"podkidnoy": N_("Podkidnoy"), "perevodnoy": N_("Perevodnoy"),
                 "teams": N_("Teams")}


def level_name(level: str) -> str:
    return tr("Mixed") if level == MIXED else tr(LEVEL_NAMES.get(level, level))


def table_name(key: tuple[int, int, str]) -> str:
    players, deck, rules = key
    return tr("{players}, {cards}, {rules}").format(
        players=trn("%n players", players), cards=trn("%n cards", deck),
        rules=tr(VARIANT_NAMES.get(rules, rules)))


def percent_text(value: float | None) -> str:
    return "-" if value is None else f"{number(value, 1)} %"


def summary_text(totals: Totals) -> str:
    return tr("Games: {games} · won: {wins} · durak: {durak} (with epaulettes: {epaulettes}) · "
              "abandoned: {abandoned} · score: {score} · streak: {streak} (best {best})").format(
        games=totals.games, wins=totals.wins, durak=totals.durak,
        epaulettes=totals.epaulettes, abandoned=totals.abandoned,
        score=percent_text(totals.percent), streak=totals.current_streak,
        best=totals.best_streak) + (
        "\n" + trn("%n games with a move taken back (Ctrl+Z)", totals.undone)
        if totals.undone else "") + (
        "\n" + trn("Cheating: %n cheats made", totals.cheats) + " · " + tr(
            "caught: {caught} · your right catches: {catches}").format(
            caught=totals.cheats_caught, catches=totals.catches)
        if totals.cheats or totals.catches else "")


def places_text(totals: Totals) -> str:
    return ", ".join(f"{place}: {count}" for place, count in sorted(totals.places.items()))


class StatisticsDialog(FittedDialog):
    """Shows a ``StatsBook``; "Export CSV..." writes one row per game; the recent games
    kept (``games``) can be watched again (``watch_requested`` with the file's path)."""

    watch_requested = pyqtSignal(str)

    def __init__(self, parent: QWidget, book: StatsBook,
                 ask_path: Callable[[QWidget], str] | None = None,
                 games: list[pathlib.Path] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics"))
        self.book = book
        self.ask_path = ask_path or _ask_csv_path
        stats = book.stats
        outer = QVBoxLayout(self)
        scrolling = ScrollingBody()   # the charts' least size outgrows a scale-2 laptop
        outer.addWidget(scrolling, 1)
        layout = scrolling.content
        self.summary = QLabel(summary_text(stats.overall()))
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        tabs = NamedTabs()
        tabs.addTab(self._charts(stats), tr("&Charts"))
        self.tables = self._table(
            tr("Table"), [(table_name(k), t) for k, t in stats.by_table().items()])
        tabs.addTab(self.tables, tr("By &table"))
        self.levels = self._table(
            tr("Opponents"), [(level_name(k), t) for k, t in stats.by_level().items()])
        tabs.addTab(self.levels, tr("By &opponents"))
        tabs.addTab(self._recent(games or []), tr("Recent &games"))
        layout.addWidget(tabs, 1)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export = QPushButton(tr("&Export CSV..."))
        buttons.addButton(self.export, QDialogButtonBox.ButtonRole.ActionRole)
        self.export.clicked.connect(self.export_csv)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.resize(760, 560)

    def _charts(self, stats: Statistics) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        self.score_chart = Chart(tr("Score over time"), "line")
        history = stats.score_history()
        self.score_chart.set_data([], list(history), 100.0, "%")
        overall = stats.overall()
        self.places_chart = Chart(tr("Places (games finished)"), "bars")
        places = range(1, max(overall.places, default=2) + 1)
        counts: list[float | None] = [float(overall.places.get(place, 0)) if overall.places
                                      else None for place in places]
        most = max((int(c) for c in counts if c is not None), default=0)
        self.places_chart.set_data([str(p) for p in places], counts,
                                   float(max(2, most + most % 2)))   # even: a whole middle
        self.durak_chart = Chart(tr("Durak rate by opponent level"), "bars")
        by_level = stats.by_level()
        levels = [level for level in (*LEVELS, MIXED) if level in by_level]
        self.durak_chart.set_data([level_name(level) for level in levels],
                                  [by_level[level].durak_rate for level in levels], 100.0, "%")
        self.epaulettes_chart = Chart(tr("Epaulettes by opponent level"), "bars")
        self.epaulettes_chart.set_data([level_name(level) for level in levels],
                                       [by_level[level].epaulette_rate for level in levels],
                                       100.0, "%")
        grid.addWidget(self.score_chart, 0, 0)
        grid.addWidget(self.places_chart, 0, 1)
        grid.addWidget(self.durak_chart, 1, 0)
        grid.addWidget(self.epaulettes_chart, 1, 1)
        return page

    def _recent(self, games: list[pathlib.Path]) -> QWidget:
        """The last games finished here, newest first, each to watch again."""
        page = QWidget()
        layout = QVBoxLayout(page)
        self.games = QListWidget()
        self.games.setAccessibleName(tr("Recent games"))
        for path in games:
            try:
                players = load_replay(str(path)).record.players
            except ValueError:
                continue   # a kept game that no longer reads is not offered
            when = QDateTime.fromSecsSinceEpoch(int(path.stat().st_mtime))
            item = QListWidgetItem(tr("{when} · {players}").format(
                when=QLocale().toString(when, QLocale.FormatType.ShortFormat),
                players=trn("%n players", players)))
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            self.games.addItem(item)
        if self.games.count():
            self.games.setCurrentRow(0)
        self.games.itemActivated.connect(lambda _item: self.watch_game())
        layout.addWidget(self.games, 1)
        self.watch_button = QPushButton(tr("&Watch this game"))
        self.watch_button.setEnabled(self.games.count() > 0)
        self.watch_button.clicked.connect(self.watch_game)
        layout.addWidget(self.watch_button)
        if not self.games.count():
            layout.insertWidget(0, QLabel(tr("The games you finish here are kept to watch "
                                             "again.")))
        return page

    def watch_game(self) -> None:
        """Watch the chosen recent game in a replay window."""
        item = self.games.currentItem()
        if item is not None:
            self.watch_requested.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def _table(self, first: str, rows: list[tuple[str, Totals]]) -> QTableWidget:
        headers = [first, tr("Games"), tr("Won"), tr("Places"), tr("Durak"), tr("Epaulettes"),
                   tr("Abandoned"), tr("Best streak"), tr("Streak"), tr("Score")]
        table = QTableWidget(len(rows), len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().setVisible(False)  # type: ignore[union-attr]  # always set
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setAccessibleName(first)
        for row, (name, t) in enumerate(rows):
            cells = [name, str(t.games), str(t.wins), places_text(t), str(t.durak),
                     str(t.epaulettes), str(t.abandoned), str(t.best_streak), str(t.current_streak),
                     percent_text(t.percent)]
            for column, text in enumerate(cells):
                table.setItem(row, column, QTableWidgetItem(text))
        table.resizeColumnsToContents()
        return table

    def export_csv(self) -> None:
        path = self.ask_path(self)
        if not path:
            return
        try:
            write_atomic(pathlib.Path(path), self.book.stats.to_csv())
        except OSError as error:
            self.note.setText(tr("Could not export: {error}").format(
                error=error.strerror or error))
            return
        self.note.setText(tr("Exported: {path}").format(path=path))


def _ask_csv_path(parent: QWidget) -> str:
    path, _filter = QFileDialog.getSaveFileName(
        parent, tr("Export statistics"), str(pathlib.Path.home() / "durak-statistics.csv"),
        tr("CSV files (*.csv)"))
    return path
