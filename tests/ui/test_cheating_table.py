"""Cheating at the table: a drop that breaks a card rule is played as a cheat (said to the
cheater only), a card on the table is caught by a click and "Catch!", by C, by a double
click or by touch; every catch, right or wrong, is announced and logged; the bots catch."""

from __future__ import annotations

from PyQt6.QtCore import QPoint, QPointF, Qt
from PyQt6.QtTest import QTest

from durak.engine import PRESETS, Action, Card, CatchFailed, Caught, GameOver, Rules
from durak.ui.dialogs.help import help_html
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.dialogs.statistics import summary_text
from durak.ui.store.settings import Preferences
from durak.ui.store.statistics import GameResult, StatsBook, Totals
from durak.ui.table.move_log import MoveLog
from durak.ui.words.table_text import cheat_lines

from .conftest import card_point, drag, set_position, settle
from .keyboard import activate, click_button, press
from .test_announce import said
from .test_controls import tap

C = Card.parse
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
# Hearts are trumps (the face-up K♥). The human leads.
ATTACKING = "7S7C8D/6S8CQC KH 6C6D 0"   # 7♣ to add: no auto end
# Player 1 leads 7♠ against the human, who holds 6♦ (no cover): a cheat.
DEFENDING = "6D9H8C/7SQCKC KH 6C6H 1"


def table(qtbot, make_window, text: str, **rules):
    window = make_window(players=2)
    game = set_position(qtbot, window, text, cheating=True, **rules)
    window.session.bots = {}     # the bot moves only when the test moves it
    return window, game


def point_of(window, button) -> QPoint:
    return window.view.mapFromScene(button.mapRectToScene(button.rect).center())


def bot_cheats(qtbot, make_window):
    """The human led 7♠; the bot covered it with 6♠, which does not beat it: a cheat."""
    window, game = table(qtbot, make_window, ATTACKING)
    c = window.session
    assert c.apply(Action.parse("P0 attack 7S"))
    assert c.apply(Action.parse("P1 defend 6S>7S"))
    settle(qtbot, window)
    return window, game


def test_a_drop_that_breaks_a_rule_is_played_as_a_cheat_said_quietly(qtbot, make_window):
    window, game = table(qtbot, make_window, DEFENDING)
    assert window.session.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    drag(qtbot, window, card_point(window, "6D"), card_point(window, "7S"))
    assert game.history[-1] == Action.defend(0, "6D", "7S")
    assert said(window) == ("Played as a cheat: it stands unless someone catches it before "
                            "the round ends")
    assert game.view(0).cheats == (C("6D"),) and game.view(1).cheats == ()
    assert window.move_log.lines()[-1] == "You cover 7♠ with 6♦"   # the log tells nobody


def test_without_cheating_the_same_drop_is_refused(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, DEFENDING)
    window.session.bots = {}
    assert window.session.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    drag(qtbot, window, card_point(window, "6D"), card_point(window, "7S"))
    assert game.history == (Action.attack(1, "7S"),)
    assert not window.table.catch_button.isVisible()


def test_a_click_on_the_card_then_catch_catches_the_bot(qtbot, make_window):
    window, game = bot_cheats(qtbot, make_window)
    assert not window.table.catch_button.isVisible()   # no suspect yet
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "6S"))
    assert said(window) == ("Suspect 6♠: press K or Catch! to catch it, SHIFT+K for another "
                            "card")
    button = window.table.catch_button
    assert button.isVisible() and button.text == "Catch 6♠! (K)"
    click_button(window, window.table.catch_button)
    assert game.history[-1] == Action.catch(0, "6S")
    assert "You catch Player 1 cheating with 6♠" in said(window)
    assert "You catch Player 1 cheating with 6♠" in window.move_log.lines()
    assert C("6S") in game.hand(1) and C("7S") in game.hand(1)


