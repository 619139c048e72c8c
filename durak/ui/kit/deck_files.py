"""Card decks other programs install, found in the XDG data folders and read with limits.

Two layouts are known: KDE's (``carddecks/svg-*/index.desktop`` naming the deck and its
``.svgz``; element ids ``queen_heart``, ``6_club``, ``1_spade`` for the ace, ``back``) and
GNOME Aisleriot's (``aisleriot/cards/*.svgz``; ``heart_queen``, ``club_6``, ``spade_1``,
``back``).  Nothing here draws: ``kit/decks.py`` renders what ``read_svg`` hands it.

A deck file is somebody else's file: it is read only up to ``MAX_FILE_BYTES`` and
decompressed only up to ``MAX_SVG_BYTES`` (a small gzip can unpack to gigabytes), and an
SVG that declares entities, carries a script or imports a style sheet is refused.  A
reference to anything outside the file (``href="other.svg"``, ``file:``, ``http:``) is
blanked out, so the renderer never opens another file or the network for a deck.

Checking costs 10 to 25 ms a deck; a ``KnownClean`` (``store/checked_decks.py``) remembers
the files that passed with nothing to blank out, by path and stamp (size, modification
and change times, inode, as ``os.fstat`` gives them once the file is read), so an unchanged
file is only unpacked at the next start.  Any change to the file changes its stamp, and
it is checked again; so does a change to the checks (``CHECKS``).  A file changed in the
last seconds is not remembered (``SETTLED_NS``).
"""

from __future__ import annotations

import logging
import os
import pathlib
import re
import time
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol
from xml.etree import ElementTree

log = logging.getLogger(__name__)

MAX_FILE_BYTES = 16 * 1024 * 1024   # the largest installed deck (KDE's Dondorf) is 3.2 MB
MAX_SVG_BYTES = 48 * 1024 * 1024    # ... and 11 MB unpacked
MAX_INDEX_BYTES = 64 * 1024         # an index.desktop is a few KB
# The parts a file may draw, counting each that a <use> repeats: a few KB of <use>s that
# each repeat ten of the level below would freeze the renderer.  Installed decks draw
# at most a few thousand.
MAX_DRAWN = 200_000
FEW_USES = 24   # so few <use>s cannot repeat much (3**8 parts at most): not counted
MAX_USE_DEPTH = 100   # <use>s of <use>s: deeper is refused (and Python's stack is safe)
USE = "{http://www.w3.org/2000/svg}use"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
KDE, AISLERIOT = "kde", "aisleriot"
# What a file found clean was checked against: a file is checked again when this changes
# (the limits, or the version of the checks, raised when a check is added or changed).
# A file changed this recently is not remembered as clean: a file system's clock ticks in
# milliseconds, so a change within the same tick would leave the stamp as it was.
SETTLED_NS = 2_000_000_000
CHECKS = f"1/{MAX_FILE_BYTES}/{MAX_SVG_BYTES}/{MAX_DRAWN}/{FEW_USES}/{MAX_USE_DEPTH}"

# Element ids: the rank's word in each layout (2..10 as numbers, the ace as 1).
_RANK_WORDS = {11: "jack", 12: "queen", 13: "king", 14: "1"}
_SUIT_WORDS = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}

# XML names are case-sensitive (SVG's attributes are lower case), so only what a browser
# or CSS would read in any case is matched so (and ignoring case costs ten times the time).
_ENTITY = re.compile(rb"<!ENTITY")
_SCRIPT = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?[sS][cC][rR][iI][pP][tT]\b")
_IMPORT = re.compile(rb"@[iI][mM][pP][oO][rR][tT]")
_HANDLER = re.compile(rb"\son[a-z]+\s*=")   # onload="..." and the like
_HANDLER_STARTS = (b" on", b"\non", b"\ton", b"\ron")   # found first, far faster
# href / xlink:href values that point outside the file (anything but "#id" or data:).
_OUTSIDE = re.compile(rb"""(href\s*=\s*)(["'])(?!\s*#|\s*data:)[^"']*\2""")
_STYLE_URL = re.compile(rb"""url\(\s*["']?(?!\s*#|\s*data:)[^)]*\)""")   # lower-cased


class DeckError(ValueError):
    """Why a deck cannot be used (the deck is skipped and the game's own is drawn)."""


Stamp = tuple[int, int, int, int]   # size, mtime_ns, ctime_ns, inode


class KnownClean(Protocol):
    """The deck files that passed every check with nothing to blank out, as they were."""

    def is_clean(self, path: pathlib.Path, stamp: Stamp) -> bool:
        """Whether ``path``, as ``stamp`` says it is now, was checked and found clean."""

    def remember_clean(self, path: pathlib.Path, stamp: Stamp) -> None:
        """``path``, as ``stamp`` says it is, passed every check with nothing to blank."""


