"""An online table says why the server refused a move as a local table does: in the
player's language, the other seats called by their players' names; a refusal whose
reason the app cannot read is said in the server's own words."""

from __future__ import annotations

import itertools
import pathlib
import re
from types import SimpleNamespace

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest

from durak.engine import Game, Rules
from durak.protocol import messages as protocol_messages
from durak.server import app as server_app
from durak.server import room as server_room
from durak.ui.kit import i18n
from durak.ui.main_window import MainWindow
from durak.ui.online.window import OnlineWindow
from durak.ui.store.settings import Preferences

from .keyboard import activate
from .online_moves import double_click
from .online_server import ThreadServer
from .test_online_play import (
    LEFT,
    NO_MOD,
    WAIT,
    key,
    quick,  # noqa: F401  (a fixture)
    start_game,
)
from .test_online_variants import player_window


def deals_with_leader(seat: int) -> SimpleNamespace:
    """``Game`` for the server's rooms: every game dealt is one in which ``seat`` leads."""
    def new(rules: Rules, players: int, seed: int | None = None,
            novice: int | None = None) -> Game:
        assert novice is None   # these rooms have no novice rule
        return next(game for number in itertools.count()
                    if (game := Game.new(rules, players, seed=number)).view(0).offender == seat)
    return SimpleNamespace(new=new)


def room_where_boris_leads(qtbot, tmp_path: pathlib.Path, url: str,
                           monkeypatch) -> tuple[list[MainWindow], OnlineWindow]:
    """Anna opens a room of three (Anna, Boris, a bot), Boris joins, Anna deals a game in
    which Boris leads and the bot defends: both windows (in German), and Anna's table, on
    which she may not lead."""
    monkeypatch.setattr(server_room, "Game", deals_with_leader(1))
    anna = player_window(qtbot, tmp_path / "anna", Preferences(language="de"))
    boris = player_window(qtbot, tmp_path / "boris", Preferences(language="de"))
    table = start_game(qtbot, anna, boris, url, players=3)[0]
    view = table.session.view()
    assert (view.offender, view.defender) == (1, 2)
    return [anna, boris], table


def settled(qtbot, table: OnlineWindow) -> None:
    qtbot.waitUntil(lambda: not any(i.is_moving() for i in table.table.cards.values()))


def card_point(table: OnlineWindow, card):
    return table.view.mapFromScene(table.table.cards[card].scenePos())


def close(mains: list[MainWindow]) -> None:
    for main in mains:
        if main.online is not None:
            main.online.close()


def test_a_refused_lead_is_said_in_german_then_russian_naming_the_leader(
        qtbot, tmp_path, server: ThreadServer, quick, monkeypatch):  # noqa: F811
    mains: list[MainWindow] = []
    try:
        mains, table = room_where_boris_leads(qtbot, tmp_path, server.url, monkeypatch)
        session = table.session
        hand = session.view().hand
        settled(qtbot, table)
        activate(qtbot, table)
        # A click chooses a card, RIGHT the next one, UP plays it: Anna may not lead.
        QTest.mouseClick(table.view.viewport(), LEFT, NO_MOD, card_point(table, hand[0]))
        key(table, Qt.Key.Key_Right)
        key(table, Qt.Key.Key_Up)
        status = table.table.status
        qtbot.waitUntil(lambda: "Nur der Angreifer (Boris) darf ausspielen" in status.text,
                        timeout=WAIT)
        assert "P1" not in status.text and "server" not in status.text.lower()
        assert session._seq == 0 and session.view().hand == hand   # nothing changed
        assert not session.view().table
        # In Russian, by a double click.
        i18n.install("ru")
        double_click(qtbot, table, hand[-1])
        qtbot.waitUntil(lambda: "Первым ходит только атакующий (Boris)" in status.text,
                        timeout=WAIT)
        assert session._seq == 0 and session.view().hand == hand
    finally:
        close(mains)
        i18n.install("en")


def test_a_refusal_whose_reason_cannot_be_read_is_said_in_the_servers_words(
        qtbot, tmp_path, server: ThreadServer, quick, monkeypatch):  # noqa: F811
    post = server_app.Connection.post

    def garbled(self, text: str) -> None:   # the reason formats more than its params
        post(self, re.sub(r'"template":"[^"]*"', '"template":"{offender:>999999999}"', text))
    monkeypatch.setattr(server_app.Connection, "post", garbled)
    mains: list[MainWindow] = []
    try:
        mains, table = room_where_boris_leads(qtbot, tmp_path, server.url, monkeypatch)
        session = table.session
        hand = session.view().hand
        activate(qtbot, table)
        double_click(qtbot, table, hand[0])
        status = table.table.status
        qtbot.waitUntil(lambda: "Der Server lehnt den Zug ab: only the offender (P1) may lead"
                        in status.text, timeout=WAIT)
        assert session._seq == 0 and session.view().hand == hand
    finally:
        close(mains)
        i18n.install("en")


def test_a_server_of_version_1_is_answered_in_its_version_and_its_words_are_said(
        qtbot, tmp_path, server: ThreadServer, quick, monkeypatch):  # noqa: F811
    """An older server reads version 1 alone and sends no reasons: the app asks again in
    version 1, plays, and says a refusal as that server words it."""
    monkeypatch.setattr(protocol_messages, "VERSIONS", (1,))
    mains: list[MainWindow] = []
    try:
        mains, table = room_where_boris_leads(qtbot, tmp_path, server.url, monkeypatch)
        session = table.session
        assert session.version == 1
        activate(qtbot, table)
        double_click(qtbot, table, session.view().hand[0])
        status = table.table.status
        qtbot.waitUntil(lambda: "Der Server lehnt den Zug ab: only the offender (P1) may lead"
                        in status.text, timeout=WAIT)
    finally:
        close(mains)
        i18n.install("en")
