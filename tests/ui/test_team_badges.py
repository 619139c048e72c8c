"""Partners at a glance: a team badge on each seat's frame, drawn in every theme so it
stands out from the table by at least 3:1 and is never mistaken for a role colour."""

from __future__ import annotations

import pytest
from PyQt6.QtCore import QRectF
from PyQt6.QtGui import QColor, QImage, QPainter

from durak.ui.kit.theme import available_themes, load_theme
from durak.ui.store.settings import Preferences
from durak.ui.table.items import TEAM_COLORS, TEAM_LETTER

from .conftest import settle
from .test_roles import HEX, contrast
from .test_teams_table import team_window


def badge_colours(window, seat: int) -> set[int]:
    """The colours drawn inside a seat's team badge, as the table renders them."""
    item = window.table.seats[seat]
    rect = item.mapRectToScene(item.badge_rect())
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_RGB32)
    painter = QPainter(image)
    window.table.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return {image.pixel(x, y) & 0xFFFFFF | 0xFF000000
            for x in range(image.width()) for y in range(image.height())}


def badge_fill(window, seat: int) -> int:
    """The colour of a seat's badge disc below its letter, as the table renders it."""
    item = window.table.seats[seat]
    rect = item.mapRectToScene(item.badge_rect())
    spot = QRectF(rect.center().x() - 1, rect.center().y() + 7, 2, 1)
    image = QImage(2, 1, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    window.table.render(painter, QRectF(image.rect()), spot)
    painter.end()
    return image.pixel(0, 0) | 0xFF000000


def test_partners_wear_one_badge_and_opponents_another(qtbot, make_window, tmp_path):
    window = team_window(make_window, tmp_path, seed=5)
    settle(qtbot, window)   # no card on its way across a badge
    seats = window.table.seats[:4]
    assert [seat.team for seat in seats] == [0, 1, 0, 1]
    fills = [badge_fill(window, seat) for seat in range(4)]
    assert fills == [TEAM_COLORS[team].rgb() for team in (0, 1, 0, 1)]


def test_no_badges_without_teams(qtbot, make_window):
    window = make_window(players=4)
    assert all(seat.team is None for seat in window.table.seats)
    assert TEAM_COLORS[0].rgb() not in badge_colours(window, 0)


@pytest.mark.parametrize("key", sorted(available_themes()))
def test_badges_stand_out_in_every_theme(key, qtbot, make_window, tmp_path):
    theme = load_theme(key)
    table = {QColor(c).name() for c in HEX.findall(theme.table.read_text(encoding="utf-8"))}
    for colour in table:   # the ring, in the theme's text colour, meets every table colour
        ratio = contrast(theme.text, QColor(colour))
        assert ratio >= 3.0, f"{key}: badge ring on {colour}: {ratio:.2f}"
    for fill in TEAM_COLORS:
        assert contrast(fill, TEAM_LETTER) >= 4.5          # the letter reads as text
        assert contrast(fill, theme.text) >= 1.5 or fill.hslSaturation() < 40
        for role in theme.roles.values():                  # not a role's green/yellow/red
            if fill.hslSaturation() >= 40:
                gap = abs(fill.hslHue() - role.hslHue()) % 360
                assert min(gap, 360 - gap) >= 60, f"{key}: {fill.name()} near {role.name()}"
    window = team_window(make_window, tmp_path, seed=5)
    window.apply_prefs(Preferences(players=4, rules=window.session.rules, theme=key))
    settle(qtbot, window)
    assert theme.text.rgb() in badge_colours(window, 1)


def test_your_badge_leaves_the_rank_of_your_leftmost_card_clear(qtbot, make_window, tmp_path):
    window = team_window(make_window, tmp_path, seed=5)
    window.resize(800, 600)   # the hand fills its frame
    qtbot.waitUntil(lambda: window.table.width_units < 800)
    settle(qtbot, window)
    table = window.table
    seat = table.seats[0]
    badge = seat.mapRectToScene(seat.badge_rect())
    leftmost = min((table.cards[c] for c in window.session.view().hand),
                   key=lambda item: item.scenePos().x())
    card = leftmost.scene_card_rect()
    index = QRectF(card.left(), card.top(), card.width() * 0.4, card.height() * 0.4)
    assert card.intersects(badge)          # still on your frame, by your cards
    assert not index.intersects(badge)     # but not over the rank in their corner