def test_k_suspects_the_card_laid_last_and_c_again_catches_it(qtbot, make_window):
    window, game = bot_cheats(qtbot, make_window)
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_K)
    assert said(window).startswith("Suspect 6♠")
    assert game.history[-1] == Action.defend(1, "6S", "7S")
    press(qtbot, window, Qt.Key.Key_K, Qt.KeyboardModifier.ShiftModifier)   # the only one
    assert window.table.catch_button.text == "Catch 6♠! (K)"
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "8D"))
    press(qtbot, window, Qt.Key.Key_K)
    assert game.history[-1] == Action.catch(0, "6S")


def corner_of(window, card: str) -> QPoint:
    """A point on the top left corner of a card, clear of a cover lying on it."""
    item = window.table.cards[C(card)]
    rect = item.boundingRect()
    return window.view.mapFromScene(item.mapToScene(
        rect.topLeft() + QPointF(rect.width() * 0.2, rect.height() * 0.12)))


def test_a_click_on_ones_own_card_says_why_it_is_no_suspect(qtbot, make_window):
    window, game = bot_cheats(qtbot, make_window)
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, corner_of(window, "7S"))
    assert said(window) == "You laid 7♠ yourself"
    assert game.history[-1] == Action.defend(1, "6S", "7S")
def test_an_honest_card_named_is_a_failed_catch(qtbot, make_window):
    window, game = table(qtbot, make_window, DEFENDING)
    c = window.session
    assert c.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "7S"))
    assert game.history[-1] == Action.catch(0, "7S")
    assert "Wrong: 7♠ broke no rule; you may not catch again this round" in said(window)
    assert 0 in game.view(0).barred
    assert not window.table.catch_button.isVisible()
    activate(qtbot, window)
    press(qtbot, window, Qt.Key.Key_K)
    assert said(window) == "You named a card that broke no rule: you may not catch again this round"


def test_a_tap_on_the_card_and_on_catch_catches(qtbot, make_window):
    window, game = bot_cheats(qtbot, make_window)
    tap(window, card_point(window, "6S"))
    assert window.table.catch_button.text == "Catch 6♠! (K)"
    tap(window, point_of(window, window.table.catch_button))
    assert game.history[-1] == Action.catch(0, "6S")


def test_a_bot_catches_the_humans_cheat_and_it_is_announced(qtbot, make_window):
    window, game = table(qtbot, make_window, DEFENDING)
    c = window.session
    assert c.apply(Action.parse("P1 attack 7S"))
    assert c.apply(Action.parse("P0 defend 6D>7S"))

    class Sharp:   # a bot that notices every cheat
        name = "normal"

        def catch(self, view):
            return view.catch_actions[-1] if view.catch_actions else None

        def observe(self, events):
            pass

    c.bot_seats.bots[1] = Sharp()
    c.bot_seats.tick()
    assert game.history[-1] == Action.catch(1, "6D")
    assert "Player 1 catches you cheating with 6♦: you take the cards" in said(window)


def test_every_catch_event_is_said_to_everyone():
    from durak.engine import Rules
    from durak.ui.words.moves import event_note, event_words

    def name(seat):
        return f"Player {seat}"

    rules = Rules(cheating=True)
    caught = Caught(2, 1, C("6S"), None)
    assert event_note(caught, rules, 0, name) == "Player 2 catches Player 1 cheating with 6♠"
    assert event_words(Caught(0, 1, C("6S"), None), name, 0) == (
        "You catch Player 1 cheating with 6♠")
    failed = CatchFailed(2, C("9H"))
    assert event_note(failed, rules, 0, name) == (
        "Player 2 names 9♥ as a cheat, wrongly: it broke no rule")


