"""The human's controls work on any session that plays: here one that only records what
it is sent, as a client of a server would, with the engine's game standing in for the
server's."""

from __future__ import annotations

from durak.engine import Action, Card, IllegalAction, View, parse_position
from durak.ui.human import HumanControls

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
