"""The app's settings, kept with QSettings (an INI file in the user's config folder)."""

from __future__ import annotations

import logging
import pathlib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, fields, replace
from typing import Any

from PyQt6.QtCore import QByteArray, QSettings

from durak.ai import DEFAULT_LEVEL, LEVELS
from durak.engine import DECK_SIZES, MAX_PLAYERS, Rules
from durak.protocol.messages import MAX_NAME

from ..kit.decks import OWN_DECK
from ..kit.i18n import LANGUAGES, N_, tr
from ..kit.theme import DEFAULT_THEME, available_themes
from .storage import read_bounded, set_aside_with_warning

log = logging.getLogger(__name__)

ORGANIZATION = APPLICATION = "durak"
# Settings are about 1 KB; anything this large is junk, refused before QSettings parses it.
MAX_SETTINGS_BYTES = 256 * 1024
SPEEDS = ("slow", "normal", "fast")
DEFAULT_VOLUME = 70   # the sound effects' volume, 0 to 100
MAX_HAND = max(DECK_SIZES) // 2   # the largest hand any deck deals
MAX_BOTS = MAX_PLAYERS - 1   # the human and the bots around him
# The bots' levels as the player reads them (durak.ai.LEVELS has the levels themselves).
_LEVEL_WORDS = {"random": N_("Random"), "original": N_("Original"), "normal": N_("Normal"),
                "hard": N_("Hard")}
LEVEL_NAMES = {level: _LEVEL_WORDS[level] for level in LEVELS}
SORT_NAMES = {"suit": N_("By suit"), "rank": N_("By rank")}   # how the hand is ordered
SORTS = tuple(SORT_NAMES)


@dataclass
class Preferences:
    """What the settings dialog edits: table, opponents, pace and rules."""

    theme: str = DEFAULT_THEME
    deck: str = OWN_DECK   # the cards: the game's own, or a system deck's key ("kde/svg-oxygen")
    russian_courts: bool = False   # the game's own court cards lettered В, Д, К, Т
    players: int = 3
    level: str = DEFAULT_LEVEL
    seat_levels: tuple[str, ...] = ()   # levels of players 1, 2, ... ("": ``level``)
    speed: str = "normal"
    auto_pass: bool = True   # say "done" for the human when he has nothing to add
    language: str = "system"
    sort: str = "suit"       # the hand: by suit (trumps last) or by rank (pairs together)
    dim_unplayable: bool = True    # shade the cards that cannot be played now
    reduce_motion: bool = False    # cards jump into place instead of sliding
    allow_undo: bool = True        # Ctrl+Z takes back a move against bots
    move_log: bool = False         # the side panel listing the moves
    cards_seen: bool = False       # the side panel of the discard and known cards
    volume: int = DEFAULT_VOLUME   # sound effects, 0 to 100
    muted: bool = False
    online_name: str = ""    # the name last played online under, offered next time
    rules: Rules = field(default_factory=Rules)

    def validated(self) -> Preferences:
        """A copy with every bad value replaced by its default."""
        defaults = Preferences()
        theme = self.theme if self.theme in available_themes() else defaults.theme
        level = self.level if self.level in LEVELS else defaults.level
        seat_levels = tuple(own if own in LEVELS else "" for own in self.seat_levels[:MAX_BOTS])
        while seat_levels and not seat_levels[-1]:
            seat_levels = seat_levels[:-1]
        speed = self.speed if self.speed in SPEEDS else defaults.speed
        players = self.players if isinstance(self.players, int) else defaults.players
        players = min(max(players, 2), self.rules.max_players())
        language = self.language if self.language in ("system", *LANGUAGES) else "system"
        sort = self.sort if self.sort in SORTS else defaults.sort
        volume = (min(max(self.volume, 0), 100) if isinstance(self.volume, int)
                  else defaults.volume)
        return replace(self, theme=theme, level=level, seat_levels=seat_levels, speed=speed,
                       players=players, language=language, sort=sort, volume=volume)


