"""The engine's reasons for refusing a move, said to the player who tried it.

The engine names seats "P0", "P1"... ("P0 may ask for a redeal only with five cards of one
suit"). The table names them as its seats do: the player who tried the move is spoken to
("You may ask for a redeal only...") and every other seat is called by its name
("it is Player 2's turn to add: ...").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PyQt6.QtCore import QCoreApplication

from durak.engine import IllegalAction

from ..kit.i18n import ENGINE_CONTEXT, N_, tr

# The engine's reasons whose subject is the player who tried the move, said to him.
YOU_FORMS: dict[str, str] = {
    "P{player} is out of the game": N_("You are out of the game"),
    "P{player} does not hold {cards}": N_("You do not hold {cards}"),
    "P{player} is the defender: he covers, forwards or takes, but cannot attack":
        N_("You are the defender: you cover, forward or take, but cannot attack"),
    "P{player} may not add cards against his partner P{defender}":
        N_("You may not add cards against your partner {defender}"),
    "P{player} may not add cards: only the offender and the co-offender may":
        N_("You may not add cards: only the offender and the co-offender may"),
    "P{player} may not add cards: only the attackers may":
        N_("You may not add cards: only the attackers may"),
    "P{player} said done: he may add again once the table changes":
        N_("You said done: you may add again once the table changes"),
    "P{player} has given up and takes the cards": N_("You have given up and take the cards"),
    "{card} is not one of P{player}'s defence cards on the table":
        N_("{card} is not one of your defence cards on the table"),
    "P{player} is already taking the cards": N_("You are already taking the cards"),
    "P{player} is not attacking this round": N_("You are not attacking this round"),
    "P{player} has already said done": N_("You have already said done"),
    "P{player} has no cards left": N_("You have no cards left"),
    "P{player} has already forwarded by showing a trump in this game":
        N_("You have already forwarded by showing a trump in this game"),
    "P{player} has already forwarded by showing a trump this round":
        N_("You have already forwarded by showing a trump this round"),
    "P{player} may ask for a redeal only with five cards of one suit or six of one colour":
        N_("You may ask for a redeal only with five cards of one suit or six of one colour"),
    "P{player} may ask for a redeal only with five cards of one suit":
        N_("You may ask for a redeal only with five cards of one suit"),
    "P{player} has passed for the rest of this bout":
        N_("You have passed for the rest of this bout"),
    "P{player} named a card that broke no rule: he may not catch again this round":
        N_("You named a card that broke no rule: you may not catch again this round"),
    "P{player} laid {card} himself": N_("You laid {card} yourself"),
    "{card} broke no rule: P{player} may not catch again this round":
        N_("{card} broke no rule: you may not catch again this round"),
}

_SEAT = re.compile(r"P\{(\w+)\}")


def said_to(error: IllegalAction, me: int, name: Callable[[int], str]) -> str:
    """``error``'s reason in the current language, said to seat ``me``, the other seats
    called ``name(seat)``."""
    params: dict[str, object] = dict(error.params)    # the engine's values, as text
    yours = YOU_FORMS.get(error.template)
    if yours is not None and params.get("player") == str(me):
        template = tr(yours)
    else:
        template = QCoreApplication.translate(ENGINE_CONTEXT, error.template)
    for key in _SEAT.findall(template):
        seat = str(params.get(key, ""))
        if seat.isdigit():
            params[key] = name(int(seat))
    template = _SEAT.sub(r"{\1}", template)
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return str(error)
