"""B6: the first window, and a restored one, always fit the screen's available area."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

from PyQt6.QtCore import QRect
from PyQt6.QtWidgets import QWidget

from durak.ui.kit.screen_fit import FRAME_ALLOWANCE, fitted
from durak.ui.main_window import MainWindow, Overrides
from durak.ui.store.settings import SettingsStore

ROOT = pathlib.Path(__file__).resolve().parents[2]


def within_screen(window: QWidget) -> bool:
    """The window and its frame (or the room kept for one) lie on the screen."""
    available = window.screen().availableGeometry()
    frame = window.frameGeometry()
    if frame == window.geometry():
        frame = QRect(frame.topLeft(), frame.size().grownBy(FRAME_ALLOWANCE))
    return available.contains(frame)


def test_fitted_shrinks_and_moves_only_what_does_not_fit():
    screen = QRect(0, 0, 960, 540)
    assert fitted(QRect(10, 20, 300, 200), screen) == QRect(10, 20, 300, 200)
    assert fitted(QRect(0, 0, 1100, 680), screen) == QRect(0, 0, 960, 540)
    assert fitted(QRect(900, 500, 300, 200), screen) == QRect(660, 340, 300, 200)
    assert fitted(QRect(-50, -9, 300, 200), screen) == QRect(0, 0, 300, 200)


def test_the_first_window_fits_a_small_screen(qtbot, tmp_path):
    # The offscreen screen (800x800) is smaller than the default window (1100x680).
    window = MainWindow(Overrides(seed=1), store=SettingsStore(tmp_path / "durak.ini"),
                        folder=tmp_path)
    qtbot.addWidget(window)
    assert window.screen().availableGeometry().width() < 1100
    assert within_screen(window)
    assert window.width() >= 700 and window.height() >= 600   # as big as fits, not tiny
    window.show()
    qtbot.waitExposed(window)
    assert within_screen(window)
    window.session.set_paused(True)


def test_a_restored_geometry_larger_than_the_screen_is_fitted(qtbot, tmp_path):
    big = QWidget()
    qtbot.addWidget(big)
    big.setGeometry(300, 250, 2200, 1360)
    store = SettingsStore(tmp_path / "durak.ini")
    store.save_window_state(big.saveGeometry(), False)
    window = MainWindow(Overrides(seed=1), store=SettingsStore(tmp_path / "durak.ini"),
                        folder=tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert within_screen(window)
    window.session.set_paused(True)


def test_at_scale_factor_2_the_window_fits_the_logical_screen(tmp_path):
    """The issue's case: QT_SCALE_FACTOR=2 halves the screen in logical pixels."""
    script = (
        "from durak.ui.main_window import MainWindow, Overrides, application\n"
        "from durak.ui.store.settings import SettingsStore\n"
        "import pathlib, sys\n"
        "app = application()\n"
        "folder = pathlib.Path(sys.argv[1])\n"
        "w = MainWindow(Overrides(seed=1), store=SettingsStore(folder / 'd.ini'),"
        " folder=folder)\n"
        "w.show()\n"
        "app.processEvents()\n"
        "a = w.screen().availableGeometry()\n"
        "print(w.x(), w.y(), w.width(), w.height(), a.width(), a.height())\n"
        "w.session.shutdown()\n"
        # Leave at once: Qt's objects torn down in the interpreter's own order at exit
        # can crash, which would fail the test for nothing it checks.
        "sys.stdout.flush()\n"
        "import os; os._exit(0)\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2"}
    out = subprocess.run([sys.executable, "-c", script, str(tmp_path)], env=env, cwd=ROOT,
                         capture_output=True, text=True, timeout=60, check=True).stdout
    x, y, width, height, screen_w, screen_h = map(int, out.split())
    assert (screen_w, screen_h) == (400, 400)
    assert x >= 0 and y >= 0
    assert x + width <= screen_w and y + height <= screen_h
