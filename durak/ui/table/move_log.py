"""The move log: the game's moves in words, in a side panel that ``L`` shows or hides.

It hears the events the table shows, redacted for the human's seat (so it never names a
card he could not see), and writes one line per move: "Player 2 forwards 7♥ to you".
Each line remembers after how many of the game's actions it was written, so an undo
removes the lines of the moves it took back, and how it is said, so a change of language
rewrites the whole log in the new one.
"""

from __future__ import annotations

from collections.abc import Callable

from PyQt6.QtCore import QEvent, Qt, QTimer
from PyQt6.QtWidgets import QListWidgetItem, QWidget

from durak.engine import (
    Attacked,
    Dealt,
    Event,
    Forwarded,
    GameOver,
    Suit,
)

from ..kit.i18n import N_, tr
from ..kit.list_panel import ListPanel
from ..words.moves import event_words
from ..words.table_text import worth_saying

MAX_LINES = 2000   # a long game has a few hundred moves
MOVES = Qt.ItemDataRole.UserRole   # a line's data: the game's action count once written
# ...and the key of what says it in the language of the moment, kept here on the Python
# side: a Python callable inside Qt's item would be freed by Qt at exit, running Python.
WORDS = Qt.ItemDataRole.UserRole + 1
Words = Callable[[], str]
# The keys the log's list keeps for itself, to move along the lines; the others are the
# table's, as everywhere in the window.
LIST_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown,
             Qt.Key.Key_Home, Qt.Key.Key_End)
# On a small window the log takes at most this share of its width (the table the rest),
# and never less than a width its lines can still be read in, wrapped.
WINDOW_SHARE = 1 / 3
READABLE_WIDTH = 130


def log_width(natural: int, window_width: int) -> int:
    """The log's width beside a table in a window ``window_width`` wide: its ``natural``
    width where that leaves the table most of the window, else a third of it."""
    return min(natural, max(READABLE_WIDTH, int(window_width * WINDOW_SHARE)))


class MoveLog(ListPanel):
    """The side panel: a list of the game's moves, newest last, for eyes and screen readers.

    ``moves`` says how many actions the game has had (none where nothing is taken back)."""

    def __init__(self, name: Callable[[int], str], human: int,
                 parent: QWidget | None = None, moves: Callable[[], int] = lambda: 0,
                 tally: Callable[[], list[str]] = list) -> None:
        super().__init__(N_("Move log"), "move-log", parent)
        self.setMinimumWidth(READABLE_WIDTH)
        self.name = name
        self.human = human
        self.moves = moves
        self.tally = tally   # (cheating) the cheats made and caught, written at the end
        self._weli: Suit | None = None   # (weli) the suit the 6♦ was last laid named
        # Scrolling lays out every line at once (their heights, wrapped): it waits for the
        # event loop, where Qt lays them out anyway, so a move does not pay for it.
        self._scroll = QTimer(self)
        self._scroll.setSingleShot(True)
        self._scroll.setInterval(0)
        self._scroll.timeout.connect(self.list.scrollToBottom)
        self._words: dict[int, Words] = {}
        self._next_key = 0

    def take_back(self, moves: int, line: Words) -> None:
        """The game went back to its first ``moves`` actions: the lines written after them
        go, and ``line`` says so (one such line: a second undo removes the first's)."""
        while self.list.count():
            last = self.list.item(self.list.count() - 1)
            if last is None or last.data(MOVES) <= moves:
                break
            self._forget(self.list.takeItem(self.list.count() - 1))
        # Half a move on: it belongs to the take-back, so the next one to here removes it.
        self._add(line, moves + 0.5)
        self._describe_last()

    def on_events(self, events: list[Event], _duration: int = 0) -> None:
        """Add the lines for ``events`` (as the human's seat sees them); a deal starts anew."""
        seen = [event.redact(self.human) for event in events]
        moves = self.moves()
        if any(isinstance(event, Dealt) for event in seen):
            self.list.clear()
            self._words.clear()
            self._add(lambda: tr("New game"), moves)
        for event in worth_saying(seen):
            if isinstance(event, Attacked | Forwarded) and event.suit is not None:
                self._weli = event.suit   # the 6♦ laid named: a cover on it says so
            if event_words(event, self.name, self.human, self._weli):
                self._add(self._words_of(event, self._weli), moves)
            if isinstance(event, GameOver):   # said again in a new language, as the rest
                for index in range(len(self.tally())):
                    self._add(self._tally_line(index), moves)
        while self.list.count() > MAX_LINES:
            self._forget(self.list.takeItem(0))
        if seen:
            self._describe_last()

    def _tally_line(self, index: int) -> Words:
        """The words of the tally's line ``index``, said again in the current language."""
        def line() -> str:
            lines = self.tally()
            return lines[index] if index < len(lines) else ""
        return line

    def _words_of(self, event: Event, weli: Suit | None = None) -> Words:
        return lambda: event_words(event, self.name, self.human, weli)

    def _add(self, words: Words, moves: float) -> None:
        self.list.addItem(words())
        item = self.list.item(self.list.count() - 1)
        assert item is not None
        item.setData(MOVES, moves)
        item.setData(WORDS, self._next_key)
        self._words[self._next_key] = words
        self._next_key += 1

    def _forget(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self._words.pop(item.data(WORDS), None)

    def changeEvent(self, event: QEvent | None) -> None:
        """A change of language: every line said again in the new one."""
        if event is not None and event.type() == QEvent.Type.LanguageChange:
            for row in range(self.list.count()):
                item = self.list.item(row)
                words = self._words.get(item.data(WORDS)) if item is not None else None
                if item is not None and words is not None:
                    item.setText(words())
            if self.list.count():
                self._describe_last()
        super().changeEvent(event)

    def _describe_last(self) -> None:
        """Tell screen readers the newest line, and show it."""
        if self.list.count():
            last = self.list.item(self.list.count() - 1).text()  # type: ignore[union-attr]
            self.list.setAccessibleDescription(tr("Last move: {move}").format(move=last))
            self._scroll.start()
