"""The human's intents: what a selection, a key or a drop means, from his seat's ``View``.

Plain Python, no Qt: the selection and the keyboard cursor, the order the hand is shown
in, what DOWN and the take/end button ask for, where a dragged card may land and which
action a refused drop is explained with.  Every action offered comes from the view's
legal actions, as the engine listed them; nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from durak.engine import Action, ActionKind, Card, View

from .layout import Rect
from .naming import SUITS, WELI, lays_weli, to_explain


class How(Enum):
    """What the player asked for: a double click or UP (``AUTO``), or a drop on a place."""

    AUTO = "auto"          # forward when it can, else cover; attackers lead or add
    FORWARD = "forward"    # dropped beside the attack
    COVER = "cover"        # dropped on the attack: the defender covers, never forwards


def hand_order(view: View, sort: str = "suit") -> list[Card]:
    """The player's hand as shown: by suit (each plain suit by rank, then the trumps), or
    by rank (cards of one rank side by side, the trump last among them)."""
    order = view.order     # number trump: the face-up rank joins the trumps, in their order
    if sort == "rank":
        return sorted(view.hand, key=lambda c: (c.rank, order.is_trump(c), c.suit.value))
    return sorted(view.hand, key=lambda c: (order.is_trump(c),
                                            0 if order.is_trump(c) else c.suit.value,
                                            order.strength(c) if order.is_trump(c) else c.rank))


@dataclass
class Selection:
    """The cards the human chose, the keyboard cursor and the anchor of a SHIFT range."""

    selected: set[Card] = field(default_factory=set)
    cursor: Card | None = None
    anchor: Card | None = None
    toggled: tuple[Card, frozenset[Card]] | None = None   # the last click, selection before

    def clear(self) -> None:
        self.selected.clear()
        self.cursor = self.anchor = None
        self.toggled = None

    def keep(self, hand: Iterable[Card]) -> None:
        """Forget the cards that left the hand (and the cursor with its card)."""
        held = set(hand)
        self.selected &= held
        if self.cursor not in held:
            self.cursor = self.anchor = None

    def toggle(self, card: Card) -> None:
        """A click on a card of the hand: select or unselect it; the cursor goes there."""
        self.toggled = (card, frozenset(self.selected))
        if card in self.selected:
            self.selected.discard(card)
        else:
            self.selected.add(card)
        self.cursor = self.anchor = card

    def move(self, order: Sequence[Card], step: int, extend: bool) -> None:
        """LEFT/RIGHT select the previous/next card of ``order``; with SHIFT, extend."""
        if not order:
            return
        if self.cursor not in order:
            self.cursor = order[0 if step > 0 else -1]
            self.anchor = self.cursor
        else:
            index = (order.index(self.cursor) + step) % len(order)
            self.cursor = order[index]
            if not extend:
                self.anchor = self.cursor
        if extend and self.anchor in order:
            a, b = sorted((order.index(self.anchor), order.index(self.cursor)))
            self.selected = set(order[a:b + 1])
        else:
            self.selected = {self.cursor}

    def move_only(self, order: Sequence[Card], step: int) -> None:
        """CTRL+LEFT/RIGHT: the cursor moves to the previous/next card of ``order``, the
        selection stays as it is (CTRL+SPACE then toggles the card under the cursor)."""
        if not order:
            return
        if self.cursor not in order:
            self.cursor = order[0 if step > 0 else -1]
        else:
            self.cursor = order[(order.index(self.cursor) + step) % len(order)]
        self.anchor = self.cursor

    def select_all(self, order: Sequence[Card]) -> None:
        self.selected = set(order)
        if order:
            self.anchor, self.cursor = order[0], order[-1]

    def chosen(self, order: Sequence[Card]) -> list[Card]:
        """The selected cards, in the order shown."""
        return [card for card in order if card in self.selected]

    def group(self, card: Card, order: Sequence[Card]) -> list[Card]:
        """The cards a drag of ``card`` carries: the whole selection (in ``order``) when
        ``card`` is one of several selected cards of the hand, else ``card`` alone."""
        if card in self.selected and len(self.selected) > 1 and card in order:
            return self.chosen(order)
        return [card]

    def doubled(self, card: Card, order: Sequence[Card]) -> list[Card]:
        """A double click or tap on ``card``: the card with the cards selected before it
        (tap one card, double tap another: both are played).

        The double's first click has just toggled the card, so the selection that counts
        is the one from before that click, with the card in it whichever way it toggled.
        """
        toggled, self.toggled = self.toggled, None
        selection = set(toggled[1]) if toggled and toggled[0] == card else set(self.selected)
        selection = (selection | {card}) & set(order) if card in order else {card}
        return [c for c in order if c in selection] or [card]


PLAYS = (ActionKind.ATTACK, ActionKind.DEFEND, ActionKind.FORWARD)


def playable_cards(legal: Iterable[Action]) -> set[Card]:
    """The cards of the hand that some legal action plays now (leads, adds, covers or
    forwards): the engine's list, read, never a rule of its own."""
    return {card for action in legal if action.kind in PLAYS for card in action.cards}


