"""The game: one mutable state with ``legal_actions``, ``apply``, views and records.

Internally cards are small ints and card sets are int bitmasks (see ``cards``); the
public queries turn them back into ``Card`` values.  Legal actions are interned
objects, so listing them allocates only the list, and ``apply`` checks an action
against the list it handed out last.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Literal

from . import illegal
from .actions import (
    ATTACK,
    DEFEND,
    DEFENDS,
    DONE,
    DONES,
    EXCHANGE,
    FORWARD,
    REDEAL,
    REDEALS,
    RETRACT,
    RIGHT,
    SHOW,
    SINGLE,
    TAKE,
    TAKES,
    TIMEOUT,
    TIMEOUT_ACTION,
    Action,
    IllegalAction,
    _intern,
    defend_row,
)
from .cards import (
    CARDS,
    MAX_SEED,
    SUIT_MASKS,
    SUITS,
    Card,
    Suit,
    as_card,
    cards_of,
    deck_mask,
    iter_bits,
    shuffle,
)
from .cheat_record import CheatRecord
from .events import (
    Dealt,
    Drew,
    Epaulettes,
    Event,
    Exchanged,
    Forfeited,
    Forwarded,
    GameOver,
    PlayerOut,
    Redealt,
    Retracted,
    RoundEnded,
    RoundStarted,
    SecretTaken,
    Took,
    TrumpChanged,
    TrumpShown,
)
from .phases import BOUT, LEAD, OVER, THROWIN
from .quote import quote
from .rules import FORWARD_BY_TRUMP_MODES, Rules
from .trumps import CardOrder, order_of
from .view import View

__all__ = ["Game"]

NO_LIMIT = 1 << 10  # more cards than any deck holds, and a one-digit int: fast compares

# SUBSETS[g]: the non-empty sub-masks of a 4-bit rank group, with their sizes.
SUBSETS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((sub, sub.bit_count()) for sub in range(1, 16) if sub & g == sub) for g in range(16)
)


def _group_actions(code: int, player: int, base: int, group: int, cap: int,
                   target: int = -1) -> tuple[Action, ...]:
    """Attack/forward actions with 1..cap cards of the rank group ``group`` at bit ``base``
    (a forward to the right: ``target`` RIGHT)."""
    return tuple(_intern(code, player, sub << base, target) for sub, size in SUBSETS[group]
                 if size <= cap)


# LEAD_ROWS[deck][player][cap]: a (base, row) per pair of neighbouring ranks of that deck
# (the 8 bits from ``base``), where row[pair] is the leads of 1..cap of the cards ``pair``,
# the lower rank's first, filled on use (the rows are shared by the decks).
# FORWARDS[player][base * 20 + group * 5 + cap]: the forwards for one rank, filled on use.
PAIR_BASES = {size: tuple(range(((deck_mask(size) & -deck_mask(size)).bit_length() - 1) & ~7,
                                52, 8)) for size in (24, 32, 36, 52)}
LeadRow = list[tuple[Action, ...] | None]
_LEAD_PAIRS: list[list[list[LeadRow]]] = [[[[None] * 256 for _ in range(7)] for _ in range(5)]
                                          for _ in range(6)]
LEAD_ROWS: dict[int, list[list[tuple[tuple[int, LeadRow], ...]]]] = {
    size: [[tuple((base, _LEAD_PAIRS[p][cap][base >> 3]) for base in bases) for cap in range(5)]
           for p in range(6)]
    for size, bases in PAIR_BASES.items()}
FORWARDS: list[list[tuple[Action, ...] | None]] = [[None] * (52 * 20) for _ in range(6)]
FORWARDS_RIGHT: list[list[tuple[Action, ...] | None]] = [[None] * (52 * 20) for _ in range(6)]
# ADDS / RETRACTS[player][card]: the single-card actions listed most often.
ADDS = SINGLE[ATTACK]
RETRACTS = SINGLE[RETRACT]
SHOWS = SINGLE[SHOW]
# The cards of each deck size, lowest index first (the order shuffling starts from).
DECK_ORDER = {size: tuple(iter_bits(deck_mask(size))) for size in (24, 32, 36, 52)}
# Seating for a set of players still in: (next seat, refill orders, round roles), see
# Game._seat_players; a handful of combinations, so they are shared between games.
Roles = tuple[int, int, tuple[int, ...], RoundStarted]  # defender, co, attackers, the event
Seating = tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[Roles, ...]]
SEATING: dict[tuple[int, tuple[bool, ...], bool, int], Seating] = {}
# Where a game came from, for its record: a seeded deal, a fixed deal, or a view.
Origin = (tuple[Literal["new"], int, int]
          | tuple[Literal["deal"], tuple[tuple[Card, ...], ...], tuple[Card, ...], Card | Suit, int,
                  tuple[tuple[Card, ...], ...]]
          | tuple[Literal["view"]])
# Events are tuples: the hot paths build them with tuple.__new__, as their constructors do.
_new = tuple.__new__
# TAKEN[p]: the end of a round that the defender ``p`` took (events are immutable).
TAKEN: tuple[RoundEnded, ...] = tuple(_new(RoundEnded, (True, p, ())) for p in range(6))


class Game:
    """A game of Durak.  Build one with ``Game.new`` or ``Game.from_deal``."""

    __slots__ = (
        "_active",
        "_add_after_cover",
        "_att",
        "_attackers",
        "_base_limit",
        "_beats",
        "_blocked",
        "_cache",
        "_cache_key",
        "_clockwise",
        "_co",
        "_deck",
        "_defender",
        "_dfn",
        "_discard",
        "_durak",
        "_emptied",
        "_epaulette_rank",
        "_epaulettes",
        "_exchange",
        "_first_limit",
        "_forwarding",
        "_hand_size",
        "_hands",
        "_history",
        "_known",
        "_leader",
        "_limit",
        "_n",
        "_next",
        "_offender",
        "_on_table",
        "_opening",
        "_orders",
        "_origin",
        "_over",
        "_passed",
        "_phase",
        "_ranks",
        "_redeal",
        "_reinforce_all",
        "_roles",
        "_round",
        "_same_count",
        "_secret",
        "_showcards",
        "_shown",
        "_stack",
        "_take_beaten",
        "_teams",
        "_throw_in",
        "_throw_in_free",
        "_ticket",
        "_trump",
        "_trump_card",
        "_trump_in_stack",
        "_two_ways",
        "_uncovered",
        "_winners",
        "rules",
    )

    rules: Rules
    # Seats, cards and card sets are small ints and int bitmasks (see ``cards``).
    _n: int                              # players at the table
    _deck: int                           # every card of this deck size
    _hands: list[int]                    # per seat
    _known: list[int]                    # per seat: cards everybody saw him pick up
    _secret: tuple[int, ...]             # per seat: his face-down secret cards; () if none
    _stack: list[int]                    # undrawn cards, drawn from the end
    _trump: int                          # the trump suit
    _trump_card: int                     # the card that fixed it, -1 if none
    _trump_in_stack: bool                # that card still lies under the stack
    _beats: tuple[int, ...]              # per card: the cards beating it (trumps.CardOrder)
    _discard: list[int]
    _active: list[bool]                  # per seat: still in the game
    _winners: list[int]                  # seats out, in the order they went out
    _emptied: list[int]                  # attackers who emptied their hand this round
    _durak: int                          # -1 until the game is over with a loser
    _epaulettes: int                     # the durak's epaulettes' rank, 0 if none
    _epaulette_rank: int                 # the rank that makes epaulettes, 0 if off
    _leader: int                         # the seat a series chose to lead, -1 if none
    _history: list[Action]
    _origin: Origin
    # The dealt hands and the face-up card (None for a fixed deal), and the first round's
    # start; None for a game rebuilt from a view.
    _opening: tuple[tuple[int, ...] | None, int, RoundStarted] | None
    # Rules, read on the hot paths.
    _base_limit: int
    _first_limit: int
    _hand_size: int
    _forwarding: bool
    _throw_in: bool
    _throw_in_free: bool                 # throw_in_unlimited
    _reinforce_all: bool
    _same_count: bool                    # forward_same_count
    _add_after_cover: bool
    _take_beaten: bool                   # take_when_beaten
    _clockwise: bool                     # adding_order == "clockwise"
    _exchange: bool                      # trump_exchange
    _teams: int                          # rules.teams (0: no teams)
    _redeal: bool                        # redeal
    _ticket: int                         # forward_by_trump: 0 off, 1 once a round, 2 a game
    _two_ways: bool                      # forward_direction == "choose"
    # Seating for the players still in (see ``_seat_players``).
    _next: tuple[int, ...]
    _orders: tuple[tuple[int, ...], ...]
    _roles: tuple[Roles, ...]
    # The round.
    _round: int
    _phase: int                          # LEAD, BOUT, THROWIN or OVER
    _over: bool                          # _phase == OVER, for is_over
    _offender: int
    _defender: int
    _co: int                             # the co-offender, -1 if none
    _attackers: tuple[int, ...]
    _limit: int                          # attack cards allowed this round
    _att: list[int]                      # attack cards in the order played
    _dfn: list[int]                      # the card covering each, -1 if uncovered
    _on_table: int
    _ranks: int                          # the rank groups of every card on the table
    _uncovered: int
    _passed: int                         # bit per attacker who said done
    _blocked: bool                       # the bout can no longer be forwarded
    _shown: int                          # bit per seat that forwarded by showing a trump
    _showcards: int                      # the trumps shown, until they reach the table
    # The last list of legal actions handed out, and whose (None: everybody's).
    _cache: list[Action] | None
    _cache_key: int | None

    # --- construction -------------------------------------------------------------------
    def __init__(self) -> None:
        raise TypeError("build a game with Game.new(...) or Game.from_deal(...)")

    @classmethod
    def new(cls, rules: Rules | None = None, players: int = 3, seed: int | None = None, *,
            leader: int | None = None, epaulette_rank: int | None = None,
            novice: int | None = None) -> Game:
        """Shuffle (deterministically for a given seed), deal, turn up the trump card.

        The next game of a series (see ``next_game``) gives ``leader``, the seat that
        leads instead of the ``first_offender`` rule, and ``epaulette_rank``, the rank
        that makes epaulettes in this game (``epaulettes="ladder"``).  With
        ``next_leader="novice"``, ``novice`` names a newcomer: the first attack goes
        against him (the seat that attacks him leads; ``leader_against``).
        """
        rules = _rules(rules)
        rules.check_players(players)
        if novice is not None:
            if rules.next_leader != "novice":
                raise ValueError("a novice leads only with next_leader='novice'")
            if leader is not None:
                raise ValueError("give a leader or a novice, not both")
            if (not isinstance(novice, int) or isinstance(novice, bool)
                    or not 0 <= novice < players):
                raise ValueError(f"novice must be a seat 0..{players - 1}, not {quote(novice)}")
            leader = leader_against(rules, players, novice)
        if leader is not None and (not isinstance(leader, int) or isinstance(leader, bool)
                                   or not 0 <= leader < players):
            raise ValueError(f"leader must be a seat 0..{players - 1}, not {quote(leader)}")
        if epaulette_rank is not None and (
                not isinstance(epaulette_rank, int) or isinstance(epaulette_rank, bool)
                or not rules.epaulette_start <= epaulette_rank <= 14):
            raise ValueError(f"epaulette_rank must be a rank from {rules.epaulette_start} "
                             f"to 14 (ace), not {quote(epaulette_rank)}")
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 63)
        elif not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            raise ValueError(f"seed must be a whole number from 0 to 2**64-1, not {quote(seed)}")
        rng = random.Random(seed)
        deck = list(DECK_ORDER[rules.deck])
        shuffle(rng, deck)
        hands = [0] * players
        last = -1
        for _ in range(rules.hand_size):
            for p in range(players):
                last = deck.pop()
                hands[p] |= 1 << last
        secret = [0] * players
        for _ in range(rules.secret_cards):   # face down, seen by nobody
            for p in range(players):
                secret[p] |= 1 << deck.pop()
        known = [0] * players
        if deck:
            trump_card = deck.pop()
            stack = [trump_card, *deck]  # drawn from the end; the face-up card last
            in_stack = True
            if rules.trump_change and deck:   # the key card lies face down under it
                stack = [deck.pop(), trump_card, *deck]
        else:  # the deal used every card: the last one dealt fixes the trump
            trump_card = last
            stack = []
            in_stack = False
            known[players - 1] = 1 << last
        trump = trump_card & 3
        if leader is not None:
            offender = leader
        else:
            offender = _first_offender(rules, hands, trump, rng)
        game = cls._blank(rules, players)
        if leader is not None:
            game._leader = leader
        if epaulette_rank is not None and game._epaulette_rank:
            game._epaulette_rank = epaulette_rank
        game._setup(hands, stack, trump, trump_card, in_stack, known, offender)
        if rules.secret_cards:
            game._secret = tuple(secret)
        game._origin = ("new", players, seed)
        game._opening = (tuple(hands), -1 if in_stack else trump_card, game._roles[offender][3])
        return game

    @classmethod
    def from_deal(cls, rules: Rules | None, hands: Sequence[Iterable[Card | str]],
                  stack: Iterable[Card | str] = (), *, trump: Card | Suit | str,
                  offender: int = 0, secret: Sequence[Iterable[Card | str]] = ()) -> Game:
        """A fixed position: ``hands`` per player, ``stack`` in draw order, the ``trump``.

        ``trump`` is the face-up ``Card`` drawn after all of ``stack``, or a ``Suit`` when
        that card is already gone.  ``secret`` gives each player's face-down secret cards
        (``secret_cards``; none by default).  Deck cards found nowhere count as discarded.
        """
        rules = _rules(rules)
        if isinstance(hands, (str, bytes)) or not isinstance(hands, Sequence):
            raise TypeError(f"hands must be a list of hands (lists of cards), not {quote(hands)}")
        players = len(hands)
        if not 2 <= players <= 6:
            raise ValueError(f"a game needs 2 to 6 hands, not {players:,}")
        if rules.teams and (players % rules.teams or players // rules.teams < 2):
            raise ValueError(f"{rules.teams} teams of partners need "
                             f"{'4 or 6' if rules.teams == 2 else '6'} hands, not {players}")
        deck = deck_mask(rules.deck)
        seen = 0

        def take(value: Card | str, where: str) -> int:
            nonlocal seen
            card = as_card(value)
            bit = 1 << card.index
            if not deck & bit:
                lowest = CARDS[(rules.min_rank - 2) * 4].rank_name
                raise ValueError(f"{card} ({where}) is not in a {rules.deck}-card deck, "
                                 f"which runs from {lowest} to A")
            if seen & bit:
                raise ValueError(f"{card} ({where}) appears twice in the deal")
            seen |= bit
            return card.index

        masks = []
        for p, hand in enumerate(hands):
            if isinstance(hand, str):
                raise ValueError(
                    f"hand of P{p} must be a list of cards, not the text {quote(hand)}")
            if not isinstance(hand, Iterable):
                raise TypeError(f"hand of P{p} must be a list of cards, not {quote(hand)}")
            mask = 0
            for value in hand:
                mask |= 1 << take(value, f"hand of P{p}")
            if not mask:
                raise ValueError(f"P{p} has no cards: every player in a dealt position needs some")
            masks.append(mask)
        if isinstance(stack, str):
            raise ValueError(f"stack must be a list of cards, not the text {quote(stack)}")
        if not isinstance(stack, Iterable):
            raise TypeError(f"stack must be a list of cards, not {quote(stack)}")
        draw_order = [take(v, "stack") for v in stack]
        secrets = _read_secret(rules, secret, players, take)
        if isinstance(trump, str):
            text = trump.strip()
            trump = Suit.parse(text) if len(text) == 1 else Card.parse(text)
        if isinstance(trump, Suit):
            trump_card, in_stack = -1, False
            suit = trump.value
        elif isinstance(trump, Card):
            trump_card, in_stack = take(trump, "trump card"), True
            suit = trump_card & 3
        else:
            raise TypeError(f"trump must be a Card or a Suit, not {quote(trump)}")
        if in_stack and rules.trump_change and draw_order:   # the last: the face-down key
            stack_list = [draw_order[-1], trump_card, *reversed(draw_order[:-1])]
        elif in_stack:
            stack_list = [trump_card, *reversed(draw_order)]
        else:
            stack_list = list(reversed(draw_order))
        if (not isinstance(offender, int) or isinstance(offender, bool)
                or not 0 <= offender < players):
            raise ValueError(f"offender must be a seat 0..{players - 1}, not {quote(offender)}")
        game = cls._blank(rules, players)
        game._discard = list(iter_bits(deck & ~seen))
        game._setup(masks, stack_list, suit, trump_card, in_stack, [0] * players, offender)
        if secrets:
            game._secret = tuple(secrets)
        game._origin = ("deal", tuple(cards_of(m) for m in masks),
                        tuple(CARDS[i] for i in draw_order),
                        CARDS[trump_card] if trump_card >= 0 else SUITS[suit], offender,
                        tuple(cards_of(m) for m in secrets))
        game._opening = (None, -1, game._roles[offender][3])
        return game

    @classmethod
    def from_view(cls, view: View, hands: Sequence[Iterable[Card]],
                  stack: Sequence[Card] = (), *, check: bool = True) -> Game:
        """A game whose public state is ``view``'s, with guessed hidden cards.

        ``hands`` gives every player's cards (the viewer's own must be his hand) and
        ``stack`` the undrawn cards in draw order, the face-up trump card excluded, then
        (with ``secret_cards``) every seat's secret cards, seat by seat (``View.
        secret_counts`` of them: nobody has seen them, so they are guessed as the stack is).  This
        is how a bot searches: it samples worlds consistent with what it knows.  With
        ``check`` (the default), a guess that breaks the view (sizes, known cards, cards
        conserved) raises ``ValueError``.  Such a game has no record.
        """
        rules = view.rules
        n = view.num_players
        masks = []
        for hand in hands:
            mask = 0
            for card in hand:
                mask |= 1 << card.index
            masks.append(mask)
        draw = [card.index for card in stack]
        trump_in_stack = view.trump_card is not None and view.stack_count > 0
        secret: list[int] = []
        if view.secret_counts:
            undrawn = view.stack_count - trump_in_stack
            tail = draw[undrawn:]
            del draw[undrawn:]
            for count in view.secret_counts:
                secret.append(sum(1 << index for index in tail[:count]))
                del tail[:count]
        if check:
            illegal.check_world(view, masks, draw, trump_in_stack, secret)
        game = cls._blank(rules, n)
        game._hands = masks
        if secret:
            game._secret = tuple(secret)
        game._stack = ([view.trump_card.index] if trump_in_stack else []) + draw[::-1]  # type: ignore[union-attr]
        if view.trump_change_pending:   # the last card drawn lies face down under the trump
            game._stack[:2] = game._stack[1::-1]
        game._trump = view.trump.value
        game._trump_card = view.trump_card.index if view.trump_card is not None else -1
        game._trump_in_stack = trump_in_stack
        game._beats = order_of(rules, game._trump, game._trump_card).beaten_by
        game._known = [sum(1 << c.index for c in cards) for cards in view.known]
        game._active = [not out for out in view.out]
        game._seat_players()
        game._discard = [card.index for card in view.discard]
        game._winners = list(view.winners)
        att, dfn = [], []
        on_table = ranks = uncovered = 0
        for attack, defence in view.table:
            att.append(attack.index)
            on_table |= 1 << attack.index
            ranks |= 0xF << (attack.index & ~3)
            if defence is None:
                dfn.append(-1)
                uncovered += 1
            else:
                dfn.append(defence.index)
                on_table |= 1 << defence.index
                ranks |= 0xF << (defence.index & ~3)
        game._att, game._dfn = att, dfn
        game._on_table, game._ranks, game._uncovered = on_table, ranks, uncovered
        game._round = view.round_index
        game._limit = game._first_limit if view.round_index == 0 else game._base_limit
        if view.is_over:
            game._phase = OVER
            game._over = True
            game._offender = game._defender = 0
            game._co = -1
            game._attackers = ()
            game._durak = view.durak if view.durak is not None else -1
            game._epaulettes = view.epaulettes or 0
        else:
            game._offender = view.offender  # type: ignore[assignment]
            game._defender = view.defender  # type: ignore[assignment]
            game._co = view.co_offender if view.co_offender is not None else -1
            game._attackers = view.attackers
            game._phase = THROWIN if view.taking else (BOUT if view.table else LEAD)
        game._passed = sum(1 << p for p in view.passed)
        game._blocked = view.forward_blocked
        game._shown = sum(1 << p for p in view.shown)
        game._showcards = sum(1 << c.index for c in view.shown_cards)
        game._emptied = [p for p in view.attackers if not masks[p]]
        game._origin = ("view",)
        game._opening = None
        game._adopt(view)
        return game

    @classmethod
    def _blank(cls, rules: Rules, players: int) -> Game:
        if cls is Game:   # a variant with state of its own lives in a subclass
            for switch, variant in _VARIANTS.items():
                if getattr(rules, switch):
                    return variant._blank(rules, players)
        game = object.__new__(cls)
        game.rules = rules
        game._n = players
        game._deck = deck_mask(rules.deck)
        game._discard = []
        game._winners = []
        game._emptied = []
        game._durak = -1
        game._over = False
        game._epaulettes = 0
        game._epaulette_rank = rules.epaulette_start if rules.epaulettes != "off" else 0
        game._leader = -1
        game._history = []
        game._round = -1
        game._cache = None
        game._cache_key = None
        game._base_limit = rules.attack_limit if rules.attack_limit is not None else NO_LIMIT
        game._first_limit = game._base_limit
        if rules.first_bout_limit is not None:
            game._first_limit = min(game._base_limit, rules.first_bout_limit)
        game._hand_size = rules.hand_size
        game._forwarding = rules.forwarding
        game._throw_in = rules.throw_in_after_take
        game._throw_in_free = rules.throw_in_unlimited
        game._reinforce_all = rules.reinforce == "all"
        game._same_count = rules.forward_same_count
        game._add_after_cover = rules.add_after_cover
        game._take_beaten = rules.take_when_beaten
        game._clockwise = rules.adding_order == "clockwise"
        game._exchange = rules.trump_exchange
        game._teams = rules.teams
        game._redeal = rules.redeal
        game._ticket = FORWARD_BY_TRUMP_MODES.index(rules.forward_by_trump)
        game._two_ways = rules.forward_direction == "choose"
        game._shown = 0
        game._showcards = 0
        game._secret = ()
        return game

    def _setup(self, hands: list[int], stack: list[int], trump: int, trump_card: int,
               in_stack: bool, known: list[int], offender: int) -> None:
        self._hands = hands
        self._stack = stack
        self._trump = trump
        self._trump_card = trump_card
        self._trump_in_stack = in_stack
        self._beats = order_of(self.rules, trump, trump_card).beaten_by
        self._known = known
        self._active = [True] * self._n
        self._seat_players()
        self._start_round(offender, None)

    # --- read-only queries ---------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self._n

    @property
    def offender(self) -> int | None:
        return None if self._phase == OVER else self._offender

    @property
    def defender(self) -> int | None:
        return None if self._phase == OVER else self._defender

    @property
    def co_offender(self) -> int | None:
        return None if self._phase == OVER or self._co < 0 else self._co

    @property
    def attackers(self) -> tuple[int, ...]:
        """Seats that may add cards this round (the offender first)."""
        return () if self._phase == OVER else self._attackers

    def hand(self, player: int) -> tuple[Card, ...]:
        return cards_of(self._hands[self._seat(player)])

    def hand_size(self, player: int) -> int:
        return self._hands[self._seat(player)].bit_count()

    def known(self, player: int) -> tuple[Card, ...]:
        """Cards ``player`` is publicly known to hold (picked up from the table); once the
        game is over, all of the durak's cards (they are turned face up)."""
        return cards_of(self._public(self._seat(player)))

    def _public(self, p: int) -> int:
        """Seat ``p``'s publicly known cards, as a mask: the durak shows his whole hand."""
        if self._phase == OVER and p == self._durak:
            return self._hands[p]
        return self._known[p]

    @property
    def table(self) -> tuple[tuple[Card, Card | None], ...]:
        return tuple((CARDS[a], CARDS[d] if d >= 0 else None)
                     for a, d in zip(self._att, self._dfn, strict=True))

    @property
    def trump(self) -> Suit:
        return SUITS[self._trump]

    @property
    def order(self) -> CardOrder:
        """Which cards are trumps and which beats which (``cross_rule``, ``low_beats_ace``
        and ``number_trump`` change it): what a search weighs cards by."""
        return order_of(self.rules, self._trump, self._trump_card)

    @property
    def trump_card(self) -> Card | None:
        """The card that fixed the trump (face up under the stack until drawn)."""
        return CARDS[self._trump_card] if self._trump_card >= 0 else None

    @property
    def stack_count(self) -> int:
        return len(self._stack)

    @property
    def left_to_draw(self) -> int:
        """Cards still to be drawn: the stack, or none with ``quick``."""
        return 0 if self.rules.quick else len(self._stack)

    @property
    def discard(self) -> tuple[Card, ...]:
        return tuple(CARDS[i] for i in self._discard)

    @property
    def window_open(self) -> bool:
        """True while attackers may still add to a fully covered table (or after a take)."""
        phase = self._phase
        return (phase == BOUT and self._uncovered == 0) or phase == THROWIN

    @property
    def taking(self) -> bool:
        """True when the defender has given up and attackers may still throw cards in."""
        return self._phase == THROWIN

    @property
    def passed(self) -> tuple[int, ...]:
        """Attackers who said ``done`` since the table last changed."""
        return tuple(p for p in range(self._n) if self._passed >> p & 1)

    @property
    def table_size(self) -> int:
        """How many attack cards are on the table (cheaper than ``len(game.table)``)."""
        return len(self._att)

    @property
    def uncovered_count(self) -> int:
        """How many attack cards on the table are still uncovered."""
        return self._uncovered

    @property
    def forward_blocked(self) -> bool:
        """True once this bout can no longer be forwarded (a card was covered, or an
        attacker other than the offender added)."""
        return self._blocked

    @property
    def shown(self) -> tuple[int, ...]:
        """Seats that forwarded by showing a trump this round (with ``forward_by_trump=
        "game"``: this game); each may show only once in that time."""
        return tuple(p for p in range(self._n) if self._shown >> p & 1)

    @property
    def shown_cards(self) -> tuple[Card, ...]:
        """The trumps shown to forward (``forward_by_trump``), and the trump card taken in
        an exchange (``trump_exchange``), that have not been played since: each is in its
        holder's hand, publicly known (or, this round, on the table)."""
        return cards_of(self._showcards)

    if TYPE_CHECKING:
        @property
        def is_over(self) -> bool:
            """Whether the game has ended."""
    else:
        # A slot read through a C getter: a Python getter costs a frame, and
        # ``while not game.is_over`` runs once a move in every loop that plays a game.
        is_over = property(attrgetter("_over"), doc="Whether the game has ended.")

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(self._winners)

    @property
    def durak(self) -> int | None:
        return self._durak if self._durak >= 0 else None

    @property
    def epaulettes(self) -> int | None:
        """The rank of the durak's epaulettes (6: sixes) once the game ended with them,
        else ``None`` (see docs/engine.md, "Series and epaulettes")."""
        return self._epaulettes or None

    @property
    def epaulette_rank(self) -> int | None:
        """The rank that makes epaulettes in this game (``None`` with ``epaulettes="off"``)."""
        return self._epaulette_rank or None

    @property
    def leader(self) -> int | None:
        """The seat a series chose to lead this game (``Game.new(leader=...)``), or ``None``."""
        return self._leader if self._leader >= 0 else None

    def next_leader(self) -> int | None:
        """Who leads the next game of a series under ``rules.next_leader``: the durak, the
        player after him, or the first player out; ``None`` for the lowest trump, when
        the rule's player does not exist (a draw has no durak), and for ``"novice"`` (a
        newcomer is named to ``next_game``; without one the lowest trump leads)."""
        if self._phase != OVER:
            raise ValueError("the game is not over: the next game's leader is not known yet")
        mode = self.rules.next_leader
        if mode == "durak" and self._durak >= 0:
            return self._durak
        if mode == "after_durak" and self._durak >= 0:
            return (self._durak + 1) % self._n
        if mode == "winner" and self._winners:
            return self._winners[0]
        return None

    def next_epaulette_rank(self) -> int | None:
        """The rank that makes epaulettes in the next game of a series: one higher after
        epaulettes with ``epaulettes="ladder"`` (the ace stays the ace), else the same."""
        rank = self._epaulette_rank
        if not rank:
            return None
        if self._epaulettes and self.rules.epaulettes == "ladder":
            return min(rank + 1, 14)
        return rank

    def next_game(self, seed: int | None = None, novice: int | None = None) -> Game:
        """The next game of a series: same rules and seats, led as ``next_leader`` says,
        with ``next_epaulette_rank``.  Only a finished game has a next one.  With
        ``next_leader="novice"``, ``novice`` is the seat a newcomer has just taken: the
        first attack goes against him (``None``: nobody is new, the lowest trump leads)."""
        if novice is not None:
            if self._phase != OVER:
                raise ValueError("the game is not over: the next game's leader is not known yet")
            return Game.new(self.rules, self._n, seed, novice=novice,
                            epaulette_rank=self.next_epaulette_rank())
        leader = self.next_leader()
        return Game.new(self.rules, self._n, seed, leader=leader,
                        epaulette_rank=self.next_epaulette_rank())

    def is_out(self, player: int) -> bool:
        return not self._active[self._seat(player)]

    @property
    def round_index(self) -> int:
        """0 for the game's first round, then 1, 2, ..."""
        return self._round

    @property
    def history(self) -> tuple[Action, ...]:
        """Every action applied so far, in order."""
        return tuple(self._history)

    @property
    def origin(self) -> Origin:
        """Where this game came from: ``("new", players, seed)``, ``("deal", hands, stack,
        trump, offender, secret)`` as given to ``from_deal``, or ``("view",)``
        (``from_view``): what ``Record.of`` records."""
        return self._origin

    def opening_events(self) -> tuple[Event, ...]:
        """The deal and the first round as events (for a dealt position: the round only).
        A game rebuilt from a view has none: ``ValueError``."""
        if self._opening is None:
            raise ValueError("a game rebuilt from a view has no record to replay")
        hands, fixed, started = self._opening
        events: list[Event] = []
        if hands is not None:
            for p, mask in enumerate(hands):
                shown = fixed if fixed >= 0 and mask >> fixed & 1 else -1
                events.append(Dealt(p, mask.bit_count(), mask, shown))
        events.append(started)
        return tuple(events)

    def _seat(self, player: int) -> int:
        if not isinstance(player, int) or not 0 <= player < self._n:
            raise ValueError(f"there is no player {player!r} in this {self._n}-player game")
        return player

    # --- legal actions -------------------------------------------------------------------
    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Every legal action of ``player``, or of everybody (and the timeout) for ``None``."""
        cache = self._cache
        if player is None:
            if cache is not None and self._cache_key is None:
                return cache[:]
            # Everybody's actions in a fixed order: the defender's (covers, forwards,
            # retracts, take), the attackers' (adds, done), then the timeout.  This runs
            # once per move of every random game, so it is written for speed.
            self._cache_key = None
            phase = self._phase
            if phase == LEAD:
                cache = self._cache = self._leads()
                if self._redeal and not self._round:
                    cache += [REDEALS[p] for p in range(self._n) if self._may_redeal(p)]
                return cache[:]
            out: list[Action] = []
            if phase != OVER:
                window = self._defence(out) if phase == BOUT else True
                # The test of _adding_open, inlined on this hot path (in the window a card
                # is covered: a throw-in before any cover ends at once with add_after_cover).
                unc = self._uncovered
                att = len(self._att)
                if (((unc < self._hands[self._defender].bit_count() and att < self._limit)
                     or (phase == THROWIN and self._throw_in_free))
                        and (window or not self._add_after_cover or unc < att)):
                    self._adds(self._attackers, window, out)
                if window:
                    out.append(TIMEOUT_ACTION)
            self._cache = out
            return out[:]
        if type(player) is not int or not 0 <= player < self._n:
            self._seat(player)
        if cache is None or self._cache_key != player:
            cache = self._list(player)
            self._cache = cache
            self._cache_key = player
        return cache[:]

    def _list(self, player: int | None) -> list[Action]:
        """The legal actions of one player (``None``: of everybody)."""
        everything = self.legal_actions()
        if player is None:
            return everything
        if self._phase == LEAD and not self._redeal:  # only the offender may act
            return everything if player == self._offender else []
        return [action for action in everything if action.player == player]

    def _adding_open(self) -> bool:
        """Whether the rules let the attackers add now, whoever holds what: the defender
        has room and the round is within its limit (or, with ``throw_in_unlimited``, he
        has given up), and (with ``add_after_cover``) a card is covered."""
        unc = self._uncovered
        hands = self._hands
        return (((unc < hands[self._defender].bit_count() and len(self._att) < self._limit)
                 or (self._phase == THROWIN and self._throw_in_free))
                and (unc < len(self._att) or not self._add_after_cover))

    def _leads(self) -> list[Action]:
        """The offender's leads: each rank's card sets, lowest rank first."""
        out: list[Action] = []
        off = self._offender
        hand = self._hands[off]
        cap = self._hands[self._defender].bit_count()
        if cap > 4:
            cap = 4
        if cap > self._limit:
            cap = self._limit
        for base, row in LEAD_ROWS[self.rules.deck][off][cap]:  # two ranks at a time
            pair = (hand >> base) & 0xFF
            if pair:
                actions = row[pair]
                if actions is None:
                    actions = row[pair] = (
                        _group_actions(ATTACK, off, base, pair & 0xF, cap)
                        + _group_actions(ATTACK, off, base + 4, pair >> 4, cap))
                out += actions
        if self._exchange and self._stack and self._trump_in_stack:
            low = self.low_trump_index
            if hand >> low & 1:
                out.append(_intern(EXCHANGE, off, 1 << low, -1))
        return out

    def _may_redeal(self, p: int) -> bool:
        """Whether ``p`` may ask for a redeal now (the game's first lead not yet made)."""
        return may_redeal(self.rules, self._hands[p])

    @property
    def low_trump_index(self) -> int:
        """The index of the deck's lowest trump (the trump 6 with 36 cards)."""
        return (self.rules.min_rank - 2) * 4 + self._trump

    def _defence(self, out: list[Action]) -> bool:
        """Append the defender's covers, forwards, retracts and take during a bout;
        return whether the reinforcement window is open."""
        d = self._defender
        att = self._att
        unc = self._uncovered
        if unc:
            hand = self._hands[d]
            beats = self._beats
            rows = DEFENDS[d]
            dfn = self._dfn
            for i, target in enumerate(att):  # (enumerate: cheaper than zip with strict=)
                if dfn[i] >= 0:
                    continue
                options = hand & beats[target]
                if options:
                    row = rows[target] or defend_row(d, target)
                    while options:
                        low = options & -options
                        out.append(row[low.bit_length() - 1])
                        options ^= low
            if not self._blocked and self._forwarding:
                base = att[0] & ~3
                group = (hand >> base) & 0xF
                if group and self._ranks == 0xF << base:  # one rank attacks, and he holds it
                    self._forward_actions(d, base, group, out)
        if len(att) > unc:
            retracts = RETRACTS[d]
            for card in self._dfn:
                if card >= 0:
                    out.append(retracts[card])
            if not unc:
                if self._take_beaten:
                    out.append(TAKES[d])
                return True
        out.append(TAKES[d])
        return False

    def _adds(self, attackers: tuple[int, ...], window: bool, out: list[Action]) -> None:
        """Append each attacker's additions and (in the window) his ``done``, given that
        the defender has room and the round is within its limit."""
        hands = self._hands
        passed = self._passed
        ranks = self._ranks
        for p in attackers:
            hand = hands[p]
            if not hand or passed >> p & 1:
                continue
            addable = hand & ranks
            if addable:
                adds = ADDS[p]
                while addable:
                    low = addable & -addable
                    out.append(adds[low.bit_length() - 1])
                    addable ^= low
            if window:
                out.append(DONES[p])

    def _forward_actions(self, d: int, base: int, group: int, out: list[Action]) -> None:
        """Append the defender's forwards, given that the attack cards share the rank at bit
        ``base``, of which he holds the cards ``group``."""
        if self._two_ways:
            self._forwards_both_ways(d, base, group, out)
            return
        room = self._hands[self._roles[d][0]].bit_count()
        if room > self._limit:
            room = self._limit
        room -= len(self._att)
        if room > 0:
            cap = room if room < 4 else 4
            table = FORWARDS[d]
            key = base * 20 + group * 5 + cap
            actions = table[key]
            if actions is None:
                actions = table[key] = _group_actions(FORWARD, d, base, group, cap)
            if self._same_count:
                need = len(self._att)
                actions = tuple(a for a in actions if len(a.cards) >= need)
            out.extend(actions)
        if self._ticket and room >= 0:
            self._show_action(d, base, group, out)

    def _forwards_both_ways(self, d: int, base: int, group: int, out: list[Action]) -> None:
        """``_forward_actions`` with ``forward_direction="choose"``: to the left, then to the
        right (when that is another player), never with a trump (trumps are not pushed)."""
        group &= ~(self.order.trumps >> base) & 0xF
        if not group:
            return
        left = self._roles[d][0]
        for target, direction in ((left, -1), (self._right_of(d), RIGHT)):
            if direction == RIGHT and target == left:
                break
            room = min(self._hands[target].bit_count(), self._limit) - len(self._att)
            if room <= 0:
                continue
            table = FORWARDS_RIGHT[d] if direction == RIGHT else FORWARDS[d]
            key = base * 20 + group * 5 + min(room, 4)
            actions = table[key]
            if actions is None:
                actions = table[key] = _group_actions(FORWARD, d, base, group, min(room, 4),
                                                      direction)
            if self._same_count:
                need = len(self._att)
                actions = tuple(a for a in actions if len(a.cards) >= need)
            out.extend(actions)

    def _right_of(self, p: int) -> int:
        """The next seat counter-clockwise after ``p`` still in the game and not his
        partner (``p`` itself if none): whom a forward to the right goes to."""
        n = self._n
        active = self._active
        team = self.rules.team_of
        for i in range(1, n):
            q = (p - i) % n
            if active[q] and team(q) != team(p):
                return q
        return p

    def _pass_right(self, offender: int) -> None:
        """A forward to the right: ``offender`` attacks the player on his right; the
        co-offender is the one on that player's right (``reinforce="all"``: everybody
        who is not the defender's partner)."""
        d = self._right_of(offender)
        co = self._right_of(d)
        if co == offender:
            co = -1
        if self._reinforce_all:
            n = self._n
            team = self.rules.team_of
            attackers = tuple(q for q in ((offender + i) % n for i in range(n))
                              if team(q) != team(d) and self._active[q])
        else:
            attackers = (offender,) if co < 0 else (offender, co)
        self._offender, self._defender, self._co, self._attackers = offender, d, co, attackers
        self._blocked = False
        self._passed = 0

    def _show_action(self, d: int, base: int, group: int, out: list[Action]) -> None:
        """Append the defender's forward by showing a trump (``forward_by_trump``), given
        that the next defender can hold the attack: he holds the trump of the attacked
        rank (``group``: his cards of it, from bit ``base``), has not shown one this
        round (or game), and (with ``forward_same_count``) one card is attacking."""
        trump = self._trump
        if (group >> trump & 1 and not self._shown >> d & 1
                and (not self._same_count or len(self._att) == 1)):
            out.append(SHOWS[d][base | trump])

    # --- applying actions -----------------------------------------------------------------
    def why_illegal(self, action: Action) -> IllegalAction | None:
        """Why ``action`` is illegal now, as the error ``apply`` would raise (not raised),
        or ``None`` when it is legal.  The game is left exactly as it was."""
        if not isinstance(action, Action):
            return IllegalAction(f"not an action: {action!r}")
        if action in self._list(action.player):
            return None
        template, params = illegal.explain(self, action)
        return IllegalAction(template.format(**params), template, params)

    def apply(self, action: Action) -> list[Event]:
        """Perform ``action`` and return its events; an illegal one raises ``IllegalAction``
        (a ``ValueError``) saying why, and leaves the game exactly as it was."""
        # The cache only ever holds legal actions of the state it was listed in (of one
        # player, or of all), so finding the action there proves it legal.
        cache = self._cache
        if cache is None or action not in cache:
            error = self.why_illegal(action)
            if error is not None:
                raise error
        self._cache = None
        self._history.append(action)
        code = action.code
        p: int = action.player  # type: ignore[assignment]
        events: list[Event]
        if code == ATTACK:
            phase = self._phase
            if phase == LEAD:
                self._phase = BOUT
            elif p != self._offender:
                self._blocked = True
            self._place(p, action)
            events = [action._event]  # type: ignore[list-item]
            if phase == THROWIN:
                self._close_if_idle(events)
            return events
        if code == DEFEND:
            self._cover(p, action)
            events = [action._event]  # type: ignore[list-item]
            if not self._uncovered:
                self._close_if_idle(events)
            return events
        events = []
        if code == TAKE:
            if self._throw_in and self._uncovered:  # a beaten round taken: nobody adds
                self._phase = THROWIN
                self._passed = 0
                events.append(action._event)  # type: ignore[arg-type]
                self._close_if_idle(events)
            else:
                if not self._uncovered:   # take_when_beaten: a fully beaten round taken
                    events.append(_new(Forfeited, (p,)))
                self._end_round(True, events)
        elif code == RETRACT:
            self._retract(p, action, events)
        elif code == DONE:
            self._passed |= 1 << p
            events.append(action._event)  # type: ignore[arg-type]
            if self._clockwise:
                self._next_adder()
            self._close_if_idle(events)
        elif code == TIMEOUT:
            self._end_round(self._phase == THROWIN, events)
        elif code == FORWARD:
            self._place(p, action)
            if action.target_index == RIGHT:
                self._pass_right(p)
            else:
                self._set_roles(p)
            events.append(Forwarded(p, action.cards, self._offender, self._defender,
                                    self.co_offender))
        elif code == SHOW:
            self._show_trump(p, action.mask)
            events.append(TrumpShown(p, action.cards[0], self._offender, self._defender,
                                     self.co_offender))
        elif code == EXCHANGE:
            taken = self._exchange_trump(p, action.mask)
            events.append(Exchanged(p, action.cards[0], CARDS[taken]))
        elif code == REDEAL:
            events.append(_new(Redealt, (p,)))
            self._deal_again(events)
        return events

    def _deal_again(self, events: list[Event] | None) -> None:
        """The redeal: shuffle every card of the hands and the stack, deal each player as
        many as he held, turn up a new trump card, and start the first round afresh.

        The shuffle is seeded from the deal it replaces, so a game replays the same from
        its seed (or its fixed deal), on both engine paths."""
        hands = self._hands
        stack = self._stack
        rng = random.Random(f"redeal {hands} {stack}")
        pool = 0
        for hand in hands:
            pool |= hand
        for card in stack:
            pool |= 1 << card
        cards = list(iter_bits(pool))
        shuffle(rng, cards)
        sizes = [hand.bit_count() for hand in hands]
        n = self._n
        dealt = [0] * n
        last, holder = -1, 0
        for i in range(max(sizes)):
            for q in range(n):
                if i < sizes[q]:
                    last = cards.pop()
                    dealt[q] |= 1 << last
                    holder = q
        known = [0] * n
        if cards:
            trump_card = cards.pop()
            new_stack = [trump_card, *cards]
            in_stack = True
            if self.rules.trump_change and cards:   # a new face-down key card under it
                new_stack = [cards.pop(), trump_card, *cards]
        else:   # every card dealt: the last one fixes the trump, as in Game.new
            trump_card, new_stack, in_stack = last, [], False
            known[holder] = 1 << last
        trump = trump_card & 3
        self._hands = dealt
        self._stack = new_stack
        self._trump = trump
        self._trump_card = trump_card
        self._trump_in_stack = in_stack
        self._beats = order_of(self.rules, trump, trump_card).beaten_by
        self._known = known
        self._showcards = 0
        if events is not None:
            for q in range(n):
                shown = trump_card if not in_stack and q == holder else -1
                events.append(Dealt(q, sizes[q], dealt[q], shown))
        self._round = -1
        leader = self._leader    # a series' chosen leader leads the new deal too
        self._start_round(leader if leader >= 0 else _first_offender(self.rules, dealt, trump, rng),
                          events)

    def _exchange_trump(self, p: int, bit: int) -> int:
        """``p`` gives the lowest trump ``bit`` for the face-up trump card, which becomes
        publicly known in his hand; returns that card's index."""
        taken = self._trump_card
        # (a shown lowest trump now lies face up under the stack; the card taken is public)
        self._showcards = (self._showcards & ~bit) | 1 << taken
        self._hands[p] ^= bit | 1 << taken
        self._known[p] = (self._known[p] & ~bit) | 1 << taken
        low = bit.bit_length() - 1
        stack = self._stack
        stack[0 if stack[0] == taken else stack.index(taken)] = low   # (trump_change: 1)
        self._trump_card = low
        return taken

    def _show_trump(self, p: int, bit: int) -> None:
        """``p`` shows the trump ``bit`` (kept, and publicly known in his hand from now on)
        and passes the attack on as a forward does."""
        self._known[p] |= bit
        self._shown |= 1 << p
        self._showcards |= bit
        self._set_roles(p)

    def _cover(self, p: int, action: Action) -> None:
        """Cover ``action``'s target with its card."""
        bit = action.mask
        self._dfn[self._att.index(action.target_index)] = action.card_index
        self._hands[p] ^= bit
        known = self._known
        if known[p] & bit:
            known[p] ^= bit
        self._on_table |= bit
        self._ranks |= action.rank_mask
        self._uncovered -= 1
        self._blocked = True
        self._passed = 0

    def _place(self, p: int, action: Action) -> None:
        """Move ``action``'s attack cards from ``p``'s hand to the table."""
        mask = action.mask
        hands = self._hands
        hand = hands[p] = hands[p] ^ mask
        known = self._known
        if known[p] & mask:
            known[p] &= ~mask
        self._on_table |= mask
        self._ranks |= action.rank_mask
        if mask & (mask - 1):
            att = self._att
            dfn = self._dfn
            for card in iter_bits(mask):
                att.append(card)
                dfn.append(-1)
            self._uncovered += len(action.cards)
        else:
            self._att.append(action.card_index)
            self._dfn.append(-1)
            self._uncovered += 1
        self._passed = 0
        if not hand:
            self._emptied.append(p)
            if self._clockwise:
                self._next_adder()

    def _retract(self, d: int, action: Action, events: list[Event] | None) -> None:
        bit = action.mask
        card = action.card_index
        i = self._dfn.index(card)
        self._dfn[i] = -1
        self._hands[d] |= bit
        self._known[d] |= bit
        on_table = self._on_table = self._on_table & ~bit
        self._uncovered += 1
        self._passed = 0
        group = action.rank_mask
        if not on_table & group:  # no other card of its rank lies on the table
            self._ranks &= ~group
        if d in self._emptied:
            self._emptied.remove(d)
        if events is not None:
            events.append(_new(Retracted, (d, action.cards[0], CARDS[self._att[i]])))

    def _close_if_idle(self, events: list[Event] | None) -> None:
        """End the round at once when, by public facts alone, nobody may add any more.

        Whether an attacker holds a card of a rank on the table is hidden: an attacker
        who has cards keeps the window open until he says ``done`` or the clock runs
        out, so that the round's course never reveals what he holds.
        """
        hands = self._hands
        unc = self._uncovered   # the test of _adding_open, inlined: this runs often
        if (((unc < hands[self._defender].bit_count() and len(self._att) < self._limit)
             or (self._throw_in_free and self._phase == THROWIN))
                and (not self._add_after_cover or unc < len(self._att))):
            passed = self._passed
            for p in self._attackers:
                if hands[p] and not passed >> p & 1:
                    return
        self._end_round(self._phase == THROWIN, events)

    # --- end of round, refill, players out -----------------------------------------------
    def _end_round(self, taken: bool, events: list[Event] | None) -> None:
        """End the round (the defender takes, or the cards go to the discard), refill,
        retire players, start the next round; ``events`` (if given) receives the events."""
        d = self._defender
        att = self._att
        if len(att) == self._uncovered:
            played = tuple(att)
        else:
            dfn = self._dfn
            pairs = []
            for i, a in enumerate(att):  # (enumerate: cheaper than zip with strict=)
                pairs.append(a)
                if dfn[i] >= 0:
                    pairs.append(dfn[i])
            played = tuple(pairs)
        if taken:
            on_table = self._on_table
            self._hands[d] |= on_table
            self._known[d] |= on_table
            if events is not None:
                events.append(_new(Took, (d, played)))
                events.append(TAKEN[d])
        else:
            self._discard.extend(played)
            if events is not None:
                events.append(_new(RoundEnded, (False, d, played)))
        if self._showcards:   # a shown trump that was played is shown no more
            self._showcards &= ~self._on_table
        order = self._orders[self._offender]
        if d != self._roles[self._offender][0]:   # forwarded to the right: he draws last
            order = self._refill_order_to(self._offender, d)
        stack = self._stack
        if stack and not self.rules.quick:     # (quick: nobody draws after the deal)
            self._refill(order, events)
        # (players out hold nothing: more empty hands than players out means someone new)
        if ((not stack or self.rules.quick) and self._hands.count(0) > len(self._winners)
                and self._players_out(order, events)):
            self._check_over(events, taken)
            if self._phase == OVER:
                return
        self._start_round(self._next[d] if taken or not self._active[d] else d, events)

    def _check_over(self, events: list[Event] | None, taken: bool) -> None:
        """End the game when at most one player (with teams: one team) is left; the
        round just ended (``taken``: by a take) decides the epaulettes."""
        active = self._active
        remaining = [p for p in range(self._n) if active[p]]
        if self._teams:
            over, durak = self._team_result(remaining)
            if not over:
                return
        elif len(remaining) > 1:
            return
        else:
            durak = remaining[0] if remaining else -1
        rank = self._epaulette_rank
        if (rank and taken and durak == self._defender
                and all((card >> 2) + 2 == rank for card in self._att)):
            self._epaulettes = rank
        self._phase = OVER
        self._over = True
        # What a round's start would clear (docs/engine.md, "Once the game is over").
        self._att = []
        self._dfn = []
        self._on_table = 0
        self._ranks = 0
        self._uncovered = 0
        self._passed = 0
        self._blocked = False
        self._shown = 0
        self._durak = durak
        if events is not None:
            if self._epaulettes:
                events.append(_new(Epaulettes, (durak, rank)))
            events.append(GameOver(tuple(self._winners), self.durak))

    def _team_result(self, remaining: list[int]) -> tuple[bool, int]:
        """Whether a team game is over, and its durak (-1: a draw).

        It is over when everybody still holding cards is in one team (that team loses),
        or, with ``team_first_out``, when every team but one has a member out (the one
        without loses).  The durak is the loser holding the most cards (the lower seat on
        a tie); his partners lose with him.
        """
        teams = self._teams
        losing = -1
        over = False
        if self.rules.team_first_out:
            safe = {p % teams for p in self._winners}
            unsafe = [t for t in range(teams) if t not in safe]
            if len(unsafe) <= 1:
                over, losing = True, unsafe[0] if unsafe else -1
        alive = {p % teams for p in remaining}
        if not over and len(alive) <= 1:
            over, losing = True, alive.pop() if alive else -1
        if not over or losing < 0:
            return over, -1
        hands = self._hands
        losers = [p for p in remaining if p % teams == losing]
        return True, max(losers, key=lambda p: (hands[p].bit_count(), -p))

    @staticmethod
    def _refill_order(offender: int, nxt: tuple[int, ...]) -> tuple[int, ...]:
        """Who draws first: the offender, the other players clockwise (``nxt`` gives each
        seat's neighbour still in), the defender last."""
        d = nxt[offender]
        order = [offender]
        p = d
        while p != offender:
            if p != d:
                order.append(p)
            p = nxt[p]
        order.append(d)
        return tuple(order)

    def _refill_order_to(self, offender: int, defender: int) -> tuple[int, ...]:
        """``_refill_order`` for a round forwarded to the right, whose defender sits on
        the offender's right: the offender, the others clockwise, that defender last."""
        nxt = self._next
        order = [offender]
        p = nxt[offender]
        while p != offender:
            if p != defender:
                order.append(p)
            p = nxt[p]
        order.append(defender)
        return tuple(order)

    def _refill(self, order: tuple[int, ...], events: list[Event] | None) -> None:
        """Draw up to the hand size in ``order``; the face-up trump card goes last."""
        stack = self._stack
        if (self._trump_in_stack and stack[0] != self._trump_card   # trump_change to come,
                and len(stack) <= self._hand_size * len(order) + 1):   # and the draw may reach it
            self._refill_to_key(order, events)
            return
        size = self._hand_size
        hands = self._hands
        for p in order:
            need = size - hands[p].bit_count()
            if need <= 0:
                continue
            if need >= len(stack):
                drawn = stack[:]
                stack.clear()
            else:
                drawn = stack[-need:]
                del stack[-need:]
            mask = 0
            for card in drawn:
                mask |= 1 << card
            hands[p] |= mask
            face_up = -1
            if not stack:
                if self._trump_in_stack:
                    face_up = self._trump_card
                    self._known[p] |= 1 << face_up
                if events is not None:
                    events.append(_new(Drew, (p, len(drawn), mask, face_up)))
                return
            if events is not None:
                events.append(_new(Drew, (p, need, mask, face_up)))

    def _refill_to_key(self, order: tuple[int, ...], events: list[Event] | None) -> None:
        """``_refill`` while the key card (``trump_change``) lies under the face-up trump:
        a draw that takes the face-up card turns the key card up (``TrumpChanged``), and
        a drawer who needs more goes on drawing under the new trump (another ``Drew``)."""
        stack = self._stack
        hands = self._hands
        for p in order:
            need = self._hand_size - hands[p].bit_count()
            while need > 0 and stack:
                face_up = self._trump_card if self._trump_in_stack else -1
                # (the face-up card lies on the key card, or is the key card turned up)
                above = len(stack) - (2 if face_up >= 0 and stack[0] != face_up else 1)
                if face_up < 0:
                    count = min(need, len(stack))
                else:
                    count = need if need <= above else above + 1
                drawn = stack[-count:]
                del stack[-count:]
                mask = 0
                for card in drawn:
                    mask |= 1 << card
                hands[p] |= mask
                need -= count
                shown = face_up if count > above else -1
                if shown >= 0:
                    self._known[p] |= 1 << shown
                if events is not None:
                    events.append(_new(Drew, (p, count, mask, shown)))
                if shown >= 0 and stack:
                    self._change_trump(stack[0], events)
            if not stack:
                return

    def _change_trump(self, card: int, events: list[Event] | None) -> None:
        """Turn the key card face up (``trump_change``): its suit is trump from now on."""
        self._trump = card & 3
        self._trump_card = card
        self._beats = order_of(self.rules, self._trump, card).beaten_by
        if events is not None:
            events.append(TrumpChanged(CARDS[card]))

    def _players_out(self, order: tuple[int, ...], events: list[Event] | None) -> bool:
        """Retire players without cards (the stack being empty); True if anyone left.  One
        with secret cards (``secret_cards``) picks them up instead and plays on."""
        hands = self._hands
        if self._secret:
            self._take_secrets(order, events)
        emptied = self._emptied
        out = [p for p in order if self._active[p] and not hands[p]]
        if len(out) > 1:
            out.sort(key=lambda p: emptied.index(p) if p in emptied
                     else len(emptied) + order.index(p))
        for p in out:
            self._active[p] = False
            self._winners.append(p)
            if events is not None:
                events.append(PlayerOut(p, len(self._winners)))
        if out:
            self._seat_players()
        return bool(out)

    def _take_secrets(self, order: tuple[int, ...], events: list[Event] | None) -> None:
        hands = self._hands
        secret = list(self._secret)
        for p in order:
            if self._active[p] and not hands[p] and secret[p]:
                hands[p] = secret[p]
                secret[p] = 0
                if events is not None:
                    events.append(_new(SecretTaken, (p, hands[p].bit_count(), hands[p], -1)))
        self._secret = tuple(secret)

    @property
    def secret_counts(self) -> tuple[int, ...]:
        """How many secret cards (``secret_cards``) each seat still has face down (``()``
        without the rule)."""
        return tuple(mask.bit_count() for mask in self._secret)

    def _seat_players(self) -> None:
        """Set who sits next to whom, refill orders and round roles from ``_active``."""
        key = (self._n, tuple(self._active), self._reinforce_all, self._teams)
        seating = SEATING.get(key)
        if seating is None:
            seating = SEATING[key] = self._seating()
        self._next, self._orders, self._roles = seating

    def _seating(self) -> Seating:
        n = self._n
        active = self._active
        nxt = tuple(self._next_active(p) for p in range(n))
        everybody = self._reinforce_all
        team = self.rules.team_of
        orders: list[tuple[int, ...]] = []
        roles: list[Roles] = []
        for off in range(n):
            d = self._next_opponent(off)
            if not active[off] or d == off:
                orders.append(())
                roles.append((off, -1, (), _new(RoundStarted, (off, off, None))))
                continue
            orders.append(self._refill_order(off, nxt))
            co = self._next_opponent(d)
            if co == off:
                co = -1
            if everybody:
                attackers = tuple(q for q in ((off + i) % n for i in range(n))
                                  if team(q) != team(d) and active[q])
            else:
                attackers = (off,) if co < 0 else (off, co)
            roles.append((d, co, attackers, _new(RoundStarted, (off, d, co if co >= 0 else None))))
        return nxt, tuple(orders), tuple(roles)

    def _next_opponent(self, p: int) -> int:
        """The next seat clockwise after ``p`` still in the game and not ``p``'s partner
        (``p`` itself if none): whom ``p`` attacks, partners sitting between passed over."""
        n = self._n
        active = self._active
        team = self.rules.team_of
        for i in range(1, n + 1):
            q = (p + i) % n
            if active[q] and team(q) != team(p):
                return q
        return p

    def _next_active(self, p: int) -> int:
        """The next seat clockwise after ``p`` still in the game (``p`` itself if none)."""
        n = self._n
        active = self._active
        for i in range(1, n + 1):
            q = (p + i) % n
            if active[q]:
                return q
        return p

    def _set_roles(self, offender: int) -> None:
        self._offender = offender
        self._defender, self._co, self._attackers, _ = self._roles[offender]
        if self._clockwise:
            self._attackers = self._attackers[:1]
        self._blocked = False
        self._passed = 0

    def _next_adder(self) -> None:
        """Classic adding order: the turn to add passes to the next attacker clockwise who
        holds cards (none when every attacker has had his turn this bout)."""
        order = self._roles[self._offender][2]
        current = self._attackers
        i = order.index(current[0]) + 1 if current else len(order)
        hands = self._hands
        while i < len(order) and not hands[order[i]]:
            i += 1
        self._attackers = order[i:i + 1]

    def _start_round(self, offender: int, events: list[Event] | None) -> None:
        self._round += 1
        self._phase = LEAD
        self._att = []
        self._dfn = []
        self._on_table = 0
        self._ranks = 0
        self._uncovered = 0
        if self._emptied:
            self._emptied = []
        self._limit = self._first_limit if self._round == 0 else self._base_limit
        self._offender = offender
        d, co, self._attackers, started = self._roles[offender]
        if self._clockwise:
            self._attackers = self._attackers[:1]
        self._defender = d
        self._co = co
        self._blocked = False
        self._passed = 0
        if self._ticket == 1:
            self._shown = 0
        if events is not None:
            events.append(started)

    # --- copies, views, records ---------------------------------------------------------
    def copy(self) -> Game:
        """An independent game in the same state (bots search on copies)."""
        other = object.__new__(self.__class__)
        other.rules = self.rules
        other._n = self._n
        other._hands = self._hands[:]
        other._stack = self._stack[:]
        other._trump = self._trump
        other._trump_card = self._trump_card
        other._trump_in_stack = self._trump_in_stack
        other._beats = self._beats
        other._deck = self._deck
        other._att = self._att[:]
        other._dfn = self._dfn[:]
        other._on_table = self._on_table
        other._ranks = self._ranks
        other._uncovered = self._uncovered
        other._offender = self._offender
        other._defender = self._defender
        other._co = self._co
        other._attackers = self._attackers
        other._active = self._active[:]
        other._phase = self._phase
        other._over = self._over
        other._passed = self._passed
        other._blocked = self._blocked
        other._shown = self._shown
        other._showcards = self._showcards
        other._round = self._round
        other._limit = self._limit
        other._discard = self._discard[:]
        other._known = self._known[:]
        other._secret = self._secret
        other._winners = self._winners[:]
        other._emptied = self._emptied[:]
        other._durak = self._durak
        other._epaulettes = self._epaulettes
        other._epaulette_rank = self._epaulette_rank
        other._leader = self._leader
        other._history = self._history[:]
        other._origin = self._origin
        other._opening = self._opening
        other._cache = self._cache
        other._cache_key = self._cache_key
        other._next = self._next
        other._orders = self._orders
        other._roles = self._roles
        other._base_limit = self._base_limit
        other._first_limit = self._first_limit
        other._hand_size = self._hand_size
        other._forwarding = self._forwarding
        other._throw_in = self._throw_in
        other._throw_in_free = self._throw_in_free
        other._reinforce_all = self._reinforce_all
        other._same_count = self._same_count
        other._add_after_cover = self._add_after_cover
        other._take_beaten = self._take_beaten
        other._clockwise = self._clockwise
        other._exchange = self._exchange
        other._teams = self._teams
        other._redeal = self._redeal
        other._ticket = self._ticket
        other._two_ways = self._two_ways
        return other

    def view(self, player: int) -> View:
        """What ``player`` may know: own hand, others' counts, the table, public facts."""
        p = self._seat(player)
        return self._view(p, self._public_view())

    def views(self) -> tuple[View, ...]:
        """Every seat's ``view``, made together (a server sends them all after each action):
        what every seat may know is computed once and shared by the views (the same
        objects), the legal actions are listed once; ``views()[p] == view(p)``."""
        shared = self._public_view()
        return tuple(self._view(p, shared) for p in range(self._n))

    def _view(self, p: int, shared: dict[str, Any]) -> View:
        return View(player=p, hand=cards_of(self._hands[p]),
                    legal_actions=tuple(self._list(p)), **shared)

    def _public_view(self) -> dict[str, Any]:
        """The fields of a ``View`` that are the same for every seat."""
        return {
            "rules": self.rules,
            "num_players": self._n,
            "hand_sizes": tuple(h.bit_count() for h in self._hands),
            "table": self.table,
            "trump": self.trump,
            "trump_card": self.trump_card,
            "stack_count": len(self._stack),
            "discard": self.discard,
            "offender": self.offender,
            "defender": self.defender,
            "co_offender": self.co_offender,
            "attackers": self.attackers,
            "known": tuple(cards_of(self._public(seat)) for seat in range(self._n)),
            "window_open": self.window_open,
            "taking": self.taking,
            "passed": self.passed,
            "out": tuple(not a for a in self._active),
            "winners": self.winners,
            "is_over": self._phase == OVER,
            "durak": self.durak,
            "epaulettes": self.epaulettes,
            "round_index": self._round,
            "forward_blocked": self._blocked,
            "shown": self.shown,
            "shown_cards": self.shown_cards,
            "secret_counts": self.secret_counts,
        }

    def __repr__(self) -> str:
        # (the position in full: durak.engine.format_position, which sits above Game)
        if self._phase == OVER:
            return f"<Game of {self._n} over after {self._round + 1} rounds>"
        return (f"<Game of {self._n}, round {self._round + 1}: P{self._offender} attacks "
                f"P{self._defender}, {len(self._att)} on the table, "
                f"{len(self._stack)} in the stack>")

    # --- cheating (rules.cheating; the variant's moves are in ``cheating.CheatingGame``) --
    def cheat_actions(self, player: int) -> list[Action]:
        """The cheats ``player`` may make now (``cheating``; none without it): moves of his
        role with a card that breaks a card rule, which ``apply`` accepts but
        ``legal_actions`` never lists (see docs/engine.md, "Cheating")."""
        self._seat(player)
        return []

    def catch_actions(self, player: int) -> list[Action]:
        """The catches ``player`` may send now (``cheating``; none without it): one for each
        card on the table he did not lay himself, whether it is a cheat or not."""
        self._seat(player)
        return []

    @property
    def cheat_log(self) -> tuple[CheatRecord, ...]:
        """Every cheat of this game so far and what became of it (``cheating``)."""
        return ()

    def _adopt(self, view: View) -> None:
        """Take from ``view`` what a variant's own state needs (``from_view``)."""

    # --- the search path: for bots' searches only (docs/engine.md, "The search path") ----
    def search_actions(self, player: int) -> list[Action]:
        """``legal_actions(player)`` for a search: the same actions in the same order,
        listed for that seat alone, with no check of ``player`` and no cache."""
        phase = self._phase
        if phase == LEAD:
            out = self._leads() if player == self._offender else []
            if self._redeal and not self._round and self._may_redeal(player):
                out.append(REDEALS[player])
            return out
        out = []
        if phase == OVER:
            return out
        if player == self._defender:
            if phase == BOUT:
                self._defence(out)
            return out
        if player in self._attackers and self._adding_open():
            window = phase == THROWIN or not self._uncovered
            self._adds((player,), window, out)
        return out

    def search_stack(self) -> tuple[Card, ...]:
        """The undrawn cards, the last to be drawn first (the face-up trump card while it
        is there), for a search that tells positions apart by what is left to draw."""
        return tuple([CARDS[index] for index in self._stack])

    def search_apply(self, action: Action) -> None:
        """Perform ``action``, which must be legal here, for a search: no check, no
        events, no history.  The position afterwards is the one ``apply`` gives; an
        action that is not legal leaves the game in an undefined state."""
        self._cache = None
        code = action.code
        p: int = action.player  # type: ignore[assignment]
        if code == ATTACK:
            phase = self._phase
            if phase == LEAD:
                self._phase = BOUT
            elif p != self._offender:
                self._blocked = True
            self._place(p, action)
            if phase == THROWIN:
                self._close_if_idle(None)
        elif code == DEFEND:
            self._cover(p, action)
            if not self._uncovered:
                self._close_if_idle(None)
        elif code == TAKE:
            if self._throw_in and self._uncovered:
                self._phase = THROWIN
                self._passed = 0
                self._close_if_idle(None)
            else:
                self._end_round(True, None)
        elif code == DONE:
            self._passed |= 1 << p
            if self._clockwise:
                self._next_adder()
            self._close_if_idle(None)
        elif code == FORWARD:
            self._place(p, action)
            if action.target_index == RIGHT:
                self._pass_right(p)
            else:
                self._set_roles(p)
        elif code == RETRACT:
            self._retract(p, action, None)
        elif code == SHOW:
            self._show_trump(p, action.mask)
        elif code == EXCHANGE:
            self._exchange_trump(p, action.mask)
        elif code == REDEAL:
            self._deal_again(None)
        else:  # TIMEOUT
            self._end_round(self._phase == THROWIN, None)


# The variants that keep state of their own in a subclass of ``Game``, by the boolean
# ``Rules`` field that turns each on.  A variant's module registers its class when
# imported (``cheating`` registers ``CheatingGame``; ``durak.engine`` imports it), so
# that this module imports no variant and the engine has no import cycle.
_VARIANTS: dict[str, type[Game]] = {}


def register_variant(switch: str, variant: type[Game]) -> None:
    """Make every ``Game`` constructor build ``variant`` when ``Rules.<switch>`` is on."""
    if switch not in Rules.__dataclass_fields__ or not issubclass(variant, Game):
        raise ValueError(f"no variant {variant!r} for a rule {switch!r}")
    _VARIANTS[switch] = variant


def _read_secret(rules: Rules, secret: object, players: int,
                 take: Callable[[Card | str, str], int]) -> list[int]:
    """``from_deal``'s secret cards, one mask per player (``[]`` for none)."""
    if isinstance(secret, str) or not isinstance(secret, Sequence):
        raise TypeError(f"secret must be a list of card lists, not {quote(secret)}")
    if not secret:
        return []
    if not rules.secret_cards:
        raise ValueError("secret cards need the rule secret_cards")
    if len(secret) != players:
        raise ValueError(f"secret needs one list of cards per player ({players}), "
                         f"not {len(secret):,}")
    masks = []
    for p, cards in enumerate(secret):
        if isinstance(cards, str) or not isinstance(cards, Iterable):
            raise ValueError(f"secret cards of P{p} must be a list of cards, not {quote(cards)}")
        mask = 0
        for value in cards:
            mask |= 1 << take(value, f"secret cards of P{p}")
        if mask.bit_count() > rules.secret_cards:
            raise ValueError(f"P{p} may have at most {rules.secret_cards} secret cards, "
                             f"not {mask.bit_count()}")
        masks.append(mask)
    return masks


def leader_against(rules: Rules, players: int, seat: int) -> int:
    """The seat whose attack goes against ``seat`` at a game's start: the nearest seat
    counter-clockwise that is not his partner."""
    for i in range(1, players):
        q = (seat - i) % players
        if rules.team_of(q) != rules.team_of(seat):
            return q
    return (seat - 1) % players


def _first_offender(rules: Rules, hands: list[int], trump: int, rng: random.Random) -> int:
    """Who leads a fresh deal: the holder of the lowest trump (a random player when nobody
    holds one), or a random player."""
    players = len(hands)
    if rules.first_offender == "lowest_trump":
        lowest = [(hands[p] & SUIT_MASKS[trump]) & -(hands[p] & SUIT_MASKS[trump])
                  for p in range(players)]
        holders = [(low, p) for p, low in enumerate(lowest) if low]
        return min(holders)[1] if holders else rng.randrange(players)
    return rng.randrange(players)


# The two colours' suit masks (spades and clubs, hearts and diamonds).
COLOUR_MASKS = (SUIT_MASKS[0] | SUIT_MASKS[3], SUIT_MASKS[1] | SUIT_MASKS[2])


def may_redeal(rules: Rules, hand: int) -> bool:
    """Whether a hand lets its holder ask for a redeal: five cards of one suit (with
    ``redeal_colour``, or six of one colour)."""
    if any((hand & mask).bit_count() >= 5 for mask in SUIT_MASKS):
        return True
    return rules.redeal_colour and any((hand & mask).bit_count() >= 6 for mask in COLOUR_MASKS)


def _rules(rules: object) -> Rules:
    """``rules``, or the default rules for ``None``; anything else is refused."""
    if rules is None:
        return Rules()
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules value (Rules.from_dict reads a mapping), "
                        f"not {quote(rules)}")
    return rules
