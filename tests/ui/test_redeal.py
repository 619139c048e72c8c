"""The redeal at the table: the take/end button reads "Redeal" while the human's hand
allows one (mouse, touch, Tab and Enter), R asks for one, refusals give the engine's
reason, a bot's redeal is announced, and the settings switch it."""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QPoint, Qt
from PyQt6.QtTest import QTest

from durak.engine import Action, Card, Rules, parse_position
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.store.settings import Preferences

from .conftest import card_point, settle
from .keyboard import activate, click_button, press, tab_to
from .test_announce import said
from .test_controls import touch

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
# The human (seat 0) holds five hearts; the bot in seat 1 leads.
FIVE_HEARTS = "6H8H9HJHAH7S/7D8D9DKS QS 6C7C8C9CTC 1"


def table(qtbot, make_window, text: str = FIVE_HEARTS, **rules):
    """A window in ``text``; the bots move only when the test moves them."""
    window = make_window(players=2)
    c = window.session
    c.restore(parse_position(text, Rules(**rules)))
    c.bots = {}
    c.auto_pass = False
    settle(qtbot, window)
    return window, c.game


def test_the_button_reads_redeal_and_a_click_redeals(qtbot, make_window):
    window, game = table(qtbot, make_window, redeal=True)
    button = window.table.take_button
    assert (button.text, button.enabled) == ("Redeal", True)
    assert window.table.status.text == "Your hand allows a redeal: press R or Redeal, or play on"
    click_button(window, button)
    assert game.history == (Action.redeal(0),)
    assert len(game.hand(0)) == 6 and game.round_index == 0
    assert button.text != "Redeal" or Action.redeal(0) in game.legal_actions(0)


def test_r_redeals(qtbot, make_window):
    window, game = table(qtbot, make_window, redeal=True)
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_R)
    assert game.history == (Action.redeal(0),)


def test_r_without_such_a_hand_says_why(qtbot, make_window):
    window, game = table(qtbot, make_window, "7S8D7H6H8H9D/6S8S9SJSAS QS 6C7C8C9CTC 1",
                         redeal=True)
    activate(qtbot, window)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "7S"))  # a click
    assert window.session.controls.selected == {Card.parse("7S")}
    press(qtbot, window, Qt.Key.Key_R)
    assert game.history == ()
    assert window.table.status.text == "You may ask for a redeal only with five cards of one suit"


def test_tab_and_enter_press_the_redeal_button(qtbot, make_window):
    window, game = table(qtbot, make_window, redeal=True)
    activate(qtbot, window)
    tab_to(qtbot, window, window.table.take_button)
    press(qtbot, window, Qt.Key.Key_Return)
    assert game.history == (Action.redeal(0),)


def test_a_tap_on_the_button_redeals(qtbot, make_window):
    window, game = table(qtbot, make_window, redeal=True)
    button = window.table.take_button
    point = window.view.mapFromScene(button.mapRectToScene(button.rect).center())
    touch(window, QEvent.Type.TouchBegin, point)
    touch(window, QEvent.Type.TouchEnd, point)
    assert game.history == (Action.redeal(0),)


def test_without_the_variant_the_button_is_the_usual_one(qtbot, make_window):
    window, game = table(qtbot, make_window)
    assert window.table.take_button.text == "Take cards"
    assert window.table.status.text == "Player 1 leads against you"
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_R)
    assert game.history == ()
    assert window.table.status.text == "Redealing is off in these rules"


def test_a_bots_redeal_is_announced(qtbot, make_window):
    window, game = table(qtbot, make_window, "7S8D9C6S8S9D/6H8H9HJHAH KS 6C7CTC 0",
                         redeal=True)
    assert window.session.apply(Action.redeal(1))
    assert said(window) == "Player 1 asks for a redeal"
    assert game.round_index == 0 and game.history == (Action.redeal(1),)


def test_the_colour_option_needs_the_redeal_in_the_settings(qtbot):
    dialog = SettingsDialog(None, Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    redeal, colour = dialog.variants["redeal"], dialog.variants["redeal_colour"]
    assert redeal.toolTip().startswith("After the deal, before the first attack")
    assert not colour.isEnabled()
    QTest.mouseClick(redeal, LEFT, NO_MOD, QPoint(8, redeal.height() // 2))
    assert colour.isEnabled()
    QTest.mouseClick(colour, LEFT, NO_MOD, QPoint(8, colour.height() // 2))
    rules = dialog.result_prefs().rules
    assert rules.redeal and rules.redeal_colour
    QTest.mouseClick(redeal, LEFT, NO_MOD, QPoint(8, redeal.height() // 2))
    rules = dialog.result_prefs().rules
    assert not rules.redeal and not rules.redeal_colour


def test_the_bots_wait_longer_while_the_human_may_ask_for_a_redeal(qtbot, make_window):
    from durak.ui.sessions.local import REDEAL_WAIT

    window = make_window(players=2)
    c = window.session
    c.restore(parse_position(FIVE_HEARTS, Rules(redeal=True)))
    timer = c.bot_seats._timer
    assert timer.isActive() and timer.interval() == REDEAL_WAIT["fast"]
    c.restore(parse_position("7S8D7H6H8H9D/6S8S9SJSAS QS 6C7C8C9CTC 1", Rules(redeal=True)))
    assert timer.interval() < REDEAL_WAIT["fast"]        # a hand without a redeal: as ever
