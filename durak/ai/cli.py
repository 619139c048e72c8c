"""``durak-arena``: pit bots against each other from the command line.

    durak-arena hard normal original --games 1000 --deck 36 --seed 1 --jobs 2 --budget 0.2
    durak-arena hard original --games 300 --cores 2      # hard searches on two processes
    durak-arena hard original --games 300 --iterations 4000   # the same on any machine
    durak-arena normal original --rules "Classic 6-card"
    durak-arena normal original --rules '{"forwarding": false, "add_after_cover": true}'
    durak-arena hard normal original --rules "Cheating Durak"   # and cheats made, caught
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from dataclasses import replace

from durak import __version__
from durak.engine import PRESETS, Rules, rules_from_text

from . import LEVELS
from .arena import BotStats, run_arena

# Each deal's seed is derived from this one (seed * 100,003 + deal), and must stay a valid
# engine seed (below 2**64).
MAX_ARENA_SEED = 10**12


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="durak-arena",
        description="Play seeded bot-versus-bot games, rotating seats, and print statistics.")
    parser.add_argument("bots", nargs="+", metavar="BOT",
                        help=f"bot levels, one per seat or cycled: {', '.join(LEVELS)}")
    parser.add_argument("--games", type=int, default=100, help="games to play (default 100)")
    parser.add_argument("--players", type=int,
                        help="players per game (default: one per bot; with teams, the "
                             "smallest table they fill, the bots cycled so that partners "
                             "play the same level)")
    parser.add_argument("--rules", default=None, metavar="PRESET|JSON",
                        help=f"the rules: a preset ({', '.join(PRESETS)}) or a JSON object "
                             "of options (default: the original rules); --deck and "
                             "--forwarding change it further")
    parser.add_argument("--deck", type=int, default=None, choices=(24, 32, 36, 52),
                        help="deck size (default 36)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first deal")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    parser.add_argument("--budget", type=float, default=None,
                        help="seconds per decision for searching bots (hard: 1.0)")
    parser.add_argument("--iterations", type=int, default=None,
                        help="search iterations per decision (per process) for searching "
                             "bots: the same results on any machine, loaded or not; the "
                             "budget, 60 s unless given, only caps the time")
    parser.add_argument("--cores", type=int, default=1,
                        help="processes that search each hard decision (default 1; "
                             "needs --jobs 1)")
    parser.add_argument("--forwarding", choices=("on", "off"), default=None,
                        help="forwarding (default on)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--version", action="version", version=f"durak-arena {__version__}")
    args = parser.parse_args(argv)
    unknown = [b for b in args.bots if b not in LEVELS]
    if unknown:
        parser.error(f"unknown bot level(s) {', '.join(unknown)}: choose from {', '.join(LEVELS)}")
    if not 0 <= args.seed <= MAX_ARENA_SEED:
        parser.error(f"--seed must be a whole number from 0 to {MAX_ARENA_SEED:,}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1 or args.jobs > (os.cpu_count() or 1) * 4:
        parser.error("--jobs must be between 1 and four times the number of cores")
    if args.cores < 1 or args.cores > (os.cpu_count() or 1) * 4:
        parser.error("--cores must be between 1 and four times the number of cores")
    if args.cores > 1 and args.jobs > 1:
        parser.error("--cores above 1 plays one game at a time: use --jobs 1")
    if args.budget is not None and not 0 < args.budget <= 60:
        parser.error("--budget must be a number of seconds above 0 and at most 60")
    if args.iterations is not None:
        if not 1 <= args.iterations <= 10_000_000:
            parser.error("--iterations must be a whole number from 1 to 10,000,000")
        if args.budget is None:
            args.budget = 60.0
    try:
        rules = Rules() if args.rules is None else rules_from_text(args.rules)
    except ValueError as error:
        parser.error(f"--rules: {error}")
    if args.deck is not None:
        try:
            rules = replace(rules, deck=args.deck)
        except ValueError as error:
            parser.error(f"--deck: {error}")
    if args.forwarding is not None:
        try:
            rules = replace(rules, forwarding=args.forwarding == "on")
        except ValueError as error:   # (a variant that needs forwarding)
            parser.error(f"--forwarding: {error}")
    args.rules = rules
    args.deck = rules.deck
    players = args.players or max(2, len(args.bots))
    if not args.players and rules.teams:   # the smallest table the teams fill
        players = next((n for n in rules.player_counts() if n >= players), players)
    try:
        args.rules.check_players(players)
    except ValueError as error:
        parser.error(str(error))
    args.players = players
    return args


def progress_bar(done: int, total: int, started: float) -> None:
    width = 30
    filled = int(width * done / total)
    elapsed = time.perf_counter() - started
    eta = elapsed / done * (total - done) if done else 0.0
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games "
                     f"{elapsed:6.1f}s elapsed, {eta:6.1f}s left")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def table(stats: list[BotStats], teams: bool = False) -> str:
    """The arena's results, one line per bot; with ``teams``, how often its team lost."""
    team_header = f"{'team lost':>11}" if teams else ""
    header = (f"{'bot':<10}{'games':>7}{'durak':>9}{'95% CI':>17}{team_header}{'first out':>11}"
              f"{'place':>7}{'dec/s':>10}{'mean ms':>9}{'max ms':>9}{'iter/s':>9}")
    lines = [header, "-" * len(header)]
    for s in stats:
        d = s.as_dict()
        lo, hi = d["durak_ci"]
        iterations = f"{d['iterations_per_s']:9.0f}" if "iterations_per_s" in d else f"{'-':>9}"
        team = f"{s.team_losses / s.games if s.games else 0.0:>11.1%}" if teams else ""
        lines.append(f"{d['name']:<10}{d['games']:>7}{d['durak_rate']:>9.1%}"
                     f"{f'[{lo:.1%}, {hi:.1%}]':>17}{team}{d['first_out_rate']:>11.1%}"
                     f"{d['mean_place']:>7.2f}{d['decisions_per_s']:>10.0f}"
                     f"{d['mean_decision_s'] * 1000:>9.2f}{d['max_decision_s'] * 1000:>9.1f}"
                     f"{iterations}")
    return "\n".join(lines)


