"""Starting the app as the launcher does, with scratch config and data folders."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys
from dataclasses import dataclass

from PyQt6 import sip
from PyQt6.QtCore import QCoreApplication, QEvent, QSettings, QStandardPaths
from PyQt6.QtWidgets import QApplication, QMessageBox

from durak import launcher
from durak.engine import Game, Record, Rules
from durak.ui.main_window import MainWindow, application
from durak.ui.store.settings import Preferences, SettingsStore


@dataclass
class Home:
    """A user's scratch folders: ``config`` (XDG_CONFIG_HOME) and ``data`` (XDG_DATA_HOME)."""

    root: pathlib.Path

    @property
    def settings(self) -> pathlib.Path:
        return self.root / "config" / "durak" / "durak.ini"

    @property
    def folder(self) -> pathlib.Path:
        return self.root / "data" / "durak" / "durak"

    @property
    def score(self) -> pathlib.Path:
        return self.folder / "score.json"

    @property
    def game(self) -> pathlib.Path:
        return self.folder / "current-game.json"

    def files(self) -> dict[str, bytes | None]:
        """Every file the app reads, by name, with its bytes (``None`` if absent)."""
        return {path.name: path.read_bytes() if path.is_file() else None
                for path in (self.settings, self.score, self.game)}

    def set_aside(self, name: str) -> list[pathlib.Path]:
        folder = self.settings.parent if name == "durak.ini" else self.folder
        return sorted(folder.glob(f"{name}.corrupt-*"))

    def env(self) -> dict[str, str]:
        """The environment of a ``durak`` process using these folders."""
        env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
        env.update(HOME=str(self.root), XDG_CONFIG_HOME=str(self.root / "config"),
                   XDG_DATA_HOME=str(self.root / "data"), QT_QPA_PLATFORM="offscreen")
        return env


def valid_files(home: Home) -> None:
    """Settings, a score and an unfinished game, as the app writes them."""
    home.folder.mkdir(parents=True, exist_ok=True)
    SettingsStore(home.settings).save(Preferences(players=3, rules=Rules(deck=36)))
    home.score.write_text('{"games": 2, "points": 1.5, "times_last": 0, "last_place": 1, '
                          '"last_players": 3}\n', encoding="utf-8")
    game = Game.new(Rules(), 3, seed=5)
    for _ in range(3):
        game.apply(game.legal_actions()[0])
    home.game.write_text(Record.of(game).to_json(), encoding="utf-8")


def start(home: Home, *args: str) -> MainWindow:
    """Build the real main window as ``durak ARGS`` does, with ``home``'s folders."""
    os.environ["XDG_DATA_HOME"] = str(home.root / "data")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(home.root / "config"))
    application()
    window = MainWindow(launcher.session_overrides(launcher.parse_args(["--speed", "fast",
                                                                        *args])))
    window.session.set_paused(True)
    return window


def reset_paths() -> None:
    """Undo ``start``'s redirection of the user's folders."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      QStandardPaths.writableLocation(
                          QStandardPaths.StandardLocation.GenericConfigLocation))


def close(window: MainWindow) -> None:
    window.session.shutdown()
    if window.dialog is not None:
        window.dialog.close()
    window.close()
    window.deleteLater()


def discard(window: MainWindow) -> None:
    """Close ``window`` (it saves into its home, which still exists) and destroy it now:
    nothing closes it again later, when its scratch home may be gone (a window closed
    after that wrote its settings there and left the folder behind)."""
    close(window)
    sip.delete(window)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def error_dialogs() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.objectName() == "error-dialog" and w.isVisible()]


def run_durak(home: Home, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "durak", *args], capture_output=True,
                          text=True, env=home.env(), timeout=120, check=False)
