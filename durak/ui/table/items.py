"""Graphics items of the table: cards, seat frames, buttons, labels, the game-over panel.

Items know nothing of the rules: they draw, and report clicks to whoever listens.
"""

from __future__ import annotations

import math
from typing import Any

from PyQt6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSize,
    Qt,
    pyqtSignal,
)
from PyQt6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PyQt6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from durak.engine import Card, Suit

from ..kit.i18n import tr
from ..kit.text_fit import FittedText, fit_keeping_tail, fit_text
from ..kit.theme import ArtCache
from ..model.layout import COVER_SHIFT

LABEL_PIXELS = 13         # seat labels
MIN_LABEL_PIXELS = 12     # the smallest a status or trump label shrinks to before it elides
BUTTON_FONT = 15           # pixels, shrunk for a long label (German) so it keeps...
BUTTON_PADDING = 10.0      # ...this much room at each end of the button
DIM = QColor(0, 0, 0, 105)  # laid over a card that cannot be played now
# The weli's suit badge: its radius, in the height of the attack card's strip a cover
# leaves in sight above itself (the disc sits in that strip, clear of the cover).
WELI_BADGE = 0.42
# The team badges' fills: blue, violet and light grey, far in hue from the role frames'
# green, yellow and red; each badge has a ring in the theme's text colour (which stands
# out from every table) and its team's letter in black.
TEAM_COLORS = (QColor("#4a90ff"), QColor("#c266ff"), QColor("#e6e6e6"))
TEAM_LETTER = QColor("#000000")
BADGE_RADIUS = 11.0
# A seat's time to decide: white on a dark pill, on red when it runs out (at least 4.5:1).
CLOCK_FILL = QColor(20, 20, 20, 225)
CLOCK_URGENT_FILL = QColor("#b3261e")
CLOCK_URGENT = QColor("#ffffff")


def device_scale(painter: QPainter) -> float:
    """How many device pixels one item unit covers (view zoom times pixel ratio)."""
    t = painter.worldTransform()
    zoom = math.hypot(t.m11(), t.m12())
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    return zoom * ratio


