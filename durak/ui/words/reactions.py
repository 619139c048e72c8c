"""The quick reactions in the player's words, and a chat line as it is shown and said."""

from __future__ import annotations

from durak.protocol import REACTIONS

from ..kit.i18n import N_, tr
from ..model.chat import ChatLine

# The protocol's reactions (``durak.protocol.REACTIONS``), in the order offered.
REACTION_WORDS = {
    "well_played": N_("Well played"),
    "take_them": N_("Take them!"),
    "good_luck": N_("Good luck"),
    "oops": N_("Oops"),
    "thanks": N_("Thanks"),
    "hurry": N_("Your move!"),
}
assert tuple(REACTION_WORDS) == REACTIONS, "a reaction without words, or words without one"


def reaction_text(reaction: str) -> str:
    """A reaction in the player's language."""
    return tr(REACTION_WORDS[reaction])


def line_text(line: ChatLine) -> str:
    """A line as the chat panel shows it: "Boris: nice!"."""
    said = reaction_text(line.reaction) if line.reaction else line.text
    return tr("{name}: {said}").format(name=line.name, said=said)


def spoken_line(line: ChatLine) -> str:
    """A line as a screen reader hears it, once: "Boris says: nice!"."""
    said = reaction_text(line.reaction) if line.reaction else line.text
    return tr("{name} says: {said}").format(name=line.name, said=said)
