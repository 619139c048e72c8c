"""The rooms in an SQLite file (``durak-server --state FILE``, by default in the server's
data folder).

Write-ahead logging with ``synchronous=NORMAL``: every committed transaction survives the
server being killed (not a power cut, which may lose the last moments).  A file that is
not such a database, belongs to something else or comes from a newer version is moved
aside (``FILE.corrupt-TIME``) with a warning and the server starts with no rooms; a room
that cannot be read back is left out with a warning (after a copy of the file was set
aside).  A failed write is logged and play goes on: the rooms in memory are the truth
while the server runs.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import pathlib
import shutil
import sqlite3
import time
from typing import Any

from .store import StoredRoom

log = logging.getLogger(__name__)

FORMAT = "durak-server-state"
VERSION = 1
MAX_ROOM_BYTES = 100_000      # a room's state is a few hundred bytes
MAX_ACTIONS = 10_000          # a game has a few hundred actions at most

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rooms (code TEXT PRIMARY KEY, data TEXT NOT NULL,
                                  clock TEXT);
CREATE TABLE IF NOT EXISTS actions (code TEXT NOT NULL, game INTEGER NOT NULL,
                                    idx INTEGER NOT NULL, action TEXT NOT NULL,
                                    PRIMARY KEY (code, game, idx)) WITHOUT ROWID;
"""


class StateFileError(Exception):
    """The file is not a state file this server can read."""


def default_state_file() -> pathlib.Path:
    """``$XDG_DATA_HOME/durak-server/rooms.sqlite3`` (``~/.local/share/...``)."""
    base = os.environ.get("XDG_DATA_HOME") or pathlib.Path.home() / ".local" / "share"
    return pathlib.Path(base) / "durak-server" / "rooms.sqlite3"


