"""The rule variants the settings dialog switches and the help text explains."""

from __future__ import annotations

from durak.engine import Rules

from ..kit.i18n import N_, tr, trn

# (Rules field, short name, one-line explanation), in the order the dialog shows them.
VARIANTS: tuple[tuple[str, str, str], ...] = (
    ("forward_same_count", N_("Same-count forwarding"),
     N_("To forward, the defender lays as many cards of the attacked rank as the attack "
        "holds.")),
    ("add_after_cover", N_("Add only after the first cover"),
     N_("Nobody may add a card until the defender has covered one.")),
    ("take_when_beaten", N_("Forfeit a beaten round"),
     N_("With every card covered, the defender may still take them all; then nobody may "
        "add.")),
    ("throw_in_unlimited", N_("Unlimited throw-in after a take"),
     N_("Once the defender gives up, the attackers may throw in every matching card, beyond "
        "his hand and the attack limit (needs throwing in after a take).")),
    ("adding_order", N_("Classic adding order"),
     N_("One attacker adds at a time, the offender first, then clockwise; a pass is for the "
        "rest of the bout.")),
    ("trump_exchange", N_("Trump exchange"),
     N_("The holder of the lowest trump may swap it for the face-up trump card, before he "
        "leads, while that card lies under the stack.")),
    ("redeal", N_("Redeal"),
     N_("After the deal, before the first attack, a player with five cards of one suit may "
        "ask for a new deal.")),
    ("redeal_colour", N_("Redeal for six of one colour"),
     N_("Six cards of one colour (red or black) also allow a redeal (needs the redeal).")),
    ("cheating", N_("Cheating"),
     N_("A card that breaks a rule goes through unless another player catches it before "
        "the round ends: click the card, then Catch! or K.")),
    ("quick", N_("Quicky"),
     N_("Nobody draws after the deal: the game is played with the hands dealt.")),
    ("cross_rule", N_("Cross rule"),
     N_("A club is beaten only by a higher club, never by a trump (unless clubs are "
        "trumps).")),
    ("low_beats_ace", N_("Nothing is unbeatable"),
     N_("The lowest card of each suit in the deck also beats the ace of its suit.")),
    ("number_trump", N_("Number trump"),
     N_("The face-up card's rank is trump too: with 8♦ face up, every diamond and every "
        "eight is a trump, the 8♦ the highest.")),
    ("trump_change", N_("Change of the key"),
     N_("A key card lies face down under the face-up trump: when that one is drawn, the "
        "key card is turned up and its suit is trump.")),
    ("secret_cards", N_("Secret cards"),
     N_("After the deal everyone gets two cards face down that nobody sees, and picks "
        "them up instead of going out.")),
    ("forward_direction", N_("Change of direction"),
     N_("A forwarding defender passes the attack to his left or his right neighbour; no "
        "trump may be laid to forward (needs forwarding).")),
    ("weli", N_("Weli"),
     N_("The six of diamonds is a joker: whoever plays it names the suit it counts as on "
        "the table (decks with sixes).")),
)
# The decks the weli (the 6♦) is in.
WELI_DECKS = (36, 52)
# The variants with more than two settings, shown in the variants group after the
# switches: (Rules field, label, one-line explanation, ((value, name), ...)).
VARIANT_CHOICES: tuple[tuple[str, str, str, tuple[tuple[object, str], ...]], ...] = (
    ("forward_by_trump", N_("Forward by showing a trump:"),
     N_("The defender may pass the attack on by showing the trump of the attacked rank: "
        "he keeps it, and everyone knows it (needs forwarding)."),
     (("off", N_("Off")), ("round", N_("Once a round per player")),
      ("game", N_("Once a game per player")))),
)
# The choices of the teams and series group: (Rules field, label, one-line explanation,
# ((value, name), ...)), in the order the dialog shows them.
CHOICES: tuple[tuple[str, str, str, tuple[tuple[object, str], ...]], ...] = (
    ("teams", N_("Teams:"),
     N_("Partners sit alternately and never attack each other; a team loses when its "
        "player is the durak."),
     ((0, N_("No teams")), (2, N_("Two teams (2 vs 2, 3 vs 3)")),
      (3, N_("Three teams of 2 (6 players)")))),
    ("next_leader", N_("Next game led by:"),
     N_("Who leads the next game of a series at this table (the novice: the first attack "
        "goes against a newcomer)."),
     (("lowest_trump", N_("Lowest trump")), ("durak", N_("The previous durak")),
      ("after_durak", N_("The player after the durak")),
      ("winner", N_("The previous winner")), ("novice", N_("Against the novice")))),
    ("epaulettes", N_("Epaulettes:"),
     N_("A durak who takes a last attack of sixes only wears epaulettes."),
     (("off", N_("Not counted")), ("sixes", N_("Sixes")),
      ("ladder", N_("Sixes, then sevens, eights... in a series")))),
)
# The switch that only makes sense with teams.
TEAM_FIRST_OUT = ("team_first_out", N_("A team wins when one partner is out"),
                  N_("The game ends as soon as every team but one has a player out."))

