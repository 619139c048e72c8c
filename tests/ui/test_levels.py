"""Each opponent's level: settings, the dialog, the command line, and the bots at the table."""

from __future__ import annotations

import pytest

from durak.launcher import parse_args, session_overrides
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.main_window import MainWindow
from durak.ui.store.settings import Preferences, SettingsStore


def test_per_player_levels_are_saved_and_bad_ones_dropped(tmp_path):
    store = SettingsStore(tmp_path / "durak.ini")
    prefs = Preferences(players=5, level="normal", seat_levels=("hard", "", "random"))
    store.save(prefs)
    assert SettingsStore(tmp_path / "durak.ini").load() == prefs
    assert Preferences(seat_levels=("godlike", "hard", "", "")).validated().seat_levels == (
        "", "hard")


def test_settings_dialog_edits_each_players_level(qtbot):
    dialog = SettingsDialog(None, Preferences(level="original", seat_levels=("", "normal")))
    qtbot.addWidget(dialog)
    assert [c.currentData() for c in dialog.seat_levels[:3]] == ["", "normal", ""]
    first = dialog.seat_levels[0]
    first.setCurrentIndex(first.findData("hard"))
    dialog.seat_levels[1].setCurrentIndex(0)   # "As above"
    assert dialog.result_prefs().seat_levels == ("hard",)
    assert first.accessibleName() == "Player 1"


def test_level_option_takes_one_level_or_one_per_player():
    assert parse_args(["--level", "hard"]).level == ("hard",)
    assert parse_args(["--level", "hard,Normal,original"]).level == ("hard", "normal", "original")


def test_each_seat_gets_its_level_and_changes_apply_at_once(make_window):
    window = make_window(players=4, level="original", seat_levels=("random", "", "normal"))
    c = window.session
    assert {seat: bot.name for seat, bot in c.bots.items()} == {
        1: "random", 2: "original", 3: "normal"}
    kept = c.bots[2]
    c.set_levels("normal", ("random", "", "original"))
    assert {seat: bot.name for seat, bot in c.bots.items()} == {
        1: "random", 2: "normal", 3: "original"}
    assert c.bots[2] is not kept and c.level_of(2) == "normal"


@pytest.mark.parametrize(("option", "levels"), [
    ("hard,normal", ["hard", "normal", "normal"]),    # the last level fills the rest in
    ("Random", ["random", "random", "random"]),        # one level for every bot
    ("original,hard,random", ["original", "hard", "random"]),
])
def test_command_line_levels_seat_the_bots(qtbot, tmp_path, option, levels):
    args = parse_args(["--players", "4", "--level", option, "--seed", "3"])
    store = SettingsStore(tmp_path / "durak.ini")
    store.save(Preferences(level="normal", seat_levels=("original",)))  # overridden
    window = MainWindow(session_overrides(args), store=store, folder=tmp_path)
    qtbot.addWidget(window)
    c = window.session
    c.set_paused(True)
    assert [c.level_of(seat) for seat in (1, 2, 3)] == levels
    assert [c.bots[seat].name for seat in (1, 2, 3)] == levels
    assert SettingsStore(tmp_path / "durak.ini").load().seat_levels == ("original",)
    c.shutdown()


def test_no_level_option_keeps_the_saved_levels(qtbot, tmp_path):
    store = SettingsStore(tmp_path / "durak.ini")
    store.save(Preferences(players=3, level="normal", seat_levels=("random",)))
    window = MainWindow(session_overrides(parse_args([])), store=store, folder=tmp_path)
    qtbot.addWidget(window)
    c = window.session
    c.set_paused(True)
    assert [c.bots[seat].name for seat in (1, 2)] == ["random", "normal"]


def test_a_mixed_table_lets_every_bot_move(qtbot, make_window):
    window = make_window(players=3, seed=5, level="original", seat_levels=("hard", "random"))
    c = window.session
    movers: set[int] = set()

    def step() -> bool:
        if c.game.is_over:
            return True
        movers.update(a.player for a in c.game.history if a.player is not None)
        legal = c.game.legal_actions(0)
        if legal and not c.paused:
            c.apply(legal[-1])
        return False
    qtbot.waitUntil(lambda: step() or {1, 2} <= movers, timeout=60000)
    assert {1, 2} <= movers   # the hard seat answered through its helper process, too
    assert c.worker is not None
    c.set_paused(True)
    c.shutdown()


def test_a_mixed_table_names_each_bots_level(make_window):
    window = make_window(players=3, level="original", seat_levels=("normal",))
    c = window.session
    assert [c.seat_note(seat) for seat in (0, 1, 2)] == ["", "Normal", "Original"]
    c.set_levels("normal")
    assert [c.seat_note(seat) for seat in (0, 1, 2)] == ["", "", ""]   # all alike: no note
