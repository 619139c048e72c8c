"""The rule variants of a game, as one immutable value."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields
from typing import Any

from .cards import DECK_MIN_RANK
from .quote import quote

__all__ = ["DECK_SIZES", "Rules", "RulesConflict"]

DECK_SIZES: tuple[int, ...] = tuple(sorted(DECK_MIN_RANK))   # (24, 32, 36, 52)

REINFORCE_MODES = ("neighbours", "all")
FIRST_OFFENDER_MODES = ("lowest_trump", "random")
ADDING_ORDERS = ("simultaneous", "clockwise")
TEAM_COUNTS = (0, 2, 3)
NEXT_LEADERS = ("lowest_trump", "durak", "after_durak", "winner", "novice")
EPAULETTE_MODES = ("off", "sixes", "ladder")
FORWARD_BY_TRUMP_MODES = ("off", "round", "game")
SECRET_CARDS = (0, 2)
FORWARD_DIRECTIONS = ("left", "choose")
# No table can use more: a round never holds more cards than the biggest deck, and a
# reinforcement window beyond ten minutes is a typo (or hostile input), not a variant.
MAX_LIMIT = 52
MAX_WINDOW_SECONDS = 600.0
BOOLEAN_OPTIONS = ("forwarding", "throw_in_after_take", "forward_same_count", "add_after_cover",
                   "take_when_beaten", "throw_in_unlimited", "trump_exchange",
                   "team_first_out", "redeal", "redeal_colour", "quick", "cross_rule",
                   "low_beats_ace", "number_trump", "trump_change",
                   "cheating", "weli")


class RulesConflict(ValueError):
    """Options that each are valid but do not go together (or need another option).

    ``template`` and ``params`` give the same sentence in parts, so that a client can say
    it in its own words: ``str(error) == error.template.format(**error.params)``; the
    template names the options by their field names.
    """

    def __init__(self, template: str, **params: object) -> None:
        super().__init__(template.format(**params))
        self.template = template
        self.params = {key: str(value) for key, value in params.items()}


@dataclass(frozen=True, slots=True)
class Rules:
    """Rule options; the defaults are the original game as its program plays it."""

    deck: int = 36
    hand_size: int = 6
    forwarding: bool = True
    reinforce: str = "neighbours"
    attack_limit: int | None = None
    first_bout_limit: int | None = None
    window_seconds: float = 5.0
    first_offender: str = "lowest_trump"
    throw_in_after_take: bool = False
    forward_same_count: bool = False
    add_after_cover: bool = False
    take_when_beaten: bool = False
    throw_in_unlimited: bool = False
    adding_order: str = "simultaneous"
    trump_exchange: bool = False
    teams: int = 0
    team_first_out: bool = False
    next_leader: str = "lowest_trump"
    epaulettes: str = "off"
    redeal: bool = False
    redeal_colour: bool = False
    forward_by_trump: str = "off"
    quick: bool = False
    cross_rule: bool = False
    low_beats_ace: bool = False
    number_trump: bool = False
    trump_change: bool = False
    secret_cards: int = 0
    forward_direction: str = "left"
    cheating: bool = False
    weli: bool = False

    def __post_init__(self) -> None:
        if not _is_int(self.deck) or self.deck not in DECK_MIN_RANK:
            raise ValueError(f"deck must be 24, 32, 36 or 52 cards, not {quote(self.deck)}")
        if _is_int(self.hand_size) and self.deck // 2 < self.hand_size <= MAX_LIMIT:
            raise RulesConflict("hand_size must be a whole number from 1 to {most} for a "
                                "{deck}-card deck, not {hand_size}",
                                most=self.deck // 2, deck=self.deck, hand_size=self.hand_size)
        if not _is_int(self.hand_size) or not 1 <= self.hand_size <= self.deck // 2:
            raise ValueError(
                f"hand_size must be a whole number from 1 to {self.deck // 2} for a "
                f"{self.deck}-card deck, not {quote(self.hand_size)}")
        for name in BOOLEAN_OPTIONS:
            if not isinstance(getattr(self, name), bool):
                raise ValueError(
                    f"{name} must be true or false, not {quote(getattr(self, name))}")
        if not isinstance(self.reinforce, str) or self.reinforce not in REINFORCE_MODES:
            raise ValueError(
                f"reinforce must be 'neighbours' (offender and co-offender add cards) or "
                f"'all' (everyone but the defender), not {quote(self.reinforce)}")
        for name in ("attack_limit", "first_bout_limit"):
            value = getattr(self, name)
            if value is not None and (not _is_int(value) or not 1 <= value <= MAX_LIMIT):
                raise ValueError(
                    f"{name} must be a whole number of cards from 1 to {MAX_LIMIT}, or None "
                    f"for no limit, not {quote(value)}")
        if self.throw_in_unlimited and not self.throw_in_after_take:
            raise RulesConflict("throw_in_unlimited needs throw_in_after_take: without throwing "
                                "in after a take there is nothing to leave unlimited")
        if self.redeal_colour and not self.redeal:
            raise RulesConflict("redeal_colour needs redeal: it widens the hands that may ask for "
                                "a redeal")
        seconds = self.window_seconds
        if (not isinstance(seconds, (int, float)) or isinstance(seconds, bool)
                or not 0 <= seconds <= MAX_WINDOW_SECONDS or not math.isfinite(seconds)):
            raise ValueError(
                f"window_seconds must be a number of seconds from 0 to {MAX_WINDOW_SECONDS:g}, "
                f"not {quote(seconds)}")
        if (not isinstance(self.first_offender, str)
                or self.first_offender not in FIRST_OFFENDER_MODES):
            raise ValueError(
                f"first_offender must be 'lowest_trump' or 'random', "
                f"not {quote(self.first_offender)}")
        if not isinstance(self.adding_order, str) or self.adding_order not in ADDING_ORDERS:
            raise ValueError(
                f"adding_order must be 'simultaneous' (every attacker adds at any time) or "
                f"'clockwise' (one attacker after another, each until he passes), "
                f"not {quote(self.adding_order)}")

        if not _is_int(self.teams) or self.teams not in TEAM_COUNTS:
            raise ValueError(f"teams must be 0 (everyone for himself), 2 or 3 teams, "
                             f"not {quote(self.teams)}")
        if self.team_first_out and not self.teams:
            raise RulesConflict("team_first_out needs teams: without teams there is no team "
                                "to win")
        if not isinstance(self.next_leader, str) or self.next_leader not in NEXT_LEADERS:
            raise ValueError(
                f"next_leader must be 'lowest_trump', 'durak' (the previous durak), "
                f"'after_durak' (the player after him), 'winner' (the previous winner) or "
                f"'novice' (the first attack against a newcomer), "
                f"not {quote(self.next_leader)}")
        if (not isinstance(self.forward_by_trump, str)
                or self.forward_by_trump not in FORWARD_BY_TRUMP_MODES):
            raise ValueError(
                f"forward_by_trump must be 'off', 'round' (each player may forward by showing "
                f"a trump once a round) or 'game' (once a game), "
                f"not {quote(self.forward_by_trump)}")
        if self.forward_by_trump != "off" and not self.forwarding:
            raise RulesConflict("forward_by_trump needs forwarding: showing a trump is a way to "
                                "forward")
        if not _is_int(self.secret_cards) or self.secret_cards not in SECRET_CARDS:
            raise ValueError(f"secret_cards must be 0 or 2 (cards each player gets face down "
                             f"after the deal), not {quote(self.secret_cards)}")
        if self.hand_size + self.secret_cards > self.deck // 2:
            raise RulesConflict("hands of {hand_size} and {secret_cards} secret cards need "
                                "more than a {deck}-card deck has for two players",
                                hand_size=self.hand_size, secret_cards=self.secret_cards,
                                deck=self.deck)
        if (not isinstance(self.forward_direction, str)
                or self.forward_direction not in FORWARD_DIRECTIONS):
            raise ValueError(
                f"forward_direction must be 'left' (a forward passes the attack to the left) "
                f"or 'choose' (to the left or the right neighbour, no trump laid), "
                f"not {quote(self.forward_direction)}")
        if self.forward_direction == "choose":
            if not self.forwarding:
                raise RulesConflict("forward_direction='choose' needs forwarding: it says where "
                                    "a forward goes")
            if self.forward_by_trump != "off":
                raise RulesConflict("forward_direction='choose' and forward_by_trump do not go "
                                    "together: with the change of direction trumps can not be "
                                    "pushed, and showing one is pushing with a trump")
            if self.adding_order == "clockwise":
                raise RulesConflict("forward_direction='choose' and adding_order='clockwise' do "
                                    "not go together: an attack passed to the right has no "
                                    "clockwise order of attackers")
        if self.weli and self.deck not in (36, 52):
            raise RulesConflict("weli needs a deck with sixes (36 or 52 cards): the six of "
                                "diamonds is the joker, and a {deck}-card deck has none",
                                deck=self.deck)
        if self.number_trump and self.trump_exchange:
            raise RulesConflict("number_trump and trump_exchange do not go together: the "
                                "exchange would give the lowest trump for the face-up card, "
                                "which number_trump makes the highest trump of all")
        if not isinstance(self.epaulettes, str) or self.epaulettes not in EPAULETTE_MODES:
            raise ValueError(
                f"epaulettes must be 'off', 'sixes' or 'ladder' (sixes, then sevens, ... "
                f"after each pair of epaulettes in a series), not {quote(self.epaulettes)}")

    @property
    def min_rank(self) -> int:
        """The lowest rank in the deck (6 for 36 cards)."""
        return DECK_MIN_RANK[self.deck]

    @property
    def epaulette_start(self) -> int:
        """The rank of the first epaulettes: 6, or the deck's lowest rank above it."""
        return max(6, self.min_rank)

    def team_of(self, seat: int) -> int:
        """The team of ``seat`` (partners sit alternately: seat modulo the number of teams);
        without teams every seat is its own team."""
        return seat % self.teams if self.teams else seat

    def partners(self, a: int, b: int) -> bool:
        """Whether seats ``a`` and ``b`` (two different seats) play in one team."""
        return bool(self.teams) and a != b and a % self.teams == b % self.teams

    def max_players(self) -> int:
        """How many players (at most 6) this deck can deal a full hand to (and their secret
        cards)."""
        return min(6, self.deck // (self.hand_size + self.secret_cards))

    def player_counts(self) -> tuple[int, ...]:
        """Every number of players these rules can seat (empty when teams do not fit)."""
        counts = range(2, self.max_players() + 1)
        if self.teams:
            return tuple(n for n in counts if n % self.teams == 0 and n // self.teams >= 2)
        return tuple(counts)

    def check_players(self, players: int) -> None:
        """Raise ``ValueError`` unless ``players`` can play with these rules."""
        if not _is_int(players) or not 2 <= players <= 6:
            raise ValueError(f"a game needs 2 to 6 players, not {quote(players)}")
        if self.teams and (players % self.teams or players // self.teams < 2):
            allowed = "4 or 6" if self.teams == 2 else "6"
            raise ValueError(f"{self.teams} teams of partners need {allowed} players, "
                             f"not {players}")
        if players * self.hand_size > self.deck:
            raise ValueError(
                f"{players} players need {players * self.hand_size} cards for hands of "
                f"{self.hand_size}, but the deck has only {self.deck}: choose a larger deck "
                f"or at most {self.max_players()} players")
        if players * (self.hand_size + self.secret_cards) > self.deck:
            raise ValueError(
                f"{players} players need {players * (self.hand_size + self.secret_cards)} "
                f"cards for hands of {self.hand_size} and {self.secret_cards} secret cards "
                f"each, but the deck has only {self.deck}: choose a larger deck or at most "
                f"{self.max_players()} players")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Build rules from a mapping; unknown keys or bad values raise ``ValueError``."""
        if not isinstance(data, dict):
            raise ValueError(
                f"rules must be a mapping of option names to values, not {quote(data)}")
        known = {f.name for f in fields(cls)}
        unknown = [quote(key) for key in data if key not in known]
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(sorted(unknown)[:5])}")
        return cls(**data)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
