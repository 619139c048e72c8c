"""The running game, saved as an engine record after every action, to resume after a close,
a crash or a killed process."""

from __future__ import annotations

import logging
import pathlib

from durak.engine import Game, Record

from .storage import read_file, write_atomic

log = logging.getLogger(__name__)


def parse_game(raw: bytes) -> Game:
    """The game a saved record rebuilds; a bad record raises ``ValueError``."""
    return Record.from_json(raw).replay()


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
        game, self.warning = read_file(self.path, parse_game)
        if game is not None and (game.is_over or not game.history):
            self.clear()
            return None
        return game
