"""The end of the process, in the order Qt expects: the windows go before the application.

At interpreter exit PyQt destroys every Qt object that Python still owns, walking sip's map
of wrappers.  When destroying one of them runs Python code (a window's or a scene's
overridden methods, slots), the wrappers that code creates can make sip rebuild that map
under the walk, which then reads freed memory: a rare crash after everything was done (seen
as exit status -11 once the game had quit normally).  So the launcher destroys the windows
it opened here, while the application still runs; the exit walk then finds only plain Qt
objects (SVG renderers, settings) whose destruction runs no Python code.
"""

from __future__ import annotations

from PyQt6 import sip
from PyQt6.QtCore import QCoreApplication, QEvent
from PyQt6.QtWidgets import QApplication


def tear_down(app: QApplication) -> None:
    """Close every window Python owns that is still open (so it saves and stops its helper
    processes as when the player closes it), destroy it with everything it holds, and
    whatever waits for a ``deleteLater``, now."""
    windows = [widget for widget in app.topLevelWidgets()
               if widget.parent() is None and sip.ispyowned(widget)]
    for window in windows:
        if not sip.isdeleted(window) and window.isVisible():
            window.close()
    for window in windows:
        if not sip.isdeleted(window):
            sip.delete(window)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
