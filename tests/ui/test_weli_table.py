"""The weli (``Rules.weli``) at the table: the 6♦ played by mouse, keyboard and touch
names its suit in the chooser when the engine lists several, at once when it lists one;
the named suit shows on the card, in the move log and to a screen reader; the Settings
switch is offered with the decks that hold sixes."""

from __future__ import annotations

import pytest
from PyQt6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PyQt6.QtGui import QEventPoint, QInputDevice, QMouseEvent, QPointingDevice, QTouchEvent
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication

from durak.engine import Action, Card, Record, Rules, Suit, parse_position
from durak.ui.dialogs.help import help_html
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.kit import i18n
from durak.ui.replay_window import ReplayWindow
from durak.ui.store.settings import Preferences, SettingsStore
from durak.ui.table.items import ButtonItem
from durak.ui.table.keys import suit_of_letter
from durak.ui.table.spoken import table_description

from .conftest import card_point, drag, heard, set_position, settle
from .keyboard import activate, click_button, press

C = Card.parse
S, H, D, CL = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
# Kept alive for the whole module: a device collected while Qt still knows it crashes.
FINGER = QPointingDevice("weli-finger", 4343, QInputDevice.DeviceType.TouchScreen,
                         QPointingDevice.PointerType.Finger, QInputDevice.Capability.Position,
                         10, 0)
# The human (P0) leads; clubs are trumps; the 6♦ may be named any suit.
LEADING = "6D7S9H/8S9SJD KC 7C8C 0"
# P1 leads 9♠ against the human: of the 6♦'s namings only the trump (♣) beats it.
DEFENDING_9S = "6D7H/9S8HJD KC 7C8C 1"
# 52 cards, P1 leads 4♠: the 6♦ covers it named ♠ or ♣ (the trump), not ♥ or ♦.
DEFENDING_4S = "6D7H/4S8HJD KC 7C8C 1"


def table(qtbot, make_window, text: str, *actions: str, deck: int = 36):
    window = make_window(players=2)
    game = set_position(qtbot, window, text, deck=deck, weli=True)
    window.session.bots = {}     # the bots move only when the test moves them
    for action in actions:
        assert window.session.apply(Action.parse(action))
    settle(qtbot, window)
    return window, game


def suit_button(window, suit: Suit) -> ButtonItem:
    return next(b for b in window.table.chooser.suits if b.suit is suit)


def button_point(window, button: ButtonItem) -> QPoint:
    return window.view.mapFromScene(button.mapRectToScene(button.rect).center())


def touch(window, kind: QEvent.Type, point: QPoint) -> None:
    viewport = window.view.viewport()
    mouse_kind = {QEvent.Type.TouchBegin: QEvent.Type.MouseButtonPress,
                  QEvent.Type.TouchEnd: QEvent.Type.MouseButtonRelease}[kind]
    mouse = QMouseEvent(mouse_kind, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                        LEFT, LEFT, NO_MOD)
    QApplication.sendEvent(viewport, QTouchEvent(kind, FINGER, NO_MOD,
                                                 [QEventPoint(mouse.points()[0])]))


def tap(window, point: QPoint) -> None:
    touch(window, QEvent.Type.TouchBegin, point)
    touch(window, QEvent.Type.TouchEnd, point)


def test_a_double_click_asks_for_the_suit_and_a_click_on_it_plays(qtbot, make_window):
    window, game = table(qtbot, make_window, LEADING)
    chooser = window.table.chooser
    assert not chooser.shown
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "6D"))
    assert chooser.shown and game.history == ()   # nothing played before the suit is named
    assert [b.enabled for b in chooser.suits] == [True, True, True, True]
    assert window.table.status.text.startswith("Name the suit of 6♦: click one")
    click_button(window, suit_button(window, H))
    assert game.history == (Action.attack(0, "6D", suit=H),)
    settle(qtbot, window)
    assert not chooser.shown
    assert window.table.cards[C("6D")].badge is H
    assert window.move_log.lines()[-1] == "You attack with 6♦ as ♥"
    assert "six of diamonds, counted as hearts" in table_description(window.table)


def test_keys_name_the_suit_with_a_click_between_them(qtbot, make_window):
    window, game = table(qtbot, make_window, LEADING)
    activate(qtbot, window)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "6D"))
    press(qtbot, window, Qt.Key.Key_Up)
    naming = window.session.controls.naming_offer()
    assert naming is not None and naming.under_cursor is S
    assert suit_button(window, S).focused
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Right)
    assert suit_button(window, D).focused and not suit_button(window, S).focused
    press(qtbot, window, Qt.Key.Key_Left)
    press(qtbot, window, Qt.Key.Key_Return)
    assert game.history == (Action.attack(0, "6D", suit=H),)