@dataclass(frozen=True)
class DeckInfo:
    """An installed deck: ``key`` as the settings keep it ("kde/svg-oxygen",
    "aisleriot/atlasnye"), its name (and translations, by language code), its SVG file
    and which layout's element ids it uses."""

    key: str
    name: str
    svg: pathlib.Path
    layout: str
    names: Mapping[str, str] = field(default_factory=dict)

    def name_in(self, language: str) -> str:
        return self.names.get(language, self.name)


def element_id(layout: str, rank: int | None, suit: str = "") -> str:
    """The element that draws ``rank`` of ``suit`` (a letter S H D C) in ``layout``;
    ``rank`` None: the back."""
    if rank is None:
        return "back"
    word = _RANK_WORDS.get(rank, str(rank))
    return f"{word}_{_SUIT_WORDS[suit]}" if layout == KDE else f"{_SUIT_WORDS[suit]}_{word}"


def data_dirs(environ: Mapping[str, str] = os.environ) -> list[pathlib.Path]:
    """The XDG data folders, the user's first: ``$XDG_DATA_HOME`` (``~/.local/share``),
    then ``$XDG_DATA_DIRS`` (``/usr/local/share:/usr/share``)."""
    home = environ.get("XDG_DATA_HOME") or str(pathlib.Path.home() / ".local" / "share")
    system = environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    folders: list[pathlib.Path] = []
    for text in (home, *system.split(":")):
        if text and os.path.isabs(text) and pathlib.Path(text) not in folders:
            folders.append(pathlib.Path(text))
    return folders


def find_decks(folders: list[pathlib.Path] | None = None) -> list[DeckInfo]:
    """Every deck installed, by key (an earlier folder's deck hides a later one's of the
    same key), sorted by name.  Only what the folders list says is looked at: a deck is
    read and checked when it is used (``kit/decks.py``)."""
    found: dict[str, DeckInfo] = {}
    for folder in data_dirs() if folders is None else folders:
        for deck in (*_kde_decks(folder / "carddecks"), *_aisleriot_decks(folder)):
            found.setdefault(deck.key, deck)
    return sorted(found.values(), key=lambda deck: deck.name.casefold())


def _kde_decks(folder: pathlib.Path) -> list[DeckInfo]:
    decks = []
    for index in _listing(folder, "svg-*/index.desktop"):
        try:
            entries = _desktop_entries(index)
        except (OSError, UnicodeDecodeError, DeckError) as error:
            log.warning("card deck %s skipped: %s", index.parent, error)
            continue
        svg_name = entries.get("SVG", "")
        if not svg_name or "/" in svg_name or svg_name.startswith("."):
            log.warning("card deck %s skipped: its index names no SVG file", index.parent)
            continue
        names = {key[5:-1].split("_")[0]: value for key, value in entries.items()
                 if key.startswith("Name[") and key.endswith("]") and value}
        decks.append(DeckInfo(key=f"{KDE}/{index.parent.name}",
                              name=entries.get("Name") or index.parent.name[4:],
                              svg=index.parent / svg_name, layout=KDE, names=names))
    return decks


def _aisleriot_decks(folder: pathlib.Path) -> list[DeckInfo]:
    decks = []
    for svg in _listing(folder / "aisleriot" / "cards", "*.svg*"):
        if svg.suffix not in (".svg", ".svgz"):
            continue
        name = svg.stem.replace("_", " ").replace("-", " ")
        decks.append(DeckInfo(key=f"{AISLERIOT}/{svg.stem}", name=name[:1].upper() + name[1:],
                              svg=svg, layout=AISLERIOT))
    return decks


def _listing(folder: pathlib.Path, pattern: str) -> list[pathlib.Path]:
    try:
        return sorted(folder.glob(pattern)) if folder.is_dir() else []
    except OSError as error:
        log.warning("card decks in %s not listed: %s", folder, error)
        return []


def _desktop_entries(path: pathlib.Path) -> dict[str, str]:
    """The ``key=value`` lines of a KDE deck's index.desktop."""
    with path.open("rb") as file:
        data = file.read(MAX_INDEX_BYTES + 1)
    if len(data) > MAX_INDEX_BYTES:
        raise DeckError("its index.desktop is too large")
    entries: dict[str, str] = {}
    for line in data.decode("utf-8").splitlines():
        key, equals, value = line.partition("=")
        if equals and not key.startswith("#"):
            entries.setdefault(key.strip(), value.strip())
    return entries


