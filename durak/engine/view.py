"""What one player may know of a game: a ``View`` holds no reference to the game."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .cards import Card, Suit, cards_of, deck_mask, mask_of
from .rules import Rules
from .trumps import CardOrder, order_of

__all__ = ["View"]


@dataclass(frozen=True, slots=True)
class View:
    """Everything ``player`` may know, and nothing else.

    Two games that differ only in cards this player cannot see give equal views.
    """

    player: int
    rules: Rules
    num_players: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    table: tuple[tuple[Card, Card | None], ...]
    trump: Suit
    trump_card: Card | None
    stack_count: int
    discard: tuple[Card, ...]
    offender: int | None
    defender: int | None
    co_offender: int | None
    attackers: tuple[int, ...]
    known: tuple[tuple[Card, ...], ...]
    window_open: bool
    taking: bool
    passed: tuple[int, ...]
    out: tuple[bool, ...]
    winners: tuple[int, ...]
    is_over: bool
    durak: int | None
    round_index: int
    forward_blocked: bool
    legal_actions: tuple[Action, ...]
    epaulettes: int | None = None   # the durak's epaulettes' rank, once the game ended so
    # Seats that have forwarded by showing a trump (``forward_by_trump``): this round, or
    # this game with "game"; each may show only once in that time.
    shown: tuple[int, ...] = ()
    # The trumps shown so, and the trump card taken in an exchange, not played since (each
    # still in its holder's hand, or on the table this round): a table draws them face up
    # in the other hands.
    shown_cards: tuple[Card, ...] = ()
    # How many secret cards (``secret_cards``) each seat still has face down; () without
    # the rule. Nobody has seen them: they are among ``unseen()``.
    secret_counts: tuple[int, ...] = ()
    # Cheating (``rules.cheating``; all empty without it): the seat that laid each attack
    # card (table order), the seats barred from catching this round (a wrong catch), this
    # player's own standing cheats on the table, the cheats he may make and the catches
    # he may send (every card on the table he did not lay: right or wrong).
    laid_by: tuple[int, ...] = ()
    barred: tuple[int, ...] = ()
    cheats: tuple[Card, ...] = ()
    cheat_actions: tuple[Action, ...] = ()
    catch_actions: tuple[Action, ...] = ()

    @property
    def order(self) -> CardOrder:
        """Which cards are trumps and which card beats which under these rules (with
        ``number_trump`` the face-up card's rank is trump too): ``order.beats(card,
        target)``, ``order.is_trump(card)``, ``order.strength(card)``."""
        card = self.trump_card
        return order_of(self.rules, self.trump.value, card.index if card is not None else -1)

    @property
    def trump_change_pending(self) -> bool:
        """With ``trump_change``: whether the key card still lies face down under the
        face-up trump card (it is then the last card of the stack, unseen)."""
        return (self.rules.trump_change and self.trump_card is not None
                and self.stack_count >= 2)

    @property
    def left_to_draw(self) -> int:
        """Cards still to be drawn: the stack, or none with ``quick`` (nobody draws after
        the deal, the stack stays where it is)."""
        return 0 if self.rules.quick else self.stack_count

    @property
    def role(self) -> str:
        """``"offender"``, ``"defender"``, ``"co_offender"``, ``"out"`` or ``"bystander"``."""
        if self.out[self.player]:
            return "out"
        if self.player == self.offender:
            return "offender"
        if self.player == self.defender:
            return "defender"
        if self.player == self.co_offender:
            return "co_offender"
        return "bystander"

    def partners(self, seat: int) -> tuple[int, ...]:
        """The other seats of ``seat``'s team (none without teams)."""
        return tuple(q for q in range(self.num_players) if self.rules.partners(seat, q))

    def unseen(self) -> tuple[Card, ...]:
        """Cards this player has not seen placed: in other hands (unknown ones) or the stack.

        The face-up trump card still under the stack counts as seen; so do cards other
        players are known to hold.
        """
        seen = mask_of(self.hand) | mask_of(self.discard)
        for attack, defence in self.table:
            seen |= 1 << attack.index
            if defence is not None:
                seen |= 1 << defence.index
        for cards in self.known:
            seen |= mask_of(cards)
        if self.trump_card is not None and self.stack_count > 0:
            seen |= 1 << self.trump_card.index
        return cards_of(deck_mask(self.rules.deck) & ~seen)