class CardItem(QGraphicsObject):
    """One card; ``face_up`` shows the face, otherwise the theme's back."""

    def __init__(self, card: Card, art: ArtCache) -> None:
        super().__init__()
        self.card = card
        self.art = art
        self.face_up = False
        self.highlighted = False
        self.selected_look = False
        self.dimmed = False
        self.badge: Suit | None = None   # the weli on the table: the suit it counts as
        self._w = 60.0
        self._h = 90.0
        self.animation: QSequentialAnimationGroup | None = None
        self._destination: tuple[QPointF, float] | None = None
        self.setAcceptTouchEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # --- geometry ------------------------------------------------------------------------
    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = width, height

    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 7, -self._h / 2 - 7, self._w + 14, self._h + 14)

    def card_rect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def scene_card_rect(self) -> QRectF:
        return self.mapRectToScene(self.card_rect())

    # --- looks ---------------------------------------------------------------------------
    def set_face_up(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def set_selected_look(self, on: bool) -> None:
        if on != self.selected_look:
            self.selected_look = on
            self.update()

    def set_dimmed(self, on: bool) -> None:
        """Shade the card: it cannot be played now."""
        if on != self.dimmed:
            self.dimmed = on
            self.update()

    def set_badge(self, suit: Suit | None) -> None:
        """Show ``suit`` in the card's top right corner (the weli's named suit), or none."""
        if suit is not self.badge:
            self.badge = suit
            self.update()

    def paint(self, painter: QPainter | None, option: QStyleOptionGraphicsItem | None,
              widget: QWidget | None = None) -> None:
        assert painter is not None
        rect = self.card_rect()
        scale = device_scale(painter)
        pixels = QSize(max(1, round(self._w * scale)), max(1, round(self._h * scale)))
        if self.art.held:   # the chosen deck is loading: no card of another deck meanwhile
            self.art.want(self.card if self.face_up else None, pixels)
            return
        pixmap = self.art.card(self.card if self.face_up else None, pixels)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.badge is not None and self.face_up:
            self._paint_badge(painter, self.badge)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(DIM)
            radius = self._w * 0.07
            painter.drawRoundedRect(rect, radius, radius)
        if self.highlighted or self.selected_look:
            color = QColor(self.art.theme.highlight)
            if not self.highlighted:
                color.setAlpha(170)
            painter.setPen(QPen(color, 3.0 if self.highlighted else 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = self._w * 0.07
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)

    def badge_disc(self) -> tuple[QPointF, float]:
        """The weli's suit badge: its centre (in the card's coordinates) and radius."""
        rect = self.card_rect()
        strip = rect.height() * COVER_SHIFT[1]
        return QPointF(rect.right() - strip * 0.6, rect.top() + strip / 2), strip * WELI_BADGE

    def _paint_badge(self, painter: QPainter, suit: Suit) -> None:
        """A white disc with a dark ring and the suit in its colour, in the top right of
        the card: in the strip a cover on it leaves in sight, beside the corner index."""
        center, r = self.badge_disc()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#202020"), max(1.5, r * 0.12)))
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(center, r, r)
        font = painter.font()
        font.setPixelSize(max(8, round(r * 1.75)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#c8102e") if suit.is_red else QColor("#111111"))
        painter.drawText(QRectF(center.x() - r, center.y() - r, 2 * r, 2 * r),
                         Qt.AlignmentFlag.AlignCenter, suit.symbol)

    # --- motion --------------------------------------------------------------------------
    def move_to(self, pos: QPointF, rotation: float, duration: int, delay: int = 0,
                face_up: bool | None = None) -> None:
        """Animate to ``pos``/``rotation`` (at once when ``duration`` is 0).

        ``face_up`` turns the card when it sets off, so a card waiting its turn to be drawn
        stays face down on the stack until it leaves.
        """
        self.stop_motion()
        self._destination = (QPointF(pos), rotation)
        if duration <= 0 or (self.pos() == pos and self.rotation() == rotation):
            self.setPos(pos)
            self.setRotation(rotation)
            if face_up is not None:
                self.set_face_up(face_up)
            return
        group = QSequentialAnimationGroup(self)
        pause = group.addPause(delay) if delay else None
        parallel = QParallelAnimationGroup(group)
        for name, end in ((b"pos", pos), (b"rotation", rotation)):
            animation = QPropertyAnimation(self, name, parallel)
            animation.setDuration(duration)
            animation.setEndValue(end)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            parallel.addAnimation(animation)
        group.addAnimation(parallel)
        if face_up is not None:
            if pause is not None:
                # The pause's own ``finished`` (no arguments) turns the card: a signal that
                # hands over an animation could fire while the item is being destroyed,
                # and wrapping that half-destroyed object crashes.
                pause.finished.connect(lambda: self.set_face_up(face_up))
            else:
                self.set_face_up(face_up)
        self.animation = group
        group.start()

    def stop_motion(self) -> None:
        """Stop where it is (a drag takes the card from here)."""
        if self.animation is not None:
            self.animation.stop()
            self.animation = None
        self._destination = None

    def destination(self) -> tuple[QPointF, float]:
        """Where the card is going (or is), and its rotation there."""
        if self._destination is not None and self.is_moving():
            return self._destination
        return self.pos(), self.rotation()

    def is_moving(self) -> bool:
        return (self.animation is not None
                and self.animation.state() != QSequentialAnimationGroup.State.Stopped)


class SeatItem(QGraphicsObject):
    """A player's place: a rounded frame coloured by role, and a label that says who sits
    there, how many cards he holds and his role in words (colour is never the only cue).
    """

    def __init__(self, art: ArtCache) -> None:
        super().__init__()
        self.art = art
        self.rect = QRectF(-100, -40, 200, 80)
        self.label = QRectF(-100, -60, 200, 16)
        self.align = "center"
        self.lines = 1
        self.name = ""
        self.count = 0
        self.role = ""
        self.role_word = ""
        self.note = ""
        self.team: int | None = None
        self.own = False
        self._placed: list[tuple[FittedText, QRectF]] | None = None
        self.setZValue(-5)
        self.badge = TeamBadge(art)   # above the cards, which may fill the frame
        self.clock = ClockBadge(art)

    def configure(self, rect: QRectF, label: QRectF, align: str, lines: int, name: str,
                  count: int, role: str, role_word: str, note: str,
                  team: int | None = None, own: bool = False) -> None:
        """Place the frame and the label; ``role`` picks the colour, ``role_word`` says it;
        ``team`` (0 for A, ...) puts the team's badge on the frame's corner (``own``: the
        human's seat, whose face-up cards show their rank in the top left corner)."""
        self.prepareGeometryChange()
        self.own = own
        self.rect, self.label, self.align, self.lines = rect, label, align, lines
        self.name, self.count, self.note = name, count, note
        self.role, self.role_word = role, role_word
        self.team = team
        self._refit()
        self.badge.place(self.badge_rect(), team)
        self.badge.setVisible(self.isVisible() and team is not None)
        self.update()

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        """The badge, an item of its own above the cards, goes with the seat: into its
        scene, and shown or hidden with it."""
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged and value:
            value.addItem(self.badge)
            value.addItem(self.clock)
        elif change == QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged:
            self.badge.setVisible(bool(value) and self.team is not None)
            self.clock.setVisible(bool(value) and self.clock.seconds is not None)
        return super().itemChange(change, value)

    def set_clock(self, seconds: int | None) -> None:
        """Show the seconds this seat has left to decide on its frame's top right corner
        (``None``: no clock runs for it)."""
        self.clock.show_seconds(seconds, self.rect)
        self.clock.setVisible(self.isVisible() and seconds is not None)

    def set_note(self, note: str) -> None:
        """Say something else after the role (a clock's seconds ticking down)."""
        if note != self.note:
            self.note = note
            self._refit()
            self.update()

    def _refit(self) -> None:
        """Fit the label anew; when it had to be shortened, its tooltip says it whole."""
        self._placed = None
        shortened = any(fitted.lines[0] != text for (fitted, _rect), text
                        in zip(self.fitted_lines(), self.label_lines(), strict=True))
        self.setToolTip("\n".join(self.label_lines()) if shortened else "")

    def _count_text(self) -> str:
        return f"  ({self.count})" if self.count else ""

    def label_lines(self) -> list[str]:
        """The label's text, one string per line (an empty line is left out)."""
        first = self.name + self._count_text()
        rest = " · ".join(part for part in (self.role_word, self.note) if part)
        if self.lines == 1:
            return [" · ".join(part for part in (first, rest) if part)]
        return [line for line in (first, rest) if line]

    def fitted_lines(self) -> list[tuple[FittedText, QRectF]]:
        """Each line as drawn and where its text lies, in item coordinates (kept until
        the seat is configured again)."""
        if self._placed is None:
            self._placed = self._place_lines()
        return self._placed

    def _place_lines(self) -> list[tuple[FittedText, QRectF]]:
        font = QFont()
        font.setPixelSize(LABEL_PIXELS)
        font.setBold(True)
        texts = self.label_lines()
        height = self.label.height() / self.lines
        top = self.label.top()
        if len(texts) < self.lines and self.rect.top() >= self.label.bottom():
            top = self.label.bottom() - height * len(texts)   # keep it next to the frame
        placed = []
        count = self._count_text()
        for i, text in enumerate(texts):
            if i == 0 and self.lines > 1 and count and text.endswith(count):
                # a long name gives way to the card count after it
                fitted = fit_keeping_tail(text[:-len(count)], count, font, self.label.width(),
                                          MIN_LABEL_PIXELS - 2)
            else:
                fitted = fit_text(text, font, self.label.width(), 1, MIN_LABEL_PIXELS - 2)
            line = fitted.line_rects()[0]
            y = top + i * height + (height - line.height()) / 2
            if self.align == "left":
                x = self.label.left()
            elif self.align == "right":
                x = self.label.right() - line.width()
            else:
                x = self.label.center().x() - line.width() / 2
            placed.append((fitted, QRectF(x, y, line.width(), line.height())))
        return placed

    def boundingRect(self) -> QRectF:
        return self.rect.united(self.label).adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter | None, option: QStyleOptionGraphicsItem | None,
              widget: QWidget | None = None) -> None:
        assert painter is not None
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = self.art.theme.roles.get(self.role)
        painter.setBrush(QBrush(QColor(0, 0, 0, 45)))
        if color is not None:
            painter.setPen(QPen(color, 4))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 40), 1.5))
        painter.drawRoundedRect(self.rect, 10, 10)
        for fitted, rect in self.fitted_lines():
            painter.setFont(fitted.font)
            text = fitted.lines[0]
            painter.setPen(QColor(0, 0, 0, 160))
            painter.drawText(rect.translated(1, 1), Qt.AlignmentFlag.AlignCenter, text)
            painter.setPen(self.art.theme.text if color is None else color)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


    def badge_rect(self) -> QRectF:
        """Where the team badge sits: on the frame's top left corner; on the human's
        seat the bottom left one, clear of the rank in his leftmost card's top corner."""
        size = 2 * BADGE_RADIUS
        top = self.rect.bottom() - size + 4 if self.own else self.rect.top() - 4
        return QRectF(self.rect.left() - 4, top, size, size)



