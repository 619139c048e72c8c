"""Play the same seeded random games on this engine and on an older revision's, side by side.

Run: python scripts/compare_engines.py [REVISION] [--rounds N]

The older ``durak`` package is exported from git (default revision: HEAD) into a temporary
folder and imported under its own name.  For every rule combination and player count the
two engines play the same random game; the legal actions (everybody's and each player's,
in order) and the events must be identical at every step.  Prints the number of steps
compared, or the first difference, and exits 1 on one.  A switch the older engine lacks
(``forward_by_trump``) is compared with it on as well: this engine's lists without the
actions it adds must be the older one's.
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import pathlib
import random
import subprocess
import sys
import tempfile
from types import ModuleType

ROOT = pathlib.Path(__file__).resolve().parents[1]


def load_engine(folder: pathlib.Path) -> ModuleType:
    """Import ``durak.engine`` from ``folder``, keeping it apart from any other copy."""
    saved = {name: module for name, module in sys.modules.items()
             if name == "durak" or name.startswith("durak.")}
    for name in saved:
        del sys.modules[name]
    sys.path.insert(0, str(folder))
    try:
        return importlib.import_module("durak.engine")
    finally:
        sys.path.remove(str(folder))
        for name in [n for n in sys.modules if n == "durak" or n.startswith("durak.")]:
            del sys.modules[name]
        sys.modules.update(saved)


def export(revision: str, folder: pathlib.Path) -> None:
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision, "durak"],
                             capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)


def compare(old: ModuleType, new: ModuleType, rounds: int) -> int:
    """Steps compared; raises ``AssertionError`` at the first difference.

    Where this engine knows ``forward_by_trump`` and the older one does not, each game is
    also played with it on (``"round"``, with forwarding): this engine's lists, without
    its shows, must then be the older one's, so the switch adds the shows and nothing else.
    """
    tickets = ["off"]
    if "forward_by_trump" in new.Rules.__dataclass_fields__:
        tickets.append("round")
    old_knows = "forward_by_trump" in old.Rules.__dataclass_fields__
    combos = list(itertools.product((24, 36, 52), (True, False), ("neighbours", "all"),
                                    (None, 6), (True, False), range(2, 7), tickets))
    steps = 0
    for index, (deck, forwarding, reinforce, limit, throw_in, players, ticket) in enumerate(
            combos * rounds):
        if players * 6 > deck or (ticket != "off" and not forwarding):
            continue
        options: dict[str, object] = {
            "deck": deck, "forwarding": forwarding, "reinforce": reinforce,
            "attack_limit": limit, "first_bout_limit": 5 if limit else None,
            "throw_in_after_take": throw_in}
        switched = {**options, "forward_by_trump": ticket} if ticket != "off" else options
        before = old.Game.new(old.Rules(**(switched if old_knows else options)), players,
                              seed=index)
        after = new.Game.new(new.Rules(**switched), players, seed=index)
        rng = random.Random(index)

        def listed(game: object, seat: int | None = None, engine: ModuleType = new) -> list[str]:
            actions = game.legal_actions(seat)  # type: ignore[attr-defined]
            return [str(a) for a in actions if engine is old or old_knows or a.kind != "show"]

        while not after.is_over:
            now = listed(after)
            assert listed(before, engine=old) == now, (index, steps)
            for seat in range(players):
                assert listed(before, seat, old) == listed(after, seat), (index, seat, steps)
            pick = now[rng.randrange(len(now))]
            old_events = [e.to_dict() for e in before.apply(old.Action.parse(pick))]
            new_events = [e.to_dict() for e in after.apply(new.Action.parse(pick))]
            assert old_events == new_events, (index, steps, old_events, new_events)
            steps += 1
        assert before.is_over and (before.winners, before.durak) == (after.winners, after.durak)
    return steps


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("revision", nargs="?", default="HEAD", help="the older engine's revision")
    parser.add_argument("--rounds", type=int, default=2, help="games per rule combination")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        export(args.revision, pathlib.Path(folder))
        old = load_engine(pathlib.Path(folder))
        new = load_engine(ROOT)
        try:
            steps = compare(old, new, args.rounds)
        except AssertionError as difference:
            print(f"the engines differ (game, step...): {difference}")
            return 1
    print(f"{steps:,} steps compared with {args.revision}: identical")
    return 0


if __name__ == "__main__":
    sys.exit(main())
