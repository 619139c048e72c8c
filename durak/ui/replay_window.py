"""The replay window: a recorded game stepped through at a table of its own, from the
saving player's side (HOME and END jump to the start and the end)."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtGui import QCloseEvent, QKeyEvent

from durak.engine import (
    Record,
)

from .kit import i18n
from .kit.i18n import tr
from .sessions.replay import ReplaySession
from .store.replay_file import SavedReplay
from .store.settings import Preferences, SettingsStore
from .table.table_view import TableView
from .table.window import TableWindow


class ReplayWindow(TableWindow):
    """A replay in a window of its own, from the saving player's side."""

    session: ReplaySession
    sorts_hand = False   # the hands as they were

    def __init__(self, replay: Record | SavedReplay, theme: str = "wood",
                 speed: str = "normal") -> None:
        super().__init__(Preferences(theme=theme, speed=speed), tr("Replay"))
        if isinstance(replay, Record):
            replay = SavedReplay(replay)
        self.session = ReplaySession(replay.record, speed, replay.seat, replay.names, self)
        self.add_table(self.session, ReplayView)
        self.table.new_game_requested.connect(lambda: self.session.go_to(0))
        self.fit_to_table()
        self.connect_keys()
        self.table.sync([], 0)
        self.view.setFocus()

    def closeEvent(self, event: QCloseEvent | None) -> None:
        self.session.shutdown()
        super().closeEvent(event)


def replay_window(replay: Record | SavedReplay,
                  store: SettingsStore | None = None) -> ReplayWindow:
    """A replay window in the player's language, theme, cards and speed (from his
    settings)."""
    prefs = (store or SettingsStore()).load()
    i18n.install(prefs.language)
    window = ReplayWindow(replay, theme=prefs.theme, speed=prefs.speed)
    window.table.show_message(window.use_deck(prefs))
    return window


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