def test_a_number_or_a_letter_names_the_suit_and_escape_plays_nothing(qtbot, make_window):
    window, game = table(qtbot, make_window, LEADING)
    activate(qtbot, window)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "6D"))
    press(qtbot, window, Qt.Key.Key_Up)
    press(qtbot, window, Qt.Key.Key_Escape)
    assert game.history == () and not window.table.chooser.shown
    assert window.table.status.text == "Nothing played: 6♦ stays in your hand"
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "6D"))
    press(qtbot, window, Qt.Key.Key_Up)
    press(qtbot, window, Qt.Key.Key_4)
    assert game.history == (Action.attack(0, "6D", suit=CL),)


def test_the_letter_of_a_suit_names_it(qtbot, make_window):
    window, game = table(qtbot, make_window, LEADING)
    activate(qtbot, window)
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "6D"))
    press(qtbot, window, Qt.Key.Key_S)   # S names spades here: no sound toggled
    assert game.history == (Action.attack(0, "6D", suit=S),)
    assert window.table.cards[C("6D")].badge is S


def test_a_double_tap_asks_and_a_tap_on_the_suit_plays(qtbot, make_window):
    window, game = table(qtbot, make_window, LEADING)
    point = card_point(window, "6D")
    tap(window, point)
    tap(window, point)
    assert window.table.chooser.shown and game.history == ()
    tap(window, button_point(window, suit_button(window, D)))
    assert game.history == (Action.attack(0, "6D", suit=D),)


def test_a_tap_beside_the_chooser_plays_nothing(qtbot, make_window):
    window, game = table(qtbot, make_window, LEADING)
    point = card_point(window, "6D")
    tap(window, point)
    tap(window, point)
    assert window.table.chooser.shown
    tap(window, card_point(window, "9H"))
    assert not window.table.chooser.shown and game.history == ()
    assert window.session.controls.selected == set()


def test_one_legal_naming_is_played_without_asking_and_said(qtbot, make_window):
    window, game = table(qtbot, make_window, DEFENDING_9S, "P1 attack 9S")
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "6D"))
    assert not window.table.chooser.shown
    assert game.history[-1] == Action.defend(0, "6D", "9S", suit=CL)
    assert window.table.status.text == "6♦ counts as ♣: the only suit it may be named here"
    settle(qtbot, window)
    assert window.table.cards[C("6D")].badge is CL


def test_a_drop_offers_only_the_suits_that_beat_and_a_refused_one_is_explained(
        qtbot, make_window):
    window, game = table(qtbot, make_window, DEFENDING_4S, "P1 attack 4S", deck=52)
    drag(qtbot, window, card_point(window, "6D"), card_point(window, "4S"))
    chooser = window.table.chooser
    assert chooser.shown and game.history == (Action.attack(1, "4S"),)
    assert [b.enabled for b in chooser.suits] == [True, False, False, True]
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_2)   # ♥: the engine's reason, and the chooser stays
    assert window.table.status.text == "6♦ named ♥ cannot beat 4♠"
    assert chooser.shown
    press(qtbot, window, Qt.Key.Key_1)
    assert game.history[-1] == Action.defend(0, "6D", "4S", suit=S)
    assert window.move_log.lines()[-1] == "You cover 4♠ with 6♦ as ♠"


def test_the_weli_in_hand_says_so_in_its_tooltip(qtbot, make_window):
    window, _game = table(qtbot, make_window, LEADING)
    tip = window.table.cards[C("6D")].toolTip()
    assert "you name the suit it counts as" in tip
    assert "you name" not in window.table.cards[C("7S")].toolTip()


def test_a_bots_weli_is_announced_with_its_suit(qtbot, make_window):
    window, _game = table(qtbot, make_window, "7H8H/6D9SJD KC 7C8C 1")
    window.session.apply(Action.attack(1, "6D", suit=S))
    settle(qtbot, window)
    assert window.table.status.text == "Player 1 attacks with 6♦ as ♠"
    assert window.table.cards[C("6D")].badge is S
    assert "six of diamonds as spades" in heard(window)[1]


