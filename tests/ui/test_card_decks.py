"""System card decks: found in the XDG data folders (KDE's and Aisleriot's layouts), drawn
by element id, chosen in Settings -> Cards and kept; a deck that is missing a card,
malformed, huge or hostile is skipped with a warning and the game's own cards are drawn."""

from __future__ import annotations

import gzip
import os
import pathlib
from collections.abc import Iterator

import pytest
from PyQt6.QtCore import QEvent, QObject, QSize
from PyQt6.QtGui import QColor, QImage
from PyQt6.QtWidgets import QApplication, QDialog, QWidget

from durak.engine import Card
from durak.ui.dialogs.settings import SettingsDialog
from durak.ui.kit import deck_files, decks, i18n
from durak.ui.kit.deck_files import AISLERIOT, KDE, DeckError, data_dirs, find_decks, read_svg
from durak.ui.kit.decks import ATLAS, OWN_DECK, DeckShelf, load_deck
from durak.ui.kit.theme import ArtCache, load_theme
from durak.ui.store import checked_decks
from durak.ui.store.checked_decks import FILE_NAME as CHECKED_DECKS
from durak.ui.store.checked_decks import CheckedDecks
from durak.ui.store.settings import Preferences, SettingsStore
from durak.ui.table import window as table_window

SUITS = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
WORDS = {11: "jack", 12: "queen", 13: "king", 14: "1"}
QUEEN_OF_HEARTS = "#ff0000"   # every other face is white, the back blue
BACK = "#0000ff"


def deck_svg(layout: str, leave_out: str = "", extra: str = "") -> bytes:
    """A tiny valid deck: one 20 x 30 rectangle per card in a row, and the back."""
    ids = ["back"]
    for rank in range(2, 15):
        for suit in SUITS.values():
            word = WORDS.get(rank, str(rank))
            ids.append(f"{word}_{suit}" if layout == KDE else f"{suit}_{word}")
    parts = []
    for index, element in enumerate(ids):
        if element == leave_out:
            continue
        fill = BACK if element == "back" else (
            QUEEN_OF_HEARTS if element in ("queen_heart", "heart_queen") else "#ffffff")
        parts.append(f'<g id="{element}"><rect x="{index * 22}" y="0" width="20" height="30" '
                     f'fill="{fill}"/></g>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
            f' width="{len(ids) * 22}" height="30">{extra}{"".join(parts)}</svg>').encode()


def install_kde(data: pathlib.Path, folder: str, svg: bytes, name: str = "Tiny") -> str:
    deck = data / "carddecks" / folder
    deck.mkdir(parents=True)
    (deck / "index.desktop").write_text(
        f"[KDE Backdeck]\nName={name}\nName[ru]=Крошка\nSVG=tiny.svgz\nBack={name}\n",
        encoding="utf-8")
    (deck / "tiny.svgz").write_bytes(gzip.compress(svg))
    return f"{KDE}/{folder}"


def install_aisleriot(data: pathlib.Path, stem: str, svg: bytes, packed: bool = True) -> str:
    cards = data / "aisleriot" / "cards"
    cards.mkdir(parents=True, exist_ok=True)
    if packed:
        (cards / f"{stem}.svgz").write_bytes(gzip.compress(svg))
    else:
        (cards / f"{stem}.svg").write_bytes(svg)
    return f"{AISLERIOT}/{stem}"


@pytest.fixture
def data(tmp_path: pathlib.Path) -> Iterator[pathlib.Path]:
    """An XDG data folder of our own, the app's shelf looking only there."""
    folder = tmp_path / "share"
    folder.mkdir()
    decks.set_shelf(DeckShelf([folder]))
    yield folder
    decks.set_shelf(None)
    i18n.install("en")


