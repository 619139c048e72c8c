"""Replays: step through a recorded game with every hand face up.

RIGHT / UP / "Next move" step forward, LEFT / DOWN step back, SPACE plays on by itself,
HOME and END jump to the start and the end.
"""

from __future__ import annotations

from collections.abc import Sequence

from PyQt6.QtCore import QObject, QTimer, pyqtSignal

from durak.engine import (
    Action,
    Card,
    Event,
    Exchanged,
    Forfeited,
    IllegalAction,
    Record,
    Suit,
    View,
)

from ..kit.i18n import tr, trn
from ..model.cheats import cheat_counts
from ..model.intents import DropTarget, How, hand_order
from ..model.layout import Rect, TableSnapshot
from ..model.naming import Naming
from ..model.table_state import HUMAN, HandOrders, SeatView, pace, snapshot_of
from ..words.moves import action_words
from ..words.table_text import cheat_lines, result_lines, seat_name
from .session import DefaultWords

AUTOPLAY_MS = 900


class ReplaySession(QObject, DefaultWords):
    """The replay session: shows ``record`` move by move, every hand face up.

    It takes no input as a player: the table's controls step through the record (see
    the module docstring), and SPACE or "Continue" plays on by itself.
    """

    updated = pyqtSignal(list, int)
    message = pyqtSignal(str)
    announced = pyqtSignal(str)
    paused_changed = pyqtSignal(bool)
    game_finished = pyqtSignal()

    cursor: Card | None = None     # no card is ever chosen in a replay

    def __init__(self, record: Record, speed: str = "normal", seat: int = HUMAN,
                 names: Sequence[str | None] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.speed = speed
        self.seat = seat               # whose side the table shows: the saving player's
        self.names = tuple(names)      # an online game's names, in seat order
        self.position = 0
        self.game = record.start()
        self._forfeit = False          # whether the last move shown was a forfeit
        self._taken: Card | None = None   # the trump card taken by the last move, an exchange
        self._cheat = False            # whether the last move shown was a cheat (cheating)
        self._weli: Suit | None = None  # (weli) the suit the 6♦ counted as before that move
        self._orders = HandOrders(self.game.num_players)
        self._seen = SeatView(seat)
        self.paused = True   # "Continue" starts the autoplay, "Pause" stops it
        self._autoplay = QTimer(self)
        self._autoplay.timeout.connect(self.forward)

    # --- stepping -------------------------------------------------------------------------
    @property
    def total(self) -> int:
        return len(self.record.actions)

    def go_to(self, position: int) -> None:
        position = max(0, min(self.total, position))
        last: list[Event] = []
        self._cheat = False
        if position == self.position + 1:
            self._cheat = self._is_cheat(self.record.actions[self.position])
            self._weli = self.game.weli_suit
            events = last = self.game.apply(self.record.actions[self.position])
        elif position:
            # One move short, then that move: its events say what it was (a forfeit).
            self.game = self.record.replay(position - 1)
            self._cheat = self._is_cheat(self.record.actions[position - 1])
            self._weli = self.game.weli_suit
            last = self.game.apply(self.record.actions[position - 1])
            events = []
        else:
            self.game = self.record.replay(0)
            events = []
        self._forfeit = any(isinstance(event, Forfeited) for event in last)
        self._taken = next((event.taken for event in last if isinstance(event, Exchanged)), None)
        self.position = position
        self.updated.emit(events, self.durations()[0])
        if position == self.total and self._autoplay.isActive():
            self._autoplay.stop()
            self.paused = True
            self.paused_changed.emit(True)

    def _is_cheat(self, action: Action) -> bool:
        """Whether ``action``, about to be replayed, is a cheat (``cheating``)."""
        return action.player is not None and action in self.game.cheat_actions(action.player)

    def forward(self) -> None:
        self.go_to(self.position + 1)

    def back(self) -> None:
        self.go_to(self.position - 1)

    def toggle_pause(self) -> None:
        if self._autoplay.isActive():
            self._autoplay.stop()
        elif self.position < self.total:
            self._autoplay.start(AUTOPLAY_MS)
        self.paused = not self._autoplay.isActive()
        self.paused_changed.emit(self.paused)

    @property
    def playing(self) -> bool:
        return self._autoplay.isActive()

    def shutdown(self) -> None:
        self._autoplay.stop()

    # --- what the table shows -------------------------------------------------------------
    def view(self) -> View:
        return self._seen.of(self.game)

    def hand_order(self) -> list[Card]:
        return hand_order(self.view())

    def snapshot(self) -> TableSnapshot:
        return snapshot_of(self.game, self.view(), self.hand_order(), self._orders, set(),
                           reveal=True)

    def durations(self) -> tuple[int, int]:
        view = self.view()
        return pace(self.speed, view.is_over or view.out[self.seat])

    def seat_name(self, seat: int) -> str:
        """"You" for the seat the replay is shown from; the others by name (an online
        game's) or number."""
        if not self.names:
            return seat_name(seat)
        if seat == self.seat:
            return tr("You")
        return self.names[seat] or tr("Player {number}").format(number=seat + 1)

    def seat_clock(self, seat: int) -> int | None:
        """A replay runs no clock."""
        return None

    def window_remaining(self) -> int | None:
        return None

    def button_state(self) -> tuple[str, bool, bool]:
        return tr("Next move"), self.position < self.total, False

    def cheat_tally(self) -> list[str]:
        return cheat_lines(cheat_counts(self.game.cheat_log, self.game.num_players),
                           self.seat_name)

    def result_lines(self) -> tuple[str, list[str]]:
        """The result, with every seat's cheats made and caught (with cheating)."""
        title, lines = result_lines(self.view(), self.seat_name)
        return title, lines + self.cheat_tally()

    def finished_button_text(self) -> str:
        return tr("From the start")

    def status_text(self, clock: bool = True) -> str:
        if self.position == 0:
            return trn("Replay: %n moves. → or SPACE to play", self.total)
        action = self.record.actions[self.position - 1]
        if action.player is None:
            return tr("Move {number} of {count}: time is up").format(
                number=self.position, count=self.total)
        words = action_words(action, self.seat, self.seat_name, self._forfeit, self._taken,
                             self._weli)
        if self._cheat:
            words = tr("{move} (a cheat)").format(move=words)
        return tr("Move {number} of {count}: {action}").format(
            number=self.position, count=self.total, action=words)

    # --- nothing is played in a replay ----------------------------------------------------
    def legal(self) -> list[Action]:
        return []

    def why_illegal(self, action: Action) -> IllegalAction | None:
        return None

    def send(self, action: Action) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def can_hint(self) -> bool:
        return False

    def seen_events(self) -> list[Event]:
        return []   # a replay offers no hint

    # --- the table's controls step through the record -------------------------------------
    @property
    def controls(self) -> ReplaySession:
        return self

    def move_cursor(self, step: int, extend: bool) -> None:
        self.go_to(self.position + step)

    def move_cursor_only(self, step: int) -> None:
        self.go_to(self.position + step)

    def toggle_at_cursor(self) -> None:
        return

    def play_selected(self) -> None:
        self.forward()

    def auto_play(self, cards: list[Card], how: How = How.AUTO) -> None:
        self.forward()

    def take_or_end(self) -> None:
        self.forward()

    def down(self) -> None:
        self.back()

    def select_all(self) -> None:
        return

    def toggle_select(self, card: Card) -> None:
        return

    def activate(self, card: Card) -> None:
        self.forward()

    def is_draggable(self, card: Card) -> bool:
        return False

    def drag_group(self, card: Card) -> list[Card]:
        return [card]

    def group_targets(self, cards: list[Card], forward_rect: Rect,
                      table_rect: Rect) -> list[DropTarget]:
        return []

    def drop_targets(self, card: Card, attack_rects: dict[Card, Rect], forward_rect: Rect,
                     table_rect: Rect, hand_rect: Rect,
                     trump_rect: Rect | None = None) -> list[DropTarget]:
        return []

    def exchange(self) -> None:
        return

    def redeal(self) -> None:
        return

    def show_trump(self) -> None:
        return

    def forward_direction(self) -> str | None:
        return None

    def toggle_direction(self) -> None:
        return

    def catch_offer(self) -> Card | None:
        return None

    def suspect(self, card: Card) -> None:
        return

    def catch(self, card: Card | None = None) -> None:
        return

    def next_suspect(self, step: int = -1) -> None:
        return

    def naming_offer(self) -> Naming | None:
        return None

    def name_suit(self, suit: Suit) -> None:
        return

    def name_by_number(self, number: int) -> None:
        return

    def move_naming(self, step: int) -> None:
        return

    def confirm_naming(self) -> None:
        return

    def cancel_naming(self) -> None:
        return

    def drop(self, target: DropTarget) -> bool:
        return False

    def explain_drop(self, card: Card, over_attack: Card | None, over_forward: bool,
                     over_table: bool) -> None:
        return
