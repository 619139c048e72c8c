"""The card decks a player can choose: the game's own, and those the system has installed.

A system deck (``kit/deck_files.py`` finds and reads it) is loaded once into a
``QSvgRenderer`` and checked: valid SVG, and an element for the back and for every card
of a 52-card deck.  A deck that fails is skipped with a warning and the table draws the
game's own cards.  A table that opens draws its first frame without its cards (they
appear once the deck is loaded) and loads its deck on a thread of its own
(``DeckShelf.load_later``; the renderer parses without holding Python's lock), so that
neither the first frame nor the deal waits for tens of milliseconds of parsing.
"""

from __future__ import annotations

import contextlib
import logging
import pathlib

from PyQt6.QtCore import (
    QByteArray,
    QCoreApplication,
    QObject,
    QRectF,
    QThreadPool,
    QTimer,
    pyqtSignal,
)
from PyQt6.QtGui import QImage, QPainter
from PyQt6.QtSvg import QSvgRenderer

from .deck_files import DeckError, DeckInfo, KnownClean, element_id, find_decks, read_svg
from .i18n import N_, tr
from .theme import deck_image

log = logging.getLogger(__name__)

OWN_DECK = ""   # the settings' value for the game's own cards
ATLAS = "aisleriot/atlasnye"   # the Russian Atlas deck, first for a Russian player
# Names the game gives a system deck where the file name says little.
_DECK_NAMES = {ATLAS: N_("Russian Atlas"), "aisleriot/atlasnye_skat": N_("Russian Atlas (Skat)")}
_SUITS = "SHDC"
KEPT_DECKS = 3   # decks kept loaded (a table's and the last previews): Dondorf's is 11 MB


class SystemDeck:
    """An installed deck, loaded and checked: draws a card (or the back) by element id."""

    def __init__(self, info: DeckInfo, renderer: QSvgRenderer) -> None:
        self.info = info
        self.renderer = renderer

    @property
    def key(self) -> str:
        return self.info.key

    def paint(self, painter: QPainter, rank: int | None, suit: str, target: QRectF) -> None:
        """Draw the card (``rank`` None: the back) centred in ``target``, keeping the
        deck's own proportions."""
        element = element_id(self.info.layout, rank, suit)
        bounds = self.renderer.boundsOnElement(element)
        if bounds.width() <= 0 or bounds.height() <= 0:
            self.renderer.render(painter, element, target)
            return
        scale = min(target.width() / bounds.width(), target.height() / bounds.height())
        width, height = bounds.width() * scale, bounds.height() * scale
        self.renderer.render(painter, element, QRectF(
            target.center().x() - width / 2, target.center().y() - height / 2, width, height))


def load_deck(info: DeckInfo, known: KnownClean | None = None) -> SystemDeck:
    """``info``'s deck, read and checked (``DeckError`` says why it cannot be used; a
    file ``known`` to be clean as it is is not checked again).  On any thread: the
    renderer is handed to the application's thread."""
    data = read_svg(info.svg, known)
    renderer = QSvgRenderer(QByteArray(data))
    app = QCoreApplication.instance()
    if app is not None and renderer.thread() is not app.thread():
        renderer.moveToThread(app.thread())
    if not renderer.isValid():
        raise DeckError("it is not valid SVG")
    wanted = [element_id(info.layout, None)] + [
        element_id(info.layout, rank, suit) for rank in range(2, 15) for suit in _SUITS]
    missing = [element for element in wanted if not renderer.elementExists(element)]
    if missing:
        raise DeckError(f"it has no {', '.join(missing[:3])}"
                        + (f" and {len(missing) - 3} more cards" if len(missing) > 3 else ""))
    return SystemDeck(info, renderer)


