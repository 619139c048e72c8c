"""``--record FILE``: one JSON object per line, flushed as it happens.

Every applied action is ``{"kind", "player", "cards", "target"}``; the end of a game is
``{"kind": "game_over", "winners": [...], "durak": seat or null}``; an undo is
``{"kind": "undo", "moves": n}``: only the game's first n actions stand.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from durak.engine import Action


class RecordLog:
    def __init__(self, path: str) -> None:
        self.path = path
        # Opened once, line-buffered, appended to: a crash loses at most the current line.
        self._file = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115

    def _write(self, data: dict[str, Any]) -> None:
        self._file.write(json.dumps(data, ensure_ascii=False) + "\n")
        self._file.flush()

    def action(self, action: Action) -> None:
        self._write(action.to_dict())

    def game_over(self, winners: Sequence[int], durak: int | None) -> None:
        self._write({"kind": "game_over", "winners": list(winners), "durak": durak})

    def undo(self, moves: int) -> None:
        self._write({"kind": "undo", "moves": moves})

    def close(self) -> None:
        self._file.close()
