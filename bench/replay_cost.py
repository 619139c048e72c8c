"""What telling a fresh bot a seat's events costs, per decision (the server's searching
bots and the hint: each decision is a new ``hard`` told the game so far).

Run: python bench/replay_cost.py [--games 40]

Plays seeded games of ``original`` bots and, at every decision of seat 0, times in CPU
time what such a decision adds: redacting the game's events so far for the seat (the
room does it), sending them to another process (pickled and unpickled) and a fresh
``hard`` observing them (its beliefs and forfeit memory).  Prints the mean, the 99th
percentile and the largest, in microseconds, with the events and bytes sent, per table.
"""

from __future__ import annotations

import argparse
import pickle
import statistics
import time

from durak.ai import make_bot
from durak.ai.hard import HardBot
from durak.engine import Action, Event, Game, Rules

TABLES = [(2, 36), (4, 36), (6, 52)]


def decisions(players: int, deck: int, seed: int) -> list[list[Event]]:
    """The game's events so far at each of seat 0's turns, in one seeded game."""
    game = Game.new(Rules(deck=deck), players, seed=seed)
    bots = [make_bot("original", seed=seed + seat) for seat in range(players)]
    for seat, bot in enumerate(bots):
        bot.reset(seat)
    events = list(game.opening_events())
    found = []
    while not game.is_over:
        if game.view(0).legal_actions:
            found.append(list(events))
        action = next((a for s, bot in enumerate(bots) if game.view(s).legal_actions
                       for a in [bot.act(game.view(s))] if a is not None), Action.timeout())
        events += game.apply(action)
    return found


def cost(events: list[Event]) -> tuple[float, int]:
    """CPU seconds to redact, send and observe ``events`` for seat 0; the bytes sent."""
    started = time.process_time()
    seen = [event.redact(0) for event in events]
    data = pickle.dumps(tuple(seen))
    bot = HardBot()
    bot.reset(0)
    bot.observe(pickle.loads(data))
    return time.process_time() - started, len(data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()
    for players, deck in TABLES:
        costs, sizes, counts = [], [], []
        for seed in range(args.games):
            for events in decisions(players, deck, seed):
                seconds, size = cost(events)
                costs.append(seconds * 1e6)
                sizes.append(size)
                counts.append(len(events))
        costs.sort()
        p99 = costs[min(len(costs) - 1, int(0.99 * len(costs)))]
        print(f"{players} players, {deck} cards: {len(costs)} decisions, "
              f"{statistics.mean(counts):.0f} events (at most {max(counts)}), "
              f"{statistics.mean(sizes) / 1024:.1f} KiB (at most {max(sizes) / 1024:.1f}); "
              f"{statistics.mean(costs):.0f} us mean, {p99:.0f} us 99th percentile, "
              f"{costs[-1]:.0f} us at most")


if __name__ == "__main__":
    main()