class DeckShelf:
    """The installed decks, and the last ``KEPT_DECKS`` loaded (a deck in use is read
    once; looking through every deck in the settings does not keep them all)."""

    def __init__(self, folders: list[pathlib.Path] | None = None,
                 known: KnownClean | None = None) -> None:
        self.folders = folders
        self.known = known   # the deck files checked before (none: each is checked)
        self._decks: list[DeckInfo] | None = None
        self._loaded: dict[str, SystemDeck] = {}
        self.refused: dict[str, str] = {}   # key: why the deck cannot be used

    def installed(self) -> list[DeckInfo]:
        if self._decks is None:
            self._decks = find_decks(self.folders)
        return self._decks

    def info(self, key: str) -> DeckInfo | None:
        return next((deck for deck in self.installed() if deck.key == key), None)

    def choices(self, language: str) -> list[tuple[str, str]]:
        """(key, name) of the decks to offer, the game's own first, then the others by
        name as the player reads them; for a Russian player the Atlas deck, when
        installed, comes before every other."""
        decks = sorted(((deck.key, deck_name(deck, language)) for deck in self.installed()
                        if deck.key not in self.refused), key=lambda choice: choice[1].casefold())
        own = (OWN_DECK, tr("The game's own"))
        if language == "ru":
            atlas = [choice for choice in decks if choice[0] == ATLAS]
            return atlas + [own] + [choice for choice in decks if choice[0] != ATLAS]
        return [own, *decks]

    def ready(self, key: str) -> bool:
        """Whether ``open(key)`` answers at once: the game's own cards, a deck loaded or
        one refused."""
        return key == OWN_DECK or key in self._loaded or key in self.refused

    def open(self, key: str) -> tuple[SystemDeck | None, str]:
        """The deck ``key`` (None: the game's own) and, when it cannot be used, a warning
        for the player; the reason goes to the log."""
        if key == OWN_DECK:
            return None, ""
        loaded = self._loaded.get(key)
        if loaded is not None:
            self._loaded[key] = self._loaded.pop(key)   # the most recent last
            return loaded, ""
        info = self.info(key)
        try:
            if info is None:
                raise DeckError("it is not installed")
            if key in self.refused:
                raise DeckError(self.refused[key])
            return self._keep(key, load_deck(info, self.known)), ""
        except DeckError as error:
            return None, self._refuse(key, error)

    def load_later(self, key: str, parent: QObject,
                   cards: list[tuple[str, int, int]] | None = None) -> DeckLoad:
        """Load the deck ``key`` on a thread of its own, and render ``cards`` (card or
        "back", width, height) from it there; ``open(key)`` answers at once when the
        load's ``done`` is emitted (on the application's thread)."""
        return DeckLoad(self, key, self.info(key), parent, cards or [])

    def _keep(self, key: str, deck: SystemDeck) -> SystemDeck:
        deck = self._loaded.setdefault(key, deck)   # loaded meanwhile: the one in use
        while len(self._loaded) > KEPT_DECKS:
            del self._loaded[next(iter(self._loaded))]
        return deck

    def _refuse(self, key: str, error: DeckError) -> str:
        """Remember why ``key`` cannot be used; the warning for the player."""
        self.refused[key] = str(error)
        info = self.info(key)
        name = key if info is None else info.name
        log.warning("card deck %s (%s) skipped: %s", name, key, error)
        return tr("The card deck \u201c{name}\u201d cannot be used; the game's own "
                  "cards are shown").format(name=name)


class DeckLoad(QObject):
    """One deck loading on a thread of its own (``DeckShelf.load_later``): ``done`` once
    it is on the shelf, loaded or refused; ``images`` holds the cards asked for, rendered
    from it (by card and size)."""

    done = pyqtSignal()

    def __init__(self, shelf: DeckShelf, key: str, info: DeckInfo | None,
                 parent: QObject, cards: list[tuple[str, int, int]]) -> None:
        super().__init__(parent)
        self.key = key
        self.images: dict[tuple[str, int, int], QImage] = {}
        self._cards = cards
        self._shelf = shelf
        self._deck: SystemDeck | None = None
        self._error = DeckError("it is not installed")
        self._loaded.connect(self._finish)
        if info is None or key in shelf.refused:
            self._error = DeckError(shelf.refused.get(key, str(self._error)))
            QTimer.singleShot(0, self._finish)   # once the caller listens
            return
        # Qt's pool, not a thread of Python's: the application waits for it as it ends.
        known = shelf.known
        pool = QThreadPool.globalInstance()
        assert pool is not None
        pool.start(lambda: self._load(info, known))

    _loaded = pyqtSignal()   # from the loading thread: queued to the application's

    def _load(self, info: DeckInfo, known: KnownClean | None) -> None:
        try:
            deck = load_deck(info, known)
            # Rendered here, before any other thread uses the deck.
            self.images = {card: deck_image(deck, *card) for card in self._cards}
            self._deck = deck
        except DeckError as error:
            self._error = error
        except Exception as error:  # whatever a hostile file does, the game goes on
            self._error = DeckError(f"it could not be read ({type(error).__name__})")
        with contextlib.suppress(RuntimeError):   # let go of (the app is closing)
            self._loaded.emit()

    def _finish(self) -> None:
        if self._deck is not None:
            if self._shelf._keep(self.key, self._deck) is not self._deck:
                self.images = {}   # drawn from the deck loaded meanwhile, not this one
        elif self.key not in self._shelf.refused:
            self._shelf._refuse(self.key, self._error)
        self.done.emit()
        self.deleteLater()


def deck_name(deck: DeckInfo, language: str) -> str:
    """The deck's name as the player reads it, with where it comes from."""
    own = _DECK_NAMES.get(deck.key)
    name = tr(own) if own is not None else deck.name_in(language)
    source = "KDE" if deck.layout == "kde" else "GNOME"
    return f"{name} ({source})"


_shelf: DeckShelf | None = None


def shelf() -> DeckShelf:
    """The app's one shelf of decks (the settings' preview and the tables share it)."""
    global _shelf
    if _shelf is None:
        _shelf = DeckShelf()
    return _shelf


def set_shelf(new: DeckShelf | None) -> None:
    """Use ``new`` from now on (None: find the decks again when next asked)."""
    global _shelf
    _shelf = new
