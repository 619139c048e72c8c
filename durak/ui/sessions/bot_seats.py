"""The bots at a local table: one in every seat but the human's, moving at the table's pace.

Each bot sees its seat's ``View`` and the game's events redacted for its seat, nothing
else.  On every tick the bots are asked in turn (starting one seat further each time, so
none always goes first); a bot of a level that searches thinks in a helper process, which
is sent the view and the seat's events since the deal (so that ``hard`` weighs its worlds
there as in the arena), and is polled until its answer is in.  A bot
that fails gets a simpler bot's move (or the first legal one): the table never stops.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PyQt6.QtCore import QObject, QTimer

from durak.ai import Bot, make_bot, redeal
from durak.engine import Action, Event, View

if TYPE_CHECKING:   # the helper process (and multiprocessing) load only when a bot searches
    from durak.ai import Answer, BotWorker

log = logging.getLogger(__name__)

# Levels that search think in a helper process, for this long per decision at the table.
SEARCHING = {"hard"}
POLL_MS = 40
# Which question a search bot's answer belongs to: game, move number, seat, level.
Token = tuple[int, int, int, str]


class BotSeats(QObject):
    """Schedules the bots of one local game; the game itself stays with its session.

    ``view_of(seat)`` is a seat's view now, ``moves()`` how many actions were played,
    ``play(action)`` applies a bot's action (``False`` when the engine refuses it) and
    ``may_move()`` says whether the game runs (not paused, not over) and ``thinking()``
    how many seconds a searching bot thinks per decision.
    """

    def __init__(self, view_of: Callable[[int], View], moves: Callable[[], int],
                 play: Callable[[Action], bool], may_move: Callable[[], bool],
                 thinking: Callable[[], float] = lambda: 0.8, level: str = "original",
                 seat_levels: Sequence[str] = (),
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view_of = view_of
        self.moves = moves
        self.play = play
        self.may_move = may_move
        self.thinking = thinking
        self.level = level                       # every bot's level...
        self.seat_levels = tuple(seat_levels)    # ...unless set for seat 1, 2, ... ("": none)
        self.bots: dict[int, Bot] = {}
        self.seen: dict[int, list[Event]] = {}   # per bot's seat: the game's events, redacted
        self.worker: BotWorker | None = None
        self._answers: dict[Token, Answer] = {}
        self._waiting: set[Token] = set()   # searched, and chose to wait (see tick)
        self._turn = 0
        self._game_key = 0
        self._seed = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.tick)

    # --- who sits where ------------------------------------------------------------------
    def seat(self, players: int, seed: int) -> None:
        """A fresh bot of its level in every seat but the human's (seat 0), for a new game."""
        self._game_key += 1
        self._seed = seed
        self._answers.clear()
        self.seen = {seat: [] for seat in range(1, players)}
        self._waiting.clear()
        self.bots = {seat: self._make_bot(seat) for seat in range(1, players)}

    def level_of(self, seat: int) -> str:
        """The level of the bot in ``seat``: its own setting, else the common one."""
        own = self.seat_levels[seat - 1] if 0 < seat <= len(self.seat_levels) else ""
        return own or self.level

    def set_levels(self, level: str, seat_levels: Sequence[str] = ()) -> bool:
        """Change the levels; a bot whose level changes is replaced at once (``True``)."""
        self.level = level
        self.seat_levels = tuple(seat_levels)
        changed = [seat for seat, bot in self.bots.items() if bot.name != self.level_of(seat)]
        for seat in changed:
            self.bots[seat] = self._make_bot(seat)
        if changed:
            self._answers.clear()
        return bool(changed)

    def _make_bot(self, seat: int) -> Bot:
        """A bot of the seat's level, told what its seat has seen of the game so far."""
        bot = make_bot(self.level_of(seat), seed=self._seed + seat)
        bot.reset(seat)
        seen = self.seen.get(seat)
        if seen:
            bot.observe(seen)
        return bot

    def observe(self, events: Sequence[Event]) -> None:
        """Tell every bot what it may see of ``events``."""
        for seat, bot in self.bots.items():
            seen = [event.redact(seat) for event in events]
            self.seen.setdefault(seat, []).extend(seen)
            bot.observe(seen)

    # --- when they move -----------------------------------------------------------------
    def schedule(self, ms: int) -> None:
        """Let the bots look for a move in ``ms``; a searching bot starts thinking now."""
        self._prefetch()
        self._timer.start(ms)

    def wake(self, ms: int) -> None:
        """Let the bots look for a move in ``ms`` (a searching bot is asked then)."""
        self._timer.start(ms)

    def stop(self) -> None:
        """Stop asking the bots (a pause, the game's end), and stop a search under way:
        its answer is dropped, and the bot is asked afresh when the bots move again."""
        self._timer.stop()
        if self.worker is not None:
            self.worker.cancel()

    def tick(self) -> None:
        if not self.may_move():
            return
        seats = list(self.bots)
        if not seats:
            return
        self._collect_answers()
        self._turn = (self._turn + 1) % len(seats)
        for seat in seats[self._turn:] + seats[:self._turn]:
            view = self.view_of(seat)
            if view.catch_actions:   # (cheating) every level notices a cheat here, at once
                caught = self.bots[seat].catch(view)
                if caught is not None and self.play(caught):
                    return
            if not view.legal_actions:
                continue
            if self.level_of(seat) in SEARCHING:
                from durak.ai import decision

                token = self._token(seat)
                if token in self._waiting:
                    continue   # it lets a beaten round run: asked again when the table moves
                answer = self._answers.pop(token, None)
                if answer is None and not decision(view):
                    action = redeal(view)   # out of its turn, only a redeal: no search
                elif answer is None:
                    if self.worker is None or self.worker.pending != token:
                        self._ask(seat, view)
                    self._timer.start(POLL_MS)   # still thinking: look again soon
                    return
                else:
                    action = answer.action
                    if answer.error:
                        log.error("bot at seat %s failed: %s", seat, answer.error)
                        action = self._fallback_action(seat, view)
                    elif action is None:   # it chose not to forfeit a beaten round
                        self._waiting.add(token)
            else:
                try:
                    action = self.bots[seat].act(view)
                except Exception:   # a broken bot must not stop the table
                    log.exception("bot at seat %s failed", seat)
                    action = self._fallback_action(seat, view)
            if action is None:
                continue
            if self.play(action) or self.play(self._fallback_action(seat, view)):
                return
        # Every bot waits: the human or the window clock moves next.

    def _fallback_action(self, seat: int, view: View) -> Action:
        """A move for a bot that failed (raised, gave no move or an illegal one).

        A simpler bot decides this one move, or, should it fail too, the engine's first
        legal action: the table goes on at once instead of asking the broken bot again.
        """
        level = "random" if self.level_of(seat) == "original" else "original"
        try:
            bot = make_bot(level, seed=self._seed + seat)
            bot.reset(seat)
            action = bot.act(view)
            if action is not None and action in view.legal_actions:
                return action
        except Exception:
            log.exception("the fallback bot at seat %s failed too", seat)
        return view.legal_actions[0]

    # --- searching bots, in the helper process ------------------------------------------
    def _token(self, seat: int) -> Token:
        return (self._game_key, self.moves(), seat, self.level_of(seat))

    def _ask(self, seat: int, view: View) -> None:
        if self.worker is None or not self.worker.alive():
            from durak.ai import BotWorker

            self.worker = BotWorker()
        self.worker.ask(self._token(seat), self._game_key, self.level_of(seat), seat,
                        self._seed + seat, self.thinking(), view, self.seen.get(seat, ()))

    def _prefetch(self) -> None:
        """Let a searching bot start thinking at once, while the table shows the last move."""
        searching = [seat for seat in self.bots if self.level_of(seat) in SEARCHING]
        if not searching or not self.may_move():
            return
        from durak.ai import decision  # loaded only where a bot searches

        for seat in searching:
            view = self.view_of(seat)
            if decision(view) and self._token(seat) not in self._waiting:
                if self.worker is None or self.worker.pending != self._token(seat):
                    self._ask(seat, view)
                return

    def _collect_answers(self) -> None:
        if self.worker is None:
            return
        current = (self._game_key, self.moves())
        for answer in self.worker.answers():
            # Answers about an older state, or cut short by a pause, are dropped.
            if answer.token[:2] == current and not answer.cancelled:
                self._answers[answer.token] = answer

    def shutdown(self) -> None:
        """Stop the timer and the helper process, if one was started."""
        self._timer.stop()
        if self.worker is not None:
            self.worker.close()
            self.worker = None
