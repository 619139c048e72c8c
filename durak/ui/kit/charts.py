"""Small charts painted with QPainter: a line (score over time) and bars (places, rates).

Each chart is a focusable widget whose accessible description says its numbers in
words, so a screen reader reads what the picture shows.
"""

from __future__ import annotations

from PyQt6.QtCore import QPointF, QRectF, QSize, Qt
from PyQt6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PyQt6.QtWidgets import QSizePolicy, QWidget

from .i18n import number, tr, trn

LINE = QColor("#2f7d32")
BAR = QColor("#3465a4")
MARGIN = 8


class Chart(QWidget):
    """A titled chart of ``values`` (``None``: no data) on a scale from 0 to ``maximum``.

    ``kind`` is ``"line"`` (one point per value, left to right) or ``"bars"`` (one labelled
    bar per value).
    """

    def __init__(self, title: str, kind: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.kind = kind
        self.labels: list[str] = []
        self.values: list[float | None] = []
        self.maximum = 100.0
        self.unit = ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(title)
        self.setMinimumSize(220, 150)

    def sizeHint(self) -> QSize:
        return QSize(340, 200)

    def set_data(self, labels: list[str], values: list[float | None], maximum: float,
                 unit: str = "") -> None:
        self.labels, self.values = labels, values
        self.maximum = max(maximum, 1e-9)
        self.unit = unit
        self.setAccessibleDescription(self.description())
        self.update()

    def _value_text(self, value: float | None) -> str:
        return "-" if value is None else f"{number(value, 0 if self.unit != '%' else 1)}{self.unit}"

    def description(self) -> str:
        """The chart in words."""
        known = [v for v in self.values if v is not None]
        if not known:
            return tr("No games yet")
        if self.kind == "line":
            return trn("%n games: first {first}, lowest {low}, highest {high}, last {last}",
                       len(self.values)).format(first=self._value_text(known[0]),
                               low=self._value_text(min(known)),
                               high=self._value_text(max(known)),
                               last=self._value_text(known[-1]))
        return "; ".join(f"{label}: {self._value_text(value)}"
                         for label, value in zip(self.labels, self.values, strict=True))

    def paintEvent(self, event: QPaintEvent | None) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        if self.hasFocus():
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 2))
            painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        metrics = painter.fontMetrics()
        line_h = metrics.height()
        painter.setPen(text)
        painter.drawText(QRectF(MARGIN, MARGIN / 2, self.width() - 2 * MARGIN, line_h),
                         Qt.AlignmentFlag.AlignLeft, self.title)
        label_w = metrics.horizontalAdvance(self._value_text(self.maximum)) + 4
        top = MARGIN + line_h * 1.6     # below the title, with room for the top label
        plot = QRectF(MARGIN + label_w, top, self.width() - MARGIN - label_w - MARGIN,
                      self.height() - MARGIN - top - (line_h + 2 if self.kind == "bars" else 0))
        if plot.width() < 10 or plot.height() < 10:
            return
        grid = QColor(text)
        grid.setAlpha(60)
        for fraction in (0.0, 0.5, 1.0):
            y = plot.bottom() - fraction * plot.height()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(MARGIN, y - line_h / 2, label_w - 4, line_h),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self._value_text(fraction * self.maximum))
        if not any(v is not None for v in self.values):
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, tr("No games yet"))
            return
        if self.kind == "line":
            self._paint_line(painter, plot)
        else:
            self._paint_bars(painter, plot, line_h, text)

    def _y(self, plot: QRectF, value: float) -> float:
        return plot.bottom() - min(value, self.maximum) / self.maximum * plot.height()

    def _paint_line(self, painter: QPainter, plot: QRectF) -> None:
        values = [v for v in self.values if v is not None]
        step = plot.width() / max(1, len(values) - 1)
        points = QPolygonF([QPointF(plot.left() + i * step, self._y(plot, v))
                            for i, v in enumerate(values)])
        painter.setPen(QPen(LINE, 2))
        if len(values) == 1:
            painter.setBrush(LINE)
            painter.drawEllipse(points[0], 3, 3)
        else:
            painter.drawPolyline(points)

    def _paint_bars(self, painter: QPainter, plot: QRectF, line_h: int, text: QColor) -> None:
        count = len(self.values)
        slot = plot.width() / count
        for i, (label, value) in enumerate(zip(self.labels, self.values, strict=True)):
            left = plot.left() + i * slot
            if value is not None:
                top = self._y(plot, value)
                painter.fillRect(QRectF(left + slot * 0.2, top, slot * 0.6, plot.bottom() - top),
                                 BAR)
            painter.setPen(text)
            painter.drawText(QRectF(left, plot.bottom() + 2, slot, line_h),
                             Qt.AlignmentFlag.AlignHCenter, label)
