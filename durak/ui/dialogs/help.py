"""Rules and controls, and about the game."""

from __future__ import annotations

from PyQt6.QtWidgets import (
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from durak import __version__
from durak.engine import Rules

from ..kit.i18n import N_, tr
from ..kit.screen_fit import FittedDialog
from ..words.variants import (
    table_settings,
    variants_in_force,
)
from .common import BUTTON_STYLE

HELP = N_("""
<h3>The game</h3>
<p>Everyone gets six cards; the card under the stack sets the trump suit. The offender
(<span style="background-color:#3fbf4f; color:#000000">&nbsp;green&nbsp;</span>)
attacks the player on his left, the defender
(<span style="background-color:#e0453a; color:#000000">&nbsp;red&nbsp;</span>); the co-offender
(<span style="background-color:#f0c93a; color:#000000">&nbsp;yellow&nbsp;</span>) may join in.</p>
<p>The defender covers each attack card with a higher card of its suit, or with a trump.
Attackers may add cards of any rank already on the table, never more than the defender
can cover. With forwarding on, the defender may instead lay a card of the attacked rank
beside the attack, passing it on to the next player, as long as nothing is covered yet
and nobody but the offender has added a card.</p>
<p>When all is covered and nobody adds within the countdown, the cards are discarded and
the defender leads next. A defender who cannot or will not cover takes all the cards.
Everyone refills to six, the offender first, the defender last. Once the stack is empty,
players without cards are out: the first out wins, the last one holding cards is the
<b>durak</b>.</p>
<h3>Mouse and touch</h3>
<ul><li>Drag a card onto an attack card to cover it, onto the table to attack or add,
beside the attack to forward. As defender, drag your cover back to your hand, or onto
another attack card.</li>
<li>Click (tap) selects a card, or several; double click (double tap) plays it where it
fits: as defender it forwards when it may, else it covers the highest card it beats; as
attacker it leads or adds. A card's tooltip says what a double click on it will do.
Double click a card with others selected, or drag one of several selected cards, to play
them all: a pair is led or forwarded together.</li>
<li>With the trump exchange on: drag your lowest trump onto the face-up trump card, or
double click (double tap) that card, to swap them before you lead.</li>
<li>With redeals on: while your hand allows one, the "Take cards" / "End attack" button
reads "Redeal".</li>
<li>With forwarding by showing a trump on: while you may show the trump of the attacked
rank, a button "Show ... to pass it on (T)" appears; the card stays in your hand.</li>
<li>With the change of direction: while you may forward to the right, the button
"Forward: to the left (F)" appears; click (tap) it to send your next forward to the
right, then drop beside the attack, double click or press UP.</li>
<li>With cheating: a card dropped where it breaks a rule (a cover that does not beat, an
added card of a rank not on the table) is played as a cheat. To catch a cheat, click
(tap) the suspect card on the table, then "Catch!", or double click (double tap) it; a
wrong catch bars you from catching until the round ends.</li></ul>
<h3>Keyboard</h3>
<table>
<tr><td>LEFT / RIGHT</td><td>select the previous / next card</td></tr>
<tr><td>SHIFT+LEFT / RIGHT</td><td>extend the selection</td></tr>
<tr><td>Ctrl+LEFT / RIGHT</td><td>move the cursor, leaving the selection as it is</td></tr>
<tr><td>Ctrl+SPACE</td><td>select or unselect the card under the cursor</td></tr>
<tr><td>UP</td><td>play the selected card(s); any that cannot be played stay in your
hand, and the status line says why</td></tr>
<tr><td>DOWN</td><td>unselect; else take back your covers, then take all;
as attacker: end the attack</td></tr>
<tr><td>Ctrl+A</td><td>select all cards</td></tr>
<tr><td>O</td><td>sort your cards by rank (pairs side by side) or by suit</td></tr>
<tr><td>S</td><td>sound effects off / on</td></tr>
<tr><td>L</td><td>show / hide the move log</td></tr>
<tr><td>H</td><td>hint: the move the Hard bot would make in your place, on your
cards and the table (also the Hint button, or a long press on touch); online only where
the room allows hints</td></tr>
<tr><td>X</td><td>exchange your lowest trump for the face-up trump card (trump
exchange)</td></tr>
<tr><td>R</td><td>ask for a redeal (after the deal, with five cards of one suit)</td></tr>
<tr><td>T</td><td>forward by showing the trump of the attacked rank (it stays in your
hand)</td></tr>
<tr><td>F</td><td>change of direction: your next forward goes to the right (again:
to the left)</td></tr>
<tr><td>K</td><td>cheating: suspect the card laid last (SHIFT+K: the one before), K again
catches the suspect card</td></tr>
<tr><td>D</td><td>show / hide the cards seen (discarded, and known in other hands)</td></tr>
<tr><td>SPACE</td><td>pause / continue</td></tr>
<tr><td>M</td><td>menu</td></tr>
<tr><td>Ctrl+N</td><td>new game</td></tr>
<tr><td>Ctrl+Z</td><td>take back your last move and the bots' answers (against bots)</td></tr>
<tr><td>K</td><td>chat (online): type a line, Enter sends it, Escape goes back to the
table</td></tr>
<tr><td>F11 / Escape</td><td>toggle / leave fullscreen</td></tr>
<tr><td>Tab / Shift+Tab</td><td>move between the buttons; Enter or SPACE presses the
one with the ring; Escape goes back to the table</td></tr>
</table>
""")


# How the weli is played at the table (shown with the variants when it is on).
WELI_HELP = N_("Playing the weli 6♦ (by a drop, a double click or tap, or UP): when it "
               "may count as more than one suit, four suit buttons appear on the table; "
               "click (tap) one, or press 1-4 (♠ ♥ ♦ ♣), S, H, D or C, or choose with LEFT "
               "/ RIGHT and press Enter; Escape (or Cancel) plays nothing. When only one "
               "suit fits, it is named for you and the status line says which. On the "
               "table the 6♦ wears its suit in its top right corner.")


def help_html(rules: Rules | None = None) -> str:
    """The rules and controls, with the settings in which ``rules`` differ from the original
    game and the variants they switch on, if any."""
    html = tr(HELP)
    settings = table_settings(rules) if rules is not None else []
    active = variants_in_force(rules) if rules is not None else []
    section = ""
    if settings:
        items = "".join(f"<li>{line}</li>" for line in settings)
        section += f"<h3>{tr('Rules of this table')}</h3><ul>{items}</ul>"
    if active:
        items = "".join(f"<li><b>{name}</b>: {text}</li>" for name, text in active)
        section += f"<h3>{tr('Variants in this game')}</h3><ul>{items}</ul>"
    if rules is not None and rules.weli:
        section += f"<p>{tr(WELI_HELP)}</p>"
    if section:
        # After the rules of the game, before the controls.
        at = html.find("<h3>", html.find("<h3>") + 1)
        html = html + section if at < 0 else html[:at] + section + html[at:]
    return html


class HelpDialog(FittedDialog):
    def __init__(self, parent: QWidget, rules: Rules | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Rules and controls"))
        self.setStyleSheet(BUTTON_STYLE)
        self.resize(560, 620)
        layout = QVBoxLayout(self)
        text = QTextBrowser()
        # Room between a key and what it does (SHIFT+LEFT / RIGHT ran into its text).
        document = text.document()
        if document is not None:
            document.setDefaultStyleSheet("td { padding: 2px 14px 2px 0; }")
        text.setHtml(help_html(rules))
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


ABOUT = N_("<h3>Durak {version}</h3><p>The Russian card game, for the desktop.</p>"
           "<p>A rewrite of the PyQt4 game by Philipp Niedermayer (eltos/durak), "
           "Apache License 2.0.</p>")


def about_text() -> str:
    return tr(ABOUT).format(version=__version__)
