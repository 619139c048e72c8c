"""The human's controls work on any session that plays: here one that only records what
it is sent, as a client of a server would, with the engine's game standing in for the
server's."""

from __future__ import annotations

from durak.engine import Action, Card, IllegalAction, View, parse_position
from durak.ui.sessions.human import HumanControls

C = Card.parse


class RecordingSession:
    def __init__(self, text: str, *moves: str) -> None:
        self.game = parse_position(text)
        for move in moves:
            self.game.apply(Action.parse(move))
        self.sent: list[Action] = []
        self.paused = False

    def view(self) -> View:
        return self.game.view(0)

    def legal(self) -> list[Action]:
        return [] if self.paused else self.game.legal_actions(0)

    def why_illegal(self, action: Action) -> IllegalAction | None:
        return self.game.why_illegal(action)

    def send(self, action: Action) -> bool:
        self.sent.append(action)
        self.game.apply(action)
        return True

    def waiting(self) -> bool:
        return self.paused

    def refuse_input(self) -> bool:
        return self.paused

    def seat_name(self, seat: int) -> str:
        return "You" if seat == 0 else f"Player {seat}"


def controls_for(session: RecordingSession) -> tuple[HumanControls, list[str]]:
    said: list[str] = []
    return HumanControls(session, refresh=lambda ms: None, say=said.append), said


def test_keys_and_the_button_send_what_the_engine_lists():
    session = RecordingSession("8S9HAD/7S7CKD KH 6C6D 1", "P1 attack 7S")
    controls, _ = controls_for(session)
    controls.move_cursor(1, extend=False)             # the first card: 8♠
    assert controls.selected == {C("8S")}
    controls.play_selected()                          # UP covers 7♠ with it
    assert session.sent == [Action.defend(0, "8S", "7S")]
    controls.down()                                   # DOWN takes the cover back
    assert session.sent[-1] == Action.retract(0, "8S")
    controls.take_or_end()                            # the button takes
    assert session.sent[-1] == Action.take(0)


def test_nothing_is_sent_while_the_session_waits_and_refusals_are_explained():
    session = RecordingSession("9H8C/7SQCKH KD 6C6D 1", "P1 attack 7S")
    controls, said = controls_for(session)
    session.paused = True
    controls.activate(C("9H"))
    controls.take_or_end()
    assert session.sent == [] and not controls.is_draggable(C("9H"))
    session.paused = False
    controls.activate(C("9H"))                       # 9♥ cannot beat 7♠: said, not sent
    assert session.sent == [] and said


def test_a_refusal_speaks_to_the_player_and_names_the_others(qapp):
    from durak.ui.kit import i18n
    from durak.ui.words.reasons import said_to

    session = RecordingSession("8S9HAD/7S7CKD KH 6C6D 1", "P1 attack 7S")
    controls, said = controls_for(session)
    controls.redeal()                                 # redeals are off: no seat named
    assert said == ["redealing is off in these rules"]
    controls.move_cursor(1, extend=False)             # 8♠ covers; K♦ is not in the hand
    error = session.why_illegal(Action.defend(0, "KD", "7S"))
    assert error is not None and said_to(error, 0, session.seat_name) == "You do not hold K♦"
    game = parse_position("7D8D/7S7C/9H9D/6S6C KH 6D 1")   # four players: P0 sits out
    game.apply(Action.parse("P1 attack 7S"))
    error = game.why_illegal(Action.parse("P0 attack 7D"))
    assert error is not None
    assert said_to(error, 0, session.seat_name) == (
        "You may not add cards: only the offender and the co-offender may")
    assert said_to(error, 2, lambda seat: f"Player {seat}") == (   # said to another seat
        "Player 0 may not add cards: only the offender and the co-offender may")
    try:
        i18n.install("de")
        assert said_to(error, 0, session.seat_name) == (
            "Du darfst nicht nachlegen: das dürfen nur der Angreifer und der Mitangreifer")
        i18n.install("ru")
        assert said_to(error, 0, session.seat_name) == (
            "Вы не можете подкидывать: подкидывают только атакующий и соседний игрок")
    finally:
        i18n.install("en")


