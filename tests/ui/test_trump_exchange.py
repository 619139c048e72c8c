"""The trump exchange at the table: by mouse, keyboard and touch, refused with the engine's
reason, announced when a bot does it, and switched in the settings."""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QPoint, Qt
from PyQt6.QtTest import QTest

from durak.engine import Action, Card, Rules, parse_position
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.store.settings import Preferences

from .conftest import card_point, drag, scene_point, set_position, settle
from .keyboard import activate, press
from .test_announce import said
from .test_controls import touch

C = Card.parse
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
# The human (seat 0) leads and holds the lowest trump, 6♥; K♥ lies face up.
LEADING = "6H7S8D/9SQCKD KH 6C6D 0"


def face_up_point(window) -> QPoint:
    """A point on the visible end of the face-up trump card (the stack hides its middle)."""
    rect = window.table.layout.trump_rect
    return scene_point(window, rect.x + rect.w - 20, rect.cy)


def test_dragging_the_lowest_trump_onto_the_face_up_card_exchanges_them(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, LEADING, trump_exchange=True)
    assert window.table.status.text == (
        "Your lead, or X to exchange your lowest trump for the face-up one")
    rect = window.table.layout.trump_rect
    drag(qtbot, window, card_point(window, "6H"), scene_point(window, rect.cx, rect.cy))
    assert game.history == (Action.exchange(0, "6H"),)
    assert window.table.status.text == "Your lead: double click a card or press ↑"
    assert game.trump_card == C("6H") and C("KH") in game.hand(0)
    settle(qtbot, window)
    assert window.table.layout.cards[C("6H")].rotation == 90.0      # face up under the stack
    assert C("KH") in window.session.hand_order()


def test_another_card_dropped_on_the_face_up_card_does_nothing(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, LEADING, trump_exchange=True)
    rect = window.table.layout.trump_rect
    drag(qtbot, window, card_point(window, "7S"), scene_point(window, rect.cx, rect.cy))
    assert game.history == () and game.trump_card == C("KH")


def test_x_exchanges_and_says_why_when_it_may_not(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, LEADING, trump_exchange=True)
    activate(qtbot, window)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "8D"))  # a click
    assert window.session.controls.selected == {C("8D")}
    press(qtbot, window, Qt.Key.Key_X)
    assert game.history == (Action.exchange(0, "6H"),)
    press(qtbot, window, Qt.Key.Key_X)                                  # not twice
    assert game.history == (Action.exchange(0, "6H"),)
    assert window.table.status.text == (
        "The lowest trump (6♥) is the face-up card itself: there is nothing to exchange")


def test_x_without_the_variant_gives_the_engines_reason(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, LEADING)
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_X)
    assert game.history == ()
    assert window.table.status.text == "The trump exchange is off in these rules"


def test_a_double_tap_on_the_face_up_card_exchanges(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, LEADING, trump_exchange=True)
    point = face_up_point(window)
    for _ in range(2):
        touch(window, QEvent.Type.TouchBegin, point)
        touch(window, QEvent.Type.TouchEnd, point)
    assert game.history == (Action.exchange(0, "6H"),)


def test_a_bots_exchange_is_announced_and_logged(qtbot, make_window):
    window = make_window(players=3)
    c = window.session
    game = parse_position("8S9CAC/6H9D/7SKDQD KH 6C6D7H 1", Rules(trump_exchange=True))
    c.restore(game)
    c.bots = {}      # the bots move only when the test moves them
    c.auto_pass = False
    settle(qtbot, window)
    assert c.apply(Action.parse("P1 exchange 6H"))
    assert said(window) == "Player 1 exchanges 6♥ for the trump card K♥"
    assert game.trump_card == C("6H")


def test_the_card_a_bot_took_in_an_exchange_is_drawn_face_up_until_played(qtbot, make_window):
    window = make_window(players=3)
    c = window.session
    game = parse_position("8S9CAC/6H9D/7SKDQD KH 6C6D7H 1", Rules(trump_exchange=True))
    c.restore(game)
    c.bots = {}
    c.auto_pass = False
    settle(qtbot, window)
    items = window.table.cards
    assert not items[C("6H")].face_up   # still a hidden card in the bot's hand
    assert c.apply(Action.parse("P1 exchange 6H"))
    settle(qtbot, window)
    places = window.table.layout.cards
    assert places[C("KH")].face_up and items[C("KH")].face_up
    assert not places[C("9D")].face_up and not items[C("9D")].face_up
    assert c.apply(Action.parse("P1 attack KH"))
    assert c.apply(Action.parse("P2 take"))
    settle(qtbot, window)
    assert not items[C("KH")].face_up   # in the taker's hand it is one of the cards picked up


def test_the_settings_switch_it_on(qtbot):
    dialog = SettingsDialog(None, Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    check = dialog.variants["trump_exchange"]
    assert check.toolTip().startswith("The holder of the lowest trump may swap it")
    check.ensurePolished()
    QTest.mouseClick(check, LEFT, NO_MOD, QPoint(8, check.height() // 2))   # on its box
    assert check.isChecked() and dialog.result_prefs().rules.trump_exchange
