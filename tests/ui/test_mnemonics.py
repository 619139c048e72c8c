"""No two controls a dialog shows at once share an Alt mnemonic, in any language: Alt+S
in the room must start the game, Alt+O in Settings must press OK."""

from __future__ import annotations

import pathlib
import re
import tempfile
from collections.abc import Callable, Iterator

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QGroupBox,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from durak.ui.dialogs.menu import MenuDialog
from durak.ui.dialogs.score import ScoreDialog
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.dialogs.statistics import StatisticsDialog
from durak.ui.dialogs.watch import WatchReplayDialog
from durak.ui.kit import i18n
from durak.ui.online.dialog import PlayOnlineDialog
from durak.ui.online.lobby import LobbyDialog
from durak.ui.sessions.remote import RemoteSession, Request
from durak.ui.store.score import ScoreBook
from durak.ui.store.settings import Preferences
from durak.ui.store.statistics import StatsBook

MNEMONIC = re.compile(r"&([^&])")


def mnemonic(text: str) -> str | None:
    """The letter after a single ``&`` ("Pla&y" -> "y"), lower-cased; ``&&`` is a
    literal ampersand."""
    found = MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).lower() if found else None


def labelled(dialog: QDialog) -> Iterator[tuple[str, QWidget]]:
    """Every visible text with a mnemonic: buttons, buddy labels, checkable groups, tabs."""
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisibleTo(dialog):
            continue
        if isinstance(widget, QAbstractButton) or (
                isinstance(widget, QLabel) and widget.buddy() is not None):
            yield widget.text(), widget
        elif isinstance(widget, QGroupBox) and widget.isCheckable():
            yield widget.title(), widget
    for tabs in dialog.findChildren(QTabWidget):
        if tabs.isVisibleTo(dialog):
            for index in range(tabs.count()):
                yield tabs.tabText(index), tabs


def clashes(dialog: QDialog) -> dict[str, list[str]]:
    """The mnemonics two or more visible texts share, each with those texts."""
    seen: dict[str, list[str]] = {}
    for text, _widget in labelled(dialog):
        letter = mnemonic(text)
        if letter is not None:
            seen.setdefault(letter, []).append(text)
    return {letter: texts for letter, texts in seen.items() if len(texts) > 1}


def lobby(creator: bool, playing: bool, gone: bool = False) -> Callable[[QWidget], QDialog]:
    def make(parent: QWidget) -> QDialog:
        session = RemoteSession("ws://127.0.0.1:9", Request("join", {"code": "ABC",
                                                                      "name": "Anna"}))
        dialog = LobbyDialog(parent, session)
        assert dialog.start is not None and dialog.close_button is not None
        dialog.start.setText(i18n.tr("&Play again") if playing else i18n.tr("&Start"))
        dialog.start.setVisible(creator)
        dialog.close_button.setVisible(playing)
        if gone:   # the server no longer knows the room: "Back to the menu"
            assert dialog.leave is not None
            dialog.leave.setText(i18n.tr("Back to the &menu"))
            dialog.start.setVisible(False)
        return dialog
    return make


def folder() -> pathlib.Path:
    return pathlib.Path(tempfile.mkdtemp())


DIALOGS: dict[str, Callable[[QWidget], QDialog]] = {
    "menu": lambda parent: MenuDialog(parent, 3, 6, can_undo=True),
    "settings": lambda parent: SettingsDialog(parent, Preferences()),
    "score": lambda parent: ScoreDialog(parent, ScoreBook(folder() / "s.json")),
    "statistics": lambda parent: StatisticsDialog(parent, StatsBook(folder() / "st.json")),
    "online": lambda parent: PlayOnlineDialog(parent, Preferences()),
    "watch a replay": lambda parent: WatchReplayDialog(parent, [folder() / "game.json"]),
    "room, creator waiting": lobby(creator=True, playing=False),
    "room, creator playing": lobby(creator=True, playing=True),
    "room, lost while playing": lobby(creator=False, playing=True, gone=True),
}


@pytest.mark.parametrize("language", ["en", "de", "fr", "ru"])
@pytest.mark.parametrize("kind", DIALOGS)
def test_no_two_visible_controls_share_a_mnemonic(qtbot: QtBot, kind: str,
                                                  language: str) -> None:
    i18n.install(language)
    try:
        parent = QWidget()
        qtbot.addWidget(parent)
        dialog = DIALOGS[kind](parent)
        dialog.show()
        tab_widgets = dialog.findChildren(QTabWidget) or [None]
        for tabs in tab_widgets:
            for index in range(tabs.count() if tabs is not None else 1):
                if tabs is not None:
                    tabs.setCurrentIndex(index)
                assert clashes(dialog) == {}, f"{kind} in {language}"
        assert any(mnemonic(text) for text, _ in labelled(dialog))
    finally:
        i18n.install("en")


def test_a_clash_is_found(qtbot: QtBot) -> None:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    for text in ("&Seats", "&Start", "Co&py", "R&&D"):
        layout.addWidget(QPushButton(text))
    dialog.show()
    assert clashes(dialog) == {"s": ["&Seats", "&Start"]}


def test_alt_o_presses_ok_in_the_settings(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = SettingsDialog(parent, Preferences())
    dialog.show()
    dialog.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    focused = QApplication.focusWidget() or dialog
    qtbot.keyClick(focused, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)   # Oppo&nents
    assert QApplication.focusWidget() is dialog.level
    qtbot.mouseClick(dialog.speed, Qt.MouseButton.LeftButton)
    popup = QApplication.activePopupWidget()
    if popup is not None:
        qtbot.keyClick(popup, Qt.Key.Key_Escape)
    focused = QApplication.focusWidget() or dialog
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(focused, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
