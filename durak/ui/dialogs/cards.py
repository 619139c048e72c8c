"""Settings -> Cards: the game's own cards or a deck the system has installed, previewed."""

from __future__ import annotations

from dataclasses import replace

from PyQt6.QtCore import QLocale, QRectF, QSize, Qt
from PyQt6.QtGui import QPainter, QPixmap
from PyQt6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QLabel

from durak.engine import Card

from ..kit.decks import OWN_DECK, shelf
from ..kit.i18n import tr
from ..kit.theme import ArtCache, load_theme
from ..store.settings import Preferences

PREVIEW = tuple(Card.parse(code) for code in ("AS", "KH", "QC", "JD", "TH"))   # and the back
CARD_SIZE = QSize(54, 81)
GAP = 6


class CardsBox(QGroupBox):
    """The deck to play with, a preview of a few faces and its back, and for the game's
    own cards the Russian court letters."""

    def __init__(self, prefs: Preferences) -> None:
        super().__init__(tr("Cards"))
        self.theme = prefs.theme
        form = QFormLayout(self)
        self.deck = QComboBox()
        for key, name in shelf().choices(QLocale().name().split("_")[0]):
            self.deck.addItem(name, key)
        self.deck.setCurrentIndex(max(0, self.deck.findData(prefs.deck)))
        form.addRow(tr("Card dec&k:"), self.deck)
        self.russian_courts = QCheckBox(tr("Russian court letters: В, Д, К, Т for jack, "
                                           "queen, king and ace"))
        self.russian_courts.setChecked(prefs.russian_courts)
        form.addRow(self.russian_courts)
        self.preview = QLabel()
        self.preview.setMinimumSize(CARD_SIZE.width() * 6 + GAP * 5, CARD_SIZE.height())
        self.preview.setAccessibleName(tr("Preview of the cards"))
        form.addRow(self.preview)
        self.warning = QLabel("")
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #c0262d")
        self.warning.hide()
        form.addRow(self.warning)
        self.deck.currentIndexChanged.connect(self.show_preview)
        self.russian_courts.toggled.connect(self.show_preview)
        self.show_preview()

    def set_theme(self, theme: str) -> None:
        """The game's own backs follow the theme chosen above."""
        self.theme = theme
        self.show_preview()

    def chosen(self) -> str:
        key = self.deck.currentData()
        return key if isinstance(key, str) else OWN_DECK

    def show_preview(self) -> None:
        """Draw the chosen deck's faces and back; a deck that cannot be used says why."""
        key = self.chosen()
        deck, warning = shelf().open(key)
        self.russian_courts.setEnabled(key == OWN_DECK)
        self.warning.setText(warning)
        self.warning.setVisible(bool(warning))
        art = ArtCache(load_theme(self.theme), deck,
                       self.russian_courts.isChecked() and key == OWN_DECK)
        ratio = self.devicePixelRatioF()
        pixels = QSize(round(CARD_SIZE.width() * ratio), round(CARD_SIZE.height() * ratio))
        width = CARD_SIZE.width() * 6 + GAP * 5
        picture = QPixmap(round(width * ratio), pixels.height())
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        for index, card in enumerate((*PREVIEW, None)):
            target = QRectF(index * (CARD_SIZE.width() + GAP), 0,
                            CARD_SIZE.width(), CARD_SIZE.height())
            face = art.card(card, pixels)
            painter.drawPixmap(target, face, QRectF(face.rect()))
        painter.end()
        self.preview.setPixmap(picture)

    def applied_to(self, prefs: Preferences) -> Preferences:
        """``prefs`` with the cards chosen here (a deck that cannot be used: our own)."""
        key = self.chosen()
        if shelf().open(key)[0] is None:
            key = OWN_DECK
        return replace(prefs, deck=key, russian_courts=self.russian_courts.isChecked())
