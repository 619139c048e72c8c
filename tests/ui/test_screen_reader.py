"""What a screen reader gets from the table and the dialogs.

A reader (Orca, over AT-SPI) speaks a widget's accessible name when it gets the focus and
again when the name changes, and its description whenever that changes. PyQt6 wraps no
``QAccessible``: the tests read the widgets' accessible name and description, which Qt's
AT-SPI bridge hands on as they are (``scripts/atspi_walk.py`` reads them from outside).
"""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QLabel,
    QStackedWidget,
    QTabBar,
    QWidget,
)

from durak.engine import Action
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.kit import i18n
from durak.ui.online.dialog import PlayOnlineDialog
from durak.ui.sessions.remote import RemoteSession, Request
from durak.ui.store.settings import Preferences
from durak.ui.table.spoken import spoken_text

from .conftest import card_point, heard, set_position, settle
from .keyboard import LEFT, NO_MOD, SHIFT, activate, press
from .test_countdown import FakeClock, tick
from .test_remote_session import WAIT


def test_the_card_under_the_keyboard_cursor_is_named(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "7S8H/9SQCKD KH 6C6D 1")
    window.session.bots = {}
    assert window.session.apply(Action.parse("P1 attack 9S"))
    settle(qtbot, window)
    activate(qtbot, window)
    assert heard(window)[0] == "Card table"
    press(qtbot, window, Qt.Key.Key_Right)        # the hand by suit: 7♠ 8♥
    assert heard(window)[0] == "seven of spades, cannot be played now"   # not on 9♠
    press(qtbot, window, Qt.Key.Key_Right)
    assert heard(window)[0] == "eight of hearts"
    press(qtbot, window, Qt.Key.Key_Left, SHIFT)
    assert heard(window)[0] == "seven of spades, 2 cards selected, cannot be played now"
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "8H"))
    assert heard(window)[0] == "eight of hearts, not selected"   # a click unselected it
    press(qtbot, window, Qt.Key.Key_Right)
    assert heard(window)[0] == "seven of spades, cannot be played now"
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Up)               # the trump 8♥ covers the 9♠
    assert window.session.game.table[0][1] is not None
    assert heard(window)[0] == "Card table"           # the cursor's card left the hand


def test_a_refusal_and_the_others_are_heard(qtbot, make_window):
    window = make_window(players=3)
    set_position(qtbot, window, "7S8D/9SQCKD/6S9H KH 6C6D 2")
    window.session.bots = {}
    assert window.session.apply(Action.parse("P2 attack 9H"))
    settle(qtbot, window)
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Up)               # 7♠ cannot cover the trump 9♥
    description = heard(window)[1]
    assert "7♠" in window.table.status.text           # the refusal names the card...
    assert description.startswith(spoken_text(window.table.status.text) + ".")
    assert description.startswith("seven of spades")  # ...said in words
    assert "♠" not in description and "♥" not in description
    assert ("Players: Player 1, 3 cards, co-attacker; Player 2, 1 card, attacker."
            in description)


def test_the_ticking_window_is_not_read_out_each_second(qtbot, make_window):
    window = make_window(players=2)
    c = window.session
    clock = FakeClock()
    c.countdown.clock = clock
    set_position(qtbot, window, "7S8H/9SQCKD KH 6C6D 1")
    c.bots = {}
    assert c.apply(Action.parse("P1 attack 9S"))
    settle(qtbot, window)
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Up)               # the trump 8♥ covers: the window opens
    status = window.table.status
    assert status.text == "All covered: the attackers may still add (5)"   # on screen...
    before = heard(window)
    tick(c, clock, 1200)
    assert status.text == "All covered: the attackers may still add (4)"
    assert heard(window) == before                    # ...not in what a reader speaks
    assert before[1].startswith("All covered: the attackers may still add. ")


def test_the_result_is_heard_at_the_end(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "8S/9S9D H - 0")
    c = window.session
    c.bots = {}
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Up)               # lead the 8♠, the last card
    assert c.apply(Action.parse("P1 defend 9S>8S"))
    assert c.game.is_over
    description = heard(window)[1]
    assert description.startswith("You won! 1. You. Durak: Player 1. Game over")
    assert "You can play" not in description


def tab_stops(qtbot, dialog: QWidget, count: int) -> list[QWidget]:
    dialog.show()
    dialog.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    stops = []
    for _ in range(count):
        focused = QApplication.focusWidget()
        assert focused is not None
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        stops.append(QApplication.focusWidget())
    return stops


