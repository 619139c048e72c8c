"""The hint's dotted frames around cards, drawn above every card: a card of the hand is
partly covered by its neighbour, and a frame painted with the card would be too."""

from __future__ import annotations

from collections.abc import Iterable

from PyQt6.QtCore import QRectF, Qt
from PyQt6.QtGui import QColor, QPainter, QPainterPath, QPen
from PyQt6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from durak.engine import Card

from .items import CardItem

FRAME_Z = 150     # above every card at rest (a dragged card goes higher), as the markers
MARGIN = 5.0      # outside the card's own frames (selection, drop target): it never hides them
PEN_WIDTH = 3.0


class HintFrame(QGraphicsObject):
    """A dotted frame that follows one card wherever it moves or turns."""

    def __init__(self, card: CardItem, color: QColor) -> None:
        super().__init__()
        self.card = card
        self.color = QColor(color)
        self._size = card.size()
        self.setZValue(FRAME_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)   # clicks reach the card
        self._signals = (card.xChanged, card.yChanged, card.rotationChanged,
                         card.visibleChanged)
        for signal in self._signals:
            signal.connect(self.follow)
        self.follow()

    def follow(self) -> None:
        """Sit where the card is, as it is turned, and show while it shows."""
        self.setPos(self.card.pos())
        self.setRotation(self.card.rotation())
        self.setVisible(self.card.isVisible())

    def refit(self, color: QColor) -> None:
        """Take the card's size (after a resize) and the theme's colour."""
        if self.card.size() != self._size:
            self.prepareGeometryChange()
            self._size = self.card.size()
        if color != self.color:
            self.color = QColor(color)
            self.update()

    def release(self) -> None:
        """Stop following the card (the frame is about to leave the scene)."""
        for signal in self._signals:
            signal.disconnect(self.follow)

    def frame_rect(self) -> QRectF:
        w, h = self._size
        return QRectF(-w / 2, -h / 2, w, h).adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)

    def boundingRect(self) -> QRectF:
        half = PEN_WIDTH / 2 + 1
        return self.frame_rect().adjusted(-half, -half, half, half)

    def shape(self) -> QPainterPath:
        return QPainterPath()   # never found under the pointer: the card below is

    def paint(self, painter: QPainter | None, option: QStyleOptionGraphicsItem | None,
              widget: QWidget | None = None) -> None:
        assert painter is not None
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.color, PEN_WIDTH, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = self._size[0] * 0.1
        painter.drawRoundedRect(self.frame_rect(), radius, radius)


class HintFrames:
    """The frames of the cards a hint names, kept in ``scene``."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.frames: dict[Card, HintFrame] = {}

    @property
    def cards(self) -> set[Card]:
        """The cards framed now."""
        return set(self.frames)

    def show(self, items: Iterable[CardItem], color: QColor) -> None:
        """Frame exactly these cards."""
        wanted = {item.card: item for item in items}
        for card in set(self.frames) - set(wanted):
            frame = self.frames.pop(card)
            frame.release()
            self.scene.removeItem(frame)
        for card, item in wanted.items():
            if card not in self.frames:
                self.frames[card] = HintFrame(item, color)
                self.scene.addItem(self.frames[card])
            self.frames[card].refit(color)
