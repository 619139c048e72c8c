"""The session: the one interface the table draws from and sends the human's moves to.

The scene, the view and the main window never hold a ``Game``.  They read what a session
hands them (the human seat's ``View``, the cards to lay out, names, texts) and ask it what
the human may do.  Sessions implement it for a local game against bots (the engine in
this process, ``local.LocalSession``), a replay (``replay.ReplaySession``) and a seat
at a game on a server (``remote.RemoteSession``: its ``View`` and redacted events arrive
as messages).  ``tests/ui/test_session_conformance.py`` runs the three through the same
checks.

How each message of ``docs/protocol.md`` maps onto it, for a remote session:

- the seat's ``View`` (a snapshot on join or rejoin, then after every change) is what
  ``view()`` returns; its redacted events go out through ``updated`` to animate;
- the actions the human may take are ``view().legal_actions``: ``legal()`` narrows them
  to none while input waits (paused, between rounds, an action on its way to the server);
- ``send(action)`` sends the intent; a local session applies it at once and answers
  ``True``/``False``, a remote one answers ``True`` when it is sent, then ``updated``
  (the server confirmed it) or ``message`` (the server's refusal, in words) follows;
- ``why_illegal(action)`` explains a refusal before sending; a remote session, which has
  no engine for the whole game, answers from the legal actions in its ``View`` (``None``
  when listed, else ``human.Unexplained``) and asks the server ``why`` for the engine's
  reason (``HumanControls.ask_why``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PyQt6.QtCore import pyqtBoundSignal

from durak.engine import Action, Card, Event, IllegalAction, Suit, View

from ..kit.i18n import tr
from ..model.intents import DropTarget, How
from ..model.layout import Rect, TableSnapshot
from ..model.naming import Naming
from ..words.table_text import (
    button_state,
    result_lines,
    role_of,
    seat_name,
    seat_notes,
    status_text,
)


class SessionFacts(Protocol):
    """The facts of the game at the human's seat, and his actions: what the table shows
    and where the human's actions go.

    A session is a ``QObject`` with the signals below; the table connects to them.
    """

    updated: pyqtBoundSignal          # (events just applied, animation ms): lay out again
    message: pyqtBoundSignal          # (text): a transient note for the status line
    announced: pyqtBoundSignal        # (text): what others just did; the next move retires it
    paused_changed: pyqtBoundSignal   # (paused)
    game_finished: pyqtBoundSignal

    seat: int          # the human's seat, drawn at the bottom
    paused: bool

    def view(self) -> View:
        """The human seat's view of the game as it is now."""
        ...

    def snapshot(self) -> TableSnapshot:
        """Every card to lay out, the human's hand in its shown order."""
        ...

    def seat_clock(self, seat: int) -> int | None:
        """The seconds ``seat`` has left to decide while a clock runs for it (online: the
        seat the server waits for), else ``None``."""
        ...

    def window_remaining(self) -> int | None:
        """Whole seconds left in the reinforcement window while it is open, else ``None``
        (a replay runs no clock)."""
        ...

    def durations(self) -> tuple[int, int]:
        """(card move ms, pause between moves ms) at the current pace."""
        ...

    def legal(self) -> list[Action]:
        """What the human may do now, as the engine lists it (none while input waits)."""
        ...

    def why_illegal(self, action: Action) -> IllegalAction | None:
        """The engine's reason ``action`` is refused now, or ``None``."""
        ...

    def send(self, action: Action) -> bool:
        """Play ``action`` for the human; a refusal is said through ``message``."""
        ...

    def toggle_pause(self) -> None: ...

    def can_undo(self) -> bool:
        """Whether ``undo`` would take back a move now: only against bots, never online
        (a remote session, or a replay, always answers ``False``)."""
        ...

    def undo(self) -> bool:
        """Take back the human's last move and the bots' answers to it (``False``, with a
        ``message``, when there is none)."""
        ...

    def can_hint(self) -> bool:
        """Whether the human may ask for a hint: the move the ``hard`` bot would make at
        his seat, which the table searches from ``view()`` and ``seen_events()`` in a
        helper process.  A local game offers it; a replay does not; an online game only
        if its room allows hints."""
        ...

    def seen_events(self) -> Sequence[Event]:
        """The game's events since the deal as the human's seat saw them (redacted for
        it): what the hint's bot is told, so that it knows what a bot in that seat would
        know (``hard``'s beliefs) and no more.  None where no hint is offered."""
        ...

    def shutdown(self) -> None:
        """Stop every timer and helper; the session is not used again."""
        ...


class SessionWords(Protocol):
    """What the table says about the game: names, notes, the status line, the buttons'
    texts, the result.  ``DefaultWords`` says it for every session; a session overrides
    only what it says differently."""

    def seat_name(self, seat: int) -> str: ...

    def seat_note(self, seat: int) -> str: ...

    def role(self, seat: int) -> str:
        """``"offender"``, ``"defender"``, ``"co_offender"`` or "" (out, over, bystander)."""
        ...

    def status_text(self, clock: bool = True) -> str:
        """What the status line says; with ``clock=False`` without the seconds that tick
        down (what a screen reader hears: it speaks each change)."""
        ...

    def button_state(self) -> tuple[str, bool, bool]:
        """Text, enabled and blinking of the take/end button; no text: not offered now
        (the table hides it)."""
        ...

    def pause_button_text(self) -> str:
        """What the pause button offers while the game runs ("Pause", "Continue")."""
        ...

    def finished_button_text(self) -> str:
        """What the pause button offers once the game is over (it then emits the scene's
        ``new_game_requested``)."""
        ...

    def result_lines(self) -> tuple[str, list[str]]:
        """The title and lines of the panel shown once the game is over."""
        ...

    def cheat_tally(self) -> list[str]:
        """(Cheating) each seat's cheats made and caught, a line each, where the session
        knows them (a local game, a replay, an online seat once the game is over); none
        for a table without cheats."""
        ...

    def no_hint_reason(self) -> str:
        """Why ``can_hint`` says no, for the status line when the human asks anyway."""
        ...


