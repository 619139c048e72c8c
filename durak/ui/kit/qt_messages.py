"""Qt's own messages: what only says the machine has no sound server goes to the log,
once, instead of the terminal at every start; everything else passes on as before."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable

from PyQt6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler

log = logging.getLogger("durak.qt")

# QtMultimedia says this (a plain warning, in no category a filter rule can name) whenever
# no PulseAudio or PipeWire server answers: the game is silent then, nothing else.
NO_SOUND_SERVER = ("PulseAudioService:",)

Handler = Callable[[QtMsgType, QMessageLogContext, str | None], None]


class QtMessages:
    """The message handler: a missing sound server is logged once; other messages go to
    the handler installed before (Qt's own prints them to the terminal)."""

    def __init__(self) -> None:
        self.previous: Handler | None = None
        self.said_no_sound_server = False

    def __call__(self, kind: QtMsgType, context: QMessageLogContext,
                 message: str | None) -> None:
        text = message or ""
        if text.startswith(NO_SOUND_SERVER):
            if not self.said_no_sound_server:
                self.said_no_sound_server = True
                log.warning("no sound server answers, the game is silent (Qt: %s)", text)
            return
        if self.previous is not None:
            self.previous(kind, context, message)
        else:
            print(qFormatLogMessage(kind, context, text), file=sys.stderr)


def install() -> QtMessages:
    """Put the handler in front of the one installed so far (keep it: Qt holds no
    reference of its own)."""
    handler = QtMessages()
    handler.previous = qInstallMessageHandler(handler)
    return handler