class TeamBadge(QGraphicsItem):
    """A seat's team badge: a disc in the team's colour, ringed in the theme's text
    colour, with its letter; drawn over the hand's cards, below the table's."""

    def __init__(self, art: ArtCache) -> None:
        super().__init__()
        self.art = art
        self.rect = QRectF()
        self.team: int | None = None
        self.setZValue(150)
        self.setVisible(False)

    def place(self, rect: QRectF, team: int | None) -> None:
        self.prepareGeometryChange()
        self.rect, self.team = rect, team
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter | None, option: QStyleOptionGraphicsItem | None,
              widget: QWidget | None = None) -> None:
        assert painter is not None
        if self.team is None:
            return
        rect = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.art.theme.text, 2.5))
        painter.setBrush(QBrush(TEAM_COLORS[self.team]))
        painter.drawEllipse(rect)
        font = QFont()
        font.setPixelSize(LABEL_PIXELS)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(TEAM_LETTER)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "ABC"[self.team])


class ClockBadge(QGraphicsItem):
    """The time a seat has left to decide: a clock face and the seconds, in a dark pill
    ringed in the theme's text colour (red from ``URGENT_SECONDS`` on), on the frame's
    top right corner, over the cards."""

    URGENT_SECONDS = 10
    HEIGHT = 26.0

    def __init__(self, art: ArtCache) -> None:
        super().__init__()
        self.art = art
        self.seconds: int | None = None
        self.text = ""
        self.rect = QRectF()
        self.font = QFont()
        self.font.setPixelSize(17)
        self.font.setBold(True)
        self.setZValue(150)
        self.setVisible(False)

    def show_seconds(self, seconds: int | None, frame: QRectF) -> None:
        self.seconds = seconds
        self.text = "" if seconds is None else tr("{seconds} s").format(seconds=seconds)
        width = QFontMetricsF(self.font).horizontalAdvance(self.text) + self.HEIGHT + 14
        # On the corner as the team badge is on the other: a top seat's frame may touch
        # the top of the table, where a pill straddling its edge would be cut off.
        rect = QRectF(frame.right() - width + 4, frame.top() - 4, width, self.HEIGHT)
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect
        self.update()

    @property
    def urgent(self) -> bool:
        return self.seconds is not None and self.seconds <= self.URGENT_SECONDS

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter | None, option: QStyleOptionGraphicsItem | None,
              widget: QWidget | None = None) -> None:
        assert painter is not None
        if self.seconds is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.art.theme.text
        ring = CLOCK_URGENT if self.urgent else text
        painter.setPen(QPen(ring, 2.5))
        painter.setBrush(QBrush(CLOCK_URGENT_FILL if self.urgent else CLOCK_FILL))
        radius = self.rect.height() / 2
        painter.drawRoundedRect(self.rect, radius, radius)
        face = QRectF(self.rect.left() + 6, self.rect.top() + 5, self.HEIGHT - 10,
                      self.HEIGHT - 10)
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(face)
        centre = face.center()
        painter.drawLine(centre, QPointF(centre.x(), face.top() + 3))
        painter.drawLine(centre, QPointF(face.right() - 4, centre.y()))
        painter.setFont(self.font)
        painter.drawText(self.rect.adjusted(self.HEIGHT - 2, 0, -8, 0),
                         Qt.AlignmentFlag.AlignCenter, self.text)


