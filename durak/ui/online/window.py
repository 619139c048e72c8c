"""An online game from the menu: the server hosted here (if so), the remote session, the
room dialog and, once a game is dealt, its table in a window of its own (the same table,
keys, sounds and move log as a local game)."""

from __future__ import annotations

import logging
import pathlib
from dataclasses import replace
from typing import Protocol

from PyQt6.QtCore import QObject, Qt, pyqtSignal
from PyQt6.QtGui import QCloseEvent
from PyQt6.QtNetwork import QAbstractSocket, QNetworkInterface
from PyQt6.QtWidgets import QDockWidget, QMessageBox, QWidget

from ..kit.i18n import tr
from ..sessions.remote import REJOIN_GONE, RemoteSession
from ..store.hosting import HostingFiles
from ..store.online_seat import HeldSeat, SeatFile
from ..store.settings import Preferences, SettingsStore
from ..table.move_log import MoveLog
from ..table.sounds import SoundPlayer
from ..table.window import Keeper, TableWindow
from .chat_panel import ChatPanel
from .dialog import DEFAULT_PORT, OnlineChoice
from .lobby import LobbyDialog

log = logging.getLogger(__name__)


class Hosted(Protocol):
    """A server this app runs (``durak.lan.hosting.HostedServer``)."""

    url: str
    port: int

    def publish(self, properties: dict[str, str]) -> None: ...

    def stop(self) -> None: ...


class Host(Protocol):
    """Starts a server announced under ``name``, keeping its rooms in ``state`` (if
    given), on ``port`` when it is free (a resumed table's, so that the others find it
    where it was)."""

    def __call__(self, name: str, state: pathlib.Path | None = None,
                 port: int | None = None) -> Hosted: ...


def lan_host(name: str, state: pathlib.Path | None = None,
             port: int | None = None) -> Hosted:
    """Host a server in this app, announced on this network as ``name``: on ``port``
    or the usual one when free (easy to type), else on any free one; its rooms kept in
    ``state`` when given."""
    # Imported here: the server and zeroconf take about 150 ms to import, which the
    # table's first frame should not wait for.
    from durak.lan.hosting import start_hosted_server

    for wanted in dict.fromkeys(p for p in (port, DEFAULT_PORT) if p):
        try:
            return start_hosted_server(port=wanted, advertise_as=name, state=state)
        except OSError:
            continue
    return start_hosted_server(advertise_as=name, state=state)


def reachable_at(port: int) -> list[str]:
    """The addresses (``host:port``) at which others on the network reach this computer."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if (address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
                and not address.isLoopback()):
            found.append(f"{address.toString()}:{port}")
    return found


class LanGames(QObject):
    """The games found on this network, handed to the Qt thread through ``changed``
    (a list of ``(name, url)``); ``close`` stops looking."""

    changed = pyqtSignal(list)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        from durak.lan.discovery import GameBrowser  # not before the first frame: see lan_host

        # zeroconf calls from its own thread: the signal queues the list for this one.
        self.browser = GameBrowser(
            lambda games: self.changed.emit([(game.name, game.url, game.room)
                                             for game in games]))

    def close(self) -> None:
        self.browser.close()


class OnlineWindow(TableWindow):
    """The table of an online game; closing it leaves the seat.  Its keys change the
    app's settings as a local table's do (through ``keeper``, the main window's)."""

    closed = pyqtSignal()
    session: RemoteSession
    move_log: MoveLog

    def __init__(self, session: RemoteSession, prefs: Preferences,
                 sound_player: SoundPlayer | None = None, keeper: Keeper | None = None,
                 store: SettingsStore | None = None) -> None:
        super().__init__(prefs, tr("Online: room {code}").format(code=session.code or ""),
                         store=store, keeper=keeper)
        self.session = session
        session.controls.sort = prefs.sort
        self.add_table(session)
        self.table.dim_unplayable = prefs.dim_unplayable
        self.add_sounds(session, session.seat, sound_player)
        self.add_move_log(session, session.seat)
        self.add_chat(session)
        self.fit_to_table()
        self.connect_keys()
        self.view.menu_requested.connect(session.room_requested)
        self.table.menu_requested.connect(session.room_requested)
        self.view.new_game_requested.connect(session.new_game)
        self.table.new_game_requested.connect(session.new_game)
        self.view.undo_requested.connect(session.undo)   # says why nothing is taken back
        self.view.setFocus()

    def add_chat(self, session: RemoteSession) -> None:
        """The chat at the top of the table (an on-screen keyboard rises from the
        bottom): C or its Chat button opens the line, Escape gives the keys back."""
        self.chat = ChatPanel(session, at_table=True)
        dock = QDockWidget(tr("Chat"), self)
        dock.setObjectName("chat-dock")
        dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        dock.setTitleBarWidget(QWidget(dock))   # no title: the panel says what it is
        dock.setWidget(self.chat)
        self.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, dock)
        self.chat_dock = dock
        self.view.chat_requested.connect(self.chat.open_line)
        self.chat.left.connect(self.view.setFocus)

    def sort_hand(self, sort: str) -> None:
        self.session.controls.sort = sort
        self.session.updated.emit([], self.session.durations()[0])

    def closeEvent(self, event: QCloseEvent | None) -> None:
        self.closed.emit()
        super().closeEvent(event)


