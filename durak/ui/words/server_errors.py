"""The server's refusals in the player's words.

An ``error`` from the server carries a ``code`` for programs and an English ``message``.
The app says a refusal it knows by its code, in the player's language; an illegal move
with the engine's reason (the error's ``reason``) as the table says it offline
(``reasons.said_to``, the seats named as this table names them); and anything else, or a
reason it could not read, in the server's own words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from durak.engine import IllegalAction

from ..kit.i18n import N_, tr
from .reasons import said_to

# The server's refusals by code (docs/protocol.md), in the player's words.
REFUSALS = {
    "no_room": N_("There is no room with this invite code"),
    "wrong_password": N_("The password is wrong"),
    "room_full": N_("Every seat of this room is taken. If one of them was yours, rejoin it "
                    "from the app that held it (it offers to at its next start, and in "
                    "Play online); else ask the room's creator for a new room"),
    "seat_taken": N_("That seat is taken"),
    "no_seat": N_("There is no such seat"),
    "server_full": N_("The server has no room for another table"),
    "room_closed": N_("The room was closed"),
    "not_creator": N_("Only the player who created the room may start a game"),
    "already_playing": N_("A game is already running in this room"),
    "not_playing": N_("No game is running in this room"),
    "not_seated": N_("You have no seat in a room on this server"),
    "already_seated": N_("You already have a seat in a room: leave it first"),
    "flood": N_("Too many moves at once: the server ignores some. Slow down"),
    "chat_flood": N_("Too many messages: wait a moment before you say more"),
    "version": N_("The server speaks another version of the game: update the app or the "
                  "server"),
    "too_many_rooms": N_("You already have as many rooms open on this server as it allows: "
                         "close one first"),
    "too_many_tries": N_("Too many wrong invite codes or passwords from your network: wait "
                         "a minute and try again"),
    "internal": N_("The server failed on this request; nothing changed. Try again"),
    "unavailable": N_("The server cannot reach its rooms just now; nothing changed. Try "
                      "again in a moment"),
}


# An older server's answer to a chat line or reaction (it knows no such message).
NO_CHAT = N_("This server has no chat (it is older than this app)")


def refusal_text(code: str, message: str) -> str:
    """The server's refusal ``code`` in the player's words; an unknown one in the
    server's (``message``)."""
    known = REFUSALS.get(code)
    if known is not None:
        return tr(known)
    return tr("The server refused: {reason}").format(reason=message)


def illegal_text(message: str, reason: dict[str, Any] | None, me: int,
                 name: Callable[[int], str]) -> str:
    """Why the server refused seat ``me``'s move, said as the table says it offline, the
    other seats called ``name(seat)``; without a ``reason`` (an older server) in the
    server's own words (``message``)."""
    if reason is None:
        return tr("The server refused the move: {reason}").format(reason=message)
    said = said_to(IllegalAction(message, reason["template"], reason["params"]), me, name)
    if reason["late"]:
        return tr("{reason} (the table changed since you chose)").format(reason=said)
    return said
