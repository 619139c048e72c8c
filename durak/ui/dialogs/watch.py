"""Menu -> Watch a replay: the replay files saved or opened lately, or any other file."""

from __future__ import annotations

import pathlib
from collections.abc import Callable

from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import (
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..kit.i18n import tr
from ..kit.screen_fit import FittedDialog
from .common import BUTTON_STYLE

PATH = Qt.ItemDataRole.UserRole


def ask_replay_file(parent: QWidget) -> str:
    """The system's "Open" dialog for a replay file ("" when cancelled)."""
    path, _ = QFileDialog.getOpenFileName(parent, tr("Watch a replay"), str(pathlib.Path.home()),
                                          tr("Durak games (*.json)"))
    return path


class WatchReplayDialog(FittedDialog):
    """The recent replay files to choose from, and "Open a file..."; ``path`` is the
    chosen file once accepted."""

    def __init__(self, parent: QWidget, recent: list[pathlib.Path],
                 ask_path: Callable[[QWidget], str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Watch a replay"))
        self.setStyleSheet(BUTTON_STYLE)
        self.ask_path = ask_path or ask_replay_file
        self.path = ""
        layout = QVBoxLayout(self)
        label = QLabel(tr("&Recent replays:") if recent else tr("No recent replays yet."))
        layout.addWidget(label)
        self.list = QListWidget()
        self.list.setAccessibleName(tr("Recent replays"))
        label.setBuddy(self.list)
        for path in recent:
            item = QListWidgetItem(f"{path.name} — {path.parent}")
            item.setData(PATH, str(path))
            self.list.addItem(item)
        self.list.setVisible(bool(recent))
        if recent:
            self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda _item: self._watch_chosen())
        layout.addWidget(self.list, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.watch = QPushButton(tr("&Watch"))
        self.watch.setEnabled(bool(recent))
        self.open_file = QPushButton(tr("&Open a file..."))
        buttons.addButton(self.watch, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.open_file, QDialogButtonBox.ButtonRole.ActionRole)
        self.watch.clicked.connect(self._watch_chosen)
        self.open_file.clicked.connect(self._open_file)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        (self.watch if recent else self.open_file).setDefault(True)
        self.resize(520, 320)

    def _watch_chosen(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.path = str(item.data(PATH))
            self.accept()

    def _open_file(self) -> None:
        path = self.ask_path(self)
        if path:
            self.path = path
            self.accept()
