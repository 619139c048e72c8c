"""Dialogs: the menu, settings, score, rules and controls, about."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PyQt6.QtCore import Qt
from PyQt6.QtGui import QValidator
from PyQt6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSlider,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from durak import __version__
from durak.ai import LEVELS
from durak.engine import PRESETS, Rules

from .i18n import LANGUAGES, N_, number, tr, trn
from .score import Score, ScoreBook
from .screen_fit import FittedDialog, ScrollingBody
from .settings import LEVEL_NAMES, MAX_BOTS, SORT_NAMES, SPEEDS, Preferences
from .theme import available_themes
from .variants import (
    CHOICES,
    TEAM_FIRST_OUT,
    VARIANT_CHOICES,
    VARIANTS,
    table_settings,
    variant_on,
    variant_value,
    variants_in_force,
)

# Room around every push button's text: long German labels otherwise touch the edges.
BUTTON_STYLE = "QPushButton { padding: 4px 14px; }"
# The presets' names, for translation.
PRESET_NAMES = (N_("Original"), N_("Classic 6-card"), N_("Transfer"),
                N_("Podkidnoy for 52 cards"), N_("Teams 2 vs 2"))
# As the command line and the README name them (``--speed normal``).
SPEED_NAMES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast")}
# The themes' names (from their theme.json), for translation.
THEME_NAMES = (N_("Classic"), N_("High contrast"), N_("Dark wood"))


def name_ok_and_cancel(buttons: QDialogButtonBox, ok: str) -> None:
    """Our own texts for OK and Cancel: the platform's may carry mnemonics that clash with
    the dialog's (Alt+O must press OK, not pick "Opponents"); Escape cancels."""
    for which, text in ((QDialogButtonBox.StandardButton.Ok, ok),
                        (QDialogButtonBox.StandardButton.Cancel, tr("Cancel"))):
        button = buttons.button(which)
        if button is not None:
            button.setText(text)


class PlayersBox(QSpinBox):
    """A spin box for the number of players that reads "3 players" in every language."""

    def textFromValue(self, value: int) -> str:
        return trn("%n players", value)

    def valueFromText(self, text: str | None) -> int:
        digits = "".join(c for c in text or "" if c.isdigit())
        return int(digits) if digits else self.minimum()

    def validate(self, text: str | None, pos: int) -> tuple[QValidator.State, str, int]:
        digits = "".join(c for c in text or "" if c.isdigit())
        ok = digits and self.minimum() <= int(digits) <= self.maximum()
        return (QValidator.State.Acceptable if ok else QValidator.State.Intermediate,
                text or "", pos)


class MenuDialog(FittedDialog):
    """The menu: new game, play online, score, settings, fullscreen, help, about, exit."""

    def __init__(self, parent: QWidget, players: int, max_players: int,
                 can_undo: bool = False, min_players: int = 2, step: int = 1) -> None:
        """``min_players``, ``max_players`` and ``step``: the player counts the rules seat
        (with teams of two: 4 and 6, a step of 2)."""
        super().__init__(parent)
        self.setWindowTitle(tr("Menu"))
        self.setStyleSheet(BUTTON_STYLE)
        self.choice = ""
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.new_game = QPushButton(tr("&New game"))
        self.players = PlayersBox()
        self.players.setRange(min_players, max_players)
        self.players.setSingleStep(step)
        self.players.setValue(min(players, max_players))
        self.players.setAccessibleName(tr("Number of players"))
        row.addWidget(self.new_game, 1)
        row.addWidget(self.players)
        layout.addLayout(row)
        self.buttons: dict[str, QPushButton] = {"new_game": self.new_game}
        for key, text in (("online", tr("Play &online...")), ("undo", tr("&Undo my last move")),
                          ("save_replay", tr("Save re&play...")), ("score", tr("&Score")),
                          ("statistics", tr("S&tatistics")), ("settings", tr("S&ettings")),
                          ("fullscreen", tr("&Fullscreen")), ("help", tr("&Rules and controls")),
                          ("about", tr("&About")), ("exit", tr("E&xit")),
                          ("close", tr("&Close"))):
            button = QPushButton(text)
            self.buttons[key] = button
            layout.addWidget(button)
        for key, button in self.buttons.items():
            button.clicked.connect(lambda _=False, k=key: self._choose(k))
        self.buttons["close"].setDefault(True)
        self.buttons["undo"].setEnabled(can_undo)   # never online, nor before a move

    def _choose(self, key: str) -> None:
        self.choice = key
        if key == "close":
            self.reject()
        else:
            self.accept()