def fitting_font(base: QFont, text: str, width: float, size: int = BUTTON_FONT) -> QFont:
    """``base`` at ``size`` pixels, made smaller (not below 9) until ``text`` fits ``width``."""
    font = QFont(base)
    font.setPixelSize(size)
    while size > 9 and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 1
        font.setPixelSize(size)
    return font


class ButtonItem(QGraphicsObject):
    """A flat button drawn on the table, scaled with it (like the original's)."""

    clicked = pyqtSignal()

    def __init__(self, art: ArtCache, name: str) -> None:
        super().__init__()
        self.art = art
        self.setObjectName(name)
        self.rect = QRectF(-75, -17, 150, 34)
        self.text = ""
        self.enabled = True
        self.blinking = False
        self.hovered = False
        self.focused = False
        self.setAcceptHoverEvents(True)
        self.setZValue(50)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def set_state(self, text: str, enabled: bool, blinking: bool = False) -> None:
        if (text, enabled, blinking) != (self.text, self.enabled, self.blinking):
            self.text, self.enabled, self.blinking = text, enabled, blinking
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter | None, option: QStyleOptionGraphicsItem | None,
              widget: QWidget | None = None) -> None:
        assert painter is not None
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = QColor(self.art.theme.button)
        if not self.enabled:
            base.setAlpha(110)
        elif self.hovered:
            base = base.lighter(115)
        painter.setBrush(base)
        border = self.art.theme.highlight if self.blinking and self.enabled else QColor(0, 0, 0, 90)
        painter.setPen(QPen(border, 2.5 if self.blinking else 1.2))
        painter.drawRoundedRect(self.rect, 7, 7)
        font, text = self.fitted_text(painter.font())
        painter.setFont(font)
        text_color = QColor(self.art.theme.button_text)
        if not self.enabled:
            text_color.setAlpha(120)
        painter.setPen(text_color)
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, text)
        if self.focused:   # keyboard focus: a ring no theme can hide
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#ffffff"), 4))
            painter.drawRoundedRect(self.rect.adjusted(-4, -4, 4, 4), 9, 9)
            painter.setPen(QPen(QColor("#000000"), 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(self.rect.adjusted(-4, -4, 4, 4), 9, 9)

    def fitted_text(self, base: QFont) -> tuple[QFont, str]:
        """The font and the text as drawn: on one line at (nearly) the buttons' size; a
        label too long for that goes onto two lines rather than shrinking far below its
        neighbours' size."""
        width = self.rect.width() - 2 * BUTTON_PADDING
        font = fitting_font(base, self.text, width)
        if font.pixelSize() >= BUTTON_FONT - 1 or " " not in self.text:
            return font, self.text
        two = QFont(base)
        two.setPixelSize(min(BUTTON_FONT, int(self.rect.height() / 2.4)))
        fitted = fit_text(self.text, two, width, 2, 9)
        if fitted.font.pixelSize() <= font.pixelSize():
            return font, self.text
        return fitted.font, "\n".join(fitted.lines)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent | None) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent | None) -> None:
        self.hovered = False
        self.update()

    def set_focused(self, on: bool) -> None:
        if on != self.focused:
            self.focused = on
            self.update()

    def click(self) -> None:
        if self.enabled:
            self.clicked.emit()


