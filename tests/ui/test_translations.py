"""Every string a player sees exists in English, German, French and Russian."""

from __future__ import annotations

import dataclasses
import re
import sys
import xml.etree.ElementTree as ET

import pytest
from PyQt6.QtCore import QCoreApplication, QTranslator

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[2] / "scripts"))
import update_translations

from durak.engine import Record
from durak.ui.kit import i18n
from durak.ui.kit.i18n import tr

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


def plural_index(language: str, n: int) -> int:
    """Which plural form Qt picks for ``n`` (its rules for these languages)."""
    if language == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    if language == "fr":
        return 0 if n <= 1 else 1
    return 0 if n == 1 else 1


def forms_of(translation: ET.Element) -> list[str]:
    return [form.text or "" for form in translation.iter("numerusform")]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_string_has_a_finished_translation(language):
    messages = ts_messages(language)
    strings = update_translations.collect()
    numerus = update_translations.collect_numerus()
    assert sum(len(v) for v in strings.values()) > 140
    for context, sources in strings.items():
        for source in sources:
            translation = messages.get((context, source))
            assert translation is not None, f"{language}: no entry for {source!r}"
            assert translation.get("type") is None, f"{language}: {source!r} is not translated"
            texts = (forms_of(translation) if (context, source) in numerus
                     else [translation.text or ""])
            assert texts and all(text.strip() for text in texts), (
                f"{language}: {source!r} is not translated")
            for text in texts:
                assert sorted(PLACEHOLDER.findall(source)) == sorted(PLACEHOLDER.findall(text)), (
                    f"{language}: placeholders differ in {source!r}")
                assert ("%n" in source) == ("%n" in text), f"{language}: %n lost in {source!r}"


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_every_count_has_each_plural_form_of_its_language(language):
    messages = ts_messages(language)
    numerus = update_translations.collect_numerus()
    assert len(numerus) >= 5
    for key in numerus:
        forms = forms_of(messages[key])
        assert len(forms) == update_translations.PLURAL_FORMS[language], key
        assert all("%n" in form for form in forms), key
        assert messages[key].get("type") is None, key


def test_ts_files_list_exactly_the_strings_in_use(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["update_translations.py", "--check"])
    assert update_translations.main() == 0, capsys.readouterr().out


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_compiled_qm_matches_its_ts(qapp, language):
    i18n.install("en")
    for translator in i18n._installed:
        qapp.removeTranslator(translator)
    translator = QTranslator()
    assert translator.load(f"durak_{language}", str(update_translations.FOLDER))
    qapp.installTranslator(translator)
    try:
        for (context, source), translation in ts_messages(language).items():
            forms = forms_of(translation)
            if not forms:
                assert QCoreApplication.translate(context, source) == translation.text, source
                continue
            for n in (0, 1, 2, 4, 5, 11, 21, 22, 24, 25, 101):
                expected = forms[plural_index(language, n)].replace("%n", str(n))
                assert QCoreApplication.translate(context, source, None, n) == expected, source
    finally:
        qapp.removeTranslator(translator)
        i18n.install("en")


def test_switching_language_translates_the_game_and_qt(qtbot, make_window):
    from PyQt6.QtWidgets import QMessageBox

    from durak.engine import Action
    from durak.ui.store.settings import Preferences

    from .conftest import card_point, drag, set_position, settle

    window = make_window(players=2)
    try:
        window.apply_prefs(Preferences(language="de"))
        assert window.language == "de"
        # the side panels too, once Qt's language change event has arrived
        qtbot.waitUntil(lambda: window.move_log.windowTitle() == "Spielverlauf")
        assert window.move_log.list.accessibleName() == "Spielverlauf"
        assert window.cards_seen.windowTitle() == "Gesehene Karten"
        set_position(qtbot, window, "9DAD8S/7SQCKD KH 6C6D 1")
        window.session.apply(Action.parse("P1 attack 7S"))
        settle(qtbot, window)
        assert window.table.take_button.text == "Aufnehmen"
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


