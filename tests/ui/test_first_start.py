"""A newcomer's first start: a short first game that shows how (or, skipped, a first deal
that waits for him); later starts (a game counted, or one to resume) begin as before."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QMessageBox

from durak.engine import Action
from durak.ui.kit.i18n import tr
from durak.ui.model.layout import MIN_WIDTH
from durak.ui.sessions.tutorial import DONE_TEXT, STEPS

from .conftest import card_point, settle
from .keyboard import activate, click_button, press
from .scratch_app import Home, discard, reset_paths, start

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def newcomer(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    window = start(Home(tmp_path))
    qtbot.addWidget(window)
    window.session.set_paused(False)   # start() pauses every window; the launcher not
    assert window.first_start()
    window.wait_for_a_newcomer()
    window.show()
    assert window.session.paused
    qtbot.waitUntil(lambda: isinstance(window.dialog, QMessageBox))
    return window


def answer(window, yes: bool) -> None:
    button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
    QTest.mouseClick(window.dialog.button(button), LEFT)


def double_click(window, card: str) -> None:
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, card))


def test_skipped_the_first_deal_waits_with_a_welcome(qtbot, tmp_path, monkeypatch):
    try:
        window = newcomer(qtbot, tmp_path, monkeypatch)
        answer(window, False)
        qtbot.waitUntil(lambda: window.table.status.text.startswith("Welcome!"), timeout=3000)
        assert window.session.paused and window.tutorial is None
        moves = len(window.session.game.history)
        activate(qtbot, window)
        press(qtbot, window, Qt.Key.Key_Space)          # ready: the game begins
        assert not window.session.paused
        assert len(window.session.game.history) == moves
    finally:
        reset_paths()


def test_the_first_game_shows_leading_adding_covering_taking_forwarding(
        qtbot, tmp_path, monkeypatch):
    try:
        window = newcomer(qtbot, tmp_path, monkeypatch)
        answer(window, True)
        game = window.session.game
        table = window.table

        def step_says(index: int) -> None:
            qtbot.waitUntil(lambda: table.coach == tr(STEPS[index].says), timeout=5000)
            settle(qtbot, window)
            assert table.status.text == tr(STEPS[index].says)

        activate(qtbot, window)
        step_says(0)
        double_click(window, "7S")                       # leading
        step_says(1)
        double_click(window, "7C")                       # adding
        step_says(2)
        press(qtbot, window, Qt.Key.Key_Down)            # end the attack
        step_says(3)
        double_click(window, "9D")                       # covering
        step_says(4)
        click_button(window, table.take_button)          # taking
        step_says(5)
        double_click(window, "6H")                       # forwarding
        qtbot.waitUntil(lambda: window.tutorial is None, timeout=5000)
        assert Action.parse("P0 forward 6H") in game.history
        # the first real game is dealt, and waits for the player
        assert window.session.game is not game and window.session.paused
        assert window.session.game.num_players == window.session_prefs().players == 3
        assert table.status.text == tr(DONE_TEXT)
        assert not (tmp_path / "data" / "durak" / "durak" / "score.json").exists()
    finally:
        reset_paths()


def test_a_move_of_ones_own_leaves_the_script_and_the_game_plays_on(
        qtbot, tmp_path, monkeypatch):
    try:
        window = newcomer(qtbot, tmp_path, monkeypatch)
        answer(window, True)
        qtbot.waitUntil(lambda: window.tutorial is not None and bool(window.table.coach))
        settle(qtbot, window)
        double_click(window, "KS")                       # not the 7♠ asked for
        qtbot.waitUntil(lambda: window.tutorial is None)
        assert window.table.coach.startswith("You found your own way")
        assert window.session.bots                       # the bot plays again
    finally:
        reset_paths()


def test_a_player_who_has_played_is_not_kept_waiting(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    home = Home(tmp_path)
    home.folder.mkdir(parents=True)
    home.score.write_text('{"games": 1, "points": 1, "times_last": 0, "last_place": 1, '
                          '"last_players": 2}\n', encoding="utf-8")
    try:
        window = start(home)
        window.session.set_paused(False)
        assert not window.first_start()
        window.wait_for_a_newcomer()
        assert not window.session.paused
        discard(window)
    finally:
        reset_paths()


def test_each_step_is_said_whole_at_800x600(qtbot, tmp_path, monkeypatch):
    from durak.ui.kit import i18n

    try:
        window = newcomer(qtbot, tmp_path, monkeypatch)
        window.resize(800, 600)
        qtbot.waitUntil(lambda: window.table.width_units <= MIN_WIDTH + 0.5)
        answer(window, True)
        table = window.table
        for language in ("en", "de", "fr", "ru"):
            i18n.install(language)
            for step in STEPS:
                table.set_coach(tr(step.says))
                fitted = table.status.fitted()
                assert not fitted.elided, (language, step.says)
                drawn = table.status.mapRectToScene(table.status.text_rect())
                label = table.seats[0].mapRectToScene(table.seats[0].label)
                assert drawn.bottom() <= label.top(), (language, step.says)
    finally:
        i18n.install("en")
        reset_paths()
