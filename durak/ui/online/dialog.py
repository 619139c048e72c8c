"""Menu -> "Play online": open a room (rules and seats as a new game's) or join one.

The dialog only gathers and checks what the player typed; ``choice`` says where to
connect (``url``, or ``None`` to host a server on this computer) and what to ask there
(a ``remote_session.Request``).  Games found on this network are offered through
``set_found``; typing an address is always possible.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from durak.ai import LEVELS
from durak.engine import PRESETS, Rules
from durak.protocol.messages import MAX_NAME

from ..dialogs.common import name_ok_and_cancel
from ..kit.i18n import tr, trn
from ..kit.named_tabs import NamedTabs
from ..kit.screen_fit import FittedDialog, ScrollingBody
from ..sessions.remote import Request
from ..store.online_seat import HeldSeat
from ..store.settings import LEVEL_NAMES, Preferences
from ..words.rule_conflicts import refusal_words

DEFAULT_PORT = 8765
PERSON = "human"
TIME_LIMITS = (15, 30, 60, 120)   # the seconds per decision a room may give
DEFAULT_TIME_LIMIT = 30           # the server's own default


@dataclass(frozen=True)
class OnlineChoice:
    """Where to play: ``url`` of a server (``None``: host one here, announced as
    ``table_name``) and the request to send there."""

    url: str | None
    request: Request
    table_name: str = ""
    player: str = ""   # the player's name at the table
    open_room: bool = False   # hosted here and open to this network (``durak.lan.open_room``)


def server_url(text: str) -> str | None:
    """``ws://host:port`` from what the player typed ("host", "host:port" or a ws/wss
    URL); ``None`` when it is not an address."""
    text = text.strip()
    if not text or any(c.isspace() for c in text):
        return None
    if "://" in text:
        scheme, rest = text.split("://", 1)
        if scheme not in ("ws", "wss") or not rest:
            return None
        return text
    host, _, port = text.rpartition(":") if ":" in text else (text, "", "")
    if port and not port.isdigit():
        return None
    return f"ws://{host}:{port or DEFAULT_PORT}"


def rejoin_choice(held: HeldSeat) -> OnlineChoice:
    """Take the held seat back with its token."""
    return OnlineChoice(held.url, Request("rejoin", held.rejoin_fields()), player=held.name)


def rejoin_offer(held: HeldSeat) -> str:
    """The button that takes a held seat back."""
    return tr("&Rejoin the online game at {url} (room {code}, as {name})").format(
        url=held.url, code=held.code, name=held.name.replace("&", "&&"))


def name_problem(name: str) -> str | None:
    if not name.strip():
        return tr("Type your name")
    if len(name.strip()) > MAX_NAME or not name.isprintable():
        return tr("A name is at most 24 letters, digits or signs")
    return None


def code_ok(code: str) -> bool:
    return 0 < len(code) <= 16 and code.isascii() and code.replace("-", "").isalnum()


class PlayOnlineDialog(FittedDialog):
    """Two tabs: create a room, or join one by invite code."""

    def __init__(self, parent: QWidget, prefs: Preferences, name: str = "",
                 held: HeldSeat | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Play online"))
        self.choice: OnlineChoice | None = None
        outer = QVBoxLayout(self)
        self.rejoin: QPushButton | None = None
        if held is not None:   # a seat this app held when it closed: the first offer
            self.rejoin = QPushButton(rejoin_offer(held))
            self.rejoin.clicked.connect(lambda: self._rejoin(held))
            outer.addWidget(self.rejoin)
        self.tabs = NamedTabs()
        self.tabs.addTab(self._create_tab(prefs, name), tr("&Create a room"))
        self.tabs.addTab(self._join_tab(name), tr("&Join a room"))
        outer.addWidget(self.tabs)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setAccessibleName(tr("Problem"))
        outer.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        name_ok_and_cancel(buttons, tr("C&onnect"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.tabs.currentChanged.connect(self._focus_name)
        self.tabs.currentChanged.connect(self._recheck)
        for edit in (self.create_name, self.create_address, self.join_name,
                     self.join_address, self.code):
            edit.textChanged.connect(self._recheck)
        self._focus_name()
        if self.rejoin is not None:
            self.rejoin.setFocus()

    def _rejoin(self, held: HeldSeat) -> None:
        self.choice = rejoin_choice(held)
        self.accept()

    def _focus_name(self) -> None:
        """Each tab starts at the name (typing it is the first thing to do)."""
        name = self.create_name if self.tabs.currentIndex() == 0 else self.join_name
        name.setFocus()

    # --- creating ---------------------------------------------------------------------------
    def _create_tab(self, prefs: Preferences, name: str) -> QWidget:
        scrolling = ScrollingBody()
        page = QWidget()
        form = QFormLayout(page)
        scrolling.content.addWidget(page)
        self.create_name = QLineEdit(name)
        self.create_name.setMaxLength(MAX_NAME)
        form.addRow(tr("Your &name:"), self.create_name)
        self.players = QSpinBox()
        self.players.setRange(2, 6)
        self.players.setValue(prefs.players)
        self.players.valueChanged.connect(self._show_seats)
        form.addRow(tr("&Players:"), self.players)
        self.deck = QComboBox()
        for size in (24, 32, 36, 52):
            self.deck.addItem(trn("%n cards", size), size)
        self.deck.setCurrentIndex(max(0, self.deck.findData(prefs.rules.deck)))
        form.addRow(tr("&Deck:"), self.deck)
        self.preset = QComboBox()
        self.preset.addItem(tr("My settings"), "")
        for preset in PRESETS:
            self.preset.addItem(tr(preset), preset)
        form.addRow(tr("Pr&eset:"), self.preset)
        self.time_limit = QComboBox()
        for seconds in TIME_LIMITS:
            self.time_limit.addItem(trn("%n seconds", seconds), seconds)
        self.time_limit.setCurrentIndex(TIME_LIMITS.index(DEFAULT_TIME_LIMIT))
        self.time_limit.setAccessibleName(tr("Time to decide, per move"))
        form.addRow(tr("&Time to decide:"), self.time_limit)
        self.rules = prefs.rules
        grid = QGridLayout()
        self.seat_kinds: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for index in range(1, 6):
            combo = QComboBox()
            combo.addItem(tr("A person"), PERSON)
            for level in LEVELS:
                combo.addItem(tr("{level} bot").format(level=tr(LEVEL_NAMES[level])), level)
            combo.setCurrentIndex(0 if index == 1 else max(0, combo.findData(prefs.level)))
            label = QLabel(tr("Seat {number}:").format(number=index + 1))
            label.setBuddy(combo)
            combo.setAccessibleName(tr("Seat {number}").format(number=index + 1))
            grid.addWidget(label, index - 1, 0)
            grid.addWidget(combo, index - 1, 1)
            self.seat_kinds.append(combo)
            self.seat_labels.append(label)
        form.addRow(tr("Other seats:"), grid)
        self.create_password = QLineEdit()
        self.create_password.setMaxLength(64)
        self.create_password.setPlaceholderText(tr("none"))
        form.addRow(tr("Pass&word (optional):"), self.create_password)
        self.allow_hints = QCheckBox(tr("Allow h&ints: H shows a player the move the Hard "
                                        "bot would make in his place"))
        self.allow_hints.setAccessibleName(tr("Allow hints"))
        form.addRow(self.allow_hints)
        self.host_here = QRadioButton(tr("&Host on this computer, for this network"))
        self.on_server = QRadioButton(tr("On a &server:"))
        group = QButtonGroup(page)
        group.addButton(self.host_here)
        group.addButton(self.on_server)
        self.host_here.setChecked(True)
        self.create_address = QLineEdit(f"127.0.0.1:{DEFAULT_PORT}")
        self.create_address.setAccessibleName(tr("Server address"))
        self.on_server.toggled.connect(self.create_address.setEnabled)
        self.create_address.setEnabled(self.on_server.isChecked())
        form.addRow(self.host_here)
        self.open_room = QCheckBox(tr("Open to this network: anyone here joins from the "
                                      "&list, without the code"))
        self.open_room.setAccessibleName(tr("Open to this network"))
        self.host_here.toggled.connect(self.open_room.setEnabled)
        form.addRow(self.open_room)
        form.addRow(self.on_server, self.create_address)
        self._show_seats()
        return scrolling

    def _show_seats(self) -> None:
        for index, (combo, label) in enumerate(zip(self.seat_kinds, self.seat_labels,
                                                   strict=True), 2):
            combo.setVisible(index <= self.players.value())
            label.setVisible(index <= self.players.value())

    def create_rules(self) -> Rules:
        preset = self.preset.currentData()
        rules = PRESETS[preset] if preset else self.rules
        return replace(rules, deck=int(self.deck.currentData()))

    # --- joining ----------------------------------------------------------------------------
    def _join_tab(self, name: str) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.join_name = QLineEdit(name)
        self.join_name.setMaxLength(MAX_NAME)
        form.addRow(tr("Your na&me:"), self.join_name)
        self.found = QListWidget()
        self.found.setAccessibleName(tr("Games on this network"))
        self.found.currentItemChanged.connect(self._found_chosen)
        self.found.itemClicked.connect(self._join_open)
        self.found.itemActivated.connect(self._join_open)
        form.addRow(tr("Games on this &network:"), self.found)
        self.join_address = QLineEdit()
        self.join_address.setPlaceholderText(f"192.168.1.20:{DEFAULT_PORT}")
        form.addRow(tr("Server &address:"), self.join_address)
        self.code = QLineEdit()
        self.code.setMaxLength(16)
        form.addRow(tr("&Invite code:"), self.code)
        self.join_password = QLineEdit()
        self.join_password.setMaxLength(64)
        self.join_password.setPlaceholderText(tr("none"))
        form.addRow(tr("Pass&word:"), self.join_password)
        self.set_found([])
        return page

    def set_found(self, games: list[tuple[Any, ...]]) -> None:
        """The games found on this network: (name, url) each, or (name, url, room) with
        the ``OpenRoom`` of a room open to this network (or ``None``)."""
        self.found.clear()
        for name, url, *rest in games:
            room = rest[0] if rest else None
            if room is None:
                text = f"{name} ({url})"
            else:
                text = tr("{name}: open room, free seats: {free}, seated: {players}").format(
                    name=name, free=room.free, players=", ".join(room.players) or "-")
                if room.password:
                    text += " " + tr("(password)")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, url)
            item.setData(Qt.ItemDataRole.UserRole + 1, room)
            self.found.addItem(item)
        if not games:
            item = QListWidgetItem(tr("None found yet: type the address below"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.found.addItem(item)

    def _found_chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None and item.data(Qt.ItemDataRole.UserRole):
            self.join_address.setText(str(item.data(Qt.ItemDataRole.UserRole)))
            room = item.data(Qt.ItemDataRole.UserRole + 1)
            if room is not None:
                self.code.setText(room.code)

    def _join_open(self, item: QListWidgetItem | None) -> None:
        """A click, a tap or Enter on an open room joins it at once (its code is in its
        announcement); one with a password asks for it first."""
        if item is None or item.data(Qt.ItemDataRole.UserRole + 1) is None:
            return
        self._found_chosen(item)
        room = item.data(Qt.ItemDataRole.UserRole + 1)
        if room.password and not self.join_password.text():
            self.problem.setText(tr("This room asks for a password: type it, then OK"))
            self.join_password.setFocus()
            return
        self._accept()

    # --- the answer --------------------------------------------------------------------------
    def _accept(self) -> None:
        choice, problem = self._read()
        if problem is not None:
            self.problem.setText(problem)
            return
        self.choice = choice
        self.accept()

    def _recheck(self, *_changed: object) -> None:
        """A problem said after Connect stays only while it is one: typing the name
        clears "Type your name" (or says what is still missing)."""
        if self.problem.text():
            self.problem.setText(self._read()[1] or "")

    def _read(self) -> tuple[OnlineChoice | None, str | None]:
        if self.tabs.currentIndex() == 0:
            name = self.create_name.text().strip()
            problem = name_problem(name)
            if problem is not None:
                return None, problem
            seats = [PERSON] + [str(combo.currentData())
                                for combo in self.seat_kinds[:self.players.value() - 1]]
            try:
                rules = self.create_rules()
            except ValueError as error:
                return None, refusal_words(error)
            if self.players.value() > rules.max_players():
                return None, trn("This deck deals to at most %n players",
                                 rules.max_players())
            fields = {"name": name, "seats": seats, "rules": rules.to_dict(),
                      "time_limit": int(self.time_limit.currentData()),
                      "password": self.create_password.text() or None,
                      # sent only when on: a server older than the option refuses it
                      "hints": True if self.allow_hints.isChecked() else None}
            url = None
            if self.on_server.isChecked():
                url = server_url(self.create_address.text())
                if url is None:
                    return None, tr("Type the server's address, e.g. 192.168.1.20:8765")
            table = tr("{name}'s table").format(name=name)
            return OnlineChoice(url, Request("create", fields), table, name,
                                open_room=url is None and self.open_room.isChecked()), None
        name = self.join_name.text().strip()
        problem = name_problem(name)
        if problem is not None:
            return None, problem
        url = server_url(self.join_address.text())
        if url is None:
            return None, tr("Type the server's address, e.g. 192.168.1.20:8765")
        code = self.code.text().strip().upper()
        if not code_ok(code):
            return None, tr("Type the invite code the room's creator gave you")
        fields = {"code": code, "name": name, "password": self.join_password.text() or None}
        return OnlineChoice(url, Request("join", fields), player=name), None
