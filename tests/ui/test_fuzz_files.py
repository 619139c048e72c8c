"""Fuzzing every file the game reads: the app starts (or a replay fails in one sentence).

Each example writes valid settings, score and saved game into scratch folders, spoils one
of them (random bytes, truncations, splices of deep nesting, huge numbers, NaN, NUL, wrong
shapes and types, a huge file) and starts the real app as the launcher does.  The app must
start with no exception and no error dialog; the spoiled file is either accepted as it is
or set aside with a warning; the other files are unchanged.
"""

from __future__ import annotations

import json
import pathlib
import tempfile

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st
from PyQt6.QtWidgets import QApplication

from durak.ui.kit.teardown import tear_down
from durak.ui.main_window import MainWindow
from durak.ui.replay_window import ReplayWindow
from durak.ui.store.replay_file import load_replay

from .scratch_app import Home, discard, error_dialogs, reset_paths, start, valid_files

FUZZ = settings(max_examples=25, derandomize=True, deadline=None,
                suppress_health_check=list(HealthCheck))
HUGE_FILE = b"<a huge file>"   # a marker: written as a sparse 64 MB file
SPLICES = [b"[" * 5000, b"{" * 40, b"9" * 5000, b"NaN", b"Infinity", b"1e999", b"1e308",
           b"\x00", b"\xff\xfe", b'"', b"null", b"true", b"-", b"\n[x\n", b"=", b"\\"]


def hostile(test):
    """Every kind of hostile content, always tried, before the random examples."""
    for content in (b"[" * 100_000, b'{"games": ' + b"9" * 5000 + b"}", b'{"a": NaN}',
                    b"[1e999]", b"\xff\xfe\x00", b"null", HUGE_FILE):
        test = example(content=content)(test)
    return test


def spoilings(valid: bytes) -> st.SearchStrategy[bytes]:
    size = len(valid)
    return st.one_of(
        st.binary(max_size=300),
        st.integers(0, size - 1).map(lambda n: valid[:n]),
        st.tuples(st.integers(0, size), st.sampled_from(SPLICES)).map(
            lambda t: valid[:t[0]] + t[1] + valid[t[0]:]),
        st.tuples(st.integers(0, size - 1), st.integers(1, 20), st.binary(max_size=8)).map(
            lambda t: valid[:t[0]] + t[2] + valid[t[0] + t[1]:]),
        st.just(HUGE_FILE),
        st.sampled_from([valid, valid + b"\n \n", b" " + valid]),   # fine as they are
    )


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10**20) | st.floats(allow_nan=False,
                                                                    allow_infinity=False)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12)


def json_shapes(valid: bytes) -> st.SearchStrategy[bytes]:
    """The valid JSON with one top-level field replaced, or any other JSON value."""
    data = json.loads(valid)
    return st.one_of(
        st.builds(lambda key, value: json.dumps({**data, key: value}).encode(),
                  st.sampled_from(sorted(data)), json_values),
        json_values.map(lambda value: json.dumps(value).encode()),
    )


ini_values = st.one_of(st.sampled_from(["", "none", "true", "false", "-1", "0", "2", "7",
                                        "24", "52", "1e308", "nan", "inf", "9" * 50, "hard",
                                        "wood", "a, b", "@ByteArray(x)", "@Variant(\\0)"]),
                       st.text(max_size=10).filter(lambda t: "\n" not in t and "\r" not in t))
INI_KEYS = ["game/players", "game/level", "game/seat_levels", "game/speed", "game/auto_pass",
            "table/theme", "table/language", "window/geometry", "window/fullscreen",
            "rules/deck", "rules/hand_size", "rules/forwarding", "rules/reinforce",
            "rules/attack_limit", "rules/first_bout_limit", "rules/window_seconds",
            "rules/first_offender", "rules/throw_in_after_take", "general_key", "other/key"]


