"""Details of the table that were wrong (B13): the game-over panel, the durak's cards, a
selection across rounds, the drag marker's colour, the resume question."""

from __future__ import annotations

from PyQt6.QtCore import QPoint, Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QMessageBox

from durak.engine import Action, Card, format_position, parse_position
from durak.ui.kit.theme import load_theme
from durak.ui.main_window import MainWindow
from durak.ui.model.layout import RAISE, compute_layout
from durak.ui.model.table_state import HUMAN
from durak.ui.store.settings import Preferences

from .conftest import card_point, play_until, scene_point, set_position, settle


def double_click(window: MainWindow, point: QPoint) -> None:
    QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, point)


def click(window: MainWindow, point: QPoint) -> None:
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def test_finishing_first_in_a_draw_says_you_won_and_nobody_is_the_durak(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "7S/8S S - 0")   # you lead your last card; it is covered
    double_click(window, card_point(window, "7S"))
    qtbot.waitUntil(lambda: window.session.game.is_over, timeout=5000)
    game = window.session.game
    assert game.winners == (0, 1) and game.durak is None
    panel = window.table.panel
    assert panel.isVisible()
    assert panel.title == "You won!"
    assert panel.lines == ["1. You", "2. Player 1", "Nobody is the durak"]


def test_every_ending_names_the_winner(qtbot, make_window):
    window = make_window(players=3)
    endings = {   # position and moves -> winners, durak, title, last line
        "you are the durak": ("7S9S/8S S - 1", ["P1 attack 8S", "P0 defend 9S>8S"],
                              (1,), 0, "You are the durak!", "Durak: You"),
        "a bot won": ("6C/6H/7H8D S - 1", ["P1 attack 6H", "P0 attack 6C", "P2 take"],
                      (1, 0), 2, "Player 1 won", "Durak: Player 2"),
        "a bot won, no durak": ("6C/6H/7H7C S - 1",
                                ["P1 attack 6H", "P0 attack 6C", "P2 defend 7H>6H",
                                 "P2 defend 7C>6C"],
                                (1, 0, 2), None, "Player 1 won", "Nobody is the durak"),
    }
    for name, (position, moves, winners, durak, title, last) in endings.items():
        game = parse_position(position)
        for move in moves:
            game.apply(Action.parse(move))
        while not game.is_over:   # the rest is forced: everyone is done, or time runs out
            game.apply(game.legal_actions()[-1])
        assert (game.winners, game.durak) == (winners, durak), name
        window.session.restore(game)
        panel = window.table.panel
        assert (panel.title, panel.lines[-1]) == (title, last), name


def test_the_durak_s_cards_are_turned_face_up_at_the_end(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "9S/8S6H S - 0")   # Player 1 cannot beat 9♠ and takes
    double_click(window, card_point(window, "9S"))
    qtbot.waitUntil(lambda: window.session.game.is_over, timeout=5000)
    settle(qtbot, window)
    assert window.session.game.durak == 1
    held = window.session.game.hand(1)
    assert set(held) == {Card.parse(c) for c in ("9S", "8S", "6H")}
    assert all(window.table.cards[card].face_up for card in held)
    assert window.table.panel.lines[-1] == "Durak: Player 1"


def test_a_selection_does_not_outlive_its_round(qtbot, make_window):
    window = make_window(players=2)
    c = window.session
    set_position(qtbot, window, "7H8D/7S9S KH 6C6D6S 1")
    c.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    click(window, card_point(window, "8D"))   # select a card...
    assert c.controls.selected == {Card.parse("8D")}
    settle(qtbot, window)
    unraised = window.table.cards[Card.parse("7H")].y()
    assert window.table.cards[Card.parse("8D")].y() == unraised - RAISE
    take = window.table.take_button   # ...then take instead
    click(window, window.view.mapFromScene(take.mapRectToScene(take.rect).center()))
    qtbot.waitUntil(lambda: not c.game.table, timeout=5000)   # the round is over
    settle(qtbot, window)
    assert not c.controls.selected
    assert window.table.cards[Card.parse("8D")].y() == window.table.cards[Card.parse("7H")].y()


def test_a_lifted_card_stays_clear_of_the_you_label():
    game = parse_position("7H8D9C/7S9S KH 6C6D6S 1")
    from durak.ui.sessions.local import LocalSession

    session = LocalSession(players=2, deal=False)
    session.restore(game)
    session.controls.selected = set(game.hand(HUMAN))
    for width in (720, 900, 1300):
        layout = compute_layout(session.snapshot(), width)
        label = layout.seats[HUMAN].label
        for card in game.hand(HUMAN):
            assert layout.cards[card].rect().y >= label.y + label.h
    session.shutdown()


def test_the_drag_marker_takes_the_new_theme_s_colour(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "7S8D/9SQC KH 6C6D 0")
    window.apply_prefs(Preferences(theme="contrast"))
    viewport = window.view.viewport()
    start = card_point(window, "7S")
    table = window.table.layout.table_rect
    end = scene_point(window, table.cx, table.cy)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (i / 8))
    marker = window.table.marker
    assert marker.isVisible()
    assert marker.pen().color() == load_theme("contrast").highlight
    assert marker.pen().color() != load_theme("wood").highlight
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_the_resume_question_comes_before_any_deal_and_centred(qtbot, make_window, tmp_path):
    window = make_window(players=3, seed=21)
    c = window.session
    play_until(qtbot, window, 6)
    c.set_paused(True)
    position, history = format_position(c.game), c.game.history
    again = make_window(players=4, seed=99)
    qtbot.waitUntil(lambda: isinstance(again.dialog, QMessageBox), timeout=3000)
    box = again.dialog
    # Behind the question: the saved game, paused; nothing was dealt.
    assert again.session.game.history == history
    assert format_position(again.session.game) == position
    assert again.session.paused
    offset = box.frameGeometry().center() - again.frameGeometry().center()
    assert abs(offset.x()) <= 2 and abs(offset.y()) <= 2, offset
    box.button(QMessageBox.StandardButton.No).click()
    assert again.session.game.history == ()
    assert again.session.game.num_players == 4   # this session's choice, not the saved
    assert not again.session.paused


def test_a_finished_game_shows_no_dead_button_beside_new_game(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "9S/8S6H S - 0")   # Player 1 cannot beat 9♠ and takes
    assert window.table.take_button.isVisible()
    double_click(window, card_point(window, "9S"))
    qtbot.waitUntil(lambda: window.session.game.is_over, timeout=5000)
    assert not window.table.take_button.isVisible()
    assert window.table.pause_button.text == "New game"
