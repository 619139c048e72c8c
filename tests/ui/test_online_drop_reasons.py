"""A card dragged online where it cannot go says why, as at a local table: the app asks
the server ``why`` (which never plays it), says the engine's reason in the player's
language, and the card goes back to the hand.  A server older than the question is not
asked: the drag says nothing, and keys still get the server's reasons."""

from __future__ import annotations

import itertools
from types import SimpleNamespace

from PyQt6.QtCore import QPointF, Qt

from durak.engine import Card, Game, Rules, View
from durak.protocol import messages as protocol_messages
from durak.server import app as server_app
from durak.server import room as server_room
from durak.ui.kit import i18n
from durak.ui.online.window import OnlineWindow
from durak.ui.store.settings import Preferences

from .conftest import drag
from .keyboard import activate
from .online_moves import point_of, settled
from .online_server import ThreadServer
from .test_online_play import WAIT, key, quick  # noqa: F401  (quick: a fixture)
from .test_online_touch import touch_drag
from .test_online_variants import create_room, player_window


def low_card(view: View) -> Card | None:
    """A card of the seat's hand that beats nothing: of the deck's lowest rank, no trump."""
    return next((card for card in view.hand if card.rank == view.rules.min_rank
                 and card.suit is not view.trump), None)


def deals_a_low_card_to_cover() -> SimpleNamespace:
    """``Game`` for the server's rooms: the bot (seat 1) leads, holding no card of the
    deck's lowest rank, and seat 0 holds one that is no trump (it can cover nothing the
    bot leads, nor forward it) and the trump ace (it covers anything the bot leads)."""
    def fits(game: Game) -> bool:
        low, view = game.rules.min_rank, game.view(0)
        return (view.offender == 1 and low_card(view) is not None
                and Card(14, view.trump) in view.hand
                and all(card.rank != low for card in game.view(1).hand))

    def new(rules: Rules, players: int, seed: int | None = None,
            novice: int | None = None) -> Game:
        assert novice is None   # these rooms have no novice rule
        return next(game for number in itertools.count()
                    if fits(game := Game.new(rules, players, seed=number)))
    return SimpleNamespace(new=new)


def table_with_an_attack(qtbot, tmp_path, server: ThreadServer,
                         monkeypatch) -> OnlineWindow:
    """Anna (in German) against a bot that has led: she defends."""
    monkeypatch.setattr(server_room, "Game", deals_a_low_card_to_cover())
    main = player_window(qtbot, tmp_path / "anna", Preferences(language="de", players=2))
    table = create_room(qtbot, main, server.url, bots=1)
    session = table.session
    # The bot has led and added what it would (it may add no more): the table stands
    # still until Anna moves.
    qtbot.waitUntil(lambda: bool(session.view().table) and bot_waits(server)
                    and session._seq == history(server), timeout=WAIT)
    settled(qtbot, table)
    assert session.view().defender == 0
    return table


def bot_waits(server: ThreadServer) -> bool:
    def waits() -> bool:
        assert server.app is not None
        game = next(iter(server.app.rooms.values())).game
        return game is not None and not game.legal_actions(1)
    return server.call(waits)


def counting_questions(monkeypatch) -> list[int]:
    """The ``why`` questions the server's rooms are asked (the seq of each); a frame that
    asks one but does not reach a room (refused as it is read) is counted as -1."""
    asked: list[int] = []
    why, receive = server_room.Room.why, server_app.DurakServer.receive

    def counted(room, peer, seq, data) -> None:
        asked.append(seq)
        why(room, peer, seq, data)

    def read(app, conn, raw) -> None:
        before = len(asked)
        receive(app, conn, raw)
        if len(asked) == before and '"type":"why"' in str(raw):
            asked.append(-1)
    monkeypatch.setattr(server_room.Room, "why", counted)
    monkeypatch.setattr(server_app.DurakServer, "receive", read)
    return asked


def history(server: ThreadServer) -> int:
    def moves() -> int:
        assert server.app is not None
        room = next(iter(server.app.rooms.values()))
        assert room.game is not None
        return len(room.game.history)
    return server.call(moves)


