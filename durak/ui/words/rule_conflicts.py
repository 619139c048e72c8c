"""Rules that do not go together, said in the player's language and the settings' words.

The engine refuses options that do not go together with a ``RulesConflict`` that names
them by their field names, for scripts ("number_trump and trump_exchange do not go
together: ..."). The settings dialog says the same refusal in the current language and
names each option as its switch or choice is named there ("Number trump").
"""

from __future__ import annotations

from durak.engine import RulesConflict

from ..kit.i18n import N_, tr

_FORWARDING = N_("Defender may forward the attack (perevodnoy)")
_THROW_IN = N_("Attackers may throw in after the defender gives up")
_BY_TRUMP = N_("Forward by showing a trump:")
_DIRECTION = N_("Change of direction")

# The engine's template -> (the player's sentence, the settings' names that fill its
# {first} and {second}); the engine's own values ({deck}, {hand_size}...) fill the rest.
SAID: dict[str, tuple[str, tuple[str, ...]]] = {
    "hand_size must be a whole number from 1 to {most} for a {deck}-card deck, not "
    "{hand_size}":
        (N_("Hands of {hand_size} cards need a larger deck: a deck of {deck} cards deals "
            "hands of at most {most} cards."),
         ()),
    "throw_in_unlimited needs throw_in_after_take: without throwing in after a take there "
    "is nothing to leave unlimited":
        (N_("“{first}” needs “{second}”: without throwing in after a take there is nothing "
            "to leave unlimited."),
         (N_("Unlimited throw-in after a take"), _THROW_IN)),
    "redeal_colour needs redeal: it widens the hands that may ask for a redeal":
        (N_("“{first}” needs “{second}”: it widens the hands that may ask for a redeal."),
         (N_("Redeal for six of one colour"), N_("Redeal"))),
    "team_first_out needs teams: without teams there is no team to win":
        (N_("“{first}” needs teams: without teams there is no team to win."),
         (N_("A team wins when one partner is out"),)),
    "forward_by_trump needs forwarding: showing a trump is a way to forward":
        (N_("“{first}” needs “{second}”: showing a trump is a way to forward."),
         (_BY_TRUMP, _FORWARDING)),
    "hands of {hand_size} and {secret_cards} secret cards need more than a {deck}-card deck "
    "has for two players":
        (N_("“{first}”: hands of {hand_size} cards and {secret_cards} secret cards each need "
            "more than a deck of {deck} cards has for two players; choose smaller hands or a "
            "larger deck."),
         (N_("Secret cards"),)),
    "forward_direction='choose' needs forwarding: it says where a forward goes":
        (N_("“{first}” needs “{second}”: it says where a forward goes."),
         (_DIRECTION, _FORWARDING)),
    "forward_direction='choose' and forward_by_trump do not go together: with the change of "
    "direction trumps can not be pushed, and showing one is pushing with a trump":
        (N_("“{first}” and “{second}” do not go together: with the change of direction "
            "trumps can not be pushed, and showing one is pushing with a trump."),
         (_DIRECTION, _BY_TRUMP)),
    "forward_direction='choose' and adding_order='clockwise' do not go together: an attack "
    "passed to the right has no clockwise order of attackers":
        (N_("“{first}” and “{second}” do not go together: an attack passed to the right has "
            "no clockwise order of attackers."),
         (_DIRECTION, N_("Classic adding order"))),
    "weli needs a deck with sixes (36 or 52 cards): the six of diamonds is the joker, and a "
    "{deck}-card deck has none":
        (N_("Weli needs a deck with sixes (36 or 52 cards): the six of diamonds is the "
            "joker, and a deck of {deck} cards has none."),
         ()),
    "number_trump and trump_exchange do not go together: the exchange would give the lowest "
    "trump for the face-up card, which number_trump makes the highest trump of all":
        (N_("“{first}” and “{second}” do not go together: the exchange would give the lowest "
            "trump for the face-up card, which the number trump makes the highest trump of "
            "all."),
         (N_("Number trump"), N_("Trump exchange"))),
}


def setting_name(text: str) -> str:
    """A switch's or choice's name as the settings show it, without its mnemonic's "&"
    and a choice's colon."""
    return tr(text).replace("&", "").rstrip(":").rstrip()


def refusal_words(error: ValueError) -> str:
    """``error``, the engine's refusal of rules, in the current language and the settings'
    words; the engine's sentence only for a refusal the app does not know."""
    if isinstance(error, RulesConflict) and error.template in SAID:
        sentence, names = SAID[error.template]
        named = dict(zip(("first", "second"), map(setting_name, names), strict=False))
        try:
            return tr(sentence).format(**error.params, **named)
        except (KeyError, IndexError, ValueError):
            pass
    return str(error)
