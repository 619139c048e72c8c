"""Who laid which attack card: a disc in the seat's colour on the card and on the seat's
frame, the name on hover (tooltip) or a long press, and for screen readers."""

from __future__ import annotations

from PyQt6.QtCore import QEvent

from durak.engine import Action, Card
from durak.ui.table.items import SEAT_COLORS

from .conftest import card_point, heard, set_position, settle
from .test_controls import touch

C = Card.parse


def three_attack(qtbot, make_window):
    window = make_window(players=3)
    set_position(qtbot, window, "7S8D/9S9D9H6C/7CJC KH 6D6H 0")
    window.session.bots = {}
    window.session.auto_pass = False
    assert window.session.apply(Action.attack(0, "7S"))
    assert window.session.apply(Action.attack(2, "7C"))
    settle(qtbot, window)
    return window


def test_each_attack_card_wears_its_seats_mark_and_says_its_name(qtbot, make_window):
    window = three_attack(qtbot, make_window)
    table = window.table
    assert table.laid_by == {C("7S"): 0, C("7C"): 2}
    mine, theirs = table.card_marks[C("7S")], table.card_marks[C("7C")]
    assert mine.isVisible() and theirs.isVisible()
    assert (mine.seat, theirs.seat) == (0, 2)
    assert mine.parentItem() is table.cards[C("7S")]     # it moves with its card
    assert SEAT_COLORS[0] != SEAT_COLORS[2]
    assert [m.isVisible() for m in table.seat_marks[:3]] == [True, False, True]
    assert table.cards[C("7C")].toolTip() == "Laid by Player 2"
    assert table.cards[C("7S")].toolTip() == "Laid by You"
    # the mark on the card's corner is not under its cover's
    card = table.cards[C("7S")]
    spot = mine.mapToScene(mine.boundingRect().center())
    assert card.scene_card_rect().contains(spot)
    assert "seven of clubs (laid by Player 2)" in heard(window)[1]


def test_a_long_press_on_an_attack_card_names_who_laid_it(qtbot, make_window):
    window = three_attack(qtbot, make_window)
    point = card_point(window, "7C")
    touch(window, QEvent.Type.TouchBegin, point)
    window.view.long_press.timeout.emit()          # the finger stayed: the timer fired
    touch(window, QEvent.Type.TouchEnd, point)
    assert window.table.status.text == "7♣: Laid by Player 2"
    assert window.table.hint is None               # no hint asked instead


def test_the_marks_go_with_the_round(qtbot, make_window):
    window = three_attack(qtbot, make_window)
    assert window.session.apply(Action.take(1))
    for seat in (0, 2):
        if window.session.game.legal_actions(seat):
            window.session.apply(Action.done(seat))
    qtbot.waitUntil(lambda: not window.session.view().table, timeout=5000)
    settle(qtbot, window)
    assert window.table.laid_by == {}
    assert not any(mark.isVisible() for mark in window.table.card_marks.values())
    assert not any(mark.isVisible() for mark in window.table.seat_marks)
