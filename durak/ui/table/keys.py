"""The key map, for the whole window: every key works whatever has the focus.

A key goes to the widget that has the focus: the table, or one of the table's buttons
after Tab (a mouse click never moves the focus to a button).  ``KeyMap`` filters the key
presses of the table's window and of every widget in it, before any of them sees the key,
so that no button swallows one.  Enter and SPACE press the button that has the focus;
otherwise SPACE pauses and Enter plays the selection.  Dialogs keep their keys: as
windows of their own, and as panels inside the table (``kit.panels`` sends them a key
meant for the table while one is open).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PyQt6.QtCore import QEvent, QObject, Qt, pyqtBoundSignal
from PyQt6.QtGui import QKeyEvent
from PyQt6.QtWidgets import QWidget

from durak.engine import Suit

from ..kit.i18n import tr
from ..model.naming import SUITS
from .spoken import SUIT_NAMES

if TYPE_CHECKING:
    from .items import ButtonItem
    from .scene import TableScene

PRESS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
# The weli's chooser: 1-4 name the suits in its order (♠ ♥ ♦ ♣), and so do their letters.
NUMBERS: dict[int, int] = {Qt.Key.Key_1.value: 1, Qt.Key.Key_2.value: 2,
                           Qt.Key.Key_3.value: 3, Qt.Key.Key_4.value: 4}
# Keys the chooser keeps while it is open: nothing else is played meanwhile.
CHOOSER_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
                Qt.Key.Key_Tab, Qt.Key.Key_Backtab, *PRESS)


def suit_of_letter(text: str) -> Suit | None:
    """The suit a letter names in the weli's chooser: S, H, D or C, or the first letter
    of the suit's name in the current language where no other suit's starts with it
    (Russian п ч б т; German Pik and Herz, its Karo and Kreuz share a K)."""
    letter = text.strip().lower()
    if len(letter) != 1:
        return None
    if letter in "shdc":
        return SUITS["shdc".index(letter)]
    initials = [tr(name)[:1].lower() for name in SUIT_NAMES]
    if initials.count(letter) == 1:
        return Suit(initials.index(letter))
    return None


class KeyedView(Protocol):
    """What the key map needs of the table's view (``table_view.TableView``): its scene,
    the button that has the focus, and the signals the window acts on."""

    fullscreen_toggled: pyqtBoundSignal
    fullscreen_left: pyqtBoundSignal
    menu_requested: pyqtBoundSignal
    new_game_requested: pyqtBoundSignal
    sort_requested: pyqtBoundSignal
    sound_toggled: pyqtBoundSignal
    move_log_toggled: pyqtBoundSignal
    cards_seen_toggled: pyqtBoundSignal
    undo_requested: pyqtBoundSignal
    chat_requested: pyqtBoundSignal

    @property
    def table(self) -> TableScene: ...

    def focused_button(self) -> ButtonItem | None: ...


# The letters of the key map (without Ctrl): what each does to the table's view.
LETTERS: dict[Qt.Key, Callable[[KeyedView], object]] = {
    Qt.Key.Key_M: lambda view: view.menu_requested.emit(),
    Qt.Key.Key_O: lambda view: view.sort_requested.emit(),
    Qt.Key.Key_S: lambda view: view.sound_toggled.emit(),
    Qt.Key.Key_L: lambda view: view.move_log_toggled.emit(),
    Qt.Key.Key_D: lambda view: view.cards_seen_toggled.emit(),
    Qt.Key.Key_C: lambda view: view.chat_requested.emit(),
    Qt.Key.Key_H: lambda view: view.table.request_hint(),
    Qt.Key.Key_X: lambda view: view.table.session.controls.exchange(),
    Qt.Key.Key_R: lambda view: view.table.session.controls.redeal(),
    Qt.Key.Key_T: lambda view: view.table.session.controls.show_trump(),
    Qt.Key.Key_F: lambda view: view.table.session.controls.toggle_direction(),
}


class KeyMap(QObject):
    """The original's key map (and Tab along the table's buttons) for one table view."""

    def __init__(self, view: KeyedView, parent: QObject) -> None:
        super().__init__(parent)
        self.view = view
        self.own_keys: dict[QObject, tuple[Qt.Key, ...]] = {}

    def watch(self, widget: QWidget, own_keys: tuple[Qt.Key, ...] = ()) -> None:
        """Take the key presses sent to ``widget`` (a widget of the table's window), but
        for ``own_keys``, which ``widget`` keeps (a list's arrows, say)."""
        widget.installEventFilter(self)
        if own_keys:
            self.own_keys[widget] = own_keys

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if event is not None and event.type() == QEvent.Type.KeyPress:
            key_event: QKeyEvent = event  # type: ignore[assignment]  # a KeyPress is one
            if watched is not None and key_event.key() in self.own_keys.get(watched, ()):
                return False
            return self.handle(key_event)
        return False

    def handle(self, event: QKeyEvent) -> bool:
        """Do what the key means; ``False`` for a key that is not in the map."""
        view = self.view
        table = view.table
        c = table.session
        key = event.key()
        mods = event.modifiers()
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        if c.controls.naming_offer() is not None and self._name_weli(event):
            event.accept()
            return True
        focused = view.focused_button()
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            table.focus_button(-1 if key == Qt.Key.Key_Backtab or shift else 1)
        elif focused is not None and key in PRESS:
            focused.click()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and ctrl and not shift:
            c.controls.move_cursor_only(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            c.controls.move_cursor(-1 if key == Qt.Key.Key_Left else 1, extend=shift)
        elif key == Qt.Key.Key_Space and ctrl:
            c.controls.toggle_at_cursor()
        elif key == Qt.Key.Key_Up:
            c.controls.play_selected()
        elif key == Qt.Key.Key_Down:
            c.controls.down()
        elif key == Qt.Key.Key_A and ctrl:
            c.controls.select_all()
        elif key == Qt.Key.Key_Z and ctrl:
            view.undo_requested.emit()
        elif key == Qt.Key.Key_N and ctrl:
            view.new_game_requested.emit()
        elif key == Qt.Key.Key_F11:
            view.fullscreen_toggled.emit()
        elif key == Qt.Key.Key_Escape:
            table.clear_button_focus()
            view.fullscreen_left.emit()
        elif key == Qt.Key.Key_Space:
            if c.view().is_over:
                view.new_game_requested.emit()
            else:
                c.toggle_pause()
        elif key == Qt.Key.Key_K and not ctrl:
            if shift:
                c.controls.next_suspect()
            else:
                c.controls.catch()
        elif key in LETTERS and not ctrl:
            LETTERS[Qt.Key(key)](view)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            c.controls.play_selected()
        else:
            return False
        event.accept()
        return True

    def _name_weli(self, event: QKeyEvent) -> bool:
        """The weli's chooser is open: arrows, Tab, 1-4 or a suit's letter, Enter names
        the suit, Esc plays nothing; ``False`` for a key the chooser leaves to the map."""
        controls = self.view.table.session.controls
        key = event.key()
        suit = suit_of_letter(event.text())
        if key == Qt.Key.Key_Escape:
            controls.cancel_naming()
        elif key in NUMBERS:
            controls.name_by_number(NUMBERS[key])
        elif suit is not None:
            controls.name_suit(suit)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            back = key in (Qt.Key.Key_Left, Qt.Key.Key_Backtab) or bool(
                event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            controls.move_naming(-1 if back else 1)
        elif key in PRESS:
            controls.confirm_naming()
        elif key not in CHOOSER_KEYS:
            return False
        return True

