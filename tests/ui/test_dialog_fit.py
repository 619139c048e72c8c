"""Every dialog opens within the screen, its buttons reachable, whatever the scale."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

# Opens each dialog over a window in a fresh process (the scale factor is read once, at
# start) and reports its frame, the screen's free area and every button's far corner.
PROBE = textwrap.dedent("""
    import json, pathlib, sys, tempfile
    from PyQt6.QtWidgets import QApplication, QDialogButtonBox, QMainWindow
    app = QApplication(sys.argv)
    from durak.ui.dialogs.common import text_dialog
    from durak.ui.kit.screen_fit import ScrollingBody
    from durak.ui.dialogs.help import HelpDialog, about_text
    from durak.ui.dialogs.score import ScoreDialog
    from durak.ui.dialogs.settings import SettingsDialog
    from durak.ui.store.score import ScoreBook
    from durak.ui.store.statistics import StatsBook
    from durak.ui.dialogs.statistics import StatisticsDialog
    from durak.ui.store.settings import Preferences
    from durak.ui.online.dialog import PlayOnlineDialog
    from durak.ui.online.lobby import LobbyDialog
    from durak.ui.sessions.remote import RemoteSession, Request
    window = QMainWindow(); window.resize(300, 200); window.show()
    made = {
        "settings": lambda: SettingsDialog(window, Preferences()),
        "help": lambda: HelpDialog(window),
        "score": lambda: ScoreDialog(
            window, ScoreBook(pathlib.Path(tempfile.mkdtemp()) / "s.json")),
        "about": lambda: text_dialog(window, "About", about_text()),
        "statistics": lambda: StatisticsDialog(
            window, StatsBook(pathlib.Path(tempfile.mkdtemp()) / "st.json")),
        "online": lambda: PlayOnlineDialog(window, Preferences()),
        "lobby": lambda: LobbyDialog(window, RemoteSession(
            "ws://127.0.0.1:9", Request("join", {"code": "ABC", "name": "Anna"}))),
    }
    report = {}
    for kind, make in made.items():
        dialog = make(); dialog.show(); app.processEvents()
        area = dialog.screen().availableGeometry()
        corners = [b.mapToGlobal(b.rect().bottomRight())
                   for b in dialog.findChild(QDialogButtonBox).buttons()]
        report[kind] = {"inside": area.contains(dialog.geometry()),
                        "buttons": all(area.contains(c) for c in corners),
                        "size": [dialog.width(), dialog.height()]}
        body = dialog.findChild(ScrollingBody)
        if body is not None:
            needed = body.body.sizeHint().height()
            report[kind]["scrolls"] = body.verticalScrollBar().maximum() > 0
            report[kind]["fits_unscrolled"] = needed <= body.viewport().height()
        dialog.close()
    print(json.dumps(report), flush=True)
    import os; os._exit(0)   # no teardown at exit, where Qt's objects may crash
""")


@pytest.mark.parametrize("scale", ["1", "2"])
def test_every_dialog_and_its_buttons_lie_within_the_screen(scale):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=scale)
    result = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True,
                            text=True, timeout=120, check=True)
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(report) == {"settings", "help", "score", "about", "statistics", "online",
                           "lobby"}
    for kind, facts in report.items():
        assert facts["inside"] and facts["buttons"], (scale, kind, facts)

    settings = report["settings"]
    # Whole on a large screen; scrolling, not cut, where the screen is too small.
    assert settings["scrolls"] != settings["fits_unscrolled"], settings
    if scale == "2":    # 400x400 logical pixels: too small for the settings
        assert settings["scrolls"], settings
