"""The human's controls on a session that plays: what a click, a double click, a drop,
DOWN or the button does, turned into intents (``intents``) and sent through the session.

The selection and the hand's order live here, beside the table; legality is the engine's,
asked through the session (online: the legal actions in the seat's ``View``; the reason
for a refusal the view cannot give is asked of the server through ``ask_why``).  A
gesture starts only when the session takes input (``refuse_input``): online, not while
the last gesture's move awaits the server's answer, so nothing is sent twice; the rest
of a gesture that plays several cards then waits too (``later``) and goes on from the
next view when the session calls ``go_on`` (its answer came), or is forgotten
(``forget_later``: refused, or the connection lost).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from durak.engine import Action, ActionKind, Card, IllegalAction, Suit, View

from ..kit.i18n import tr
from ..model.intents import (
    DropTarget,
    How,
    Selection,
    button_action,
    down_actions,
    draggable,
    drop_targets,
    exchange_action,
    group_targets,
    hand_order,
    meant_by_drop,
    show_action,
)
from ..model.layout import Rect
from ..model.naming import SUITS, WELI, Naming, named
from ..model.plays import Later, Outcome, play_cards, play_on
from ..words.reasons import said_to
from ..words.table_text import refusals


class PlayingSession(Protocol):
    """What the human's controls need of a session: his view, what he may do, sending."""

    def view(self) -> View: ...

    def legal(self) -> list[Action]: ...

    def why_illegal(self, action: Action) -> IllegalAction | None: ...

    def send(self, action: Action) -> bool: ...

    def seat_name(self, seat: int) -> str: ...

    def waiting(self) -> bool:
        """True while the human's input waits (paused, or the beat between rounds)."""
        ...

    def refuse_input(self) -> bool:
        """True, saying why when it is worth saying, while the human's input waits."""
        ...


# Why a move would be refused, said to the player, or None when it is legal.
Answer = Callable[[str | None], None]
# Asks that of someone else (a server), who answers later or never; never plays the move.
AskWhy = Callable[[Action, Answer], None]


class Unexplained(IllegalAction):
    """``why_illegal``'s answer where the seat's ``View`` does not list ``action`` as legal
    but the engine's reason is someone else's to give (a server, asked through
    ``ask_why``): never said as it is."""

    def __init__(self, action: Action) -> None:
        super().__init__("not among the seat's legal actions")
        self.action = action