def cheating_table(stats: list[BotStats]) -> str:
    """With ``cheating``: per bot, its cheats made and caught, and of the others' cheats
    it could have caught, those it caught and those it missed; its wrong catches."""
    header = (f"{'bot':<10}{'cheats':>8}{'caught':>8}{'share':>8}{'catches':>9}{'missed':>8}"
              f"{'share':>8}{'wrong':>7}")
    lines = [header, "-" * len(header)]
    for s in stats:
        c = s.cheating.as_dict() if s.cheating is not None else None
        if c is None:
            continue
        lines.append(f"{s.name:<10}{c['cheats_made']:>8}{c['cheats_caught']:>8}"
                     f"{c['caught_share']:>8.1%}{c['catches']:>9}{c['missed']:>8}"
                     f"{c['catch_share']:>8.1%}{c['wrong_catches']:>7}")
    return "\n".join(lines)


def rules_changed(rules: Rules) -> str:
    """The options that differ from the original rules (deck aside), as ``name=value``."""
    default = Rules().to_dict()
    return ", ".join(f"{name}={json.dumps(value)}" for name, value in rules.to_dict().items()
                     if name != "deck" and value != default[name])


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    started = time.perf_counter()
    show = None if args.json else (lambda d, t: progress_bar(d, t, started))
    stats = run_arena(args.bots, args.games, args.rules, args.players, seed=args.seed,
                      jobs=args.jobs, budget=args.budget, progress=show, cores=args.cores,
                      iterations=args.iterations)
    if args.json:
        print(json.dumps({"bots": [s.as_dict() for s in stats], "games": args.games,
                          "players": args.players, "deck": args.deck, "seed": args.seed,
                          "iterations": args.iterations, "rules": args.rules.to_dict()},
                         indent=2))
    else:
        print(f"{args.games} games, {args.players} players, {args.deck} cards, seed "
              f"{args.seed}, {time.perf_counter() - started:.1f}s")
        if args.iterations is not None:
            print(f"searches: {args.iterations:,} iterations per decision and process")
        changed = rules_changed(args.rules)
        if changed:
            print(f"rules: {changed}")
        print(table(stats, teams=bool(args.rules.teams)))
        if args.rules.cheating:
            print()
            print(cheating_table(stats))
    return 0


if __name__ == "__main__":
    sys.exit(main())
