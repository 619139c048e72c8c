"""What the in-process sessions (a local game, a replay) hand the table, and the words
every session shares: seat names, roles, places and the result panel.

``snapshot_of`` reads a ``Game``: only a session that holds one calls it.  The rest reads
the human seat's ``View``, which any session has.
"""

from __future__ import annotations

from durak.engine import Card, Game, Rules, Suit, View

from .i18n import tr
from .layout import TableSnapshot

HUMAN = 0
# Per speed: card move duration and pause between moves, in milliseconds.
PACE = {"slow": (800, 1600), "normal": (500, 950), "fast": (250, 450)}
# Once the human is out the bots play on at the fast pace (never slower than the chosen
# one): quicker, but every move can still be followed.
OUT_PACE = PACE["fast"]


def deck_cards(rules: Rules) -> list[Card]:
    """Every card of the rules' deck, lowest first."""
    return [Card(rank, suit) for rank in range(rules.min_rank, 15) for suit in Suit]


def pace(speed: str, human_out: bool) -> tuple[int, int]:
    """(card move ms, pause between moves ms) at ``speed``; quicker once the human is out."""
    move, pause = PACE.get(speed, PACE["normal"])
    if human_out:
        return min(move, OUT_PACE[0]), min(pause, OUT_PACE[1])
    return move, pause


class HandOrders:
    """Keeps each opponent's cards in the order they arrived, so a hand never reshuffles."""

    def __init__(self, players: int = 0) -> None:
        self.orders: list[list[Card]] = [[] for _ in range(players)]

    def order(self, seat: int, held: tuple[Card, ...]) -> list[Card]:
        while len(self.orders) <= seat:
            self.orders.append([])
        cards = set(held)
        order = [c for c in self.orders[seat] if c in cards]
        order += [c for c in sorted(cards) if c not in order]
        self.orders[seat] = order
        return order


def snapshot_of(game: Game, human_hand: list[Card], orders: HandOrders, selected: set[Card],
                reveal: bool) -> TableSnapshot:
    """Every card of ``game`` to lay out, the human's hand as ``human_hand`` shows it."""
    hands = [human_hand if seat == HUMAN else orders.order(seat, game.hand(seat))
             for seat in range(game.num_players)]
    placed = {c for hand in hands for c in hand} | set(game.discard)
    for attack, defence in game.table:
        placed.add(attack)
        if defence is not None:
            placed.add(defence)
    trump_card = game.trump_card if game.stack_count > 0 and game.trump_card else None
    if trump_card is not None:
        placed.add(trump_card)
    stack = [] if game.is_over else [c for c in deck_cards(game.rules) if c not in placed]
    # At the end the durak's remaining cards are turned face up.
    shown = {game.durak} if game.is_over and game.durak is not None else set()
    return TableSnapshot(players=game.num_players, human=HUMAN, hands=hands,
                         table=list(game.table), stack=stack, trump_card=trump_card,
                         discard=list(game.discard), selected=set(selected),
                         reveal=reveal, shown=shown)


def seat_name(seat: int) -> str:
    return tr("You") if seat == HUMAN else tr("Player {number}").format(number=seat)


def role_of(view: View, seat: int) -> str:
    """The role shown on ``seat``'s frame: none once out or over."""
    if view.is_over or view.out[seat]:
        return ""
    if seat == view.offender:
        return "offender"
    if seat == view.defender:
        return "defender"
    if seat == view.co_offender:
        return "co_offender"
    return ""


def place_note(view: View, seat: int) -> str:
    """"out, place 2" or "durak" under a seat; "" while it plays."""
    if seat in view.winners:
        return tr("out, place {place}").format(place=view.winners.index(seat) + 1)
    if view.is_over and view.durak == seat:
        return tr("durak")
    return ""


def result_lines(view: View) -> tuple[str, list[str]]:
    """The title and lines of the panel shown once the game is over."""
    lines = [f"{i}. {seat_name(p)}" for i, p in enumerate(view.winners, 1)]
    if view.durak == HUMAN:
        title = tr("You are the durak!")
    elif view.winners[0] == HUMAN:
        title = tr("You won!")
    else:
        title = tr("{name} won").format(name=seat_name(view.winners[0]))
    if view.durak is None:   # the last ones went out together
        return title, [*lines, tr("Nobody is the durak")]
    return title, [*lines, tr("Durak: {name}").format(name=seat_name(view.durak))]
