"""The main window: the table, fullscreen, the menu and its dialogs, saved state."""

from __future__ import annotations

import logging
import pathlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PyQt6.QtCore import QStandardPaths, Qt, QTimer
from PyQt6.QtGui import QCloseEvent, QShowEvent
from PyQt6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QWidget

from durak import APP_ID

from .kit import i18n
from .kit.decks import shelf
from .kit.first_paint import AfterFirstPaint
from .kit.i18n import tr
from .kit.panels import as_panel, for_fingers, scroll_by_finger
from .kit.screen_fit import TABLE_SIZE, center_on, fit_to_screen
from .kit.theme import load_theme
from .model.table_fit import playable_table
from .model.table_state import HUMAN
from .sessions.local import LocalSession
from .store.checked_decks import FILE_NAME as CHECKED_DECKS
from .store.checked_decks import CheckedDecks
from .store.game_saver import GameSaver
from .store.hosting import HostingFiles, port_of
from .store.online_seat import FILE_NAME as SEAT_FILE
from .store.online_seat import HeldSeat, SeatFile
from .store.recent_replays import RecentReplays
from .store.saved_game import SavedGame
from .store.score import ScoreBook
from .store.settings import Preferences, SettingsStore, fitted_warning
from .store.statistics import MIXED, GameResult, StatsBook, variant
from .table.cards_seen import CardsSeen
from .table.move_log import LIST_KEYS, MoveLog
from .table.scene import MESSAGE_MS
from .table.sounds import SoundCues, SoundPlayer
from .table.window import TableWindow

if TYPE_CHECKING:   # the menu's dialogs and online play load when first opened
    from .online.dialog import OnlineChoice
    from .online.window import OnlineGame
    from .sessions.tutorial import Tutorial

log = logging.getLogger(__name__)



@dataclass
class Overrides:
    """Command-line choices for this session (not saved as settings)."""

    players: int | None = None
    deck: int | None = None
    seed: int | None = None
    level: str | None = None
    seat_levels: tuple[str, ...] | None = None
    speed: str | None = None
    fullscreen: bool = False
    record: str | None = None


def data_dir() -> pathlib.Path:
    """The app's data folder (score, saved game, logs)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return pathlib.Path(location or pathlib.Path.home() / ".local" / "share" / "durak")


def remember_checked_decks() -> None:
    """Keep the system decks found clean in the cache folder, so that an unchanged deck is
    not checked again at the next start (``store/checked_decks.py``)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    folder = pathlib.Path(location or pathlib.Path.home() / ".cache" / "durak")
    shelf().known = CheckedDecks(folder / CHECKED_DECKS)