def test_the_switch_the_preset_and_the_rules_help(qtbot):
    dialog = SettingsDialog(None, Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.preset.findData("Cheating Durak") >= 0
    dialog.preset.setCurrentIndex(dialog.preset.findData("Cheating Durak"))
    dialog.preset.activated.emit(dialog.preset.currentIndex())
    assert dialog.variants["cheating"].isChecked()
    rules = dialog.result_prefs().rules
    assert rules == PRESETS["Cheating Durak"]
    assert "Cheating" in help_html(rules) and "Cheating" not in help_html(Preferences().rules)


def test_the_session_counts_cheats_for_the_result_and_the_statistics(qtbot, make_window):
    window, _ = bot_cheats(qtbot, make_window)
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "6S"))
    counts = window.session.cheat_counts()
    assert (counts[1].made, counts[1].caught, counts[0].catches) == (1, 1, 1)
    assert cheat_lines(counts, window.session.seat_name) == ["Player 1: 1 cheat, 1 caught"]


def test_the_statistics_keep_and_add_up_the_cheats(tmp_path):
    book = StatsBook(tmp_path / "statistics.json")
    book.record(GameResult(players=2, deck=36, rules="podkidnoy", level="normal", place=1,
                           cheats=3, cheats_caught=1, catches=2))
    again = StatsBook(tmp_path / "statistics.json")
    totals = Totals()
    for result in again.stats.games:
        totals.add(result)
    assert (totals.cheats, totals.cheats_caught, totals.catches) == (3, 1, 2)
    assert "Cheating: 3 cheats made · caught: 1 · your right catches: 2" in summary_text(totals)


def test_the_move_log_writes_the_cheats_at_the_end(qtbot):
    log = MoveLog(lambda seat: f"Player {seat}", 0, tally=lambda: ["Player 1: 2 cheats, 1 caught"])
    qtbot.addWidget(log)
    log.on_events([GameOver((0,), 1)])
    assert log.lines()[-2:] == ["Game over: Player 1 is the durak", "Player 1: 2 cheats, 1 caught"]


def test_catch_takes_the_show_buttons_place_while_a_suspect_is_chosen(qtbot, make_window):
    window, _ = table(qtbot, make_window, "7H9H8C/7SQCKC KH 6C6H 1", forward_by_trump="round")
    assert window.session.apply(Action.parse("P1 attack 7S"))
    settle(qtbot, window)
    scene = window.table
    assert scene.show_button.isVisible() and not scene.catch_button.isVisible()
    QTest.mouseClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "7S"))
    assert scene.catch_button.isVisible() and not scene.show_button.isVisible()
    assert scene.catch_button.rect == scene.show_button.rect


def test_with_cheating_the_attack_does_not_end_at_once_while_a_card_may_be_caught(
        qtbot, make_window):
    window, game = table(qtbot, make_window, "7S8D/6SQCKC KH 6C6D 0")   # nothing to add
    c = window.session
    assert c.auto_pass
    assert c.apply(Action.parse("P0 attack 7S"))
    assert c.apply(Action.parse("P1 defend 6S>7S"))
    settle(qtbot, window)
    assert game.history[-1] == Action.defend(1, "6S", "7S") and game.window_open
    QTest.mouseDClick(window.view.viewport(), LEFT, NO_MOD, card_point(window, "6S"))
    assert game.history[-1] == Action.catch(0, "6S")


def test_a_replay_names_the_cheats_and_counts_them_at_the_end(qtbot):
    from durak.engine import Record
    from durak.engine.notation import parse_position
    from durak.ui.sessions.replay import ReplaySession

    game = parse_position(ATTACKING, Rules(cheating=True))
    for move in ("P0 attack 7S", "P1 defend 6S>7S", "P0 catch 6S"):
        game.apply(Action.parse(move))
    session = ReplaySession(Record.of(game))
    session.go_to(2)
    assert session.status_text() == "Move 2 of 3: Player 1 covers 7♠ with 6♠ (a cheat)"
    session.go_to(1)
    assert session.status_text() == "Move 1 of 3: You play 7♠"
    session.go_to(3)
    assert session.status_text() == "Move 3 of 3: You name 6♠ as a cheat"
    assert session.cheat_tally() == ["Player 1: 1 cheat, 1 caught"]
    session.shutdown()
