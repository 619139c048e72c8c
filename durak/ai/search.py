"""Search over games: a canonical move order, fast playouts, ISMCTS (exact endgames: ``endgame``).

The engine lets several players act at once; search needs turns.  ``mover`` gives
them canonically: the offender leads; while cards are uncovered the defender covers the
first uncovered card (any card for it), forwards (also by showing a trump) or takes; once
all is covered (or after a take with throw-in) the attackers, offender first, add a card
or say done.  With ``take_when_beaten`` ISMCTS first lets the defender of a fully beaten
round choose between forfeiting it and letting it run (``stay``), once per table.  Every
action the search plays is legal in the real engine, so it goes through the engine's
search path (``search_actions``, ``search_apply``: no checks, no events, no history).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from durak.engine import Action, ActionKind, CardOrder, Game, View

from .base import forfeit_pays, may_forfeit, worth
from .beliefs import CardWeights
from .worlds import sample_game

ATTACK, DEFEND, FORWARD, TAKE, DONE = (ActionKind.ATTACK, ActionKind.DEFEND, ActionKind.FORWARD,
                                      ActionKind.TAKE, ActionKind.DONE)
EXCHANGE, REDEAL, SHOW = ActionKind.EXCHANGE, ActionKind.REDEAL, ActionKind.SHOW


def mover(game: Game) -> tuple[int, list[Action]]:
    """The player to move in the canonical order and his options (never a retract).

    The defender covers the first attack card he can beat (in table order) before the
    others; if one cannot be beaten at all, he will have to take in the end anyway.
    """
    if not game.table_size:
        offender = game.offender
        assert offender is not None
        return offender, game.search_actions(offender)
    defender = game.defender
    assert defender is not None
    if game.uncovered_count and not game.taking:
        options = []
        target = None
        for action in game.search_actions(defender):
            kind = action.kind
            if kind is DEFEND:
                if target is None:
                    target = action.target
                if action.target is target:
                    options.append(action)
            elif kind is FORWARD or kind is TAKE or kind is SHOW:
                options.append(action)
        return defender, options
    for seat in game.attackers:
        options = [a for a in game.search_actions(seat) if a.kind is ATTACK or a.kind is DONE]
        if options:   # an attacker who said done has no options until the table changes
            return seat, options
    raise RuntimeError(f"no canonical mover in {game!r}")


def stay(seat: int) -> Action:
    """The defender's choice to let a fully beaten round run rather than forfeit it: a
    ``done`` by the defender, which the engine never lists; the search only notes it
    (``ismcts``), it is never played."""
    return Action.done(seat)


def forfeit_choice(game: Game, declined: tuple[int, int] | None) -> tuple[int, list[Action]] | None:
    """The defender and his options ``[take, stay]`` when he may forfeit the fully beaten
    round on the table (``take_when_beaten``) and has not let this table run already
    (``declined``: the round and table size where he chose ``stay``); else ``None``."""
    if game.uncovered_count or game.taking or not game.table_size:
        return None
    if declined == (game.round_index, game.table_size):
        return None
    defender = game.defender
    assert defender is not None
    take = Action.take(defender)
    if take not in game.search_actions(defender):
        return None
    return defender, [take, stay(defender)]


class Costs(dict[Action, int]):
    """Worth of each action's cards under one order of the cards (``CardOrder``: the trump
    and the variants that change what beats what; actions are interned: cheap keys)."""

    def __init__(self, order: CardOrder, low: int) -> None:
        super().__init__()
        self.order = order
        self.low = low

    def __missing__(self, action: Action) -> int:
        if action.kind is EXCHANGE:   # a higher trump for the lowest: the playouts take it
            cost = self[action] = -99
            return cost
        if action.kind is REDEAL:     # never in a playout: a lead is always there instead
            cost = self[action] = 999
            return cost
        if action.kind is SHOW:       # the trump is shown, not spent
            cost = self[action] = 0
            return cost
        cost = self[action] = sum(worth(c, self.order, self.low) for c in action.cards)
        return cost


_COSTS: dict[tuple[CardOrder, int], Costs] = {}


def costs_for(game: Game) -> Costs:
    order = game.order
    key = (order, game.rules.min_rank)
    table = _COSTS.get(key)
    if table is None:
        table = _COSTS[key] = Costs(order, game.rules.min_rank)
    return table


def rewards(game: Game) -> list[float]:
    """Each seat's payoff at the end: 1 for getting out (a little more for earlier), 0 for
    the durak, 0.5 each in a draw; with teams, 0 for the durak's team and 1 for the rest."""
    n = game.num_players
    durak = game.durak
    rules = game.rules
    if rules.teams:   # partners share the result: the durak's team loses, the rest win
        if durak is None:
            return [0.5] * n
        losing = rules.team_of(durak)
        return [0.0 if rules.team_of(seat) == losing else 1.0 for seat in range(n)]
    out = [0.0] * n
    for place, seat in enumerate(game.winners):
        out[seat] = 0.5 if durak is None else 1.0 - 0.1 * place / max(1, n - 1)
    return out


