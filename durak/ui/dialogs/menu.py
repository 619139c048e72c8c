"""The menu: a new game, its number of players, and the other windows."""

from __future__ import annotations

from PyQt6.QtGui import QValidator
from PyQt6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..kit.i18n import tr, trn
from ..kit.screen_fit import FittedDialog
from .common import BUTTON_STYLE


class PlayersBox(QSpinBox):
    """A spin box for the number of players that reads "3 players" in every language."""

    def textFromValue(self, value: int) -> str:
        return trn("%n players", value)

    def valueFromText(self, text: str | None) -> int:
        digits = "".join(c for c in text or "" if c.isdigit())
        return int(digits) if digits else self.minimum()

    def validate(self, text: str | None, pos: int) -> tuple[QValidator.State, str, int]:
        digits = "".join(c for c in text or "" if c.isdigit())
        ok = digits and self.minimum() <= int(digits) <= self.maximum()
        return (QValidator.State.Acceptable if ok else QValidator.State.Intermediate,
                text or "", pos)


class MenuDialog(FittedDialog):
    """The menu: new game, play online, score, settings, fullscreen, help, about, exit."""

    def __init__(self, parent: QWidget, players: int, max_players: int,
                 can_undo: bool = False, min_players: int = 2, step: int = 1) -> None:
        """``min_players``, ``max_players`` and ``step``: the player counts the rules seat
        (with teams of two: 4 and 6, a step of 2)."""
        super().__init__(parent)
        self.setWindowTitle(tr("Menu"))
        self.setStyleSheet(BUTTON_STYLE)
        self.choice = ""
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.new_game = QPushButton(tr("&New game"))
        self.players = PlayersBox()
        self.players.setRange(min_players, max_players)
        self.players.setSingleStep(step)
        self.players.setValue(min(players, max_players))
        self.players.setAccessibleName(tr("Number of players"))
        row.addWidget(self.new_game, 1)
        row.addWidget(self.players)
        layout.addLayout(row)
        self.buttons: dict[str, QPushButton] = {"new_game": self.new_game}
        for key, text in (("online", tr("Play &online...")), ("undo", tr("&Undo my last move")),
                          ("save_replay", tr("Save re&play...")),
                          ("watch_replay", tr("&Watch a replay...")), ("score", tr("&Score")),
                          ("statistics", tr("S&tatistics")), ("settings", tr("S&ettings")),
                          ("fullscreen", tr("&Fullscreen")), ("help", tr("&Rules and controls")),
                          ("about", tr("&About")), ("exit", tr("E&xit")),
                          ("close", tr("&Close"))):
            button = QPushButton(text)
            self.buttons[key] = button
            layout.addWidget(button)
        for key, button in self.buttons.items():
            button.clicked.connect(lambda _=False, k=key: self._choose(k))
        self.buttons["close"].setDefault(True)
        self.buttons["undo"].setEnabled(can_undo)   # never online, nor before a move

    def _choose(self, key: str) -> None:
        self.choice = key
        if key == "close":
            self.reject()
        else:
            self.accept()
