"""Table speed: start-up, memory, scene updates, animation pacing.

Run: python bench/ui_speed.py      (offscreen unless QT_QPA_PLATFORM or DISPLAY say otherwise)

Prints: process start to first painted frame, for the table and for a bare PyQt6
window, five of each alternating in the same run (each run, the medians and their ratio,
in wall time and in CPU time), and for the table with a system deck (the Russian Atlas
deck, where it is installed: ``BENCH_DECK`` names another): its first frame, drawn without
the cards while the deck loads, and its first frame with the deck's cards;
resident memory after the deal; the median and 95th percentile time to apply an action
and update the scene (with the game's own cards, and with the system deck); the intervals
between painted frames while cards animate; the longest stall of the event loop while
a hard bot searches in its helper process.
"""

from __future__ import annotations

import itertools
import os
import statistics
import subprocess
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:   # durak itself loads only where measured
    import pathlib

    from durak.ui.store.settings import SettingsStore

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

FIRST_FRAME_CHILD = r"""
import os, sys, time
from PyQt6.QtCore import QEvent, QObject
kind = sys.argv[1]
if kind == "bare":
    from PyQt6.QtWidgets import QApplication, QWidget
    app = QApplication([])
    window = QWidget(); window.resize(1100, 680)
    target = window
else:
    import pathlib
    from durak.ui.main_window import (MainWindow, Overrides, application,
                                      remember_checked_decks)
    from durak.ui.store.settings import Preferences, SettingsStore
    app = application()
    remember_checked_decks()   # as the launcher does (the bench's own cache folder)
    folder = pathlib.Path(sys.argv[2])   # made by the bench: its cost is not the table's
    store = SettingsStore(folder / "s.ini")
    # Every optional feature on: sound, dimming, the move log, the cards seen.
    store.save(Preferences(move_log=True, cards_seen=True, deck=sys.argv[3]))
    window = MainWindow(Overrides(seed=1), store=store, folder=folder)
    window.resize(1100, 680)
    target = window.view.viewport()

def stamp():
    rss = 0
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1]) // 1024
    cpu = time.process_time()   # CPU seconds of this process (all its threads)
    print(f"{time.time():.6f} {rss} {cpu:.4f}", flush=True)

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            app.processEvents()
            stamp()
            if kind != "bare" and sys.argv[3]:   # then the first frame with its cards
                obj.installEventFilter(deck_shown)
            else:
                app.quit()
        return False

class DeckShown(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and window.art.deck is not None:
            obj.removeEventFilter(self)
            app.processEvents()
            stamp()
            app.quit()
        return False

deck_shown = DeckShown()

spy = FirstPaint()
target.installEventFilter(spy)
window.show()
app.exec()
if kind != "bare":   # as the launcher ends
    from durak.ui.kit.teardown import tear_down
    window.session.set_paused(True)
    tear_down(app)
"""


def all_features(folder: pathlib.Path, deck: str = "") -> SettingsStore:
    """Settings with every optional feature on (as the first-frame child sets them)."""
    from durak.ui.store.settings import Preferences, SettingsStore

    store = SettingsStore(folder / "s.ini")
    store.save(Preferences(move_log=True, cards_seen=True, deck=deck))
    return store


def system_deck() -> str:
    """The system deck to measure: ``BENCH_DECK``, else the Atlas deck; "" when it is not
    installed or cannot be used."""
    from durak.ui.kit.decks import ATLAS, shelf

    key = os.environ.get("BENCH_DECK", ATLAS)
    return key if shelf().info(key) is not None else ""


Frame = tuple[float, int, float]


def first_frame(kind: str, deck: str = "", cache: str = "") -> tuple[Frame, Frame | None]:
    """Seconds from process start to the first painted frame, RSS (MB) then, and the CPU
    seconds the process used until then (which a busy machine does not inflate); with a
    system ``deck``, the same for the first frame drawn with it (the first is drawn without
    the cards while the deck loads). ``cache``: the cache folder (where the
    decks checked before are kept)."""
    import tempfile

    environment = dict(os.environ, XDG_CACHE_HOME=cache) if cache else None
    with tempfile.TemporaryDirectory() as folder:
        start = time.time()
        output = subprocess.run([sys.executable, "-c", FIRST_FRAME_CHILD, kind, folder, deck],
                                check=True, capture_output=True, text=True, env=environment,
                                timeout=60).stdout.split()
    frames = [(float(output[i]) - start, int(output[i + 1]), float(output[i + 2]))
              for i in range(0, len(output), 3)]
    return frames[0], (frames[1] if len(frames) > 1 else None)


