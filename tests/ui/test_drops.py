"""Drops that light no target: the card snaps back and the engine says why; nothing plays."""

from __future__ import annotations

from PyQt6.QtCore import QPoint, Qt
from PyQt6.QtTest import QTest

from durak.engine import Action, Card, Game

from .conftest import card_point, hold_bots, scene_point, set_position, settle

C = Card.parse
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def drag_to(qtbot, window, start: QPoint, end: QPoint) -> bool:
    """Drag with the mouse on the viewport; return whether a target was lit at the drop."""
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NO_MOD, start)
    for i in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (i / 8))
    scene = window.table
    lit = scene.marker.isVisible() or any(item.highlighted for item in scene.cards.values())
    QTest.mouseRelease(viewport, LEFT, NO_MOD, end)
    return lit


def state(game: Game) -> tuple:
    return (game.history, game.table, game.hand(0))


def defending(qtbot, make_window, text: str, *moves: str, players: int = 2):
    window = make_window(players=players)
    set_position(qtbot, window, text)
    for move in moves:
        assert window.session.apply(Action.parse(move))
    hold_bots(window)
    settle(qtbot, window)
    return window, window.session.game


def test_a_card_dropped_on_free_table_is_never_played(qtbot, make_window):
    # 8♠ could cover 7♠, but it is dropped on the table far from it: no target lights.
    window, game = defending(qtbot, make_window, "8S9HAD/7SQCKD KH 6C6D 1", "P1 attack 7S")
    before = state(game)
    home = card_point(window, "8S")
    rect = window.table.layout.table_rect
    free = scene_point(window, rect.x + 40, rect.cy)
    assert not drag_to(qtbot, window, home, free)
    assert state(game) == before
    assert window.table.status.text == "To cover, drop the card onto the attack card it beats"
    settle(qtbot, window)
    assert (card_point(window, "8S") - home).manhattanLength() <= 2


def test_a_wrong_cover_says_why_and_plays_nothing(qtbot, make_window):
    window, game = defending(qtbot, make_window, "9DAD8H/7SQCKD KH 6C6D 1", "P1 attack 7S")
    before = state(game)
    assert not drag_to(qtbot, window, card_point(window, "9D"), card_point(window, "7S"))
    assert state(game) == before
    assert window.table.status.text == "9♦ cannot beat 7♠"


def test_an_attacker_dropping_a_card_of_no_rank_on_the_table(qtbot, make_window):
    window, game = defending(qtbot, make_window, "7S9D/8SQCKD KH 6C6D 0", "P0 attack 7S")
    before = state(game)
    rect = window.table.layout.table_rect
    assert not drag_to(qtbot, window, card_point(window, "9D"),
                       scene_point(window, rect.x + 40, rect.cy))
    assert state(game) == before
    assert window.table.status.text == "9♦ does not match a rank on the table"


def test_a_forward_closed_by_an_added_card_says_so(qtbot, make_window):
    # P2 leads 6♠ against the human, the co-offender P1 adds 6♣: forwarding is closed.
    window, game = defending(qtbot, make_window, "6H9D8C/6CKC7D/6S7SQH KD - 2",
                             "P2 attack 6S", "P1 attack 6C", players=3)
    before = state(game)
    forward = window.table.layout.forward_rect
    assert not drag_to(qtbot, window, card_point(window, "6H"),
                       scene_point(window, forward.cx, forward.cy))
    assert state(game) == before
    assert window.table.status.text == "Another attacker has added a card: too late to forward"


def test_the_rules_state_when_forwarding_closes(qtbot, make_window):
    from PyQt6.QtWidgets import QTextBrowser

    from durak.ui.dialogs.help import HelpDialog

    dialog = HelpDialog(make_window())
    qtbot.addWidget(dialog)
    text = " ".join(dialog.findChild(QTextBrowser).toPlainText().split())
    assert "as long as nothing is covered yet and nobody but the offender has added a card" in text
