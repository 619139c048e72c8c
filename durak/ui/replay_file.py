"""Saving a game's record as a replay (for ``durak --replay`` and the replay window): the
"Save replay" file dialog and the atomic write, for a local game and an online one alike."""

from __future__ import annotations

import pathlib

from PyQt6.QtWidgets import QFileDialog, QWidget

from durak.engine import Record

from .i18n import tr
from .storage import write_atomic


def replay_chooser(parent: QWidget, name: str = "durak-game.json") -> QFileDialog:
    """A "Save replay" dialog offering ``name`` in the home folder, not yet open: its
    ``fileSelected`` gives the path (with ``.json`` added when the name has no suffix)."""
    dialog = QFileDialog(parent, tr("Save replay"), str(pathlib.Path.home() / name),
                         tr("Durak games (*.json)"))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setDefaultSuffix("json")
    return dialog


def save_replay(path: pathlib.Path, record: Record) -> str:
    """Write ``record`` to ``path`` atomically; what to tell the player (saved, or why
    not: then nothing was written)."""
    try:
        write_atomic(path, record.to_json(indent=1))
    except OSError as error:
        return tr("Could not save the replay: {error}").format(error=error.strerror)
    return tr("Saved: {path}").format(path=path)
