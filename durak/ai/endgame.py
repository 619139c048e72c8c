"""Exact endgames: alpha-beta over perfect-information positions (two players, empty stack).

The search plays the canonical move order of ``search.mover``.  It keeps a transposition
table of value bounds (with the best move found, tried first when the position comes
again) and never searches two equivalent cards apart: cards of one suit with no card in
play between them, each the only card in play of its rank, can be swapped without
changing anything (they beat, and are beaten by, the same cards, and neither matches a
rank for adding or forwarding), so only the lowest of each such run is tried.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from durak.engine import Action, Card, CardOrder, Game, Suit, View

from .search import TAKE, costs_for, mover, rewards

# What makes two endgame positions the same for the search (a hashable summary).
PositionKey = tuple[object, ...]
EXACT, LOWER, UPPER = 0, 1, 2
# A kept table is emptied once it holds this many positions (about 100 MB).
MAX_TABLE = 500_000


class Exhausted(Exception):
    """The endgame search ran out of nodes or time."""


@dataclass
class Entry:
    """What the search learnt about a position: a bound on its value, and its best move."""

    value: float
    bound: int
    move: Action | None


@dataclass
class EndgameSolver:
    """Alpha-beta with a transposition table over perfect-information endgames.

    Taking gives cards back, so a position can come round again: a repetition on the
    current line counts as a draw (0.5) rather than recursing for ever.
    """

    node_limit: int = 20_000
    deadline: float = math.inf
    max_depth: int = 200
    nodes: int = 0
    table: dict[PositionKey, Entry] = field(default_factory=dict)
    line: set[PositionKey] = field(default_factory=set)

    def begin(self, node_limit: int, seconds: float) -> None:
        """Start a search of at most ``node_limit`` nodes and ``seconds``, keeping what the
        table learnt before (emptied once it holds MAX_TABLE positions)."""
        if len(self.table) > MAX_TABLE:
            self.table.clear()
        self.node_limit = node_limit
        self.deadline = time.perf_counter() + seconds
        self.nodes = 0
        self.line.clear()

    def best(self, game: Game, me: int) -> tuple[Action | None, float]:
        """``me``'s best move here (``None`` if another player moves first) and its value."""
        seat, options = mover(game)
        if seat != me:
            return None, self.value(game, me)
        best_action, best_value = None, -1.0
        for action in self._ordered(game, seat, options, None):
            child = game.copy()
            child.search_apply(action)
            value = self.value(child, me, best_value, 2.0)
            if value > best_value:
                best_action, best_value = action, value
                if value >= 1.0:
                    break
        return best_action, best_value

    def value(self, game: Game, me: int, alpha: float = -1.0, beta: float = 2.0) -> float:
        """The value of ``game`` for ``me`` if it lies within (alpha, beta), else a bound
        beyond the window on the side it falls."""
        if game.is_over:
            return rewards(game)[me]
        # Every value lies in [0, 1]: a window beyond it only hides cut-offs (a win found
        # for the side to move ends the search of his other moves).
        alpha, beta = max(alpha, 0.0), min(beta, 1.0)
        self.nodes += 1
        if self.nodes > self.node_limit or (self.nodes & 31 == 0
                                            and time.perf_counter() > self.deadline):
            raise Exhausted
        key = position_key(game)
        entry = self.table.get(key)
        move = None
        if entry is not None:
            if entry.bound == EXACT:
                return entry.value
            if entry.bound == LOWER and entry.value >= beta:
                return entry.value
            if entry.bound == UPPER and entry.value <= alpha:
                return entry.value
            move = entry.move
        if key in self.line:
            return 0.5
        if len(self.line) >= self.max_depth:
            raise Exhausted
        self.line.add(key)
        try:
            value, best_move = self._search(game, me, alpha, beta, move)
        finally:
            self.line.discard(key)
        bound = UPPER if value <= alpha else LOWER if value >= beta else EXACT
        self.table[key] = Entry(value, bound, best_move)
        return value

    def _search(self, game: Game, me: int, alpha: float, beta: float,
                first: Action | None) -> tuple[float, Action | None]:
        seat, options = mover(game)
        mine = seat == me
        best = -1.0 if mine else 2.0
        best_move = None
        for action in self._ordered(game, seat, options, first):
            child = game.copy()
            child.search_apply(action)
            value = self.value(child, me, alpha, beta)
            if mine:
                if value > best:
                    best, best_move = value, action
                    alpha = max(alpha, value)
            elif value < best:
                best, best_move = value, action
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best, best_move

    @staticmethod
    def _ordered(game: Game, seat: int, options: list[Action],
                 first: Action | None) -> list[Action]:
        """The options worth searching, the remembered best first, then cheap moves (they
        settle most lines soonest); of equivalent options only one."""
        options = distinct_options(game, seat, options)
        if len(options) > 1:
            # Cheap moves first, a take last: taking hands cards back, so its lines run on
            # longest, while a cover or a stop moves the game forward.
            costs = costs_for(game)
            options.sort(key=lambda action: (action.kind is TAKE, costs[action]))
        if first is not None and first in options and options[0] is not first:
            options.remove(first)
            options.insert(0, first)
        return options


