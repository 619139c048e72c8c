"""The ``durak`` launcher: options, the display check, and the table (or a replay)."""

from __future__ import annotations

import argparse
import ctypes.util
import logging
import os
import pathlib
import sys
from typing import TYPE_CHECKING, NoReturn

from durak import __version__
from durak.ai import LEVELS
from durak.engine import MAX_SEED, Rules

if TYPE_CHECKING:
    from durak.ui.main_window import Overrides

SPEEDS = ("slow", "normal", "fast")


def levels_arg(text: str) -> tuple[str, ...]:
    """``--level``: one level, or a comma-separated level per player."""
    levels = tuple(word.strip().lower() for word in text.split(","))
    for level in levels:
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(
                f"invalid choice: {level!r} (choose from {', '.join(LEVELS)}, or one per "
                "player separated by commas, e.g. hard,normal)")
    return levels


class OneLineParser(argparse.ArgumentParser):
    """Refuses a bad command line in one sentence on stderr, with exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message.splitlines()[0] if message else 'bad options'} "
                     f"(see {self.prog} --help)\n")


def seed_arg(text: str) -> int:
    """``--seed``: a whole number the engine accepts (0 to 2**64-1)."""
    if not text.isascii() or not text.isdigit() or len(text) > 20 or int(text) > MAX_SEED:
        raise argparse.ArgumentTypeError(
            f"the seed must be a whole number from 0 to 2**64-1, not {text[:30]!r}")
    return int(text)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = OneLineParser(
        prog="durak", description="Play Durak against bots. Options apply to this session.")
    parser.add_argument("--players", type=int, metavar="N", help="players at the table, 2..6")
    parser.add_argument("--deck", type=int, choices=(24, 32, 36, 52), help="cards in the deck")
    parser.add_argument("--seed", type=seed_arg, metavar="S", help="shuffle of the first game")
    parser.add_argument("--level", type=levels_arg, metavar="LEVEL[,LEVEL...]",
                        help=f"how the bots play: {', '.join(LEVELS)}; one for all, or one per "
                             "player (1, 2, ...), the last for any further players")
    parser.add_argument("--speed", choices=SPEEDS, help="pace of the bots and card moves")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--record", metavar="FILE",
                        help="append every action as a JSON line to FILE")
    parser.add_argument("--replay", metavar="FILE",
                        help="step through a saved game (all hands face up)")
    parser.add_argument("--install-desktop", action="store_true",
                        help="add durak to your desktop's menu (for this user) and exit")
    parser.add_argument("--uninstall-desktop", action="store_true",
                        help="remove durak from your desktop's menu and exit")
    parser.add_argument("--version", action="version", version=f"durak {__version__}")
    # For CI and packagers: start, deal, let the bots move, check, quit.
    parser.add_argument("--smoke-test", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.players is not None:
        try:
            Rules(deck=args.deck or 36).check_players(args.players)
        except ValueError as error:
            parser.error(str(error))
    if args.record:
        folder = os.path.dirname(os.path.abspath(args.record))
        if not os.path.isdir(folder):
            parser.error(f"cannot record to {args.record}: the folder {folder} does not exist")
        if os.path.isdir(args.record) or not os.access(
                args.record if os.path.exists(args.record) else folder, os.W_OK):
            parser.error(f"cannot record to {args.record}: it is a folder or not writable")
    return args


def display_problem() -> str | None:
    """Why no window can open here, in one sentence; ``None`` if a display is available."""
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "").split(":")[0]
    if platform and platform != "xcb":
        return None
    if os.environ.get("WAYLAND_DISPLAY") and not platform:
        return None
    display = os.environ.get("DISPLAY")
    if not display:
        return ("durak needs a graphical desktop, but this session has no display "
                "(DISPLAY is not set): start it from your desktop, or use "
                "QT_QPA_PLATFORM=offscreen to run it without a screen.")
    if display.startswith(":"):
        number = display[1:].split(".")[0]
        if number.isdigit() and not os.path.exists(f"/tmp/.X11-unix/X{number}"):
            return f"durak cannot reach the display {display}: no X server is listening there."
    if ctypes.util.find_library("xcb-cursor") is None:
        return ("durak needs the system library libxcb-cursor0 to open a window: install it "
                "with 'sudo apt-get install libxcb-cursor0' (or run scripts/play.sh).")
    return None


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.install_desktop or args.uninstall_desktop:
        return desktop_menu(install=args.install_desktop)
    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    log_path: pathlib.Path | None = None
    try:
        log_path = start_logging()
        return run(args, log_path)
    except Exception as error:
        from durak.ui.kit.startup import report_failure

        report_failure(error, log_path)
        return 1


def desktop_menu(install: bool) -> int:
    """``--install-desktop`` / ``--uninstall-desktop``: print what changed."""
    from durak import desktop

    try:
        if install:
            for path in desktop.install():
                print(f"installed {path}")
            return 0
        removed = desktop.uninstall()
    except OSError as error:
        print(f"durak: cannot {'add durak to' if install else 'remove durak from'} the "
              f"desktop menu: {error}", file=sys.stderr)
        return 1
    for path in removed:
        print(f"removed {path}")
    if not removed:
        print("nothing to remove: durak was not in the desktop menu")
    return 0


def start_logging() -> pathlib.Path:
    """Create the application, open the log and let a native crash leave its trace there."""
    from durak.ui.kit import qt_messages
    from durak.ui.kit.errors import setup_logging, trace_crashes
    from durak.ui.main_window import application, data_dir

    global _qt_messages
    application()
    log_path = setup_logging(data_dir())
    trace_crashes(log_path)
    _qt_messages = qt_messages.install()
    return log_path


_qt_messages: object = None   # the Qt message handler, kept alive for the process


def run(args: argparse.Namespace, log_path: pathlib.Path) -> int:
    """Open the table (or a replay) and run the event loop."""
    from durak.ui.kit.errors import install_exception_hook
    from durak.ui.kit.teardown import tear_down
    from durak.ui.main_window import MainWindow, application, remember_checked_decks

    app = application()
    remember_checked_decks()
    if args.replay:
        from durak.ui.replay_window import replay_window
        from durak.ui.store.replay_file import load_replay

        try:
            replay_file = load_replay(args.replay)
        except Exception as error:  # whatever the file holds, one sentence and status 2
            logging.getLogger(__name__).warning("cannot replay %s: %r", args.replay, error)
            reason = str(error).splitlines()[0] if str(error) else type(error).__name__
            print(f"durak: cannot replay {args.replay}: {reason}", file=sys.stderr)
            return 2
        replay = replay_window(replay_file)
        install_exception_hook(log_path, lambda: replay)
        replay.show()
        status = app.exec()
    else:
        window = MainWindow(session_overrides(args))
        if not args.smoke_test:
            window.wait_for_a_newcomer()
        install_exception_hook(log_path, lambda: window, window.saver.flush)
        window.show_window()
        status = smoke_test(app, window) if args.smoke_test else app.exec()
    tear_down(app)
    return status


def session_overrides(args: argparse.Namespace) -> Overrides:
    """The table's choices for this session from the command line: ``--level`` gives the
    bots their levels in seat order, the last one for every seat after it."""
    from durak.ui.main_window import Overrides

    levels = args.level or ()
    return Overrides(players=args.players, deck=args.deck, seed=args.seed,
                     level=levels[-1] if levels else None,
                     seat_levels=levels if levels else None, speed=args.speed,
                     fullscreen=args.fullscreen, record=args.record)


def smoke_test(app: object, window: object) -> int:
    """Run the table until a bot has moved (at most 20 s); fail if none did, or if Qt's
    own catalogue of a language the game speaks cannot be loaded (a bundle without it)."""
    from PyQt6.QtCore import QTimer

    from durak.ui.kit.i18n import qt_catalogue_missing

    session = window.session  # type: ignore[attr-defined]
    if window.resume_pending:  # type: ignore[attr-defined]
        window.decline_resume(count=False)  # type: ignore[attr-defined]  # a fresh deal
    session.set_paused(False)
    if session.game.offender == 0 and not session.game.table:
        session.apply(session.game.legal_actions(0)[0])

    def check() -> None:
        if any(a.player not in (0, None) for a in session.game.history):
            app.quit()  # type: ignore[attr-defined]
    watch = QTimer()
    watch.timeout.connect(check)
    watch.start(100)
    QTimer.singleShot(20000, app.quit)  # type: ignore[attr-defined]
    app.exec()  # type: ignore[attr-defined]
    bot_moves = sum(1 for a in session.game.history if a.player not in (0, None))
    session.shutdown()
    print(f"smoke test: {bot_moves} bot action(s) at level {session.level}")
    missing = qt_catalogue_missing()
    print("smoke test: Qt's own translations " + (
        f"missing for {', '.join(missing)}" if missing else "found for every language"))
    return 0 if bot_moves and not missing else 1

