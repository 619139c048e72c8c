"""The move log: the moves in words, L shows or hides it, remembered, for screen readers."""

from __future__ import annotations

from dataclasses import replace

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest

from durak.engine import Action
from durak.ui.store.settings import SettingsStore

from .conftest import card_point, set_position, settle
from .keyboard import activate, press

K = Qt.Key


def table(qtbot, make_window, position: str, players: int):
    window = make_window(players=players)
    activate(qtbot, window)
    set_position(qtbot, window, position)
    window.session.bots = {}
    window.move_log.list.clear()
    return window, window.session


def test_moves_in_words_for_a_seeded_round(qtbot, make_window):
    window, c = table(qtbot, make_window, "QSQC9D/7S8D/7H6C KD 6S6H6D 1", players=3)
    assert c.apply(Action.parse("P1 attack 7S"))
    assert c.apply(Action.parse("P2 forward 7H"))
    settle(qtbot, window)
    press(qtbot, window, K.Key_Down)                    # you take
    log = window.move_log
    assert log.lines() == [
        "Player 1 attacks with 7♠",
        "Player 2 forwards 7♥ to you",
        "You take the cards",
        "New round: Player 1 attacks Player 2",
    ]
    assert log.list.accessibleName() == "Move log"
    assert log.list.accessibleDescription() == (
        "Last move: New round: Player 1 attacks Player 2")


def test_a_cover_and_the_end(qtbot, make_window):
    window, c = table(qtbot, make_window, "8S/7S H - 1", players=2)
    assert c.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, card_point(window, "8S"))
    qtbot.waitUntil(lambda: c.game.is_over)
    assert window.move_log.lines() == [
        "Player 1 attacks with 7♠",
        "You cover 7♠ with 8♠",
        "Beaten: 7♠ 8♠ go to the discard pile",
        "Player 1 is out, place 1",
        "You are out, place 2",
        "Game over: nobody is the durak",
    ]


def test_a_new_game_starts_the_log_anew_and_never_names_hidden_cards(qtbot, make_window):
    window = make_window(players=3, seed=4)
    window.move_log.show()
    c = window.session
    c.bots = {}
    assert window.move_log.lines()[0] == "New game"
    for _ in range(120):
        if c.game.is_over:
            break
        legal = c.game.legal_actions()
        assert c.apply(legal[0])
    text = " ".join(window.move_log.lines())
    assert "draw" not in text
    assert len(window.move_log.lines()) > 10
    bar = window.move_log.list.verticalScrollBar()     # the newest line is in sight
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())


def test_l_shows_and_hides_it_remembered(qtbot, make_window, tmp_path):
    window = make_window(players=3)
    activate(qtbot, window)
    assert not window.move_log.isVisible()
    press(qtbot, window, K.Key_L)
    qtbot.waitUntil(window.move_log.isVisible)
    assert SettingsStore(tmp_path / "durak.ini").load().move_log
    window.move_log.list.viewport().setFocus()           # a click in the log...
    press(qtbot, window, K.Key_Right)                    # ...keys still reach the table
    press(qtbot, window, K.Key_L)
    qtbot.waitUntil(lambda: not window.move_log.isVisible())
    assert not SettingsStore(tmp_path / "durak.ini").load().move_log


def test_epaulettes_are_logged_before_the_end(qtbot, make_window):
    window = make_window(players=2)
    activate(qtbot, window)
    set_position(qtbot, window, "7D8D/6S6H C - 1", epaulettes="sixes")
    window.session.bots = {}
    window.move_log.list.clear()
    assert window.session.apply(Action.parse("P1 attack 6S 6H"))
    settle(qtbot, window)
    press(qtbot, window, K.Key_Down)                    # you take: the last attack, sixes
    lines = window.move_log.lines()
    assert lines[-2] == "You get epaulettes (6)" and lines[-1].startswith("Game over")


def test_a_change_of_language_rewrites_the_whole_log(qtbot, make_window):
    from durak.ui.kit import i18n

    window, c = table(qtbot, make_window, "QSQC9D/7S8D/7H6C KD 6S6H6D 1", players=3)
    assert c.apply(Action.parse("P1 attack 7S"))
    assert c.apply(Action.parse("P2 forward 7H"))
    settle(qtbot, window)
    log = window.move_log
    english = log.lines()
    try:
        i18n.install("de")
        qtbot.waitUntil(lambda: log.windowTitle() == "Spielverlauf")
        german = log.lines()
        assert german == ["Spieler 1 greift mit 7♠ an", "Spieler 2 schiebt 7♥ weiter an dich"]
        assert all(line != old for line, old in zip(german, english, strict=True))
        assert log.list.accessibleDescription().endswith(german[-1])
        i18n.install("ru")
        qtbot.waitUntil(lambda: log.lines() != german)
        assert all(any("\u0400" <= ch <= "\u04ff" for ch in line) for line in log.lines())
    finally:
        i18n.install("en")
    qtbot.waitUntil(lambda: log.lines() == english)


def shown_log(qtbot, make_window, tmp_path):
    store = SettingsStore(tmp_path / "durak.ini")
    store.save(replace(store.load(), move_log=True))
    window = make_window(players=2)
    window.setMinimumSize(200, 200)   # as on a screen of 400x300 logical pixels
    qtbot.waitUntil(window.move_log.isVisible)
    return window


def test_on_a_tiny_window_the_log_leaves_the_table_most_of_it(qtbot, make_window, tmp_path):
    window = shown_log(qtbot, make_window, tmp_path)
    log = window.move_log
    assert log.width() == log.sizeHint().width()         # a normal window: as it comes
    assert window.view.width() > 3 * log.width()
    window.resize(400, 300)
    qtbot.waitUntil(lambda: log.width() <= 400 * 0.35)
    assert log.width() >= 120                            # still readable
    assert window.view.width() >= 400 * 0.6
    window.resize(1200, 700)                             # back: its own width again
    qtbot.waitUntil(lambda: log.width() == log.sizeHint().width())


def test_a_width_the_player_dragged_stays(qtbot, make_window, tmp_path):
    window = shown_log(qtbot, make_window, tmp_path)
    log = window.move_log
    window.resizeDocks([log], [400], Qt.Orientation.Horizontal)   # the separator dragged
    qtbot.waitUntil(lambda: log.width() == 400)
    window.resize(1000, 700)
    qtbot.wait(10)
    assert log.width() == 400
