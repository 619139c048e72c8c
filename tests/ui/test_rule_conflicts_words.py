"""Rules that do not go together: the engine's sentence for scripts, the player's words
(his language, the settings' names) in Settings and in the online dialog."""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from dataclasses import replace

import pytest
from PyQt6.QtCore import QPoint, Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QCheckBox, QDialogButtonBox

from durak.engine import Rules, RulesConflict
from durak.engine import rules as rules_module
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.kit import i18n
from durak.ui.store.settings import Preferences
from durak.ui.words.rule_conflicts import SAID, refusal_words

# Every pair (or option and the one it needs) the engine refuses with a RulesConflict.
CONFLICTS: tuple[dict[str, object], ...] = (
    {"deck": 24, "hand_size": 13},
    {"throw_in_unlimited": True},
    {"redeal_colour": True},
    {"team_first_out": True},
    {"forwarding": False, "forward_by_trump": "round"},
    {"secret_cards": 2, "hand_size": 17},
    {"forwarding": False, "forward_direction": "choose"},
    {"forward_direction": "choose", "forward_by_trump": "game"},
    {"forward_direction": "choose", "adding_order": "clockwise"},
    {"weli": True, "deck": 32},
    {"number_trump": True, "trump_exchange": True},
)
FIELD_NAME = re.compile(r"\b[a-z]+_[a-z_]+\b|forwarding|=")


def conflict(options: dict[str, object]) -> RulesConflict:
    with pytest.raises(RulesConflict) as caught:
        Rules(**options)  # type: ignore[arg-type]
    return caught.value


@pytest.fixture
def german(qapp) -> Iterator[None]:
    i18n.install("de")
    try:
        yield
    finally:
        i18n.install("en")


def test_every_conflict_of_the_engine_is_listed_here():
    source = inspect.getsource(rules_module.Rules.__post_init__)
    assert source.count("raise RulesConflict(") == len(CONFLICTS)
    assert len({conflict(options).template for options in CONFLICTS}) == len(CONFLICTS)


@pytest.mark.parametrize("options", CONFLICTS, ids=lambda options: "+".join(options))
def test_the_engine_keeps_its_sentence_for_scripts(options):
    error = conflict(options)
    assert str(error) == error.template.format(**error.params)
    assert isinstance(error, ValueError)


def test_the_engine_says_a_conflict_as_before():
    assert str(conflict({"number_trump": True, "trump_exchange": True})) == (
        "number_trump and trump_exchange do not go together: the exchange would give the "
        "lowest trump for the face-up card, which number_trump makes the highest trump of all")
    assert str(conflict({"secret_cards": 2, "hand_size": 17})) == (
        "hands of 17 and 2 secret cards need more than a 36-card deck has for two players")
    assert str(conflict({"deck": 24, "hand_size": 13})) == (
        "hand_size must be a whole number from 1 to 12 for a 24-card deck, not 13")


@pytest.mark.parametrize("options", CONFLICTS, ids=lambda options: "+".join(options))
def test_each_conflict_is_said_in_german_with_the_settings_names(german, options):
    error = conflict(options)
    assert error.template in SAID
    said = refusal_words(error)
    assert said != str(error)
    assert not FIELD_NAME.search(said), said
    assert not any(word in said for word in (" needs ", " do not go together", " deck "))
    for value in error.params.values():
        assert value in said


def test_english_names_the_switches_as_the_settings_do():
    error = conflict({"number_trump": True, "trump_exchange": True})
    assert refusal_words(error).startswith(
        "“Number trump” and “Trump exchange” do not go together: the exchange")
    error = conflict({"forward_direction": "choose", "forward_by_trump": "round"})
    assert refusal_words(error).startswith(
        "“Change of direction” and “Forward by showing a trump” do not go together")


def test_other_value_errors_are_said_as_they_come():
    assert refusal_words(ValueError("These teams need 6 players")) == (
        "These teams need 6 players")


def open_settings(qtbot, rules: Rules | None = None) -> SettingsDialog:
    dialog = SettingsDialog(None, Preferences(rules=rules or Rules()))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def choose(dialog: SettingsDialog, field: str, value: object) -> None:
    combo = dialog.choices[field]
    combo.setCurrentIndex(combo.findData(value))


def click_box(box: QCheckBox) -> None:
    """A click on the box's mark (its middle may lie past the text, where a click misses)."""
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def click(dialog: SettingsDialog, field: str) -> None:
    click_box(dialog.variants[field])


def test_settings_say_every_conflict_they_can_meet_in_german(qtbot, german):
    dialog = open_settings(qtbot)
    assert dialog.error.text() == ""
    # Number trump and the trump exchange.
    click(dialog, "number_trump")
    click(dialog, "trump_exchange")
    assert dialog.error.text().startswith(
        "„Zahlentrumpf“ und „Trumpftausch“ passen nicht zusammen: der Tausch")
    click(dialog, "trump_exchange")
    assert dialog.error.text() == ""
    # The change of direction and forwarding by showing a trump.
    click(dialog, "forward_direction")
    choose(dialog, "forward_by_trump", "round")
    assert dialog.error.text().startswith(
        "„Richtungswechsel“ und „Weiterschieben durch Trumpfzeigen“ passen nicht zusammen")
    choose(dialog, "forward_by_trump", "off")
    # ... and the classic adding order.
    click(dialog, "adding_order")
    assert dialog.error.text().startswith(
        "„Richtungswechsel“ und „Klassische Reihenfolge beim Zulegen“ passen nicht zusammen")
    click(dialog, "adding_order")
    click(dialog, "forward_direction")
    assert dialog.error.text() == ""
    # Secret cards and hands too big for the deck.
    click(dialog, "secret_cards")
    dialog.hand_size.setValue(17)
    said = dialog.error.text()
    assert said.startswith("„Geheime Karten“: Blätter mit 17 Karten und je 2 geheimen Karten")
    # OK says it too, and keeps the dialog open.
    dialog.error.setText("")
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.error.text() == said


def test_settings_prevent_the_conflicts_of_an_option_with_the_one_it_needs(qtbot, german):
    """Unlimited throw-in, the redeal for six of one colour, a team win with one partner
    out, forwarding by showing a trump and the change of direction are switched off with
    the option they need: the engine never refuses them from here."""
    dialog = open_settings(qtbot, replace(Rules(), forward_by_trump="round"))
    for field in ("throw_in_unlimited", "redeal_colour"):
        click(dialog, field)
    click_box(dialog.team_first_out)
    click_box(dialog.forwarding)   # forwarding off
    click(dialog, "forward_direction")
    assert dialog.error.text() == ""
    rules = dialog.result_prefs().rules
    assert not (rules.forwarding or rules.throw_in_unlimited or rules.redeal_colour
                or rules.team_first_out or rules.forward_direction == "choose")
    assert rules.forward_by_trump == "off"
