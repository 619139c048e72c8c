"""Generate the game's art as SVG: card faces, backs, table backgrounds and the app icon.

Run: python scripts/make_assets.py   (writes durak/assets/; the output is committed)

The icon is also rendered to PNG in the sizes desktops look up (``ICON_SIZES``), with Qt's
SVG renderer, for the menu entry that ``durak --install-desktop`` writes.

Everything is drawn from paths defined here: ranks in a condensed stroke lettering,
suits as filled shapes, so the cards need no font and stay crisp at any size.
Wood grain is seeded, so the output is the same on every run.
"""

from __future__ import annotations

import json
import pathlib
import random

OUT = pathlib.Path(__file__).resolve().parents[1] / "durak" / "assets"

CARD_W, CARD_H = 200, 300
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)
RED, BLACK = "#c0262d", "#1b1b1f"

# Rank glyphs, stroked, in a 10 x 16 box (y down).
GLYPHS = {
    "A": "M0,16 L5,0 L10,16 M1.9,10.4 L8.1,10.4",
    "K": "M1,0 L1,16 M9.5,0 L1,9.2 M4,5.8 L9.5,16",
    "Q": "M5,0 C0.6,0 0,4 0,8 C0,12 0.6,16 5,16 C9.4,16 10,12 10,8 C10,4 9.4,0 5,0 Z "
         "M6,11.2 L10,16.6",
    "J": "M3,0 L9,0 M7,0 L7,12 C7,15 5.6,16 4,16 C2,16 1,14.6 1,12.6",
    "0": "M5,0 C0.6,0 0,4 0,8 C0,12 0.6,16 5,16 C9.4,16 10,12 10,8 C10,4 9.4,0 5,0 Z",
    "1": "M1.5,3.5 L6,0 L6,16",
    "2": "M0.6,4 C0.6,1.5 2.6,0 5,0 C7.6,0 9.4,1.6 9.4,4.1 C9.4,7.2 6,9.6 0.4,16 L9.8,16",
    "3": "M0.6,2 C1.6,0.6 3.1,0 5,0 C7.6,0 9.4,1.6 9.4,4 C9.4,6.5 7.4,7.7 4.4,7.7 "
         "C8,7.7 10,9.5 10,12 C10,14.5 7.8,16 5,16 C3,16 1,15.3 0,13.6",
    "4": "M7.2,16 L7.2,0 L0,11 L10,11",
    "5": "M9,0 L1.6,0 L0.9,7.2 C2.1,6.5 3.5,6 5,6 C8,6 10,8 10,11 C10,14 8,16 5,16 "
         "C3,16 1.2,15.2 0,13.6",
    "6": "M8.6,1.2 C7.6,0.4 6.3,0 5,0 C1.5,0 0,3.6 0,8.5 C0,13.5 2,16 5,16 C8,16 10,14 10,11 "
         "C10,8 8,6.2 5,6.2 C2.5,6.2 0.5,7.8 0,10",
    "7": "M0,0 L10,0 L3.6,16",
    "8": "M5,7.6 C2.3,7.6 0.8,6 0.8,3.8 C0.8,1.5 2.6,0 5,0 C7.4,0 9.2,1.5 9.2,3.8 "
         "C9.2,6 7.7,7.6 5,7.6 C2,7.6 0,9.3 0,11.8 C0,14.3 2.2,16 5,16 C7.8,16 10,14.3 10,11.8 "
         "C10,9.3 8,7.6 5,7.6 Z",
    # Cyrillic court letters (Russian decks: В валет, Д дама, К король, Т туз).
    "В": "M1,0 L1,16 M1,0 L5.4,0 C7.8,0 9.2,1.5 9.2,3.8 C9.2,6.1 7.8,7.6 5.4,7.6 L1,7.6 "
         "M5.4,7.6 C8.2,7.6 10,9.3 10,11.8 C10,14.3 8.2,16 5.4,16 L1,16",
    "Д": "M2.6,0 L9,0 L9,13 M2.6,0 C2.6,6 2,10.5 0.4,13 M0,13 L10,13 M0,13 L0,16.6 "
         "M10,13 L10,16.6",
    "К": "M1,0 L1,16 M9.5,0 L1,9.2 M4,5.8 L9.5,16",
    "Т": "M0,0 L10,0 M5,0 L5,16",
    "9": "M1.4,14.8 C2.4,15.6 3.7,16 5,16 C8.5,16 10,12.4 10,7.5 C10,2.5 8,0 5,0 C2,0 0,2 0,5 "
         "C0,8 2,9.8 5,9.8 C7.5,9.8 9.5,8.2 10,6",
}

