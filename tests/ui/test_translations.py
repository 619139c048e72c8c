"""Every string a player sees exists in English, German, French and Russian."""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET

import pytest
from PyQt6.QtCore import QCoreApplication, QTranslator

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[2] / "scripts"))
import update_translations

from durak.ui import i18n

LANGUAGES = ("de", "fr", "ru")
PLACEHOLDER = re.compile(r"\{(\w*)\}")


def ts_messages(language: str) -> dict[tuple[str, str], ET.Element]:
    path = update_translations.FOLDER / f"durak_{language}.ts"
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            found[(name, message.findtext("source"))] = message.find("translation")
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_string_has_a_finished_translation(language):
    messages = ts_messages(language)
    strings = update_translations.collect()
    assert sum(len(v) for v in strings.values()) > 140
    for context, sources in strings.items():
        for source in sources:
            translation = messages.get((context, source))
            assert translation is not None, f"{language}: no entry for {source!r}"
            assert translation.get("type") is None and (translation.text or "").strip(), (
                f"{language}: {source!r} is not translated")
            assert (sorted(PLACEHOLDER.findall(source))
                    == sorted(PLACEHOLDER.findall(translation.text))), (
                f"{language}: placeholders differ in {source!r}")


def test_ts_files_list_exactly_the_strings_in_use(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["update_translations.py", "--check"])
    assert update_translations.main() == 0, capsys.readouterr().out


@pytest.mark.parametrize("language", LANGUAGES)
def test_compiled_qm_matches_its_ts(qapp, language):
    i18n.install("en")
    translator = QTranslator()
    assert translator.load(f"durak_{language}", str(update_translations.FOLDER))
    qapp.installTranslator(translator)
    try:
        for (context, source), translation in ts_messages(language).items():
            assert QCoreApplication.translate(context, source) == translation.text, source
    finally:
        qapp.removeTranslator(translator)


def test_switching_language_translates_the_game_and_qt(qtbot, make_window):
    from PyQt6.QtWidgets import QMessageBox

    from durak.engine import Action
    from durak.ui.settings import Preferences

    from .conftest import card_point, drag, set_position, settle

    window = make_window(players=2)
    try:
        window.apply_prefs(Preferences(language="de"))
        assert window.language == "de"
        set_position(qtbot, window, "9DAD8S/7SQCKD KH 6C6D 1")
        window.controller.apply(Action.parse("P1 attack 7S"))
        settle(qtbot, window)
        assert window.table.take_button.text == "Karten aufnehmen"
        assert window.table.status.text == "Stechen oder aufnehmen: ↓"
        drag(qtbot, window, card_point(window, "9D"), card_point(window, "7S"))
        assert window.table.status.text == "9♦ sticht 7♠ nicht"
        assert QCoreApplication.translate("QPlatformTheme", "&Yes") == "&Ja"
        window.request_new_game()
        assert isinstance(window.dialog, QMessageBox)
        assert window.dialog.text() == "Dieses Spiel abbrechen und neu geben?"
        window.dialog.button(QMessageBox.StandardButton.No).click()
        window.apply_prefs(Preferences(language="ru"))
        assert window.table.take_button.text == "Взять карты"
        window.apply_prefs(Preferences(language="fr"))
        assert window.table.menu_button.text == "Menu"
        assert window.table.status.text.startswith("Couvrez")
    finally:
        i18n.install("en")
    assert window.table.take_button.text in ("Take cards", "Ramasser")


def test_system_language_is_followed(monkeypatch):
    from PyQt6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("ru_RU")))
    assert i18n.system_language() == "ru"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("ja_JP")))
    assert i18n.system_language() == "en"
