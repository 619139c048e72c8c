"""Engine speed through the public API: full random games, actions and copies per second.

Run: python bench/engine_speed.py [--seconds S]
Random play is uniform over ``legal_actions()`` (everybody's actions and the timeout),
one core, pure Python.  The figures vary by machine; the ratios are what to compare.
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from durak.engine import Game, Rules

# Reference: jorisperrenet/durak's Python engine, measured on these machines.
REFERENCE_GAMES_PER_S = 900.0


def random_games(rules: Rules, players: int, seconds: float) -> tuple[float, float, float]:
    """Play seeded random games for ``seconds``; return games/s, actions/s, actions/game."""
    rng = random.Random(1)
    choice = rng.choice
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = Game.new(rules, players, seed=games)
        legal = game.legal_actions
        apply = game.apply
        while not game.is_over:
            apply(choice(legal()))
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed, actions / games


def harness_floor(steps: int = 500_000) -> float:
    """CPU microseconds per step of the same loop with an engine that does nothing: the
    part of every figure above that is the loop and ``random.choice`` themselves."""
    rng = random.Random(1)
    choice = rng.choice
    actions = list(range(6))

    def legal() -> list[int]:
        return actions[:]

    def apply(action: int) -> list[int]:
        return []

    start = time.process_time()
    for _ in range(steps):
        apply(choice(legal()))
    return (time.process_time() - start) / steps * 1e6


def copies(seconds: float) -> float:
    """copy() per second of mid-game positions (4 players, 36 cards)."""
    rng = random.Random(2)
    positions = []
    for seed in range(50):
        game = Game.new(Rules(), 4, seed=seed)
        for _ in range(rng.randrange(5, 40)):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        positions.append(game)
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for game in positions:
            game.copy()
        count += len(positions)
    return count / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one core")
    for label, rules, players in (
        ("2 players, 36 cards, forwarding off", Rules(forwarding=False), 2),
        ("2 players, 36 cards, forwarding on ", Rules(), 2),
        ("4 players, 36 cards, forwarding on ", Rules(), 4),
    ):
        games, actions, length = random_games(rules, players, args.seconds)
        print(f"{label}: {games:7.0f} games/s  {actions:8.0f} actions/s  "
              f"({length:.0f} actions per game, {1e6 / actions:.2f} us per "
              f"legal_actions + choice + apply)")
        if players == 2 and not rules.forwarding:
            print(f"  vs the reference Python engine ({REFERENCE_GAMES_PER_S:.0f} games/s): "
                  f"{games / REFERENCE_GAMES_PER_S:.2f}x")
    print(f"copy(): {copies(args.seconds):,.0f} per second")
    print(f"the loop and random.choice alone (an engine doing nothing): "
          f"{harness_floor():.2f} us per step")


if __name__ == "__main__":
    main()