# Suit shapes, filled, in a 100 x 100 box.
SUITS = {
    "H": "M50,94 C22,70 0,52 0,29 C0,12 12,0 27,0 C38,0 46,7 50,17 C54,7 62,0 73,0 "
         "C88,0 100,12 100,29 C100,52 78,70 50,94 Z",
    "D": "M50,0 Q66,26 88,50 Q66,74 50,100 Q34,74 12,50 Q34,26 50,0 Z",
    "S": "M50,0 C36,22 0,38 0,62 C0,76 11,86 25,86 C35,86 43,81 47,74 C46,85 42,93 33,100 "
         "L67,100 C58,93 54,85 53,74 C57,81 65,86 75,86 C89,86 100,76 100,62 C100,38 64,22 50,0 Z",
    "C": "M50,4 A22,22 0 1 1 49.9,4 Z M26,40 A22,22 0 1 1 25.9,40 Z M74,40 A22,22 0 1 1 73.9,40 Z "
         "M36,42 L64,42 L64,70 L36,70 Z "
         "M45,62 C45,80 41,92 32,100 L68,100 C59,92 55,80 55,62 Z",
}
RANKS = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "10",
         11: "J", 12: "Q", 13: "K", 14: "A"}
CODES = {10: "T", 11: "J", 12: "Q", 13: "K", 14: "A"}
# The court cards as Russian decks print them (the option "Russian court letters").
RUSSIAN_RANKS = {11: "В", 12: "Д", 13: "К", 14: "Т"}


def rank_glyphs(text: str, x: float, y: float, height: float, width_scale: float,
                stroke: float, color: str) -> str:
    """Stroked rank text centred on ``x``, top at ``y``."""
    scale = height / 16
    advance = (10 + 3.2) * scale * width_scale
    total = advance * len(text) - 3.2 * scale * width_scale
    left = x - total / 2
    parts = []
    for i, char in enumerate(text):
        gx = left + i * advance
        parts.append(
            f'<path transform="translate({gx:.2f},{y:.2f}) scale({scale * width_scale:.4f},'
            f'{scale:.4f})" d="{GLYPHS[char]}" fill="none" stroke="{color}" '
            f'stroke-width="{stroke / scale:.3f}" stroke-linecap="round" '
            f'stroke-linejoin="round" vector-effect="none"/>')
    return "".join(parts)


def suit_shape(suit: str, cx: float, top: float, size: float, color: str) -> str:
    scale = size / 100
    return (f'<path transform="translate({cx - size / 2:.2f},{top:.2f}) scale({scale:.4f})" '
            f'd="{SUITS[suit]}" fill="{color}"/>')


def face_svg(rank: int, suit: str, ranks: dict[int, str] = RANKS) -> str:
    color = RED if suit in "HD" else BLACK
    text = ranks[rank]
    wide = len(text) == 2
    big_width = 0.62 if wide else 0.95
    index_width = 0.5 if wide else 0.8
    index = (rank_glyphs(text, 24, 14, 30, index_width, 3.6, color)
             + suit_shape(suit, 24, 52, 24, color))
    corner = (f'<g transform="rotate(180 {CARD_W / 2} {CARD_H / 2})">{index}</g>')
    body = (rank_glyphs(text, CARD_W / 2 + 6, 40, 112, big_width, 11, color)
            + suit_shape(suit, CARD_W / 2 + 6, 172, 96, color))
    return svg_document(
        f'<rect x="2" y="2" width="{CARD_W - 4}" height="{CARD_H - 4}" rx="14" '
        f'fill="#fffdf6" stroke="#6d6a63" stroke-width="3"/>{index}{corner}{body}')


