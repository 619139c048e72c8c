"""A newcomer's first game: a short scripted deal on the real table that shows leading,
adding, covering, taking and forwarding, one step at a time.

The deal is fixed and the bot's answers are scripted, so each step has the cards it
talks about; the player makes every move himself (by mouse, keys or touch, as always),
and a move other than the one asked for ends the tutorial: the game then plays on as any.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PyQt6.QtCore import QObject, QTimer

from durak.engine import Action, ActionKind, Card, Event, Rules, parse_position

from ..kit.i18n import N_, tr
from ..model.table_state import HUMAN
from .local import LocalSession

# You lead; Player 1 holds what the script has him play; hearts are trumps; the rest of
# the deck is the stack (a fresh deal: nothing discarded yet).
POSITION = ("7S7C9D6HKSAC/9SQC8D8C6DJS KH "
            "TSTCJHQHJCQD6S6C7H7D8S8H9H9CTHTDJDQSKDKCASAHAD 0")
REPLY_MS = 700   # the bot's scripted answer, after the player's move has been seen
READING_SECONDS = 600.0   # the window for adding: as long as the rules allow


@dataclass(frozen=True)
class Step:
    """What the table says, the move it asks for, and the bot's scripted answers."""

    says: str
    kind: ActionKind
    card: str | None
    replies: tuple[str, ...]

    def wanted(self, action: Action) -> bool:
        if action.kind is not self.kind or action.player != HUMAN:
            return False
        return self.card is None or Card.parse(self.card) in action.cards


STEPS = (
    Step(N_("First game, 1 of 5: leading. You attack first: double click 7♠ (or drag it "
            "onto the table)"), ActionKind.ATTACK, "7S", ("P1 defend 9S>7S",)),
    Step(N_("2 of 5: adding. Player 1 covered 7♠ with 9♠. Cards of a rank on the table "
            "may be added: double click 7♣"), ActionKind.ATTACK, "7C", ("P1 defend QC>7C",)),
    Step(N_("All covered: press End attack (or ↓). The cards go to the discard pile, and "
            "Player 1 leads next"), ActionKind.DONE, None, ("P1 attack 8D",)),
    Step(N_("3 of 5: covering. Player 1 leads 8♦ against you: cover it with a higher "
            "diamond or a trump. Double click 9♦"), ActionKind.DEFEND, "9D", ("P1 attack 8C",)),
    Step(N_("4 of 5: taking. Player 1 adds 8♣. You could cover it with a trump; this time "
            "take the cards: press Take cards"), ActionKind.TAKE, None,
         ("P1 attack 6D",)),
    Step(N_("5 of 5: forwarding. Player 1 leads 6♦. Lay your 6♥ beside it (double click "
            "it): the attack passes on to Player 1"), ActionKind.FORWARD, "6H", ("P1 take",)),
)
DONE_TEXT = N_("That is how it goes. Your first real game is dealt: press SPACE or "
               "Continue when you are ready")
LEFT_TEXT = N_("You found your own way: the first game plays on as any other")


class Tutorial(QObject):
    """Runs the scripted first game on ``session``; ``say(text)`` shows the step on the
    table ("" to stop), ``finished(completed)`` follows its end."""

    def __init__(self, session: LocalSession, say: Callable[[str], None],
                 finished: Callable[[bool], None]) -> None:
        super().__init__(session)
        self.session = session
        self.say = say
        self.finished = finished
        self.step = 0
        self.active = False
        self._seen = 0
        self._replies: list[Action] = []
        self._reply = QTimer(self)
        self._reply.setSingleShot(True)
        self._reply.setInterval(REPLY_MS)
        self._reply.timeout.connect(self._next_reply)

    def start(self) -> None:
        """Lay the deal out, the bots held back: the script answers for them."""
        session = self.session
        # No countdown: the window for adding stays open while the player reads.
        session.restore(parse_position(POSITION, Rules(window_seconds=READING_SECONDS)))
        session.bots = {}
        session.auto_pass = False
        session.set_paused(False)
        self.active = True
        self.step = 0
        self._seen = len(session.game.history)
        session.updated.connect(self._updated)
        self.say(tr(STEPS[0].says))

    def stop(self, text: str = "") -> None:
        """End the tutorial (skipped, done or left): the table says ``text``."""
        if not self.active:
            return
        self.active = False
        self._reply.stop()
        self.session.updated.disconnect(self._updated)
        self.say(text)
        if not self.session.game.is_over:   # the bots take their seats again
            self.session.restore(self.session.game)

    def _updated(self, _events: list[Event], _duration: int = 0) -> None:
        history = self.session.game.history
        new, self._seen = history[self._seen:], len(history)
        for action in new:
            if action.player != HUMAN:
                continue
            if self._replies or self.step >= len(STEPS) or not STEPS[self.step].wanted(action):
                self.stop(tr(LEFT_TEXT))
                self.finished(False)
                return
            self._replies = [Action.parse(reply) for reply in STEPS[self.step].replies]
            self.step += 1
            self._reply.start()

    def _next_reply(self) -> None:
        if not self.active or not self._replies:
            return
        action = self._replies.pop(0)
        self._seen += 1   # the script's own move
        if not self.session.apply(action):
            self.stop(tr(LEFT_TEXT))
            self.finished(False)
            return
        if self._replies:
            self._reply.start()
        elif self.step < len(STEPS):
            self.say(tr(STEPS[self.step].says))
        else:
            self.stop(tr(DONE_TEXT))
            self.finished(True)