class LabelItem(QGraphicsObject):
    """Centred text with a soft shadow (status line, stack count, trump suit).

    The text fits its box: it wraps onto up to ``max_lines`` lines, then shrinks, and is
    elided only when even the smallest size does not hold it.
    """

    def __init__(self, art: ArtCache, pixel_size: int = 16, bold: bool = False,
                 max_lines: int = 1) -> None:
        super().__init__()
        self.art = art
        self.text = ""
        self.width = 400.0
        self.pixel_size = pixel_size
        self.bold = bold
        self.max_lines = max_lines
        self._fitted: FittedText | None = None
        self.setZValue(60)

    def set_text(self, text: str, width: float | None = None) -> None:
        if width is not None and width != self.width:
            self.prepareGeometryChange()
            self.width = width
            self._fitted = None
        if text != self.text:
            self.text = text
            self._fitted = None
            self.update()

    def set_max_lines(self, lines: int) -> None:
        """Let the text wrap onto up to ``lines`` lines (the box grows around its centre)."""
        if lines != self.max_lines:
            self.prepareGeometryChange()
            self.max_lines = lines
            self._fitted = None
            self.update()

    def font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self.pixel_size)
        font.setBold(self.bold)
        return font

    def fitted(self) -> FittedText:
        """The lines as drawn (cached until the text or the width changes)."""
        if self._fitted is None:
            self._fitted = fit_text(self.text, self.font(), self.width, self.max_lines,
                                    min(self.pixel_size, MIN_LABEL_PIXELS))
        return self._fitted

    def text_rect(self) -> QRectF:
        """Where the drawn text lies, in item coordinates."""
        return self.fitted().bounding_rect() if self.text else QRectF()

    def boundingRect(self) -> QRectF:
        height = QFontMetricsF(self.font()).height() * self.max_lines + 4
        return QRectF(-self.width / 2 - 2, -height / 2, self.width + 4, height)

    def paint(self, painter: QPainter | None, option: QStyleOptionGraphicsItem | None,
              widget: QWidget | None = None) -> None:
        assert painter is not None
        if not self.text:
            return
        fitted = self.fitted()
        painter.setFont(fitted.font)
        for line, rect in zip(fitted.lines, fitted.line_rects(), strict=True):
            painter.setPen(QColor(0, 0, 0, 170))
            painter.drawText(rect.translated(1.2, 1.2), Qt.AlignmentFlag.AlignCenter, line)
            painter.setPen(self.art.theme.text)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, line)