def test_tab_in_the_dialogs_stops_only_on_controls(qtbot):
    """The scrolling page of Settings and Play online is no Tab stop: a reader found an
    unnamed pane there."""
    for dialog in (SettingsDialog(None, Preferences()), PlayOnlineDialog(None, Preferences())):
        qtbot.addWidget(dialog)
        stops = tab_stops(qtbot, dialog, 12)
        assert not any(isinstance(w, QAbstractScrollArea) for w in stops), stops
        for widget in stops:   # named, labelled, or saying its text (a tab bar: its tabs)
            labelled = any(label.buddy() is widget for label in dialog.findChildren(QLabel))
            text = (widget.tabText(widget.currentIndex()) if isinstance(widget, QTabBar)
                    else widget.property("text"))
            assert widget.accessibleName() or labelled or text, widget
        dialog.reject()


def test_online_a_reader_hears_once_that_the_time_to_decide_runs_out(qtbot, server):
    anna = RemoteSession(server.url, Request("create", {"name": "Anna",
                                                        "seats": ["human", "human"]}),
                         speed="fast")
    qtbot.waitUntil(lambda: anna.code is not None, timeout=WAIT)
    boris = RemoteSession(server.url, Request("join", {"code": anna.code, "name": "Boris"}),
                          speed="fast")
    qtbot.waitUntil(lambda: anna.room is not None and anna.room["seats"][1]["connected"],
                    timeout=WAIT)
    anna.start()
    qtbot.waitUntil(lambda: anna.decision_seat is not None and boris.playing, timeout=WAIT)
    deciding = anna if anna.decision_seat == 0 else boris
    now = [0.0]
    deciding.decision.clock = lambda: now[0]
    deciding.decision.start(30_000)
    spoken = deciding.status_text(clock=False)
    assert deciding.status_text() == f"{spoken} (30 s left)"   # the screen counts down
    now[0] = 19_500.0
    assert deciding.status_text(clock=False) == spoken         # a reader is not told each second
    now[0] = 20_500.0
    assert deciding.status_text(clock=False) == f"{spoken} (at most 10 s left)"
    now[0] = 25_500.0
    assert deciding.status_text(clock=False) == f"{spoken} (at most 10 s left)"
    anna.shutdown()
    boris.shutdown()


def test_a_move_and_its_news_are_one_description_not_two(qtbot, make_window):
    window = make_window(players=3)
    set_position(qtbot, window, "8S9CAC/7D9D/7SKDQD KH 6C6D6H 1")
    c = window.session
    c.bots = {}
    heard(window)
    told: list[str] = []
    set_description = window.view.setAccessibleDescription
    window.view.setAccessibleDescription = lambda text: (told.append(text),
                                                         set_description(text))
    assert c.apply(Action.parse("P1 attack 7D"))
    heard(window)
    told.clear()
    assert c.apply(Action.parse("P2 forward 7S"))   # the table changes, then the news
    heard(window)
    assert len(told) == 1 and told[0].startswith("Player 2 forwards to you. ")


def test_the_pages_of_play_online_are_named_after_their_tab(qtbot):
    """A reader says the page's name as the focus enters it, not "layered pane"."""
    dialog = PlayOnlineDialog(None, Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    pages = dialog.tabs.findChild(QStackedWidget,
                                  options=Qt.FindChildOption.FindDirectChildrenOnly)
    assert pages.accessibleName() == "Create a room"
    bar = dialog.tabs.tabBar()
    QTest.mouseClick(bar, LEFT, NO_MOD, bar.tabRect(1).center())
    assert pages.accessibleName() == "Join a room"
    QTest.keyClick(QApplication.focusWidget() or bar, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)
    assert pages.accessibleName() == "Create a room"
    dialog.reject()


def test_cards_are_said_in_words_in_each_language(qtbot, make_window):
    """A synthesiser read "A♥" as "a heart suit", and the letters in English in Russian."""
    window = make_window(players=2)
    set_position(qtbot, window, "AH6S/9SQCKD KH 6C6D 0")
    window.session.bots = {}
    activate(qtbot, window)
    try:
        for language, hand in (("en", "six of spades, ace of hearts"),
                               ("de", "Pik Sechs, Herz Ass"),
                               ("fr", "six de pique, as de cœur"),
                               ("ru", "шестёрка пик, туз червей")):
            window.apply_prefs(Preferences(language=language))
            assert f": {hand}." in heard(window)[1], language
        assert window.table.status.text.endswith("↑")      # "...or press ↑" on screen
        assert "стрелка вверх." in heard(window)[1] and "↑" not in heard(window)[1]
        press(qtbot, window, Qt.Key.Key_Right)
        assert heard(window)[0] == "шестёрка пик"
        press(qtbot, window, Qt.Key.Key_Up)                  # lead it
        assert "Стол: шестёрка пик (положил: Вы), пока без ответа." in heard(window)[1]
    finally:
        i18n.install("en")
