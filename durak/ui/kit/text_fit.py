"""Fit a text into a box: wrap it, then shrink the font, and elide only as a last resort.

Labels on the table have a fixed box in scene units; a long German or Russian line must
wrap or elide there, never run past the box (where it would be clipped).
"""

from __future__ import annotations

from dataclasses import dataclass

from PyQt6.QtCore import QRectF, Qt
from PyQt6.QtGui import QFont, QFontMetricsF, QTextLayout, QTextOption

ELLIPSIS = "…"


@dataclass(frozen=True)
class FittedText:
    """Lines to draw, in this font, each centred on the box's axis."""

    font: QFont
    lines: tuple[str, ...]
    line_height: float

    @property
    def elided(self) -> bool:
        return bool(self.lines) and self.lines[-1].endswith(ELLIPSIS)

    def line_rects(self) -> list[QRectF]:
        """Where each line's text lies, the block centred on the origin."""
        metrics = QFontMetricsF(self.font)
        top = -self.line_height * len(self.lines) / 2
        rects = []
        for i, line in enumerate(self.lines):
            width = metrics.horizontalAdvance(line)
            rects.append(QRectF(-width / 2, top + i * self.line_height, width, self.line_height))
        return rects

    def bounding_rect(self) -> QRectF:
        """The whole block's extent (empty for no text)."""
        result = QRectF()
        for rect in self.line_rects():
            result = result.united(rect)
        return result


def wrap_spans(text: str, font: QFont, width: float) -> list[tuple[int, int]]:
    """Where ``text`` breaks into lines no wider than ``width`` (at word boundaries if it
    can): each line's start and end index."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    spans = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        spans.append((line.textStart(), line.textStart() + line.textLength()))
    layout.endLayout()
    return spans


def wrap(text: str, font: QFont, width: float) -> list[str]:
    """``text`` broken into lines no wider than ``width``."""
    lines = (text[start:end].strip() for start, end in wrap_spans(text, font, width))
    return [line for line in lines if line]


def fit_text(text: str, font: QFont, width: float, max_lines: int = 1,
             min_pixel_size: int = 11) -> FittedText:
    """The largest font, from ``font``'s pixel size down to ``min_pixel_size``, at which
    ``text`` fits ``max_lines`` lines of ``width``; else the smallest one, the last line
    elided."""
    size = font.pixelSize()
    trial = QFont(font)
    while True:
        trial.setPixelSize(size)
        metrics = QFontMetricsF(trial)
        lines = [text] if metrics.horizontalAdvance(text) <= width else wrap(text, trial, width)
        fits = len(lines) <= max_lines and all(
            metrics.horizontalAdvance(line) <= width for line in lines)
        if fits or size <= min_pixel_size:
            break
        size -= 1
    if not fits:
        spans = wrap_spans(text, trial, width)[:max_lines - 1]
        kept = [text[start:end].strip() for start, end in spans]
        rest = text[spans[-1][1] if spans else 0:].strip()
        lines = [*kept, metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)]
    return FittedText(QFont(trial), tuple(lines), metrics.height())


def fit_keeping_tail(head: str, tail: str, font: QFont, width: float,
                     min_pixel_size: int = 11) -> FittedText:
    """``head + tail`` on one line, as ``fit_text`` fits it, except that when it must
    elide, ``head`` gives way and ``tail`` stays whole (a name shortened, never the card
    count after it)."""
    fitted = fit_text(head + tail, font, width, 1, min_pixel_size)
    if not fitted.elided or not tail:
        return fitted
    metrics = QFontMetricsF(fitted.font)
    room = max(0.0, width - metrics.horizontalAdvance(tail))
    line = metrics.elidedText(head, Qt.TextElideMode.ElideRight, room) + tail
    return FittedText(fitted.font, (line,), fitted.line_height)

