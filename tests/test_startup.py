"""Starting the game: --version, and failures that say why instead of exiting silently."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

from PyQt6.QtCore import QTimer
from PyQt6.QtWidgets import QApplication, QMessageBox

from durak import __version__
from durak.ui.kit.startup import reason, show_failure


def run_game(home: pathlib.Path, prelude: str, *args: str) -> subprocess.CompletedProcess[str]:
    """Run the launcher offscreen in a fresh HOME, after ``prelude`` (Python) has run."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
    code = f"import sys\n{prelude}\nfrom durak.launcher import main\nsys.exit(main({list(args)!r}))"
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, check=False, timeout=120)


def log_text(home: pathlib.Path) -> str:
    return (home / ".local" / "share" / "durak" / "durak" / "durak.log").read_text()


def test_version(tmp_path):
    for command in ("durak.launcher", "durak.ai.cli"):
        result = subprocess.run(
            [sys.executable, "-c", f"import sys; from {command} import main; "
                                   "sys.exit(main(['--version']))"],
            capture_output=True, text=True, check=False, timeout=60)
        assert result.returncode == 0
        assert result.stdout.strip().endswith(f" {__version__}"), result.stdout


def test_missing_assets_stop_the_start_with_the_reason_on_stderr(tmp_path):
    prelude = ("import pathlib, durak.ui.kit.theme as theme\n"
               "theme.ASSETS = pathlib.Path('/nonexistent/durak/assets')")
    result = run_game(tmp_path, prelude, "--players", "3")
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr   # one paragraph, no traceback
    assert lines[0].startswith("durak could not start: FileNotFoundError")
    assert "/nonexistent/durak/assets/themes" in lines[0] and "durak.log" in lines[0]
    log = log_text(tmp_path)
    assert "start-up failed" in log and "Traceback" in log and "theme.py" in log


def test_a_native_crash_leaves_a_trace_in_the_log(tmp_path):
    prelude = ("import faulthandler\nfrom durak.ui.main_window import MainWindow\n"
               "def crash(window):\n    faulthandler._sigsegv()\n"
               "MainWindow.show_window = crash")
    result = run_game(tmp_path, prelude, "--players", "3")
    assert result.returncode != 0
    log = log_text(tmp_path)
    assert "Fatal Python error: Segmentation fault" in log
    assert "in crash" in log and "in run" in log   # the Python stack at the crash


def test_the_reason_is_one_paragraph():
    text = reason(FileNotFoundError(2, "No such file or directory", "/x/themes"),
                  pathlib.Path("/home/u/durak.log"))
    assert "\n" not in text
    assert text == ("durak could not start: FileNotFoundError: [Errno 2] No such file or "
                    "directory: '/x/themes'. The details are in /home/u/durak.log.")


def test_the_start_up_dialog_appears_and_waits(qapp, tmp_path):
    seen: list[tuple[bool, str]] = []

    def look_and_close() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append((box.isVisible(), box.text()))
            box.button(QMessageBox.StandardButton.Ok).click()
        else:   # a failed test, not a hung one
            QTimer.singleShot(10, look_and_close)

    QTimer.singleShot(0, look_and_close)
    show_failure(RuntimeError("no cards"), tmp_path / "durak.log")
    assert seen and seen[0][0], "the dialog was on screen while the start-up waited"
    assert "no cards" in seen[0][1] and str(tmp_path / "durak.log") in seen[0][1]


def test_crash_traces_follow_the_log_when_it_rotates(tmp_path):
    code = ("import faulthandler, logging, os, pathlib, sys\n"
            "from durak.ui.kit.errors import LOG_BYTES, setup_logging, trace_crashes\n"
            "from durak.ui.kit.errors import LogFile\n"
            "path = setup_logging(pathlib.Path(sys.argv[1]))\n"
            "trace_crashes(path)\n"
            # Another thread may take the closed file's number before the new file opens.
            "held, reopen = [], LogFile._open\n"
            "def _open(self):\n"
            "    held.append(open(os.devnull))\n"
            "    return reopen(self)\n"
            "LogFile._open = _open\n"
            "for _ in range(LOG_BYTES // 200 + 50):\n"
            "    logging.getLogger('durak.test').info('x' * 200)\n"
            "faulthandler._sigsegv()\n")
    result = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True,
                            text=True, check=False, timeout=60)
    assert result.returncode != 0
    assert (tmp_path / "durak.log.1").exists(), "the log rotated"
    assert "Fatal Python error: Segmentation fault" in (tmp_path / "durak.log").read_text()
    assert "Fatal Python error" not in (tmp_path / "durak.log.1").read_text()
