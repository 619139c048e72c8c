"""Replays: step through a recorded game with every hand face up.

RIGHT / UP / "Next move" step forward, LEFT / DOWN step back, SPACE plays on by itself,
HOME and END jump to the start and the end.
"""

from __future__ import annotations

import pathlib

from PyQt6.QtCore import Qt, QTimer
from PyQt6.QtGui import QCloseEvent, QIcon, QKeyEvent
from PyQt6.QtWidgets import QMainWindow

from durak.engine import Action, ActionKind, Card, Record

from . import i18n
from .controller import GameController
from .i18n import tr, trn
from .intents import How
from .scene import TableScene
from .settings import SettingsStore
from .storage import read_bounded
from .theme import ASSETS, ArtCache, load_theme
from .view import TableView

AUTOPLAY_MS = 900


class ReplayController(GameController):
    """Shows ``record`` move by move; never takes input as a player."""

    reveal = True

    def __init__(self, record: Record, speed: str = "normal") -> None:
        super().__init__(rules=record.rules, players=record.players, speed=speed, deal=False)
        self.record = record
        self.position = 0
        self.game = record.start()
        self.bots = {}
        self._orders = [[] for _ in range(self.game.num_players)]
        self.paused = True   # "Continue" starts the autoplay, "Pause" stops it
        self._autoplay = QTimer(self)
        self._autoplay.timeout.connect(self._autoplay_step)

    @property
    def total(self) -> int:
        return len(self.record.actions)

    def go_to(self, position: int) -> None:
        position = max(0, min(self.total, position))
        if position == self.position + 1:
            events = self.game.apply(self.record.actions[self.position])
        else:
            self.game = self.record.replay(position)
            events = []
        self.position = position
        self.updated.emit(events, self.durations()[0])
        if position == self.total and self._autoplay.isActive():
            self._autoplay.stop()
            self.paused = True
            self.paused_changed.emit(True)

    def forward(self) -> None:
        self.go_to(self.position + 1)

    def back(self) -> None:
        self.go_to(self.position - 1)

    def _autoplay_step(self) -> None:
        self.forward()

    # The table's controls mean "step" here.
    def move_cursor(self, step: int, extend: bool) -> None:
        self.go_to(self.position + step)

    def play_selected(self) -> None:
        self.forward()

    def down(self) -> None:
        self.back()

    def take_or_end(self) -> None:
        self.forward()

    def select_all(self) -> None:
        return

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

    def _after_change(self) -> None:
        return

    def is_draggable(self, card: object) -> bool:
        return False

    def toggle_select(self, card: object) -> None:
        return

    def auto_play(self, cards: list[Card], how: How = How.AUTO) -> None:
        self.forward()

    def button_state(self) -> tuple[str, bool, bool]:
        return tr("Next move"), self.position < self.total, False

    def status_text(self) -> str:
        if self.position == 0:
            return trn("Replay: %n moves. → or SPACE to play", self.total)
        action = self.record.actions[self.position - 1]
        if action.player is None:
            return tr("Move {number} of {count}: time is up").format(
                number=self.position, count=self.total)
        return tr("Move {number} of {count}: {player}: {action}").format(
            number=self.position, count=self.total, player=self.seat_name(action.player),
            action=describe(action))

    def shutdown(self) -> None:
        self._autoplay.stop()



def describe(action: Action) -> str:
    """What a player's move did, in the current language ("covers K♥ with A♥")."""
    cards = " ".join(str(card) for card in action.cards)
    kind = action.kind
    if kind is ActionKind.ATTACK:
        return tr("plays {cards}").format(cards=cards)
    if kind is ActionKind.DEFEND:
        return tr("covers {target} with {card}").format(target=action.target, card=cards)
    if kind is ActionKind.FORWARD:
        return tr("forwards with {cards}").format(cards=cards)
    if kind is ActionKind.RETRACT:
        return tr("takes back {card}").format(card=cards)
    if kind is ActionKind.TAKE:
        return tr("takes the cards")
    return tr("is done")


class ReplayWindow(QMainWindow):
    def __init__(self, record: Record, theme: str = "wood", speed: str = "normal") -> None:
        super().__init__()
        self.controller = ReplayController(record, speed)
        self.art = ArtCache(load_theme(theme))
        self.table = TableScene(self.controller, self.art)
        self.view = ReplayView(self.table)
        self.setCentralWidget(self.view)
        self.setWindowTitle(tr("Replay"))
        self.setWindowIcon(QIcon(str(ASSETS / "icons" / "durak.svg")))
        self.resize(1100, 680)
        self.view.fullscreen_toggled.connect(
            lambda: self.showNormal() if self.isFullScreen() else self.showFullScreen())
        self.view.fullscreen_left.connect(self.showNormal)
        self.table.sync([], 0)
        self.view.setFocus()

    def closeEvent(self, event: QCloseEvent | None) -> None:
        self.controller.shutdown()
        super().closeEvent(event)


def replay_window(record: Record, store: SettingsStore | None = None) -> ReplayWindow:
    """A replay window in the player's language, theme and speed (from his settings)."""
    prefs = (store or SettingsStore()).load()
    i18n.install(prefs.language)
    return ReplayWindow(record, theme=prefs.theme, speed=prefs.speed)


class ReplayView(TableView):
    """The table view, with HOME and END jumping to the start and the end."""

    def keyPressEvent(self, event: QKeyEvent | None) -> None:
        assert event is not None
        controller = self.table.controller
        assert isinstance(controller, ReplayController)
        if event.key() == Qt.Key.Key_Home:
            controller.go_to(0)
        elif event.key() == Qt.Key.Key_End:
            controller.go_to(controller.total)
        else:
            super().keyPressEvent(event)


def load_replay(path: str) -> Record:
    """Read a saved game; a bad file raises ``ValueError`` saying what is wrong."""
    try:
        raw = read_bounded(pathlib.Path(path))
    except OSError as error:
        raise ValueError(f"cannot read it ({error.strerror or type(error).__name__})") from None
    record = Record.from_json(raw)
    record.replay()   # every action must apply
    return record
