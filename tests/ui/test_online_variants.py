"""Rule variants online, played through a server to an app window: a defender forfeits a
round he has beaten (the ``Forfeited`` event), and a team game of four (the player and
three bots) is played to the end with the team badges and the team's result."""

from __future__ import annotations

import pathlib

import pytest
from PyQt6.QtCore import QPoint, QPointF, Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QComboBox

from durak.engine import PRESETS, Action, ActionKind, Card, Event, Forfeited, Rules
from durak.ui.items import TEAM_COLORS
from durak.ui.main_window import MainWindow
from durak.ui.online_window import OnlineWindow
from durak.ui.remote_session import RemoteSession, Request
from durak.ui.settings import Preferences, SettingsStore

from .keyboard import activate, click_button
from .online_server import ThreadServer, thread_server
from .test_online_play import (
    LEFT,
    NO_MOD,
    WAIT,
    click,
    connect,
    lobby_of,
    open_play_online,
    quick,  # noqa: F401  (a fixture)
    table_of,
    to_move,
    type_into,
    window,
)
from .test_team_badges import badge_fill


@pytest.fixture
def server(qtbot):
    with thread_server() as running:
        yield running
        qtbot.waitUntil(lambda: running.connections() == 0, timeout=WAIT)


def player_window(qtbot, folder: pathlib.Path, prefs: Preferences) -> MainWindow:
    """A window whose own settings ("My settings" in Play online) are ``prefs``."""
    folder.mkdir()
    SettingsStore(folder / "durak.ini").save(prefs)
    return window(qtbot, folder)


def choose(combo: QComboBox, data: str) -> None:
    """Pick the item of ``combo`` that stands for ``data`` with the keyboard."""
    click(combo)
    QTest.keyClick(combo, Qt.Key.Key_Escape)   # the list opened by the click closes
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == data:
            return
        QTest.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{data!r} is not offered")


def create_room(qtbot, main: MainWindow, url: str, bots: int, preset: str = "") -> OnlineWindow:
    """Anna opens a room with ``bots`` random bots in the other seats and deals."""
    dialog = open_play_online(qtbot, main)
    activate(qtbot, dialog)
    type_into(dialog.create_name, "Anna")
    if preset:
        choose(dialog.preset, preset)
    type_into(dialog.players, str(bots + 1))
    for combo in dialog.seat_kinds[:bots]:
        choose(combo, "random")
    click(dialog.on_server)
    type_into(dialog.create_address, url)
    connect(dialog)
    room = lobby_of(qtbot, main)
    qtbot.waitUntil(lambda: bool(room.code.text()), timeout=WAIT)
    click(room.start)
    return table_of(qtbot, main)


def settled(qtbot, table: OnlineWindow) -> None:
    qtbot.waitUntil(lambda: not any(i.is_moving() for i in table.table.cards.values()))


def point_of(table: OnlineWindow, card: Card) -> QPoint:
    """A point where ``card`` shows (in a fanned hand the next card covers its middle)."""
    item = table.table.cards[card]
    rect = item.sceneBoundingRect()
    for fraction in (0.5, 0.3, 0.15, 0.7, 0.85):
        point = table.view.mapFromScene(
            QPointF(rect.left() + rect.width() * fraction, rect.center().y()))
        if table.view.itemAt(point) is item:
            return point
    raise AssertionError(f"{card} does not show")


def move_once(qtbot, table: OnlineWindow) -> None:
    """One move of this seat as its player makes it (a double click, or DOWN to take or
    to end the attack), read from the table as it is now; once sent, the server's answer
    is awaited.  Nothing is sent when the table changed meanwhile: the caller looks again."""
    session = table.session
    activate(qtbot, table)
    settled(qtbot, table)   # from here nothing changes until the move is sent
    view = session.view()
    me = view.player
    legal = session.legal()
    before = session._seq
    covers = [a for a in legal if a.kind is ActionKind.DEFEND]
    uncovered = [attack for attack, cover in view.table if cover is None]
    leads = [a for a in legal if a.kind is ActionKind.ATTACK and not view.table]
    if view.defender == me and uncovered and all(
            any(a.target == attack for a in covers) for attack in uncovered):
        QTest.mouseDClick(table.view.viewport(), LEFT, NO_MOD,
                          point_of(table, covers[0].cards[0]))
    elif leads:
        QTest.mouseDClick(table.view.viewport(), LEFT, NO_MOD, point_of(table, leads[0].cards[0]))
    elif (view.defender == me and Action.take(me) in legal) or Action.done(me) in legal:
        QTest.keyClick(QApplication.focusWidget() or table.view, Qt.Key.Key_Down)
    else:
        return
    qtbot.waitUntil(lambda: session._seq > before or not session._awaiting, timeout=WAIT)


def beaten(table: OnlineWindow) -> bool:
    """This seat defends, everything on the table is covered, and it may still take."""
    session = table.session
    view = session.view()
    return (view.defender == view.player and bool(view.table)
            and all(cover is not None for _, cover in view.table)
            and Action.take(view.player) in session.legal())


