"""Reduced motion (every card jumps into place: yours, the bots', a deal, a drop) and the
cards seen (the discard and the cards known in other hands, from the seat's view only)."""

from __future__ import annotations

from PyQt6.QtCore import QPoint, Qt
from PyQt6.QtTest import QTest

from durak.engine import Action, Card, parse_position
from durak.ui.store.settings import SettingsStore
from durak.ui.table import cards_seen

from .conftest import card_point, drag, set_position
from .keyboard import CTRL, activate, press

K = Qt.Key
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
LEADING = "9D9CKD7S/8S8HQCAH6S KS 6C6D 0"      # the human leads; spades are trumps


def tick_box(qtbot, window, name: str) -> None:
    """Menu → Settings, click the check box ``name`` on its box, OK (Enter)."""
    window.open_settings()
    dialog = window.dialog
    box = getattr(dialog, name)
    QTest.mouseClick(box, LEFT, NO_MOD, QPoint(8, box.height() // 2))
    QTest.keyClick(dialog, K.Key_Return)
    qtbot.waitUntil(lambda: window.dialog is None)


class MotionSpy:
    """After every update of the table: was any card still moving?"""

    def __init__(self, window) -> None:
        self.window = window
        self.updates = 0
        self.moving = 0
        window.session.updated.connect(self.check)   # after the scene's own sync

    def check(self, _events, _duration) -> None:
        self.updates += 1
        self.moving += any(item.is_moving() for item in self.window.table.cards.values())


def test_with_reduced_motion_no_card_ever_slides(qtbot, make_window, tmp_path):
    window = make_window(players=2)
    set_position(qtbot, window, LEADING)
    spy = MotionSpy(window)
    activate(qtbot, window)
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Up)            # you lead: the card slides to the table
    assert spy.moving >= 1
    tick_box(qtbot, window, "reduce_motion")
    assert SettingsStore(tmp_path / "durak.ini").load().reduce_motion
    spy.moving = spy.updates = 0
    c = window.session
    qtbot.waitUntil(lambda: len(c.game.history) >= 2, timeout=10000)   # the bot answers
    activate(qtbot, window)
    press(qtbot, window, K.Key_N, CTRL)       # a new deal (asks first: yes)
    box = window.dialog
    if box is not None:
        QTest.keyClick(box.button(box.StandardButton.Yes), K.Key_Space)
        qtbot.waitUntil(lambda: window.dialog is None)
    set_position(qtbot, window, LEADING)
    activate(qtbot, window)
    start = card_point(window, "9D")
    table = window.table.layout.table_rect
    drag(qtbot, window, start, window.view.mapFromScene(table.x + 4, table.y + 4))  # dropped
    press(qtbot, window, K.Key_Right)
    press(qtbot, window, K.Key_Up)
    assert spy.updates >= 4 and spy.moving == 0


def test_cards_seen_lists_the_discard_and_the_known_cards(qtbot, make_window, tmp_path):
    window = make_window(players=3)
    c = window.session
    # Every card not in a hand, the stack or the trump is in the discard: 27 of them.
    set_position(qtbot, window, "7S7C/8S9S/TDJD KH 6C6D 0")
    c.bots = {}
    assert not window.cards_seen.isVisible()           # off by default
    activate(qtbot, window)
    press(qtbot, window, K.Key_D)
    assert window.cards_seen.isVisible()
    assert SettingsStore(tmp_path / "durak.ini").load().cards_seen
    assert c.apply(Action.parse("P0 attack 7S"))
    assert c.apply(Action.parse("P1 take"))
    lines = window.cards_seen.lines()
    assert "Player 1 is known to hold: 7♠" in lines
    assert "Player 2: no card known" in lines
    assert lines[0] == "Gone from the game: 27 cards"
    assert lines[1].strip().startswith("♠ ")
    assert window.cards_seen.list.accessibleName() == "Cards seen"
    QTest.mouseClick(window.cards_seen.list.viewport(), LEFT, NO_MOD, QPoint(10, 10))
    press(qtbot, window, K.Key_D)                      # D still works from the list
    assert not window.cards_seen.isVisible()


def test_the_lines_come_from_the_view_alone():
    game = parse_position("7S7C/8S9S/TDJD KH 6C6D 0")   # 27 cards already discarded
    assert cards_seen.seen_lines(game.view(0), str)[0] == "Gone from the game: 27 cards"
    for action in ("P0 attack 7S", "P1 defend 8S>7S", "P0 done", "P2 done"):
        game.apply(Action.parse(action))
    view = game.view(0)
    lines = cards_seen.seen_lines(view, lambda seat: f"P{seat}")
    assert lines[0] == "Gone from the game: 29 cards"
    spades = next(line.strip() for line in lines if line.strip().startswith("♠"))
    assert "7" in spades.split() and "8" in spades.split()
    assert "P1: no card known" in lines and "P2: no card known" in lines
    assert lines[-1] == f"Not seen yet: {len(view.unseen())} cards"
    assert cards_seen.by_suit([Card.parse("JH"), Card.parse("6S"), Card.parse("TH")]) == \
        ["♠ 6", "♥ 10 J"]
