"""Make the README's screenshots from the real app: python scripts/screenshot.py [OUT.png]

Deals a seeded game, lets the bots and a scripted human play into the middle of a
round, and grabs the window (offscreen, so it needs no display).  Then it fills the
statistics with seeded sample games and grabs the statistics window too
(``statistics.png`` beside ``OUT.png``).
"""

from __future__ import annotations

import os
import pathlib
import random
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PyQt6.QtCore import QTimer

from durak.engine import Action, ActionKind
from durak.ui.dialogs.statistics import StatisticsDialog
from durak.ui.main_window import MainWindow, Overrides, application
from durak.ui.store.settings import SettingsStore
from durak.ui.store.statistics import VARIANTS, GameResult, StatsBook

OUT = pathlib.Path(__file__).resolve().parents[1] / "docs" / "screenshot.png"


def main() -> None:
    out = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    app = application()
    folder = pathlib.Path(tempfile.mkdtemp())
    window = MainWindow(Overrides(players=4, seed=20, speed="fast"),
                        store=SettingsStore(folder / "durak.ini"), folder=folder)
    window.resize(1280, 720)
    window.show()
    c = window.session

    def step() -> None:
        game = c.game
        # Stop when the human defends against a table with a card covered and one not.
        table = game.table
        if (game.defender == 0 and len(table) >= 2 and any(d for _, d in table)
                and any(d is None for _, d in table)):
            c.set_paused(False)
            QTimer.singleShot(900, shoot)
            return
        legal = c.game.legal_actions(0)
        covers = [a for a in legal if a.kind is ActionKind.DEFEND]
        if game.defender == 0 and covers and len(table) >= 2:
            c.apply(covers[0])
        elif game.defender == 0 and Action.take(0) in legal and len(table) >= 2:
            c.apply(Action.take(0))
        elif not game.table and game.offender == 0 and legal:
            c.apply(legal[0])
        elif Action.done(0) in legal:
            c.apply(Action.done(0))
        QTimer.singleShot(150, step)

    def shoot() -> None:
        out.parent.mkdir(parents=True, exist_ok=True)
        window.grab().save(str(out))
        print(f"wrote {out}")
        c.set_paused(True)
        add_sample_games(window.statistics)
        dialog = StatisticsDialog(window, window.statistics)
        dialog.resize(820, 600)
        dialog.show()
        QTimer.singleShot(500, lambda: shoot_statistics(dialog))

    def shoot_statistics(dialog: StatisticsDialog) -> None:
        target = out.with_name("statistics.png")
        dialog.grab().save(str(target))
        print(f"wrote {target}")
        app.quit()

    QTimer.singleShot(600, step)
    QTimer.singleShot(60000, app.quit)
    app.exec()


def add_sample_games(book: StatsBook) -> None:
    """Seeded games, as a player with a few weeks at the table might have: strong against
    the simpler bots, weaker against the searching one."""
    rng = random.Random(11)
    strength = {"random": 0.85, "original": 0.6, "normal": 0.45, "hard": 0.3}
    for _ in range(90):
        level = rng.choice(("original", "normal", "normal", "hard", "hard", "random"))
        players = rng.choice((2, 3, 3, 4))
        place = 1
        while place < players and rng.random() > strength[level]:
            place += 1
        book.record(GameResult(players=players, deck=rng.choice((36, 36, 52)),
                               rules=rng.choice(VARIANTS), level=level, place=place,
                               abandoned=rng.random() < 0.04,
                               epaulettes=place == players and rng.random() < 0.3))


if __name__ == "__main__":
    main()