def set_aside(path: pathlib.Path, reason: str, copy: bool = False) -> pathlib.Path | None:
    """Move (or ``copy``) the state file out of the way as ``NAME.corrupt-TIME``, with its
    write-ahead log, and warn; where it went (None: it could not be moved)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
        counter += 1
    try:
        if copy:
            shutil.copy2(path, target)
        else:
            os.replace(path, target)
            for suffix in ("-wal", "-shm"):
                extra = path.with_name(path.name + suffix)
                if extra.exists():
                    os.replace(extra, target.with_name(target.name + suffix))
    except OSError as error:
        log.warning("the state file %s is unusable (%s) and could not be set aside: %s",
                    path, reason, error)
        return None
    log.warning("the state file %s is unusable (%s): %s it to %s%s", path, reason,
                "copied" if copy else "moved", target,
                "" if copy else " and started with no rooms")
    return target


class SQLiteStore:
    """Rooms in one SQLite file; see the module's docstring."""

    durable = True
    shared = False

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = pathlib.Path(path)
        self._failed_writes = 0
        try:
            self.db = self._open()
        except (sqlite3.DatabaseError, StateFileError) as error:
            self._close_quietly()
            if set_aside(self.path, str(error)) is None:
                raise
            self.db = self._open()

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not self.path.exists():     # only the server's user reads it
            os.close(os.open(self.path, os.O_CREAT | os.O_WRONLY, 0o600))
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        db = self.db
        # Read before anything is written: a file set aside stays as it was found.
        tables = {row[0] for row in db.execute(
            "SELECT name FROM sqlite_master WHERE type='table'")}
        if tables and "meta" not in tables:
            raise StateFileError("it is another program's database")
        if tables:
            meta = dict(db.execute("SELECT key, value FROM meta").fetchall())
            if meta.get("format") != FORMAT:
                raise StateFileError(f"its format is {meta.get('format')!r:.40}, not {FORMAT}")
            try:
                version = int(meta.get("version", ""))
            except ValueError:
                raise StateFileError("its version is not a number") from None
            if version > VERSION:
                raise StateFileError(f"it was written by a newer server (version {version})")
            if version < 1:
                raise StateFileError(f"its version {version} does not exist")
            db.execute("SELECT code, data, clock FROM rooms LIMIT 1").fetchall()
            db.execute("SELECT code, game, idx, action FROM actions LIMIT 1").fetchall()
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        if not tables:
            db.executescript(f"BEGIN;{SCHEMA}"
                             f"INSERT INTO meta VALUES ('format', '{FORMAT}');"
                             f"INSERT INTO meta VALUES ('version', '{VERSION}');COMMIT;")
        return db

    def _close_quietly(self) -> None:
        db = getattr(self, "db", None)
        if db is not None:
            with contextlib.suppress(sqlite3.Error):
                db.close()

    # --- reading -------------------------------------------------------------------------
    def load(self) -> list[StoredRoom]:
        try:
            rooms = self._read()
        except sqlite3.DatabaseError as error:
            self._close_quietly()
            set_aside(self.path, str(error))
            self.db = self._open()
            return []
        return rooms

    def _read(self) -> list[StoredRoom]:
        rooms: dict[str, StoredRoom] = {}
        bad: list[str] = []
        games: dict[str, int] = {}
        for code, text, _ in self.db.execute("SELECT code, data, clock FROM rooms"):
            try:
                if not isinstance(text, str) or len(text) > MAX_ROOM_BYTES:
                    raise ValueError("its state is not text of a sensible size")
                data = json.loads(text)
                if not isinstance(data, dict):
                    raise ValueError("its state is not an object")
                game = data.get("game_id", 0)
                games[code] = game if isinstance(game, int) else -1
                rooms[code] = StoredRoom(str(code), data)
            except ValueError as error:
                log.warning("room %.20r in the state file is unreadable: %s", code, error)
                bad.append(code)
        counts: dict[str, int] = {}
        for code, game, index, text in self.db.execute(
                "SELECT code, game, idx, action FROM actions ORDER BY code, game, idx"):
            room = rooms.get(code)
            if room is None or game != games.get(code):
                continue
            counts[code] = counts.get(code, 0) + 1
            try:
                if index != len(room.actions) or counts[code] > MAX_ACTIONS:
                    raise ValueError("its actions are not in order")
                action = json.loads(text)
                if not isinstance(action, dict):
                    raise ValueError("an action is not an object")
                room.actions.append(action)
            except ValueError as error:
                log.warning("room %.20r in the state file is unreadable: %s", code, error)
                bad.append(code)
                rooms.pop(code, None)
        if bad:
            self.forget(bad, "rooms that could not be read")
        return list(rooms.values())

    def forget(self, codes: list[str], why: str) -> None:
        """Drop rooms that cannot be played on, after a copy of the file was set aside."""
        if not codes:
            return
        with contextlib.suppress(sqlite3.Error):
            self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        set_aside(self.path, f"{len(codes)} {why}", copy=True)
        for code in codes:
            self.drop_room(code)

    # --- writing -------------------------------------------------------------------------
    def _write(self, statements: list[tuple[str, tuple[Any, ...]]]) -> None:
        try:
            with self.db:
                self.db.execute("BEGIN")
                for sql, parameters in statements:
                    self.db.execute(sql, parameters)
        except sqlite3.Error as error:
            self._failed_writes += 1
            if self._failed_writes in (1, 10, 100) or self._failed_writes % 1000 == 0:
                log.error("could not write the state file %s (%d failures so far): %s",
                          self.path, self._failed_writes, error)

    def put_room(self, code: str, data: dict[str, Any], new_game: bool = False) -> None:
        statements: list[tuple[str, tuple[Any, ...]]] = [
            ("INSERT INTO rooms (code, data) VALUES (?, ?) ON CONFLICT (code) "
             "DO UPDATE SET data = excluded.data", (code, json.dumps(data)))]
        if new_game:
            statements.append(("DELETE FROM actions WHERE code = ?", (code,)))
        self._write(statements)

    def add_action(self, code: str, game: int, index: int, action: dict[str, Any],
                   clock: dict[str, Any] | None) -> None:
        self._write([
            ("INSERT OR REPLACE INTO actions VALUES (?, ?, ?, ?)",
             (code, game, index, json.dumps(action, ensure_ascii=False))),
            ("UPDATE rooms SET clock = ? WHERE code = ?",
             (None if clock is None else json.dumps(clock), code))])

    def drop_room(self, code: str) -> None:
        self._write([("DELETE FROM actions WHERE code = ?", (code,)),
                     ("DELETE FROM rooms WHERE code = ?", (code,))])

    def close(self) -> None:
        self._close_quietly()
