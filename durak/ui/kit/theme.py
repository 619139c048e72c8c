"""Themes: card art, table background and colours, rendered crisply at any size."""

from __future__ import annotations

import json
import pathlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PyQt6.QtCore import QRectF, QSize, Qt
from PyQt6.QtGui import QColor, QImage, QPainter, QPixmap
from PyQt6.QtSvg import QSvgRenderer

from durak.engine import Card

ASSETS = pathlib.Path(__file__).resolve().parents[2] / "assets"
DEFAULT_THEME = "wood"
COURTS = "JQKA"   # the cards whose letter differs on a Russian deck (В, Д, К, Т)


@dataclass(frozen=True)
class Theme:
    key: str
    name: str
    table: pathlib.Path
    back: pathlib.Path
    text: QColor
    panel: QColor
    button: QColor
    button_text: QColor
    highlight: QColor
    roles: dict[str, QColor]   # frame and label colour of "offender", "co_offender", "defender"


def available_themes() -> dict[str, str]:
    """Theme keys and display names."""
    themes = {}
    for folder in sorted((ASSETS / "themes").iterdir()):
        meta = json.loads((folder / "theme.json").read_text(encoding="utf-8"))
        themes[folder.name] = meta["name"]
    return themes


def load_theme(key: str) -> Theme:
    folder = ASSETS / "themes" / key
    if not (folder / "theme.json").is_file():
        folder = ASSETS / "themes" / DEFAULT_THEME
        key = DEFAULT_THEME
    meta = json.loads((folder / "theme.json").read_text(encoding="utf-8"))
    return Theme(
        key=key, name=meta["name"], table=ASSETS / "tables" / meta["table"],
        back=folder / "back.svg", text=QColor(meta["text"]), panel=QColor(meta["panel"]),
        button=QColor(meta["button"]), button_text=QColor(meta["button_text"]),
        highlight=QColor(meta["highlight"]),
        roles={role: QColor(color) for role, color in meta["roles"].items()})


class CardDeck(Protocol):
    """Cards drawn by another program's deck (``kit/decks.py``'s ``SystemDeck``)."""

    def paint(self, painter: QPainter, rank: int | None, suit: str, target: QRectF) -> None:
        """Draw ``rank`` of ``suit`` (a letter; ``rank`` None: the back) in ``target``."""


class ArtCache:
    """SVG renderers and pixmaps per device-pixel size, so cards stay sharp when scaled.

    The cards are the game's own (with Russian court letters when ``russian_courts``)
    unless a system ``deck`` is set; each card is rendered once per size.  While the
    cards are ``held`` (a chosen deck is loading), the table paints none and only says
    which it would have painted (``want``), so that they are rendered from the deck."""

    def __init__(self, theme: Theme, deck: CardDeck | None = None,
                 russian_courts: bool = False) -> None:
        self.theme = theme
        self.deck = deck
        self.russian_courts = russian_courts
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, int, int], QPixmap] = {}
        self.held = False
        self._wanted: dict[tuple[str, int, int], None] = {}   # in the order asked

    def hold(self) -> None:
        """Paint no card until ``show_cards``: the deck to draw them from is loading."""
        self.held = True

    def show_cards(self) -> None:
        """Paint the cards again (from the cards set now)."""
        self.held = False
        self._wanted.clear()

    def want(self, card: Card | None, size: QSize) -> None:
        """Note that the face of ``card`` (the back, for ``None``) at ``size`` device
        pixels would have been painted while the cards are held."""
        key = ("back" if card is None else card.code,
               max(1, size.width()), max(1, size.height()))
        if key not in self._pixmaps:
            self._wanted[key] = None

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self._renderers.clear()
        self._pixmaps.clear()

    def set_cards(self, deck: CardDeck | None, russian_courts: bool = False) -> None:
        """Draw the cards from ``deck`` (None: the game's own) from now on."""
        if deck is self.deck and russian_courts == self.russian_courts:
            return
        self.deck = deck
        self.russian_courts = russian_courts
        self._renderers.clear()
        self._pixmaps.clear()

    def _renderer(self, key: str) -> QSvgRenderer:
        renderer = self._renderers.get(key)
        if renderer is None:
            if key == "back":
                path = self.theme.back
            elif key == "table":
                path = self.theme.table
            elif self.russian_courts and key[0] in COURTS:
                path = ASSETS / "cards_ru" / f"{key}.svg"
            else:
                path = ASSETS / "cards" / f"{key}.svg"
            renderer = self._renderers[key] = QSvgRenderer(str(path))
        return renderer

    def card(self, card: Card | None, size: QSize) -> QPixmap:
        """The face of ``card`` (or the back, for ``None``) at ``size`` device pixels."""
        return self.pixmap("back" if card is None else card.code, size)

    def pixmap(self, key: str, size: QSize) -> QPixmap:
        width, height = max(1, size.width()), max(1, size.height())
        cached = self._pixmaps.get((key, width, height))
        if cached is None:
            if self.deck is not None and key != "table":
                image = deck_image(self.deck, key, width, height)
            else:
                image = _image(lambda painter, target: self._renderer(key).render(
                    painter, target), width, height)
            cached = QPixmap.fromImage(image)
            if len(self._pixmaps) > 400:
                self._pixmaps.clear()
            self._pixmaps[(key, width, height)] = cached
        return cached

    def drawn(self) -> list[tuple[str, int, int]]:
        """The cards (and backs) rendered so far, and those wanted while the cards are
        held, with their sizes in device pixels."""
        drawn = [key for key in self._pixmaps if key[0] != "table"]
        return drawn + [key for key in self._wanted if key not in self._pixmaps]

    def keep(self, images: dict[tuple[str, int, int], QImage]) -> None:
        """Take cards rendered elsewhere (``deck_image`` on another thread) for the
        cards set now, by card and size."""
        for key, image in images.items():
            self._pixmaps[key] = QPixmap.fromImage(image)

    def render_table(self, painter: QPainter, target: QRectF) -> None:
        """Paint the table background to fill ``target`` (cropping, never stretching)."""
        renderer = self._renderer("table")
        size = renderer.defaultSize()
        scale = max(target.width() / size.width(), target.height() / size.height())
        width, height = size.width() * scale, size.height() * scale
        renderer.render(painter, QRectF(target.center().x() - width / 2,
                                        target.center().y() - height / 2, width, height))


def _image(paint: Callable[[QPainter, QRectF], None], width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def deck_image(deck: CardDeck, key: str, width: int, height: int) -> QImage:
    """The card ``key`` ("back" for the back) of ``deck`` at ``width`` x ``height``
    pixels; an image, so that it can be rendered on any thread."""
    rank, suit = (None, "") if key == "back" else (Card.parse(key).rank, key[-1])
    return _image(lambda painter, target: deck.paint(painter, rank, suit, target),
                  width, height)