class SettingsStore:
    """Loads and saves ``Preferences`` and the window state.

    A settings file is corrupt, and is set aside with a warning (the game goes on with
    the defaults), when any of these holds; the first two are checked before QSettings
    parses the file, since QSettings itself accepts almost anything silently:

    - it is larger than ``MAX_SETTINGS_BYTES``, is not UTF-8 text, or holds NUL bytes;
    - a line is neither blank, a comment, a ``[section]`` nor ``key=value``;
    - ``QSettings.status()`` reports an error (an unterminated ``[section``, say);
    - it has keys outside any section (the game never writes any);
    - a value the game reads does not validate (a word for a number, an unknown theme,
      rules that ``Rules`` refuses, a list where one value belongs).

    Keys in sections or names the game does not know are ignored, so that a newer version's
    settings do not count as corrupt.  Values that are each valid but cannot be dealt
    together (5 players, 24 cards) are not corruption: the table is fitted, with a warning.
    """

    def __init__(self, path: pathlib.Path | None = None) -> None:
        self.file = path or default_path()
        self.warning: str | None = None
        problem = _file_problem(self.file)
        if problem is None:
            self.qsettings = QSettings(str(self.file), QSettings.Format.IniFormat)
            if self.qsettings.status() != QSettings.Status.NoError:
                problem = "QSettings cannot parse it"
        if problem is not None:
            self._set_aside(problem)

    @property
    def path(self) -> pathlib.Path:
        return self.file

    def load(self) -> Preferences:
        """The saved preferences; a corrupt file is set aside and the defaults returned."""
        try:
            prefs, hand_fitted = _read_prefs(self.qsettings)
            _read_window(self.qsettings)
        except ValueError as error:
            self._set_aside(str(error))
            return Preferences()
        fitted = prefs.validated()
        if hand_fitted or fitted.players != prefs.players:
            self.warning = fitted_warning(fitted.rules, fitted.players)
        return fitted

    def _set_aside(self, reason: str) -> None:
        """Move the settings file aside and start an empty one (written on the next save)."""
        if self.file.exists() or self.file.is_symlink():
            self.warning = set_aside_with_warning(self.file, reason)
        self.qsettings = QSettings(str(self.file), QSettings.Format.IniFormat)

    def save(self, prefs: Preferences) -> None:
        s = self.qsettings
        s.setValue("table/theme", prefs.theme)
        s.setValue("table/deck", prefs.deck)
        s.setValue("table/russian_courts", prefs.russian_courts)
        s.setValue("table/language", prefs.language)
        s.setValue("table/sort", prefs.sort)
        s.setValue("table/dim_unplayable", prefs.dim_unplayable)
        s.setValue("table/reduce_motion", prefs.reduce_motion)
        s.setValue("game/allow_undo", prefs.allow_undo)
        s.setValue("table/move_log", prefs.move_log)
        s.setValue("table/cards_seen", prefs.cards_seen)
        s.setValue("sound/volume", prefs.volume)
        s.setValue("sound/muted", prefs.muted)
        s.setValue("game/players", prefs.players)
        s.setValue("game/level", prefs.level)
        s.setValue("game/seat_levels", " ".join(own or "-" for own in prefs.seat_levels))
        s.setValue("game/speed", prefs.speed)
        s.setValue("game/auto_pass", prefs.auto_pass)
        s.setValue("online/name", prefs.online_name)
        for f in fields(Rules):
            value = getattr(prefs.rules, f.name)
            s.setValue(f"rules/{f.name}", "none" if value is None else value)
        s.sync()

    def window_state(self) -> tuple[QByteArray | None, bool]:
        try:
            return _read_window(self.qsettings)
        except ValueError:
            return None, False

    def save_window_state(self, geometry: QByteArray, fullscreen: bool) -> None:
        self.qsettings.setValue("window/geometry", geometry)
        self.qsettings.setValue("window/fullscreen", fullscreen)
        self.qsettings.sync()


