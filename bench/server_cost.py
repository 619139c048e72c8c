"""The server's own work per action, without the network: CPU time in ``Room.act``.

Run: python bench/server_cost.py [--games 40] [--seats 4]

Rooms of people's seats whose connections only count what they are sent; ``random`` bots
choose the actions, outside the measured time. What is measured is what the server does
for one action: read it, let the engine apply it, arm the clocks, and write every seat's
``state`` message (its view and the events redacted for it). The time is the thread's
CPU time, so other work on the machine barely changes it. To compare with an earlier
revision: ``PYTHONPATH=DIR python bench/server_cost.py``, DIR holding its ``durak``.
"""

from __future__ import annotations

import argparse
import random
import time

from durak.ai import make_bot
from durak.engine import Rules
from durak.protocol import action_to_json
from durak.server.clock import ManualClock
from durak.server.config import ServerConfig
from durak.server.room import Room
from durak.server.thinking import SearchPool


class CountingPeer:
    """A connection that only counts what it is sent."""

    def __init__(self) -> None:
        self.room: Room | None = None
        self.seat: int | None = None
        self.version = 2
        self.messages = 0
        self.chars = 0

    def post(self, text: str) -> None:
        self.messages += 1
        self.chars += len(text)

    def drop(self, reason: str) -> None:
        pass


def measure(games: int, seats: int, seed: int) -> tuple[int, float, int, int]:
    """Play ``games`` games; returns actions, CPU seconds in ``act``, messages, chars."""
    rng = random.Random(seed)
    clock = ManualClock()
    config = ServerConfig(clock=clock, bot_delay=0.0)
    pool = SearchPool(1)
    actions, spent, peers = 0, 0.0, []
    for _ in range(games):
        room = Room("BENCH", Rules(deck=36), [None] * seats, 30.0, None, config, pool,
                    lambda room: None)
        table = [CountingPeer() for _ in range(seats)]
        for peer in table:
            room.join(peer, "p")
        peers += table
        bots = [make_bot("random", seed=rng.random()) for _ in range(seats)]
        for seat, bot in enumerate(bots):
            bot.reset(seat)
        room.start(table[0])
        game = room.game
        assert game is not None
        while not game.is_over:
            for seat, bot in enumerate(bots):
                view = game.view(seat)
                action = bot.act(view) if view.legal_actions else None
                if action is not None:
                    data, seq = action_to_json(action), len(game.history)
                    started = time.thread_time()
                    room.act(table[seat], seq, data)
                    spent += time.thread_time() - started
                    actions += 1
                    break
            else:
                clock.advance(31.0)      # nobody moves: the server's clock decides
    return actions, spent, sum(p.messages for p in peers), sum(p.chars for p in peers)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    actions, spent, messages, chars = measure(args.games, args.seats, args.seed)
    print(f"{args.games} games of {args.seats} seats: {actions:,} actions, {messages:,} "
          f"messages of {chars / messages:,.0f} characters on average")
    print(f"server CPU per action: {spent / actions * 1e6:,.0f} us "
          f"({spent / messages * 1e6:,.0f} us per message sent)")


if __name__ == "__main__":
    main()
