"""The weli (``Rules.weli``) with cheating on: dropping the 6♦ on an attack card offers the
honest and the cheating suits in one chooser; an honest naming is played honestly, one
that breaks a card rule is played as a cheat and said quietly to the cheater only; a
cheating weli is caught as any other cheat, by the human and by a bot."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest

from durak.engine import Action, Card, Suit

from .conftest import card_point, drag, set_position, settle
from .keyboard import click_button, press
from .test_announce import said
from .test_weli_table import button_point, suit_button

C = Card.parse
S, H, D, CL = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
CHEAT_SAID = "Played as a cheat: it stands unless someone catches it before the round ends"
# Player 1 leads 9♠ against the human; clubs are trumps: of the 6♦'s namings only ♣
# beats it honestly, ♠ ♥ ♦ break a card rule (a six does not beat a nine).
DEFENDING_9S = "6D7H/9S8HJD KC 7C8C 1"
# The human leads 9♠ against player 1, who holds the 6♦.
ATTACKING_9S = "9S7H8D/6D8HJD KC 7C8C 0"


def table(qtbot, make_window, text: str):
    window = make_window(players=2)
    game = set_position(qtbot, window, text, weli=True, cheating=True)
    window.session.bots = {}     # the bot moves only when the test moves it
    return window, game


def dropped_on_the_nine(qtbot, make_window):
    window, game = table(qtbot, make_window, DEFENDING_9S)
    assert window.session.apply(Action.attack(1, "9S"))
    settle(qtbot, window)
    drag(qtbot, window, card_point(window, "6D"), card_point(window, "9S"))
    return window, game


def test_one_chooser_offers_the_honest_and_the_cheating_suits(qtbot, make_window):
    window, game = dropped_on_the_nine(qtbot, make_window)
    chooser = window.table.chooser
    assert chooser.shown and game.history == (Action.attack(1, "9S"),)
    assert [b.enabled for b in chooser.suits] == [True, True, True, True]
    naming = window.session.controls.naming_offer()
    assert naming is not None
    honest = [a.suit for a in naming.choices if a in game.legal_actions(0)]
    cheats = [a.suit for a in naming.choices if a in game.cheat_actions(0)]
    assert honest == [CL] and cheats == [S, H, D]


def test_an_honest_naming_is_played_honestly(qtbot, make_window):
    window, game = dropped_on_the_nine(qtbot, make_window)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD,
                     button_point(window, suit_button(window, CL)))
    assert game.history[-1] == Action.defend(0, "6D", "9S", suit=CL)
    assert game.view(0).cheats == () and CHEAT_SAID not in said(window)
    assert game.view(0).weli_suit is CL


def test_a_naming_that_breaks_a_rule_is_a_cheat_said_to_the_cheater_only(qtbot, make_window):
    window, game = dropped_on_the_nine(qtbot, make_window)
    press(qtbot, window, Qt.Key.Key_2)   # ♥: a six of hearts does not beat 9♠
    assert game.history[-1] == Action.defend(0, "6D", "9S", suit=H)
    assert said(window) == CHEAT_SAID
    assert game.view(0).cheats == (C("6D"),) and game.view(1).cheats == ()
    assert game.view(0).weli_suit is H
    # The log tells nobody it was a cheat; it names the suit as any cover.
    assert window.move_log.lines()[-1] == "You cover 9♠ with 6♦ as ♥"


def test_a_bot_catches_the_humans_cheating_weli(qtbot, make_window):
    window, game = dropped_on_the_nine(qtbot, make_window)
    press(qtbot, window, Qt.Key.Key_1)   # ♠: a six of spades does not beat 9♠
    c = window.session

    class Sharp:   # a bot that notices every cheat
        name = "normal"

        def catch(self, view):
            return view.catch_actions[-1] if view.catch_actions else None

        def observe(self, events):
            pass

    c.bot_seats.bots[1] = Sharp()
    c.bot_seats.tick()
    assert game.history[-1] == Action.catch(1, "6D")
    assert "Player 1 catches you cheating with 6♦: you take the cards" in said(window)
    assert {C("6D"), C("9S")} <= set(game.hand(0)) and not game.view(0).table
    assert game.view(0).weli_suit is None   # no weli on the table: named no suit


def test_the_human_catches_the_bots_cheating_weli(qtbot, make_window):
    window, game = table(qtbot, make_window, ATTACKING_9S)
    c = window.session
    assert c.apply(Action.attack(0, "9S"))
    assert c.apply(Action.defend(1, "6D", "9S", suit=D))   # a six of diamonds: a cheat
    settle(qtbot, window)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "6D"))
    assert window.table.catch_button.text == "Catch 6♦! (K)"
    click_button(window, window.table.catch_button)
    assert game.history[-1] == Action.catch(0, "6D")
    assert "You catch Player 1 cheating with 6♦" in said(window)
    assert {C("6D"), C("9S")} <= set(game.hand(1))
