"""The weli (``Rules.weli``) in the human's intents, without Qt: which suits a move of the
6♦ may be named (the engine's list), one naming played without asking, several waiting
for the player, and refusals explained with the engine's real reason."""

from __future__ import annotations

from durak.engine import Action, Card, Game, IllegalAction, Rules, Suit, View, parse_position
from durak.ui.model.intents import drop_targets, meant_by_drop
from durak.ui.model.layout import Rect
from durak.ui.model.naming import Naming, lays_weli, namings, to_explain
from durak.ui.model.plays import How, planned, play_cards

C = Card.parse
S, H, D, CL = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS
WELI_36 = Rules(weli=True)
WELI_52 = Rules(deck=52, weli=True)
SPOT = {name: Rect(i * 100.0, 0.0, 50.0, 50.0) for i, name in enumerate(("fw", "table", "hand"))}
# The human (P0) leads; clubs are trumps.
LEADING = "6D7S9H/8S9SJD KC 7C8C 0"
# P1 leads 9♠ against the human: of the 6♦'s namings only the trump (♣) beats it.
DEFENDING_9S = "6D7H/9S8HJD KC 7C8C 1"
# 52 cards, P1 leads 4♠: the 6♦ covers it named ♠ (a six of spades) or ♣ (the trump).
DEFENDING_4S = "6D7H/4S8HJD KC 7C8C 1"


class Seat:
    """A seat played straight on an engine game, as the local session does."""

    def __init__(self, text: str, rules: Rules, *actions: str) -> None:
        self.game: Game = parse_position(text, rules)
        for action in actions:
            self.game.apply(Action.parse(action))
        self.sent: list[Action] = []

    def view(self) -> View:
        return self.game.view(0)

    def why_illegal(self, action: Action) -> IllegalAction | None:
        return self.game.why_illegal(action)

    def send(self, action: Action) -> bool:
        self.game.apply(action)
        self.sent.append(action)
        return True


def test_a_lead_of_the_weli_waits_for_its_suit_with_every_naming_the_engine_lists():
    seat = Seat(LEADING, WELI_36)
    outcome = play_cards(seat, [C("6D"), C("9H")])
    assert seat.sent == []   # nothing played before the player names the suit
    assert outcome.naming == [Action.attack(0, "6D", suit=s) for s in (S, H, D, CL)]
    assert outcome.then == [C("9H")]
    legal = seat.view().legal_actions
    assert all(action in legal for action in outcome.naming)


def test_a_cover_with_one_legal_naming_is_played_named_without_asking():
    seat = Seat(DEFENDING_9S, WELI_36, "P1 attack 9S")
    outcome = play_cards(seat, [C("6D")])
    assert outcome.naming == []
    assert seat.sent == [Action.defend(0, "6D", "9S", suit=CL)]
    assert outcome.auto_named == seat.sent
    assert seat.game.weli_suit is CL


def test_a_cover_with_two_namings_offers_just_those():
    seat = Seat(DEFENDING_4S, WELI_52, "P1 attack 4S")
    outcome = play_cards(seat, [C("6D")], How.COVER)
    assert outcome.naming == [Action.defend(0, "6D", "4S", suit=S),
                              Action.defend(0, "6D", "4S", suit=CL)]
    naming = Naming(outcome.naming)
    assert naming.suits == [S, CL] and naming.under_cursor is S
    naming.move(1)
    assert naming.under_cursor is CL
    naming.move(1)
    assert naming.under_cursor is S   # round the suits the engine lists, skipping ♥ ♦
    naming.move(-1)
    assert naming.under_cursor is CL
    assert naming.choice(H) is None


def test_namings_keep_the_move_apart_from_other_moves():
    view = Seat(LEADING, WELI_36).view()
    lead = Action.attack(0, "6D", suit=H)
    assert namings(lead, view.legal_actions) == [Action.attack(0, "6D", suit=s)
                                                 for s in (S, H, D, CL)]
    plain = Action.attack(0, "7S")
    assert namings(plain, view.legal_actions) == [plain]
    assert lays_weli(lead) and not lays_weli(plain)


def test_the_double_click_plan_is_unnamed_until_chosen_or_named_when_only_one_fits():
    assert planned(Seat(LEADING, WELI_36).view(), C("6D")) == Action.attack(0, "6D")
    view = Seat(DEFENDING_9S, WELI_36, "P1 attack 9S").view()
    assert planned(view, C("6D")) == Action.defend(0, "6D", "9S", suit=CL)


def test_a_refused_weli_gets_the_engines_real_reason_not_a_request_for_its_suit():
    seat = Seat("6D7S/8S9SJD KC 7C8C 1", WELI_36)   # P1's lead, not the human's
    unnamed = Action.attack(0, "6D")
    assert "name the suit" in str(seat.why_illegal(unnamed))   # what the table avoids
    explained = to_explain(seat.view(), unnamed)
    assert explained.suit is S
    error = seat.why_illegal(explained)
    assert error is not None and "name the suit" not in str(error)
    # A cover is explained with the strongest naming, the trump's.
    view = Seat(DEFENDING_9S, WELI_36, "P1 attack 9S").view()
    assert to_explain(view, Action.defend(0, "6D", "9S")) == Action.defend(0, "6D", "9S",
                                                                           suit=CL)


def test_a_drop_of_the_weli_lands_once_per_place_with_its_namings():
    view = Seat(DEFENDING_4S, WELI_52, "P1 attack 4S").view()
    attack = {C("4S"): Rect(0.0, 200.0, 50.0, 70.0)}
    targets = drop_targets(view, view.legal_actions, C("6D"), attack, SPOT["fw"],
                           SPOT["table"], SPOT["hand"])
    covers = [t for t in targets if t.kind == "cover"]
    assert len(covers) == 1
    assert covers[0].namings == [Action.defend(0, "6D", "4S", suit=S),
                                 Action.defend(0, "6D", "4S", suit=CL)]


def test_a_drop_that_lit_no_target_is_explained_named():
    view = Seat(DEFENDING_9S, WELI_36, "P1 attack 9S").view()
    meant = meant_by_drop(view, C("6D"), C("9S"), False, True)
    assert meant == Action.defend(0, "6D", "9S", suit=CL)


def test_the_weli_on_the_table_moves_only_by_way_of_the_hand():
    seat = Seat("6D7H/4S4H8HJD KC 7C8C 1", WELI_52, "P1 attack 4S", "P0 defend 6D=S>4S",
                "P1 attack 4H")
    view = seat.view()
    attack = {C("4S"): Rect(0.0, 200.0, 50.0, 70.0), C("4H"): Rect(100.0, 200.0, 50.0, 70.0)}
    targets = drop_targets(view, view.legal_actions, C("6D"), attack, SPOT["fw"],
                           SPOT["table"], SPOT["hand"])
    assert [t.kind for t in targets] == ["hand"]   # taken back, it is named again when laid