def test_a_card_that_cannot_cover_says_why_in_german_and_goes_back(
        qtbot, tmp_path, server: ThreadServer, quick, monkeypatch):  # noqa: F811
    asked = counting_questions(monkeypatch)
    table = table_with_an_attack(qtbot, tmp_path, server, monkeypatch)
    try:
        session = table.session
        view = session.view()
        attack = view.table[0][0]
        low = low_card(view)
        assert low is not None
        home = table.table.cards[low].pos()
        seq, moves = session._seq, history(server)
        status = table.table.status
        said = f"{low} sticht {attack} nicht"
        # The mouse drags the low card onto the attack card: refused, and said why.
        drag(qtbot, table, point_of(table, low), point_of(table, attack))
        qtbot.waitUntil(lambda: said in status.text, timeout=WAIT)
        assert asked == [seq] and not session._asked
        settled(qtbot, table)
        assert table.table.cards[low].pos() == home          # back in the hand
        assert (session._seq, history(server)) == (seq, moves)   # nothing was played
        assert low in session.view().hand and session.view().table == view.table
        # By touch: the same question, the same answer.
        activate(qtbot, table)
        # R: no redeal is among the view's legal actions: the server is asked why, not sent
        # the move, and the status line says its reason.
        key(table, Qt.Key.Key_R)
        qtbot.waitUntil(lambda: said not in status.text, timeout=WAIT)
        assert asked == [seq, seq] and history(server) == moves
        touch_drag(table, point_of(table, low), point_of(table, attack))
        qtbot.waitUntil(lambda: said in status.text, timeout=WAIT)
        assert asked == [seq, seq, seq]
        settled(qtbot, table)
        assert table.table.cards[low].pos() == home
        assert (session._seq, history(server)) == (seq, moves)
    finally:
        table.close()
        i18n.install("en")


def test_a_server_of_version_2_is_not_asked_and_the_drag_says_nothing(
        qtbot, tmp_path, server: ThreadServer, quick, monkeypatch):  # noqa: F811
    """An older server knows no ``why``: the app speaks version 2 to it, a refused drag
    says nothing (no error, no waiting), and keys still get that server's reasons."""
    monkeypatch.setattr(protocol_messages, "VERSIONS", (1, 2))
    asked = counting_questions(monkeypatch)
    table = table_with_an_attack(qtbot, tmp_path, server, monkeypatch)
    try:
        session = table.session
        assert session.version == 2
        view = session.view()
        attack = view.table[0][0]
        low = low_card(view)
        assert low is not None
        home = table.table.cards[low].pos()
        status = table.table.status
        before = status.text
        drag(qtbot, table, point_of(table, low), point_of(table, attack))
        settled(qtbot, table)
        assert table.table.cards[low].pos() == home and not session._asked
        assert status.text == before
        # R asks for a redeal, refused with the server's reason: a question sent before
        # it would have been answered by now.
        activate(qtbot, table)
        key(table, Qt.Key.Key_R)
        qtbot.waitUntil(lambda: status.text != before, timeout=WAIT)
        assert "sticht" not in status.text and asked == []
        assert session.connection == "online" and low in session.view().hand
    finally:
        table.close()
        i18n.install("en")


def test_a_cover_dropped_beside_its_attack_card_says_where_it_goes(
        qtbot, tmp_path, server: ThreadServer, quick, monkeypatch):  # noqa: F811
    """The seat's view lists the cover as legal (the server is not asked, and nothing is
    played): the tip a local table gives, in German."""
    asked = counting_questions(monkeypatch)
    table = table_with_an_attack(qtbot, tmp_path, server, monkeypatch)
    try:
        session = table.session
        view = session.view()
        ace = Card(14, view.trump)
        layout = table.table.layout
        assert layout is not None
        # The ace's centre goes to the table's lower right corner, clear of the attack
        # card (no target lights up there).
        item = table.table.cards[ace]
        grab = point_of(table, ace)
        centre = item.sceneBoundingRect().center()
        spot = QPointF(layout.table_rect.x + layout.table_rect.w - item.boundingRect().width(),
                       layout.table_rect.y + layout.table_rect.h - item.boundingRect().height())
        assert not any(rect.contains(spot.x(), spot.y()) for rect in layout.attack_rects.values())
        release = table.view.mapFromScene(spot - (centre - table.view.mapToScene(grab)))
        home, seq, moves = item.pos(), session._seq, history(server)
        status = table.table.status
        drag(qtbot, table, grab, release)
        qtbot.waitUntil(lambda: "Zum Stechen die Karte auf die Angriffskarte legen" in
                        status.text, timeout=WAIT)
        assert asked == [] and not session._asked
        settled(qtbot, table)
        assert item.pos() == home and ace in session.view().hand
        assert (session._seq, history(server)) == (seq, moves)
    finally:
        table.close()
        i18n.install("en")