def down_actions(view: View, legal: Sequence[Action]) -> list[Action]:
    """DOWN with nothing selected: the defender takes back his defence cards, or else
    takes the table; an attacker ends his attack.  Empty when none of it is legal."""
    me = view.player
    if view.defender == me:
        retracts = [a for a in legal if a.kind is ActionKind.RETRACT]
        if retracts:
            return retracts
        return [Action.take(me)] if Action.take(me) in legal else []
    return [Action.done(me)] if Action.done(me) in legal else []


def exchange_action(view: View, legal: Sequence[Action]) -> Action:
    """The trump exchange X (or a double click on the face-up trump card) asks for: the
    legal one, else one the engine explains (his lowest trump, or the deck's)."""
    for action in legal:
        if action.kind is ActionKind.EXCHANGE:
            return action
    trumps = [card for card in view.hand if card.suit is view.trump]
    card = min(trumps, key=lambda c: c.rank) if trumps else Card(view.rules.min_rank, view.trump)
    return Action.exchange(view.player, card)


def show_action(view: View, legal: Sequence[Action]) -> Action:
    """The forward by showing a trump that T (or its button) asks for: the legal one,
    else one the engine explains (the trump of the attacked rank, or of the lowest rank)."""
    for action in legal:
        if action.kind is ActionKind.SHOW:
            return action
    rank = view.table[0][0].rank if view.table else view.rules.min_rank
    return Action.show(view.player, Card(rank, view.trump))


def offered_show(legal: Sequence[Action]) -> Action | None:
    """The forward by showing a trump, when the engine lists it: the table offers its
    button then."""
    return next((a for a in legal if a.kind is ActionKind.SHOW), None)


def button_action(view: View, legal: Sequence[Action]) -> Action | None:
    """The take/end button: "Redeal" while the hand allows one, else "Take cards" for the
    defender, "End attack" for an attacker."""
    for action in (Action.redeal(view.player), Action.take(view.player),
                   Action.done(view.player)):
        if action in legal:
            return action
    return None


@dataclass
class DropTarget:
    """Where a dragged card may land, and what landing there does."""

    kind: str            # "cover", "forward", "table", "hand", "move" or "exchange"
    rect: Rect
    actions: list[Action]
    cards: tuple[Card, ...] = ()   # several selected cards, played where they fit...
    how: How = How.AUTO            # ...as landing here asks
    # The weli (Rules.weli): the engine's namings of the one move landing here makes, one
    # per suit it may be named (two or more: the player chooses).
    namings: list[Action] = field(default_factory=list)


def draggable(view: View, card: Card) -> bool:
    """A card of the hand, or the defender's own defence card on the table."""
    if view.is_over:
        return False
    if card in view.hand:
        return True
    return view.defender == view.player and any(d == card for _, d in view.table)


