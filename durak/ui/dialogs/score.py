"""The score dialog: the score in words, and a way to start it afresh."""

from __future__ import annotations

from PyQt6.QtWidgets import (
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ..kit.i18n import number, tr, trn
from ..kit.panels import open_over
from ..kit.screen_fit import FittedDialog
from ..store.score import Score, ScoreBook
from .common import BUTTON_STYLE


def score_text(score: Score) -> str:
    percent = "-" if score.percent is None else f"{number(score.percent, 1)} %"
    last = ("-" if score.last_place is None
            else tr("{place} of {players}").format(place=score.last_place,
                                                    players=score.last_players))
    return "\n".join((trn("Games played: %n", score.games),
                      tr("Score: {percent}").format(percent=percent),
                      trn("Times durak: %n", score.times_last),
                      trn("With epaulettes: %n", score.epaulettes),
                      trn("Abandoned (counted as last places): %n", score.abandoned),
                      tr("Last game: place {place}").format(place=last)))


class ScoreDialog(FittedDialog):
    """The score, and a way to start it afresh (after a confirmation)."""

    def __init__(self, parent: QWidget, book: ScoreBook) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Score"))
        self.setStyleSheet(BUTTON_STYLE)
        self.book = book
        layout = QVBoxLayout(self)
        self.text = QLabel(score_text(book.score))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(tr("&Reset..."),
                                              QDialogButtonBox.ButtonRole.ResetRole)
        assert self.reset_button is not None
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.question: QMessageBox | None = None

    def ask_reset(self) -> None:
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, tr("Score"),
                          tr("Reset the score? Every game counted so far is forgotten."),
                          yes | no, self)
        box.setDefaultButton(no)
        box.finished.connect(lambda result: self._answered(result == yes))
        self.question = box
        open_over(box, self)   # a panel of the table when the score is one

    def _answered(self, yes: bool) -> None:
        self.question = None
        if yes:
            self.book.reset()
            self.text.setText(score_text(self.book.score))
