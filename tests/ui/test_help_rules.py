"""The rules help names the settings that set a table apart from the original game."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtGui import QTextDocument
from PyQt6.QtTest import QTest

from durak.engine import PRESETS, Rules
from durak.ui.dialogs.help import help_html
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.kit import i18n
from durak.ui.store.settings import Preferences


def plain(rules: Rules | None) -> str:
    document = QTextDocument()
    document.setHtml(help_html(rules))
    return document.toPlainText()


def chosen_preset(qtbot, downs: int) -> Rules:
    """The rules after pressing DOWN ``downs`` times on the settings' preset box."""
    dialog = SettingsDialog(None, Preferences())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.preset.setFocus()
    for _ in range(downs):
        QTest.keyClick(dialog.preset, Qt.Key.Key_Down)
    return dialog.result_prefs().rules


def test_the_classic_preset_is_spelled_out_in_the_help(qtbot):
    rules = chosen_preset(qtbot, 1)
    assert rules == PRESETS["Classic 6-card"]
    text = plain(rules)
    settings = text[text.index("Rules of this table"):text.index("Mouse and touch")]
    assert settings.splitlines()[1:] == [
        "No forwarding (podkidnoy)", "Who may add: Everybody but the defender",
        "Attack limit per round: 6", "First round limit: 5",
        "Attackers may throw in after the defender gives up"]
    assert "Variants in this game" not in text


def test_the_original_rules_add_nothing_and_a_52_card_table_says_its_deck(qtbot):
    assert "Rules of this table" not in plain(Rules())
    assert "Rules of this table" not in plain(None)
    text = plain(chosen_preset(qtbot, 3))        # Podkidnoy for 52 cards
    assert "Deck: 52 cards" in text
    text = plain(Rules(hand_size=8, first_offender="random", forward_same_count=True))
    assert "Hand size: 8" in text and "First offender: Random player" in text
    assert text.index("Rules of this table") < text.index("Variants in this game")


def test_the_table_settings_in_german_and_russian():
    rules = Rules(forwarding=False, reinforce="all", attack_limit=6)
    try:
        i18n.install("de")
        text = plain(rules)
        assert "Regeln an diesem Tisch" in text and "Kein Weiterschieben (Podkidnoj)" in text
        assert "&" not in text
        i18n.install("ru")
        text = plain(rules)
        assert "Правила этого стола" in text and "Без перевода (подкидной)" in text
    finally:
        i18n.install("en")
