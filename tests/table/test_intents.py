"""The human's intents, without Qt: selection, the keyboard cursor, DOWN, the button and
where a dragged card may land, all read from the seat's View."""

from __future__ import annotations

import subprocess
import sys

from durak.engine import Action, Card, View, parse_position
from durak.ui.model.intents import (
    Selection,
    button_action,
    down_actions,
    draggable,
    drop_targets,
    hand_order,
    meant_by_drop,
)
from durak.ui.model.layout import Rect
from durak.ui.model.plays import How, play_cards

C = Card.parse
SPOT = {name: Rect(i * 100.0, 0.0, 50.0, 50.0) for i, name in enumerate(("fw", "table", "hand"))}


def view_after(text: str, *actions: str, seat: int = 0) -> View:
    game = parse_position(text)
    for action in actions:
        game.apply(Action.parse(action))
    return game.view(seat)


def test_importing_the_intents_loads_no_qt():
    code = ("import sys, durak.ui.model.intents, durak.ui.model.plays; "
            "bad = [m for m in sys.modules if m.startswith(('PyQt6', 'PySide6'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_hand_shows_plain_suits_by_rank_then_trumps():
    view = view_after("QH7S9HAD8S/QCKD KH 6C6D 0")
    assert hand_order(view) == [C("7S"), C("8S"), C("AD"), C("9H"), C("QH")]


def test_arrows_move_and_shift_extends_the_selection():
    order = [C("7S"), C("8S"), C("AD"), C("9H")]
    choice = Selection()
    choice.move(order, 1, extend=False)
    assert choice.selected == {C("7S")} and choice.cursor == C("7S")
    choice.move(order, 1, extend=False)
    choice.move(order, 1, extend=True)
    assert choice.chosen(order) == [C("8S"), C("AD")]
    choice.move(order, -1, extend=True)
    assert choice.selected == {C("8S")}
    choice.move(order, -1, extend=False)
    choice.move(order, -1, extend=False)    # wraps around to the last card
    assert choice.selected == {C("9H")}
    choice.select_all(order)
    assert choice.chosen(order) == order and choice.cursor == C("9H")


def test_a_click_toggles_and_cards_that_leave_the_hand_leave_the_selection():
    choice = Selection()
    choice.toggle(C("7S"))
    choice.toggle(C("8S"))
    choice.toggle(C("7S"))
    assert choice.selected == {C("8S")} and choice.cursor == C("7S")
    choice.keep([C("8S")])
    assert choice.selected == {C("8S")} and choice.cursor is None
    choice.clear()
    assert not choice.selected


def test_a_double_plays_the_card_with_the_cards_selected_before_it():
    order = [C("7S"), C("7D"), C("8S"), C("AD")]
    choice = Selection()
    choice.toggle(C("7S"))                 # one card tapped...
    choice.toggle(C("7D"))                 # ...then another double tapped: its first tap
    assert choice.doubled(C("7D"), order) == [C("7S"), C("7D")]
    choice.clear()
    choice.toggle(C("7S"))
    choice.toggle(C("7D"))
    choice.toggle(C("7D"))                 # a selected card's first tap unselects it
    assert choice.doubled(C("7D"), order) == [C("7S"), C("7D")]
    choice.clear()
    choice.toggle(C("AD"))
    assert choice.doubled(C("AD"), order) == [C("AD")]   # alone: the card alone


def test_ctrl_arrows_move_the_cursor_alone():
    order = [C("7S"), C("8S"), C("AD"), C("9H")]
    choice = Selection()
    choice.move(order, 1, extend=False)
    choice.move_only(order, 1)
    choice.move_only(order, 1)
    assert choice.cursor == C("AD") and choice.selected == {C("7S")}
    choice.toggle(choice.cursor)
    assert choice.chosen(order) == [C("7S"), C("AD")]
    choice.move_only(order, -3)                # wraps around
    assert choice.cursor == C("9H") and choice.chosen(order) == [C("7S"), C("AD")]


def test_down_retracts_first_then_takes_and_an_attacker_ends():
    text = "8S9HAD/7SQCKD KH 6C6D 1"
    covered = view_after(text, "P1 attack 7S", "P0 defend 8S>7S")
    assert down_actions(covered, covered.legal_actions) == [Action.retract(0, "8S")]
    attacked = view_after(text, "P1 attack 7S")
    assert down_actions(attacked, attacked.legal_actions) == [Action.take(0)]
    assert button_action(attacked, attacked.legal_actions) == Action.take(0)
    attacker = view_after(text, "P1 attack 7S", "P0 defend 8S>7S", seat=1)
    assert down_actions(attacker, attacker.legal_actions) == [Action.done(1)]
    assert button_action(attacker, attacker.legal_actions) == Action.done(1)
    assert down_actions(attacked, []) == []     # nothing legal: DOWN asks for nothing


def test_drop_targets_are_the_legal_covers_forwards_and_moves():
    text = "8S7DAS/7S7CKD KH 6C6D 1"
    view = view_after(text, "P1 attack 7S")
    attack = {C("7S"): Rect(0.0, 100.0, 50.0, 50.0)}
    kinds = {(t.kind, tuple(t.actions)) for t in drop_targets(
        view, view.legal_actions, C("8S"), attack, SPOT["fw"], SPOT["table"], SPOT["hand"])}
    assert kinds == {("cover", (Action.defend(0, "8S", "7S"),))}
    forwards = drop_targets(view, view.legal_actions, C("7D"), attack, SPOT["fw"],
                            SPOT["table"], SPOT["hand"])
    assert [t.kind for t in forwards] == ["forward"]
    assert drop_targets(view, [], C("8S"), attack, SPOT["fw"], SPOT["table"], SPOT["hand"]) == []
    covered = view_after(text, "P1 attack 7S", "P0 defend AS>7S", "P1 attack 7C")
    attack[C("7C")] = Rect(60.0, 100.0, 50.0, 50.0)
    moves = drop_targets(covered, covered.legal_actions, C("AS"), attack, SPOT["fw"],
                         SPOT["table"], SPOT["hand"])
    assert [t.kind for t in moves] == ["hand"]   # AS beats no uncovered club
    assert draggable(covered, C("AS")) and not draggable(covered, C("7S"))


def test_a_drop_that_lit_nothing_is_explained_as_the_play_it_looked_like():
    view = view_after("8S7DAD/7SQCKD KH 6C6D 1", "P1 attack 7S")
    assert meant_by_drop(view, C("AD"), None, False, True) == Action.defend(0, "AD", "7S")
    assert meant_by_drop(view, C("7D"), None, False, True) == Action.forward(0, "7D")
    assert meant_by_drop(view, C("AD"), None, False, False) is None


class LocalSeat:
    """A seat played straight on an engine game, as the local session does."""

    def __init__(self, text: str) -> None:
        self.game = parse_position(text)

    def view(self) -> View:
        return self.game.view(0)

    def why_illegal(self, action: Action):
        return self.game.why_illegal(action)

    def send(self, action: Action) -> bool:
        self.game.apply(action)
        return True


def test_play_cards_sends_the_largest_lead_and_explains_the_rest():
    seat = LocalSeat("7S7DKH8C/QCKD9D AH 6C6D 0")
    outcome = play_cards(seat, [C("7S"), C("7D"), C("8C")], How.AUTO)
    assert outcome.played == [C("7S"), C("7D")]
    assert [card for card, _ in outcome.refused] == [C("8C")]
    assert seat.game.history[0] == Action.attack(0, "7S", "7D")


def test_a_defence_card_moves_onto_what_it_beats_in_the_tables_own_order():
    # With the number trump (8♦ face up) every eight is a trump: 8♠, laid on 7♠, may move
    # onto 7♣ too, which a plain 8♠ could not beat.
    from durak.engine import Game, Rules

    def covered_view(rules: Rules) -> View:
        game = Game.from_deal(rules, [["8S", "9H"], ["7S", "7C", "KD"]], ["6C", "6D"],
                              trump=C("8D"), offender=1)
        for action in ("P1 attack 7S", "P0 defend 8S>7S", "P1 attack 7C"):
            game.apply(Action.parse(action))
        return game.view(0)

    attack = {C("7S"): Rect(0.0, 100.0, 50.0, 50.0), C("7C"): Rect(60.0, 100.0, 50.0, 50.0)}
    for number_trump, kinds in ((True, ["hand", "move"]), (False, ["hand"])):
        view = covered_view(Rules(forwarding=False, number_trump=number_trump))
        targets = drop_targets(view, view.legal_actions, C("8S"), attack, SPOT["fw"],
                               SPOT["table"], SPOT["hand"])
        assert [t.kind for t in targets] == kinds
