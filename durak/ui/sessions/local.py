"""The local session: the one ``Game`` in this process, against bots; the table only shows.

The human's intents (``intents``: a click, a drop, a key) become engine actions here;
illegal ones are refused with the engine's reason and change nothing.  The bots
(``bot_seats``) act at a human pace (fast-forwarded once no human is left), the
reinforcement window runs on its clock (``window_clock``), and pause stops all of it.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PyQt6.QtCore import QObject, QTimer, pyqtSignal

from durak.ai import Bot
from durak.engine import (
    Action,
    Card,
    Event,
    Game,
    IllegalAction,
    Record,
    Rules,
    View,
)

from ..kit.i18n import tr
from ..model.cheats import CheatCount, cheat_counts
from ..model.layout import TableSnapshot
from ..model.table_fit import fit_players
from ..model.table_state import HUMAN, HandOrders, SeatView, pace, snapshot_of
from ..store.record_log import RecordLog
from ..store.score import place_of
from ..store.settings import LEVEL_NAMES
from ..words.reasons import said_to
from ..words.table_text import (
    cheat_lines,
    event_notes,
    place_note,
    result_lines,
    seat_notes,
    series_note,
)
from .bot_seats import BotSeats
from .countdown import Countdown
from .human import HumanControls
from .series import Series
from .session import DefaultWords
from .window_clock import WindowClock

if TYPE_CHECKING:   # the helper process (and multiprocessing) load only when a bot searches
    from durak.ai import BotWorker

log = logging.getLogger(__name__)

# Once the human is out the reinforcement window is short too (see table_state.OUT_PACE).
OUT_WINDOW_SECONDS = 1.0
# The beat after a new round starts, before the human's input counts again (ms per speed):
# a key meant for the old round must not land in the new one.
BEAT = {"slow": 1200, "normal": 800, "fast": 500}
# How long the bots wait while the human may still ask for a redeal (ms per speed): long
# enough to see the hand and press "Redeal" before the first lead.
REDEAL_WAIT = {"slow": 6000, "normal": 4500, "fast": 3000}
# How long a searching bot thinks per decision at the table, per speed (seconds).
THINKING = {"slow": 1.2, "normal": 0.8, "fast": 0.4}


def replayed(record: Record, moves: int) -> tuple[Game, list[Event]]:
    """The game of ``record`` after its first ``moves`` actions, and every event on the way
    (the deal's first): what the bots are told when a game is resumed or a move undone."""
    game = record.start()
    events = list(game.opening_events())
    for action in record.actions[:moves]:
        events += game.apply(action)
    return game, events


class LocalSession(QObject, DefaultWords):
    """The local session: runs one game at a time for the human in seat 0 against bots.

    It is the only part of the table that holds the ``Game`` (see ``session.Session``).
    """

    seat = HUMAN

    updated = pyqtSignal(list, int)      # events just applied, animation duration (ms)
    paused_changed = pyqtSignal(bool)
    game_finished = pyqtSignal()
    message = pyqtSignal(str)            # a transient note for the status line
    announced = pyqtSignal(str)          # what the others just did, until the next move

    def __init__(self, rules: Rules | None = None, players: int = 3, level: str = "original",
                 speed: str = "normal", seed: int | None = None, auto_pass: bool = True,
                 record_path: str | None = None, parent: QObject | None = None,
                 deal: bool = True, seat_levels: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self.rules = rules or Rules()
        self.players = players
        self.speed = speed
        self.auto_pass = auto_pass
        self.paused = False
        self.game: Game   # dealt below (or set by a subclass), never a placeholder deal
        self.controls = HumanControls(self, refresh=lambda ms: self.updated.emit([], ms),
                                      say=self._say)
        self._orders = HandOrders()
        self._seen = SeatView()   # the human's view, once per state of the game
        self._result_recorded = False
        self._seed = 0
        self.undo_used = False   # the human took a move back in this game
        self.series = Series(self.rules, players)
        self.on_result: Callable[[int, int], None] | None = None   # (place, players)
        # After every change: the game, and whether a move was taken back in it.
        self.on_change: Callable[[Game, bool], None] | None = None
        self.record_log = RecordLog(record_path) if record_path else None
        self.bot_seats = BotSeats(
            view_of=lambda seat: self.game.view(seat), moves=lambda: len(self.game.history),
            play=self.apply, may_move=lambda: not self.paused and not self.game.is_over,
            thinking=lambda: THINKING.get(self.speed, 0.8), level=level,
            seat_levels=seat_levels, parent=self)
        self.window_clock = WindowClock(self)
        self.window_clock.ticked.connect(lambda: self.message.emit(""))  # the count shown
        self.window_clock.expired.connect(self._window_expired)
        self._beat_timer = QTimer(self)
        self._beat_timer.setSingleShot(True)
        self._beat_timer.timeout.connect(self._beat_over)
        if deal:
            self.new_game(players, seed)

    # --- game lifecycle ------------------------------------------------------------------
    def new_game(self, players: int | None = None, seed: int | None = None) -> None:
        """Shuffle and deal at once; the previous game is dropped."""
        if players is not None:
            self.players = players
        self.players = fit_players(self.rules, self.players)
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 63)
        previous = getattr(self, "game", None)
        self.game, self.series = self.series.next_game(previous, self.rules, self.players, seed)
        self._seed = seed
        self._seat_bots()
        self.controls.choice.clear()
        self._result_recorded = False
        self.undo_used = False
        self.window_clock.stop()
        self.set_paused(False)
        events = list(self.game.opening_events())
        self.bot_seats.observe(events)
        self.updated.emit(events, self.durations()[0])
        self._after_change()

    def level_of(self, seat: int) -> str:
        """The level of the bot in ``seat``: its own setting, else the common one."""
        return self.bot_seats.level_of(seat)

    def set_levels(self, level: str, seat_levels: Sequence[str] = ()) -> None:
        """Change the bots' levels; a bot whose level changes is replaced at once."""
        if (self.bot_seats.set_levels(level, seat_levels) and not self.game.is_over
                and not self.paused):
            self.bot_seats.wake(self._bots_wait())

    @property
    def level(self) -> str:
        """Every bot's level, unless a seat has its own."""
        return self.bot_seats.level

    @property
    def bots(self) -> dict[int, Bot]:
        return self.bot_seats.bots

    @bots.setter
    def bots(self, bots: dict[int, Bot]) -> None:
        self.bot_seats.bots = bots

    @property
    def worker(self) -> BotWorker | None:
        return self.bot_seats.worker

    @worker.setter
    def worker(self, worker: BotWorker | None) -> None:
        self.bot_seats.worker = worker

    def _seat_bots(self) -> None:
        """A fresh bot of its level in every seat but the human's."""
        self.bot_seats.seat(self.players, self._seed)
        self._orders = HandOrders(self.players)

    def set_rules(self, rules: Rules) -> None:
        """Rules for the next game."""
        self.rules = rules

    def restore(self, game: Game) -> None:
        """Continue ``game`` (a replayed record) at the table."""
        self.game = game
        self.players = game.num_players
        self.rules = game.rules
        self.series = Series(self.rules, self.players)
        self._seat_bots()
        self.bot_seats.observe(replayed(Record.of(game), len(game.history))[1])
        self.controls.choice.clear()
        self._result_recorded = game.is_over
        self._follow_window()
        self.updated.emit([], 0)
        self._after_change()

    def human_out(self) -> bool:
        return self.game.is_out(HUMAN) or self.game.is_over

    def durations(self) -> tuple[int, int]:
        """(card move ms, bot pause ms) at the current speed; quicker once the human is out."""
        return pace(self.speed, self.human_out())

    # --- applying actions ----------------------------------------------------------------
    def apply(self, action: Action) -> bool:
        """Apply ``action``; an illegal one is refused with the engine's reason."""
        try:
            events = self.game.apply(action)
        except IllegalAction as error:
            if action.player == HUMAN:
                self._say(said_to(error, HUMAN, self.seat_name))
            else:
                log.error("bot at seat %s tried %s: %s", action.player, action, error)
            return False
        if self.record_log is not None:
            self.record_log.action(action)
        self.bot_seats.observe(events)
        self.controls.choice.keep(self.game.hand(HUMAN))
        if any(event.kind == "round_ended" for event in events):
            self.controls.choice.clear()   # a choice made for the old round does not carry over
        self._follow_window()
        if any(event.kind == "round_started" for event in events) and not self.human_out():
            self._beat_timer.start(BEAT.get(self.speed, BEAT["normal"]))
        self.updated.emit(events, self.durations()[0])
        self._announce(events)
        self._after_change()
        return True

    # --- undo ------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """True while the game runs and the human has played a move that can be taken back."""
        return not self.game.is_over and self._undo_target() is not None

    def _undo_target(self) -> int | None:
        """How many actions stay when the human's last move is taken back: the position
        before his last action that was a choice (a ``done`` said for him by auto-pass,
        when it was all he could do, is skipped, or undo would land on it again)."""
        history = self.game.history
        record = Record.of(self.game)
        for index in range(len(history) - 1, -1, -1):
            if history[index].player != HUMAN:
                continue
            if history[index].kind != "done" or not self.auto_pass:
                return index
            before = record.replay(index)
            if before.legal_actions(HUMAN) != [Action.done(HUMAN)] or not before.window_open:
                return index
        return None

    def undo(self) -> bool:
        """Take back the human's last move and the bots' answers to it: the record is
        replayed to just before it.  A search under way is cancelled and its answer
        dropped; the bots are seated afresh and told every event up to there."""
        target = None if self.game.is_over else self._undo_target()
        if target is None:
            self._say(tr("There is no move of yours to take back"))
            return False
        self.bot_seats.stop()
        game, events = replayed(Record.of(self.game), target)
        self.game = game
        self.undo_used = True
        self.bot_seats.seat(self.players, self._seed)
        self.bot_seats.observe(events)
        self._beat_timer.stop()
        self.controls.choice.clear()
        if self.record_log is not None:
            self.record_log.undo(target)
        self._follow_window()
        self.updated.emit([], self.durations()[0])
        self._after_change()
        return True

    def _announce(self, events: list[Event]) -> None:
        """Say in the status line (and so to screen readers) what the bots just did."""
        text = event_notes(events, self.game.rules)
        if text:
            self.announced.emit(text[:1].upper() + text[1:])

    @property
    def between_rounds(self) -> bool:
        """True during the beat after a new round starts, when the human's input waits."""
        return self._beat_timer.isActive()

    def _beat_over(self) -> None:
        self.updated.emit([], 0)

    def _say(self, text: str) -> None:
        """A note for the status line, as a sentence."""
        self.message.emit(text[:1].upper() + text[1:])

    def _after_change(self) -> None:
        game = self.game
        if self.on_change is not None:
            self.on_change(game, self.undo_used)
        if game.is_over:
            self.window_clock.stop()
            self.bot_seats.stop()
            self._finish()
            return
        if self._auto_pass_human():
            return
        if not self.paused:
            self.bot_seats.schedule(self._bots_wait())

    def _bots_wait(self) -> int:
        """How long the bots wait before they look for a move: the table's pace, or longer
        while the human may still ask for a redeal (his own hand says so: nothing leaks)."""
        if not self.human_out() and Action.redeal(HUMAN) in self.game.legal_actions(HUMAN):
            return REDEAL_WAIT.get(self.speed, REDEAL_WAIT["normal"])
        return self.durations()[1]

    def _auto_pass_human(self) -> bool:
        """Say done for the human when the window is open and he has nothing to add; with
        cheating not while he may still catch a card: the window gives him time to look."""
        if not self.auto_pass or not self.game.window_open:
            return False
        if self.game.catch_actions(HUMAN):
            return False
        legal = self.game.legal_actions(HUMAN)
        if legal == [Action.done(HUMAN)]:
            QTimer.singleShot(0, lambda: self._apply_if_legal(Action.done(HUMAN)))
            return True
        return False

    def _apply_if_legal(self, action: Action) -> None:
        if not self.paused and action in self.game.legal_actions(action.player):
            self.apply(action)

    def _finish(self) -> None:
        game = self.game
        if self.record_log is not None and not self._result_recorded:
            self.record_log.game_over(game.winners, game.durak)
        if not self._result_recorded:
            self._result_recorded = True
            self.series.add(game)
            place = place_of(game.view(HUMAN))
            if self.on_result is not None:
                self.on_result(place, self.players)
        self.game_finished.emit()

    def shutdown(self) -> None:
        """Stop the timers and the bots' helper process, if one was started."""
        self.window_clock.stop()
        self.bot_seats.shutdown()

    # --- the reinforcement window ---------------------------------------------------------
    def window_seconds(self) -> float:
        seconds = self.rules.window_seconds
        return min(seconds, OUT_WINDOW_SECONDS) if self.human_out() else seconds

    @property
    def countdown(self) -> Countdown:
        """The reinforcement window's count (its clock can be set, for tests)."""
        return self.window_clock.countdown

    def _follow_window(self) -> None:
        """Run the window's clock while it is open: once per covered table."""
        self.window_clock.follow(self.game.view(HUMAN), self.window_seconds(), self.paused)

    def window_remaining(self) -> int | None:
        """Whole seconds left in the reinforcement window, or ``None`` when it is shut."""
        return self.window_clock.remaining()

    def _window_expired(self) -> None:
        if self.game.window_open:
            self.apply(Action.timeout())
        else:
            self.message.emit("")   # a finished count never lingers on the button

    # --- pause -----------------------------------------------------------------------------
    def set_paused(self, paused: bool) -> None:
        if paused == self.paused:
            return
        self.paused = paused
        if paused:
            self.bot_seats.stop()
            self.window_clock.pause()
        else:
            self.window_clock.resume()
            if not self.game.is_over:
                self.bot_seats.wake(self._bots_wait())
        self.paused_changed.emit(paused)

    def toggle_pause(self) -> None:
        if not self.game.is_over:
            self.set_paused(not self.paused)

    def can_hint(self) -> bool:
        """A game against bots offers hints."""
        return True

    def seen_events(self) -> list[Event]:
        """The game's events so far, redacted for the human's seat (replayed from its
        record: a hint is asked now and then, and this keeps no second copy of the game)."""
        return [event.redact(HUMAN) for event in replayed(Record.of(self.game), self.moves)[1]]

    # --- what the human may do -----------------------------------------------------------
    def view(self) -> View:
        """The human seat's view of the game as it is now."""
        return self._seen.of(self.game)

    @property
    def moves(self) -> int:
        """How many actions were played in this game."""
        return len(self.game.history)

    def to_record(self) -> Record:
        """This game's record, for a replay file."""
        return Record.of(self.game)

    def legal(self) -> list[Action]:
        """What the human may do now (nothing while paused or between rounds)."""
        if self.paused or self.between_rounds:
            return []
        return self.game.legal_actions(HUMAN)

    human_legal = legal

    def why_illegal(self, action: Action) -> IllegalAction | None:
        return self.game.why_illegal(action)

    def send(self, action: Action) -> bool:
        """Play the human's ``action`` now; a refusal is said with the engine's reason."""
        return self.apply(action)

    def waiting(self) -> bool:
        """True while the human's input waits: paused, or the beat between rounds."""
        return self.paused or self.between_rounds

    def refuse_input(self) -> bool:
        """Refuse the human's move while paused (saying so) or in the beat between rounds."""
        if self.between_rounds:
            return True
        if self.paused:
            self.message.emit(tr("The game is paused: press SPACE or Continue"))
            return True
        return False

    # --- the human's controls (see ``human``) ------------------------------------------
    @property
    def sort(self) -> str:
        """The human's hand: by "suit" or by "rank"."""
        return self.controls.sort

    @sort.setter
    def sort(self, sort: str) -> None:
        self.controls.sort = sort

    def set_sort(self, sort: str) -> None:
        """Order the hand by ``"suit"`` or by ``"rank"``; the cards slide into place."""
        self.controls.sort = sort
        self.updated.emit([], self.durations()[0])

    def hand_order(self) -> list[Card]:
        return self.controls.hand_order()

    # --- what the table shows -----------------------------------------------------------
    def snapshot(self) -> TableSnapshot:
        return snapshot_of(self.game, self.view(), self.hand_order(), self._orders,
                           self.controls.choice.selected, reveal=False)

    def seat_clock(self, seat: int) -> int | None:
        """No clock runs for a decision against bots (only the reinforcement window's)."""
        return None

    def seat_note(self, seat: int) -> str:
        view = self.view()
        series = self.series
        tally = series_note(series.duraks[seat], series.epaulettes[seat]) if (
            seat < len(series.duraks)) else ""
        if place_note(view, seat):
            return seat_notes(view, seat, tally)
        levels = {self.level_of(bot) for bot in self.bots}
        level = ""
        if seat in self.bots and len(levels) > 1:   # a mixed table: say who plays how
            level = tr(LEVEL_NAMES.get(self.level_of(seat), self.level_of(seat)))
        return seat_notes(view, seat, level, tally)

    def cheat_counts(self) -> list[CheatCount]:
        """Each seat's cheats made and caught, and right catches, in this game so far."""
        return cheat_counts(self.game.cheat_log, self.game.num_players)

    def cheat_tally(self) -> list[str]:
        return cheat_lines(self.cheat_counts(), self.seat_name)

    def result_lines(self) -> tuple[str, list[str]]:
        title, lines = result_lines(self.view())
        lines += self.cheat_tally()
        if self.series.games > 1:
            lines.append(tr("Game {number} of this series").format(number=self.series.games))
        return title, lines
