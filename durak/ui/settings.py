"""The app's settings, kept with QSettings (an INI file in the user's config folder)."""

from __future__ import annotations

import logging
import pathlib
from dataclasses import dataclass, field, fields, replace
from typing import Any

from PyQt6.QtCore import QByteArray, QSettings

from durak.ai import DEFAULT_LEVEL, LEVELS
from durak.engine import Rules

from .i18n import LANGUAGES, N_, tr
from .storage import set_aside
from .theme import DEFAULT_THEME, available_themes

log = logging.getLogger(__name__)

SPEEDS = ("slow", "normal", "fast")
MAX_BOTS = 5   # six players at most: the human and five bots
LEVEL_NAMES = {"random": N_("Random"), "original": N_("Original"), "normal": N_("Normal"),
               "hard": N_("Hard")}


@dataclass
class Preferences:
    """What the settings dialog edits: table, opponents, pace and rules."""

    theme: str = DEFAULT_THEME
    players: int = 3
    level: str = DEFAULT_LEVEL
    seat_levels: tuple[str, ...] = ()   # levels of players 1, 2, ... ("": ``level``)
    speed: str = "normal"
    auto_pass: bool = True   # say "done" for the human when he has nothing to add
    language: str = "system"
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
        return replace(self, theme=theme, level=level, seat_levels=seat_levels, speed=speed,
                       players=players, language=language)


class SettingsStore:
    """Loads and saves ``Preferences`` and the window state."""

    def __init__(self, path: pathlib.Path | None = None) -> None:
        if path is None:
            self.qsettings = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                                       "durak", "durak")
        else:
            self.qsettings = QSettings(str(path), QSettings.Format.IniFormat)
        self.warning: str | None = None
        if self.qsettings.status() != QSettings.Status.NoError:
            file = pathlib.Path(self.qsettings.fileName())
            moved = set_aside(file, "not a valid settings file")
            self.warning = tr("{file} was unreadable and was moved to {moved}").format(
                file=file.name, moved=moved.name)
            self.qsettings = QSettings(str(file), QSettings.Format.IniFormat)

    @property
    def path(self) -> pathlib.Path:
        return pathlib.Path(self.qsettings.fileName())

    def load(self) -> Preferences:
        s = self.qsettings
        defaults = Preferences()
        rule_values: dict[str, Any] = {}   # Rules checks each value
        for f in fields(Rules):
            raw = s.value(f"rules/{f.name}")
            if raw is None:
                continue
            rule_values[f.name] = _convert(raw, getattr(defaults.rules, f.name))
        try:
            rules = Rules(**rule_values)
        except (TypeError, ValueError) as error:
            log.warning("settings: rule options ignored (%s)", error)
            self.warning = tr("The saved rule options were invalid and were reset")
            rules = Rules()
        prefs = Preferences(
            theme=str(s.value("table/theme", defaults.theme)),
            players=_int(s.value("game/players", defaults.players), defaults.players),
            level=str(s.value("game/level", defaults.level)),
            seat_levels=_levels(s.value("game/seat_levels", "")),
            speed=str(s.value("game/speed", defaults.speed)),
            auto_pass=_bool(s.value("game/auto_pass", defaults.auto_pass), True),
            language=str(s.value("table/language", defaults.language)),
            rules=rules,
        )
        return prefs.validated()

    def save(self, prefs: Preferences) -> None:
        s = self.qsettings
        s.setValue("table/theme", prefs.theme)
        s.setValue("table/language", prefs.language)
        s.setValue("game/players", prefs.players)
        s.setValue("game/level", prefs.level)
        s.setValue("game/seat_levels", " ".join(own or "-" for own in prefs.seat_levels))
        s.setValue("game/speed", prefs.speed)
        s.setValue("game/auto_pass", prefs.auto_pass)
        for f in fields(Rules):
            value = getattr(prefs.rules, f.name)
            s.setValue(f"rules/{f.name}", "none" if value is None else value)
        s.sync()

    def window_state(self) -> tuple[QByteArray | None, bool]:
        geometry = self.qsettings.value("window/geometry")
        fullscreen = _convert(self.qsettings.value("window/fullscreen", False), False)
        return (geometry if isinstance(geometry, QByteArray) else None), bool(fullscreen)

    def save_window_state(self, geometry: QByteArray, fullscreen: bool) -> None:
        self.qsettings.setValue("window/geometry", geometry)
        self.qsettings.setValue("window/fullscreen", fullscreen)
        self.qsettings.sync()


def _levels(raw: object) -> tuple[str, ...]:
    """Per-player levels as saved: words separated by spaces, ``-`` for "the common level"."""
    words = raw.split() if isinstance(raw, str) else []
    return tuple("" if word == "-" else word for word in words)


def _int(raw: object, default: int) -> int:
    value = _convert(raw, default)
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _bool(raw: object, default: bool) -> bool:
    value = _convert(raw, default)
    return value if isinstance(value, bool) else default


def _convert(raw: object, default: object) -> object:
    """INI values come back as strings: read them as the type of ``default``."""
    text = str(raw).strip()
    if text.lower() == "none":
        return None
    if isinstance(default, bool):
        return text.lower() in ("true", "1", "yes")
    if isinstance(default, int) or (default is None and text.lstrip("-").isdigit()):
        try:
            return int(text)
        except ValueError:
            return default
    if isinstance(default, float):
        try:
            return float(text)
        except ValueError:
            return default
    return text
