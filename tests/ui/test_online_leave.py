""""Leave the room" during a game gives the seat up for good: the app forgets its token,
and the next "Play online" offers no rejoin."""

from __future__ import annotations

from durak.engine import Rules
from durak.ui.store.online_seat import FILE_NAME
from durak.ui.store.settings import Preferences

from .keyboard import activate, click_button
from .online_server import ThreadServer
from .test_online_play import (  # noqa: F401  (quick: a fixture)
    WAIT,
    click,
    connect,
    lobby_of,
    open_play_online,
    quick,
    table_of,
    type_into,
)
from .test_online_variants import player_window


def test_leaving_the_room_during_a_game_forgets_the_seat(
        qtbot, tmp_path, server: ThreadServer, quick):  # noqa: F811
    folder = tmp_path / "anna"
    main = player_window(qtbot, folder, Preferences(players=2, rules=Rules(deck=24)))
    dialog = open_play_online(qtbot, main)
    activate(qtbot, dialog)
    type_into(dialog.create_name, "Anna")
    click(dialog.on_server)
    type_into(dialog.create_address, server.url)
    connect(dialog)
    lobby = lobby_of(qtbot, main)
    qtbot.waitUntil(lambda: bool(lobby.code.text()), timeout=WAIT)
    click(lobby.start)
    table = table_of(qtbot, main)
    qtbot.waitUntil(lambda: (folder / FILE_NAME).exists(), timeout=WAIT)   # the seat is held
    activate(qtbot, table)
    click_button(table, table.table.pause_button)           # "Room"
    qtbot.waitUntil(lobby.isVisible)
    click(lobby.leave)
    qtbot.waitUntil(lambda: main.online is None, timeout=WAIT)
    assert not (folder / FILE_NAME).exists()
    dialog = open_play_online(qtbot, main)
    assert dialog.rejoin is None                            # nothing to rejoin
    dialog.reject()