class PanelItem(QGraphicsObject):
    """The game-over panel: a title and lines of text, centred on the table."""

    def __init__(self, art: ArtCache) -> None:
        super().__init__()
        self.art = art
        self.title = ""
        self.lines: list[str] = []
        self.rect = QRectF(-170, -110, 340, 220)
        self.setZValue(90)
        self.hide()

    def show_text(self, title: str, lines: list[str]) -> None:
        self.prepareGeometryChange()
        self.title, self.lines = title, lines
        height = 70 + 26 * len(lines)
        self.rect = QRectF(-170, -height / 2, 340, height)
        self.update()
        self.show()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter | None, option: QStyleOptionGraphicsItem | None,
              widget: QWidget | None = None) -> None:
        assert painter is not None
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        panel = QColor(self.art.theme.panel)
        panel.setAlpha(225)
        painter.setBrush(panel)
        painter.setPen(QPen(self.art.theme.highlight, 2))
        painter.drawRoundedRect(self.rect, 12, 12)
        font = QFont(painter.font())
        font.setPixelSize(22)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.art.theme.highlight)
        painter.drawText(QRectF(self.rect.left(), self.rect.top() + 12, self.rect.width(), 32),
                         Qt.AlignmentFlag.AlignCenter, self.title)
        font.setPixelSize(16)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(self.art.theme.text)
        for i, line in enumerate(self.lines):
            painter.drawText(QRectF(self.rect.left() + 16, self.rect.top() + 54 + 26 * i,
                                    self.rect.width() - 32, 24),
                             Qt.AlignmentFlag.AlignCenter, line)


# Who laid an attack card: a disc in the seat's colour on the card's bottom left corner
# (left clear by its cover) and the same disc on the seat's frame. Hues apart from one
# another, each ringed in black so it stands out on a white card and a dark table.
SEAT_COLORS = (QColor("#f2f2f2"), QColor("#21c7d9"), QColor("#ff8c1a"), QColor("#ff5fa2"),
               QColor("#9be15d"), QColor("#b07a4a"))
SEAT_MARK_RADIUS = 5.5


class SeatMark(QGraphicsItem):
    """A disc in a seat's colour: on the attack cards it laid, and on its frame."""

    def __init__(self) -> None:
        super().__init__()
        self.seat = 0
        self.setZValue(160)
        self.setVisible(False)

    def place(self, center: QPointF, seat: int, z: float | None = None) -> None:
        self.seat = seat
        self.setPos(center)
        if z is not None:
            self.setZValue(z)
        self.update()

    def boundingRect(self) -> QRectF:
        r = SEAT_MARK_RADIUS + 1.5
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter | None, option: QStyleOptionGraphicsItem | None,
              widget: QWidget | None = None) -> None:
        assert painter is not None
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#000000"), 1.5))
        painter.setBrush(QBrush(SEAT_COLORS[self.seat % len(SEAT_COLORS)]))
        r = SEAT_MARK_RADIUS
        painter.drawEllipse(QRectF(-r, -r, 2 * r, 2 * r))