def read_svg(path: pathlib.Path, known: KnownClean | None = None) -> bytes:
    """The SVG text of a deck file (gzip unpacked), checked and cleaned for rendering
    (not checked again when ``known`` says this very file was found clean before).

    Raises ``DeckError`` for a file that is too large, unpacks too large, is not gzip
    or SVG, declares entities or carries scripts.
    """
    try:
        with path.open("rb") as file:
            raw = file.read(MAX_FILE_BYTES + 1)
            # After reading: a change made while it was read shows in the stamp.
            status = os.fstat(file.fileno())
    except OSError as error:
        raise DeckError(f"cannot be read: {error.strerror or error}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise DeckError(f"the file is larger than {MAX_FILE_BYTES // 2**20} MB")
    data = _unpacked(raw) if raw[:2] == b"\x1f\x8b" else raw
    stamp = (status.st_size, status.st_mtime_ns, status.st_ctime_ns, status.st_ino)
    if known is not None and len(raw) == status.st_size and known.is_clean(path, stamp):
        return data
    clean = cleaned(data)
    if (known is not None and clean is data and len(raw) == status.st_size
            and time.time_ns() - max(status.st_mtime_ns, status.st_ctime_ns) > SETTLED_NS):
        known.remember_clean(path, stamp)
    return clean


def _unpacked(raw: bytes) -> bytes:
    """``raw`` gunzipped, stopping at ``MAX_SVG_BYTES``: a gzip bomb is never unpacked."""
    unpacker = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
    try:
        data = unpacker.decompress(raw, MAX_SVG_BYTES + 1)
    except zlib.error as error:
        raise DeckError(f"the gzip data is damaged ({error})") from None
    if len(data) > MAX_SVG_BYTES:
        raise DeckError(f"it unpacks to more than {MAX_SVG_BYTES // 2**20} MB")
    if not unpacker.eof:
        raise DeckError("the gzip data is cut short")
    return data


def cleaned(data: bytes) -> bytes:
    """SVG bytes safe to hand the renderer, or ``DeckError`` (see the module's note)."""
    if b"<svg" not in data[:64 * 1024]:
        raise DeckError("it is not an SVG file")
    if _ENTITY.search(data):
        raise DeckError("it declares XML entities")
    if _SCRIPT.search(data) or (any(start in data for start in _HANDLER_STARTS)
                                and _HANDLER.search(data)):
        raise DeckError("it carries a script")
    if _IMPORT.search(data):
        raise DeckError("it imports a style sheet")
    _check_repeats(data)
    blanked, outside = _OUTSIDE.subn(rb"\1\2\2", data)
    blanked, styled = _blank_style_urls(blanked)
    if outside or styled:
        log.info("%d reference(s) outside a deck file blanked out", outside + styled)
        return blanked
    return data   # the very bytes given: nothing was blanked out


def _blank_style_urls(data: bytes) -> tuple[bytes, int]:
    """``data`` with each CSS ``url(...)`` that points outside the file (in any case)
    made ``none``, and how many there were."""
    spans = [match.span() for match in _STYLE_URL.finditer(data.lower())]   # same offsets
    if not spans:
        return data, 0
    parts, last = [], 0
    for start, end in spans:
        parts += [data[last:start], b"none"]
        last = end
    parts.append(data[last:])
    return b"".join(parts), len(spans)


def _check_repeats(data: bytes) -> None:
    """``DeckError`` unless ``data`` is well-formed XML drawing at most ``MAX_DRAWN``
    parts, each <use> counted as what it repeats (a repeat of itself: refused)."""
    if data.count(b"<use") <= FEW_USES:
        return
    try:   # entities were refused before: nothing is expanded or fetched
        root = ElementTree.fromstring(data)
    except ElementTree.ParseError as error:
        raise DeckError(f"it is not well-formed XML ({error})") from None
    by_id = {element.get("id"): element for element in root.iterfind(".//*[@id]")}
    drawn: dict[str, int] = {}
    counting: set[str] = set()

    def parts(element: ElementTree.Element) -> int:
        """The parts ``element`` draws: itself, what it holds and what its <use>s repeat."""
        total = sum(1 for _ in element.iter())
        for use in element.iter(USE):
            target = (use.get(XLINK_HREF) or use.get("href") or "").removeprefix("#")
            if target in by_id and total <= MAX_DRAWN:
                total += repeated(target)
        return min(total, MAX_DRAWN + 1)

    def repeated(target: str) -> int:
        if target not in drawn:
            if target in counting or len(counting) > MAX_USE_DEPTH:
                raise DeckError("its parts repeat themselves")
            counting.add(target)
            drawn[target] = parts(by_id[target])
            counting.discard(target)
        return drawn[target]

    if parts(root) > MAX_DRAWN:
        raise DeckError("it repeats its parts too many times")