class AnsweringSession(RecordingSession):
    """A session whose moves are answered later, as a server's are: a move sent waits in
    ``on_its_way`` (the view stays as it was, input waits) until ``answer``."""

    def __init__(self, text: str, *moves: str) -> None:
        super().__init__(text, *moves)
        self.on_its_way: Action | None = None

    def send(self, action: Action) -> bool:
        assert self.on_its_way is None, "one move in flight at a time"
        self.sent.append(action)
        self.on_its_way = action
        return True

    def waiting(self) -> bool:
        return self.on_its_way is not None

    def refuse_input(self) -> bool:
        return self.on_its_way is not None

    def answer(self, controls: HumanControls, *first: str) -> None:
        """The server applies ``first`` (the others' moves that reached it before), then
        the move on its way; the rest of the gesture goes on from the new view."""
        for move in first:
            self.game.apply(Action.parse(move))
        action, self.on_its_way = self.on_its_way, None
        assert action is not None
        self.game.apply(action)
        controls.go_on()


def test_a_play_of_several_cards_sends_one_move_per_answer():
    # P1 leads 7♠ 7♣ against the human, who beats them with 8♠ and 9♥ (hearts are trumps).
    session = AnsweringSession("8S9HAD/7S7CKD KH 6C6D 1", "P1 attack 7S 7C")
    controls, said = controls_for(session)
    controls.auto_play([C("8S"), C("9H")])
    assert session.sent == [Action.defend(0, "8S", "7S")] and controls.later is not None
    session.answer(controls)
    assert session.sent[1:] == [Action.defend(0, "9H", "7C")]
    session.answer(controls)
    assert controls.later is None and len(session.sent) == 2 and said == []


def test_the_rest_of_a_play_is_chosen_from_the_view_the_answer_brings():
    # P1 leads 7♠; the human selects 8♠ and 8♣.  Before his cover reaches the server, P1
    # adds 7♣: 8♣ then covers it, as the new view lists (at once it had nothing to cover).
    session = AnsweringSession("8S8CAD/7S7CKD KH 6C6D 1", "P1 attack 7S")
    controls, said = controls_for(session)
    controls.auto_play([C("8S"), C("8C")])
    assert session.sent == [Action.defend(0, "8S", "7S")]
    assert controls.later is not None and controls.later.cards == [C("8C")]
    session.answer(controls, "P1 attack 7C")
    assert session.sent[1:] == [Action.defend(0, "8C", "7C")] and said == []


def test_the_rest_of_a_play_forgotten_is_not_sent_when_the_answer_comes():
    session = AnsweringSession("8S8CAD/7S7CKD KH 6C6D 1", "P1 attack 7S 7C")
    controls, _ = controls_for(session)
    controls.auto_play([C("8S"), C("8C")])
    assert controls.later is not None
    controls.forget_later()   # the move was refused, or the connection lost
    session.answer(controls)
    assert session.sent == [Action.defend(0, "8S", "7S")] and controls.later is None
    assert C("8C") in session.view().hand


def test_a_queued_move_the_new_view_no_longer_lists_is_explained_not_sent():
    from durak.ui.model.intents import DropTarget
    from durak.ui.model.layout import Rect

    session = AnsweringSession("8S9HAD/7S7CKD KH 6C6D 1", "P1 attack 7S 7C", "P0 defend 8S>7S")
    controls, said = controls_for(session)
    # A drop that moves 8♠ onto 7♣ by way of the hand: its cover is sent only if the view
    # the take-back's answer brings lists it (8♠ does not beat 7♣: the engine says why).
    move = DropTarget("move", Rect(0.0, 0.0, 1.0, 1.0),
                      [Action.retract(0, "8S"), Action.defend(0, "8S", "7C")])
    assert controls.drop(move)
    assert session.sent == [Action.retract(0, "8S")]
    assert controls.queued == [Action.defend(0, "8S", "7C")]
    session.answer(controls)
    assert session.sent == [Action.retract(0, "8S")] and controls.queued == []
    assert said and "8♠" in said[-1] and "7♣" in said[-1]
