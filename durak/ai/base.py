"""The bot protocol: a bot sees its seat's ``View`` (and redacted events), returns an ``Action``.

Bots never receive a ``Game``.  ``act`` returns ``None`` to wait (for the defender to
cover, for the window to open...); a bot that will not add to a covered table says
``done`` so that no round waits its reinforcement window on a bot.
"""

from __future__ import annotations

from collections.abc import Sequence

from durak.engine import Action, ActionKind, Card, CardOrder, Event, View

from .cheats import ATTENTION, Eyes, Watch

__all__ = ["Bot", "cheapest_cover_plan", "cheapest_forwards", "exchange", "forfeit",
           "forfeit_pays", "may_forfeit", "progress", "redeal", "strength", "worth"]


class Bot:
    """Base class: ``name``, ``reset`` at a new game, ``observe`` events, ``act`` on a view.

    With ``cheating`` every level watches the table (``watch``) and notices a cheat with
    its level's attention (``cheats.ATTENTION``); ``catch`` gives the catch it would make.
    """

    name = "bot"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.seat = 0
        self.watch = Watch()
        self.eyes = Eyes(ATTENTION.get(self.name, 0.0), seed)

    def reset(self, seat: int) -> None:
        """A new game starts with this bot in ``seat``."""
        self.seat = seat
        self.watch.reset()
        self.eyes = Eyes(self.eyes.attention, self.seed)

    def observe(self, events: Sequence[Event]) -> None:
        """Events of the game, already redacted for this bot's seat."""
        self.watch.observe(events)

    def catch(self, view: View) -> Action | None:
        """The catch of a cheat this bot noticed (``cheating``), if it noticed one."""
        return self.eyes.catch(view, self.watch) if view.catch_actions else None

    def act(self, view: View) -> Action | None:  # pragma: no cover - abstract
        raise NotImplementedError


def strength(card: Card, view: View) -> int:
    """Sort key of a card's worth: trumps above everything, then rank (the engine's order:
    ``View.order``)."""
    return view.order.strength(card)


def cheapest_cover_plan(view: View) -> dict[Card, Card] | None:
    """Cover every uncovered attack card, each with the cheapest card that beats it.

    Attack cards are taken strongest first so that a cheap card is not spent where only
    it would do.  Returns ``{target: card}``, or ``None`` when the hand cannot cover all.
    """
    order = view.order
    hand = sorted(view.hand, key=order.strength)
    plan: dict[Card, Card] = {}
    targets = sorted((a for a, d in view.table if d is None), key=order.strength, reverse=True)
    for target in targets:
        for card in hand:
            if order.beats(card, target):
                plan[target] = card
                hand.remove(card)
                break
        else:
            return None
    return plan


def cheapest_forwards(legal: Sequence[Action], view: View | None = None) -> list[Action]:
    """The forwards that lay the fewest cards (one, unless ``forward_same_count`` asks
    for as many as the attack holds); a forward by showing a trump (``forward_by_trump``)
    lays none and keeps the trump, so when it is legal it is the only one.  Where a forward
    may go either way (``forward_direction="choose"``), those towards the smaller hand come
    first (given the ``view``): a short hand covers less."""
    shows = [a for a in legal if a.kind is ActionKind.SHOW]
    if shows:
        return shows
    forwards = [a for a in legal if a.kind is ActionKind.FORWARD]
    if not forwards:
        return forwards
    fewest = min(len(a.cards) for a in forwards)
    cheapest = [a for a in forwards if len(a.cards) == fewest]
    if view is not None and any(a.direction == "right" for a in cheapest):
        cheapest.sort(key=lambda a: view.hand_sizes[forward_target(view, a)])
    return cheapest


def forward_target(view: View, action: Action) -> int:
    """The seat a forward of ``view.player`` passes the attack to: the next opponent
    still in, to his left, or to his right for a forward to the right."""
    n = view.num_players
    step = -1 if action.direction == "right" else 1
    for i in range(1, n):
        q = (view.player + step * i) % n
        if not view.out[q] and not view.rules.partners(view.player, q):
            return q
    return view.player


def exchange(view: View) -> Action | None:
    """The trump exchange, when it is legal: the rule of thumb takes it every time (the
    face-up trump card is higher than the lowest trump given for it, and the lead can
    wait for one move)."""
    for action in view.legal_actions:
        if action.kind is ActionKind.EXCHANGE:
            return action
    return None


def redeal(view: View) -> Action | None:
    """A redeal, when it is legal and the hand is weak in trumps (fewer than two): five
    cards of a plain suit make a hand that covers little, and a fresh deal is worth more."""
    action = Action.redeal(view.player)
    if action in view.legal_actions and sum(map(view.order.is_trump, view.hand)) < 2:
        return action
    return None


def forfeit_pays(table: Sequence[tuple[Card, Card | None]], order: CardOrder,
                 stack_count: int) -> bool:
    """The rule of thumb for forfeiting a fully beaten round (``take_when_beaten``): only
    while cards are left in the stack (with it empty every card taken must be shed again),
    when an attack card is a trump and at least half the table's cards are trumps.  The
    forfeit wins the attackers' trumps and takes back the covers, all of which would go
    to the discard; a few plain cards more are shed in the rounds to come."""
    if not stack_count:
        return False
    cards = [card for pair in table for card in pair if card is not None]
    trumps = sum(map(order.is_trump, cards))
    return any(order.is_trump(attack) for attack, _ in table) and 2 * trumps >= len(cards)


def may_forfeit(view: View) -> bool:
    """True when ``view.player`` may forfeit the fully beaten round on the table."""
    return (view.player == view.defender and bool(view.table) and not view.taking
            and all(cover is not None for _, cover in view.table)
            and Action.take(view.player) in view.legal_actions)


def forfeit(view: View) -> Action | None:
    """The forfeit of a fully beaten round, when it is legal and ``forfeit_pays``."""
    if may_forfeit(view) and forfeit_pays(view.table, view.order, view.left_to_draw):
        return Action.take(view.player)
    return None


def progress(view: View) -> tuple[int, int]:
    """How far the game has come: cards left in the stack, cards gone to the discard.

    Two bots can pass the same cards back and forth for ever (one forwards, the other
    cannot cover and takes, and the other way round) while neither of these changes, so
    a bot that forwards or takes by choice does not do it twice at the same progress.
    """
    return (view.stack_count, len(view.discard))


def worth(card: Card, order: CardOrder, min_rank: int) -> int:
    """How much a card is worth keeping: its rank above the deck's lowest, trumps +10
    (``CardOrder.worth``)."""
    return order.worth(card, min_rank)