class HumanControls:
    """The human's selection, double clicks, drops, DOWN and the take/end button.

    ``refresh(ms)`` lays the table out again (the selection changed), ``say(text)`` puts a
    note in the status line.  ``ask_why`` explains a refused drop where the session's
    ``why_illegal`` cannot (a remote session asks the server); without it the engine is
    asked through the session, at once.
    """

    def __init__(self, session: PlayingSession, refresh: Callable[[int], None],
                 say: Callable[[str], None], ask_why: AskWhy | None = None) -> None:
        self.session = session
        self.refresh = refresh
        self.say = say
        self.ask_why = ask_why or self._why_here
        self.choice = Selection()
        self.sort = "suit"      # the human's hand: by "suit" or by "rank"
        self._right = False     # the change of direction: the next forward goes right
        self._suspect: Card | None = None   # (cheating) the table card clicked to catch
        self._naming: Naming | None = None   # (weli) the move waiting for its suit
        self._naming_how = How.AUTO
        self._later: Later | None = None   # the rest of a play, once the seat has answered
        self._queued: list[Action] = []    # the rest of a drop's or DOWN's moves, likewise
        self._played: list[Card] = []      # the cards that play has played so far

    def _reason(self, error: IllegalAction) -> str:
        """The engine's reason for refusing the human's move, said to him."""
        return said_to(error, self.session.view().player, self.session.seat_name)

    # --- the selection ----------------------------------------------------------------
    @property
    def selected(self) -> set[Card]:
        return self.choice.selected

    @selected.setter
    def selected(self, cards: set[Card]) -> None:
        self.choice.selected = set(cards)

    @property
    def cursor(self) -> Card | None:
        return self.choice.cursor

    def hand_order(self) -> list[Card]:
        """The human's hand as shown: by suit (each plain suit by rank, then the trumps), or
        by rank (cards of one rank side by side, the trump last among them)."""
        return hand_order(self.session.view(), self.sort)

    def toggle_select(self, card: Card) -> None:
        if card in self.session.view().hand:
            self.choice.toggle(card)
            self.refresh(120)

    def move_cursor(self, step: int, extend: bool) -> None:
        """LEFT/RIGHT select the previous/next card; with SHIFT, extend the selection."""
        order = self.hand_order()
        if order:
            self.choice.move(order, step, extend)
            self.refresh(120)

    def move_cursor_only(self, step: int) -> None:
        """CTRL+LEFT/RIGHT: move the cursor along the hand, leaving the selection."""
        order = self.hand_order()
        if order:
            self.choice.move_only(order, step)
            self.refresh(120)

    def toggle_at_cursor(self) -> None:
        """CTRL+SPACE: select or unselect the card under the cursor."""
        cursor = self.choice.cursor
        if cursor is not None:
            self.toggle_select(cursor)

    def select_all(self) -> None:
        self.choice.select_all(self.hand_order())
        self.refresh(120)

    def clear_selection(self) -> None:
        self.choice.clear()
        self.refresh(120)

    # --- playing cards ----------------------------------------------------------------
    def activate(self, card: Card) -> None:
        """A double click or double tap on ``card``: play it with the cards selected before
        (a card tapped, then another double tapped: both).

        The double's first click has just toggled the card, so the selection that counts
        is the one from before that click.
        """
        self.auto_play(self.choice.doubled(card, self.hand_order()))

    def play_selected(self) -> None:
        """UP: play the selected cards as a double click would."""
        cards = self.choice.chosen(self.hand_order())
        if cards:
            self.auto_play(cards)
        elif self.session.legal():   # UP alone plays nothing: say how to choose
            self.say(tr("Choose a card with ← and → (or click it), then press ↑"))

    def auto_play(self, cards: list[Card], how: How = How.AUTO) -> None:
        """Play cards where they fit (see ``plays``); say which were not played, and why."""
        if self.session.refuse_input() or self.session.view().is_over:
            return
        self._naming = None   # a new gesture: a suit not yet named is forgotten
        self.forget_later()   # (nothing is left of an earlier gesture: it is answered)
        outcome = play_cards(self.session, cards, how, self.forward_direction() or "left",
                             self.session.waiting)
        self.choice.selected.clear()
        self._after_play(outcome, how)

    def go_on(self) -> None:
        """The seat answered the move a play of several cards sent (online: the server's
        ``state``): play its next card from the new view, chosen from that view's legal
        actions as at a local table (a card the table no longer takes is said, with the
        engine's reason; none once the round it was meant for has ended)."""
        later, self._later = self._later, None
        queued, self._queued = self._queued, []
        if self.session.waiting():
            return
        if queued:
            self._send_all(queued, checked=False)
            self.refresh(120)
        if later is None:
            return
        self._after_play(play_on(self.session, later, self.session.waiting), later.how)

    def forget_later(self) -> None:
        """Forget the rest of a gesture (its move was refused, or the connection was lost:
        nothing is kept to be sent later)."""
        self._later, self._played, self._queued = None, [], []

    @property
    def later(self) -> Later | None:
        """The rest of a play waiting for the seat's answer, if any."""
        return self._later

    @property
    def queued(self) -> list[Action]:
        """The rest of a drop's or DOWN's moves waiting for the seat's answer."""
        return list(self._queued)

    def _after_play(self, outcome: Outcome, how: How) -> None:
        """Ask for the weli's suit, say what was played and refused, keep the rest."""
        self._played += outcome.played
        outcome.played = list(self._played)
        self._later = outcome.later
        if outcome.naming:
            self._ask_naming(Naming(outcome.naming, outcome.then), how)
        elif outcome.auto_named:
            self._say_auto_named(outcome.auto_named[-1])
        self.refresh(120)
        if not outcome.refused:
            return
        asked = [error for _, error in outcome.refused if isinstance(error, Unexplained)]
        outcome.refused = [(card, error) for card, error in outcome.refused
                           if not isinstance(error, Unexplained)]
        said = refusals(outcome, self.session.view().player, self.session.seat_name)
        if said:
            self.say(said)
        if asked:   # the first refused card's reason, from whoever knows it
            self.ask_why(asked[0].action, lambda why: self._add_reason(said, why))

    def _add_reason(self, said: str, why: str | None) -> None:
        if why:
            self.say(tr("{played}; {reason}").format(played=said, reason=why) if said else why)

    def down(self) -> None:
        """DOWN: unselect; else the defender takes back his cards, then takes; an attacker ends."""
        if self.selected:
            self.clear_selection()
            return
        if self.session.refuse_input():
            return
        view = self.session.view()
        if view.is_over:
            return
        self.forget_later()
        self._send_all(down_actions(view, self.session.legal()))

    def take_or_end(self) -> None:
        """The button: "Take cards" for the defender, "End attack" for an attacker."""
        if self.session.refuse_input():
            return
        view = self.session.view()
        action = button_action(view, self.session.legal())
        if action is not None:
            self.session.send(action)

    def _refuse(self, error: IllegalAction) -> None:
        """Say why the engine refuses a move: its reason here, or asked of whoever knows
        it (``Unexplained``)."""
        if isinstance(error, Unexplained):
            self.ask_why(error.action, lambda why: self.say(why) if why else None)
        else:
            self.say(self._reason(error))

    def exchange(self) -> None:
        """X, or a double click on the face-up trump card: the trump exchange, or the
        engine's reason why not."""
        if self.session.refuse_input():
            return
        view = self.session.view()
        if view.is_over:
            return
        action = exchange_action(view, view.legal_actions)
        error = self.session.why_illegal(action)
        if error is not None:
            self._refuse(error)
        else:
            self.session.send(action)

    def show_trump(self) -> None:
        """T, or its button: forward by showing the trump of the attacked rank, or hear
        the engine's reason why not."""
        if self.session.refuse_input():
            return
        view = self.session.view()
        if view.is_over:
            return
        action = show_action(view, view.legal_actions)
        error = self.session.why_illegal(action)
        if error is not None:
            self._refuse(error)
        else:
            self.session.send(action)

    def forward_direction(self) -> str | None:
        """Where the human's next forward goes, "left" or "right", while the engine lists
        a forward to the right (the change of direction); else ``None``: no choice."""
        if not any(a.direction == "right" for a in self.session.legal()):
            self._right = False
            return None
        return "right" if self._right else "left"

    def toggle_direction(self) -> None:
        """F, or its button: the next forward (a drop beside the attack, a double click,
        UP) goes to the other side; or hear why no forward goes to the right now."""
        if self.session.refuse_input() or self.session.view().is_over:
            return
        if self.forward_direction() is None:
            view = self.session.view()
            rank = view.table[0][0].rank if view.table else None
            card = next((c for c in view.hand if c.rank == rank), None)
            error = (self.session.why_illegal(Action.forward(view.player, card,
                                                             direction="right"))
                     if card is not None else None)
            self.say(self._reason(error) if error is not None
                     else tr("No forward to the right is possible now"))
            return
        self._right = not self._right
        self.say(tr("Your forward goes to the right: drop beside the attack, double click "
                    "or press ↑ (F: to the left)") if self._right
                 else tr("Your forward goes to the left (F: to the right)"))
        self.refresh(0)

    # --- cheating ------------------------------------------------------------------------
    def _catchable(self) -> list[Card]:
        """The cards on the table the engine lets the human name (right or wrong)."""
        return [action.cards[0] for action in self.session.view().catch_actions]

    def catch_offer(self) -> Card | None:
        """The suspect card "Catch!" and C name, while the human may still catch it."""
        if self._suspect not in self._catchable():
            self._suspect = None
        return self._suspect

    def next_suspect(self, step: int = -1) -> None:
        """K with no suspect (or SHIFT+K): suspect the card laid last by another player,
        then, again with SHIFT+K, the one before it; the engine's reason where none."""
        cards = self._catchable()
        if not cards:
            self.catch()   # says why not
            return
        current = self.catch_offer()
        index = cards.index(current) + step if current in cards else len(cards) - 1
        self.suspect(cards[index % len(cards)])

    def suspect(self, card: Card) -> None:
        """A click or tap on a card on the table: with cheating, the card "Catch!" and C
        name; the engine's reason where it cannot be caught by the human."""
        view = self.session.view()
        if not view.rules.cheating or view.is_over or self.session.waiting():
            return
        action = Action.catch(view.player, card)
        if action in view.catch_actions:
            self._suspect = card
            self.say(tr("Suspect {card}: press K or Catch! to catch it, SHIFT+K for another "
                        "card").format(card=card))
            self.refresh(0)
            return
        error = self.session.why_illegal(action)
        if error is not None:
            self.say(self._reason(error))

    def catch(self, card: Card | None = None) -> None:
        """K, "Catch!" or a double click on a card on the table: name ``card`` (else the
        one on offer) as a cheat; the engine's reason where no catch may be made."""
        if self.session.refuse_input():
            return
        view = self.session.view()
        if view.is_over:
            return
        target = card if card is not None else self.catch_offer()
        if target is None and self._catchable():   # C alone: first choose the suspect
            self.next_suspect()
            return
        if target is None:   # nothing to name: let the engine say why
            on_table = [c for pair in view.table for c in pair if c is not None]
            target = on_table[-1] if on_table else next(iter(view.hand), None)
            if target is None:
                return
        action = Action.catch(view.player, target)
        error = self.session.why_illegal(action)
        if error is not None:
            self.say(self._reason(error))
            return
        self._suspect = None
        self.session.send(action)

    def _forwards_one_way(self, legal: list[Action]) -> list[Action]:
        """``legal`` with the forwards of the other direction left out."""
        direction = self.forward_direction() or "left"
        return [a for a in legal if a.direction in (None, direction)]

    def redeal(self) -> None:
        """R: ask for a redeal, or hear the engine's reason why not."""
        if self.session.refuse_input():
            return
        view = self.session.view()
        if view.is_over:
            return
        action = Action.redeal(view.player)
        error = self.session.why_illegal(action)
        if error is not None:
            self._refuse(error)
        else:
            self.session.send(action)

    # --- dragging ------------------------------------------------------------------------
    def is_draggable(self, card: Card) -> bool:
        return not self.session.waiting() and draggable(self.session.view(), card)

    def drag_group(self, card: Card) -> list[Card]:
        """The cards a drag of ``card`` carries: the whole selection when ``card`` is one of
        several selected cards (in hand order), else ``card`` alone."""
        return self.choice.group(card, self.hand_order())

    def drop_targets(self, card: Card, attack_rects: dict[Card, Rect], forward_rect: Rect,
                     table_rect: Rect, hand_rect: Rect,
                     trump_rect: Rect | None = None) -> list[DropTarget]:
        """Every legal place for ``card``, with the actions that landing there applies."""
        view = self.session.view()
        # With cheating, a drop that breaks a card rule is played as a cheat: the engine
        # lists those moves apart from the honest ones.
        legal = self.session.legal()
        moves = [*legal, *(a for a in view.cheat_actions if a not in legal)] if legal else []
        return drop_targets(view, self._forwards_one_way(moves), card, attack_rects,
                            forward_rect, table_rect, hand_rect, trump_rect)

    def group_targets(self, cards: list[Card], forward_rect: Rect,
                      table_rect: Rect) -> list[DropTarget]:
        """Where several cards may land together (see ``intents.group_targets``)."""
        return group_targets(self.session.view(),
                             self._forwards_one_way(self.session.legal()), cards,
                             forward_rect, table_rect)

    def drop(self, target: DropTarget) -> bool:
        if self.session.refuse_input():
            return False
        self.forget_later()
        if target.cards:
            self.auto_play(list(target.cards), target.how)
            return True
        if len(target.namings) > 1:   # the weli: the player names its suit first
            self._ask_naming(Naming(list(target.namings)), How.AUTO)
            self.refresh(0)
            return False
        played = self._send_all(target.actions)
        if played and len(target.namings) == 1:
            self._say_auto_named(target.namings[0])
        return played

    def _send_all(self, actions: list[Action], checked: bool = True) -> bool:
        """Send ``actions`` in turn, stopping at a refusal; a cheat among them is said.
        Each after the first (all, unless ``checked``) is sent only while the view lists
        it, else the engine's reason is said.  While the seat waits for its answer to one
        (online), the rest waits for ``go_on``."""
        for index, action in enumerate(actions):
            legal = self.session.legal()
            cheats = self.session.view().cheat_actions
            if (index or not checked) and action not in legal and action not in cheats:
                error = self.session.why_illegal(action)
                if error is not None:
                    self._refuse(error)
                return False
            if not self.session.send(action):
                return False
            if action in cheats and action not in legal:   # to the cheater only
                self.say(tr("Played as a cheat: it stands unless someone catches it before "
                            "the round ends"))
            if index + 1 < len(actions) and self.session.waiting():
                self._queued = actions[index + 1:]   # sent when this one is answered
                return True
        return True

    # --- naming the weli -------------------------------------------------------------------
    def _ask_naming(self, naming: Naming, how: How) -> None:
        self._naming, self._naming_how = naming, how
        self.say(tr("Name the suit of {card}: click one, or press 1-4 (or ← → and Enter); "
                    "Esc plays nothing").format(card=WELI))

    def _say_auto_named(self, action: Action) -> None:
        if action.suit is not None:
            self.say(tr("{card} counts as {suit}: the only suit it may be named here").format(
                card=WELI, suit=action.suit.symbol))

    def naming_offer(self) -> Naming | None:
        """The weli's move waiting for its suit, while the engine still lists it."""
        naming = self._naming
        if naming is None:
            return None
        view = self.session.view()
        moves = [*self.session.legal(), *view.cheat_actions]
        if view.is_over or not naming.still_legal(moves):
            self._naming = None
        return self._naming

    def name_suit(self, suit: Suit) -> None:
        """A suit chosen in the chooser: play the move with the weli named ``suit``; a suit
        the engine does not list gets its reason, and the chooser stays."""
        naming = self.naming_offer()
        if naming is None:
            return
        action = naming.choice(suit)
        if action is None:
            error = self.session.why_illegal(named(naming.choices[0], suit))
            if error is not None:
                self._refuse(error)
            return
        if self.session.refuse_input():
            return
        self._naming = None
        direction = self.forward_direction() or "left"   # as the move is sent
        played = self._send_all([action])
        self.refresh(120)
        if not (played and naming.then):
            return
        if self.session.waiting():   # the rest once the seat has answered (online)
            view = self.session.view()
            self._later = Later(naming.then, self._naming_how, direction, view.round_index)
            self._played = []
        else:
            self.auto_play(naming.then, self._naming_how)

    def name_by_number(self, number: int) -> None:
        """1-4: the chooser's suits in order (♠ ♥ ♦ ♣)."""
        if 1 <= number <= len(SUITS):
            self.name_suit(SUITS[number - 1])

    def move_naming(self, step: int) -> None:
        """LEFT/RIGHT in the chooser: the previous/next suit that may be named."""
        naming = self.naming_offer()
        if naming is not None:
            naming.move(step)
            self.refresh(0)

    def confirm_naming(self) -> None:
        """Enter in the chooser: the suit under its cursor."""
        naming = self.naming_offer()
        if naming is not None:
            self.name_suit(naming.under_cursor)

    def cancel_naming(self) -> None:
        """Esc (or Cancel) in the chooser: nothing is played."""
        if self.naming_offer() is not None:
            self._naming = None
            self.say(tr("Nothing played: {card} stays in your hand").format(card=WELI))
            self.refresh(0)

    def explain_drop(self, card: Card, over_attack: Card | None, over_forward: bool,
                     over_table: bool) -> None:
        """Say why a drop that lit no target was refused, in the engine's words.

        It only ever explains: the card goes back to the hand whatever the reason.
        """
        if self.session.waiting():
            return
        action = meant_by_drop(self.session.view(), card, over_attack, over_forward,
                               over_table)
        if action is None:
            return
        if action in self.session.view().legal_actions:
            self._explain(action, None)   # legal, dropped in the wrong place: say where
            return
        error = self.session.why_illegal(action)
        if error is None or isinstance(error, Unexplained):   # the reason is elsewhere
            self.ask_why(action, lambda said: self._explain(action, said))
        else:
            self._explain(action, self._reason(error))

    def _why_here(self, action: Action, answer: Answer) -> None:
        error = self.session.why_illegal(action)
        answer(None if error is None else self._reason(error))

    def _explain(self, action: Action, said: str | None) -> None:
        """Say why the dropped card's move is refused; a legal one was dropped in the
        wrong place: say where it goes."""
        if said is not None:
            self.say(said)
        elif action.kind is ActionKind.FORWARD:
            self.say(tr("To forward, drop the card beside the attack"))
        elif action.kind is ActionKind.DEFEND:
            self.say(tr("To cover, drop the card onto the attack card it beats"))
