"""A machine without a sound server: QtMultimedia's complaint goes to the log once, never
to the terminal; Qt's other messages pass on as before."""

from __future__ import annotations

import logging
import subprocess
import sys

from PyQt6.QtCore import qInstallMessageHandler, qWarning

from durak.ui.kit import qt_messages


def test_no_sound_server_is_logged_once_and_other_messages_pass(qapp, caplog):
    passed: list[str] = []
    original = qInstallMessageHandler(lambda kind, context, message: passed.append(message))
    try:
        handler = qt_messages.install()
        with caplog.at_level(logging.WARNING, logger="durak.qt"):
            qWarning(b"PulseAudioService: pa_context_connect() failed")
            qWarning(b"PulseAudioService: pa_context_connect() failed")
            qWarning(b"something else")
        assert passed == ["something else"]
        said = [r.getMessage() for r in caplog.records if r.name == "durak.qt"]
        assert len(said) == 1 and "no sound server" in said[0]
        assert handler.said_no_sound_server
    finally:
        qInstallMessageHandler(original)


def test_the_terminal_hears_nothing_of_it_and_the_log_does(tmp_path):
    code = (
        "import logging\n"
        "logging.basicConfig(filename='durak.log')\n"
        "from PyQt6.QtCore import QCoreApplication, qWarning\n"
        "app = QCoreApplication([])\n"
        "from durak.ui.kit import qt_messages\n"
        "kept = qt_messages.install()\n"
        "qWarning(b'PulseAudioService: pa_context_connect() failed')\n"
        "qWarning(b'kept: a real warning')\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "PulseAudioService" not in done.stderr
    assert "kept: a real warning" in done.stderr
    assert "no sound server" in (tmp_path / "durak.log").read_text()
