"""Unexpected errors are logged to a rotating file and shown, never a silent crash."""

from __future__ import annotations

import logging
import sys

from PyQt6.QtWidgets import QApplication, QMessageBox

from durak.ui.kit.errors import install_exception_hook, setup_logging


def test_uncaught_error_is_logged_and_shown(qtbot, tmp_path):
    path = setup_logging(tmp_path)
    previous = sys.excepthook
    try:
        install_exception_hook(path, lambda: None)
        try:
            raise RuntimeError("the table fell over")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
        boxes = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, QMessageBox) and w.objectName() == "error-dialog"]
        assert boxes and str(path) in boxes[-1].text()
        for handler in logging.getLogger().handlers:
            handler.flush()
        text = path.read_text(encoding="utf-8")
        assert "the table fell over" in text and "Traceback" in text
        for box in boxes:
            box.close()
    finally:
        sys.excepthook = previous
        root = logging.getLogger()
        for handler in list(root.handlers):
            if getattr(handler, "baseFilename", "") == str(path):
                root.removeHandler(handler)
                handler.close()


def test_log_rotates(tmp_path):
    path = setup_logging(tmp_path)
    logger = logging.getLogger("durak.test")
    try:
        for _ in range(6000):
            logger.info("x" * 200)
        assert (tmp_path / "durak.log.1").exists()
        assert path.stat().st_size <= 512 * 1024 + 1024
    finally:
        root = logging.getLogger()
        for handler in list(root.handlers):
            if getattr(handler, "baseFilename", "") == str(path):
                root.removeHandler(handler)
                handler.close()
