"""A table in a window of its own: what the local, online and replay windows share.

``TableWindow`` assembles a table from its parts (the theme's art, the scene, the view
and its keys, the sound effects, the move log, the icon, full screen, fitting the
screen) and gives the keys that change a setting (S, O, L) the same meaning at every
table: the setting changes, is saved at once and is said as a notice.  Each window
adds its parts in the order its session needs (a local game deals between the sound
effects and the scene, so that the deal is heard and logged) and adds its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PyQt6.QtCore import QObject, Qt, QTimer
from PyQt6.QtGui import QIcon, QResizeEvent, QShowEvent
from PyQt6.QtWidgets import QMainWindow

from ..kit.decks import DeckLoad, shelf
from ..kit.first_paint import AfterFirstPaint
from ..kit.i18n import tr
from ..kit.screen_fit import TABLE_SIZE, fit_to_screen
from ..kit.theme import ASSETS, ArtCache, load_theme
from ..sessions.session import TableSession
from ..store.settings import Preferences, SettingsStore
from .move_log import LIST_KEYS, MoveLog, log_width
from .scene import TableScene
from .sounds import QtSoundPlayer, SoundCues, SoundPlayer
from .table_view import TableView

# A chosen deck still loading this long after the first frame: the cards show meanwhile
# with the game's own (the deck is drawn once loaded).
DECK_WAIT_MS = 1500

# Keeps a change of the settings (``remember(muted=True)``) and returns the settings now.
Keeper = Callable[..., Preferences]


class TableWindow(QMainWindow):
    """A window around one table.  ``store`` saves the settings the keys change; a
    window opened from another (an online table from the main window) is given that
    window's ``keeper`` instead, so that the app keeps one set of settings."""

    sorts_hand = True   # O sorts the hand (a replay shows the hands as they were dealt)

    def __init__(self, prefs: Preferences, title: str, store: SettingsStore | None = None,
                 keeper: Keeper | None = None) -> None:
        super().__init__()
        self.prefs = prefs
        self.store = store
        self.keeper = keeper
        self.art = ArtCache(load_theme(prefs.theme))
        self.deck_warning = ""
        self._deck_load: DeckLoad | None = None
        if shelf().ready(prefs.deck):
            self.deck_warning = self.use_deck(prefs)
        else:   # loaded after the first frame, which shows the table without its cards
            self.art.set_cards(None, prefs.russian_courts)
            self.art.hold()
        self.sounds: SoundCues | None = None
        self.move_log: MoveLog | None = None
        self._log_fitted: int | None = None   # the log's width last fitted to the window
        self.setWindowTitle(title)
        self.setWindowIcon(QIcon(str(ASSETS / "icons" / "durak.svg")))

    # --- the parts ------------------------------------------------------------------------
    def add_sounds(self, session: TableSession, human: int,
                   player: SoundPlayer | None = None, held: bool = False) -> QtSoundPlayer | None:
        """The sound effects of ``session``'s events; the Qt player made here when none is
        given (returned, to be released after the first frame when ``held``)."""
        made = None
        if player is None:
            player = made = QtSoundPlayer(self, held=held)
        owner = session if isinstance(session, QObject) else None   # it lives as long
        self.sounds = SoundCues(session, player, self.prefs.volume, self.prefs.muted,
                                human=human, parent=owner)
        return made

    def add_move_log(self, session: TableSession, human: int,
                     moves: Callable[[], int] = lambda: 0) -> MoveLog:
        """The move log, docked on the right, shown as the settings say."""
        log = MoveLog(session.seat_name, human, self, moves=moves, tally=session.cheat_tally)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, log)
        log.setVisible(self.prefs.move_log)
        session.updated.connect(log.on_events)
        self.move_log = log
        self.fit_move_log()
        return log

    def fit_move_log(self) -> None:
        """Keep the move log to its share of a small window, so the table keeps the rest;
        a width the player dragged it to stays."""
        log = self.move_log
        if log is None or log.isHidden() or not self.isVisible():
            return   # (fitted once shown: before, its width means nothing yet)
        if self._log_fitted is None:   # first shown: the width it came with
            self._log_fitted = log.width()
        elif abs(log.width() - self._log_fitted) > 1:
            return   # dragged by the player
        width = log_width(log.sizeHint().width(), self.width())
        if log.width() != width:
            self.resizeDocks([log], [width], Qt.Orientation.Horizontal)
            self._log_fitted = width

    def resizeEvent(self, event: QResizeEvent | None) -> None:
        super().resizeEvent(event)
        self.fit_move_log()

    def showEvent(self, event: QShowEvent | None) -> None:
        super().showEvent(event)
        self.fit_move_log()

    def add_table(self, session: TableSession,
                  view_class: type[TableView] = TableView) -> None:
        """The scene of ``session`` and the view that shows it, in the middle."""
        self.table = TableScene(session, self.art, self)
        self.view = view_class(self.table)
        self.setCentralWidget(self.view)
        if self.deck_warning:
            self.table.show_message(self.deck_warning)
        if self.art.held:
            AfterFirstPaint(self.view.viewport() or self.view, self._load_deck)

    def _load_deck(self) -> None:
        """Load the chosen system deck on a thread of its own, and show the cards once
        loaded (the table goes on meanwhile, its cards not painted, as if being dealt);
        a load that takes longer than ``DECK_WAIT_MS`` shows them with the game's own."""
        # The cards the first frame would have drawn are drawn from the deck there.
        self._deck_load = shelf().load_later(self.prefs.deck, self, self.art.drawn())
        self._deck_load.done.connect(self._deck_loaded)
        wait = QTimer(self)   # the window's: gone with it
        wait.setSingleShot(True)
        wait.timeout.connect(self._show_cards)
        wait.start(DECK_WAIT_MS)

    def _deck_loaded(self) -> None:
        load, self._deck_load = self._deck_load, None
        if load is not None and load.key == self.prefs.deck:   # still the one chosen
            warning = self.use_deck(self.prefs)
            if self.art.deck is not None:
                self.art.keep(load.images)
            if warning:
                self.table.show_message(warning)
        self.art.show_cards()   # whatever ended the load (another deck chosen meanwhile)
        self.view.surface().update()   # the cards paint from the art: no new layout

    def _show_cards(self) -> None:
        """The deck takes too long: show the cards with the game's own meanwhile."""
        if self.art.held:
            self.art.show_cards()
            self.view.surface().update()

    def connect_keys(self) -> None:
        """The keys every table means the same by: F11 and ESC, and S, O and L where the
        window has sounds, a sortable hand and a move log; the move log's arrows stay
        its own."""
        self.view.fullscreen_toggled.connect(self.toggle_fullscreen)
        self.view.fullscreen_left.connect(self.leave_fullscreen)
        if self.sounds is not None:
            self.view.sound_toggled.connect(self.toggle_sound)
        if self.move_log is not None:
            self.view.move_log_toggled.connect(self.toggle_move_log)
            self.view.keys.watch(self.move_log.list, LIST_KEYS)
        if self.sorts_hand:
            self.view.sort_requested.connect(self.toggle_sort)

    def fit_to_table(self) -> None:
        """As big as the table wants, or as fits the screen."""
        fit_to_screen(self, TABLE_SIZE)

    def use_deck(self, prefs: Preferences) -> str:
        """Draw the cards ``prefs`` choose; a system deck that cannot be used leaves the
        game's own cards, and the warning to show is returned."""
        deck, warning = shelf().open(prefs.deck)
        self.art.set_cards(deck, prefs.russian_courts)
        self.art.show_cards()
        return warning

    def redraw_cards(self, prefs: Preferences) -> None:
        """The settings changed in another window (an online table's, in the main
        window): the table open here is drawn at once in ``prefs``'s theme and cards, and
        a deck that cannot be used is said."""
        self.prefs = replace(self.prefs, theme=prefs.theme, deck=prefs.deck,
                             russian_courts=prefs.russian_courts)
        if prefs.theme != self.art.theme.key:
            self.art.set_theme(load_theme(prefs.theme))
        warning = self.use_deck(prefs)
        self.table.sync([], 0)
        if warning:
            self.table.show_message(warning)
        self.view.surface().update()

    # --- settings the keys change ---------------------------------------------------------
    def remember(self, **changes: Any) -> Preferences:
        """Keep a change of the settings: saved at once (or by the keeper)."""
        if self.keeper is not None:
            self.prefs = self.keeper(**changes)
            return self.prefs
        self.prefs = replace(self.prefs, **changes)
        if self.store is not None:
            self.store.save(self.prefs)
        return self.prefs

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def leave_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()

    def toggle_sound(self) -> None:
        """S: sound effects off or on, and remember it."""
        muted = not self.prefs.muted
        self.remember(muted=muted)
        if self.sounds is not None:
            self.sounds.muted = muted
        self.table.show_notice(tr("Sound off (S: on)") if muted else tr("Sound on (S: off)"))

    def toggle_move_log(self) -> None:
        """L: show or hide the move log, and remember it."""
        shown = not self.prefs.move_log
        self.remember(move_log=shown)
        if self.move_log is not None:
            self.move_log.setVisible(shown)
            self.fit_move_log()

    def toggle_sort(self) -> None:
        """O: sort the hand the other way (by suit or by rank), and remember it."""
        sort = "suit" if self.prefs.sort == "rank" else "rank"
        self.remember(sort=sort)
        self.sort_hand(sort)
        self.table.show_notice(tr("Your cards are sorted by rank (O: by suit)") if sort == "rank"
                               else tr("Your cards are sorted by suit (O: by rank)"))

    def sort_hand(self, sort: str) -> None:
        """Show the hand sorted ``sort`` ("suit" or "rank"); a window that plays says how."""
