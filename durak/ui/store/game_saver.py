"""When the running game is written: a short moment after it changes, not inside the move.

Writing the record (with ``fsync``) costs more than applying a move and updating the table,
so a move no longer waits for it: the first change starts a short timer, and the write
takes every change made until then (a bot's answer, the end of a round).  A write is never
more than ``SAVE_DELAY_MS`` behind the table; closing the window, pausing, an error and a
game that ends or starts write at once.  A process killed outright (``kill -9``, a power
cut) loses at most the moves of that last moment: the file always holds a whole position.
"""

from __future__ import annotations

from PyQt6.QtCore import QObject, QTimer

from durak.engine import Game

from .saved_game import SavedGame

SAVE_DELAY_MS = 250


class GameSaver(QObject):
    """Writes ``saved`` at most ``SAVE_DELAY_MS`` after the game changed."""

    def __init__(self, saved: SavedGame, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.saved = saved
        self._pending: tuple[Game, bool] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_DELAY_MS)
        self._timer.timeout.connect(self.flush)

    @property
    def pending(self) -> bool:
        """True while a change waits to be written."""
        return self._pending is not None

    def changed(self, game: Game, undo_used: bool = False) -> None:
        """The game changed: write it soon (a finished or new game's file goes at once,
        so a game that ended is never offered to resume)."""
        self._pending = (game, undo_used)
        if game.is_over or not game.history:
            self.flush()
        elif not self._timer.isActive():   # not restarted: a busy table still saves
            self._timer.start()

    def flush(self) -> None:
        """Write what is pending now."""
        self._timer.stop()
        if self._pending is not None:
            game, undo_used = self._pending
            self._pending = None
            self.saved.save(game, undo_used)
