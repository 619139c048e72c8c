"""Replays to watch again: the replay files saved or opened lately (``recent-replays.json``,
their paths, newest first) and the records of the last games finished here
(``recent-games/``), which the statistics offer to watch.
"""

from __future__ import annotations

import json
import logging
import pathlib
import time

from .replay_file import SavedReplay
from .storage import read_file, write_atomic

log = logging.getLogger(__name__)

RECENT_FILES = 8     # replay files listed in "Watch a replay"
RECENT_GAMES = 10    # finished games kept to watch from the statistics
RECENT_NAME = "recent-replays.json"
GAMES_FOLDER = "recent-games"


def _paths(raw: bytes) -> list[str]:
    data = json.loads(raw)
    if not isinstance(data, list) or not all(isinstance(p, str) for p in data):
        raise ValueError("recent replays must be a list of paths")
    return data


class RecentReplays:
    """The replay files saved or opened lately, newest first; a corrupt list is set aside
    with a warning and the list starts afresh."""

    def __init__(self, folder: pathlib.Path) -> None:
        self.path = folder / RECENT_NAME
        self.games_folder = folder / GAMES_FOLDER
        self.warning: str | None = None

    def files(self) -> list[pathlib.Path]:
        """The listed replay files that still exist, newest first."""
        paths, self.warning = read_file(self.path, _paths)
        return [pathlib.Path(p) for p in paths or [] if pathlib.Path(p).is_file()]

    def add(self, path: pathlib.Path) -> None:
        """``path`` was saved or opened: first in the list (once)."""
        path = path.resolve()
        kept = [p for p in self.files() if p.resolve() != path]
        try:
            write_atomic(self.path, json.dumps([str(p) for p in [path, *kept][:RECENT_FILES]],
                                               ensure_ascii=False))
        except OSError as error:
            log.warning("could not write %s: %s", self.path, error)

    def keep_game(self, replay: SavedReplay, now: float | None = None) -> pathlib.Path | None:
        """Keep a finished game's record to watch later; the oldest beyond
        ``RECENT_GAMES`` go."""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
        path = self.games_folder / f"game-{stamp}.json"
        counter = 1
        while path.exists():
            path = self.games_folder / f"game-{stamp}-{counter}.json"
            counter += 1
        try:
            write_atomic(path, replay.to_json())
        except OSError as error:
            log.warning("could not keep the finished game in %s: %s", path, error)
            return None
        for old in self.games()[RECENT_GAMES:]:
            old.unlink(missing_ok=True)
        return path

    def games(self) -> list[pathlib.Path]:
        """The finished games kept, newest first."""
        if not self.games_folder.is_dir():
            return []
        return sorted(self.games_folder.glob("game-*.json"),
                      key=lambda p: (p.stat().st_mtime_ns, p.name), reverse=True)
