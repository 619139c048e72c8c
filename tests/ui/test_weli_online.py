"""The weli (``Rules.weli``) online: a room's rules carry it, and the action an online
seat sends for the 6♦ names the suit its player chose (the server gets ``"suit"``)."""

from __future__ import annotations

from durak.engine import Action, Card, Rules, Suit, parse_position
from durak.protocol.codec import action_from_json
from durak.protocol.messages import CLIENT, decode, encode_state
from durak.ui.sessions.remote import RemoteSession, Request

from .online_moves import WAIT
from .online_server import ThreadServer

C = Card.parse
LEADING = "6D7S9H/8S9SJD KC 7C8C 0"   # the seat in 0 leads; clubs are trumps


def test_the_online_seat_sends_the_suit_its_player_names(qtbot, server: ThreadServer):
    session = RemoteSession(server.url, Request("create", {
        "name": "Anna", "seats": ["human", "random"], "rules": {"deck": 36, "weli": True}}),
        speed="fast")
    qtbot.waitUntil(lambda: session.room is not None, timeout=WAIT)
    assert session.room is not None and session.room["rules"].weli and session.seat == 0
    assert server.call(lambda: [room.rules.weli for room in server.app.rooms.values()]) == [True]
    # The state of a game with the 6♦ in the seat's hand, as the server would send it.
    game = parse_position(LEADING, Rules(weli=True))
    session._received(encode_state(1, game.view(0), [], None, None))
    socket = session.socket
    assert socket is not None
    sent: list[str] = []
    socket.sendTextMessage = sent.append   # what leaves for the server
    controls = session.controls
    controls.activate(C("6D"))
    naming = controls.naming_offer()
    assert sent == [] and naming is not None and naming.suits == list(Suit)
    controls.name_suit(Suit.HEARTS)
    message = decode(sent[-1], CLIENT)
    assert message.kind == "action"
    assert message["action"] == {"kind": "attack", "cards": ["6♦"], "target": None,
                                 "suit": "♥"}
    assert action_from_json(message["action"], "action", 0) == Action.attack(
        0, "6D", suit=Suit.HEARTS)
    session.shutdown()
