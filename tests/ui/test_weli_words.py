"""A cover laid on the weli (``Rules.weli``) names the suit the 6♦ counted as wherever it
is put into words: a replay's status line (stepping and jumping), a hint, the tooltip of
a double click, in English and in German."""

from __future__ import annotations

from PyQt6.QtCore import Qt

from durak.engine import Action, Card, Record, Rules, Suit, parse_position
from durak.ui.kit import i18n
from durak.ui.replay_window import ReplayWindow
from durak.ui.table.hint import Hint
from durak.ui.words.moves import action_words, hint_words

from .conftest import settle
from .test_weli_table import table

C = Card.parse
S = Suit.SPADES
# Player 1 leads the 6♦ named ♠; the human beats it with 9♠ (clubs are trumps).
COVER_ON_THE_WELI = "9S7H/6D9HJD KC 7C8C 1"


def weli_covered() -> Record:
    game = parse_position(COVER_ON_THE_WELI, Rules(weli=True))
    game.apply(Action.attack(1, "6D", suit=S))
    game.apply(Action.defend(0, "9S", "6D"))
    return Record.of(game)


def test_a_replay_says_the_suit_the_weli_counted_as_when_covered(qtbot):
    window = ReplayWindow(weli_covered(), speed="fast")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    status = window.table.status
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert status.text == "Move 1 of 2: Player 1 plays 6♦ as ♠"
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert status.text == "Move 2 of 2: You cover 6♦ as ♠ with 9♠"
    qtbot.keyClick(window.view, Qt.Key.Key_Home)
    qtbot.keyClick(window.view, Qt.Key.Key_End)   # a jump: replayed up to the move
    assert status.text == "Move 2 of 2: You cover 6♦ as ♠ with 9♠"
    try:
        i18n.install("de")
        assert window.session.status_text() == "Zug 2 von 2: Du stichst 6♦ als ♠ mit 9♠"
    finally:
        i18n.install("en")


def test_the_others_cover_on_the_weli_and_a_plain_cover_in_words():
    cover = Action.defend(1, "9S", "6D")
    assert action_words(cover, 0, weli=S) == "Player 1 covers 6♦ as ♠ with 9♠"
    assert action_words(cover, 0) == "Player 1 covers 6♦ with 9♠"   # no weli named
    plain = Action.defend(1, "9S", "7S")
    assert action_words(plain, 0, weli=S) == "Player 1 covers 7♠ with 9♠"


def test_a_hint_to_cover_the_weli_names_its_suit():
    hint = Hint(Action.defend(0, "9S", "6D"), None, S)
    assert hint.words() == "Hint: cover 6♦ as ♠ with 9♠"
    assert hint_words(Action.defend(0, "9S", "7S"), C("7S"), S) == "Hint: cover 7♠ with 9♠"


def test_the_double_click_tooltip_names_the_weli_it_covers(qtbot, make_window):
    window, _game = table(qtbot, make_window, COVER_ON_THE_WELI)
    window.session.apply(Action.attack(1, "6D", suit=S))
    settle(qtbot, window)
    assert window.table.cards[C("9S")].toolTip() == "Double click: cover 6♦ as ♠ with 9♠"