def ini_texts(valid: bytes) -> st.SearchStrategy[bytes]:
    """The valid settings with some keys set to odd values (the rest as they were)."""
    def build(values: dict[str, str]) -> bytes:
        lines = valid.decode().splitlines()
        sections: dict[str, list[str]] = {}
        section = ""
        for line in lines:
            if line.startswith("["):
                section = line[1:-1]
            elif "=" in line:
                sections.setdefault(section, []).append(line)
        for key, value in values.items():
            group, _, name = key.rpartition("/")
            entries = [e for e in sections.get(group, []) if not e.startswith(name + "=")]
            sections[group] = [*entries, f"{name}={value}"]
        text = "\n".join(sections.pop("", []))
        for group, entries in sections.items():
            text += f"\n[{group}]\n" + "\n".join(entries) + "\n"
        return text.encode()
    return st.dictionaries(st.sampled_from(INI_KEYS), ini_values, min_size=1,
                           max_size=4).map(build)


def valid_contents() -> dict[str, bytes]:
    with tempfile.TemporaryDirectory(prefix="durak-fuzz-") as root:
        home = Home(pathlib.Path(root))
        valid_files(home)
        return {name: data or b"" for name, data in home.files().items()}


def check_start(qtbot, name: str, content: bytes) -> None:
    with tempfile.TemporaryDirectory(prefix="durak-fuzz-") as root:
        home = Home(pathlib.Path(root))
        valid_files(home)
        path = {"durak.ini": home.settings, "score.json": home.score,
                "current-game.json": home.game}[name]
        start_with(qtbot, home, path, content)


def start_with(qtbot, home: Home, path: pathlib.Path, content: bytes) -> None:
    if content == HUGE_FILE:
        with open(path, "wb") as handle:
            handle.write(b'{"games": [' * 3)
            handle.truncate(64 * 1024 * 1024)
    else:
        path.write_bytes(content)
    before = home.files()
    window = start(home)
    try:   # not given to qtbot, which would close it once its home is gone
        assert not error_dialogs()
        after = home.files()
        for name, data in before.items():
            if name != path.name:
                assert after[name] == data, f"{name} changed"
        event("set aside" if home.set_aside(path.name) else "accepted")
        if home.set_aside(path.name):
            assert any(path.name in warning for warning in window.warnings), window.warnings
        else:
            assert after[path.name] == before[path.name]
        assert window.session.game.num_players >= 2
    finally:
        discard(window)


@pytest.fixture
def scratch(monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", "")
    yield
    reset_paths()


VALID = valid_contents()


def test_a_started_app_leaves_nothing_in_a_scratch_home_once_it_is_gone(qtbot, scratch):
    """The scratch homes go with their examples: nothing of the window writes there
    afterwards (the suite once left a hundred ``durak-fuzz-*`` folders behind)."""
    with tempfile.TemporaryDirectory(prefix="durak-fuzz-") as root:
        home = Home(pathlib.Path(root))
        valid_files(home)
        window = start(home)
        assert window.session.game.num_players == 3
        discard(window)
    # What ends the test (pytest-qt's closing of its widgets, then the teardown's).
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            widget.close()
    tear_down(QApplication.instance())
    assert not pathlib.Path(root).exists()


@FUZZ
@given(st.one_of(spoilings(VALID["durak.ini"]), ini_texts(VALID["durak.ini"])))
@hostile
def test_fuzz_settings(qtbot, scratch, content):
    check_start(qtbot, "durak.ini", content)


@FUZZ
@given(st.one_of(spoilings(VALID["score.json"]), json_shapes(VALID["score.json"])))
@hostile
def test_fuzz_score(qtbot, scratch, content):
    check_start(qtbot, "score.json", content)


@FUZZ
@given(st.one_of(spoilings(VALID["current-game.json"]), json_shapes(VALID["current-game.json"])))
@hostile
def test_fuzz_running_game(qtbot, scratch, content):
    check_start(qtbot, "current-game.json", content)


@FUZZ
@given(st.one_of(spoilings(VALID["current-game.json"]), json_shapes(VALID["current-game.json"])))
@hostile
def test_fuzz_replay(qtbot, tmp_path, content):
    """A replay either loads and shows, or is refused with one ValueError sentence."""
    path = tmp_path / "game.json"
    if content == HUGE_FILE:
        with open(path, "wb") as handle:
            handle.truncate(64 * 1024 * 1024)
    else:
        path.write_bytes(content)
    try:
        replay = load_replay(str(path))
    except ValueError as error:
        assert str(error) and "\n" not in str(error)
        event("refused")
        return
    event("replayed")
    window = ReplayWindow(replay)
    qtbot.addWidget(window)
    window.session.go_to(window.session.total)
    assert window.session.position == len(replay.record.actions)
    window.close()
