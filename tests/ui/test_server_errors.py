"""The server's refusals in the player's words: by code, an illegal move's reason as the
table says it offline, and the server's own words for what the app does not know."""

from __future__ import annotations

import pathlib
import re

from durak.engine import Action, parse_position
from durak.ui.kit import i18n
from durak.ui.sessions.remote import GONE, REJOIN_GONE
from durak.ui.words.server_errors import REFUSALS, illegal_text, refusal_text

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
# Codes the app never gets by playing as it does: a message it wrote wrong, or ``illegal``
# (said with its reason), or a seat token (a rejoin's refusal has its own words).
FAULTS = {"malformed", "too_large", "unknown_kind", "bad_field", "illegal", "bad_token"}


def names(seat: int) -> str:
    return ("You", "Boris", "Vera")[seat]


def test_every_documented_code_has_words_of_the_app_or_is_a_fault_of_the_app():
    table = DOC.read_text(encoding="utf-8").split("| code | meaning |")[1].split("## ")[0]
    first_cells = re.findall(r"^\| (.*?) \|", table, re.M)
    documented = {code for cell in first_cells for code in re.findall(r"`([a-z_]+)`", cell)}
    handled = set(REFUSALS) | set(GONE) | set(REJOIN_GONE) | FAULTS
    assert documented and documented <= handled, documented - handled


def test_a_known_code_is_said_in_the_players_language_an_unknown_one_in_the_servers(qapp):
    try:
        i18n.install("de")
        assert refusal_text("not_creator", "only the player who created the room starts it") == (
            "Nur wer den Raum erstellt hat, darf ein Spiel beginnen")
        i18n.install("fr")
        assert refusal_text("already_playing", "a game is running in this room") == (
            "Une partie est déjà en cours dans cette salle")
        i18n.install("ru")
        assert refusal_text("wrong_password", "this room needs the right password") == (
            "Неверный пароль")
        assert refusal_text("name_taken", "that name is taken") == (
            "Сервер отказал: that name is taken")
    finally:
        i18n.install("en")


def test_an_illegal_move_is_said_to_the_player_with_the_others_by_name(qapp):
    game = parse_position("7D8D/7S7C/9H9D KH 6D 1")
    error = game.why_illegal(Action.parse("P0 attack 7D"))   # P1 leads
    assert error is not None
    reason = {"template": error.template, "params": error.params, "late": False}
    assert illegal_text(str(error), reason, 0, names) == "only the offender (Boris) may lead"
    late = {**reason, "late": True}
    try:
        i18n.install("de")
        assert illegal_text(str(error), late, 0, names) == (
            "nur der Angreifer (Boris) darf ausspielen "
            "(der Tisch hat sich geändert, seit du gewählt hast)")
        i18n.install("ru")
        assert illegal_text(str(error), reason, 2, names) == (
            "первым ходит только атакующий (Boris)")
        assert illegal_text(str(error), None, 0, names) == (   # an older server's words
            f"Сервер отклонил ход: {error}")
    finally:
        i18n.install("en")