class OnlineGame(QObject):
    """One "Play online": connect (hosting first, if asked), show the room until a game is
    dealt, then the table; ``finished`` once it is all closed.

    The seat is kept in ``seat_file`` while it is held on another computer's server, so
    that a restarted app can rejoin it; a game hosted here keeps its rooms and the host's
    seat in ``hosting``'s files while it is hosted, so that a restarted app can host it
    again ("Resume hosting"), on ``port`` if it is free."""

    finished = pyqtSignal()

    def __init__(self, parent: QWidget, choice: OnlineChoice, prefs: Preferences,
                 host: Host | None = None, sound_player: SoundPlayer | None = None,
                 seat_file: SeatFile | None = None, keeper: Keeper | None = None,
                 hosting: HostingFiles | None = None, port: int | None = None) -> None:
        super().__init__(parent)
        self.prefs = replace(prefs)
        self.player = choice.player
        self.sound_player = sound_player
        self.keeper = keeper
        self.hosted: Hosted | None = None
        url = choice.url
        if url is None:
            assert host is not None, "hosting needs a host"
            state = hosting.rooms if hosting is not None else None
            # OSError: the caller says so
            self.hosted = host(choice.table_name, state, port)
            url = self.hosted.url
        self.session = RemoteSession(url, choice.request, speed=prefs.speed,
                                     auto_pass=prefs.auto_pass, parent=self)
        self.hosting = hosting if self.hosted is not None else None
        if self.hosted is not None:   # the host's seat, for as long as it hosts
            seat_file = hosting.seat if hosting is not None else None
        self.seat_file = seat_file
        self.window: OnlineWindow | None = None
        self.lobby = LobbyDialog(parent, self.session)
        if self.hosted is not None:
            self.lobby.hosted_at(reachable_at(self.hosted.port))
        self.lobby.finished.connect(self._lobby_closed)
        self.session.started.connect(self._started)
        self.session.room_requested.connect(self.show_room)
        # Forgotten before ``close``, whose ``finished`` lets the main window drop this
        # object (and with it the rest of this signal's slots).
        self.session.left.connect(self._release)
        self.session.left.connect(self.close)
        self.session.seated.connect(self._hold)
        self.session.game_finished.connect(self._game_over)
        self.session.failed.connect(self._refused)
        if self.hosted is not None and choice.open_room:
            self.session.room_changed.connect(self._announce_room)
        self.session.unreachable.connect(self._ask_keep_trying)
        self.session.connection_changed.connect(self._connection_changed)
        self.question: QMessageBox | None = None   # "keep trying, or leave?", while asked
        self._closed = False
        self.lobby.open()

    def _ask_keep_trying(self) -> None:
        """The server could not be reached several times in a row: the session goes on
        trying at its slowest pace, and the player may keep trying (at once) or leave."""
        if self.question is not None:
            return
        parent = self.window if self.window is not None else self.lobby.parentWidget()
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Play online"),
                          tr("The server cannot be reached"), parent=parent)
        box.setInformativeText(tr("The game goes on as soon as it is back: your seat waits "
                                  "for you a while, and a bot plays it meanwhile."))
        keep = box.addButton(tr("&Keep trying"), QMessageBox.ButtonRole.AcceptRole)
        leave = box.addButton(tr("&Leave"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)

        def answered(_result: int) -> None:
            self.question = None
            box.deleteLater()
            if box.clickedButton() is leave:
                self.close()
            else:
                self.session.keep_trying()

        box.finished.connect(answered)
        self.question = box
        box.open()

    def _connection_changed(self, state: str) -> None:
        """Back online: the question answers itself."""
        box = self.question
        if state == "online" and box is not None:
            self.question = None
            box.finished.disconnect()
            box.close()
            box.deleteLater()

    def _hold(self) -> None:
        """Keep the seat's token (a new deal in the room holds it again)."""
        session = self.session
        if (self.seat_file is None or session.token is None or session.code is None
                or (self.hosted is None and session.playing and session.view().is_over)):
            return
        try:
            self.seat_file.save(HeldSeat(session.url, session.code, session.seat,
                                         self.player, session.token))
        except OSError as error:   # the game goes on; only a rejoin after a crash is lost
            log.warning("could not keep the online seat in %s: %s", self.seat_file.path,
                        error)

    def _announce_room(self) -> None:
        """An open room: its code, players and free seats in the announcement, as the
        room changes (``durak.lan.open_room``: nothing more)."""
        from durak.lan.open_room import open_properties, room_of

        room, hosted = self.session.room, self.hosted
        if room is None or hosted is None:
            return
        hosted.publish(open_properties(room_of(room["code"], room["seats"],
                                               room["password"])))

    def _release(self) -> None:
        if self.seat_file is not None:
            self.seat_file.clear()

    def _game_over(self) -> None:
        """A game ended: a seat elsewhere is not rejoined for it any more; the host's is
        kept while the room is (a crash keeps it for "Resume hosting")."""
        if self.hosted is None:
            self._release()

    def _refused(self, _text: str) -> None:
        """The seat is lost: a token worth nothing now is forgotten, and a table whose
        seat the server no longer knows shows the room, which says why and offers the
        way back."""
        session = self.session
        if session.gone or (session.request.kind == "rejoin" and session.refusal in REJOIN_GONE):
            self._release()
        if self.window is not None:
            self.show_room()

    def _started(self) -> None:
        self._hold()
        if self.window is None:
            self.window = OnlineWindow(self.session, self.prefs, self.sound_player, self.keeper)
            self.window.closed.connect(self.close)
            self.window.show()
        if self.lobby.isVisible():
            self.lobby.accept()
        self.window.activateWindow()

    def use_prefs(self, prefs: Preferences) -> None:
        """The app's settings changed: the table, open or still to come, draws its cards
        (and the table) as they now say."""
        self.prefs = replace(prefs)
        if self.window is not None:
            self.window.redraw_cards(prefs)

    def show_room(self) -> None:
        if not self.lobby.isVisible():
            self.lobby.setParent(self.window or self.lobby.parentWidget(),
                                 self.lobby.windowFlags())
            self.lobby.open()

    def _lobby_closed(self, _result: int) -> None:
        if self.window is None:   # no game yet: closing the room ends it all
            self.close()
        else:
            self.window.view.setFocus()

    def close(self) -> None:
        """Leave the seat, close the table, stop a server hosted here and hand the focus
        back to the main window (once: leaving, closing the room and the table all end
        here)."""
        if self._closed:
            return
        self._closed = True
        session = self.session
        if self.question is not None:
            box, self.question = self.question, None
            box.finished.disconnect()
            box.close()
            box.deleteLater()
        if session.connection != "closed":
            session.leave()
            self._release()
        session.shutdown()
        window, self.window = self.window, None
        if window is not None:
            window.closed.disconnect(self.close)
            window.close()
            window.deleteLater()
        if self.lobby.isVisible():
            self.lobby.reject()
        if self.hosted is not None:
            self.hosted.stop()   # on purpose: its rooms close, nothing is left to resume
            self.hosted = None
            self._release()
        parent = self.parent()
        if isinstance(parent, QWidget):
            parent.activateWindow()
        self.finished.emit()
