"""What a double click does, said before it is done: each card of the hand has a tooltip
with the move a double click on it plays (the order README and the rules help give)."""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QPoint
from PyQt6.QtGui import QHelpEvent
from PyQt6.QtWidgets import QApplication, QToolTip

from durak.engine import Action, Card

from .conftest import card_point, set_position, settle

C = Card.parse


def tip(window, card: str) -> str:
    return window.table.cards[C(card)].toolTip()


def test_the_defender_hears_forward_first_then_the_cover(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "7D9S8HAD/7SQCKDAS KH 6C6D 1")
    window.session.bots = {}
    assert window.session.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    assert tip(window, "7D") == "Double click: forward 7♦"
    assert tip(window, "9S") == "Double click: cover 7♠ with 9♠"
    assert tip(window, "8H") == "Double click: cover 7♠ with 8♥"   # a trump covers too
    assert tip(window, "AD") == ""                                  # nothing to do with it


def test_the_attacker_hears_lead_then_add_and_the_selection(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "9D9CKD7S/8S8HQCAH6S KS 6C6D 0")
    window.session.bots = {}
    assert tip(window, "9D") == "Double click: lead 9♦"
    window.session.controls.toggle_select(C("9C"))
    assert tip(window, "9D") == "Double click: play 9♦ 9♣ where they fit"
    assert tip(window, "9C") == "Double click: lead 9♣"   # alone in the selection
    window.session.controls.clear_selection()
    assert window.session.apply(Action.attack(0, "9D"))
    settle(qtbot, window)
    assert tip(window, "9C") == "Double click: add 9♣"
    assert tip(window, "KD") == ""


def test_the_tooltip_shows_under_the_pointer(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "9D9CKD7S/8S8HQCAH6S KS 6C6D 0")
    window.session.bots = {}
    viewport = window.view.viewport()
    point = card_point(window, "KD") + QPoint(5, 30)
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point,
                                                viewport.mapToGlobal(point)))
    qtbot.waitUntil(lambda: QToolTip.text() == "Double click: lead K♦")
    QToolTip.hideText()
