"""Engine speed of this checkout against an older revision's, measured in one run.

Run: python bench/compare_speed.py [REVISION] [--games N] [--rounds R]

Both engines (the older one exported from git as ``scripts/compare_engines.py`` does) play
the same seeded random games, uniform over ``legal_actions()`` as ``bench/engine_speed.py``
plays them, alternating round by round so that both see the same machine load, in CPU
time of this process (``time.process_time``: other programs' load changes it less than
the wall clock).  Each figure is the median round, with the change between the best
rounds beside it; "engine only" leaves out what the same loop costs with an engine that
does nothing (``random.choice`` and the loop).  Then this checkout's engine plays
the default rules and each rule variant, per action (a variant changes how long games
are), to show what a variant costs.
"""

from __future__ import annotations

import argparse
import pathlib
import random
import statistics
import sys
import tempfile
import time
from types import ModuleType

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "scripts"))
from compare_engines import ROOT, export, load_engine
from engine_speed import harness_floor

TABLES = (("2 players, forwarding off", {"forwarding": False}, 2),
          ("2 players, forwarding on ", {}, 2),
          ("4 players, forwarding on ", {}, 4))
# (variant, its value, the rules to measure it against: where it needs another option,
# with that one; players)
VARIANTS: tuple[tuple[str, object, dict[str, object], int], ...] = (
    ("forward_same_count", True, {}, 3), ("add_after_cover", True, {}, 3),
    ("take_when_beaten", True, {}, 3),
    ("throw_in_unlimited", True, {"throw_in_after_take": True}, 3),
    ("adding_order", "clockwise", {}, 3), ("trump_exchange", True, {}, 3), ("teams", 2, {}, 4),
    ("epaulettes", "sixes", {}, 3), ("redeal", True, {}, 3),
    ("forward_by_trump", "round", {}, 3), ("quick", True, {}, 3), ("cross_rule", True, {}, 3),
    ("low_beats_ace", True, {}, 3), ("number_trump", True, {}, 3), ("trump_change", True, {}, 3),
    ("secret_cards", 2, {}, 3), ("forward_direction", "choose", {}, 3),
    ("cheating", True, {}, 3))


def seconds_for(engine: ModuleType, options: dict[str, object], players: int,
                games: int) -> tuple[float, int]:
    """CPU time and actions to play ``games`` seeded random games (seeds 0..games-1)."""
    rules = engine.Rules(**options)
    actions = 0
    start = time.process_time()
    for seed in range(games):
        game = engine.Game.new(rules, players, seed=seed)
        choice = random.Random(seed).choice
        legal = game.legal_actions
        apply = game.apply
        while not game.is_over:
            apply(choice(legal()))
            actions += 1
    return time.process_time() - start, actions


def per_action(engine: ModuleType, options: dict[str, object], players: int, games: int,
               rounds: int) -> float:
    """The best round's CPU microseconds per action."""
    best = min(seconds_for(engine, options, players, games) for _ in range(rounds))
    return best[0] / best[1] * 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("revision", nargs="?", default="HEAD", help="the older engine's revision")
    parser.add_argument("--games", type=int, default=100, help="games per measurement")
    parser.add_argument("--rounds", type=int, default=15, help="measurements, the best counts")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        export(args.revision, pathlib.Path(folder))
        old = load_engine(pathlib.Path(folder))
        new = load_engine(ROOT)
        floor = harness_floor()
        print(f"default rules, 36 cards, {args.games} games, {args.rounds} rounds; "
              f"microseconds per step (legal_actions + choice + apply), median round:")
        for label, options, players in TABLES:
            before, after = [], []
            for _ in range(args.rounds):   # alternate, so both see the same load
                spent, steps = seconds_for(old, options, players, args.games)
                before.append(spent / steps * 1e6)
                spent, steps = seconds_for(new, options, players, args.games)
                after.append(spent / steps * 1e6)
            was, now = statistics.median(before), statistics.median(after)
            print(f"  {label}: {args.revision} {was:5.2f}, this checkout {now:5.2f} "
                  f"({(now / was - 1) * 100:+.1f}% time, engine only "
                  f"{((now - floor) / (was - floor) - 1) * 100:+.1f}%; best rounds "
                  f"{(min(after) / min(before) - 1) * 100:+.1f}%)")
        print(f"  (the loop and random.choice alone: {floor:.2f})")
        print("each variant on this checkout (36 cards), CPU time per action:")
        for name, value, against, players in VARIANTS:
            if name not in new.Rules.__dataclass_fields__:
                continue
            base = per_action(new, against, players, args.games, args.rounds)
            cost = per_action(new, {**against, name: value}, players, args.games, args.rounds)
            shown = ", ".join(against) or "the default rules"
            print(f"  {name:<20} {cost:6.2f} us per action against {base:6.2f} with {shown}, "
                  f"{players} players ({(cost / base - 1) * 100:+.1f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
