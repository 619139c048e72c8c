"""The replay window: a recorded game stepped through at a table of its own, from the
saving player's side (HOME and END jump to the start and the end)."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtGui import QCloseEvent, QIcon, QKeyEvent
from PyQt6.QtWidgets import QMainWindow

from durak.engine import (
    Record,
)

from .kit import i18n
from .kit.i18n import tr
from .kit.screen_fit import TABLE_SIZE, fit_to_screen
from .kit.theme import ASSETS, ArtCache, load_theme
from .sessions.replay import ReplaySession
from .store.replay_file import SavedReplay
from .store.settings import SettingsStore
from .table.scene import TableScene
from .table.table_view import TableView


class ReplayWindow(QMainWindow):
    """A replay in a window of its own, from the saving player's side."""

    def __init__(self, replay: Record | SavedReplay, theme: str = "wood",
                 speed: str = "normal") -> None:
        super().__init__()
        if isinstance(replay, Record):
            replay = SavedReplay(replay)
        self.session = ReplaySession(replay.record, speed, replay.seat, replay.names,
                                           self)
        self.art = ArtCache(load_theme(theme))
        self.table = TableScene(self.session, self.art, self)
        self.table.new_game_requested.connect(lambda: self.session.go_to(0))
        self.view = ReplayView(self.table)
        self.setCentralWidget(self.view)
        self.setWindowTitle(tr("Replay"))
        self.setWindowIcon(QIcon(str(ASSETS / "icons" / "durak.svg")))
        fit_to_screen(self, TABLE_SIZE)   # as big as the table wants, or as fits the screen
        self.view.fullscreen_toggled.connect(
            lambda: self.showNormal() if self.isFullScreen() else self.showFullScreen())
        self.view.fullscreen_left.connect(self.showNormal)
        self.table.sync([], 0)
        self.view.setFocus()

    def closeEvent(self, event: QCloseEvent | None) -> None:
        self.session.shutdown()
        super().closeEvent(event)


def replay_window(replay: Record | SavedReplay,
                  store: SettingsStore | None = None) -> ReplayWindow:
    """A replay window in the player's language, theme and speed (from his settings)."""
    prefs = (store or SettingsStore()).load()
    i18n.install(prefs.language)
    return ReplayWindow(replay, theme=prefs.theme, speed=prefs.speed)


class ReplayView(TableView):
    """The table view, with HOME and END jumping to the start and the end."""

    def keyPressEvent(self, event: QKeyEvent | None) -> None:
        assert event is not None
        session = self.table.session
        assert isinstance(session, ReplaySession)
        if event.key() == Qt.Key.Key_Home:
            session.go_to(0)
        elif event.key() == Qt.Key.Key_End:
            session.go_to(session.total)
        else:
            super().keyPressEvent(event)
