"""Qt's own dialogs (message boxes, the file dialog) speak the language set, as the
game's texts do: Qt's catalogues, with the few words they lack from the game's own."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QLabel, QMessageBox

from durak.engine import Action
from durak.ui.kit import i18n
from durak.ui.store.settings import Preferences

from .conftest import set_position
from .keyboard import activate, press
from .test_online_play import click

YES = QMessageBox.StandardButton.Yes
NO = QMessageBox.StandardButton.No
CANCEL = QDialogButtonBox.StandardButton.Cancel

# What Qt's catalogues (and the game's, for the file dialog's two labels in French and
# Russian) call them.
WORDS = {
    "ru": ("&Да", "&Нет", "Отмена", "&Перейти к:", "&Типы файлов:"),
    "de": ("&Ja", "&Nein", "Abbrechen", "&Suchen in:", "Dateien des &Typs:"),
    "fr": ("&Oui", "&Non", "Annuler", "&Voir dans\u00a0:", "Fichiers de &type\u00a0:"),
    "en": ("&Yes", "&No", "Cancel", "&Look in:", "Files of &type:"),
}


def test_qt_dialogs_follow_the_language_setting(qtbot, make_window):
    window = make_window(players=2)
    set_position(qtbot, window, "9DAD8S/7SQCKD KH 6C6D 1")
    window.session.bots = {}
    assert window.session.apply(Action.parse("P1 attack 7S"))
    try:
        for language in ("ru", "de", "fr", "en"):
            yes, no, cancel, look_in, types = WORDS[language]
            window.apply_prefs(Preferences(language=language))
            activate(qtbot, window)
            # Ctrl+N during a game: Qt's Yes and No buttons.
            press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
            qtbot.waitUntil(lambda: isinstance(window.dialog, QMessageBox))
            box = window.dialog
            assert (box.button(YES).text(), box.button(NO).text()) == (yes, no)
            activate(qtbot, box)
            QTest.keyClick(QApplication.focusWidget() or box, Qt.Key.Key_Escape)   # No
            qtbot.waitUntil(lambda: window.dialog is None)
            # Menu -> Save replay: Qt's file dialog.
            activate(qtbot, window)
            press(qtbot, window, Qt.Key.Key_M)
            qtbot.waitUntil(lambda: window.dialog is not None)
            click(window.dialog.buttons["save_replay"])
            qtbot.waitUntil(lambda: isinstance(window.dialog, QFileDialog)
                            and window.dialog.isVisible())
            chooser = window.dialog
            labels = {label.text() for label in chooser.findChildren(QLabel)}
            assert {look_in, types} <= labels, labels
            buttons = chooser.findChild(QDialogButtonBox)
            assert buttons.button(CANCEL).text() == cancel
            activate(qtbot, chooser)
            QTest.keyClick(QApplication.focusWidget() or chooser, Qt.Key.Key_Escape)
            qtbot.waitUntil(lambda: window.dialog is None)
    finally:
        i18n.install("en")


def test_qt_has_a_catalogue_for_every_language_of_the_game():
    # What the bundle's smoke test checks too (scripts/build_bundle.sh --smoke).
    assert i18n.qt_catalogue_missing() == []
