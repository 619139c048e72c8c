"""What the table calls the seats: the human "You", the others by number."""

from __future__ import annotations

from collections.abc import Callable

from ..kit.i18n import tr
from ..model.table_state import HUMAN

Names = Callable[[int], str]   # a seat's name at the table


def seat_name(seat: int) -> str:
    return tr("You") if seat == HUMAN else tr("Player {number}").format(number=seat)