def default_path() -> pathlib.Path:
    """Where QSettings keeps the user's settings (``~/.config/durak/durak.ini`` on Linux).

    Asked of an organisation-wide QSettings, which reads no file of ours, so that a huge
    settings file is not parsed before it is checked.
    """
    org_file = pathlib.Path(QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                                      ORGANIZATION).fileName())
    return org_file.with_suffix("") / f"{APPLICATION}.ini"


def _file_problem(path: pathlib.Path) -> str | None:
    """Why the settings file cannot be an INI file the game wrote, before QSettings reads it."""
    if not path.exists() and not path.is_symlink():
        return None
    try:
        text = read_bounded(path, MAX_SETTINGS_BYTES).decode("utf-8")
    except (OSError, ValueError) as error:
        return str(error) if isinstance(error, ValueError) else f"{type(error).__name__}: {error}"
    if "\x00" in text:
        return "it holds NUL bytes"
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if line and line[0] not in ";#" and "=" not in line and not (
                line.startswith("[") and line.endswith("]")):
            return f"line {number} is neither a [section] nor a key=value"
    return None


def _read_prefs(s: QSettings) -> tuple[Preferences, bool]:
    """The preferences in ``s``, and whether the hand size was fitted to the deck.

    A value the game cannot use raises ``ValueError``.
    """
    top_level = [key for key in s.allKeys() if "/" not in key]
    if top_level:
        raise ValueError(f"{len(top_level)} key(s) outside any section")
    defaults = Preferences()
    rule_values: dict[str, Any] = {}   # Rules checks each value
    for f in fields(Rules):
        raw = _single(s, f"rules/{f.name}")
        if raw is not None:
            rule_values[f.name] = _typed(raw, getattr(defaults.rules, f.name), f"rules/{f.name}")
    deck, hand = rule_values.get("deck", defaults.rules.deck), rule_values.get("hand_size")
    fitted = False
    if (isinstance(deck, int) and deck in DECK_SIZES and isinstance(hand, int)
            and deck // 2 < hand <= MAX_HAND):
        # A hand size valid for a larger deck: the nearest one this deck deals.
        rule_values["hand_size"] = deck // 2
        fitted = True
    rules = Rules(**rule_values)   # ValueError: rules no table can use

    def word(key: str, default: str, allowed: Iterable[str]) -> str:
        raw = _single(s, key)
        if raw is None:
            return default
        if raw not in allowed:
            raise ValueError(f"{key} is not one of the known values")
        return raw

    players = _single(s, "game/players")
    seat_levels = _levels(_single(s, "game/seat_levels") or "")
    if any(own and own not in LEVELS for own in seat_levels) or len(seat_levels) > MAX_BOTS:
        raise ValueError("game/seat_levels names unknown levels")
    auto_pass = _single(s, "game/auto_pass")
    volume, muted = _single(s, "sound/volume"), _single(s, "sound/muted")
    dim = _single(s, "table/dim_unplayable")
    still = _single(s, "table/reduce_motion")
    undo = _single(s, "game/allow_undo")
    move_log = _single(s, "table/move_log")
    cards_seen = _single(s, "table/cards_seen")
    online_name = _single(s, "online/name") or ""
    deck = _single(s, "table/deck") or OWN_DECK
    if deck != OWN_DECK and not _DECK_KEY.fullmatch(deck):
        raise ValueError("table/deck does not name a card deck")
    courts = _single(s, "table/russian_courts")
    if len(online_name) > MAX_NAME or online_name.strip() != online_name \
            or not online_name.isprintable():
        raise ValueError("online/name is not a name to play under")
    return Preferences(
        theme=word("table/theme", defaults.theme, available_themes()),
        deck=deck,
        russian_courts=(defaults.russian_courts if courts is None
                        else _bool(courts, "table/russian_courts")),
        players=defaults.players if players is None else _int(players, "game/players", 2, 6),
        level=word("game/level", defaults.level, LEVELS),
        seat_levels=seat_levels,
        speed=word("game/speed", defaults.speed, SPEEDS),
        auto_pass=defaults.auto_pass if auto_pass is None else _bool(auto_pass,
                                                                      "game/auto_pass"),
        language=word("table/language", defaults.language, ("system", *LANGUAGES)),
        sort=word("table/sort", defaults.sort, SORTS),
        dim_unplayable=(defaults.dim_unplayable if dim is None
                        else _bool(dim, "table/dim_unplayable")),
        reduce_motion=(defaults.reduce_motion if still is None
                       else _bool(still, "table/reduce_motion")),
        allow_undo=defaults.allow_undo if undo is None else _bool(undo, "game/allow_undo"),
        move_log=defaults.move_log if move_log is None else _bool(move_log, "table/move_log"),
        cards_seen=(defaults.cards_seen if cards_seen is None
                    else _bool(cards_seen, "table/cards_seen")),
        volume=defaults.volume if volume is None else _int(volume, "sound/volume", 0, 100),
        muted=defaults.muted if muted is None else _bool(muted, "sound/muted"),
        online_name=online_name,
        rules=rules,
    ), fitted


def _read_window(s: QSettings) -> tuple[QByteArray | None, bool]:
    geometry = s.value("window/geometry")
    if geometry is not None and not isinstance(geometry, QByteArray):
        raise ValueError("window/geometry is not saved window geometry")
    fullscreen = _single(s, "window/fullscreen")
    return geometry, False if fullscreen is None else _bool(fullscreen, "window/fullscreen")


def _single(s: QSettings, key: str) -> str | None:
    """The text of ``key`` (``None`` if absent); a list or other type raises ``ValueError``."""
    raw = s.value(key)
    if raw is None or isinstance(raw, str):
        return raw
    if isinstance(raw, bool):
        return "true" if raw else "false"
    if isinstance(raw, (int, float)):   # a value this process wrote, as QSettings caches it
        return repr(raw)
    raise ValueError(f"{key} holds {type(raw).__name__} where one value belongs")


_INT = re.compile(r"-?[0-9]{1,9}")
# A deck's key: its layout and its folder or file name (a deck no longer installed is no
# corruption: the table draws the game's own cards and says so).
_DECK_KEY = re.compile(r"(kde|aisleriot)/[^/\\\x00-\x1f]{1,200}")


def _int(text: str, key: str, low: int, high: int) -> int:
    if not _INT.fullmatch(text.strip()) or not low <= int(text) <= high:
        raise ValueError(f"{key} is not a whole number from {low} to {high}")
    return int(text)


def _bool(text: str, key: str) -> bool:
    word = text.strip().lower()
    if word not in ("true", "false"):
        raise ValueError(f"{key} is not true or false")
    return word == "true"


def _typed(text: str, default: object, key: str) -> object:
    """A rule's INI text as the type of its default; what cannot be read raises."""
    word = text.strip()
    if word.lower() == "none":
        return None
    if isinstance(default, bool):
        return _bool(word, key)
    if isinstance(default, int) or default is None:
        if not _INT.fullmatch(word):
            raise ValueError(f"{key} is not a whole number")
        return int(word)
    if isinstance(default, float):
        try:
            if len(word) > 40:
                raise ValueError
            return float(word)
        except ValueError:
            raise ValueError(f"{key} is not a number") from None
    return word


def fitted_warning(rules: Rules, players: int) -> str:
    """The warning shown when the chosen table could not be dealt as it was."""
    return tr("Too few cards for the table as set; dealing: players {players}, deck {deck}, "
              "hand size {hand}").format(players=players, deck=rules.deck, hand=rules.hand_size)


def _levels(raw: object) -> tuple[str, ...]:
    """Per-player levels as saved: words separated by spaces, ``-`` for "the common level"."""
    words = raw.split() if isinstance(raw, str) else []
    return tuple("" if word == "-" else word for word in words)