def clip_line(x0: float, y0: float, x1: float, y1: float,
              box: tuple[float, float, float, float]) -> tuple[float, ...] | None:
    """The part of a segment inside ``box`` (Liang-Barsky); QtSvg has no clip paths."""
    left, top, right, bottom = box
    dx, dy = x1 - x0, y1 - y0
    low, high = 0.0, 1.0
    for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
    if low >= high:
        return None
    return (x0 + low * dx, y0 + low * dy, x0 + high * dx, y0 + high * dy)


def back_svg(base: str, line: str, border: str) -> str:
    box = (14, 14, CARD_W - 14, CARD_H - 14)
    lines = []
    for i in range(-CARD_H, CARD_W + CARD_H, 14):
        for segment in ((i, 0, i + CARD_H, CARD_H), (i, CARD_H, i + CARD_H, 0)):
            part = clip_line(*segment, box)
            if part:
                lines.append("M{:.1f},{:.1f} L{:.1f},{:.1f}".format(*part))
    return svg_document(
        f'<rect x="2" y="2" width="{CARD_W - 4}" height="{CARD_H - 4}" rx="14" fill="{border}" '
        'stroke="#55524c" stroke-width="3"/>'
        f'<rect x="14" y="14" width="172" height="272" rx="8" fill="{base}"/>'
        f'<path d="{" ".join(lines)}" stroke="{line}" stroke-opacity="0.55" stroke-width="4"/>'
        f'<rect x="14" y="14" width="172" height="272" rx="8" fill="none" stroke="{line}" '
        'stroke-width="3"/>')


def svg_document(body: str, width: int = CARD_W, height: int = CARD_H) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}">{body}</svg>\n')


def felt_svg() -> str:
    return svg_document(
        '<defs><radialGradient id="felt" cx="50%" cy="45%" r="75%">'
        '<stop offset="0" stop-color="#2f8a4c"/><stop offset="0.7" stop-color="#1f6b39"/>'
        '<stop offset="1" stop-color="#144a27"/></radialGradient></defs>'
        '<rect width="1600" height="900" fill="url(#felt)"/>', 1600, 900)


def wood_svg() -> str:
    rng = random.Random(7)
    parts = ['<rect width="1600" height="900" fill="#5a3519"/>']
    y = 0
    while y < 900:
        height = rng.choice([68, 74, 80])
        x = -rng.randrange(0, 400)
        while x < 1600:
            length = rng.randrange(380, 760)
            shade = rng.choice(["#6b4020", "#744624", "#62391b", "#7c4d28", "#5e3719"])
            parts.append(f'<rect x="{x}" y="{y}" width="{length}" height="{height}" '
                         f'fill="{shade}" stroke="#3b2210" stroke-width="2"/>')
            for _ in range(rng.randrange(2, 5)):
                gy = y + rng.uniform(6, height - 6)
                bend = rng.uniform(-5, 5)
                parts.append(
                    f'<path d="M{x + 4},{gy:.1f} Q{x + length / 2:.1f},{gy + bend:.1f} '
                    f'{x + length - 4},{gy + rng.uniform(-2, 2):.1f}" stroke="#4a2b13" '
                    f'stroke-opacity="{rng.uniform(0.25, 0.5):.2f}" stroke-width="'
                    f'{rng.uniform(1, 2.5):.1f}" fill="none"/>')
            x += length
        y += height
    return svg_document("".join(parts), 1600, 900)