class MainWindow(TableWindow):
    """The app's window: a local game against bots, the menu and its dialogs, the files
    the app keeps, and online play from the menu."""

    session: LocalSession
    sounds: SoundCues
    move_log: MoveLog

    def __init__(self, overrides: Overrides | None = None, store: SettingsStore | None = None,
                 folder: pathlib.Path | None = None,
                 sound_player: SoundPlayer | None = None) -> None:
        store = store or SettingsStore()
        prefs = store.load()
        self.language = i18n.install(prefs.language)
        self.overrides = overrides or Overrides()
        self.prefs = prefs   # what session_prefs reads before the window is built
        super().__init__(self.session_prefs(), tr("Durak"), store=store)
        self.store: SettingsStore = store
        self.prefs = prefs
        self.dialog: QDialog | QMessageBox | None = None
        self.online: OnlineGame | None = None
        seat_warning = self._open_files(folder or data_dir())
        chosen = self.session_prefs()
        self.session = LocalSession(
            rules=chosen.rules, players=chosen.players, level=chosen.level,
            speed=chosen.speed, seed=self.overrides.seed, auto_pass=chosen.auto_pass,
            record_path=self.overrides.record, parent=self, seat_levels=chosen.seat_levels,
            deal=False)
        self.session.on_result = self.count_result
        # A paused game may be left for long (or killed): it is on disk before the pause.
        self.session.paused_changed.connect(self.save_if_paused)
        # The effects wait for the first frame (see QtSoundPlayer.release_after_first_paint).
        qt_player = self.add_sounds(self.session, HUMAN, sound_player, held=True)
        assert self.sounds is not None
        self._sound_player = self.sounds.player
        self.add_move_log(self.session, HUMAN, moves=lambda: self.session.moves)
        self._add_cards_seen(chosen)
        self._deal_or_restore(chosen)
        self.add_table(self.session)
        self.table.dim_unplayable = chosen.dim_unplayable
        self.table.reduce_motion = chosen.reduce_motion
        if qt_player is not None:
            qt_player.release_after_first_paint(self.view.viewport() or self.view)
        self._statistics_loader = AfterFirstPaint(self.view.viewport() or self.view,
                                                  self.load_statistics)
        self.setMinimumSize(480, 320)
        self._connect_menu_keys()
        self._restore_geometry()
        self._warn_at_start(seat_warning)
        self.view.setFocus()

    def _open_files(self, folder: pathlib.Path) -> str | None:
        """Open the score, the saved game and the online seat kept in ``folder``; a
        warning about the seat's file, if any."""
        self.folder = folder
        self.scores = ScoreBook(folder / "score.json")
        self.statistics = StatsBook(folder / "statistics.json", earlier=self.scores.score)
        self.scores.listeners.append(self.count_in_statistics)
        self.saved = SavedGame(folder / "current-game.json")
        self.saver = GameSaver(self.saved, self)
        self.seat_file = SeatFile(folder / SEAT_FILE)
        self.recent = RecentReplays(folder)
        self.tutorial: Tutorial | None = None   # the first game that shows how, while on
        self.replays: list[QWidget] = []   # the replay windows opened from here
        held, seat_warning = self.seat_file.load()
        # An online seat held when the app last closed is offered back once it is shown.
        self.rejoin_pending = held is not None
        # So is a game this app hosted when it crashed.
        self.hosting = HostingFiles.in_folder(folder)
        self.host_pending = self.hosting.left_behind()
        return seat_warning

    def _add_cards_seen(self, chosen: Preferences) -> None:
        self.cards_seen = CardsSeen(self.session.view, self.session.seat_name, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.cards_seen)
        self.cards_seen.setVisible(chosen.cards_seen)
        self.session.updated.connect(self.cards_seen.refresh)

    def _deal_or_restore(self, chosen: Preferences) -> None:
        """Deal a new game, or show the unfinished one found on disk, paused, behind the question
        whether to continue it (asked once the window is on screen; a new one is dealt
        only if the answer is no)."""
        resumable = self.saved.load()
        if resumable is None:
            self.session.new_game(chosen.players, self.overrides.seed)
        self.session.sort = chosen.sort
        self.resume_pending = resumable is not None
        if resumable is not None:
            self.session.set_paused(True)
            self.session.restore(resumable)
            self.session.undo_used = self.saved.undo_used
        else:
            self.session.on_change = self.saver.changed

    def first_start(self) -> bool:
        """Whether this is the player's first start: no game counted, none to resume."""
        return (not self.resume_pending and not (self.folder / "score.json").exists()
                and not (self.folder / "statistics.json").exists())

    def wait_for_a_newcomer(self) -> None:
        """On the first start the first deal waits for the player (the bots would begin
        before a newcomer has read anything): paused, with a word of welcome, and the
        offer of a short first game that shows how to play."""
        if not self.first_start():
            return
        self.session.set_paused(True)
        QTimer.singleShot(0, self._offer_first_game)

    def _offer_first_game(self) -> None:
        if self.dialog is None:
            self.ask(tr("Play a short first game that shows how? (About a minute; No "
                        "skips it.)"), lambda yes: self.start_tutorial() if yes
                     else self._welcome(), default_yes=True)

    def start_tutorial(self) -> None:
        """The scripted first game (``sessions.tutorial``), not saved nor counted."""
        from .sessions.tutorial import Tutorial

        self._kept_on_change, self.session.on_change = self.session.on_change, None
        self._kept_on_result, self.session.on_result = self.session.on_result, None
        self.tutorial = Tutorial(self.session, self.table.set_coach, self._tutorial_over)
        self.tutorial.start()

    def _tutorial_over(self, completed: bool) -> None:
        """Done: a new game, which waits for the player; left: the game plays on."""
        self.session.on_change = self._kept_on_change
        self.session.on_result = self._kept_on_result
        self.tutorial = None
        if completed:   # at the player's own table (the first game had two players)
            text = self.table.coach
            self.new_game(self.session_prefs().players)
            self.session.set_paused(True)
            self.table.set_coach("")
            self.table.show_message(text)
        else:
            self.session.auto_pass = self.prefs.auto_pass

    def _welcome(self) -> None:
        self._warnings_left.insert(0, tr(
            "Welcome! Press SPACE or Continue when you are ready (the rules are in the "
            "Menu)"))
        if not self._warning_timer.isActive():
            self._warning_timer.start(200)

    def _connect_menu_keys(self) -> None:
        self.connect_keys()
        self.view.menu_requested.connect(self.open_menu)
        self.view.new_game_requested.connect(self.request_new_game)
        self.view.cards_seen_toggled.connect(self.toggle_cards_seen)
        self.view.undo_requested.connect(self.undo)
        self.view.keys.watch(self.cards_seen.list, LIST_KEYS)
        self.table.menu_requested.connect(self.open_menu)
        self.table.new_game_requested.connect(self.request_new_game)

    def _restore_geometry(self) -> None:
        geometry, fullscreen = self.store.window_state()
        if geometry is not None and self.restoreGeometry(geometry):
            fit_to_screen(self)
        else:
            fit_to_screen(self, TABLE_SIZE)
        self._start_fullscreen = fullscreen or self.overrides.fullscreen

    def _warn_at_start(self, seat_warning: str | None) -> None:
        """What was set aside or fitted at start, shown on the table one after another,
        each in full (the timer goes with the window)."""
        self.warnings = [w for w in (self.store.warning, self.scores.warning,
                                     self.saved.warning, seat_warning,
                                     self._fit_warning()) if w]
        self._warnings_left = list(self.warnings)
        self._warning_timer = QTimer(self)
        self._warning_timer.timeout.connect(self._show_next_warning)
        if self.warnings:
            self._warning_timer.start(200)

    def load_statistics(self) -> None:
        """Read the statistics file (once the first frame is up); a warning about it
        follows the start's others on the table."""
        self.statistics.load()
        warning = self.statistics.warning
        if warning and warning not in self.warnings:
            self.warnings.append(warning)
            self._warnings_left.append(warning)
            if not self._warning_timer.isActive():
                self._warning_timer.start(200)

    def _show_next_warning(self) -> None:
        """Show the next start-up warning in full; the timer stops a message after the last."""
        if not self._warnings_left:
            self._warning_timer.stop()
            return
        self.table.show_message(self._warnings_left.pop(0))
        self._warning_timer.start(MESSAGE_MS)

    def session_prefs(self) -> Preferences:
        """The saved preferences with this session's command-line choices on top, fitted
        into a table that can be dealt (see ``table_fit``)."""
        o = self.overrides
        prefs = self.prefs
        table = playable_table(prefs.rules, o.players or prefs.players, deck=o.deck,
                               keep_players=o.players is not None)
        seat_levels = prefs.seat_levels if o.seat_levels is None else o.seat_levels
        return replace(prefs, players=table.players, level=o.level or prefs.level,
                       seat_levels=seat_levels, speed=o.speed or prefs.speed,
                       rules=table.rules)

    def _fit_warning(self) -> str | None:
        """A warning if this session's choices had to be fitted to the saved rules."""
        o = self.overrides
        chosen = self.session_prefs()
        asked = (o.players or self.prefs.players, o.deck or self.prefs.rules.deck,
                 self.prefs.rules.hand_size)
        if asked == (chosen.players, chosen.rules.deck, chosen.rules.hand_size):
            return None
        return fitted_warning(chosen.rules, chosen.players)

    def show_window(self) -> None:
        if self._start_fullscreen:
            self.showFullScreen()
        else:
            self.show()

    def ask(self, question: str, answer: Callable[[bool], None], default_yes: bool) -> None:
        """A yes/no question that does not block the event loop; ``answer(yes)`` follows."""
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, tr("Durak"), question, yes | no, self)
        box.setDefaultButton(yes if default_yes else no)

        def done(result: int) -> None:
            self.dialog = None
            answer(result == yes)
        box.finished.connect(done)
        self.dialog = box
        if self.wants_panels():
            as_panel(box, self)
            box.open()
            return
        box.open()
        center_on(box, self)

    def wants_panels(self) -> bool:
        """Full screen, or the last press was a finger's: the menu and the questions are
        panels inside the table, with finger-sized targets."""
        return self.isFullScreen() or self.view.touch_last

    def showEvent(self, event: QShowEvent | None) -> None:
        super().showEvent(event)
        if self.resume_pending and self.dialog is None:
            QTimer.singleShot(0, self.offer_resume)
        elif (self.host_pending or self.rejoin_pending) and self.dialog is None:
            QTimer.singleShot(0, self.offer_rejoin)

    def offer_hosting(self) -> None:
        """Offer to host again the game this app hosted when it crashed, from the rooms
        and the seat it kept ("No" forgets them); then the seat held elsewhere, if any."""
        self.host_pending = False
        from durak.lan.hosting import forget_tables, stored_tables

        hosting = self.hosting
        tables = stored_tables(hosting.rooms)
        held, warning = hosting.seat.load()
        if warning:
            self.table.show_message(warning)
        if not tables or held is None:   # nothing that can be taken back
            forget_tables(hosting.rooms)
            hosting.seat.clear()
            self.offer_rejoin()
            return
        was_paused = self.session.paused
        self.session.set_paused(True)   # the bots wait for the answer
        table = tr("{name}'s table").format(name=tables[0])

        def answer(yes: bool) -> None:
            if yes:
                from .online.dialog import OnlineChoice
                from .sessions.remote import Request

                self.go_online(OnlineChoice(None, Request("rejoin", held.rejoin_fields()),
                                            table, held.name), port_of(held.url))
                return
            forget_tables(hosting.rooms)
            hosting.seat.clear()
            self.session.set_paused(was_paused)
            self.view.setFocus()
            self.offer_rejoin()
        self.ask(tr("Resume hosting {table}?").format(table=table), answer, default_yes=True)

    def offer_rejoin(self) -> None:
        """Offer the online seat this app held when it last closed (once a run; "No"
        keeps it offered in Play online); a game it hosted is offered first."""
        if self.dialog is not None or self.online is not None:
            return
        if self.host_pending:
            self.offer_hosting()
            return
        if not self.rejoin_pending:
            return
        self.rejoin_pending = False
        held = self.held_seat()
        if held is None:
            return
        was_paused = self.session.paused
        self.session.set_paused(True)   # the bots wait for the answer

        def answer(yes: bool) -> None:
            if yes:
                from .online.dialog import rejoin_choice

                self.go_online(rejoin_choice(held))
            else:
                self.session.set_paused(was_paused)
                self.view.setFocus()
        self.ask(tr("Rejoin the online game at {url} (room {code}, as {name})?").format(
            url=held.url, code=held.code, name=held.name), answer, default_yes=True)

    def held_seat(self) -> HeldSeat | None:
        """The online seat kept from an earlier run, if any (a corrupt file is set aside
        and said)."""
        held, warning = self.seat_file.load()
        if warning:
            self.table.show_message(warning)
        return held

    def offer_resume(self) -> None:
        """Ask whether to continue the unfinished game found at start (it is on the table,
        paused); deal a new one if not."""
        if not self.resume_pending or self.dialog is not None:
            return

        def answer(yes: bool) -> None:
            if yes:
                self.resume_pending = False
                self.session.on_change = self.saver.changed
                self.session.set_paused(False)
            else:
                self.decline_resume()
            self.offer_rejoin()
        self.ask(tr("Continue the unfinished game?"), answer, default_yes=True)

    def decline_resume(self, count: bool = True) -> None:
        """Give up the unfinished game found at start (counted in the score, unless
        ``count`` is false) and deal a new one."""
        self.resume_pending = False
        if count:
            self.scores.count_unfinished(self.session.view(), self.session.moves)
        self.saved.clear()
        self.session.on_change = self.saver.changed
        self.new_game(self.session_prefs().players)

    # --- fullscreen ----------------------------------------------------------------------
    # --- new game, menu and dialogs -------------------------------------------------------
    def request_new_game(self, players: int | None = None) -> None:
        """Ctrl+N: ask before throwing away a running game, then deal (a first game that
        shows how is left at once: it counts for nothing)."""
        c = self.session
        if self.tutorial is not None:
            self.tutorial.stop()
            self._tutorial_over(False)
            self.new_game(players or self.session_prefs().players)
            return
        seen = c.view()
        # Out of a game without teams, your place is known: no need to ask.
        if seen.is_over or (seen.out[seen.player] and not seen.rules.teams) or not c.moves:
            self.scores.count_unfinished(seen, c.moves)   # your place, if the others still play
            self.new_game(players)
            return
        was_paused = c.paused
        c.set_paused(True)

        def answer(yes: bool) -> None:
            if yes:
                self.scores.count_unfinished(c.view(), c.moves)   # abandoned: a last place
                self.new_game(players)
            else:
                c.set_paused(was_paused)
        self.ask(tr("Abandon this game and deal anew?"), answer, default_yes=False)

    def new_game(self, players: int | None = None) -> None:
        """Deal; a player count chosen in the menu is remembered for the next start."""
        if players is not None and players != self.prefs.players:
            self.prefs = replace(self.prefs, players=players)
            self.store.save(self.prefs)
        prefs = self.session_prefs()
        self.session.set_rules(prefs.rules)
        self.session.set_levels(prefs.level, prefs.seat_levels)
        self.session.speed = prefs.speed
        self.session.auto_pass = prefs.auto_pass
        self.session.new_game(players or self.session.players)

    def open_menu(self) -> None:
        """M: the menu (the game pauses while it is open)."""
        if self.dialog is not None:
            return
        from .dialogs.common import text_dialog
        from .dialogs.help import HelpDialog, about_text
        from .dialogs.menu import MenuDialog
        from .dialogs.score import ScoreDialog
        from .dialogs.statistics import StatisticsDialog

        c = self.session
        was_paused = c.paused
        c.set_paused(True)
        counts = c.rules.player_counts() or (c.players,)
        menu = MenuDialog(self, c.players, counts[-1],
                                  self.prefs.allow_undo and c.can_undo(), counts[0],
                                  counts[1] - counts[0] if len(counts) > 1 else 1)

        def done(_result: int) -> None:
            self.dialog = None
            choice = menu.choice
            if choice == "new_game":
                c.set_paused(was_paused)
                self.request_new_game(menu.players.value())
                return
            if choice == "exit":
                self.close()
                return
            if choice == "online":
                self.play_online()
                return
            c.set_paused(was_paused)
            if choice == "undo":
                self.undo()
            elif choice == "save_replay":
                self.ask_replay_path()
            elif choice == "score":
                self._show(ScoreDialog(self, self.scores))
            elif choice == "watch_replay":
                self.choose_replay()
            elif choice == "statistics":
                statistics = StatisticsDialog(self, self.statistics, games=self.recent.games())
                statistics.watch_requested.connect(self.watch_replay)
                self._show(statistics)
            elif choice == "settings":
                self.open_settings()
            elif choice == "fullscreen":
                self.toggle_fullscreen()
            elif choice == "help":
                self._show(HelpDialog(self, c.view().rules))
            elif choice == "about":
                self._show(text_dialog(self, tr("About"), about_text()))
        menu.finished.connect(done)
        self.dialog = menu
        if self.wants_panels():
            as_panel(menu, self)
        menu.open()

    def play_online(self) -> None:
        """Menu -> Play online: create or join a room; the local game stays paused."""
        if self.online is not None:
            self.online.show_room()
            return
        from .online.dialog import PlayOnlineDialog
        from .online.window import LanGames

        dialog = PlayOnlineDialog(self, self.session_prefs(), self.prefs.online_name,
                                  held=self.held_seat())
        found = LanGames(dialog)
        found.changed.connect(dialog.set_found)
        self.session.set_paused(True)

        def done(result: int) -> None:
            self.dialog = None
            found.close()
            choice = dialog.choice
            if result != QDialog.DialogCode.Accepted or choice is None:
                self.view.setFocus()
                return
            if "name" in choice.request.fields:
                self.remember_online_name(choice.request.fields["name"])
            self.go_online(choice)
        dialog.finished.connect(done)
        self.dialog = dialog
        if self.wants_panels():
            as_panel(dialog, self, titled=True)
        dialog.open()

    def go_online(self, choice: OnlineChoice, port: int | None = None) -> None:
        """Connect as ``choice`` says (hosting a server here first, if it says so: on
        ``port`` if free, its rooms kept in the data folder for "Resume hosting")."""
        from .online.window import OnlineGame, lan_host

        self.session.set_paused(True)
        try:
            self.online = OnlineGame(self, choice, self.session_prefs(), lan_host,
                                     self._sound_player, self.seat_file, self.remember,
                                     hosting=self.hosting, port=port)
        except (OSError, ValueError) as error:
            self.table.show_message(tr("Could not host the game: {error}").format(
                error=error))
            return
        self.online.finished.connect(self._online_over)

    def remember_online_name(self, name: str) -> None:
        """Offer this name again the next time the player goes online."""
        if name != self.prefs.online_name:
            self.prefs = replace(self.prefs, online_name=name)
            self.store.save(self.prefs)

    def _online_over(self) -> None:
        if self.online is not None:
            self.online.deleteLater()
        self.online = None
        self.view.setFocus()

    def _show(self, dialog: QDialog) -> None:
        """Open one of the menu's dialogs: full screen or after a tap a panel inside the
        table (the system's file dialogs stay windows), else a window of its own."""
        if self.wants_panels() and not isinstance(dialog, QFileDialog):
            as_panel(dialog, self, titled=True)
        else:
            scroll_by_finger(dialog)
            if self.view.touch_last:
                for_fingers(dialog)
        c = self.session
        was_paused = c.paused
        c.set_paused(True)

        def done(_result: int) -> None:
            self.dialog = None
            c.set_paused(was_paused)
            self.view.setFocus()
        dialog.finished.connect(done)
        self.dialog = dialog
        dialog.open()

    def ask_replay_path(self) -> None:
        """Ask where to save this game's record, for ``durak --replay``."""
        from .store.replay_file import replay_chooser

        dialog = replay_chooser(self)
        dialog.fileSelected.connect(lambda path: self.save_replay(pathlib.Path(path)))
        self._show(dialog)

    def save_replay(self, path: pathlib.Path) -> None:
        from .store.replay_file import SavedReplay, save_replay

        self.table.show_message(save_replay(path, SavedReplay(self.session.to_record())))
        if path.is_file():
            self.recent.add(path)

    def choose_replay(self) -> None:
        """Menu -> Watch a replay: a recent replay file, or any other."""
        from .dialogs.watch import WatchReplayDialog

        dialog = WatchReplayDialog(self, self.recent.files())
        if self.recent.warning:
            self.table.show_message(self.recent.warning)
        dialog.accepted.connect(lambda: self.watch_replay(dialog.path))
        self._show(dialog)

    def watch_replay(self, path: str) -> None:
        """Open a replay file in a replay window of its own (the table stays as it is);
        a file that cannot be watched is said in the status line."""
        from .replay_window import ReplayWindow
        from .store.replay_file import load_replay

        try:
            replay = load_replay(path)
        except ValueError as error:
            self.table.show_message(tr("Cannot watch {file}: {reason}").format(
                file=pathlib.Path(path).name, reason=str(error)))
            return
        window = ReplayWindow(replay, theme=self.prefs.theme, speed=self.prefs.speed)
        self.replays = [w for w in self.replays if w.isVisible()] + [window]
        window.show()
        if pathlib.Path(path).parent != self.recent.games_folder:
            self.recent.add(pathlib.Path(path))

    def open_settings(self) -> None:
        from .dialogs.settings import SettingsDialog

        dialog = SettingsDialog(self, self.prefs)

        def done(result: int) -> None:
            if result == QDialog.DialogCode.Accepted:
                self.apply_prefs(dialog.prefs)
        dialog.finished.connect(done)
        self._show(dialog)

    def apply_prefs(self, prefs: Preferences) -> None:
        """Save new settings; theme, pace and opponents apply at once, rules to the next game."""
        self.prefs = prefs
        self.store.save(prefs)
        self.language = i18n.install(prefs.language)
        self.setWindowTitle(tr("Durak"))
        chosen = self.session_prefs()
        if chosen.theme != self.art.theme.key:
            self.art.set_theme(load_theme(chosen.theme))
            self.view.surface().update()
        deck_warning = self.use_deck(chosen)
        self.session.set_rules(chosen.rules)
        self.session.set_levels(chosen.level, chosen.seat_levels)
        self.session.speed = chosen.speed
        self.session.auto_pass = chosen.auto_pass
        self.sounds.volume, self.sounds.muted = chosen.volume, chosen.muted
        self.table.dim_unplayable = chosen.dim_unplayable
        self.table.reduce_motion = chosen.reduce_motion
        self.move_log.setVisible(chosen.move_log)
        self.cards_seen.setVisible(chosen.cards_seen)
        if chosen.sort != self.session.sort:
            self.session.set_sort(chosen.sort)
        self.table.clear_message()   # a note in the old language would linger
        self.table.sync([], 0)
        self.table.show_message(deck_warning)
        self.view.surface().update()
        if self.online is not None:
            self.online.use_prefs(chosen)

    def sort_hand(self, sort: str) -> None:
        self.session.set_sort(sort)

    def remember(self, **changes: Any) -> Preferences:
        """Keep a change of the settings, made here or at an online table (whose keys
        change the app's settings, as the local table's do)."""
        prefs = super().remember(**changes)
        self.sounds.muted = prefs.muted
        if prefs.sort != self.session.sort:
            self.session.set_sort(prefs.sort)
        return prefs

    def count_result(self, place: int, players: int) -> None:
        """Score a finished game, with the human's epaulettes if he got them."""
        self.scores.record(place, players, epaulettes=self.human_epaulettes())

    def human_epaulettes(self) -> bool:
        """Whether the human is the durak of a game just ended with epaulettes."""
        view = self.session.view()
        return view.is_over and view.durak == HUMAN and view.epaulettes is not None

    def count_in_statistics(self, place: int, players: int, abandoned: bool) -> None:
        """Add the game the score just counted to the statistics, with its table."""
        c = self.session
        rules = c.view().rules
        levels = {c.level_of(seat) for seat in range(1, players)}
        cheats = c.cheat_counts()[HUMAN]
        self.statistics.record(GameResult(
            players=players, deck=rules.deck, rules=variant(rules),
            level=levels.pop() if len(levels) == 1 else MIXED, place=place,
            abandoned=abandoned, undo=c.undo_used,
            epaulettes=not abandoned and self.human_epaulettes(),
            cheats=cheats.made, cheats_caught=cheats.caught, catches=cheats.catches))
        if not abandoned and c.view().is_over:   # kept to watch again from the statistics
            from .store.replay_file import SavedReplay

            self.recent.keep_game(SavedReplay(c.to_record()))

    def undo(self) -> None:
        """Ctrl+Z (or the menu): take back your last move and the bots' answers to it."""
        if self.dialog is not None:
            return
        if not self.prefs.allow_undo:
            self.table.show_message(tr("Undo is off (Menu → Settings)"))
            return
        if self.session.undo():
            self.move_log.take_back(self.session.moves,
                                   lambda: tr("You took back your last move"))
            self.table.show_notice(tr("You took back your last move (Ctrl+Z: the one before)"))

    def toggle_cards_seen(self) -> None:
        """D: show or hide the cards seen, and remember it."""
        self.cards_seen.setVisible(self.remember(cards_seen=not self.prefs.cards_seen).cards_seen)

    # --- saving and closing --------------------------------------------------------------
    def save_if_paused(self, paused: bool) -> None:
        if paused:
            self.saver.flush()

    def closeEvent(self, event: QCloseEvent | None) -> None:
        self.saver.flush()
        self.store.save_window_state(self.saveGeometry(), self.isFullScreen())
        self.store.save(self.prefs)
        if self.session.record_log is not None:
            self.session.record_log.close()
        self.session.shutdown()
        self.table.shutdown()
        if self.online is not None:
            self.online.close()
        super().closeEvent(event)


def application() -> QApplication:
    """The QApplication, named so settings and data land in the standard places, and so
    the desktop matches its windows to the menu entry (X11's WM_CLASS is ``durak``, as the
    entry's ``StartupWMClass``; Wayland's app id is the desktop file name)."""
    QApplication.setOrganizationName("durak")
    QApplication.setApplicationName("durak")
    QApplication.setApplicationDisplayName("Durak")
    QApplication.setDesktopFileName(APP_ID)
    app = QApplication.instance()
    if app is None:
        app = QApplication(["durak"])   # WM_CLASS's instance name; no Qt options are read
    return app  # type: ignore[return-value]
