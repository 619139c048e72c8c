"""Playing cards where they fit: a double click or tap, UP, or a drop of several cards.

A card is only ever played by an action the engine lists as legal, and a card that
cannot be played gets the engine's own reason (the seat's ``why_illegal``): nothing is
tried to find out.  The order: the largest lead or forward made of the cards (forwarding only
for the defender, and only when it is wanted), then the defender's covers (as many attack
cards as the cards can beat, each card preferring the strongest card it beats, as a
double click does), then every other card on its own.

With the weli (``Rules.weli``) a move that lays the 6♦ is sent named: when the engine
lists it with one suit only, that one (``Outcome.auto_named``); with several, nothing more
is played and the namings wait in ``Outcome.naming`` for the player to choose, with the
cards still to play after it.

A seat that answers its moves later (online: the server's answer is awaited, ``waits``)
plays one move at a time: ``play_cards`` stops after the move it sent and keeps the rest
in ``Outcome.later``, and ``play_on`` goes on with it from the seat's next view, as it
would have gone on at once at a local table: each move chosen from the legal actions of
the view it is sent from.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Protocol

from durak.engine import Action, ActionKind, Card, IllegalAction, View

from .intents import How, target_for
from .naming import lays_weli, namings, planned_naming, to_explain

__all__ = ["How", "Later", "Outcome", "Seat", "planned", "play_cards", "play_on", "strength"]


class Stage(Enum):
    """Where a play of several cards stands: its lead or forward, its covers, the rest."""

    GROUP = 0
    COVERS = 1
    SINGLES = 2


@dataclass
class Later:
    """The rest of a play whose seat answers its moves later: the cards still to play,
    how and in which direction, in which round, and from which ``Stage`` on."""

    cards: list[Card]
    how: How
    direction: str
    round_index: int
    stage: Stage = Stage.GROUP


@dataclass
class Outcome:
    """The cards played, in order, and each card refused with the engine's reason; the
    weli's moves named for the player (one suit legal), or the namings of the move that
    waits for him to name its suit, and the cards to play after it; ``later``: the rest,
    to play once the seat has answered the move sent (see ``play_on``)."""

    played: list[Card] = field(default_factory=list)
    refused: list[tuple[Card, IllegalAction]] = field(default_factory=list)
    auto_named: list[Action] = field(default_factory=list)
    naming: list[Action] = field(default_factory=list)
    then: list[Card] = field(default_factory=list)
    later: Later | None = None


def strength(card: Card, view: View) -> int:
    """How strong an attack card is to cover, in the order of the table's rules."""
    return view.order.strength(card)


class Seat(Protocol):
    """The seat the cards are played from (a session is one)."""

    def view(self) -> View: ...

    def why_illegal(self, action: Action) -> IllegalAction | None: ...

    def send(self, action: Action) -> bool: ...


def play_cards(seat: Seat, cards: Sequence[Card], how: How = How.AUTO,
               direction: str = "left", waits: Callable[[], bool] | None = None) -> Outcome:
    """Play ``cards`` of ``seat`` where they fit, sending each action as it is chosen; a
    forward goes in ``direction`` ("right" only with the change of direction).

    It stops when the round ends on the way: the cards left are meant for that round, not
    for the next one.  While ``waits()`` after a move sent (the seat answers later), the
    rest waits in ``Outcome.later`` for ``play_on``.
    """
    view = seat.view()
    todo = Later([card for card in cards if card in view.hand], how, direction,
                 view.round_index)
    return _play(seat, todo, waits)


def play_on(seat: Seat, later: Later, waits: Callable[[], bool] | None = None) -> Outcome:
    """Go on with the rest of a play (``Outcome.later``) once the seat has answered: from
    its new view, choosing each move from that view's legal actions; nothing when the round
    it was meant for has ended."""
    view = seat.view()
    if view.is_over or view.round_index != later.round_index:
        return Outcome()
    later.cards = [card for card in later.cards if card in view.hand]
    return _play(seat, later, waits)


