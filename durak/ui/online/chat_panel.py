"""Talk in an online room: the lines said, the chat line to type in, the quick reactions,
muting a player and hiding the chat.

In the room's dialog the line is always there.  At the table it opens on C or the Chat
button and closes on Escape or once a line is sent, giving the keys back to the table:
while it is open every key typed goes to the line (none plays a card), and while it is
closed it takes none.  The panel sits at the top of the table, where the on-screen
keyboard of a touch screen (which rises from the bottom) leaves it visible.  A screen
reader hears each new line once, as the name of the news label, not in the table's
description.
"""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QObject, Qt, QTimer, pyqtSignal
from PyQt6.QtGui import QAction, QKeyEvent, QShowEvent, QTouchEvent
from PyQt6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from durak.protocol import MAX_CHAT

from ..kit.i18n import tr
from ..model.chat import ChatLine
from ..sessions.remote import RemoteSession
from ..words.reactions import REACTION_WORDS, line_text, spoken_line
from ..words.server_errors import NO_CHAT

# Lines the list shows at the table without scrolling: the table stays the table.
TABLE_ROWS = 3
LOBBY_ROWS = 3
TOUCH_HEIGHT = 36   # a finger's size for the panel's buttons


class ChatEntry(QLineEdit):
    """The chat line: it keeps every key typed in it (no game key reaches the table);
    Escape leaves it."""

    left = pyqtSignal()

    def keyPressEvent(self, event: QKeyEvent | None) -> None:
        if event is None:
            return
        if event.key() == Qt.Key.Key_Escape:
            self.left.emit()
        else:
            super().keyPressEvent(event)
        event.accept()


class Taps(QObject):
    """A tap on a button presses it: the buttons take touch events themselves (a tap is
    a press at once, with no wait for a mouse event made from the touch)."""

    def watch(self, button: QAbstractButton) -> None:
        button.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, True)
        button.installEventFilter(self)

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if event is None or not isinstance(watched, QAbstractButton):
            return False
        kind = event.type()
        if kind in (QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate):
            event.accept()
            return True
        if kind == QEvent.Type.TouchEnd:
            touch: QTouchEvent = event  # type: ignore[assignment]  # a TouchEnd is one
            points = touch.points()
            if points and watched.rect().contains(points[0].position().toPoint()):
                if isinstance(watched, QToolButton) and watched.menu() is not None:
                    QTimer.singleShot(0, watched.showMenu)   # its menu, after the touch
                else:
                    watched.click()
            event.accept()
            return True
        return False


