"""The weli's chooser (``Rules.weli``): four suit buttons in the middle of the table while
a move of the 6♦ waits for the human to name its suit.

It shows what the controls hold (``naming_offer``): the suits the engine lists are
enabled, the others shaded; the keyboard cursor's suit has the focus ring.  A click or tap
on a suit names it, Cancel plays nothing; the keys are the key map's (``keys``).
"""

from __future__ import annotations

from PyQt6.QtCore import QRectF, Qt
from PyQt6.QtGui import QColor, QPainter, QPen
from PyQt6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from durak.engine import Suit

from ..kit.i18n import tr
from ..kit.theme import ArtCache
from ..model.layout import Rect
from ..model.naming import SUITS, WELI, Naming
from ..sessions.session import TableControls
from .items import ButtonItem, LabelItem

SIZE = 60.0          # a suit button: finger-sized at the smallest window
GAP = 10.0
Z = 900.0            # above every card on the table
RED = QColor("#c8102e")
BLACK = QColor("#111111")
FACE = QColor("#fbfbf6")
SHADED = QColor("#8f8f8a")   # a suit the engine refuses here


class SuitButton(ButtonItem):
    """One suit of the chooser: its symbol large, in its colour, with its number key."""

    def __init__(self, art: ArtCache, suit: Suit, number: int) -> None:
        super().__init__(art, f"weli_{suit.name.lower()}")
        self.suit = suit
        self.number = number
        self.setZValue(Z + 2)

    def paint(self, painter: QPainter | None, option: QStyleOptionGraphicsItem | None,
              widget: QWidget | None = None) -> None:
        assert painter is not None
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        face = QColor(FACE if self.enabled else SHADED)   # opaque: no card shows through
        if self.enabled and self.hovered:
            face = face.darker(108)
        painter.setBrush(face)
        painter.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
        painter.drawRoundedRect(self.rect, 8, 8)
        color = QColor(RED if self.suit.is_red else BLACK)
        if not self.enabled:
            color.setAlpha(110)
        font = painter.font()
        font.setPixelSize(int(self.rect.height() * 0.62))
        painter.setFont(font)
        painter.setPen(color)
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.suit.symbol)
        font.setPixelSize(12)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(self.rect.adjusted(5, 2, -5, -2),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         str(self.number))
        if self.focused:   # the keyboard cursor: the ring every table button has
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#ffffff"), 4))
            painter.drawRoundedRect(self.rect.adjusted(-4, -4, 4, 4), 10, 10)
            painter.setPen(QPen(QColor("#000000"), 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(self.rect.adjusted(-4, -4, 4, 4), 10, 10)


class SuitChooser:
    """The chooser's items in a scene: a backdrop, a title, four suits and Cancel."""

    def __init__(self, scene: QGraphicsScene, art: ArtCache, controls: TableControls) -> None:
        self.controls = controls
        self.backdrop = QGraphicsRectItem()
        self.backdrop.setZValue(Z)
        self.backdrop.setBrush(QColor(0, 0, 0, 170))
        self.backdrop.setPen(QPen(QColor(255, 255, 255, 120), 1.5))
        self.title = LabelItem(art, 17, bold=True)
        self.title.setZValue(Z + 1)
        self.suits = [SuitButton(art, suit, number) for number, suit in enumerate(SUITS, 1)]
        self.cancel = ButtonItem(art, "weli_cancel")
        self.cancel.setZValue(Z + 2)
        for item in (self.backdrop, self.title, *self.suits, self.cancel):
            scene.addItem(item)
            item.hide()
        for button in self.suits:
            button.clicked.connect(lambda suit=button.suit: controls.name_suit(suit))
        self.cancel.clicked.connect(controls.cancel_naming)

    @property
    def buttons(self) -> list[ButtonItem]:
        return [*self.suits, self.cancel]

    @property
    def shown(self) -> bool:
        return self.backdrop.isVisible()

    def place(self, table: Rect) -> None:
        """Show the chooser in the middle of ``table`` while a naming waits; else hide it."""
        naming: Naming | None = self.controls.naming_offer()
        items = (self.backdrop, self.title, *self.suits, self.cancel)
        if naming is None:
            for item in items:
                item.hide()
            return
        row = 4 * SIZE + 3 * GAP
        width, height = row + 2 * 18, 30 + SIZE + 16 + 34 + 2 * 12
        left, top = table.cx - width / 2, table.cy - height / 2
        self.backdrop.setRect(QRectF(left, top, width, height))
        self.title.setPos(table.cx, top + 12 + 13)
        self.title.set_text(tr("{card} counts as:").format(card=WELI), width - 20)
        y = top + 12 + 30
        for index, button in enumerate(self.suits):
            button.set_rect(QRectF(left + 18 + index * (SIZE + GAP), y, SIZE, SIZE))
            button.set_state(button.suit.symbol, button.suit in naming.suits)
            button.set_focused(button.suit is naming.under_cursor)
            button.setToolTip(tr("Name the suit {suit} (key {number})").format(
                suit=button.suit.symbol, number=button.number))
        self.cancel.set_rect(QRectF(table.cx - 75, y + SIZE + 16, 150, 34))
        self.cancel.set_state(tr("Cancel (Esc)"), True)
        for item in items:
            item.show()