def position_key(game: Game) -> PositionKey:
    return (tuple(game.hand(p) for p in range(game.num_players)), game.table, game.offender,
            game.defender, game.passed, game.taking, game.forward_blocked, game.shown,
            game.search_stack(), game.weli_suit)


def equivalents(game: Game, hand: tuple[Card, ...]) -> dict[Card, Card]:
    """Each card of ``hand`` that can stand for another: card -> the lowest of its run.

    A run is cards of one suit, all in ``hand``, with no other card in play (in a hand,
    on the table or still to be drawn) between them, each the only card in play of its
    rank; where a variant changes the order of the cards (``CardOrder.original`` false:
    a number trump, the lowest card on the ace, ...), each also beats and is beaten by the
    same cards in play as the one before it.
    """
    in_play: list[Card] = list(game.search_stack())
    for seat in range(game.num_players):
        in_play.extend(game.hand(seat))
    for attack, cover in game.table:
        in_play.append(attack)
        if cover is not None:
            in_play.append(cover)
    ranks: dict[int, int] = {}
    for card in in_play:
        ranks[card.rank] = ranks.get(card.rank, 0) + 1
    mine = set(hand)
    if game.rules.weli:   # the weli is a joker: it stands for no other card, nor they for it
        mine.discard(Card(6, Suit.DIAMONDS))
    order = game.order
    alike = None if order.original else _alike(order, in_play)
    mapping: dict[Card, Card] = {}
    for suit_cards in _by_suit(in_play).values():
        leader: Card | None = None
        previous: Card | None = None
        for card in suit_cards:   # low to high
            if card in mine and ranks[card.rank] == 1:
                if leader is None or (alike is not None and not alike(previous, card)):
                    leader = card
                else:
                    mapping[card] = leader
                previous = card
            else:
                leader = None
    return mapping


def _alike(order: CardOrder, in_play: list[Card]) -> Callable[[Card | None, Card], bool]:
    """Whether two cards beat and are beaten by the same other cards in play."""
    mask = 0
    for card in in_play:
        mask |= 1 << card.index
    beaten_by = order.beaten_by

    def relations(card: Card, other: Card) -> tuple[int, int]:
        rest = mask & ~(1 << card.index | 1 << other.index)
        beats = sum(1 << x.index for x in in_play if beaten_by[x.index] >> card.index & 1)
        return beaten_by[card.index] & rest, beats & rest

    def alike(first: Card | None, second: Card) -> bool:
        return first is not None and relations(first, second) == relations(second, first)

    return alike


def _by_suit(cards: list[Card]) -> dict[object, list[Card]]:
    suits: dict[object, list[Card]] = {}
    for card in sorted(cards, key=lambda c: c.rank):
        suits.setdefault(card.suit, []).append(card)
    return suits


def distinct_options(game: Game, seat: int, options: list[Action]) -> list[Action]:
    """``seat``'s ``options`` without those that only swap a card for an equivalent one."""
    if len(options) < 2:
        return list(options)
    mapping = equivalents(game, game.hand(seat))
    if not mapping:
        return list(options)
    kept: list[Action] = []
    seen: set[tuple[object, ...]] = set()
    for action in options:
        signature = (action.kind, action.target, action.suit,
                     tuple(sorted(mapping.get(c, c).index for c in action.cards)))
        if signature not in seen:
            seen.add(signature)
            kept.append(action)
    return kept


def known_world(view: View) -> Game:
    """The one world left when two players remain and the stack is empty."""
    opponent = next(p for p in range(view.num_players) if p != view.player and not view.out[p])
    hands = [list(view.known[p]) if p != view.player else list(view.hand)
             for p in range(view.num_players)]
    hands[opponent] = list(view.known[opponent]) + list(view.unseen())
    return Game.from_view(view, hands, [])


def solve_endgame(view: View, node_limit: int, seconds: float,
                  solver: EndgameSolver | None = None, when_lost: bool = True) -> Action | None:
    """The best move when nothing is hidden any more, if a search within these limits
    settles it; ``None`` otherwise (not an endgame, or out of nodes or time).

    With ``when_lost`` off, a position the search proves lost (every move loses against
    the best defence) gives ``None`` too: any move is then as good as another to the
    search, and a caller with a model of a fallible opponent (``hard``'s ISMCTS, whose
    playouts are greedy) picks the one with the best practical chances.

    A ``solver`` kept from the previous decisions of the same game brings what they
    learnt (its table holds only positions searched to the end or bounded): a search
    cut short is not wasted, the next one goes on from there.
    """
    if not perfect_information(view):
        return None
    if solver is None:
        solver = EndgameSolver()
    solver.begin(node_limit, seconds)
    try:
        action, value = solver.best(known_world(view), view.player)
    except Exhausted:
        return None
    return action if when_lost or value > 0.0 else None


def perfect_information(view: View) -> bool:
    """True when nothing is hidden from this player: two left and the stack empty."""
    active = [p for p in range(view.num_players) if not view.out[p]]
    return view.stack_count == 0 and len(active) == 2 and not any(view.secret_counts)