def test_a_forfeit_of_a_beaten_round_is_played_through_the_server(
        qtbot, tmp_path, server: ThreadServer, quick):  # noqa: F811
    rules = Rules(deck=24, take_when_beaten=True)
    main = player_window(qtbot, tmp_path / "anna", Preferences(players=2, rules=rules))
    table = create_room(qtbot, main, server.url, bots=1)
    session = table.session
    assert session.view().rules.take_when_beaten
    events: list[Event] = []
    session.updated.connect(lambda new, _ms: events.extend(new))
    for _ in range(600):
        if any(isinstance(event, Forfeited) for event in events):
            break
        if session.view().is_over:   # Play again (SPACE) until a round is forfeited
            activate(qtbot, table)
            QTest.keyClick(QApplication.focusWidget() or table.view, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: not session.view().is_over, timeout=WAIT)
            continue
        qtbot.waitUntil(lambda: beaten(table) or to_move([table]) is not None
                        or session.view().is_over, timeout=WAIT)
        if beaten(table):   # everything covered: take the beaten cards all the same
            qtbot.waitUntil(lambda: not any(i.is_moving() for i in table.table.cards.values()))
            if not beaten(table):   # the bot added a card meanwhile
                continue
            assert table.table.take_button.text == "Take beaten cards"
            before = session._seq
            activate(qtbot, table)
            click_button(table, table.table.take_button)
            qtbot.waitUntil(lambda before=before: session._seq > before, timeout=WAIT)
        elif to_move([table]) is not None:
            move_once(qtbot, table)
    else:
        raise AssertionError("no round was forfeited")
    forfeit = next(event for event in events if isinstance(event, Forfeited))
    log = [table.move_log.list.item(n).text() for n in range(table.move_log.list.count())]
    if forfeit.player == session.seat:
        assert "You take the beaten cards" in log
    else:   # the bot took a round it had beaten: said on the table too
        assert "Bot 2 takes the beaten cards" in log
    main.online.close()


def test_a_team_game_is_played_online_to_the_end(qtbot, tmp_path, server: ThreadServer,
                                                 quick):  # noqa: F811
    main = player_window(qtbot, tmp_path / "anna", Preferences(players=4))
    table = create_room(qtbot, main, server.url, bots=3, preset="Teams 2 vs 2")
    session = table.session
    rules = session.view().rules
    assert rules.teams == 2 and rules == Rules(**{**PRESETS["Teams 2 vs 2"].to_dict(),
                                                  "deck": rules.deck})
    # Partners wear one badge, opponents the other; the seats say who is whose.
    seats = table.table.seats[:4]
    assert [seat.team for seat in seats] == [0, 1, 0, 1]
    qtbot.waitUntil(lambda: not any(i.is_moving() for i in table.table.cards.values()))
    assert [badge_fill(table, n) for n in range(4)] == [
        TEAM_COLORS[team].rgb() for team in (0, 1, 0, 1)]
    labels = [" ".join(seat.label_lines()) for seat in seats]
    assert "Team A" in labels[0] and "your partner" in labels[2]
    assert "Team B" in labels[1] and "Team B" in labels[3]
    for _ in range(600):
        if session.view().is_over:
            break
        qtbot.waitUntil(lambda: to_move([table]) is not None or session.view().is_over,
                        timeout=WAIT)
        if to_move([table]) is not None:
            move_once(qtbot, table)
    else:
        raise AssertionError("the game did not end")
    qtbot.waitUntil(lambda: session.result is not None and table.table.panel.isVisible(),
                    timeout=WAIT)
    view = session.view()
    lost = rules.team_of(view.durak) == rules.team_of(session.seat)
    panel = table.table.panel   # the result as the table shows it
    assert panel.title == ("Your team lost!" if lost else "Your team won!")
    losing = "Team A loses: You · Bot 3" if lost else "Team B loses: Bot 2 · Bot 4"
    assert losing in panel.lines
    main.online.close()


def test_a_player_in_seat_two_sees_his_own_team_as_team_a(qtbot, tmp_path,
                                                          server: ThreadServer):
    teams = PRESETS["Teams 2 vs 2"]
    creator = RemoteSession(server.url, Request("create", {
        "name": "Anna", "seats": ["human", "human", "random", "random"],
        "rules": teams.to_dict()}), speed="fast")
    qtbot.waitUntil(lambda: creator.code is not None, timeout=WAIT)
    main = window(qtbot, tmp_path / "boris")
    dialog = open_play_online(qtbot, main)
    QTest.keyClick(dialog.tabs.tabBar(), Qt.Key.Key_Right)
    type_into(dialog.join_name, "Boris")
    type_into(dialog.join_address, server.url)
    type_into(dialog.code, creator.code)
    connect(dialog)
    lobby_of(qtbot, main)
    qtbot.waitUntil(lambda: creator.room is not None and creator.room["seats"][1]["connected"],
                    timeout=WAIT)
    creator.start()
    table = table_of(qtbot, main)
    assert table.session.seat == 1
    seats = table.table.seats[:4]
    assert [seat.team for seat in seats] == [1, 0, 1, 0]   # his badge is A's, blue
    labels = [" ".join(seat.label_lines()) for seat in seats]
    assert "Team A" in labels[1] and "your partner" in labels[3]
    assert "Team B" in labels[0] and "Team B" in labels[2]
    creator.shutdown()
    main.online.close()
