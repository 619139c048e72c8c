"""Rule variants online, played through a server to an app window: a defender forfeits a
round he has beaten (the ``Forfeited`` event), and a team game of four (the player and
three bots) is played to the end with the team badges and the team's result."""

from __future__ import annotations

import pathlib

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QComboBox

from durak.engine import PRESETS, Action, ActionKind, Event, Forfeited, Rules
from durak.ui.main_window import MainWindow
from durak.ui.online.window import OnlineWindow
from durak.ui.sessions.remote import RemoteSession, Request
from durak.ui.store.settings import Preferences, SettingsStore
from durak.ui.table.items import TEAM_COLORS

from .keyboard import activate, click_button
from .online_moves import WAIT, move_once, next_move, settled
from .online_server import ThreadServer
from .test_online_play import (
    click,
    connect,
    lobby_of,
    open_play_online,
    quick,  # noqa: F401  (a fixture)
    table_of,
    type_into,
    window,
)
from .test_team_badges import badge_fill


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


def beaten(table: OnlineWindow) -> bool:
    """This seat defends, everything on the table is covered, and it may still take."""
    session = table.session
    view = session.view()
    return (view.defender == view.player and bool(view.table)
            and all(cover is not None for _, cover in view.table)
            and Action.take(view.player) in session.legal())


def boris_move(boris: RemoteSession) -> Action | None:
    """What Boris, a client of the test's own, does now: he leads, covers what he can and
    takes every round he has beaten (a forfeit), and never ends an attack his opponent
    defends (so Anna may forfeit too); ``None``: nothing."""
    if not boris.playing or boris.in_flight:
        return None
    view = boris.view()
    legal = boris.legal()
    me = view.player
    if view.is_over or not legal:
        return None
    if view.defender == me:
        covers = [a for a in legal if a.kind is ActionKind.DEFEND]
        uncovered = [attack for attack, cover in view.table if cover is None]
        if uncovered and covers:
            return covers[0]
        return Action.take(me) if Action.take(me) in legal and view.table else None
    leads = [a for a in legal if a.kind is ActionKind.ATTACK and not view.table]
    if leads:
        return leads[0]
    return Action.done(me) if view.taking and Action.done(me) in legal else None


def anna_against_boris(qtbot, tmp_path, server: ThreadServer,
                       rules: Rules) -> tuple[MainWindow, OnlineWindow, RemoteSession]:
    """Anna opens a room of two with ``rules`` from her window, Boris (a client of the
    test's own) joins, Anna deals: her window, her table and Boris."""
    main = player_window(qtbot, tmp_path / "anna",
                         Preferences(players=2, rules=rules, auto_pass=False))
    dialog = open_play_online(qtbot, main)
    type_into(dialog.create_name, "Anna")
    click(dialog.on_server)
    type_into(dialog.create_address, server.url)
    connect(dialog)
    room = lobby_of(qtbot, main)
    qtbot.waitUntil(lambda: bool(room.code.text()), timeout=WAIT)
    boris = RemoteSession(server.url, Request("join", {"code": room.code.text(),
                                                       "name": "Boris"}), speed="fast")
    qtbot.waitUntil(lambda: room.seats.count() == 2 and "Boris" in room.seats.item(1).text(),
                    timeout=WAIT)
    click(room.start)
    return main, table_of(qtbot, main), boris


def play_again(qtbot, table: OnlineWindow) -> None:
    """Anna, the room's creator, deals the next game with SPACE."""
    session = table.session
    activate(qtbot, table)
    QTest.keyClick(QApplication.focusWidget() or table.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not session.view().is_over, timeout=WAIT)


def boris_moves(qtbot, boris: RemoteSession) -> bool:
    """Boris makes his next move, if he has one, and waits for the server's answer."""
    move = boris_move(boris)
    if move is None:
        return False
    before = boris._seq
    boris.send(move)
    qtbot.waitUntil(lambda: boris._seq > before or not boris.in_flight, timeout=WAIT)
    return True


def test_a_forfeit_of_a_beaten_round_is_played_through_the_server(
        qtbot, tmp_path, server: ThreadServer, quick):  # noqa: F811
    main, table, boris = anna_against_boris(qtbot, tmp_path, server,
                                            Rules(deck=24, take_when_beaten=True))
    session = table.session
    assert session.view().rules.take_when_beaten
    events: list[Event] = []
    session.updated.connect(lambda new, _ms: events.extend(new))
    for _ in range(300):
        if any(isinstance(event, Forfeited) for event in events):
            break
        if session.view().is_over:   # Play again (SPACE) until a round is forfeited
            play_again(qtbot, table)
            continue
        qtbot.waitUntil(lambda: boris_move(boris) is not None or beaten(table)
                        or next_move(table) is not None or session.view().is_over,
                        timeout=WAIT)
        if boris_moves(qtbot, boris):
            continue
        if beaten(table):   # everything covered: Anna takes the beaten cards all the same
            settled(qtbot, table)
            if not beaten(table):   # Boris's last move arrived meanwhile: look again
                continue
            assert table.table.take_button.text == "Take beaten cards"
            before = session._seq
            activate(qtbot, table)
            click_button(table, table.table.take_button)
            qtbot.waitUntil(lambda before=before: session._seq > before, timeout=WAIT)
        elif next_move(table) is not None:
            move_once(qtbot, table)
    else:
        raise AssertionError("no round was forfeited")
    forfeit = next(event for event in events if isinstance(event, Forfeited))
    qtbot.waitUntil(lambda: table.move_log.list.count() > 0)
    log = [table.move_log.list.item(n).text() for n in range(table.move_log.list.count())]
    if forfeit.player == session.seat:
        assert "You take the beaten cards" in log
    else:   # Boris took a round he had beaten: said on Anna's table
        assert "Boris takes the beaten cards" in log
    boris.shutdown()
    main.online.close()


def all_covered(table: OnlineWindow) -> bool:
    """This seat defends and everything on the table is covered."""
    view = table.session.view()
    return (view.defender == view.player and not view.is_over and bool(view.table)
            and all(cover is not None for _, cover in view.table))


def test_without_the_variant_a_beaten_round_offers_no_take_online(
        qtbot, tmp_path, server: ThreadServer, quick):  # noqa: F811
    main, table, boris = anna_against_boris(qtbot, tmp_path, server, Rules(deck=24))
    session = table.session
    button = table.table.take_button
    for _ in range(300):
        if session.view().is_over:
            play_again(qtbot, table)
            continue
        qtbot.waitUntil(lambda: boris_move(boris) is not None or all_covered(table)
                        or next_move(table) is not None or session.view().is_over,
                        timeout=WAIT)
        if boris_moves(qtbot, boris):
            continue
        if all_covered(table):   # Boris waits: the round stays beaten while Anna looks
            settled(qtbot, table)
            if not all_covered(table):
                continue
            assert Action.take(session.seat) not in session.view().legal_actions
            assert not button.isVisible() and not button.enabled
            break
        if next_move(table) is not None:
            move_once(qtbot, table)
    else:
        raise AssertionError("Anna never covered a whole round")
    boris.shutdown()
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
        qtbot.waitUntil(lambda: next_move(table) is not None or session.view().is_over,
                        timeout=WAIT)
        if next_move(table) is not None:
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