def _play(seat: Seat, todo: Later, waits: Callable[[], bool] | None) -> Outcome:
    outcome = Outcome()
    view = seat.view()
    how, direction = todo.how, todo.direction

    def run(action: Action) -> bool:
        nonlocal view
        if lays_weli(action) and view.rules.weli:
            choices = namings(action, view.legal_actions)
            if len(choices) > 1:   # the player names the suit; the rest waits for it
                outcome.naming = choices
                outcome.then = [card for card in todo.cards if card not in action.cards]
                return False
            if choices:
                action = choices[0]
                outcome.auto_named.append(action)
        if not seat.send(action):
            return False
        for card in action.cards:
            todo.cards.remove(card)
            outcome.played.append(card)
        view = seat.view()
        if view.round_index != todo.round_index or view.is_over:
            return False
        if waits is not None and waits():   # the answer first: the rest from the next view
            outcome.later = todo if todo.cards else None
            return False
        return True

    if todo.stage is Stage.GROUP:
        todo.stage = Stage.COVERS
        group = _group(view, todo.cards, how, direction)
        if group is not None and not run(group):
            return outcome
    if todo.stage is Stage.COVERS:
        if view.defender == view.player and how is not How.FORWARD:
            for action in _covers(view, todo.cards):
                if not run(action):
                    return outcome
        todo.stage = Stage.SINGLES
    for card in list(todo.cards):
        action = _single(view, card, how, direction)
        error = seat.why_illegal(to_explain(view, action))
        if error is not None:
            todo.cards.remove(card)   # said once: not tried again later
            outcome.refused.append((card, error))
        elif not run(action):
            return outcome
    return outcome


def planned(view: View, card: Card, direction: str = "left") -> Action | None:
    """What a double click on ``card`` alone plays, as ``play_cards`` chooses it (a
    forward in ``direction``), read from the view's legal actions without sending anything
    (``None``: nothing, now)."""
    if view.is_over or card not in view.hand:
        return None
    group = _group(view, [card], How.AUTO, direction)
    if group is not None:
        return planned_naming(view, group)
    if view.defender == view.player:
        covers = _covers(view, [card])
        return planned_naming(view, covers[0]) if covers else None
    return None


def _group(view: View, todo: list[Card], how: How, direction: str) -> Action | None:
    """The largest legal lead or forward made of these cards (the earliest on a tie)."""
    if view.defender == view.player:
        if how is How.COVER:
            return None
        kind = ActionKind.FORWARD
    else:
        kind = ActionKind.ATTACK
    chosen = set(todo)
    options = [action for action in view.legal_actions
               if action.kind is kind and set(action.cards) <= chosen
               and action.direction in (None, direction)]
    if not options:
        return None
    return max(options, key=lambda a: (len(a.cards), -min(todo.index(c) for c in a.cards)))


def _covers(view: View, todo: list[Card]) -> list[Action]:
    """Legal covers for as many attack cards as possible, each card used once."""
    options: dict[Card, list[Action]] = {}
    for action in view.legal_actions:
        if action.kind is ActionKind.DEFEND and action.cards[0] in todo:
            options.setdefault(action.cards[0], []).append(action)
    for actions in options.values():
        actions.sort(key=lambda a: strength(a.target, view), reverse=True)  # type: ignore[arg-type]
    chosen: dict[Card, Action] = {}   # attack card -> its cover

    def place(card: Card, seen: set[Card]) -> bool:
        for action in options.get(card, []):
            target = action.target
            assert target is not None
            if target in seen:
                continue
            seen.add(target)
            if target not in chosen or place(chosen[target].cards[0], seen):
                chosen[target] = action
                return True
        return False

    for card in todo:
        place(card, set())
    return sorted(chosen.values(), key=lambda a: todo.index(a.cards[0]))


def _single(view: View, card: Card, how: How, direction: str) -> Action:
    """What one card means on its own: forward (in ``direction``, when the engine lists
    it, or when asked for), cover or attack (maybe illegal)."""
    player = view.player
    if view.defender != player or not view.table:
        return Action.attack(player, card)
    forward = Action.forward(player, card, direction=direction)
    if how is How.FORWARD or (how is How.AUTO and forward in view.legal_actions):
        return forward
    covers = [a for a in view.legal_actions
              if a.kind is ActionKind.DEFEND and a.cards[0] == card]
    if covers:
        return max(covers, key=lambda a: strength(a.target, view))  # type: ignore[arg-type]
    return Action.defend(player, card, target_for(view, card))