def test_counts_titles_themes_and_numbers_in_russian_and_german(qtbot, make_window):
    from durak.engine import Game, Rules
    from durak.ui.dialogs.score import score_text
    from durak.ui.dialogs.settings import SettingsDialog
    from durak.ui.sessions.replay import ReplaySession
    from durak.ui.store.score import Score
    from durak.ui.store.settings import Preferences

    window = make_window(players=3)
    try:
        window.apply_prefs(Preferences(language="ru"))
        window.open_menu()
        menu = window.dialog
        assert menu.players.text() == "3 игрока"
        menu.players.setValue(5)
        assert menu.players.text() == "5 игроков"
        assert menu.windowTitle() == "Меню"
        menu.buttons["close"].click()
        settings = SettingsDialog(window, window.prefs)
        qtbot.addWidget(settings)
        assert settings.windowTitle() == "Настройки"
        decks = [settings.deck.itemText(i) for i in range(settings.deck.count())]
        assert decks == ["24 карты", "32 карты", "36 карт", "52 карты"]
        themes = {settings.theme.itemText(i) for i in range(settings.theme.count())}
        assert themes == {"Классика", "Тёмное дерево", "Высокий контраст"}
        game = Game.new(Rules(), 2, seed=1)
        for _ in range(22):
            game.apply(game.legal_actions()[0])
        record = Record.of(game)
        for moves, text in ((21, "21 ход."), (22, "22 хода."), (0, "0 ходов.")):
            replay = ReplaySession(dataclasses.replace(record, actions=record.actions[:moves]))
            assert replay.status_text() == f"Запись: {text} → или ПРОБЕЛ для просмотра"
        assert window.windowTitle() == "Дурак"
        window.apply_prefs(Preferences(language="de"))
        settings = SettingsDialog(window, window.prefs)
        qtbot.addWidget(settings)
        assert settings.window_seconds.text() == "5,0 s"
        score = Score(games=2, points=1.0)
        assert "50,0 %" in score_text(score)
    finally:
        i18n.install("en")


def test_every_theme_name_is_translated():
    from durak.ui.kit.theme import available_themes

    strings = set(update_translations.collect()["durak"])
    for name in available_themes().values():
        assert name in strings, f"theme name {name!r} is not marked for translation"


def test_long_german_button_labels_keep_their_padding(qtbot, make_window):
    from PyQt6.QtGui import QColor, QImage, QPainter

    from durak.ui.table.items import BUTTON_PADDING

    window = make_window(players=3)
    button = window.table.take_button
    rect = button.rect
    for text in ("Angriff beenden (5)", "Karten aufnehmen", "Взять карты (10)",
                 "Geschlagene Karten nehmen"):
        button.set_state(text, True)
        image = QImage(int(rect.width()) + 8, int(rect.height()) + 8,
                       QImage.Format.Format_ARGB32)
        image.fill(QColor("#000000"))
        painter = QPainter(image)
        painter.translate(4 - rect.left(), 4 - rect.top())
        button.paint(painter, None)
        painter.end()
        ink = QColor(window.art.theme.button_text)
        columns = [x for x in range(image.width()) for y in range(8, image.height() - 8)
                   if _near(QColor(image.pixel(x, y)), ink)]
        assert columns, text
        left, right = min(columns) - 4, max(columns) - 4
        assert left >= BUTTON_PADDING - 1 and right <= rect.width() - BUTTON_PADDING + 1, (
            text, left, right, rect.width())


def _near(a, b) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 60


def test_switching_language_survives_translators_of_an_earlier_application(qapp):
    """A translator deleted with an earlier QApplication (bench, embedding) is skipped."""
    from PyQt6 import sip
    i18n.install("de")
    for translator in i18n._installed:
        sip.delete(translator)
    assert i18n.install("ru") == "ru"
    assert i18n.tr("Take cards") == "Взять карты"
    i18n.install("en")


def test_dialog_buttons_keep_room_around_long_german_labels(qtbot, make_window):
    from durak.ui.dialogs.menu import MenuDialog
    from durak.ui.store.settings import Preferences

    window = make_window(players=3)
    try:
        window.apply_prefs(Preferences(language="de"))
        menu = MenuDialog(window, 3, 6)
        qtbot.addWidget(menu)
        menu.show()
        for button in menu.buttons.values():
            text = button.text().replace("&", "")
            room = button.width() - button.fontMetrics().horizontalAdvance(text)
            assert room >= 28, (text, room)
    finally:
        i18n.install("en")


@pytest.mark.parametrize("language", ["de", "fr", "ru"])
def test_the_take_button_speaks_as_large_as_its_neighbours(qtbot, make_window, language):
    from PyQt6.QtGui import QFont

    from durak.engine import Action

    from .conftest import set_position, settle

    window = make_window(players=2)
    i18n.install(language)
    try:
        set_position(qtbot, window, "9DAD8S/7SQCKD KH 6C6D 1")
        window.session.apply(Action.parse("P1 attack 7S"))
        settle(qtbot, window)
        table = window.table
        sizes = {button.objectName(): button.fitted_text(QFont())[0].pixelSize()
                 for button in (table.take_button, table.pause_button, table.menu_button)}
        assert max(sizes.values()) - min(sizes.values()) <= 1, sizes
        table.take_button.set_state(tr("Take beaten cards"), True)   # a long one: 2 lines
        font, text = table.take_button.fitted_text(QFont())
        assert font.pixelSize() >= 13, (text, font.pixelSize())
    finally:
        i18n.install("en")
