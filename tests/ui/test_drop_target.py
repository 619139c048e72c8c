"""The drop target of a dragged card: the one it overlaps most lights up and is taken."""

from __future__ import annotations

import pytest
from PyQt6.QtCore import QPointF, QRectF, Qt
from PyQt6.QtTest import QTest

from durak.engine import Action, Card
from durak.ui.model.layout import Rect

from .conftest import card_point, set_position

C = Card.parse
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def _rect(rect: QRectF) -> Rect:
    return Rect(rect.x(), rect.y(), rect.width(), rect.height())


@pytest.mark.parametrize(("toward", "other"), [("7D", "7S"), ("7S", "7D")])
def test_a_card_over_two_attack_cards_covers_the_one_it_overlaps_more(qtbot, make_window,
                                                                      toward, other):
    # 9♥ (trump) beats both 7♠ and 7♦: either cover is legal, so only overlap decides.
    window = make_window(players=2)
    set_position(qtbot, window, "9H8C/7S7DQC KH 6C6D 1")
    c = window.session
    assert c.apply(Action.parse("P1 attack 7S 7D"))
    scene = window.table
    qtbot.waitUntil(lambda: not any(i.is_moving() for i in scene.cards.values()))
    rects = scene.layout.attack_rects
    near, far = rects[C(toward)], rects[C(other)]
    assert near.overlap(far) == 0
    # Grab 9♥ at its centre and carry its centre 40% of the way from ``toward`` to ``other``:
    # the card then overlaps both attack cards, ``toward`` more.
    goal = QPointF(near.cx + 0.4 * (far.cx - near.cx), near.cy + 0.4 * (far.cy - near.cy))
    dragged = scene.cards[C("9H")]
    start = card_point(window, "9H")
    end = window.view.mapFromScene(goal)
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for i in range(1, 11):
        QTest.mouseMove(viewport, start + (end - start) * (i / 10))
    card_rect = dragged.scene_card_rect()
    overlaps = {code: rects[C(code)].overlap(_rect(card_rect)) for code in (toward, other)}
    assert overlaps[toward] > overlaps[other] > 0, overlaps
    assert scene.cards[C(toward)].highlighted and not scene.cards[C(other)].highlighted
    QTest.mouseRelease(viewport, LEFT, NO_MOD, end)
    assert c.game.history[-1] == Action.defend(0, "9H", toward)
    assert dict(c.game.table)[C(toward)] == C("9H") and dict(c.game.table)[C(other)] is None
    assert not any(item.highlighted for item in scene.cards.values())


def test_a_card_overlapping_too_little_lights_nothing(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "9H8C/7S7DQC KH 6C6D 1")
    c = window.session
    assert c.apply(Action.parse("P1 attack 7S 7D"))
    scene = window.table
    qtbot.waitUntil(lambda: not any(i.is_moving() for i in scene.cards.values()))
    target = scene.layout.attack_rects[C("7S")]
    dragged = scene.cards[C("9H")]
    # Carry the card's centre to just beyond the attack card's corner: a sliver overlaps.
    size = dragged.scene_card_rect()
    goal = QPointF(target.x - size.width() / 2 + 8, target.y - size.height() / 2 + 8)
    start = card_point(window, "9H")
    end = window.view.mapFromScene(goal)
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for i in range(1, 11):
        QTest.mouseMove(viewport, start + (end - start) * (i / 10))
    assert target.overlap(_rect(dragged.scene_card_rect())) > 0
    assert not any(item.highlighted for item in scene.cards.values())
    assert not scene.marker.isVisible()
    QTest.mouseRelease(viewport, LEFT, NO_MOD, end)
    assert c.game.history == (Action.parse("P1 attack 7S 7D"),)