class Session(SessionFacts, SessionWords, Protocol):
    """What the table draws from: the facts and actions, and the words."""


class TableControls(Protocol):
    """What the table's pointer and keys ask for (see ``keys`` and ``scene``).

    A game turns them into the human's intents (``intents``); a replay steps with them.
    """

    @property
    def cursor(self) -> Card | None:
        """The card the keyboard cursor is on, if any."""
        ...

    def hand_order(self) -> list[Card]: ...

    def toggle_select(self, card: Card) -> None: ...

    def activate(self, card: Card) -> None:
        """A double click or double tap on ``card``."""
        ...

    def move_cursor(self, step: int, extend: bool) -> None: ...

    def move_cursor_only(self, step: int) -> None:
        """CTRL+LEFT/RIGHT: the cursor moves, the selection stays."""
        ...

    def toggle_at_cursor(self) -> None:
        """CTRL+SPACE: select or unselect the card under the cursor."""
        ...

    def select_all(self) -> None: ...

    def play_selected(self) -> None: ...

    def auto_play(self, cards: list[Card], how: How = How.AUTO) -> None: ...

    def down(self) -> None: ...

    def take_or_end(self) -> None: ...

    def is_draggable(self, card: Card) -> bool: ...

    def drag_group(self, card: Card) -> list[Card]: ...

    def drop_targets(self, card: Card, attack_rects: dict[Card, Rect], forward_rect: Rect,
                     table_rect: Rect, hand_rect: Rect,
                     trump_rect: Rect | None = None) -> list[DropTarget]: ...

    def exchange(self) -> None:
        """X, or a double click on the face-up trump card: the trump exchange."""
        ...

    def redeal(self) -> None:
        """R: ask for a redeal."""
        ...

    def show_trump(self) -> None:
        """T, or its button: forward by showing the trump of the attacked rank."""
        ...

    def forward_direction(self) -> str | None:
        """Where the next forward goes ("left", "right") while the change of direction
        offers a choice; else ``None``."""
        ...

    def toggle_direction(self) -> None:
        """F, or its button: the next forward goes to the other side."""
        ...

    def catch_offer(self) -> Card | None:
        """(Cheating) the card "Catch!" and C would name now, or ``None``."""
        ...

    def suspect(self, card: Card) -> None:
        """A click or tap on a card on the table: the card to catch (cheating)."""
        ...

    def catch(self, card: Card | None = None) -> None:
        """K, "Catch!" or a double click on a table card: name a card as a cheat."""
        ...

    def next_suspect(self, step: int = -1) -> None:
        """SHIFT+K: suspect another card on the table (cheating)."""
        ...

    def naming_offer(self) -> Naming | None:
        """(Weli) the move of the 6♦ waiting for the human to name its suit, or ``None``."""
        ...

    def name_suit(self, suit: Suit) -> None:
        """A suit chosen in the weli's chooser (a click, a tap, its letter)."""
        ...

    def name_by_number(self, number: int) -> None:
        """1-4 in the weli's chooser: its suits in order."""
        ...

    def move_naming(self, step: int) -> None:
        """LEFT/RIGHT in the weli's chooser."""
        ...

    def confirm_naming(self) -> None:
        """Enter in the weli's chooser: the suit under its cursor."""
        ...

    def cancel_naming(self) -> None:
        """Esc or Cancel in the weli's chooser: nothing is played."""
        ...

    def group_targets(self, cards: list[Card], forward_rect: Rect,
                      table_rect: Rect) -> list[DropTarget]: ...

    def drop(self, target: DropTarget) -> bool: ...

    def explain_drop(self, card: Card, over_attack: Card | None, over_forward: bool,
                     over_table: bool) -> None: ...


class TableSession(Session, Protocol):
    """A session with the table's controls: what the scene and the key map are given."""

    @property
    def controls(self) -> TableControls:
        """What the pointer and the keys ask for (``human.HumanControls`` in a game)."""
        ...


class _Said(Protocol):
    """What ``DefaultWords`` reads of its session."""

    seat: int
    paused: bool

    def view(self) -> View: ...

    def legal(self) -> list[Action]: ...

    def window_remaining(self) -> int | None: ...

    def seat_name(self, seat: int) -> str: ...


class DefaultWords:
    """The words of ``SessionWords`` as a table says them (``words.table_text``), from
    the session's facts.  Every session takes them from here and overrides only what it
    says differently (an online seat's names and status, a replay's buttons)."""

    def seat_name(self, seat: int) -> str:
        return seat_name(seat)

    def seat_note(self: _Said, seat: int) -> str:
        return seat_notes(self.view(), seat)

    def role(self: _Said, seat: int) -> str:
        return role_of(self.view(), seat)

    def status_text(self: _Said, clock: bool = True) -> str:
        return status_text(self.view(), self.paused,
                           self.window_remaining() if clock else None, self.seat_name)

    def button_state(self: _Said) -> tuple[str, bool, bool]:
        return button_state(self.view(), self.legal(), self.window_remaining())

    def pause_button_text(self: _Said) -> str:
        return tr("Continue") if self.paused else tr("Pause")

    def finished_button_text(self) -> str:
        return tr("New game")

    def result_lines(self: _Said) -> tuple[str, list[str]]:
        return result_lines(self.view(), self.seat_name)

    def cheat_tally(self) -> list[str]:
        return []   # none where the session does not count them

    def no_hint_reason(self) -> str:
        return tr("There are no hints in this game")
