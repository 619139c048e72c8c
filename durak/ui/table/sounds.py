"""Sound effects: which effect an event calls for, and playing it with Qt's QSoundEffect.

The effects are WAV files made by ``scripts/make_sounds.py``.  Playing is optional in
every way: muted, at volume 0, without QtMultimedia (or the system's ``libpulse0``) or
without an audio device the game runs silently; a missing QtMultimedia is logged once.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

from PyQt6.QtCore import QLoggingCategory, QObject, QUrl
from PyQt6.QtWidgets import QWidget

from durak.engine import (
    Attacked,
    Dealt,
    Defended,
    Drew,
    Event,
    Exchanged,
    Forwarded,
    GameOver,
    Redealt,
    RoundEnded,
    Took,
    TrumpShown,
)

from ..kit.first_paint import AfterFirstPaint
from ..kit.theme import ASSETS

if TYPE_CHECKING:
    from ..sessions.session import Session

log = logging.getLogger(__name__)

SOUNDS_DIR = ASSETS / "sounds"
SOUND_NAMES = ("deal", "play", "cover", "take", "discard", "forward", "tick", "win", "durak")
TICK_SECONDS = 3   # the countdown ticks in its last seconds
HELD = 3           # effects kept while held back before the first frame (the newest)


def sounds_for(events: Iterable[Event], human: int) -> list[str]:
    """The effects ``events`` call for, each once, in the order they happened."""
    names: list[str] = []
    for event in events:
        name = _sound_of(event, human)
        if name and name not in names:
            names.append(name)
    return names


def _sound_of(event: Event, human: int) -> str:
    if isinstance(event, (Dealt, Drew, Redealt)):
        return "deal"
    if isinstance(event, (Attacked, Exchanged)):
        return "play"
    if isinstance(event, Defended):
        return "cover"
    if isinstance(event, (Forwarded, TrumpShown)):
        return "forward"
    if isinstance(event, Took):
        return "take"
    if isinstance(event, RoundEnded):
        return "" if event.taken else "discard"
    if isinstance(event, GameOver):
        return "durak" if event.durak == human else "win"
    return ""


class SoundPlayer(Protocol):
    """Plays an effect by name at ``volume`` (0 to 1)."""

    def play(self, name: str, volume: float) -> None: ...


class QtSoundPlayer:
    """Plays the effects with ``QSoundEffect``, each loaded once, on first use.

    Silent, once logged, when QtMultimedia cannot be imported; silent without an audio
    output device (as on a test machine).
    """

    _warned = False

    def __init__(self, parent: QObject | None = None, held: bool = False) -> None:
        self.parent = parent
        self.effects: dict[str, QObject] = {}
        self._available: bool | None = None   # QtMultimedia loads on the first sound
        # Effects asked for while held (see ``release_after_first_paint``), newest last.
        self._held: list[tuple[str, float]] | None = [] if held else None
        self._first_paint: AfterFirstPaint | None = None

    def release_after_first_paint(self, widget: QWidget) -> None:
        """Play the held effects (the deal's) once ``widget`` has painted its first frame:
        loading QtMultimedia and its audio backend costs about 25 MB and a good part of a
        start, which the first frame does not wait for."""
        self._first_paint = AfterFirstPaint(widget, self.release)

    def release(self) -> None:
        """Stop holding effects back and play the ones held."""
        held, self._held = self._held or [], None
        for name, volume in held:
            self.play(name, volume)

    @property
    def available(self) -> bool:
        """Whether QtMultimedia could be loaded."""
        if self._available is None:
            self._available = self._multimedia() is not None
        return self._available

    @classmethod
    def _multimedia(cls) -> object | None:
        # Its FFmpeg backend probes for video acceleration and PipeWire, and says so on
        # every start; the game plays sound only, through PulseAudio.
        QLoggingCategory.setFilterRules("qt.multimedia.symbolsresolver=false\n"
                                        "qt.multimedia.ffmpeg.info=false")
        try:
            from PyQt6 import QtMultimedia
        except ImportError as error:
            if not cls._warned:
                cls._warned = True
                log.warning("no sound: QtMultimedia cannot be loaded (%s)", error)
            return None
        return QtMultimedia

    def has_output(self) -> bool:
        """Whether the machine has an audio output device to play on."""
        if not self.available:
            return False
        from PyQt6.QtMultimedia import QMediaDevices

        return bool(QMediaDevices.audioOutputs())

    def effect(self, name: str) -> QObject:
        """The loaded effect ``name`` (a ``QSoundEffect``)."""
        from PyQt6.QtMultimedia import QSoundEffect

        effect = self.effects.get(name)
        if effect is None:
            effect = QSoundEffect(self.parent)
            effect.setSource(QUrl.fromLocalFile(str(SOUNDS_DIR / f"{name}.wav")))
            self.effects[name] = effect
        return effect

    def play(self, name: str, volume: float) -> None:
        if self._held is not None:
            self._held = [*(h for h in self._held if h[0] != name), (name, volume)][-HELD:]
            return
        if not self.has_output():
            return
        effect = self.effect(name)
        effect.setVolume(volume)  # type: ignore[attr-defined]  # a QSoundEffect
        effect.play()  # type: ignore[attr-defined]


class SoundCues(QObject):
    """Listens to the table's session and plays the effect each change calls for."""

    def __init__(self, session: Session, player: SoundPlayer, volume: int,
                 muted: bool, human: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)   # the session, which it lives as long as
        self.session = session
        self.human = human
        self.player = player
        self.volume = volume    # 0 to 100
        self.muted = muted
        self._ticked: int | None = None   # the countdown second last ticked
        session.updated.connect(self.on_events)
        session.message.connect(self.on_clock)

    def audible(self) -> bool:
        return not self.muted and self.volume > 0

    def play(self, name: str) -> None:
        if self.audible():
            self.player.play(name, self.volume / 100)

    def on_events(self, events: list[Event], _duration: int = 0) -> None:
        for name in sounds_for(events, self.human):
            self.play(name)

    def on_clock(self, _text: str = "") -> None:
        """Tick once per second in the countdown's last ``TICK_SECONDS`` seconds."""
        remaining = self.session.window_remaining()
        if remaining is None or remaining > TICK_SECONDS:
            self._ticked = None
            return
        if remaining != self._ticked and remaining > 0:
            self._ticked = remaining
            self.play("tick")
