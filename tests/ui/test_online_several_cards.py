"""Several cards played in one gesture online (UP with a selection, a double click on a
selected card, a drag of a selection, the weli's chooser followed by the other cards):
the seat has one move in flight at a time, so the next move goes out when the server has
answered the last one, chosen from the new view's legal actions; a refusal or a lost
connection forgets the rest.  Played over the real protocol, through a server on a
background thread that deals a known position."""

from __future__ import annotations

from types import SimpleNamespace

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest

from durak.engine import Action, Card, Suit, parse_position
from durak.protocol import SERVER, action_from_json, encode
from durak.server import room as server_room
from durak.ui.sessions.remote import RemoteSession, Request

from .online_moves import WAIT, double_click, point_of, settled
from .online_server import ThreadServer
from .test_online_connection import hand_clock, silent
from .test_online_play import quick, start_game, window  # noqa: F401  (quick: a fixture)

C = Card.parse
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
# Boris (seat 1) leads 9♠ 9♥ against Anna (seat 0), who beats both with 10♠ 10♥; clubs
# are trumps.  24 cards: the rules of the test windows.
TWO_TENS = "TSTHAD/9S9HJC KC QCAC 1"
# 52 cards with the weli: Boris leads 4♠ 4♥; Anna's 6♦ covers 4♠ named ♠ or ♣ (the
# trump), and her 7♥ covers 4♥.
WELI_AND_SEVEN = "6D7HJD/4S4H8H KC 7C8C9C 1"


def deals(monkeypatch, position: str) -> None:
    """The server's rooms deal ``position`` (in the room's rules)."""
    monkeypatch.setattr(server_room, "Game", SimpleNamespace(
        new=lambda rules, players, seed=None, novice=None: parse_position(position, rules)))


def judged(monkeypatch) -> list[tuple[Action, int, int]]:
    """Every action that reaches a room: the action, the move number its sender chose on
    (``seq``) and the number of moves the room had made when it read it."""
    acts: list[tuple[Action, int, int]] = []
    act = server_room.Room.act

    def counted(room, peer, seq, data) -> None:
        assert room.game is not None
        acts.append((action_from_json(data, "action", peer.seat), seq, len(room.game.history)))
        act(room, peer, seq, data)
    monkeypatch.setattr(server_room.Room, "act", counted)
    return acts


def seats(qtbot, server: ThreadServer, rules: dict[str, object]) -> tuple[RemoteSession,
                                                                          RemoteSession]:
    """Anna (seat 0) and Boris (seat 1) at a room on ``server``, the game dealt."""
    anna = RemoteSession(server.url, Request("create", {
        "name": "Anna", "seats": ["human", "human"], "rules": rules}), speed="fast")
    qtbot.waitUntil(lambda: anna.code is not None, timeout=WAIT)
    boris = RemoteSession(server.url, Request("join", {"name": "Boris", "code": anna.code}),
                          speed="fast", auto_pass=False)   # the table stays to be seen
    qtbot.waitUntil(lambda: boris.token is not None, timeout=WAIT)
    anna.start()
    qtbot.waitUntil(lambda: anna.playing and boris.playing, timeout=WAIT)
    return anna, boris


def attacked(qtbot, anna: RemoteSession, boris: RemoteSession, *cards: str) -> None:
    """Boris leads ``cards``; Anna's table shows them."""
    assert boris.send(Action.attack(1, *cards))
    qtbot.waitUntil(lambda: len(anna.view().table) == len(cards)
                    and not boris.in_flight, timeout=WAIT)


def test_two_covers_go_out_one_after_another(qtbot, server: ThreadServer, monkeypatch):
    deals(monkeypatch, TWO_TENS)
    acts = judged(monkeypatch)
    anna, boris = seats(qtbot, server, {"deck": 24})
    try:
        attacked(qtbot, anna, boris, "9S", "9H")
        with silent(server):   # the server answers nothing yet: one move is on its way
            anna.controls.auto_play([C("TS"), C("TH")])
            assert anna.in_flight == 1 and anna.controls.later is not None
            assert anna.controls.later.cards == [C("TH")]
        qtbot.waitUntil(lambda: all(d is not None for _, d in anna.view().table), timeout=WAIT)
        qtbot.waitUntil(lambda: not anna.in_flight, timeout=WAIT)
        mine = [(action, seq, moves) for action, seq, moves in acts if action.player == 0]
        # Each chosen on the table the server judged it on: the second after the first's
        # answer (never both on one move number).
        assert [action for action, _, _ in mine] == [Action.defend(0, "TS", "9S"),
                                                     Action.defend(0, "TH", "9H")]
        assert all(seq == moves for _, seq, moves in mine)
        assert mine[1][1] == mine[0][1] + 1
        assert anna.controls.later is None
        # DOWN takes both covers back: one move per answer too.
        with silent(server):
            anna.controls.down()
            assert anna.in_flight == 1
            assert anna.controls.queued == [Action.retract(0, "TH")]
        qtbot.waitUntil(lambda: all(d is None for _, d in anna.view().table)
                        and not anna.in_flight, timeout=WAIT)
        mine = [(action, seq, moves) for action, seq, moves in acts if action.player == 0]
        assert [action for action, _, _ in mine[2:]] == [Action.retract(0, "TS"),
                                                         Action.retract(0, "TH")]
        assert all(seq == moves for _, seq, moves in mine)
    finally:
        anna.shutdown()
        boris.shutdown()