# The value a switch sets when checked, where it is not simply True (unchecked: the default).
ON_VALUES: dict[str, object] = {"adding_order": "clockwise", "secret_cards": 2,
                                 "forward_direction": "choose"}


def variant_on(rules: Rules, field: str) -> bool:
    """Whether the switch for ``field`` shows checked for these rules."""
    return bool(getattr(rules, field) == ON_VALUES.get(field, True))


def variant_value(field: str, checked: bool) -> object:
    """The ``Rules`` value of ``field`` for a checked or unchecked switch."""
    if checked:
        return ON_VALUES.get(field, True)
    return getattr(Rules(), field)


def variants_in_force(rules: Rules) -> list[tuple[str, str]]:
    """The translated name and explanation of each variant switched on in ``rules``."""
    found = [(tr(name), tr(text)) for field, name, text in VARIANTS if variant_on(rules, field)]
    default = Rules()
    for field, label, text, options in (*VARIANT_CHOICES, *CHOICES):
        value = getattr(rules, field)
        if value != getattr(default, field):
            name = dict(options)[value]
            found.append((f"{tr(label)} {tr(name)}", tr(text)))
    if rules.team_first_out:
        found.append((tr(TEAM_FIRST_OUT[1]), tr(TEAM_FIRST_OUT[2])))
    return found


def _label(text: str) -> str:
    """A settings label as plain text: translated, its mnemonic's "&" dropped."""
    return tr(text).replace("&", "")


def table_settings(rules: Rules) -> list[str]:
    """The translated settings of the rules box (deck, hand, forwarding, who adds, limits,
    first offender, throwing in) where ``rules`` differ from the original game: what sets a
    preset's table apart, in the settings dialog's words ("Who may add: Everybody but the
    defender")."""
    default = Rules()
    lines = []
    if rules.deck != default.deck:
        lines.append(f"{_label(N_('&Deck:'))} {trn('%n cards', rules.deck)}")
    if rules.hand_size != default.hand_size:
        lines.append(f"{_label(N_('&Hand size:'))} {rules.hand_size}")
    if not rules.forwarding:
        lines.append(tr("No forwarding (podkidnoy)"))
    if rules.reinforce == "all":
        lines.append(f"{_label(N_('&Who may add:'))} {tr('Everybody but the defender')}")
    for label, limit in ((N_("&Attack limit per round:"), rules.attack_limit),
                         (N_("&First round limit:"), rules.first_bout_limit)):
        if limit is not None:
            lines.append(f"{_label(label)} {limit}")
    if rules.first_offender == "random":
        lines.append(f"{_label(N_('F&irst offender:'))} {tr('Random player')}")
    if rules.throw_in_after_take:
        lines.append(tr("Attackers may throw in after the defender gives up"))
    return lines
