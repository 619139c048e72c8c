"""Playable cards at a glance: the cards no legal action plays now are dimmed."""

from __future__ import annotations

from PyQt6.QtCore import QPoint, Qt
from PyQt6.QtTest import QTest

from durak.engine import Action, ActionKind, Card
from durak.ui.store.settings import SettingsStore

from .conftest import card_point, heard, set_position, settle
from .keyboard import activate, press

K = Qt.Key
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def dimmed(window) -> set[str]:
    return {card.code for card, item in window.table.cards.items() if item.dimmed}


def engine_unplayable(window) -> set[str]:
    c = window.session
    legal = c.game.legal_actions(0)
    plays = {card for a in legal if a.kind in (ActionKind.ATTACK, ActionKind.DEFEND,
                                               ActionKind.FORWARD) for card in a.cards}
    return {card.code for card in c.game.hand(0) if card not in plays}


def table(qtbot, make_window, position: str, players: int = 2, **rules):
    window = make_window(players=players)
    activate(qtbot, window)
    set_position(qtbot, window, position, **rules)
    window.session.bots = {}
    return window, window.session


def test_dimming_follows_the_legal_actions_as_the_table_changes(qtbot, make_window):
    window, c = table(qtbot, make_window, "7S7C9C/8DKD9D KH 6C6D6H 0")
    assert dimmed(window) == set()                         # any card leads
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Up)                         # lead 7♠
    assert dimmed(window) == {"9C"} == engine_unplayable(window)   # only 7♣ adds
    assert "You can play: seven of clubs." in heard(window)[1]
    assert c.apply(Action.parse("P1 take"))                # P1 takes: you lead again
    settle(qtbot, window)
    assert dimmed(window) == set() == engine_unplayable(window)


def test_a_defender_sees_which_cards_cover_or_forward(qtbot, make_window):
    window, c = table(qtbot, make_window, "8S9H6C7D/7SQCQD KH 6S6D6H 1")
    assert c.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    # 8♠ and the trump 9♥ cover, 7♦ forwards; 6♣ does nothing.
    assert dimmed(window) == {"6C"} == engine_unplayable(window)
    viewport = window.view.viewport()
    QTest.mouseDClick(viewport, LEFT, NO_MOD, card_point(window, "8S"))   # cover with 8♠
    qtbot.waitUntil(lambda: c.game.table[0][1] == Card.parse("8S"))
    settle(qtbot, window)
    assert dimmed(window) == engine_unplayable(window) == {"6C", "7D", "9H"}
    assert "You cannot play a card now." in heard(window)[1]


def test_dimming_can_be_turned_off_in_the_settings_and_is_remembered(qtbot, make_window,
                                                                    tmp_path):
    window, _c = table(qtbot, make_window, "7S7C9C/8DKD9D KH 6C6D6H 0")
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Up)
    assert dimmed(window) == {"9C"}
    window.open_settings()
    dialog = window.dialog
    box = dialog.dim_unplayable
    assert box.isChecked()
    # On the box itself: a check box as wide as the dialog ignores clicks beyond its text.
    QTest.mouseClick(box, LEFT, NO_MOD, QPoint(8, box.height() // 2))
    assert not box.isChecked()
    QTest.keyClick(dialog, K.Key_Return)
    qtbot.waitUntil(lambda: window.dialog is None)
    assert dimmed(window) == set()
    assert "You can play" not in heard(window)[1]
    assert not SettingsStore(tmp_path / "durak.ini").load().dim_unplayable
