"""Saving a game's record as a replay (for ``durak --replay`` and the replay window): the
"Save replay" file dialog and the atomic write, for a local game and an online one alike.

A replay file is the engine's record (JSON) with, for an online game, two keys the
engine ignores: ``seat``, the saving player's seat, which the replay is shown from, and
``names``, the players' names in seat order (``null`` for a seat without one).
"""

from __future__ import annotations

import json
import pathlib
from dataclasses import dataclass
from typing import Any

from PyQt6.QtWidgets import QFileDialog, QWidget

from durak.engine import Record, parse_json

from ..kit.i18n import tr
from .storage import read_bounded, write_atomic

MAX_NAME = 40   # room to spare over any name a server gives (protocol.messages.MAX_NAME)


@dataclass(frozen=True)
class SavedReplay:
    """A saved game and whose side it is shown from, with the players' names if known."""

    record: Record
    seat: int = 0
    names: tuple[str | None, ...] = ()

    def to_json(self) -> str:
        data = self.record.to_dict()
        if self.seat or self.names:
            data["seat"] = self.seat
            data["names"] = list(self.names)
        return json.dumps(data, ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, text: str | bytes) -> SavedReplay:
        """Read a replay file; anything wrong raises ``ValueError`` saying what."""
        try:
            data = parse_json(text)
        except ValueError as error:
            raise ValueError(f"the record is unreadable: {error}") from None
        record = Record.from_dict(data)
        seat = data.get("seat", 0)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < record.players:
            raise ValueError(f"the replay's seat must be a seat 0..{record.players - 1}")
        names = data.get("names", [])
        if not _names_ok(names, record.players):
            raise ValueError(f"the replay's names must be a list of {record.players} names "
                             f"(text of at most {MAX_NAME} characters, or null)")
        return cls(record, seat, tuple(names))


def replay_chooser(parent: QWidget, name: str = "durak-game.json") -> QFileDialog:
    """A "Save replay" dialog offering ``name`` in the home folder, not yet open: its
    ``fileSelected`` gives the path (with ``.json`` added when the name has no suffix)."""
    dialog = QFileDialog(parent, tr("Save replay"), str(pathlib.Path.home() / name),
                         tr("Durak games (*.json)"))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setDefaultSuffix("json")
    return dialog


def save_replay(path: pathlib.Path, replay: SavedReplay) -> str:
    """Write ``replay`` to ``path`` atomically; what to tell the player (saved, or why
    not: then nothing was written)."""
    try:
        write_atomic(path, replay.to_json())
    except OSError as error:
        return tr("Could not save the replay: {error}").format(error=error.strerror)
    return tr("Saved: {path}").format(path=path)


def _names_ok(names: Any, players: int) -> bool:
    if not isinstance(names, list):
        return False
    return names == [] or (len(names) == players and all(
        name is None or (isinstance(name, str) and 0 < len(name) <= MAX_NAME)
        for name in names))


def load_replay(path: str) -> SavedReplay:
    """Read a saved game; a bad file raises ``ValueError`` saying what is wrong."""
    try:
        raw = read_bounded(pathlib.Path(path))
    except OSError as error:
        raise ValueError(f"cannot read it ({error.strerror or type(error).__name__})") from None
    replay = SavedReplay.from_json(raw)
    replay.record.replay()   # every action must apply
    return replay
