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