def drop_targets(view: View, legal: Sequence[Action], card: Card,
                 attack_rects: dict[Card, Rect], forward_rect: Rect, table_rect: Rect,
                 hand_rect: Rect, trump_rect: Rect | None = None) -> list[DropTarget]:
    """Every legal place for ``card``, with the actions that landing there applies (the
    lowest trump onto the face-up trump card: the trump exchange)."""
    me = view.player
    targets: list[DropTarget] = []
    if card in view.hand:
        for action in legal:
            if card not in action.cards:
                continue
            if action.kind is ActionKind.DEFEND and action.target in attack_rects:
                targets.append(DropTarget("cover", attack_rects[action.target], [action]))
            elif action.kind is ActionKind.FORWARD and len(action.cards) == 1:
                targets.append(DropTarget("forward", forward_rect, [action]))
            elif action.kind is ActionKind.ATTACK and len(action.cards) == 1:
                targets.append(DropTarget("table", table_rect, [action]))
            elif action.kind is ActionKind.EXCHANGE and trump_rect is not None:
                targets.append(DropTarget("exchange", trump_rect, [action]))
        return _merge_namings(targets)
    retract = Action.retract(me, card)
    if retract not in legal:
        return targets
    targets.append(DropTarget("hand", hand_rect, [retract]))
    if card == WELI and view.rules.weli:
        return targets   # the weli moves by way of the hand: laid again, it is named again
    for attack, defence in view.table:
        if defence is None and view.order.beats(card, attack) and attack in attack_rects:
            targets.append(DropTarget("move", attack_rects[attack],
                                      [retract, Action.defend(me, card, attack)]))
    return targets


def _merge_namings(targets: list[DropTarget]) -> list[DropTarget]:
    """One target for each place the weli may land, holding every naming of its move."""
    merged: list[DropTarget] = []
    for target in targets:
        action = target.actions[0] if len(target.actions) == 1 else None
        if action is None or action.suit is None or not lays_weli(action):
            merged.append(target)
            continue
        same = next((m for m in merged if m.namings and m.kind == target.kind
                     and m.rect == target.rect), None)
        if same is None:
            target.namings = [action]
            merged.append(target)
        elif action not in same.namings:
            same.namings.append(action)
            same.namings.sort(key=lambda a: SUITS.index(a.suit))
            same.actions = [same.namings[0]]
    return merged


def group_targets(view: View, legal: Sequence[Action], cards: Sequence[Card],
                  forward_rect: Rect, table_rect: Rect) -> list[DropTarget]:
    """Where several cards may land together: beside the attack when a forward made of
    them is legal; on the table when one of them can cover, lead or be added."""
    chosen = set(cards)
    targets = []
    if any(a.kind is ActionKind.FORWARD and set(a.cards) <= chosen for a in legal):
        targets.append(DropTarget("forward", forward_rect, [], tuple(cards), How.FORWARD))
    if any(a.kind in (ActionKind.DEFEND, ActionKind.ATTACK) and a.cards[0] in chosen
           for a in legal):
        how = How.COVER if view.defender == view.player else How.AUTO
        targets.append(DropTarget("table", table_rect, [], tuple(cards), how))
    return targets


def target_for(view: View, card: Card, over: Card | None = None) -> Card:
    """The attack card a refused cover is explained against: the one it was dropped on,
    else the first uncovered one, else the first one."""
    if over is not None:
        return over
    uncovered = [attack for attack, cover in view.table if cover is None]
    return (uncovered or [attack for attack, _ in view.table])[0]


def meant_by_drop(view: View, card: Card, over_attack: Card | None, over_forward: bool,
                  over_table: bool) -> Action | None:
    """What a drop that lit no target asked for, to explain its refusal in the engine's
    words; ``None`` when it was no play (dropped off the table, or not a card in hand).
    The weli is explained named (``naming.to_explain``): unnamed, the engine would only
    ask for its suit."""
    me = view.player
    if view.is_over or card not in view.hand or not (over_attack or over_forward or over_table):
        return None
    if view.defender == me and view.table:
        attacked_rank = view.table[0][0].rank
        if over_attack is None and (over_forward or card.rank == attacked_rank):
            return to_explain(view, Action.forward(me, card))
        return to_explain(view, Action.defend(me, card, target_for(view, card, over_attack)))
    return to_explain(view, Action.attack(me, card))
