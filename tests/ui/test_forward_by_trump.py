"""Forwarding by showing a trump at the table: the key T, the button by mouse and touch,
refused with the engine's reason, a bot's show announced, logged and its card drawn face
up, and the switch in the settings."""

from __future__ import annotations

from PyQt6.QtCore import QPoint, Qt
from PyQt6.QtTest import QTest

from durak.engine import Action, Card
from durak.ui.dialogs.help import help_html
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.model.layout import TableSnapshot, compute_layout, scene_width
from durak.ui.store.settings import Preferences

from .conftest import card_point, set_position, settle
from .keyboard import activate, click_button, press
from .test_announce import said
from .test_controls import tap
from .test_layout_golden import snapshot

C = Card.parse
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
# Player 1 leads 7♠ against the human, who holds 7♦ (diamonds are trumps).
DEFENDING = "7D9H8C/7S8SQC AD 6C6H 1"


def defending(qtbot, make_window, **rules):
    window = make_window(players=2)
    game = set_position(qtbot, window, DEFENDING, **rules)
    window.session.bots = {}     # the bot moves only when the test moves it
    assert window.session.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    return window, game


def button_point(window) -> QPoint:
    button = window.table.show_button
    return window.view.mapFromScene(button.mapRectToScene(button.rect).center())


def test_t_shows_the_trump_which_stays_in_the_hand(qtbot, make_window):
    window, game = defending(qtbot, make_window, forward_by_trump="round")
    button = window.table.show_button
    assert button.isVisible() and button.enabled
    assert button.text == "Show 7♦ to pass it on (T)"
    assert said(window) == "Defend, forward, show 7♦ to pass it on (T) or take: ↓"
    activate(qtbot, window)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "9H"))  # a click
    assert window.session.controls.selected == {C("9H")}
    press(qtbot, window, Qt.Key.Key_T)
    assert game.history[-1] == Action.show(0, "7D")
    assert C("7D") in game.hand(0) and game.defender == 1
    settle(qtbot, window)
    assert not window.table.show_button.isVisible()
    press(qtbot, window, Qt.Key.Key_T)                               # not as the offender
    assert game.history[-1] == Action.show(0, "7D")
    assert said(window) == "Only the defender (Player 1) may forward"


def test_the_button_shows_by_mouse(qtbot, make_window):
    window, game = defending(qtbot, make_window, forward_by_trump="game")
    click_button(window, window.table.show_button)
    assert game.history[-1] == Action.show(0, "7D")
    log = window.move_log.lines()
    assert log[-1] == "You show 7♦ and pass the attack to Player 1"


def test_a_tap_on_the_button_shows(qtbot, make_window):
    window, game = defending(qtbot, make_window, forward_by_trump="round")
    tap(window, button_point(window))
    assert game.history[-1] == Action.show(0, "7D")


def test_without_the_variant_there_is_no_button_and_t_says_why(qtbot, make_window):
    window, game = defending(qtbot, make_window)
    assert not window.table.show_button.isVisible()
    assert said(window) == "Defend, forward or take: ↓"
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_T)
    assert game.history == (Action.attack(1, "7S"),)
    assert said(window) == "Forwarding by showing a trump is off in these rules"


def test_a_bots_show_is_announced_logged_and_its_card_drawn_face_up(qtbot, make_window):
    window = make_window(players=3)
    c = window.session
    game = set_position(qtbot, window, "9H8C7C/7SQC9C/7DQHAC KD 6C6D6H 1",
                        forward_by_trump="round")
    c.bots = {}
    c.auto_pass = False
    window.move_log.list.clear()
    assert c.apply(Action.parse("P1 attack 7S"))
    assert c.apply(Action.parse("P2 show 7D"))
    assert said(window) == "Player 2 shows 7♦ and passes the attack to you"
    assert window.move_log.lines()[-1] == "Player 2 shows 7♦ and passes the attack to you"
    settle(qtbot, window)
    places = window.table.layout.cards
    assert places[C("7D")].face_up and window.table.cards[C("7D")].face_up
    assert not places[C("QH")].face_up and not places[C("AC")].face_up
    assert game.defender == 0


def test_the_settings_switch_it_and_the_rules_help_says_so(qtbot):
    dialog = SettingsDialog(None, Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    combo = dialog.choices["forward_by_trump"]
    assert combo.toolTip().startswith("The defender may pass the attack on by showing")
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert dialog.result_prefs().rules.forward_by_trump == "round"
    QTest.keyClick(combo, Qt.Key.Key_Down)
    rules = dialog.result_prefs().rules
    assert rules.forward_by_trump == "game"
    assert "Forward by showing a trump: Once a game per player" in help_html(rules)
    forwarding = dialog.forwarding
    QTest.mouseClick(forwarding, LEFT, NO_MOD, QPoint(8, forwarding.height() // 2))
    assert not combo.isEnabled()   # a way to forward: off without forwarding
    assert dialog.result_prefs().rules.forward_by_trump == "off"


def test_the_show_button_keeps_clear_of_every_seat_and_button():
    s6 = snapshot(6)
    for players in range(2, 7):
        snap = TableSnapshot(players=players, human=0, hands=s6.hands[:players], table=s6.table,
                             stack=s6.stack, trump_card=s6.trump_card, discard=s6.discard)
        for size in ((800, 600), (1280, 800), (1920, 1050)):
            layout = compute_layout(snap, scene_width(*size))
            show = layout.buttons[1]
            assert not any(seat.rect.overlap(show) or seat.label.overlap(show)
                           for seat in layout.seats), (players, size)
            # The change of direction's (2) and "Catch!" (3) share the place: never offered
            # with it.
            assert not any(other.overlap(show) for i, other in enumerate(layout.buttons)
                           if i not in (1, 2, 3)), (players, size)
