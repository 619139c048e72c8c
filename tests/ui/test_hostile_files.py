"""Hostile files and odd settings never stop the game: each reported case, as reported.

Every test starts the real app the way the launcher does (``MainWindow`` with the
launcher's ``session_overrides`` of parsed options), with scratch config and data folders
holding valid settings, score and saved game, one of them spoiled.
"""

from __future__ import annotations

import json
import pathlib

import pytest

from durak.engine import Game, Record, Rules
from durak.ui.store.score import ScoreBook
from durak.ui.store.settings import Preferences, SettingsStore

from .scratch_app import Home, close, error_dialogs, reset_paths, run_durak, start, valid_files


@pytest.fixture
def home(tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    home = Home(tmp_path)
    valid_files(home)
    yield home
    reset_paths()


def started(qtbot, home: Home, *args: str):
    window = start(home, *args)
    qtbot.addWidget(window)
    window.show()
    return window


def shows_on_table(qtbot, window, text: str) -> None:
    qtbot.waitUntil(lambda: text in window.table.status.text, timeout=8000)


def spoil(qtbot, home: Home, name: str, content: bytes, *args: str):
    """Write ``content`` to file ``name``, start the app; it must set the file aside."""
    path = {"durak.ini": home.settings, "score.json": home.score,
            "current-game.json": home.game}[name]
    path.write_bytes(content)
    before = home.files()
    window = started(qtbot, home, *args)
    assert home.set_aside(name), f"{name} was not set aside"
    assert home.set_aside(name)[0].read_bytes() == content
    warning = next(w for w in window.warnings if name in w)
    assert "was moved to" in warning
    shows_on_table(qtbot, window, warning)
    for other, data in home.files().items():
        if other != name:
            assert data == before[other], f"{other} changed"
    assert not error_dialogs()
    return window


# --- the issue's table, row by row -------------------------------------------------------
def test_score_of_100000_brackets(qtbot, home):
    window = spoil(qtbot, home, "score.json", b"[" * 100_000)
    assert window.scores.score.games == 0


def test_score_with_a_5000_digit_number(qtbot, home):
    window = spoil(qtbot, home, "score.json", b'{"games": ' + b"7" * 5000 + b"}")
    assert window.scores.score.games == 0


def test_running_game_of_100000_brackets(qtbot, home):
    window = spoil(qtbot, home, "current-game.json", b"[" * 100_000)
    assert window.dialog is None   # no offer to resume, no error
    assert window.session.game.num_players == 3


def test_replay_of_100000_brackets_is_one_sentence_and_status_2(home):
    replay = home.root / "game.json"
    replay.write_text("[" * 100_000)
    result = run_durak(home, "--replay", str(replay))
    assert result.returncode == 2
    assert result.stderr.startswith(f"durak: cannot replay {replay}: ")
    assert "nested deeper than 32 levels" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


def test_a_24_card_deck_in_the_settings_with_players_5(qtbot, home):
    home.game.unlink()
    SettingsStore(home.settings).save(Preferences(players=3, rules=Rules(deck=24)))
    window = started(qtbot, home, "--players", "5")
    game = window.session.game
    assert (game.num_players, game.rules.deck, game.rules.hand_size) == (5, 32, 6)
    assert not home.set_aside("durak.ini")
    shows_on_table(qtbot, window, "dealing: players 5, deck 32, hand size 6")
    assert not error_dialogs()


def test_several_warnings_are_shown_one_after_another_in_full(qtbot, home):
    home.score.write_text("null")
    home.settings.write_text("[rules]\ndeck=24\n", encoding="utf-8")
    window = started(qtbot, home, "--players", "5")
    assert len(window.warnings) == 2
    for warning in window.warnings:
        shows_on_table(qtbot, window, warning)


def test_deck_52_hands_of_18_with_players_3(qtbot, home):
    home.game.unlink()
    home.settings.write_text("[rules]\ndeck=52\nhand_size=18\n", encoding="utf-8")
    window = started(qtbot, home, "--players", "3")
    game = window.session.game
    assert (game.num_players, game.rules.deck, game.rules.hand_size) == (3, 52, 17)
    assert all(game.hand_size(p) == 17 for p in range(3))
    shows_on_table(qtbot, window, "dealing: players 3, deck 52, hand size 17")


def test_the_two_reported_command_lines_really_start(home):
    """The reported commands, as processes: they start, deal and let the bots move."""
    home.game.unlink()
    home.settings.write_text("[rules]\ndeck=24\n", encoding="utf-8")
    result = run_durak(home, "--players", "5", "--smoke-test")
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    home.settings.write_text("[rules]\ndeck=52\nhand_size=18\n", encoding="utf-8")
    result = run_durak(home, "--players", "3", "--smoke-test")
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr


def test_window_seconds_1e308_in_the_settings(qtbot, home):
    text = home.settings.read_text(encoding="utf-8").replace("window_seconds=5\n",
                                                             "window_seconds=1e308\n")
    assert "1e308" in text
    window = spoil(qtbot, home, "durak.ini", text.encode())
    assert window.session.rules.window_seconds == 5.0


def spoiled_record(**rules: object) -> bytes:
    game = Game.new(Rules(), 2, seed=8)
    game.apply(game.legal_actions()[0])
    data = Record.of(game).to_dict()
    data["rules"].update(rules)
    return json.dumps(data).encode()


def test_window_seconds_1e308_in_a_saved_game(qtbot, home):
    window = spoil(qtbot, home, "current-game.json", spoiled_record(window_seconds=1e308))
    assert window.dialog is None and window.session.rules.window_seconds == 5.0


def test_window_seconds_1e308_in_a_replay(home):
    replay = home.root / "game.json"
    replay.write_bytes(spoiled_record(window_seconds=1e308))
    result = run_durak(home, "--replay", str(replay))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "window_seconds must be a number of seconds from 0 to 600" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


# --- the smaller cases ------------------------------------------------------------------------
def test_settings_of_random_bytes(qtbot, home):
    spoil(qtbot, home, "durak.ini", bytes(range(256)) * 4)


@pytest.mark.parametrize("text", [
    "[game]\nplayers=banana\n", "[game]\nplayers=9\n", "[table]\ntheme=nope\n",
    "[rules]\nwindow_seconds=nan\n", "[rules]\nattack_limit=1e3\n", "[game]\nauto_pass=maybe\n",
    "[game]\nplayers=3, 4\n", "players=3\n", "just some words\n", "[game\nplayers=4\n",
])
def test_settings_with_bad_values(qtbot, home, text):
    spoil(qtbot, home, "durak.ini", text.encode())


def test_settings_of_100_mb_of_junk(qtbot, home):
    with open(home.settings, "wb") as handle:
        handle.write(b"[game]\nplayers=3\n" + b"junk=" * 1000)
        handle.truncate(100 * 1024 * 1024)   # sparse: cheap to write, 100 MB to read
    home.files()   # reads it; the app must not need to
    window = started(qtbot, home)
    assert home.set_aside("durak.ini") and "durak.ini" in window.warnings[0]
    assert not home.settings.exists() or home.settings.stat().st_size < 1024


def test_a_score_of_null_is_corrupt(qtbot, home):
    spoil(qtbot, home, "score.json", b"null")


@pytest.mark.parametrize("fields", [
    {"last_place": "x", "last_players": 3}, {"games": True}, {"games": -1},
    {"last_place": 4, "last_players": 3}, {"last_place": 1, "last_players": None},
    {"points": float("inf")}, {"extra": 1},
])
def test_a_score_with_wrong_fields_is_corrupt(tmp_path, fields):
    path = tmp_path / "score.json"
    data = {"games": 2, "points": 1.5, "times_last": 0, "last_place": 1, "last_players": 3}
    data.update(fields)
    path.write_text(json.dumps(data).replace("Infinity", "1e999"), encoding="utf-8")
    book = ScoreBook(path)
    assert book.score.games == 0 and "moved to" in (book.warning or "")
    assert list(tmp_path.glob("score.json.corrupt-*"))


def test_a_file_that_cannot_be_moved_aside_is_ignored_with_a_warning(tmp_path, monkeypatch):
    import os

    path = tmp_path / "score.json"
    path.write_text("null", encoding="utf-8")

    def refuse(*_args):
        raise PermissionError("read-only folder")
    monkeypatch.setattr(os, "replace", refuse)
    book = ScoreBook(path)
    assert book.score.games == 0 and book.warning == "score.json was unreadable and was ignored"


@pytest.mark.parametrize(("args", "message"), [
    (["--seed", "9" * 5000], "the seed must be a whole number from 0 to 2**64-1"),
    (["--seed", "-1"], "the seed must be a whole number"),
    (["--players", "x"], "invalid int value"),
    (["--replay", "/no/such/file.json"], "cannot replay /no/such/file.json: cannot read it"),
])
def test_bad_command_lines_get_one_sentence_and_status_2(home, args, message):
    result = run_durak(home, *args)
    assert result.returncode == 2 and message in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


def test_recording_into_a_folder_is_refused(home):
    result = run_durak(home, "--record", str(home.root))
    assert result.returncode == 2 and "is a folder or not writable" in result.stderr


def test_a_valid_home_starts_without_warnings(qtbot, home):
    before = home.files()
    window = started(qtbot, home)
    assert window.warnings == [] and window.scores.score.games == 2
    qtbot.waitUntil(lambda: window.dialog is not None)   # the offer to continue the game
    assert home.files() == before
    close(window)


@pytest.mark.parametrize("content", [b"[" * 100_000, b'{"folders": [7], "caches": []}', b"null"])
def test_a_hostile_desktop_manifest_is_set_aside_and_install_goes_on(tmp_path, content):
    from durak import desktop

    base = tmp_path / "share"
    manifest = desktop.manifest_path(base)
    manifest.parent.mkdir(parents=True)
    manifest.write_bytes(content)
    written = desktop.install(base, command="/opt/durak/bin/durak")
    assert written and list(manifest.parent.glob("desktop-install.json.corrupt-*"))
    assert json.loads(manifest.read_text())["folders"] is not None
    desktop.uninstall(base)