def playout(game: Game, rng: random.Random, limit: int = 600) -> list[float]:
    """Play to the end greedily in the canonical order and return the rewards (see
    ``counted_playout``)."""
    return counted_playout(game, rng, limit)[0]


def counted_playout(game: Game, rng: random.Random, limit: int = 600) -> tuple[list[float], int]:
    """Play to the end greedily in the canonical order; return the rewards and the number
    of actions played.

    The policy: lead the cheapest card or set; cover the first card you can beat with
    your cheapest card (or forward cheaply), and take rather than spend a lot early on;
    add cheap cards, else pass.  This loop is the search's hot path, so it walks the
    legal actions itself rather than calling ``mover``.
    """
    costs = costs_for(game)
    legal = game.search_actions
    apply = game.search_apply
    random_value = rng.random
    forfeits = game.rules.take_when_beaten
    draws = not game.rules.quick     # (quick: the stack is never drawn)
    # (trump_change) The key card turned up makes another suit trump: the cards' worth
    # follows it from the next lead on (a round ends before anyone draws).
    key_card = game.rules.trump_change and draws
    trump = game.trump
    for step in range(limit):
        if game.is_over:
            return rewards(game), step
        if not game.table_size:                       # lead the cheapest card or set
            if key_card and game.trump is not trump:
                trump, costs = game.trump, costs_for(game)
            best, best_cost = None, 99
            for action in legal(game.offender):  # type: ignore[arg-type]  # (not over)
                cost = costs[action] - 3 * (len(action.cards) - 1)
                if cost < best_cost:
                    best, best_cost = action, cost
            assert best is not None  # the offender of an empty table always has a lead
            apply(best)
        elif game.uncovered_count and not game.taking:  # cover cheaply, forward, or take
            defender = game.defender
            best, best_cost, target = None, 99, None
            for action in legal(defender):  # type: ignore[arg-type]  # (not over)
                kind = action.kind
                if kind is DEFEND:
                    if target is None:
                        target = action.target
                    if action.target is not target:
                        continue
                    cost = costs[action]
                elif (kind is FORWARD and len(action.cards) == 1) or kind is SHOW:
                    cost = costs[action] - 2
                else:
                    continue
                if cost < best_cost:
                    best, best_cost = action, cost
            if best is None or (best_cost > 14 and draws and game.stack_count > 6
                                and random_value() < 0.5):
                best = Action.take(defender)  # type: ignore[arg-type]
            apply(best)
            if (forfeits and best.kind is DEFEND and not game.uncovered_count
                    and forfeit_pays(game.table, costs.order, game.left_to_draw)):
                apply(Action.take(defender))  # type: ignore[arg-type]  # forfeit: see base
        else:                                         # attackers add cheap cards or pass
            limit_cost = 30 if game.stack_count == 0 or not draws else 6
            for seat in game.attackers:
                best, best_cost, can_pass = None, limit_cost + 1, False
                for action in legal(seat):
                    kind = action.kind
                    if kind is ATTACK:
                        cost = costs[action]
                        if cost < best_cost:
                            best, best_cost = action, cost
                    elif kind is DONE:
                        can_pass = True
                if best is not None:
                    apply(best)
                    break
                if can_pass:
                    apply(Action.done(seat))
                    break
            else:
                raise RuntimeError(f"no canonical mover in {game!r}")
    return [0.5] * game.num_players, limit


# --- information-set Monte Carlo tree search -------------------------------------------
class Node:
    __slots__ = ("available", "children", "total", "visits")

    def __init__(self, players: int) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.available = 0
        self.total = [0.0] * players


