"""The house rules of issue 25 in the settings dialog, the help and the table's words."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest

from durak.engine import Action, Card, Game, Rules, SecretTaken, TrumpChanged
from durak.engine.cards import mask_of
from durak.engine.notation import parse_position
from durak.ui.dialogs.help import help_html
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.model.intents import drop_targets, hand_order
from durak.ui.model.layout import Rect, compute_layout, scene_width
from durak.ui.model.table_state import HandOrders, snapshot_of
from durak.ui.sessions.series import Series
from durak.ui.store.settings import Preferences
from durak.ui.words.moves import action_words, event_words, hint_words
from durak.ui.words.rule_conflicts import refusal_words
from durak.ui.words.table_text import seat_notes, trump_words
from durak.ui.words.variants import VARIANTS, variants_in_force

from .conftest import set_position, settle

C = Card.parse
NEW_SWITCHES = {"quick": True, "cross_rule": True, "low_beats_ace": True,
                "number_trump": True, "trump_change": True, "secret_cards": 2,
                "forward_direction": "choose"}


def name(seat: int) -> str:
    return f"Player {seat + 1}"


def open_dialog(qtbot, rules: Rules | None = None) -> SettingsDialog:
    dialog = SettingsDialog(None, Preferences(rules=rules or Rules()))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_each_new_variant_is_a_switch_with_its_explanation(qtbot):
    dialog = open_dialog(qtbot)
    fields = [field for field, _, _ in VARIANTS]
    for field, value in NEW_SWITCHES.items():
        assert field in fields
        check = dialog.variants[field]
        assert check.toolTip() and check.accessibleDescription() == check.toolTip()
        dialog.variants[field].ensurePolished()
        check.setChecked(True)            # as a click would, without scrolling to it
        assert getattr(dialog.edited_rules(), field) == value
        check.setChecked(False)
        assert getattr(dialog.edited_rules(), field) == getattr(Rules(), field)


def test_a_pair_the_engine_refuses_is_said_at_once_in_the_players_words(qtbot):
    dialog = open_dialog(qtbot)
    dialog.variants["trump_exchange"].setChecked(True)
    assert dialog.error.text() == ""
    dialog.variants["number_trump"].setChecked(True)
    try:
        Rules(number_trump=True, trump_exchange=True)
    except ValueError as error:
        sentence = refusal_words(error)
    assert dialog.error.text() == sentence   # in other languages: test_rule_conflicts_words
    assert sentence.startswith("“Number trump” and “Trump exchange” do not go together")
    QTest.mouseClick(dialog.variants["trump_exchange"], Qt.MouseButton.LeftButton)
    dialog.variants["trump_exchange"].setChecked(False)
    assert dialog.error.text() == ""
    assert dialog.result_prefs().rules.number_trump


def test_change_of_direction_needs_forwarding_and_the_novice_is_a_leader_choice(qtbot):
    dialog = open_dialog(qtbot)
    direction = dialog.variants["forward_direction"]
    assert direction.isEnabled()
    QTest.mouseClick(dialog.forwarding, Qt.MouseButton.LeftButton)   # forwarding off
    assert not direction.isEnabled()
    QTest.mouseClick(dialog.forwarding, Qt.MouseButton.LeftButton)
    direction.setChecked(True)
    leader = dialog.choices["next_leader"]
    leader.setCurrentIndex(leader.findData("novice"))
    rules = dialog.result_prefs().rules
    assert (rules.forward_direction, rules.next_leader) == ("choose", "novice")


def test_the_help_says_every_new_rule_of_this_table():
    rules = Rules(**NEW_SWITCHES, next_leader="novice")   # type: ignore[arg-type]
    names = [name for name, _ in variants_in_force(rules)]
    for wanted in ("Quicky", "Cross rule", "Nothing is unbeatable", "Number trump",
                   "Change of the key", "Secret cards", "Change of direction"):
        assert wanted in names
    assert "Next game led by: Against the novice" in names
    assert "Number trump" in help_html(rules) and "Number trump" not in help_html(Rules())


def test_the_trump_label_says_number_trump_and_quicky():
    rules = Rules(number_trump=True, trump_change=True, quick=True)
    game = Game.new(rules, 2, seed=5)
    view = game.view(0)
    assert view.trump_card is not None and view.trump_change_pending
    text = trump_words(view, card_lies=True)
    # The key card says itself: it is drawn under the trump card (test_key_card.py).
    assert text == (f"Trump {view.trump.symbol} and every {view.trump_card.rank_name}, "
                    "nobody draws")
    assert trump_words(Game.new(Rules(), 2, seed=5).view(0), card_lies=True) == ""


def test_secret_cards_are_noted_under_each_seat_and_their_pick_up_said():
    game = Game.new(Rules(secret_cards=2), 3, seed=2)
    view = game.view(0)
    assert "2 secret cards" in seat_notes(view, 1)
    cards = (Card.parse("6♥"), Card.parse("7♠"))
    mine = SecretTaken(0, 2, mask_of(cards))
    assert event_words(mine, name, 0) == "You pick up your secret cards: 6♥ 7♠"
    theirs = SecretTaken(1, 2, 0)
    assert event_words(theirs, name, 0) == "Player 2 picks up 2 secret cards"


def test_the_change_of_the_key_and_a_forward_to_the_right_in_words():
    changed = TrumpChanged(Card.parse("9♣"))
    assert event_words(changed, name, 0) == "The key card 9♣ is turned up: ♣ is trump now"
    right = Action.forward(1, "7♥", direction="right")
    assert action_words(right, 0, name) == "Player 2 forwards with 7♥ to the right"
    assert action_words(right, 1, name) == "You forward with 7♥ to the right"
    assert hint_words(right, None) == "Hint: forward 7♥ to the right"
    assert hint_words(Action.forward(1, "7♥"), None) == "Hint: forward 7♥"


def test_a_fresh_series_with_the_novice_rule_attacks_the_human_first():
    rules = Rules(next_leader="novice")
    for seed in range(6):
        game, _ = Series(rules, 3).next_game(None, rules, 3, seed)
        assert game.defender == 0


def test_number_trumps_sort_with_the_trumps_and_a_cover_moves_by_the_engines_order():
    rules = Rules(number_trump=True)
    game = parse_position("8S9D7HAH/7SQCKC 8D 6C6H 1", rules)
    assert hand_order(game.view(0)) == [C("7H"), C("AH"), C("9D"), C("8S")]
    assert hand_order(game.view(0), "rank") == [C("7H"), C("8S"), C("9D"), C("AH")]


def test_a_cover_moves_onto_another_attack_card_where_the_engines_order_says_it_beats():
    # With 8♦ face up and number trump, 8♠ is a trump above every diamond.
    game = parse_position("8S7C/9H9DQC 8D 6C6H 1", Rules(number_trump=True))
    for move in ("P1 attack 9H", "P0 defend 8S>9H", "P1 attack 9D"):
        game.apply(Action.parse(move))
    rect = Rect(0, 0, 10, 10)
    targets = drop_targets(game.view(0), game.legal_actions(0), C("8S"),
                           {C("9H"): rect, C("9D"): rect}, rect, rect, rect)
    assert [t.kind for t in targets] == ["hand", "move"]
    assert targets[1].actions[1] == Action.defend(0, "8S", "9D")


def test_secret_cards_lie_face_down_in_each_seats_frame():
    game = Game.new(Rules(secret_cards=2), 3, seed=4)
    view = game.view(0)
    snap = snapshot_of(game, view, hand_order(view), HandOrders(3), set(), reveal=True)
    assert [len(cards) for cards in snap.secret] == [2, 2, 2]
    secret = {card for cards in snap.secret for card in cards}
    assert not secret & {card for hand in snap.hands for card in hand}
    assert len(snap.stack) + (snap.trump_card is not None) == view.stack_count
    layout = compute_layout(snap, scene_width(1280, 800))
    for seat, cards in enumerate(snap.secret):
        frame = layout.seats[seat].rect
        for card in cards:
            place = layout.cards[card]
            assert not place.face_up and frame.contains(place.x, place.y)


def test_the_number_trump_note_stays_when_the_trump_card_is_gone(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, "7S8D/9SQCAD KH 6C 0", number_trump=True)
    window.session.bots = {}
    assert window.table.rules_label.text == "Trump ♥ and every K"
    for move in ("P0 attack 7S", "P1 defend 9S>7S", "P0 done"):   # the K♥ is drawn
        assert window.session.apply(Action.parse(move))
    settle(qtbot, window)
    assert game.stack_count == 0 and Card.parse("KH") in game.hand(0)
    assert window.table.rules_label.text == "Trump ♥ and every K"
    assert window.table.trump_label.text == ""


def test_a_refusal_line_appears_without_the_dialog_jumping_or_hiding_ok(qtbot):
    from PyQt6.QtWidgets import QDialogButtonBox

    dialog = open_dialog(qtbot)
    assert not dialog.error.isVisible()                  # no room kept for it
    size = dialog.size()
    dialog.variants["trump_exchange"].setChecked(True)
    dialog.variants["number_trump"].setChecked(True)
    qtbot.waitUntil(dialog.error.isVisible)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    top_of_ok = ok.mapTo(dialog, ok.rect().topLeft()).y()
    qtbot.waitUntil(lambda: dialog.error.geometry().bottom() < top_of_ok)
    assert dialog.size() == size
    assert dialog.rect().contains(ok.mapTo(dialog, ok.rect().bottomRight()))
    assert dialog.error.height() >= dialog.error.fontMetrics().height()
