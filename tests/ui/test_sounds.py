"""Sound effects: the effect each event calls for, volume and mute, the real QSoundEffect."""

from __future__ import annotations

import wave

import pytest
from PyQt6.QtCore import Qt, QUrl
from PyQt6.QtWidgets import QApplication

from durak.engine import Action
from durak.ui.store.settings import SettingsStore
from durak.ui.table.sounds import SOUND_NAMES, SOUNDS_DIR, QtSoundPlayer

from .conftest import set_position, settle
from .keyboard import click_button, press
from .test_countdown import FakeClock, tick

K = Qt.Key


class Recorder:
    """A sound player that notes what it was asked to play."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []

    def play(self, name: str, volume: float) -> None:
        self.played.append((name, volume))

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.played]

    def clear(self) -> None:
        self.played.clear()


def table(qtbot, make_window, position: str, players: int = 2, **rules):
    recorder = Recorder()
    window = make_window(players=players, sound_player=recorder)
    set_position(qtbot, window, position, **rules)
    window.session.bots = {}     # the test moves for the bots
    recorder.clear()
    return window, window.session, recorder


def test_a_new_deal_sounds_the_deal(qtbot, make_window):
    recorder = Recorder()
    make_window(players=3, sound_player=recorder)
    assert recorder.names == ["deal"]
    assert recorder.played[0][1] == pytest.approx(0.7)   # the default volume


def test_play_cover_discard_and_deal_as_a_round_goes(qtbot, make_window):
    window, c, recorder = table(qtbot, make_window, "7S9H/8SKD KH 6C6D 0")
    press(qtbot, window, K.Key_Right)          # select 7♠
    press(qtbot, window, K.Key_Up)             # lead it
    assert recorder.names == ["play"]
    assert c.apply(Action.parse("P1 defend 8S>7S"))
    assert recorder.names == ["play", "cover"]
    settle(qtbot, window)
    press(qtbot, window, K.Key_Down)           # end the attack: beaten, both draw
    assert recorder.names == ["play", "cover", "discard", "deal"]


def test_take_and_forward(qtbot, make_window):
    window, c, recorder = table(qtbot, make_window, "9H7H/QSQC/7S8D KD 6C6H 2", players=3)
    assert c.apply(Action.parse("P2 attack 7S"))
    settle(qtbot, window)
    press(qtbot, window, K.Key_Right)          # 7♥ (the hand is 7♥ 9♥)
    press(qtbot, window, K.Key_Up)             # forward it to player 1
    assert recorder.names == ["play", "forward"]
    assert c.game.defender == 1
    recorder.clear()
    assert c.apply(Action.parse("P1 take"))
    assert "take" in recorder.names


def test_you_take_with_the_button(qtbot, make_window):
    window, c, recorder = table(qtbot, make_window, "6C9H/7S8D KD 6H6S 1")
    assert c.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    click_button(window, window.table.take_button)
    assert recorder.names[-2:] == ["take", "deal"]


def test_winning_and_being_the_durak(qtbot, make_window):
    window, c, recorder = table(qtbot, make_window, "7S/6D H - 0")
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Up)             # your last card: P1 cannot cover it
    assert c.apply(Action.parse("P1 take"))
    assert c.game.is_over and recorder.names[-1] == "win"
    window, c, recorder = table(qtbot, make_window, "6D/7S H - 1")
    assert c.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    press(qtbot, window, K.Key_Down)           # take: P1 is out, you are the durak
    assert c.game.is_over and recorder.names[-1] == "durak"


def test_the_countdown_ticks_in_its_last_three_seconds_once_each(qtbot, make_window):
    window, c, recorder = table(qtbot, make_window, "7S7C9C/8DKD9D KH 6C6D6H 0",
                                 throw_in_after_take=True)
    clock = FakeClock()
    c.countdown.clock = clock
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Up)
    assert c.apply(Action.parse("P1 take"))    # the window opens: 5 seconds
    recorder.clear()
    for _ in range(8):
        tick(c, clock, 250)                    # 5 .. 3 seconds left
    assert recorder.names == ["tick"]          # at 3, once
    for _ in range(8):
        tick(c, clock, 250)
    assert recorder.names == ["tick", "tick", "tick"]   # 2 and 1


def test_s_mutes_and_unmutes_remembered(qtbot, make_window, tmp_path):
    window, c, recorder = table(qtbot, make_window, "7S9H/8SKD KH 6C6D 0")
    press(qtbot, window, K.Key_S)
    assert "Sound off" in window.table.status.text
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Up)
    assert recorder.names == []                # muted: nothing played
    assert SettingsStore(tmp_path / "durak.ini").load().muted
    press(qtbot, window, K.Key_S)
    assert c.apply(Action.parse("P1 defend 8S>7S"))
    assert recorder.names == ["cover"]
    assert not SettingsStore(tmp_path / "durak.ini").load().muted


def test_volume_from_the_settings_dialog(qtbot, make_window, tmp_path):
    window, c, recorder = table(qtbot, make_window, "7S9H/8SKD KH 6C6D 0")
    window.open_settings()
    dialog = window.dialog
    slider = dialog.volume
    slider.setFocus()
    qtbot.keyClick(slider, K.Key_End)
    qtbot.keyClick(slider, K.Key_PageDown)     # 100 - 20
    assert slider.value() == 80
    qtbot.keyClick(dialog, K.Key_Return)
    qtbot.waitUntil(lambda: window.dialog is None)
    assert SettingsStore(tmp_path / "durak.ini").load().volume == 80
    assert c.apply(Action.parse("P0 attack 7S"))
    assert recorder.played == [("play", pytest.approx(0.8))]


def test_each_effect_is_a_short_16_bit_wav():
    for name in SOUND_NAMES:
        with wave.open(str(SOUNDS_DIR / f"{name}.wav")) as file:
            assert (file.getnchannels(), file.getsampwidth()) == (1, 2)
            assert 0.05 < file.getnframes() / file.getframerate() < 1.5


def test_a_real_sound_effect_loads_each_wav(qtbot, qtlog):
    """Loaded by QSoundEffect: ready where there is an audio device; without one the only
    complaint may be about the device, never about decoding the file."""
    from PyQt6.QtMultimedia import QMediaDevices, QSoundEffect

    has_device = bool(QMediaDevices.audioOutputs())
    for name in SOUND_NAMES:
        effect = QSoundEffect()
        effect.setSource(QUrl.fromLocalFile(str(SOUNDS_DIR / f"{name}.wav")))
        qtbot.waitUntil(lambda e=effect: e.status() != QSoundEffect.Status.Loading)
        decoding = [r.message for r in qtlog.records if "decoding" in r.message]
        assert not decoding, decoding
        if has_device:
            assert effect.status() == QSoundEffect.Status.Ready, name
        else:
            device = [r.message for r in qtlog.records if "audio device" in r.message]
            assert effect.status() == QSoundEffect.Status.Ready or device, name


def test_a_broken_file_is_told_apart(qtbot, qtlog, tmp_path):
    """The check above can fail: a file that is no WAV is a decoding error."""
    from PyQt6.QtMultimedia import QSoundEffect

    bad = tmp_path / "bad.wav"
    bad.write_bytes(b"not a wav file at all" * 10)
    effect = QSoundEffect()
    effect.setSource(QUrl.fromLocalFile(str(bad)))
    qtbot.waitUntil(lambda: effect.status() != QSoundEffect.Status.Loading)
    assert effect.status() == QSoundEffect.Status.Error
    assert any("decoding" in r.message for r in qtlog.records)


def test_the_game_plays_silently_without_an_audio_device(qtbot, make_window):
    window = make_window(players=3)            # the real player
    player = window.sounds.player
    assert isinstance(player, QtSoundPlayer)
    window.sounds.play("deal")                 # no device here: nothing is loaded
    QApplication.processEvents()
    if not player.has_output():
        assert player.effects == {}


def test_without_qtmultimedia_the_game_is_silent_and_says_so_once(monkeypatch, caplog):
    import builtins

    real_import = builtins.__import__

    def no_multimedia(name, *args, **kwargs):
        if name.startswith("PyQt6.QtMultimedia") or (name == "PyQt6" and args[2:]
                                                      and "QtMultimedia" in (args[2] or ())):
            raise ImportError("libpulse.so.0: cannot open shared object file")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_multimedia)
    monkeypatch.setattr(QtSoundPlayer, "_warned", False)
    first, second = QtSoundPlayer(), QtSoundPlayer()
    assert not first.available and not second.available
    first.play("deal", 1.0)
    assert [r.message for r in caplog.records].count(
        "no sound: QtMultimedia cannot be loaded (libpulse.so.0: cannot open shared object "
        "file)") == 1


def test_the_committed_effects_are_what_the_script_makes():
    import importlib.util
    import pathlib
    import struct

    script = pathlib.Path(__file__).resolve().parents[2] / "scripts" / "make_sounds.py"
    spec = importlib.util.spec_from_file_location("make_sounds", script)
    assert spec is not None and spec.loader is not None
    make_sounds = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_sounds)
    made = make_sounds.effects()
    assert sorted(made) == sorted(SOUND_NAMES)
    for name, samples in made.items():
        expected = make_sounds.wav_bytes(samples)
        with wave.open(str(SOUNDS_DIR / f"{name}.wav")) as file:
            assert file.getframerate() == make_sounds.RATE
            frames = file.readframes(file.getnframes())
        committed = struct.unpack(f"<{len(frames) // 2}h", frames)
        assert len(committed) == len(expected), name
        # Within one step: the last bit of a sine may differ between maths libraries.
        assert max(abs(a - b) for a, b in zip(committed, expected, strict=True)) <= 1, name


def test_a_bad_volume_in_the_settings_file_sets_it_aside(tmp_path):
    path = tmp_path / "durak.ini"
    path.write_text("[sound]\nvolume=loud\nmuted=false\n")
    store = SettingsStore(path)
    prefs = store.load()
    assert prefs.volume == 70 and not prefs.muted
    assert store.warning and "moved to" in store.warning
    assert list(tmp_path.glob("durak.ini.corrupt-*"))
    path.write_text("[sound]\nvolume=35\nmuted=true\n")
    prefs = SettingsStore(path).load()
    assert (prefs.volume, prefs.muted) == (35, True)


def test_the_deal_s_sound_waits_for_the_first_frame(qtbot, monkeypatch):
    """QtMultimedia loads after the window's first frame, then the held deal sounds."""
    from PyQt6.QtWidgets import QWidget

    played: list[tuple[str, float]] = []
    monkeypatch.setattr(QtSoundPlayer, "has_output", lambda self: True)
    monkeypatch.setattr(QtSoundPlayer, "effect",
                        lambda self, name: played.append((name, 0.0)) or FakeEffect())
    player = QtSoundPlayer(held=True)
    player.play("deal", 0.5)
    player.play("play", 0.5)
    player.play("deal", 0.7)
    widget = QWidget()
    qtbot.addWidget(widget)
    player.release_after_first_paint(widget)
    assert played == []                       # nothing loaded before the first frame
    widget.show()
    qtbot.waitUntil(lambda: len(played) == 2)
    assert [name for name, _ in played] == ["play", "deal"]   # each once, newest last
    player.play("cover", 0.5)                 # from then on at once
    assert played[-1][0] == "cover"


class FakeEffect:
    def setVolume(self, volume: float) -> None:
        pass

    def play(self) -> None:
        pass
