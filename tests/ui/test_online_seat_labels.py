"""Long seat labels online (a long name, its connection, a bot's level) at a small
window: the card count always shows, and a label shortened to fit says itself whole in
its tooltip."""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QPoint
from PyQt6.QtGui import QHelpEvent
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QToolTip

from durak.ui.kit import i18n
from durak.ui.online.window import OnlineWindow
from durak.ui.sessions.remote import RemoteSession, Request
from durak.ui.store.settings import Preferences

from .online_server import ThreadServer
from .test_online_play import WAIT

NAMES = ("Александра Константинова", "Светлана Александровна", "Maximilian Oberhauser-K")


def hover(window: OnlineWindow, point: QPoint) -> str:
    """Rest the mouse on ``point`` of the table until Qt asks for a tooltip; its text."""
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, point)
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point,
                                                viewport.mapToGlobal(point)))
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_six_long_seat_labels_at_800_by_600(qtbot, server: ThreadServer):
    i18n.install("ru")
    sessions = [RemoteSession(server.url, Request("create", {
        "name": NAMES[0], "seats": ["human", "human", "human", "original", "original",
                                    "original"]}), speed="fast")]
    try:
        qtbot.waitUntil(lambda: sessions[0].code is not None, timeout=WAIT)
        for name in NAMES[1:]:
            sessions.append(RemoteSession(server.url, Request("join", {
                "code": sessions[0].code, "name": name}), speed="fast"))
            qtbot.waitUntil(lambda: sessions[-1].token is not None, timeout=WAIT)
        anna = sessions[0]
        qtbot.waitUntil(lambda: anna.room is not None
                        and all(seat["connected"] for seat in anna.room["seats"][:3]),
                        timeout=WAIT)
        anna.start()
        qtbot.waitUntil(lambda: anna.playing, timeout=WAIT)
        window = OnlineWindow(anna, Preferences())
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        # The table itself at 800x600: the chat's bar above it comes on top of that.
        window.resize(800, 600 + window.chat_dock.height())
        qtbot.waitUntil(lambda: window.view.height() <= 600)
        # The deal is on the table (the room says "playing" before the first state comes).
        qtbot.waitUntil(lambda: all(window.table.seats[s].count for s in range(1, 6)),
                        timeout=WAIT)
        shortened = 0
        for seat in range(1, 6):
            item = window.table.seats[seat]
            first = item.fitted_lines()[0][0].lines[0]
            count = f"({item.count})"
            assert first.endswith(count), first          # the count is never cut off
            drawn = [fitted.lines[0] for fitted, _rect in item.fitted_lines()]
            if drawn == item.label_lines():
                assert item.toolTip() == ""
                continue
            shortened += 1
            rect = item.fitted_lines()[0][1]
            point = window.view.mapFromScene(item.mapToScene(rect.center()))
            # (read again: the server's bots play on, and a role may change the label)
            assert hover(window, point) == "\n".join(item.label_lines())
        assert shortened   # a name or a note this long does not fit a side seat
    finally:
        for session in sessions:
            session.leave()
        i18n.install("en")