def centre(image: QImage) -> str:
    return QColor(image.pixel(image.width() // 2, image.height() // 2)).name()


# --- finding decks --------------------------------------------------------------------------
def test_the_xdg_folders_are_read_in_order_with_their_defaults():
    assert data_dirs({"XDG_DATA_HOME": "/home/a/.share", "XDG_DATA_DIRS": "/opt/x:/usr/share"}) \
        == [pathlib.Path("/home/a/.share"), pathlib.Path("/opt/x"), pathlib.Path("/usr/share")]
    defaults = data_dirs({"HOME": "/nowhere"})
    assert defaults[-2:] == [pathlib.Path("/usr/local/share"), pathlib.Path("/usr/share")]
    assert data_dirs({"XDG_DATA_DIRS": "relative:/usr/share"})[-1] == pathlib.Path("/usr/share")
    assert pathlib.Path("relative") not in data_dirs({"XDG_DATA_DIRS": "relative:/usr/share"})


def test_both_layouts_are_found_with_their_names(data):
    kde = install_kde(data, "svg-tiny", deck_svg(KDE))
    gnome = install_aisleriot(data, "tiny_deck", deck_svg(AISLERIOT))
    plain = install_aisleriot(data, "plain", deck_svg(AISLERIOT), packed=False)
    found = {deck.key: deck for deck in find_decks([data])}
    assert set(found) == {kde, gnome, plain}
    assert found[kde].layout == KDE and found[kde].name == "Tiny"
    assert found[kde].name_in("ru") == "Крошка" and found[kde].name_in("de") == "Tiny"
    assert found[kde].svg == data / "carddecks" / "svg-tiny" / "tiny.svgz"
    assert found[gnome].layout == AISLERIOT and found[gnome].name == "Tiny deck"


def test_an_earlier_folder_hides_a_later_ones_deck_of_the_same_key(tmp_path):
    home, system = tmp_path / "home", tmp_path / "usr"
    install_aisleriot(home, "same", deck_svg(AISLERIOT))
    install_aisleriot(system, "same", deck_svg(AISLERIOT))
    (found,) = find_decks([home, system])
    assert found.svg.is_relative_to(home)


def test_a_kde_index_that_names_no_file_or_a_path_is_skipped(data):
    install_kde(data, "svg-good", deck_svg(KDE))
    for folder, line in (("svg-none", "Name=X\n"), ("svg-path", "Name=X\nSVG=../../etc/x.svgz\n")):
        (data / "carddecks" / folder).mkdir()
        (data / "carddecks" / folder / "index.desktop").write_text(line, encoding="utf-8")
    assert [deck.key for deck in find_decks([data])] == [f"{KDE}/svg-good"]


# --- drawing ----------------------------------------------------------------------------------
@pytest.mark.parametrize("layout", [KDE, AISLERIOT])
def test_a_card_is_drawn_by_its_element_and_cached_per_size(qtbot, data, layout):
    key = (install_kde(data, "svg-tiny", deck_svg(KDE)) if layout == KDE
           else install_aisleriot(data, "tiny", deck_svg(AISLERIOT)))
    deck, warning = decks.shelf().open(key)
    assert deck is not None and warning == ""
    art = ArtCache(load_theme("wood"), deck)
    size = QSize(40, 60)
    queen = art.card(Card.parse("QH"), size)
    assert centre(queen.toImage()) == QUEEN_OF_HEARTS
    assert centre(art.card(None, size).toImage()) == BACK
    assert centre(art.card(Card.parse("QS"), size).toImage()) == "#ffffff"
    assert art.card(Card.parse("QH"), size).cacheKey() == queen.cacheKey()   # rendered once
    assert decks.shelf().open(key)[0] is deck   # read once


def test_the_game_s_own_court_cards_in_russian_letters(qtbot):
    size = QSize(100, 150)
    latin = ArtCache(load_theme("wood"))
    russian = ArtCache(load_theme("wood"), russian_courts=True)
    for code in ("JS", "QH", "AC"):   # В, Д, Т
        assert russian.card(Card.parse(code), size).toImage() != \
            latin.card(Card.parse(code), size).toImage()
    for code in ("KD", "TH", "6C"):   # К is written as K; the others have no letter
        assert russian.card(Card.parse(code), size).toImage() == \
            latin.card(Card.parse(code), size).toImage()


# --- decks that cannot be used ----------------------------------------------------------------
BILLION_LAUGHS = (b'<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">'
                  b'<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">'
                  b'<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>')


def use_bomb(levels: int = 24, fan_out: int = 10) -> str:
    """A few KB whose every level repeats the one below ten times: 10**24 rectangles,
    which the SVG renderer would spend forever laying out."""
    parts = ['<defs><rect id="l0" width="1" height="1"/>']
    for level in range(1, levels + 1):
        parts.append(f'<g id="l{level}">' + f'<use xlink:href="#l{level - 1}"/>' * fan_out
                     + "</g>")
    return "".join(parts) + f'</defs><use xlink:href="#l{levels}"/>'


def use_cycle() -> str:
    return ('<g id="a"><use xlink:href="#b"/></g><g id="b"><use xlink:href="#a"/></g>'
            + '<use xlink:href="#a"/>' * 30)


@pytest.mark.parametrize(("svg", "reason"), [
    (b"<svg xmlns='http://www.w3.org/2000/svg'><g id='back'><rect", "not valid SVG"),
    (b"this is no picture", "not an SVG file"),
    (deck_svg(AISLERIOT, leave_out="heart_queen"), "heart_queen"),
    (BILLION_LAUGHS + deck_svg(AISLERIOT).replace(b"<g id", b"<g class='&c;' id", 1),
     "entities"),
    (deck_svg(AISLERIOT, extra="<script>alert(1)</script>"), "script"),
    (deck_svg(AISLERIOT, extra="<rect onload='alert(1)' width='1' height='1'/>"), "script"),
    (deck_svg(AISLERIOT, extra="<style>@import 'other.css';</style>"), "style sheet"),
    (deck_svg(AISLERIOT, extra=use_bomb()), "repeats its parts too many times"),
    (deck_svg(AISLERIOT, extra=use_cycle()), "repeat themselves"),
    (deck_svg(AISLERIOT, extra='<use xlink:href="#back"/>' * 30 + "<g>"), "not well-formed"),
])
def test_a_broken_or_hostile_deck_is_refused_with_its_reason(qtbot, data, svg, reason):
    key = install_aisleriot(data, "bad", svg)
    info = decks.shelf().info(key)
    assert info is not None
    with pytest.raises(DeckError, match=reason):
        load_deck(info)


def test_a_deck_that_repeats_its_parts_moderately_is_used(qtbot, data):
    key = install_aisleriot(data, "uses", deck_svg(AISLERIOT, extra=use_bomb(3, 30)))
    assert decks.shelf().open(key)[0] is not None   # 27,000 rectangles: fine


def test_a_gzip_bomb_is_never_unpacked_past_the_limit(data, monkeypatch):
    monkeypatch.setattr(deck_files, "MAX_SVG_BYTES", 1 << 20)
    bomb = data / "bomb.svgz"
    bomb.write_bytes(gzip.compress(b"<svg>" + b" " * (8 << 20)))   # 8 MB in about 8 KB
    assert bomb.stat().st_size < 64 * 1024
    with pytest.raises(DeckError, match="unpacks to more than 1 MB"):
        read_svg(bomb)


def test_a_file_too_large_or_a_damaged_gzip_is_refused(data, monkeypatch):
    monkeypatch.setattr(deck_files, "MAX_FILE_BYTES", 1000)
    large = data / "large.svg"
    large.write_bytes(b"<svg>" + b" " * 2000 + b"</svg>")
    with pytest.raises(DeckError, match="larger than"):
        read_svg(large)
    cut = data / "cut.svgz"
    cut.write_bytes(gzip.compress(b"<svg></svg>" * 20)[:-12])
    with pytest.raises(DeckError, match="cut short|damaged"):
        read_svg(cut)


def test_references_outside_the_file_are_blanked_out(data):
    outside = ('<image xlink:href="/etc/passwd" width="1" height="1"/>'
               '<image href="file:///etc/hosts" width="1" height="1"/>'
               '<rect style="fill:url(http://example.com/x)" width="1" height="1"/>'
               '<rect style="fill:URL(\'file:///etc/group\')" width="1" height="1"/>'
               '<rect style="fill:url(#back)" width="1" height="1"/>'
               '<use xlink:href="#back"/>')
    path = data / "refs.svg"
    path.write_bytes(deck_svg(AISLERIOT, extra=outside))
    text = read_svg(path)
    for gone in (b"/etc/passwd", b"/etc/hosts", b"example.com", b"/etc/group"):
        assert gone not in text
    assert b'xlink:href="#back"' in text and b"url(#back)" in text   # inside the file: kept


def test_only_the_last_decks_loaded_are_kept(qtbot, data):
    keys = [install_aisleriot(data, f"d{index}", deck_svg(AISLERIOT))
            for index in range(decks.KEPT_DECKS + 1)]
    shelf = decks.shelf()
    loaded = {key: shelf.open(key)[0] for key in keys[:-1]}
    assert shelf.open(keys[0])[0] is loaded[keys[0]]   # used again: now the most recent
    shelf.open(keys[-1])                               # one too many: the least recent goes
    assert shelf.open(keys[0])[0] is loaded[keys[0]]
    assert shelf.open(keys[2])[0] is loaded[keys[2]]
    again = shelf.open(keys[1])[0]
    assert again is not None and again is not loaded[keys[1]]   # read anew


def test_a_deck_that_fails_is_skipped_with_a_warning_and_left_out_of_the_list(qtbot, data,
                                                                               caplog):
    good = install_aisleriot(data, "good", deck_svg(AISLERIOT))
    bad = install_aisleriot(data, "bad", deck_svg(AISLERIOT, leave_out="back"))
    shelf = decks.shelf()
    assert [key for key, _name in shelf.choices("en")] == [OWN_DECK, bad, good]
    deck, warning = shelf.open(bad)
    assert deck is None and "Bad" in warning
    assert "skipped: it has no back" in caplog.text
    assert [key for key, _name in shelf.choices("en")] == [OWN_DECK, good]
    assert shelf.open("aisleriot/not-installed")[0] is None


# --- the choice, offered, kept, and drawn at the table ------------------------------------------
def test_the_atlas_deck_comes_first_for_a_russian_player(qtbot, data):
    install_aisleriot(data, "atlasnye", deck_svg(AISLERIOT))
    install_aisleriot(data, "anglo", deck_svg(AISLERIOT))
    i18n.install("ru")
    assert [key for key, _ in decks.shelf().choices("ru")][:2] == [ATLAS, OWN_DECK]
    assert decks.shelf().choices("ru")[0][1] == "Атласная колода (GNOME)"
    install_kde(data, "svg-b", deck_svg(KDE), name="B deck")   # Крошка in Russian
    decks.set_shelf(DeckShelf([data]))   # the decks are listed once per shelf
    named = [name for _key, name in decks.shelf().choices("ru")[2:]]
    assert named == sorted(named, key=str.casefold) and named[-1] == "Крошка (KDE)"
    assert decks.shelf().choices("en")[0][0] == OWN_DECK
    assert Preferences().deck == OWN_DECK   # offered first, not chosen for him


def test_the_choice_is_saved_and_read_back(tmp_path):
    store = SettingsStore(tmp_path / "durak.ini")
    store.save(Preferences(deck="kde/svg-oxygen", russian_courts=True))
    again = SettingsStore(tmp_path / "durak.ini").load()
    assert (again.deck, again.russian_courts) == ("kde/svg-oxygen", True)
    assert SettingsStore(tmp_path / "none.ini").load().deck == OWN_DECK
    SettingsStore(tmp_path / "own.ini").save(Preferences())
    own = SettingsStore(tmp_path / "own.ini")
    assert own.load() == Preferences() and own.warning is None


@pytest.mark.parametrize("value", ["../../../etc/passwd", "kde/a/b", "anything"])
def test_a_deck_setting_that_names_no_deck_sets_the_file_aside(tmp_path, value):
    path = tmp_path / "durak.ini"
    path.write_text(f"[table]\ndeck={value}\n", encoding="utf-8")
    store = SettingsStore(path)
    assert store.load() == Preferences() and store.warning


def test_settings_cards_previews_and_keeps_the_chosen_deck(qtbot, data):
    key = install_kde(data, "svg-tiny", deck_svg(KDE))
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = SettingsDialog(parent, Preferences())
    cards = dialog.cards
    assert cards.russian_courts.isEnabled()
    own_preview = cards.preview.pixmap().toImage()
    cards.deck.setCurrentIndex(cards.deck.findData(key))
    assert not cards.russian_courts.isEnabled()   # the letters are the game's own cards'
    preview = cards.preview.pixmap().toImage()
    assert preview != own_preview and not cards.warning.isVisible()
    ratio = preview.devicePixelRatio()
    back = QColor(preview.pixel(round((5 * 60 + 27) * ratio), round(40 * ratio))).name()
    assert back == BACK
    dialog._accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.prefs.deck == key


def test_a_deck_that_cannot_be_used_is_not_kept(qtbot, data):
    bad = install_aisleriot(data, "bad", b"<svg><g id='back'>")
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = SettingsDialog(parent, Preferences())
    dialog.cards.deck.setCurrentIndex(dialog.cards.deck.findData(bad))
    assert dialog.cards.warning.isVisibleTo(dialog) and "Bad" in dialog.cards.warning.text()
    dialog._accept()
    assert dialog.prefs.deck == OWN_DECK


def test_the_table_draws_the_chosen_deck_and_falls_back_with_a_warning(qtbot, data,
                                                                        make_window):
    good = install_kde(data, "svg-tiny", deck_svg(KDE))
    bad = install_aisleriot(data, "bad", deck_svg(AISLERIOT, leave_out="club_6"))
    window = make_window()
    assert window.art.deck is None
    window.apply_prefs(Preferences(deck=good))
    assert window.art.deck is decks.shelf().open(good)[0]
    assert centre(window.art.card(None, QSize(40, 60)).toImage()) == BACK
    window.apply_prefs(Preferences(deck=bad))
    assert window.art.deck is None
    assert "cannot be used" in window.table.status_line()
    assert window.store.load().deck == bad   # kept: the deck may be mended or reinstalled


def test_a_window_opened_with_a_broken_deck_plays_with_the_game_s_own(qtbot, data,
                                                                       make_window, tmp_path):
    bad = install_aisleriot(data, "bad", b"\x1f\x8b not gzip at all")
    SettingsStore(tmp_path / "durak.ini").save(Preferences(deck=bad))
    window = make_window()
    qtbot.waitUntil(lambda: "cannot be used" in window.table.status_line())
    assert window.prefs.deck == bad and window.art.deck is None
    assert not window.art.card(Card.parse("6C"), QSize(40, 60)).isNull()


def card_point(window):
    """Where the topmost card lying face down in the other player's hand is, in the view."""
    seat = window.table.layout.seats[1 - window.session.seat].rect
    items = [i for i in window.table.cards.values() if i.isVisible() and not i.face_up
             and seat.contains(i.scenePos().x(), i.scenePos().y())]
    return window.view.mapFromScene(max(items, key=lambda i: i.zValue()).scenePos())


def painted_cards(monkeypatch) -> list[tuple[str, object]]:
    """The card pixmaps the table's art makes from now on: (card, the deck drawn from)."""
    made: list[tuple[str, object]] = []
    real = ArtCache.pixmap

    def pixmap(art, key, size):
        if key != "table" and (key, size.width(), size.height()) not in art._pixmaps:
            made.append((key, art.deck))
        return real(art, key, size)

    monkeypatch.setattr(ArtCache, "pixmap", pixmap)
    return made


def test_the_first_frame_paints_no_card_then_the_cards_of_the_deck_loaded_meanwhile(
        qtbot, data, make_window, tmp_path, monkeypatch):
    key = install_kde(data, "svg-tiny", deck_svg(KDE))
    SettingsStore(tmp_path / "durak.ini").save(Preferences(deck=key))
    painted: list[tuple[object, bool]] = []

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append((window.art.deck, window.art.held))
            return False

    spy = FirstPaint()
    kept: list[dict] = []
    made = painted_cards(monkeypatch)
    QApplication.instance().installEventFilter(spy)   # before the window is made
    try:
        window = make_window()
        qtbot.waitUntil(lambda: bool(painted))
        # Nothing waited for the deck, and no card of the game's own was painted.
        assert painted[0] == (None, True)
        drawn = window.art.drawn()
        monkeypatch.setattr(window.art, "keep", kept.append)
        qtbot.waitUntil(lambda: window.art.deck is not None)
    finally:
        QApplication.instance().removeEventFilter(spy)
    assert all(deck is not None for _card, deck in made)
    # What the first frame would have drawn was rendered from the deck on the loading thread.
    assert set(kept[0]) == set(drawn) and any(card == "back" for card, _w, _h in drawn)
    back = next(image for (card, _w, _h), image in kept[0].items() if card == "back")
    assert centre(back) == BACK
    assert window.art.deck is decks.shelf().open(key)[0]
    assert window.art.deck.renderer.thread() is QApplication.instance().thread()
    assert not window.art.held
    qtbot.waitUntil(lambda: back_shown(window) == BACK)   # the cards show, the deck's


def test_while_the_deck_loads_the_table_shows_without_its_cards(qtbot, data, make_window,
                                                                tmp_path, monkeypatch):
    key = install_kde(data, "svg-tiny", deck_svg(KDE))
    SettingsStore(tmp_path / "durak.ini").save(Preferences(deck=key))
    monkeypatch.setattr(decks.DeckLoad, "_load", lambda load, info, known: None)   # forever
    monkeypatch.setattr(table_window, "DECK_WAIT_MS", 60_000)
    window = make_window()
    qtbot.waitUntil(lambda: window.art.drawn() != [] and window.table.cards != {})
    point = card_point(window)
    held = window.view.viewport().grab().toImage().pixel(point)
    for item in window.table.cards.values():
        item.hide()
    window.view.viewport().repaint()
    assert window.view.viewport().grab().toImage().pixel(point) == held   # the bare table
    for item in window.table.cards.values():
        item.show()
    window._show_cards()   # as the wait would
    assert window.view.viewport().grab().toImage().pixel(point) != held   # a card now


@pytest.mark.parametrize("deck", ["broken", "missing"])
def test_a_deck_that_fails_to_load_shows_the_cards_with_the_game_s_own(
        qtbot, data, make_window, tmp_path, deck):
    key = (install_aisleriot(data, "bad", b"\x1f\x8b not gzip") if deck == "broken"
           else f"{KDE}/not-installed")
    SettingsStore(tmp_path / "durak.ini").save(Preferences(deck=key))
    window = make_window()
    assert window.art.held
    qtbot.waitUntil(lambda: not window.art.held)
    assert window.art.deck is None and "cannot be used" in window.table.status_line()
    qtbot.waitUntil(lambda: back_shown(window) not in ("", BACK))


def test_a_deck_slow_to_load_shows_the_cards_with_the_game_s_own_meanwhile(
        qtbot, data, make_window, tmp_path, monkeypatch):
    key = install_kde(data, "svg-tiny", deck_svg(KDE))
    SettingsStore(tmp_path / "durak.ini").save(Preferences(deck=key))
    monkeypatch.setattr(decks.DeckLoad, "_load", lambda load, info, known: None)   # forever
    monkeypatch.setattr(table_window, "DECK_WAIT_MS", 1)
    window = make_window()
    qtbot.waitUntil(lambda: not window.art.held)
    assert window.art.deck is None
    qtbot.waitUntil(lambda: back_shown(window) not in ("", BACK))


def test_a_deck_chosen_while_another_loads_shows_the_cards(qtbot, data, make_window,
                                                          tmp_path, monkeypatch):
    key = install_kde(data, "svg-tiny", deck_svg(KDE))
    SettingsStore(tmp_path / "durak.ini").save(Preferences(deck=key))
    monkeypatch.setattr(decks.DeckLoad, "_load", lambda load, info, known: None)   # forever
    monkeypatch.setattr(table_window, "DECK_WAIT_MS", 60_000)
    window = make_window()
    assert window.art.held
    window.apply_prefs(Preferences(deck=OWN_DECK))
    assert not window.art.held and window.art.deck is None


# --- the decks checked before ----------------------------------------------------------------
def counting_checks(monkeypatch) -> list[int]:
    """Count the full checks of deck files from now on."""
    counted: list[int] = []
    real = deck_files.cleaned

    def counting(data: bytes) -> bytes:
        counted.append(len(data))
        return real(data)

    monkeypatch.setattr(deck_files, "cleaned", counting)
    return counted


@pytest.fixture
def settled(monkeypatch):
    """Deck files written by the test count as settled at once."""
    monkeypatch.setattr(deck_files, "SETTLED_NS", -10**12)


def shelf_with_checks(data: pathlib.Path, cache: pathlib.Path) -> DeckShelf:
    """The shelf a new start of the app has: its checked decks read from ``cache``."""
    shelf = DeckShelf([data], CheckedDecks(cache / CHECKED_DECKS))
    decks.set_shelf(shelf)
    return shelf


def test_a_deck_found_clean_is_not_checked_again_until_its_file_changes(
        qtbot, data, tmp_path, monkeypatch, settled):
    key = install_aisleriot(data, "tiny", deck_svg(AISLERIOT))
    checks = counting_checks(monkeypatch)
    cache = tmp_path / "cache"
    assert shelf_with_checks(data, cache).open(key)[0] is not None
    assert len(checks) == 1 and (cache / CHECKED_DECKS).is_file()
    assert shelf_with_checks(data, cache).open(key)[0] is not None   # the next start
    assert len(checks) == 1
    file = data / "aisleriot" / "cards" / "tiny.svgz"
    os.utime(file, ns=(file.stat().st_atime_ns, file.stat().st_mtime_ns - 10**9))
    assert shelf_with_checks(data, cache).open(key)[0] is not None   # touched: checked
    assert len(checks) == 2
    # Another content: the file's stamp changed, so it is checked again (and refused).
    hostile = deck_svg(AISLERIOT).replace(b"<g id=\"back\">", b"<g id=\"back\"><script/>")
    file.write_bytes(gzip.compress(hostile))
    deck, warning = shelf_with_checks(data, cache).open(key)
    assert deck is None and "cannot be used" in warning
    assert len(checks) == 3


def test_a_deck_file_changed_a_moment_ago_is_checked_at_every_start(qtbot, data, tmp_path,
                                                                     monkeypatch):
    key = install_aisleriot(data, "tiny", deck_svg(AISLERIOT))
    checks = counting_checks(monkeypatch)
    for _start in range(2):   # its stamp may not show a change made within the same tick
        assert shelf_with_checks(data, tmp_path / "cache").open(key)[0] is not None
    assert len(checks) == 2


def test_a_corrupt_record_of_checked_decks_is_set_aside_and_every_deck_checked(
        qtbot, data, tmp_path, monkeypatch, caplog, settled):
    key = install_aisleriot(data, "tiny", deck_svg(AISLERIOT))
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / CHECKED_DECKS).write_bytes(b'{"checks": 1, "clean": {"x": ["not a stamp"]')
    checks = counting_checks(monkeypatch)
    assert shelf_with_checks(data, cache).open(key)[0] is not None
    assert len(checks) == 1
    assert [p.name for p in cache.glob(f"{CHECKED_DECKS}.corrupt-*")]
    assert "unreadable" in caplog.text
    assert shelf_with_checks(data, cache).open(key)[0] is not None   # written anew
    assert len(checks) == 1


def test_a_record_of_other_checks_or_a_deck_with_references_blanked_is_checked_again(
        qtbot, data, tmp_path, monkeypatch, settled):
    key = install_aisleriot(data, "tiny", deck_svg(AISLERIOT))
    refs = install_aisleriot(data, "refs", deck_svg(
        AISLERIOT, extra='<image xlink:href="/etc/passwd" width="1" height="1"/>'))
    cache = tmp_path / "cache"
    checks = counting_checks(monkeypatch)
    for _start in range(2):
        assert shelf_with_checks(data, cache).open(refs)[0] is not None
    assert len(checks) == 2   # what is blanked out is blanked at every start
    shelf_with_checks(data, cache).open(key)
    monkeypatch.setattr(checked_decks, "CHECKS", "0/older checks")
    shelf_with_checks(data, cache).open(key)
    assert len(checks) == 4


def test_a_replay_is_shown_with_the_player_s_cards(qtbot, data, tmp_path):
    from durak.engine import Game, Record, Rules
    from durak.ui.replay_window import replay_window

    key = install_aisleriot(data, "tiny", deck_svg(AISLERIOT))
    game = Game.new(Rules(), 2, seed=4)
    game.apply(game.legal_actions()[0])
    store = SettingsStore(tmp_path / "durak.ini")
    store.save(Preferences(deck=key))
    window = replay_window(Record.of(game), store)
    qtbot.addWidget(window)
    assert window.art.deck is decks.shelf().open(key)[0]
    store.save(Preferences(russian_courts=True))
    own = replay_window(Record.of(game), store)
    qtbot.addWidget(own)
    assert own.art.deck is None and own.art.russian_courts



def back_shown(window) -> str:
    """The colour in the middle of the topmost card of the other player's hand, as the
    window shows it now."""
    seat = window.table.layout.seats[1 - window.session.seat].rect
    items = [i for i in window.table.cards.values() if i.isVisible() and not i.face_up
             and seat.contains(i.scenePos().x(), i.scenePos().y())]
    if not items:   # still dealt
        return ""
    item = max(items, key=lambda i: i.zValue())
    point = window.view.mapFromScene(item.scenePos())
    return QColor(window.view.viewport().grab().toImage().pixel(point)).name()


def test_an_open_online_table_is_redrawn_with_the_deck_chosen(qtbot, data, make_window,
                                                              server):
    from durak.ui.online.dialog import OnlineChoice
    from durak.ui.online.window import OnlineGame
    from durak.ui.sessions.remote import Request

    good = install_kde(data, "svg-tiny", deck_svg(KDE))
    main = make_window()
    main.session.set_paused(True)
    choice = OnlineChoice(server.url, Request("create", {
        "name": "Anna", "seats": ["human", "original"]}), player="Anna")
    game = main.online = OnlineGame(main, choice, main.session_prefs(), keeper=main.remember)
    try:
        qtbot.waitUntil(lambda: game.session.room is not None, timeout=10_000)
        game.session.start()
        qtbot.waitUntil(lambda: game.window is not None and game.window.isVisible(),
                        timeout=10_000)
        online = game.window
        assert online is not None and online.art.deck is None
        qtbot.waitUntil(lambda: back_shown(online) not in ("", BACK))   # the game's own
        main.apply_prefs(Preferences(deck=good))
        assert online.art.deck is decks.shelf().open(good)[0]
        qtbot.waitUntil(lambda: back_shown(online) == BACK)   # redrawn at once
        main.apply_prefs(Preferences(russian_courts=True))
        assert online.art.deck is None and online.art.russian_courts
        assert back_shown(online) != BACK
        assert game.prefs.russian_courts   # and a table opened again later
    finally:
        game.close()