class ChatPanel(QWidget):
    """The chat of ``session``'s room; ``at_table``: the line opens on request and
    ``left`` hands the focus back to the table when it closes."""

    left = pyqtSignal()

    def __init__(self, session: RemoteSession, at_table: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chat-panel")
        self.session = session
        self.at_table = at_table
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        top = QHBoxLayout()
        self.open_button = QPushButton(tr("Chat (C)"))
        self.open_button.setObjectName("chat-open")
        self.open_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.open_button.setMinimumHeight(TOUCH_HEIGHT)
        self.open_button.clicked.connect(self.toggle_line)
        self.open_button.setVisible(at_table)
        top.addWidget(self.open_button)
        # The newest line (and a refusal), and what a screen reader hears of it, once.
        self.news = QLabel()
        self.news.setObjectName("chat-news")
        self.news.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        top.addWidget(self.news, 1)
        self.mute_button = QToolButton()
        self.mute_button.setText(tr("Mute…"))
        self.mute_button.setObjectName("chat-mute")
        self.mute_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.mute_button.setMinimumHeight(TOUCH_HEIGHT)
        self.mute_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.mute_menu = QMenu(self.mute_button)
        self.mute_button.setMenu(self.mute_menu)
        top.addWidget(self.mute_button)
        self.hide_button = QPushButton(tr("Hide chat"))
        self.hide_button.setObjectName("chat-hide")
        self.hide_button.setCheckable(True)
        self.hide_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide_button.setMinimumHeight(TOUCH_HEIGHT)
        self.hide_button.toggled.connect(self.set_hidden)
        top.addWidget(self.hide_button)
        layout.addLayout(top)
        self.lines = QListWidget()
        self.lines.setObjectName("chat-lines")
        self.lines.setAccessibleName(tr("Chat"))
        self.lines.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.lines.setWordWrap(True)
        rows = TABLE_ROWS if at_table else LOBBY_ROWS
        self.lines.setFixedHeight(self.lines.fontMetrics().lineSpacing() * rows + 8)
        layout.addWidget(self.lines)
        self.line_row = QWidget()
        row = QHBoxLayout(self.line_row)
        row.setContentsMargins(0, 0, 0, 0)
        self.entry = ChatEntry()
        self.entry.setObjectName("chat-entry")
        self.entry.setMaxLength(MAX_CHAT)
        self.entry.setAccessibleName(tr("Chat line"))
        self.entry.setPlaceholderText(tr("Say something to the table"))
        self.entry.setMinimumHeight(TOUCH_HEIGHT)
        self.entry.returnPressed.connect(self.send)
        self.entry.left.connect(self.close_line)
        row.addWidget(self.entry, 1)
        self.send_button = QPushButton(tr("Send"))
        self.send_button.setObjectName("chat-send")
        self.send_button.setMinimumHeight(TOUCH_HEIGHT)
        self.send_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.send_button.clicked.connect(self.send)
        row.addWidget(self.send_button)
        layout.addWidget(self.line_row)
        self.reaction_row = QWidget()
        reactions = QHBoxLayout(self.reaction_row)
        reactions.setContentsMargins(0, 0, 0, 0)
        self.reaction_buttons: dict[str, QPushButton] = {}
        for reaction, words in REACTION_WORDS.items():
            button = QPushButton(tr(words))
            button.setObjectName(f"reaction-{reaction}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumHeight(TOUCH_HEIGHT)
            button.clicked.connect(lambda _checked, r=reaction: self.react(r))
            reactions.addWidget(button)
            self.reaction_buttons[reaction] = button
        reactions.addStretch(1)
        layout.addWidget(self.reaction_row)
        # In the room, which must fit a small screen, the reactions are a menu.
        self.react_button = QToolButton()
        self.react_button.setText(tr("React…"))
        self.react_button.setObjectName("chat-react")
        self.react_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.react_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.react_menu = QMenu(self.react_button)
        for reaction, words in REACTION_WORDS.items():
            action = QAction(tr(words), self.react_menu)
            action.triggered.connect(lambda _checked, r=reaction: self.react(r))
            self.react_menu.addAction(action)
        self.react_button.setMenu(self.react_menu)
        if not at_table:
            row.addWidget(self.react_button)
            for small in (self.open_button, self.mute_button, self.hide_button,
                          self.send_button):
                small.setMinimumHeight(0)
        self.taps = Taps(self)
        tappable: list[QAbstractButton] = [self.open_button, self.mute_button, self.hide_button,
                                           self.send_button, self.react_button,
                                           *self.reaction_buttons.values()]
        for tapped in tappable:
            self.taps.watch(tapped)
        session.chat_said.connect(self.heard)
        session.chat_refused.connect(self.refused)
        session.room_changed.connect(self.fill_mute_menu)
        self.fill_mute_menu()
        self.fill()
        self.set_line_open(not at_table)

    def showEvent(self, event: QShowEvent | None) -> None:
        """As muted and hidden meanwhile in the room's other panel."""
        self.fill_mute_menu()
        self.fill()
        self.hide_button.setChecked(self.session.chat.hidden)
        super().showEvent(event)

    # --- the line --------------------------------------------------------------------------
    @property
    def line_open(self) -> bool:
        return not self.line_row.isHidden()

    def set_line_open(self, shown: bool) -> None:
        self.line_row.setVisible(shown)
        self.reaction_row.setVisible(shown and self.at_table)
        self.react_button.setEnabled(self.session.can_chat)
        can = self.session.can_chat
        self.entry.setEnabled(can)
        self.send_button.setEnabled(can)
        for button in self.reaction_buttons.values():
            button.setEnabled(can)
        if not can:
            self.entry.setPlaceholderText(tr(NO_CHAT))

    def open_line(self) -> None:
        """Show the chat line and type in it (C, or the Chat button)."""
        self.set_line_open(True)
        self.entry.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def close_line(self) -> None:
        """Close the line (at the table) and hand the keys back to the table."""
        if self.at_table:
            self.set_line_open(False)
            self.left.emit()

    def toggle_line(self) -> None:
        if self.at_table and self.line_open:
            self.close_line()
        else:
            self.open_line()

    def send(self) -> None:
        text = self.entry.text()
        if self.session.say(text):
            self.entry.clear()
            self.close_line()
        elif text.strip() and not self.session.can_chat:
            self.refused(tr(NO_CHAT))

    def react(self, reaction: str) -> None:
        if self.session.react(reaction):
            self.close_line()

    # --- what was said ---------------------------------------------------------------------
    def heard(self, line: ChatLine) -> None:
        """A new line to show (it is neither muted nor hidden): in the list, in the news
        label, and said once to a screen reader."""
        self.lines.addItem(line_text(line))
        self._trim()
        self.lines.scrollToBottom()
        self.news.setText(line_text(line))
        self.news.setAccessibleName(spoken_line(line))

    def refused(self, text: str) -> None:
        self.news.setText(text)
        self.news.setAccessibleName(text)

    def fill(self) -> None:
        """The list again from the session's chat (after muting, hiding or showing)."""
        self.lines.clear()
        for line in self.session.chat.shown():
            self.lines.addItem(line_text(line))
        self._trim()
        self.lines.scrollToBottom()
        hidden = self.session.chat.hidden
        self.lines.setVisible(not hidden)
        self.news.setVisible(not hidden)
        if hidden or not self.session.chat.shown():
            self.news.clear()

    def _trim(self) -> None:
        while self.lines.count() > 200:
            self.lines.takeItem(0)

    def set_hidden(self, hidden: bool) -> None:
        """Hide the chat (lines and news; the line to type stays) or show it again."""
        self.session.chat.hidden = hidden
        self.hide_button.setChecked(hidden)
        self.hide_button.setText(tr("Show chat") if hidden else tr("Hide chat"))
        self.fill()

    # --- muting ----------------------------------------------------------------------------
    def fill_mute_menu(self) -> None:
        """One checkable entry per other player in the room."""
        self.mute_menu.clear()
        session = self.session
        room = session.room
        seats = room["seats"] if room is not None else ()
        for index, seat in enumerate(seats):
            if index == session.seat or seat["name"] is None:
                continue
            action = QAction(seat["name"], self.mute_menu)
            action.setCheckable(True)
            action.setChecked(index in session.chat.muted)
            action.toggled.connect(lambda muted, i=index: self.mute(i, muted))
            self.mute_menu.addAction(action)
        self.mute_button.setEnabled(bool(self.mute_menu.actions()))

    def mute(self, seat: int, muted: bool = True) -> None:
        """Mute ``seat`` (its lines disappear, now and to come) or hear it again."""
        self.session.chat.mute(seat, muted)
        self.fill()
