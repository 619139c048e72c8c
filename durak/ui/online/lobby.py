"""The room of an online game: who is seated and how, the invite code to pass on, and for
the room's creator the button that deals.  It shows while people gather and, from the
table's Room button, during and after a game; once a game is over, its record (which the
server sends only then) can be saved as a replay."""

from __future__ import annotations

import pathlib

from PyQt6.QtGui import QGuiApplication, QShowEvent
from PyQt6.QtWidgets import (
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..kit.i18n import tr
from ..kit.screen_fit import FittedDialog
from ..sessions.remote import RemoteSession
from ..store.replay_file import SavedReplay, replay_chooser, save_replay
from .chat_panel import ChatPanel


class LobbyDialog(FittedDialog):
    """The room of ``session``: ``leave_requested`` when the player gives up his seat."""

    def __init__(self, parent: QWidget | None, session: RemoteSession) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(tr("Room"))
        layout = QVBoxLayout(self)
        self.state = QLabel(tr("Connecting to {url}…").format(url=session.url))
        self.state.setWordWrap(True)
        layout.addWidget(self.state)
        # What the player just did here (the code copied, the replay saved): beside the
        # room's state, which it never replaces.
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        layout.addWidget(self.note)
        row = QHBoxLayout()
        label = QLabel(tr("Invite &code:"))
        self.code_label = label
        self.code = QLineEdit()
        self.code.setReadOnly(True)
        self.code.setAccessibleName(tr("Invite code"))
        label.setBuddy(self.code)
        self.copy = QPushButton(tr("C&opy"))
        self.copy.clicked.connect(self.copy_code)
        row.addWidget(label)
        row.addWidget(self.code, 1)
        row.addWidget(self.copy)
        layout.addLayout(row)
        self.address = QLabel()
        self.address.setWordWrap(True)
        layout.addWidget(self.address)
        self.hints = QLabel()   # whether the room allows hints: everybody is told
        self.hints.setWordWrap(True)
        layout.addWidget(self.hints)
        seats_label = QLabel(tr("S&eats:"))
        self.seats_label = seats_label
        self.seats = QListWidget()
        self.seats.setAccessibleName(tr("Seats"))
        seats_label.setBuddy(self.seats)
        layout.addWidget(seats_label)
        # As tall as six seats, at most: the room's chat fits below on a small screen.
        self.seats.setMaximumHeight(self.seats.fontMetrics().lineSpacing() * 6 + 12)
        layout.addWidget(self.seats)
        self.chat = ChatPanel(session, at_table=False)   # the room's players talk here too
        layout.addWidget(self.chat)
        self.buttons = QDialogButtonBox()
        self.start = self.buttons.addButton(tr("&Start"),
                                            QDialogButtonBox.ButtonRole.AcceptRole)
        self.save = self.buttons.addButton(tr("Save &replay…"),
                                           QDialogButtonBox.ButtonRole.ActionRole)
        self.leave = self.buttons.addButton(tr("&Leave the room"),
                                            QDialogButtonBox.ButtonRole.DestructiveRole)
        self.close_button = self.buttons.addButton(tr("Back to the &table"),
                                                   QDialogButtonBox.ButtonRole.RejectRole)
        assert self.start is not None and self.leave is not None and self.save is not None
        assert self.close_button is not None
        self.start.clicked.connect(session.start)
        self.leave.clicked.connect(self._leave)
        self.save.clicked.connect(self.ask_replay_path)
        self.chooser: QFileDialog | None = None
        self.close_button.clicked.connect(self.reject)
        layout.addWidget(self.buttons)
        session.room_changed.connect(self.refresh)
        session.connection_changed.connect(lambda _state: self.refresh())
        session.failed.connect(self.show_failure)
        session.game_finished.connect(self.refresh)
        session.started.connect(self.dealt)
        self.failure = ""
        self.hosted = ""
        self.refresh()

    def showEvent(self, event: QShowEvent | None) -> None:
        """The room as it is now: the game dealt after the room's last change shows too
        (the room says "playing" before the deal arrives)."""
        self.refresh()
        self.chat.fill()   # muted or hidden at the table meanwhile
        self.chat.set_line_open(True)
        super().showEvent(event)

    def refresh(self) -> None:
        session = self.session
        room = session.room
        playing = session.playing and not session.view().is_over
        assert self.start is not None and self.close_button is not None
        assert self.leave is not None
        assert self.save is not None
        self.close_button.setVisible(session.playing)
        self.save.setVisible(session.result is not None)
        self.start.setVisible(session.is_creator() and not playing)
        self.start.setText(tr("&Play again") if session.playing else tr("&Start"))
        self.leave.setText(tr("Back to the &menu") if session.gone else tr("&Leave the room"))
        if room is not None:
            self.seats.clear()
            for seat in range(len(room["seats"])):
                self.seats.addItem(tr("Seat {number}: {name} ({note})").format(
                    number=seat + 1, name=session.seat_name(seat),
                    note=session.room_note(seat)))
        if self.failure and session.gone:   # the seat was lost: the room as it was
            self.state.setText(self.failure)
            self.start.setVisible(False)
            return
        if self.failure:   # no seat: only what went wrong, and what the player can do
            self.state.setText(self.failure)
            self.start.setVisible(False)
            self.leave.setText(tr("&Close"))
            for widget in (self.note, self.code_label, self.code, self.copy, self.address,
                           self.hints, self.seats_label, self.seats, self.chat):
                widget.setVisible(False)
            self.adjustSize()
            return
        self.code.setText(session.code or "")
        self.copy.setEnabled(bool(session.code))
        self.address.setText(self.hosted or tr("Server: {url}").format(url=session.url))
        if room is None:
            return
        self.hints.setText(tr("Hints are allowed in this room: H shows anyone the move the "
                              "Hard bot would make in his place.") if session.can_hint()
                           else tr("No hints in this room."))
        if session.connection == "reconnecting":
            self.state.setText(tr("Connection lost: reconnecting…"))
        elif session.connection == "unreachable":
            self.state.setText(tr("The server cannot be reached: still trying…"))
        elif playing:
            self.state.setText(tr("The game is on."))
        elif session.playing:   # a game is over: how it ended, and what comes next
            title, outcome = session.outcome_lines()
            next_game = (tr("Play again deals the next game in this room.")
                         if session.is_creator()
                         else tr("The room's creator may deal the next game."))
            self.state.setText("\n".join([tr("Game over. {title}").format(title=title),
                                          *outcome, next_game]))
        elif session.is_creator():
            self.state.setText(tr("Pass the invite code on; Start deals (a bot plays a "
                                  "person's seat nobody took)."))
        else:
            self.state.setText(tr("Waiting for the room's creator to start."))

    def dealt(self) -> None:
        """A game was dealt: the room says it is on, and a note about the last one goes."""
        self.show_note("")
        self.refresh()

    def hosted_at(self, addresses: list[str]) -> None:
        """Say where the others join a game hosted on this computer."""
        self.hosted = (tr("Others join at {addresses}").format(addresses=", ".join(addresses))
                       if addresses else tr("No network found: others cannot join"))
        self.refresh()

    def show_failure(self, text: str) -> None:
        self.failure = text
        self.refresh()

    def copy_code(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None and self.session.code:
            clipboard.setText(self.session.code)
            self.show_note(tr("The invite code is copied."))

    def show_note(self, text: str) -> None:
        """Say what the player's last step here did, below the room's state."""
        self.note.setText(text)
        self.note.setVisible(bool(text))

    def ask_replay_path(self) -> None:
        """Ask where to save the finished game's record, then save it there."""
        result = self.session.result
        if result is None:
            return
        replay = SavedReplay(result["record"], self.session.seat, self.session.player_names())
        chooser = replay_chooser(self, f"durak-{self.session.code or 'online'}.json")
        chooser.fileSelected.connect(
            lambda path: self.show_note(save_replay(pathlib.Path(path), replay)))
        chooser.finished.connect(lambda _result: setattr(self, "chooser", None))
        self.chooser = chooser
        chooser.open()

    def _leave(self) -> None:
        self.session.leave()
        self.done(2)
