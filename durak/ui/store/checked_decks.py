"""The system deck files already checked and found clean (``kit/deck_files.KnownClean``),
kept in the cache folder so that an unchanged deck is not checked again at every start.

The file (``checked-decks.json``) names each clean deck file with its stamp (size,
modification and change times, inode) and the checks it passed (``deck_files.CHECKS``);
a file whose stamp differs, or one checked by other checks, is checked again.  It is
written atomically; a corrupt one is set aside with a warning and every deck is checked
again.  Someone who could change a deck file without changing its stamp could as well
write this file: it trusts nothing its owner could not already change.
"""

from __future__ import annotations

import json
import logging
import pathlib
import threading

from ..kit.deck_files import CHECKS, Stamp
from .storage import read_file, write_atomic

log = logging.getLogger(__name__)

FILE_NAME = "checked-decks.json"
MAX_ENTRIES = 64   # far more decks than any system installs; the oldest go first


def _parsed(data: bytes) -> dict[str, Stamp]:
    """The clean files of ``data``, or ``ValueError`` for a file this app did not write;
    a file of other checks holds none."""
    document = json.loads(data.decode("utf-8"))
    if not isinstance(document, dict) or not isinstance(document.get("clean"), dict):
        raise ValueError("not a record of checked decks")
    if document.get("checks") != CHECKS:
        return {}
    clean: dict[str, Stamp] = {}
    for path, stamp in document["clean"].items():
        if not (isinstance(stamp, list) and len(stamp) == 4
                and all(type(part) is int for part in stamp)):
            raise ValueError(f"a bad stamp for {path!r}")
        clean[path] = (stamp[0], stamp[1], stamp[2], stamp[3])
    return clean


class CheckedDecks:
    """The deck files found clean, in ``path``; read when first asked, written at each
    new one.  Used from the thread that loads a deck as well as the application's."""

    def __init__(self, path: pathlib.Path) -> None:
        self.path = path
        self._clean: dict[str, Stamp] | None = None
        self._lock = threading.Lock()

    def _entries(self) -> dict[str, Stamp]:
        if self._clean is None:
            clean, warning = read_file(self.path, _parsed)
            if warning:
                log.warning("%s", warning)
            self._clean = clean or {}
        return self._clean

    def is_clean(self, path: pathlib.Path, stamp: Stamp) -> bool:
        with self._lock:
            return self._entries().get(str(path)) == stamp

    def remember_clean(self, path: pathlib.Path, stamp: Stamp) -> None:
        with self._lock:
            clean = self._entries()
            clean.pop(str(path), None)
            clean[str(path)] = stamp   # the newest last
            while len(clean) > MAX_ENTRIES:
                del clean[next(iter(clean))]
            document = {"checks": CHECKS, "clean": {name: list(s) for name, s in clean.items()}}
            try:
                write_atomic(self.path, json.dumps(document, indent=1))
            except OSError as error:   # checked again next time: nothing is lost
                log.warning("could not keep the checked decks in %s: %s", self.path, error)
