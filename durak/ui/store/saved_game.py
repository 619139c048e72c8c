"""The running game, saved as an engine record (a moment after each action: see
``game_saver``), to resume after a close, a crash or a killed process.  A game in which a
move was taken back also says so (``"undo_used": true`` beside the record's fields), so its
statistics keep the mark."""

from __future__ import annotations

import json
import logging
import pathlib

from durak.engine import Game, Record, parse_json

from .storage import read_file, write_atomic

log = logging.getLogger(__name__)


def parse_game(raw: bytes) -> Game:
    """The game a saved record rebuilds; a bad record raises ``ValueError``."""
    return parse_saved(raw)[0]


def parse_saved(raw: bytes) -> tuple[Game, bool]:
    """The saved game and whether a move was taken back in it; anything wrong raises
    ``ValueError``."""
    data = parse_json(raw)
    undo_used = data.get("undo_used", False) if isinstance(data, dict) else False
    if not isinstance(undo_used, bool):
        raise ValueError("undo_used must be true or false")
    return Record.from_dict(data).replay(), undo_used


class SavedGame:
    """``current-game.json`` in the app's data folder."""

    def __init__(self, path: pathlib.Path) -> None:
        self.path = path
        self.warning: str | None = None
        self.undo_used = False   # of the game last loaded

    def save(self, game: Game, undo_used: bool = False) -> None:
        """Write the game's record atomically (a finished or untouched game removes it)."""
        if game.is_over or not game.history:
            self.clear()
            return
        data = Record.of(game).to_dict()
        if undo_used:
            data["undo_used"] = True
        try:
            write_atomic(self.path, json.dumps(data, ensure_ascii=False))
        except OSError as error:
            log.error("could not save the running game to %s: %s", self.path, error)

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)

    def load(self) -> Game | None:
        """The unfinished game, or ``None``; a corrupt file is set aside with a warning."""
        saved, self.warning = read_file(self.path, parse_saved)
        self.undo_used = False
        if saved is None:
            return None
        game, undo_used = saved
        if game.is_over or not game.history:
            self.clear()
            return None
        self.undo_used = undo_used
        return game
