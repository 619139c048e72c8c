"""The running game, saved as an engine record after every action, to resume after a close,
a crash or a killed process."""

from __future__ import annotations

import logging
import pathlib

from durak.engine import Game, Record

from .storage import set_aside, unreadable, write_atomic

log = logging.getLogger(__name__)


class SavedGame:
    """``current-game.json`` in the app's data folder."""

    def __init__(self, path: pathlib.Path) -> None:
        self.path = path
        self.warning: str | None = None

    def save(self, game: Game) -> None:
        """Write the game's record atomically (a finished or untouched game removes it)."""
        if game.is_over or not game.history:
            self.clear()
            return
        try:
            write_atomic(self.path, game.record().to_json())
        except OSError as error:
            log.error("could not save the running game to %s: %s", self.path, error)

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)

    def load(self) -> Game | None:
        """The unfinished game, or ``None``; a corrupt file is set aside with a warning."""
        if not self.path.exists():
            return None
        try:
            game = Record.from_json(self.path.read_text(encoding="utf-8")).replay()
        except (OSError, UnicodeDecodeError, ValueError) as error:
            moved = set_aside(self.path, str(error))
            self.warning = unreadable(self.path, moved)
            return None
        if game.is_over or not game.history:
            self.clear()
            return None
        return game
