"""The hint: the move ``hard`` would make at the human's seat, from what that seat saw.

The search runs in a helper process of its own (as the table's searching bots do), so
the table never waits for it.  Its bot is told the seat's events since the deal (redacted
for it) with the view, so it weighs its worlds by what the opponents' choices revealed
(``hard``'s beliefs) as a bot in that seat would.  The answer is polled and kept only
while the view it was asked for is still the table's.  What the hint shows is ``Hint``:
the cards to play and where they go.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PyQt6.QtCore import QObject, QTimer, pyqtSignal

from durak.engine import Action, ActionKind, Card, Event, Suit, View

from ..words.moves import hint_words

if TYPE_CHECKING:   # the helper process (and multiprocessing) load only when asked
    from durak.ai import BotWorker

# Seconds the search thinks about a hint, and how often its answer is looked for (ms).
HINT_SECONDS = 1.0
POLL_MS = 40


@dataclass(frozen=True)
class Hint:
    """A suggested move: the cards to play (none for take or done) and the action;
    ``trump_card`` is the face-up trump card (what an exchange takes)."""

    action: Action
    trump_card: Card | None = None
    weli_suit: Suit | None = None   # (weli) the suit the 6♦ on the table counts as

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.action.cards

    @property
    def target(self) -> Card | None:
        """The attack card to cover, for a cover; the trump card, for an exchange."""
        kind = self.action.kind
        if kind is ActionKind.DEFEND:
            return self.action.target
        return self.trump_card if kind is ActionKind.EXCHANGE else None

    def words(self) -> str:
        """The move in words, for the status line (and screen readers)."""
        return hint_words(self.action, self.target, self.weli_suit)


def choices(view: View) -> list[Action]:
    """What ``hard`` would choose among for this view now (empty: it would wait)."""
    from durak.ai import my_turn

    return my_turn(view)


class HintSeeker(QObject):
    """Asks a helper process for the hint of one view at a time."""

    found = pyqtSignal(object, object)   # (the view asked about, its Action or None)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker: BotWorker | None = None
        self.asked: View | None = None
        self._tokens = itertools.count(1)
        self._token: int | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    @property
    def busy(self) -> bool:
        """True while a hint is being searched."""
        return self._token is not None

    def ask(self, view: View, events: Sequence[Event], seconds: float | None = None) -> None:
        """Search ``view`` for ``seconds`` (``HINT_SECONDS``) with a bot told ``events``
        (the seat's events since the deal, redacted for it); ``found`` says the move when
        it is in."""
        if self.worker is None or not self.worker.alive():
            from durak.ai import BotWorker

            self.worker = BotWorker(cores=1)
        token = next(self._tokens)
        self._token = token
        self.asked = view
        self.worker.ask(token, token, "hard", view.player, token,
                        HINT_SECONDS if seconds is None else seconds, view, events)
        self._timer.start()

    def cancel(self) -> None:
        """Forget the hint under way (its answer is dropped) and stop its search."""
        if self._token is not None and self.worker is not None:
            self.worker.cancel()
        self._token = None
        self.asked = None
        self._timer.stop()

    def _poll(self) -> None:
        if self.worker is None:
            return
        for answer in self.worker.answers():
            if answer.token != self._token:
                continue   # a cancelled one
            view, self.asked, self._token = self.asked, None, None
            self._timer.stop()
            self.found.emit(view, None if answer.error or answer.cancelled else answer.action)

    def shutdown(self) -> None:
        """Stop the helper process, if one was started."""
        self._timer.stop()
        self._token = None
        if self.worker is not None:
            self.worker.close()
            self.worker = None