@dataclass
class SearchResult:
    action: Action
    iterations: int
    seconds: float
    visits: dict[Action, int] = field(default_factory=dict)   # the root's, per action


def decision(view: View) -> list[Action]:
    """What the search decides among for ``view.player`` now: ``my_turn``, or else, as the
    defender of a fully beaten round he may forfeit, ``[take, stay]`` (empty: nothing)."""
    options = my_turn(view)
    if not options and may_forfeit(view):
        return [Action.take(view.player), stay(view.player)]
    return options


def my_turn(view: View) -> list[Action]:
    """The options of ``view.player`` if the canonical order lets him act now, else []."""
    legal = view.legal_actions
    if not legal:
        return []
    me = view.player
    if not view.table:
        return list(legal) if me == view.offender else []
    if me == view.defender:
        first = next((attack for attack, cover in view.table if cover is None), None)
        if first is None or view.taking:
            return []
        return [a for a in legal if (a.kind is DEFEND and a.target is first)
                or a.kind is FORWARD or a.kind is TAKE or a.kind is SHOW]
    if not view.window_open:
        return []
    return [a for a in legal if a.kind in (ATTACK, DONE)]


def ismcts(view: View, budget: float, rng: random.Random, exploration: float = 0.7,
           max_iterations: int | None = None,
           stop: Callable[[], bool] | None = None,
           beliefs: Sequence[CardWeights] = ()) -> SearchResult:
    """Single-observer ISMCTS: each iteration samples a world consistent with ``view``
    (weighted by ``beliefs``, see ``worlds``), walks the shared tree by the actions legal
    in it (UCB over availability), expands one node and plays out greedily.  Stops after
    ``budget`` seconds, or as soon as ``stop()`` says so (asked as often as the clock).
    At the root the player to move is ``view.player`` with his ``decision`` options."""
    root_options = decision(view)
    if not root_options:
        raise ValueError(f"P{view.player} has nothing to decide now")
    start = time.perf_counter()
    deadline = start + budget
    players = view.num_players
    root = Node(players)
    iterations = 0
    forfeits = view.rules.take_when_beaten
    while True:
        if max_iterations is not None and iterations >= max_iterations:
            break
        if iterations & 15 == 0 and iterations > 0 and (
                time.perf_counter() >= deadline or (stop is not None and stop())):
            break
        iterations += 1
        game = sample_game(view, rng, beliefs)
        node = root
        path = [root]
        expanded = False
        at_root = True
        declined: tuple[int, int] | None = None   # where the defender let a beaten round run
        while not game.is_over:
            if at_root:
                seat, options = view.player, root_options
                at_root = False
            else:
                choice = forfeit_choice(game, declined) if forfeits else None
                seat, options = choice or mover(game)
            untried = [a for a in options if a not in node.children]
            for action in options:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = Node(players)
                child.available = 1
                node.children[action] = child
                if action.kind is DONE and action.player == game.defender:   # stay
                    declined = (game.round_index, game.table_size)
                else:
                    game.search_apply(action)
                node = child
                path.append(node)
                expanded = True
                break
            log_n = 0.0
            best, best_score = None, -1.0
            for action in options:
                child = node.children[action]
                log_n = math.log(child.available)
                score = (child.total[seat] / child.visits
                         + exploration * math.sqrt(log_n / child.visits))
                if score > best_score:
                    best, best_score = action, score
            assert best is not None
            if best.kind is DONE and best.player == game.defender:   # stay
                declined = (game.round_index, game.table_size)
            else:
                game.search_apply(best)
            node = node.children[best]
            path.append(node)
        result = playout(game, rng) if expanded or not game.is_over else rewards(game)
        for visited in path:
            visited.visits += 1
            totals = visited.total
            for p in range(players):
                totals[p] += result[p]
    visits = {a: child.visits for a, child in root.children.items()}
    return SearchResult(most_visited(visits), iterations, time.perf_counter() - start, visits)


def most_visited(visits: dict[Action, int]) -> Action:
    """The root action searched most (ties: the lowest cards), the search's choice."""
    return max(visits, key=lambda a: (visits[a], -_order(a)))


def _order(action: Action) -> int:
    return sum(c.index for c in action.cards)