def first_frames(rounds: int, deck: str) -> dict[str, list[Frame]]:
    """``first_frame`` of the bare window, of the table and of the table with the system
    ``deck`` (if any; "deck shown": its first frame with the deck's cards), alternating,
    ``rounds`` times each (so a change in the machine's load falls on all). The deck is
    checked in the first round and found in the cache folder in the others, as at a
    player's second start."""
    import tempfile

    kinds = {"bare": "", "table": "", "deck": deck}
    runs: dict[str, list[Frame]] = {kind: [] for kind in kinds if kind != "deck" or deck}
    if deck:
        runs["deck shown"] = []
    with tempfile.TemporaryDirectory() as cache:
        for _ in range(rounds):
            for kind in kinds:
                if kind == "deck" and not deck:
                    continue
                first, shown = first_frame("table" if kind == "deck" else kind, kinds[kind],
                                           cache)
                runs[kind].append(first)
                if shown is not None:
                    runs["deck shown"].append(shown)
    return runs


def scene_updates_and_pacing(deck: str = "") -> tuple[list[float], list[float]]:
    import pathlib
    import random
    import tempfile

    from PyQt6.QtCore import QElapsedTimer, QEvent, QObject

    from durak.ui.main_window import MainWindow, Overrides, application

    app = application()
    folder = pathlib.Path(tempfile.mkdtemp())
    window = MainWindow(Overrides(seed=5, players=4, speed="normal"),
                        store=all_features(folder, deck), folder=folder)
    window.resize(1280, 720)
    window.show()
    app.processEvents()
    end = time.perf_counter() + 10
    while deck and window.art.deck is None and time.perf_counter() < end:
        app.processEvents()   # loaded on a thread after the first frame
    assert (window.art.deck is not None) == bool(deck), "the system deck cannot be used"
    session = window.session  # this script plays every seat; the bots' timer is stopped
    rng = random.Random(3)
    timings: list[float] = []
    for _ in range(40):
        session.new_game(4, seed=rng.randrange(1 << 30))
        session.bot_seats.stop()
        while not session.game.is_over and len(timings) < 2000:
            action = rng.choice(session.game.legal_actions())
            start = time.perf_counter()
            session.apply(action)     # engine + scene layout + animations started
            timings.append((time.perf_counter() - start) * 1000)
            session.bot_seats.stop()
    # Frame pacing: paint intervals while a deal animates (500 ms moves, staggered).
    stamps: list[float] = []
    clock = QElapsedTimer()
    clock.start()

    class Spy(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                stamps.append(clock.nsecsElapsed() / 1e6)
            return False

    spy = Spy()
    window.view.viewport().installEventFilter(spy)
    session.new_game(4, seed=9)
    session.bot_seats.stop()
    end = time.perf_counter() + 1.2
    while time.perf_counter() < end:
        app.processEvents()
    window.view.viewport().removeEventFilter(spy)
    intervals = [b - a for a, b in itertools.pairwise(stamps)]
    session.set_paused(True)
    window.close()
    return timings, intervals


def gaps_while_a_hard_bot_thinks() -> list[int]:
    """Intervals (ms) between beats of a 10 ms timer while a hard bot searches in its
    helper process: the table's event loop must keep running."""
    import pathlib
    import tempfile

    from PyQt6.QtCore import QElapsedTimer, QTimer

    from durak.ui.main_window import MainWindow, Overrides, application

    app = application()
    folder = pathlib.Path(tempfile.mkdtemp())
    window = MainWindow(Overrides(seed=11, players=2, level="hard", speed="fast"),
                        store=all_features(folder), folder=folder)
    window.show()
    c = window.session
    gaps: list[int] = []
    clock = QElapsedTimer()
    clock.start()
    heart = QTimer()
    heart.timeout.connect(lambda: gaps.append(clock.restart()))
    heart.start(10)
    end = time.perf_counter() + 20
    while time.perf_counter() < end and sum(a.player == 1 for a in c.game.history) < 3:
        legal = c.game.legal_actions(0)
        if legal and not c.game.is_over:
            c.apply(legal[0])
        app.processEvents()
    heart.stop()
    c.shutdown()
    window.close()
    return gaps[2:]


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def compile_bytecode() -> str:
    """Compile durak's modules as an installed copy has them (pip and the bundle do this;
    PyQt6 and the standard library come compiled), so start-up is not charged for it."""
    import compileall
    import pathlib

    import durak

    folder = pathlib.Path(durak.__file__).parent
    compileall.compile_dir(str(folder), quiet=1)
    return str(folder)


def main() -> None:
    platform = os.environ.get("QT_QPA_PLATFORM") or "xcb"
    print(f"Qt platform: {platform}")
    print(f"bytecode compiled in {compile_bytecode()} (as an installed copy has it)")
    deck = system_deck()
    print(f"system deck: {deck or 'none installed'}")
    runs = first_frames(5, deck)
    for kind, results in runs.items():
        print(f"first painted frame, {kind}: " + ", ".join(
            f"{wall * 1000:.0f} ms ({cpu * 1000:.0f} ms CPU)" for wall, _rss, cpu in results))
    wall = {kind: statistics.median(r[0] for r in results) for kind, results in runs.items()}
    cpu = {kind: statistics.median(r[2] for r in results) for kind, results in runs.items()}
    print(f"first painted frame, medians: table {wall['table'] * 1000:.0f} ms, bare PyQt6 "
          f"window {wall['bare'] * 1000:.0f} ms (ratio {wall['table'] / wall['bare']:.2f}x; "
          f"target <= 3x and < 300 ms); CPU {cpu['table'] * 1000:.0f} ms against "
          f"{cpu['bare'] * 1000:.0f} ms ({cpu['table'] / cpu['bare']:.2f}x)")
    if deck:
        print(f"first painted frame with the system deck {deck} chosen: median "
              f"{wall['deck'] * 1000:.0f} ms ({wall['deck'] / wall['bare']:.2f}x the bare "
              f"window, {wall['deck'] / wall['table']:.2f}x the table's), CPU "
              f"{cpu['deck'] * 1000:.0f} ms ({cpu['deck'] / cpu['table']:.2f}x the table's)")
        print(f"first frame drawn with the system deck's cards: median "
              f"{wall['deck shown'] * 1000:.0f} ms ({wall['deck shown'] / wall['table']:.2f}x "
              f"the table's first frame), CPU {cpu['deck shown'] * 1000:.0f} ms "
              f"({cpu['deck shown'] / cpu['table']:.2f}x)")
    rss = {kind: max(r[1] for r in results) for kind, results in runs.items()}
    print(f"memory after the deal: {rss['table']} MB RSS (bare window {rss['bare']} MB; "
          + (f"with the system deck {rss['deck shown']} MB; " if deck else "")
          + "target < 150 MB)")
    for cards in ("", deck) if deck else ("",):
        timings, intervals = scene_updates_and_pacing(cards)
        which = f"system deck {cards}" if cards else "the game's own cards"
        print(f"apply + scene update, {which}, {len(timings)} actions: median "
              f"{statistics.median(timings):.2f} ms, 95th percentile "
              f"{percentile(timings, 0.95):.2f} ms (target median < 5 ms)")
        if intervals:
            fps = 1000 / statistics.median(intervals)
            print(f"animation frames, {which}: {len(intervals) + 1} painted in 1.2 s, median "
                  f"interval {statistics.median(intervals):.1f} ms ({fps:.0f} fps), 95th "
                  f"percentile {percentile(intervals, 0.95):.1f} ms")
    gaps = gaps_while_a_hard_bot_thinks()
    if gaps:
        print(f"event loop while a hard bot thinks (a 10 ms timer): {len(gaps)} beats, longest "
              f"gap {max(gaps)} ms, 95th percentile {percentile(gaps, 0.95):.0f} ms "
              "(target < 250 ms)")


if __name__ == "__main__":
    main()