def icon_svg() -> str:
    back = ('<g transform="translate(34,30) rotate(-14 60 90)">'
            '<rect width="120" height="176" rx="12" fill="#2c55b8" stroke="#ffffff" '
            'stroke-width="8"/></g>')
    front = ('<g transform="translate(100,58) rotate(10 60 90)">'
             '<rect width="120" height="176" rx="12" fill="#fffdf6" stroke="#6d6a63" '
             'stroke-width="4"/>'
             + rank_glyphs("A", 60, 22, 60, 0.9, 8, RED)
             + suit_shape("H", 60, 96, 58, RED) + "</g>")
    return svg_document(back + front, 256, 256)


THEMES = {
    "classic": {"name": "Classic", "table": "felt.svg", "back": ("#a8232b", "#f4b9bd", "#ffffff"),
                "text": "#ffffff", "panel": "#0f3d20", "button": "#e9e4d4",
                "button_text": "#1b1b1f", "highlight": "#ffd54a",
                "roles": {"offender": "#c2ffb5", "co_offender": "#fff08a", "defender": "#ffd4cc"}},
    "wood": {"name": "Dark wood", "table": "wood.svg", "back": ("#2c55b8", "#9fc0ff", "#ffffff"),
             "text": "#f7ecd8", "panel": "#2a170a", "button": "#8a5a2f",
             "button_text": "#fff6e6", "highlight": "#ffcf5a",
             "roles": {"offender": "#5ee06a", "co_offender": "#ffd84a", "defender": "#ff8a7a"}},
    "contrast": {"name": "High contrast", "table": "contrast.svg",
                 "back": ("#000000", "#ffd400", "#ffffff"), "text": "#ffffff",
                 "panel": "#000000", "button": "#ffd400", "button_text": "#000000",
                 "highlight": "#00e5ff",
                 "roles": {"offender": "#33ff77", "co_offender": "#ffe600", "defender": "#ff5c5c"}},
}
# Role colours are light enough for 3:1 against every colour of their table (WCAG 1.4.11):
# tests/ui/test_roles.py checks it.


def main() -> None:
    faces = OUT / "cards"
    faces.mkdir(parents=True, exist_ok=True)
    for rank in range(2, 15):
        for suit in "SHDC":
            code = CODES.get(rank, str(rank)) + suit
            (faces / f"{code}.svg").write_text(face_svg(rank, suit), encoding="utf-8")
    russian = OUT / "cards_ru"   # the court cards only: the others are the same
    russian.mkdir(exist_ok=True)
    for rank in RUSSIAN_RANKS:
        for suit in "SHDC":
            (russian / f"{CODES[rank]}{suit}.svg").write_text(
                face_svg(rank, suit, {**RANKS, **RUSSIAN_RANKS}), encoding="utf-8")
    (OUT / "tables").mkdir(exist_ok=True)
    (OUT / "tables" / "felt.svg").write_text(felt_svg(), encoding="utf-8")
    (OUT / "tables" / "wood.svg").write_text(wood_svg(), encoding="utf-8")
    (OUT / "tables" / "contrast.svg").write_text(
        svg_document('<rect width="1600" height="900" fill="#000000"/>', 1600, 900),
        encoding="utf-8")
    for key, theme in THEMES.items():
        folder = OUT / "themes" / key
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "back.svg").write_text(back_svg(*theme["back"]), encoding="utf-8")
        meta = {k: v for k, v in theme.items() if k != "back"}
        (folder / "theme.json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    (OUT / "icons").mkdir(exist_ok=True)
    (OUT / "icons" / "durak.svg").write_text(icon_svg(), encoding="utf-8")
    render_icon_pngs(OUT / "icons" / "durak.svg")
    print(f"wrote card art to {OUT}")


def render_icon_pngs(svg: pathlib.Path) -> None:
    """Render the icon as ``durak-<size>.png`` beside ``svg``, one per size in ICON_SIZES."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PyQt6.QtCore import Qt
    from PyQt6.QtGui import QGuiApplication, QImage, QPainter
    from PyQt6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        if not image.save(str(svg.with_name(f"durak-{size}.png")), "PNG"):
            raise OSError(f"could not write the {size} px icon next to {svg}")


if __name__ == "__main__":
    main()
