"""Touch on the online table: taps select, a double tap leads, a drag covers and a tap on
the table's button takes or ends the attack; every move goes through the server."""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QPoint

from durak.engine import Action, ActionKind, Rules
from durak.ui.online.window import OnlineWindow
from durak.ui.store.settings import Preferences
from durak.ui.table.table_view import DOUBLE_TAP_DISTANCE

from .online_moves import WAIT, point_of, settled, to_move
from .online_server import ThreadServer
from .test_controls import tap, touch
from .test_online_play import quick  # noqa: F401  (a fixture)
from .test_online_variants import create_room, player_window


def touch_drag(table: OnlineWindow, start: QPoint, end: QPoint) -> None:
    touch(table, QEvent.Type.TouchBegin, start)
    for step in range(1, 9):
        touch(table, QEvent.Type.TouchUpdate, start + (end - start) * (step / 8))
    touch(table, QEvent.Type.TouchEnd, end)


def touch_turn(qtbot, table: OnlineWindow, done: set[str]) -> None:
    """One move of this seat by touch: what it did is added to ``done``."""
    session = table.session
    settled(qtbot, table)   # then nothing changes until the gesture is sent
    view = session.view()
    me = view.player
    legal = session.legal()
    before = session._seq
    covers = [a for a in legal if a.kind is ActionKind.DEFEND]
    if view.defender == me and covers:   # drag a card onto the attack card it covers
        cover = covers[0]
        touch_drag(table, point_of(table, cover.cards[0]), point_of(table, cover.target))
        played = cover.cards[0]
        done.add("drag")
    elif view.defender == me or (view.table and Action.done(me) in legal):
        button = table.table.take_button   # "Take cards" or "End attack"
        tap(table, table.view.mapFromScene(button.mapRectToScene(button.rect).center()))
        played = None
        done.add("button")
    else:   # lead: taps select and unselect (never a card twice running), a double tap plays
        lead = next(a for a in legal if a.kind is ActionKind.ATTACK).cards[0]
        # The farthest card: taps nearer than a double tap's reach would make one.
        other = max(view.hand, key=lambda card: abs(
            point_of(table, card).x() - point_of(table, lead).x()))
        if abs(point_of(table, other).x() - point_of(table, lead).x()) > DOUBLE_TAP_DISTANCE:
            for card, selected in ((lead, {lead}), (other, {lead, other}), (lead, {other}),
                                   (other, set())):
                settled(qtbot, table)   # a chosen card has risen: tap where it shows now
                tap(table, point_of(table, card))
                assert session.controls.selected == selected
        settled(qtbot, table)
        point = point_of(table, lead)
        tap(table, point)
        tap(table, point)
        played = lead
        done.add("double tap")
    # The server confirms the move: the card left the hand.
    qtbot.waitUntil(lambda: (session._seq > before and played not in session.view().hand)
                    or session.view().is_over, timeout=WAIT)


def test_an_online_game_played_by_touch(qtbot, tmp_path, server: ThreadServer,
                                        quick):  # noqa: F811
    main = player_window(qtbot, tmp_path / "anna",
                         Preferences(players=2, rules=Rules(deck=24)))
    table = create_room(qtbot, main, server.url, bots=1)
    session = table.session
    done: set[str] = set()
    for _ in range(300):
        if done == {"drag", "button", "double tap"}:
            break
        if session.view().is_over:   # a tap on "Play again" deals the next game
            qtbot.waitUntil(lambda: table.table.pause_button.isVisible())
            button = table.table.pause_button
            tap(table, table.view.mapFromScene(button.mapRectToScene(button.rect).center()))
            qtbot.waitUntil(lambda: not session.view().is_over, timeout=WAIT)
            continue
        qtbot.waitUntil(lambda: to_move([table]) is not None or session.view().is_over,
                        timeout=WAIT)
        if to_move([table]) is not None:
            touch_turn(qtbot, table, done)
    assert done == {"drag", "button", "double tap"}
    main.online.close()