def test_a_replay_shows_the_named_suit(qtbot):
    game = parse_position(LEADING, Rules(weli=True))
    game.apply(Action.attack(0, "6D", suit=H))
    window = ReplayWindow(Record.of(game), speed="fast")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    session = window.session
    assert session.position == 1 and session.view().weli_suit is H
    assert window.table.status.text == "Move 1 of 1: You play 6♦ as ♥"
    assert window.table.cards[C("6D")].badge is H


def test_the_switch_is_offered_only_with_decks_that_hold_sixes(qtbot):
    dialog = SettingsDialog(None, Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    weli = dialog.variants["weli"]
    assert weli.isEnabled()
    weli.click()   # (below the fold of the dialog's scrolling page)
    assert dialog.result_prefs().rules.weli
    for deck, offered in ((24, False), (32, False), (52, True), (36, True)):
        dialog.deck.setCurrentIndex(dialog.deck.findData(deck))
        assert weli.isEnabled() is offered
        assert ("needs a deck with sixes" in weli.toolTip()) is not offered
        assert dialog.result_prefs().rules.weli is offered   # off where it cannot be
    assert dialog.error.text() == ""


def test_the_rules_help_explains_the_weli_only_where_it_is_on():
    text = help_html(Rules(weli=True))
    assert "<b>Weli</b>: The six of diamonds is a joker" in text
    assert "Playing the weli 6♦" in text
    assert text.index("Variants in this game") < text.index("Playing the weli")
    assert "Weli" not in help_html(Rules()) and "weli" not in help_html(Rules(deck=24))


def test_suit_letters_in_english_german_and_russian(qtbot):
    try:
        assert [suit_of_letter(t) for t in "shdcx"] == [S, H, D, CL, None]
        i18n.install("de")   # Pik, Herz, Karo, Kreuz: the K is shared, so it names nothing
        assert suit_of_letter("p") is S and suit_of_letter("k") is None
        assert "Weli" in help_html(Rules(weli=True)) and "Karo-Sechs" in help_html(
            Rules(weli=True))
        i18n.install("ru")   # пики, червы, бубны, трефы
        assert [suit_of_letter(t) for t in "пчбт"] == [S, H, D, CL]
        assert "Вели" in help_html(Rules(weli=True))
    finally:
        i18n.install("en")


def test_the_weli_is_saved_and_loaded_with_the_other_rules(tmp_path):
    store = SettingsStore(tmp_path / "durak.ini")
    store.save(Preferences(rules=Rules(deck=52, weli=True, cross_rule=True)))
    rules = SettingsStore(tmp_path / "durak.ini").load().rules
    assert rules.weli and rules.cross_rule and rules.deck == 52


def test_the_move_log_names_the_weli_a_cover_was_laid_on(qtbot, make_window):
    window, _game = table(qtbot, make_window, "9S7H/6D9HJD KC 7C8C 1")
    window.session.apply(Action.attack(1, "6D", suit=S))
    settle(qtbot, window)
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "9S"))
    assert window.move_log.lines()[-2:] == ["Player 1 attacks with 6♦ as ♠",
                                            "You cover 6♦ as ♠ with 9♠"]


@pytest.mark.parametrize("size", [(1200, 700), (800, 600), (400, 300)])
def test_the_named_suit_stays_in_sight_under_a_cover(qtbot, make_window, size):
    """The badge lies inside the 6♦, clear of the cover on it and of its corner index,
    and big enough to read."""
    window, _game = table(qtbot, make_window, "7H9C/6D9SJD KC 7C8C 1")
    window.setMinimumSize(200, 200)
    window.resize(*size)
    window.session.apply(Action.attack(1, "6D", suit=S))
    assert window.session.apply(Action.parse("P0 defend 9C>6D"))
    settle(qtbot, window)
    weli, cover = window.table.cards[C("6D")], window.table.cards[C("9C")]
    assert weli.badge is S and cover.zValue() > weli.zValue()
    center, radius = weli.badge_disc()
    ring = max(1.5, radius * 0.12) / 2
    disc = weli.mapRectToScene(QRectF(center.x() - radius - ring, center.y() - radius - ring,
                                      2 * (radius + ring), 2 * (radius + ring)))
    card = weli.mapRectToScene(weli.card_rect())
    assert card.contains(disc)
    assert not disc.intersects(cover.mapRectToScene(cover.card_rect()))
    assert disc.left() > card.left() + card.width() * 0.3      # right of the index
    on_screen = window.view.mapFromScene(disc).boundingRect()
    assert on_screen.height() >= 9       # 18 pixels at twice the scale
