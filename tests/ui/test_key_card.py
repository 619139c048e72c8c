"""The change of the key (``trump_change``) at the table: the key card lies face down
under the face-up trump card, peeking out, until that card is drawn; then it is turned
up and lies there as the new trump."""

from __future__ import annotations

import random

from durak.engine import Action, Card, Game, Rules
from durak.ui.model.hidden_hands import HiddenHands
from durak.ui.model.intents import hand_order
from durak.ui.model.layout import compute_layout, scene_width
from durak.ui.model.table_state import HandOrders, snapshot_of, snapshot_of_view
from durak.ui.table.spoken import table_description

from .conftest import set_position, settle

C = Card.parse
# Draw order: 9♣, then the face-up K♥, then the key card 7♠ (drawn last).
POSITION = "6S8S/9S6D KH 9C7S 0"
KEY_RULES = {"trump_change": True, "hand_size": 2}


def test_the_key_card_lies_face_down_under_the_trump_card_peeking_out(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, POSITION, **KEY_RULES)
    window.session.bots = {}
    scene = window.table
    places = scene.layout.cards
    trump, key = places[C("KH")], places[C("7S")]
    assert trump.face_up and not key.face_up
    assert key.z < trump.z < min(places[card].z for card in scene.layout.cards
                                 if card not in (C("KH"), C("7S")) and card in game.search_stack())
    # Beside the trump card, not on the stack's pile: it shows at the trump's far end.
    assert key.x > trump.x and abs(key.y - trump.y) < 10 and key.rotation != trump.rotation
    item = scene.cards[C("7S")]
    assert item.isVisible() and not item.face_up
    assert item.toolTip().startswith("The key card: when the trump card above it is drawn")
    # The drawing says it: no note stands in for it.
    assert scene.rules_label.text == ""
    assert "A key card lies face down under the trump card." in table_description(scene)


def test_drawing_the_trump_card_turns_the_key_card_up_as_the_new_trump(qtbot, make_window):
    window = make_window(players=2)
    game = set_position(qtbot, window, POSITION, **KEY_RULES)
    session = window.session
    session.bots = {}
    for move in ("P0 attack 6S", "P1 defend 9S>6S", "P0 done"):
        assert session.apply(Action.parse(move))
    settle(qtbot, window)
    assert game.trump_card == C("7S") and game.stack_count == 1
    scene = window.table
    place = scene.layout.cards[C("7S")]
    assert place.face_up and place.rotation == 90.0 and scene.cards[C("7S")].face_up
    assert scene.cards[C("7S")].toolTip() == ""
    assert "The key card 7♠ is turned up: ♠ is trump now" in window.move_log.lines()
    assert "A key card lies" not in table_description(scene)
    assert C("KH") in game.hand(1)


def test_without_the_rule_nothing_lies_under_the_trump_card():
    game = Game.new(Rules(), 3, seed=3)
    view = game.view(0)
    snap = snapshot_of(game, view, hand_order(view), HandOrders(3), set(), reveal=False)
    assert snap.key_card is None and snap.trump_card is not None


def test_a_remote_seat_draws_a_stand_in_for_the_key_card_kept_until_it_is_seen():
    """An online seat does not know the key card: an unseen card stands for it, from the
    stack's end the other hands' stand-ins are not taken from; another takes its place
    only when the seat draws that card, and the two change places first."""
    game = Game.new(Rules(trump_change=True), 3, seed=11)
    hidden = HiddenHands()
    keys: list[Card] = []
    rng = random.Random(5)
    for _ in range(500):
        if not game.view(0).trump_change_pending:
            break
        view = game.view(0)
        swaps = hidden.update(view)
        snap = snapshot_of_view(view, hand_order(view), hidden.hands, set(), reveal=False,
                                key_card=hidden.key)
        assert snap.key_card == hidden.key
        assert snap.key_card is not None and snap.key_card in view.unseen()
        assert snap.key_card not in snap.stack
        assert not any(snap.key_card in hand for hand in snap.hands)
        assert len(snap.stack) + 2 == view.stack_count   # the trump card and the key card
        layout = compute_layout(snap, scene_width(1280, 800))
        assert not layout.cards[snap.key_card].face_up
        if keys and keys[-1] != snap.key_card:
            assert keys[-1] in view.hand and (keys[-1], snap.key_card) in swaps
        keys.append(snap.key_card)
        actions = [a for a in game.legal_actions() if a.kind != "retract"]
        game.apply(rng.choice(actions))
    assert not game.view(0).trump_change_pending and len(keys) > 5
    hidden.update(game.view(0))
    assert hidden.key is None


def test_a_local_table_lays_the_real_key_card_apart_from_the_secret_cards():
    for seed in range(40):   # whatever the deal, the real key card lies under the trump
        game = Game.new(Rules(trump_change=True, secret_cards=2), 3, seed=seed)
        view = game.view(0)
        snap = snapshot_of(game, view, hand_order(view), HandOrders(3), set(), reveal=False)
        assert snap.key_card == game.search_stack()[0]
        assert all(snap.key_card not in cards for cards in snap.secret)
        assert len(snap.stack) + 2 == view.stack_count
