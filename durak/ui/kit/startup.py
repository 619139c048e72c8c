"""A game that cannot start says why: on stderr, in the log, and in a dialog on screen.

Used by the launcher around everything up to the event loop. Qt is imported only here,
inside the functions, so that even a Qt that cannot load is reported.
"""

from __future__ import annotations

import logging
import pathlib
import sys
import traceback

log = logging.getLogger("durak")

# Platforms without a screen to show a dialog on.
HEADLESS = ("offscreen", "minimal")


def reason(error: BaseException, log_path: pathlib.Path | None) -> str:
    """One paragraph: what failed, and where the details are."""
    what = f"{type(error).__name__}: {error}".strip().rstrip(".")
    where = f" The details are in {log_path}." if log_path else ""
    return f"durak could not start: {what}.{where}"


def report_failure(error: BaseException, log_path: pathlib.Path | None) -> None:
    """Tell the player why the game did not start: stderr, the log, and a dialog if a
    screen exists (a modal one, so it really appears before the process exits)."""
    print(reason(error, log_path), file=sys.stderr, flush=True)
    log.critical("start-up failed:\n%s", "".join(traceback.format_exception(error)))
    for handler in logging.getLogger().handlers:
        handler.flush()
    try:
        from PyQt6.QtGui import QGuiApplication

        if QGuiApplication.instance() is None or QGuiApplication.platformName() in HEADLESS:
            return
        show_failure(error, log_path)
    except Exception:   # the message is on stderr and in the log already
        log.exception("could not show the start-up error")


def show_failure(error: BaseException, log_path: pathlib.Path | None) -> int:
    """Show the start-up error in a modal dialog; returns when the player closes it."""
    from PyQt6.QtWidgets import QMessageBox

    from .i18n import tr

    text = tr("Durak could not start.\n\nWhat happened: {error}").format(
        error=f"{type(error).__name__}: {error}")
    if log_path:
        text += "\n\n" + tr("The details are in {log}").format(log=log_path)
    box = QMessageBox(QMessageBox.Icon.Critical, tr("Durak"), text, QMessageBox.StandardButton.Ok)
    box.setObjectName("startup-error-dialog")
    return box.exec()
