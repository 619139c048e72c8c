"""Logging to a rotating file, and a friendly dialog instead of a silent crash.

Without an exception hook, PyQt6 aborts the process on an exception raised in a slot or
an overridden Qt method; with it, the error is logged with its traceback and the player
is told where the log is, and the game goes on (the running game is saved first).
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import os
import pathlib
import sys
import traceback
from collections.abc import Callable
from types import TracebackType

from PyQt6.QtWidgets import QMessageBox, QWidget

from .i18n import tr

log = logging.getLogger("durak")

LOG_BYTES = 512 * 1024
LOG_BACKUPS = 3


def setup_logging(folder: pathlib.Path) -> pathlib.Path:
    """Log to ``folder/durak.log`` (rotated at 512 KB, three old files kept)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "durak.log"
    handler = LogFile(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return path


class LogFile(logging.handlers.RotatingFileHandler):
    """The rotating log file; once ``trace_crashes`` is on, a native crash (a segfault in
    Qt, an abort) writes Python's stack of every thread to the current file."""

    traces_crashes = False

    def trace_crashes(self) -> None:
        if self.stream is None:
            self.stream = self._open()
        faulthandler.enable(self.stream, all_threads=True)
        self.traces_crashes = True

    def doRollover(self) -> None:
        super().doRollover()
        if self.traces_crashes:
            self.trace_crashes()   # follow the log to its new file


def trace_crashes(log_path: pathlib.Path) -> None:
    """Turn on ``faulthandler`` for the log file that ``setup_logging`` opened."""
    for handler in logging.getLogger().handlers:
        if isinstance(handler, LogFile) and handler.baseFilename == os.path.abspath(log_path):
            handler.trace_crashes()


def install_exception_hook(log_path: pathlib.Path, parent: Callable[[], QWidget | None],
                           save: Callable[[], None] | None = None) -> None:
    """Route uncaught exceptions to the log and a dialog naming the log file; ``save``
    first writes what the app has not yet saved (the running game)."""

    def hook(kind: type[BaseException], error: BaseException,
             tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        log.critical("unexpected error:\n%s", "".join(traceback.format_exception(kind, error, tb)))
        if save is not None:
            try:
                save()
            except Exception:   # the error dialog still shows
                log.exception("could not save after the error")
        show_error_dialog(parent(), log_path, error)

    sys.excepthook = hook


def show_error_dialog(parent: QWidget | None, log_path: pathlib.Path,
                      error: BaseException) -> QMessageBox:
    text = tr("Something went wrong, sorry. Your game is saved after every move.\n\n"
              "What happened: {error}\n\nThe details are in {log}").format(
        error=f"{type(error).__name__}: {error}", log=log_path)
    box = QMessageBox(QMessageBox.Icon.Critical, "Durak", text, QMessageBox.StandardButton.Ok,
                      parent)
    box.setObjectName("error-dialog")
    _open_dialogs.append(box)  # a parentless dialog would be collected at once
    box.finished.connect(lambda _result: _open_dialogs.remove(box))
    box.open()
    return box


_open_dialogs: list[QMessageBox] = []