class SettingsDialog(FittedDialog):
    """Theme, opponents, pace and every rule option of the engine."""

    def __init__(self, parent: QWidget, prefs: Preferences) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.setStyleSheet(BUTTON_STYLE)
        self.prefs = prefs
        rules = prefs.rules
        outer = QVBoxLayout(self)
        scrolling = ScrollingBody()
        outer.addWidget(scrolling)
        layout = scrolling.content

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
        layout.addWidget(table)

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
        unlimited = self.variants["throw_in_unlimited"]
        unlimited.setEnabled(self.throw_in.isChecked())
        self.throw_in.toggled.connect(unlimited.setEnabled)
        colour = self.variants["redeal_colour"]
        colour.setEnabled(self.variants["redeal"].isChecked())
        self.variants["redeal"].toggled.connect(colour.setEnabled)
        by_trump = self.choices["forward_by_trump"]   # a way to forward: needs forwarding
        by_trump.setEnabled(self.forwarding.isChecked())
        self.forwarding.toggled.connect(by_trump.setEnabled)
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
        layout.addLayout(columns)

        self.error = QLabel("")
        self.error.setStyleSheet("color: #c0262d")
        self.error.setWordWrap(True)
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
        """Show the preset the rules match (the reinforcement time aside), else "Custom"."""
        try:
            rules = replace(self.edited_rules(), window_seconds=Rules().window_seconds)
        except ValueError:
            rules = None
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
        return prefs.validated()

    def _accept(self) -> None:
        try:
            self.prefs = self.result_prefs()
        except ValueError as error:
            self.error.setText(str(error))
            return
        self.accept()


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


def score_text(score: Score) -> str:
    percent = "-" if score.percent is None else f"{number(score.percent, 1)} %"
    last = ("-" if score.last_place is None
            else tr("{place} of {players}").format(place=score.last_place,
                                                    players=score.last_players))
    return "\n".join((trn("Games played: %n", score.games),
                      tr("Score: {percent}").format(percent=percent),
                      trn("Times durak: %n", score.times_last),
                      trn("With epaulettes: %n", score.epaulettes),
                      trn("Abandoned (counted as last places): %n", score.abandoned),
                      tr("Last game: place {place}").format(place=last)))


class ScoreDialog(FittedDialog):
    """The score, and a way to start it afresh (after a confirmation)."""

    def __init__(self, parent: QWidget, book: ScoreBook) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Score"))
        self.setStyleSheet(BUTTON_STYLE)
        self.book = book
        layout = QVBoxLayout(self)
        self.text = QLabel(score_text(book.score))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = buttons.addButton(tr("&Reset..."),
                                              QDialogButtonBox.ButtonRole.ResetRole)
        assert self.reset_button is not None
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.question: QMessageBox | None = None

    def ask_reset(self) -> None:
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, tr("Score"),
                          tr("Reset the score? Every game counted so far is forgotten."),
                          yes | no, self)
        box.setDefaultButton(no)
        box.finished.connect(lambda result: self._answered(result == yes))
        self.question = box
        box.open()

    def _answered(self, yes: bool) -> None:
        self.question = None
        if yes:
            self.book.reset()
            self.text.setText(score_text(self.book.score))


