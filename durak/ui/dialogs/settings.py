"""The settings dialog: the player's name, the table's rules and variants, bots, look and sound."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from durak.ai import LEVELS
from durak.engine import PRESETS, Rules

from ..kit.i18n import LANGUAGES, N_, tr, trn
from ..kit.screen_fit import FittedDialog, ScrollingBody
from ..kit.theme import available_themes
from ..store.settings import LEVEL_NAMES, MAX_BOTS, SORT_NAMES, SPEEDS, Preferences
from ..words.rule_conflicts import refusal_words
from ..words.variants import (
    CHOICES,
    TEAM_FIRST_OUT,
    VARIANT_CHOICES,
    VARIANTS,
    WELI_DECKS,
    variant_on,
    variant_value,
)
from .cards import CardsBox
from .common import BUTTON_STYLE, name_ok_and_cancel

# The presets' names, for translation.
PRESET_NAMES = (N_("Original"), N_("Classic 6-card"), N_("Transfer"),
                N_("Podkidnoy for 52 cards"), N_("Teams 2 vs 2"), N_("Cheating Durak"))
# As the command line and the README name them (``--speed normal``).
SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast")}
# The themes' names (from their theme.json), for translation.
THEME_NAMES = (N_("Classic"), N_("High contrast"), N_("Dark wood"))


class SettingsDialog(FittedDialog):
    """Theme, opponents, pace and every rule option of the engine."""

    def __init__(self, parent: QWidget, prefs: Preferences) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.setStyleSheet(BUTTON_STYLE)
        self.prefs = prefs
        outer = QVBoxLayout(self)
        scrolling = ScrollingBody()
        outer.addWidget(scrolling)
        layout = scrolling.content
        layout.addWidget(self._table_box(prefs))
        self.cards = CardsBox(prefs)
        self.theme.currentIndexChanged.connect(lambda _i: self.cards.set_theme(
            self.theme.currentData()))
        layout.addWidget(self.cards)
        layout.addLayout(self._rules_columns(prefs.rules))
        self._add_error_and_buttons(outer)
        self._link_switches()

    def _table_box(self, prefs: Preferences) -> QGroupBox:
        """The table: theme, opponents, pace, language, the hand, help and sound."""
        table = QGroupBox(tr("Table"))
        form = QFormLayout(table)
        self.theme = QComboBox()
        for key, name in available_themes().items():
            self.theme.addItem(tr(name), key)
        self.theme.setCurrentIndex(max(0, self.theme.findData(prefs.theme)))
        form.addRow(tr("&Theme:"), self.theme)
        self.level = QComboBox()
        for key in LEVELS:
            self.level.addItem(tr(LEVEL_NAMES[key]), key)
        self.level.setCurrentIndex(max(0, self.level.findData(prefs.level)))
        form.addRow(tr("Oppo&nents:"), self.level)
        grid = self._seat_levels_grid(prefs)
        form.addRow(tr("Per player:"), grid)
        self.speed = QComboBox()
        for key in SPEEDS:
            self.speed.addItem(tr(SPEED_NAMES[key]), key)
        self.speed.setCurrentIndex(max(0, self.speed.findData(prefs.speed)))
        form.addRow(tr("S&peed:"), self.speed)
        self.language = QComboBox()
        self.language.addItem(tr("System"), "system")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(prefs.language)))
        form.addRow(tr("&Language:"), self.language)
        self.sort = QComboBox()
        for key, name in SORT_NAMES.items():
            self.sort.addItem(tr(name), key)
        self.sort.setCurrentIndex(max(0, self.sort.findData(prefs.sort)))
        form.addRow(tr("Sort &your cards:"), self.sort)
        self.auto_pass = QCheckBox(tr("End my attack at once when I have nothing to add"))
        self.auto_pass.setChecked(prefs.auto_pass)
        form.addRow(self.auto_pass)
        self.dim_unplayable = QCheckBox(tr("Di&m the cards I cannot play now"))
        self.dim_unplayable.setChecked(prefs.dim_unplayable)
        form.addRow(self.dim_unplayable)
        self.reduce_motion = QCheckBox(tr("Reduce motion: cards &jump into place"))
        self.reduce_motion.setToolTip(tr("No card slides: every move (yours, the bots', "
                                         "a deal, a drop) shows at once, at any speed"))
        self.reduce_motion.setChecked(prefs.reduce_motion)
        form.addRow(self.reduce_motion)
        self.allow_undo = QCheckBox(tr("Allow &undo against bots (Ctrl+Z)"))
        self.allow_undo.setChecked(prefs.allow_undo)
        form.addRow(self.allow_undo)
        self.move_log = QCheckBox(tr("Show the move lo&g (L)"))
        self.move_log.setChecked(prefs.move_log)
        form.addRow(self.move_log)
        self.cards_seen = QCheckBox(tr("Show the cards &seen: discarded, and known in "
                                       "other hands (D)"))
        self.cards_seen.setChecked(prefs.cards_seen)
        form.addRow(self.cards_seen)
        self._add_sound(form, prefs)
        return table

    def _seat_levels_grid(self, prefs: Preferences) -> QGridLayout:
        """Each bot's own level ("As above": the opponents' level)."""
        self.seat_levels: list[QComboBox] = []
        grid = QGridLayout()
        for index in range(MAX_BOTS):
            combo = QComboBox()
            combo.addItem(tr("As above"), "")
            for key in LEVELS:
                combo.addItem(tr(LEVEL_NAMES[key]), key)
            own = prefs.seat_levels[index] if index < len(prefs.seat_levels) else ""
            combo.setCurrentIndex(max(0, combo.findData(own)))
            name = tr("Player {number}").format(number=index + 1)
            combo.setAccessibleName(name)
            label = QLabel(name)
            label.setBuddy(combo)
            grid.addWidget(label, index // 2, (index % 2) * 2)
            grid.addWidget(combo, index // 2, (index % 2) * 2 + 1)
            self.seat_levels.append(combo)
        return grid

    def _add_sound(self, form: QFormLayout, prefs: Preferences) -> None:
        self.sound = QCheckBox(tr("Sound effe&cts"))
        self.sound.setChecked(not prefs.muted)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(20)
        self.volume.setValue(prefs.volume)
        self.volume.setAccessibleName(tr("Volume"))
        self.sound.toggled.connect(self.volume.setEnabled)
        self.volume.setEnabled(self.sound.isChecked())
        form.addRow(self.sound)
        form.addRow(tr("&Volume:"), self.volume)

    def _rules_columns(self, rules: Rules) -> QHBoxLayout:
        """The rules, with the variants and the teams beside them."""
        box = QGroupBox(tr("Rules (from the next game)"))
        form = QFormLayout(box)
        self.preset = QComboBox()
        for name in PRESETS:
            self.preset.addItem(tr(name), name)
        self.preset.addItem(tr("Custom"), "")
        self.preset.activated.connect(self._choose_preset)
        form.addRow(tr("Pr&eset:"), self.preset)
        self.deck = QComboBox()
        for size in (24, 32, 36, 52):
            self.deck.addItem(trn("%n cards", size), size)
        self.deck.setCurrentIndex(self.deck.findData(rules.deck))
        form.addRow(tr("&Deck:"), self.deck)
        self.hand_size = QSpinBox()
        self.hand_size.setRange(1, rules.deck // 2)
        self.hand_size.setValue(rules.hand_size)
        self.deck.currentIndexChanged.connect(
            lambda _i: self.hand_size.setMaximum(self.deck.currentData() // 2))
        form.addRow(tr("&Hand size:"), self.hand_size)
        self.forwarding = QCheckBox(tr("Defender may forward the attack (perevodnoy)"))
        self.forwarding.setChecked(rules.forwarding)
        form.addRow(self.forwarding)
        self.reinforce = QComboBox()
        self.reinforce.addItem(tr("Offender and co-offender"), "neighbours")
        self.reinforce.addItem(tr("Everybody but the defender"), "all")
        self.reinforce.setCurrentIndex(self.reinforce.findData(rules.reinforce))
        form.addRow(tr("&Who may add:"), self.reinforce)
        self.attack_limit = _limit_box(rules.attack_limit)
        form.addRow(tr("&Attack limit per round:"), self.attack_limit)
        self.first_bout_limit = _limit_box(rules.first_bout_limit)
        form.addRow(tr("&First round limit:"), self.first_bout_limit)
        self.window_seconds = QDoubleSpinBox()
        self.window_seconds.setDecimals(1)
        self.window_seconds.setRange(0.5, 30.0)
        self.window_seconds.setSingleStep(0.5)
        self.window_seconds.setSuffix(tr(" s"))
        self.window_seconds.setValue(rules.window_seconds)
        form.addRow(tr("Time to &reinforce:"), self.window_seconds)
        self.first_offender = QComboBox()
        self.first_offender.addItem(tr("Lowest trump"), "lowest_trump")
        self.first_offender.addItem(tr("Random player"), "random")
        self.first_offender.setCurrentIndex(self.first_offender.findData(rules.first_offender))
        form.addRow(tr("F&irst offender:"), self.first_offender)
        self.throw_in = QCheckBox(tr("Attackers may throw in after the defender gives up"))
        self.throw_in.setChecked(rules.throw_in_after_take)
        form.addRow(self.throw_in)
        columns = QHBoxLayout()
        columns.addWidget(box)
        right = QVBoxLayout()
        right.addWidget(self._variants_box(rules))
        right.addWidget(self._teams_box(rules))
        right.addStretch(1)
        columns.addLayout(right)
        return columns

    def _link_switches(self) -> None:
        """Options that need another are enabled with it; every rule change shows
        whether a preset still holds."""
        unlimited = self.variants["throw_in_unlimited"]
        unlimited.setEnabled(self.throw_in.isChecked())
        self.throw_in.toggled.connect(unlimited.setEnabled)
        colour = self.variants["redeal_colour"]
        colour.setEnabled(self.variants["redeal"].isChecked())
        self.variants["redeal"].toggled.connect(colour.setEnabled)
        by_trump = self.choices["forward_by_trump"]   # a way to forward: needs forwarding
        by_trump.setEnabled(self.forwarding.isChecked())
        self.forwarding.toggled.connect(by_trump.setEnabled)
        direction = self.variants["forward_direction"]   # where a forward goes: the same
        direction.setEnabled(self.forwarding.isChecked())
        self.forwarding.toggled.connect(direction.setEnabled)
        self._enable_weli()
        self.deck.currentIndexChanged.connect(lambda _i: self._enable_weli())
        self._show_preset()
        for combo in (self.deck, self.reinforce, self.first_offender):
            combo.currentIndexChanged.connect(self._show_preset)
        for spin in (self.hand_size, self.attack_limit, self.first_bout_limit):
            spin.valueChanged.connect(self._show_preset)
        for check in (self.forwarding, self.throw_in, self.team_first_out,
                      *self.variants.values()):
            check.toggled.connect(self._show_preset)
        for combo in self.choices.values():
            combo.currentIndexChanged.connect(self._show_preset)

    def _enable_weli(self) -> None:
        """The weli is the 6♦: offered with the decks that hold sixes (36 and 52 cards),
        and where it is not, its tooltip says why."""
        weli = self.variants["weli"]
        sixes = self.deck.currentData() in WELI_DECKS
        weli.setEnabled(sixes)
        text = tr(next(text for field, _name, text in VARIANTS if field == "weli"))
        weli.setToolTip(text if sixes else tr("The weli is the six of diamonds: it needs a "
                                              "deck with sixes (36 or 52 cards)"))

    def _add_error_and_buttons(self, outer: QVBoxLayout) -> None:
        self.error = QLabel("")
        self.error.setStyleSheet("color: #c0262d")
        self.error.setWordWrap(True)
        self.error.hide()   # takes no room until there is a refusal to say
        outer.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        name_ok_and_cancel(buttons, tr("&OK"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)

    def _variants_box(self, rules: Rules) -> QGroupBox:
        """One check box per rule variant, each with its one-line explanation below."""
        box = QGroupBox(tr("Variants"))
        column = QVBoxLayout(box)
        self.variants: dict[str, QCheckBox] = {}
        for field, name, text in VARIANTS:
            check = QCheckBox(tr(name))
            check.setChecked(variant_on(rules, field))
            check.setToolTip(tr(text))
            check.setAccessibleDescription(tr(text))
            column.addWidget(check)
            column.addWidget(_explanation(tr(text)))
            self.variants[field] = check
        self.choices: dict[str, QComboBox] = {}
        for field, label, text, options in VARIANT_CHOICES:
            self._add_choice(column, field, label, text, options, rules)
        column.addStretch(1)
        box.setMaximumWidth(340)
        return box

    def _teams_box(self, rules: Rules) -> QGroupBox:
        """Teams, who leads a series' next game and epaulettes: a choice each, explained."""
        box = QGroupBox(tr("Teams and series"))
        column = QVBoxLayout(box)
        for field, label, text, options in CHOICES:
            self._add_choice(column, field, label, text, options, rules)
        field, name, text = TEAM_FIRST_OUT
        self.team_first_out = QCheckBox(tr(name))
        self.team_first_out.setChecked(rules.team_first_out)
        self.team_first_out.setToolTip(tr(text))
        self.team_first_out.setAccessibleDescription(tr(text))
        column.insertWidget(3, self.team_first_out)
        column.insertWidget(4, _explanation(tr(text)))
        teams = self.choices["teams"]
        self.team_first_out.setEnabled(bool(teams.currentData()))
        teams.currentIndexChanged.connect(
            lambda _i: self.team_first_out.setEnabled(bool(teams.currentData())))
        box.setMaximumWidth(340)
        return box

    def _add_choice(self, column: QVBoxLayout, field: str, label: str, text: str,
                    options: tuple[tuple[object, str], ...], rules: Rules) -> None:
        """A drop-down for ``field`` with its caption and one-line explanation."""
        combo = QComboBox()
        for value, name in options:
            combo.addItem(tr(name), value)
        combo.setCurrentIndex(max(0, combo.findData(getattr(rules, field))))
        combo.setToolTip(tr(text))
        combo.setAccessibleDescription(tr(text))
        caption = QLabel(tr(label))
        caption.setBuddy(combo)
        column.addWidget(caption)
        column.addWidget(combo)
        column.addWidget(_explanation(tr(text)))
        self.choices[field] = combo

    def edited_rules(self) -> Rules:
        """The rules as the dialog shows them (``ValueError`` for rules that do not fit)."""
        variants: dict[str, Any] = {
            field: variant_value(field, check.isChecked() and check.isEnabled())
            for field, check in self.variants.items()}
        return Rules(
            deck=self.deck.currentData(), hand_size=self.hand_size.value(),
            forwarding=self.forwarding.isChecked(), reinforce=self.reinforce.currentData(),
            attack_limit=self.attack_limit.value() or None,
            first_bout_limit=self.first_bout_limit.value() or None,
            window_seconds=float(self.window_seconds.value()),
            first_offender=self.first_offender.currentData(),
            throw_in_after_take=self.throw_in.isChecked(),
            team_first_out=self.team_first_out.isChecked() and self.team_first_out.isEnabled(),
            **{field: combo.currentData() if combo.isEnabled() else getattr(Rules(), field)
               for field, combo in self.choices.items()},
            **variants)

    def _show_preset(self) -> None:
        """Show the preset the rules match (the reinforcement time aside), else "Custom";
        rules that do not go together are said at once, in the player's words."""
        try:
            rules: Rules | None = replace(self.edited_rules(),
                                          window_seconds=Rules().window_seconds)
            self._say_refusal("")
        except ValueError as error:
            rules = None
            self._say_refusal(refusal_words(error))
        name = next((name for name, preset in PRESETS.items() if preset == rules), "")
        self.preset.setCurrentIndex(self.preset.findData(name))

    def _choose_preset(self, index: int) -> None:
        """Set every rule to the chosen preset's (the reinforcement time stays)."""
        name = self.preset.itemData(index)
        if not name:
            return
        rules = PRESETS[name]
        self.deck.setCurrentIndex(self.deck.findData(rules.deck))
        self.hand_size.setValue(rules.hand_size)
        self.forwarding.setChecked(rules.forwarding)
        self.reinforce.setCurrentIndex(self.reinforce.findData(rules.reinforce))
        self.attack_limit.setValue(rules.attack_limit or 0)
        self.first_bout_limit.setValue(rules.first_bout_limit or 0)
        self.first_offender.setCurrentIndex(self.first_offender.findData(rules.first_offender))
        self.throw_in.setChecked(rules.throw_in_after_take)
        for field, check in self.variants.items():
            check.setChecked(variant_on(rules, field))
        for field, combo in self.choices.items():
            combo.setCurrentIndex(max(0, combo.findData(getattr(rules, field))))
        self.team_first_out.setChecked(rules.team_first_out)

    def result_prefs(self) -> Preferences:
        """The edited preferences (raises ``ValueError`` for rules that do not fit)."""
        rules = self.edited_rules()
        counts = rules.player_counts()
        if not counts:
            raise ValueError(tr("These teams need 6 players, more than the deck can deal "
                                "hands to: choose a larger deck, smaller hands or two teams"))
        rules.check_players(counts[0])
        prefs = replace(self.prefs, theme=self.theme.currentData(), level=self.level.currentData(),
                        seat_levels=tuple(combo.currentData() for combo in self.seat_levels),
                        speed=self.speed.currentData(), auto_pass=self.auto_pass.isChecked(),
                        language=self.language.currentData(), sort=self.sort.currentData(),
                        dim_unplayable=self.dim_unplayable.isChecked(),
                        reduce_motion=self.reduce_motion.isChecked(),
                        allow_undo=self.allow_undo.isChecked(),
                        move_log=self.move_log.isChecked(),
                        cards_seen=self.cards_seen.isChecked(),
                        volume=self.volume.value(), muted=not self.sound.isChecked(),
                        rules=rules)
        return self.cards.applied_to(prefs).validated()

    def _accept(self) -> None:
        try:
            self.prefs = self.result_prefs()
        except ValueError as error:
            self._say_refusal(refusal_words(error))
            return
        self.accept()

    def _say_refusal(self, words: str) -> None:
        """Say why the settings cannot be kept, above the buttons (the page above gives
        the line its room, so the dialog keeps its size); no words, no line."""
        self.error.setText(words)
        self.error.setVisible(bool(words))


def _explanation(text: str) -> QLabel:
    """A switch's one-line explanation, indented under it."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setIndent(24)
    label.setStyleSheet("color: palette(placeholder-text)")
    return label


def _limit_box(value: int | None) -> QSpinBox:
    box = QSpinBox()
    box.setRange(0, 52)
    box.setSpecialValueText(tr("No limit"))
    box.setValue(value or 0)
    return box