def test_the_weli_named_in_the_chooser_then_the_other_card(qtbot, server: ThreadServer,
                                                           monkeypatch):
    deals(monkeypatch, WELI_AND_SEVEN)
    acts = judged(monkeypatch)
    anna, boris = seats(qtbot, server, {"deck": 52, "weli": True})
    try:
        attacked(qtbot, anna, boris, "4S", "4H")
        controls = anna.controls
        controls.auto_play([C("6D"), C("7H")])
        naming = controls.naming_offer()
        assert naming is not None and naming.suits == [Suit.SPADES, Suit.CLUBS]
        assert [a for a, _, _ in acts if a.player == 0] == []   # the suit first
        controls.name_suit(Suit.SPADES)
        qtbot.waitUntil(lambda: all(d is not None for _, d in anna.view().table)
                        and not anna.in_flight, timeout=WAIT)
        view = anna.view()
        assert view.table == ((C("4S"), C("6D")), (C("4H"), C("7H")))
        assert view.weli_suit is Suit.SPADES
        mine = [(action, seq, moves) for action, seq, moves in acts if action.player == 0]
        assert [action for action, _, _ in mine] == [
            Action.defend(0, "6D", "4S", suit=Suit.SPADES), Action.defend(0, "7H", "4H")]
        assert all(seq == moves for _, seq, moves in mine)
    finally:
        anna.shutdown()
        boris.shutdown()


def test_nothing_waiting_is_sent_after_a_lost_connection(qtbot, server: ThreadServer,
                                                         monkeypatch, quick):  # noqa: F811
    clock = hand_clock(monkeypatch)
    deals(monkeypatch, TWO_TENS)
    acts = judged(monkeypatch)
    anna, boris = seats(qtbot, server, {"deck": 24})
    try:
        attacked(qtbot, anna, boris, "9S", "9H")
        with silent(server):
            anna.controls.auto_play([C("TS"), C("TH")])
            assert anna.controls.later is not None
            clock.advance(11)   # nothing heard for more than 10 s: the connection is lost
            qtbot.waitUntil(lambda: anna.connection != "online", timeout=WAIT)
            assert anna.controls.later is None and not anna.in_flight
        qtbot.waitUntil(lambda: anna.connection == "online" and not anna.in_flight,
                        timeout=WAIT)
        qtbot.wait(200)   # time enough for a move that would wrongly still go out
        assert C("TH") in anna.view().hand
        assert [a for a, _, _ in acts if a.player == 0] in ([], [Action.defend(0, "TS", "9S")])
    finally:
        anna.shutdown()
        boris.shutdown()


def test_a_refused_move_forgets_the_rest(qtbot, server: ThreadServer, monkeypatch):
    deals(monkeypatch, TWO_TENS)
    acts = judged(monkeypatch)
    anna, boris = seats(qtbot, server, {"deck": 24})
    try:
        attacked(qtbot, anna, boris, "9S", "9H")
        said: list[str] = []
        anna.message.connect(lambda text: said.append(text) if text else None)
        with silent(server):
            anna.controls.auto_play([C("TS"), C("TH")])
            assert anna.controls.later is not None
            # The server refuses the move on its way (as it would a move the table no
            # longer takes): the refusal is said, and the rest is not played.
            anna._received(encode(SERVER, "error", code="illegal",
                                  message="10♠ cannot be played now"))
            assert anna.controls.later is None and not anna.in_flight
            assert said[-1].endswith("10♠ cannot be played now")
        qtbot.waitUntil(lambda: anna.view().table[0][1] is not None, timeout=WAIT)
        qtbot.wait(200)   # time enough for a move that would wrongly still go out
        assert [a for a, _, _ in acts if a.player == 0] == [Action.defend(0, "TS", "9S")]
        assert C("TH") in anna.view().hand
    finally:
        anna.shutdown()
        boris.shutdown()


def test_a_selection_double_clicked_at_the_table_covers_both(qtbot, tmp_path,
                                                            server: ThreadServer,
                                                            monkeypatch, quick):  # noqa: F811
    deals(monkeypatch, TWO_TENS)
    acts = judged(monkeypatch)
    anna_main = window(qtbot, tmp_path / "anna")
    boris_main = window(qtbot, tmp_path / "boris")
    tables = start_game(qtbot, anna_main, boris_main, server.url)
    try:
        table = tables[0]
        anna, boris = table.session, tables[1].session
        attacked(qtbot, anna, boris, "9S", "9H")
        settled(qtbot, table)
        QTest.mouseClick(table.view.viewport(), LEFT, NO_MOD, point_of(table, C("TS")))
        double_click(qtbot, table, C("TH"))   # the card selected before, and this one
        qtbot.waitUntil(lambda: all(d is not None for _, d in anna.view().table)
                        and not anna.in_flight, timeout=WAIT)
        assert sorted(map(str, (d for _, d in anna.view().table))) == ["10♠", "10♥"]
        mine = [(action, seq, moves) for action, seq, moves in acts if action.player == 0]
        assert len(mine) == 2 and all(seq == moves for _, seq, moves in mine)
    finally:
        for main in (anna_main, boris_main):
            if main.online is not None:
                main.online.close()