HELP = N_("""
<h3>The game</h3>
<p>Everyone gets six cards; the card under the stack sets the trump suit. The offender
(<span style="background-color:#3fbf4f; color:#000000">&nbsp;green&nbsp;</span>)
attacks the player on his left, the defender
(<span style="background-color:#e0453a; color:#000000">&nbsp;red&nbsp;</span>); the co-offender
(<span style="background-color:#f0c93a; color:#000000">&nbsp;yellow&nbsp;</span>) may join in.</p>
<p>The defender covers each attack card with a higher card of its suit, or with a trump.
Attackers may add cards of any rank already on the table, never more than the defender
can cover. With forwarding on, the defender may instead lay a card of the attacked rank
beside the attack, passing it on to the next player, as long as nothing is covered yet
and nobody but the offender has added a card.</p>
<p>When all is covered and nobody adds within the countdown, the cards are discarded and
the defender leads next. A defender who cannot or will not cover takes all the cards.
Everyone refills to six, the offender first, the defender last. Once the stack is empty,
players without cards are out: the first out wins, the last one holding cards is the
<b>durak</b>.</p>
<h3>Mouse and touch</h3>
<ul><li>Drag a card onto an attack card to cover it, onto the table to attack or add,
beside the attack to forward. As defender, drag your cover back to your hand, or onto
another attack card.</li>
<li>Click (tap) selects a card, or several; double click (double tap) plays it where it
fits. Double click or drag one of several selected cards to play them all: a pair is led
or forwarded together.</li>
<li>With the trump exchange on: drag your lowest trump onto the face-up trump card, or
double click (double tap) that card, to swap them before you lead.</li>
<li>With redeals on: while your hand allows one, the "Take cards" / "End attack" button
reads "Redeal".</li>
<li>With forwarding by showing a trump on: while you may show the trump of the attacked
rank, a button "Show ... to pass it on (T)" appears; the card stays in your hand.</li></ul>
<h3>Keyboard</h3>
<table>
<tr><td>LEFT / RIGHT</td><td>select the previous / next card</td></tr>
<tr><td>SHIFT+LEFT / RIGHT</td><td>extend the selection</td></tr>
<tr><td>UP</td><td>play the selected card(s); any that cannot be played stay in your
hand, and the status line says why</td></tr>
<tr><td>DOWN</td><td>unselect; else take back your covers, then take all;
as attacker: end the attack</td></tr>
<tr><td>Ctrl+A</td><td>select all cards</td></tr>
<tr><td>O</td><td>sort your cards by rank (pairs side by side) or by suit</td></tr>
<tr><td>S</td><td>sound effects off / on</td></tr>
<tr><td>L</td><td>show / hide the move log</td></tr>
<tr><td>H</td><td>hint: the move the Hard bot would make in your place, on your
cards and the table (also the Hint button, or a long press on touch); online only where
the room allows hints</td></tr>
<tr><td>X</td><td>exchange your lowest trump for the face-up trump card (trump
exchange)</td></tr>
<tr><td>R</td><td>ask for a redeal (after the deal, with five cards of one suit)</td></tr>
<tr><td>T</td><td>forward by showing the trump of the attacked rank (it stays in your
hand)</td></tr>
<tr><td>D</td><td>show / hide the cards seen (discarded, and known in other hands)</td></tr>
<tr><td>SPACE</td><td>pause / continue</td></tr>
<tr><td>M</td><td>menu</td></tr>
<tr><td>Ctrl+N</td><td>new game</td></tr>
<tr><td>Ctrl+Z</td><td>take back your last move and the bots' answers (against bots)</td></tr>
<tr><td>F11 / Escape</td><td>toggle / leave fullscreen</td></tr>
<tr><td>Tab / Shift+Tab</td><td>move between the buttons; Enter or SPACE presses the
one with the ring; Escape goes back to the table</td></tr>
</table>
""")


def help_html(rules: Rules | None = None) -> str:
    """The rules and controls, with the settings in which ``rules`` differ from the original
    game and the variants they switch on, if any."""
    html = tr(HELP)
    settings = table_settings(rules) if rules is not None else []
    active = variants_in_force(rules) if rules is not None else []
    section = ""
    if settings:
        items = "".join(f"<li>{line}</li>" for line in settings)
        section += f"<h3>{tr('Rules of this table')}</h3><ul>{items}</ul>"
    if active:
        items = "".join(f"<li><b>{name}</b>: {text}</li>" for name, text in active)
        section += f"<h3>{tr('Variants in this game')}</h3><ul>{items}</ul>"
    if section:
        # After the rules of the game, before the controls.
        at = html.find("<h3>", html.find("<h3>") + 1)
        html = html + section if at < 0 else html[:at] + section + html[at:]
    return html


class HelpDialog(FittedDialog):
    def __init__(self, parent: QWidget, rules: Rules | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Rules and controls"))
        self.setStyleSheet(BUTTON_STYLE)
        self.resize(560, 620)
        layout = QVBoxLayout(self)
        text = QTextBrowser()
        # Room between a key and what it does (SHIFT+LEFT / RIGHT ran into its text).
        document = text.document()
        if document is not None:
            document.setDefaultStyleSheet("td { padding: 2px 14px 2px 0; }")
        text.setHtml(help_html(rules))
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


ABOUT = N_("<h3>Durak {version}</h3><p>The Russian card game, for the desktop.</p>"
           "<p>A rewrite of the PyQt4 game by Philipp Niedermayer (eltos/durak), "
           "Apache License 2.0.</p>")


def about_text() -> str:
    return tr(ABOUT).format(version=__version__)


def text_dialog(parent: QWidget, title: str, text: str) -> QDialog:
    dialog = FittedDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setStyleSheet(BUTTON_STYLE)
    layout = QVBoxLayout(dialog)
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.AutoText)
    label.setWordWrap(True)
    layout.addWidget(label)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return dialog
