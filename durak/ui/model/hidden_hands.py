"""The other seats' hands as a seat that cannot see them lays them out (no Qt).

A remote seat knows of another hand only its size and the cards it is known to hold.
The table still draws one card per held card, so each hand here is a stable list of
those known cards plus *stand-ins*: cards this seat has not seen (``View.unseen``), drawn
face down.  When a seat plays a card that another card stood in for, or a stand-in turns
up elsewhere, the two change places; ``update`` returns these swaps, so that the table
can exchange the two (face-down, identical-looking) items before it animates, and the
played card flies from the hand that played it.  With ``trump_change`` one more stand-in,
``key``, is the key card under the face-up trump, kept until this seat draws that card.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from durak.engine import Attacked, Card, Dealt, Defended, Event, Exchanged, Forwarded, View


def _played(events: Iterable[Event]) -> dict[Card, int]:
    """Every card the events show coming out of a hand, and whose hand it was."""
    played: dict[Card, int] = {}
    for event in events:
        if isinstance(event, (Attacked, Forwarded)):
            for card in event.cards:
                played[card] = event.player
        elif isinstance(event, (Defended, Exchanged)):   # an exchange lays the low trump out
            played[event.card] = event.player
    return played


def _visible(view: View) -> set[Card]:
    """The cards ``view`` shows placed: the seat's hand, the table, the discard, the
    face-up trump card."""
    seen = set(view.hand) | set(view.discard)
    for attack, defence in view.table:
        seen.add(attack)
        if defence is not None:
            seen.add(defence)
    if view.trump_card is not None and view.stack_count > 0:
        seen.add(view.trump_card)
    return seen


class HiddenHands:
    """Each seat's cards in the order its hand shows them; the seat's own entry is empty."""

    def __init__(self) -> None:
        self.hands: list[list[Card]] = []
        self.standins: set[Card] = set()
        self.key: Card | None = None   # the key card's stand-in (trump_change)

    def reset(self, players: int) -> None:
        self.hands = [[] for _ in range(players)]
        self.standins = set()
        self.key = None

    def update(self, view: View, events: Sequence[Event] = ()) -> list[tuple[Card, Card]]:
        """Follow ``view`` (after ``events``, redacted for its seat); return the pairs of
        cards whose items change places before the table lays the new state out."""
        if len(self.hands) != view.num_players or any(isinstance(e, Dealt) for e in events):
            self.reset(view.num_players)
        me = view.player
        swaps: list[tuple[Card, Card]] = []
        unseen = view.unseen()
        if not view.trump_change_pending:
            self.key = None
        pool = [c for c in unseen if c not in self.standins and c != self.key]   # the stack's
        if view.trump_change_pending and self.key not in unseen and pool:
            # From the other end than the hands' stand-ins; a key drawn by this seat hands
            # its place under the trump card to its successor.
            if self.key is not None:
                swaps.append((self.key, pool[0]))
            self.key = pool.pop(0)

        def holder(card: Card) -> int | None:
            return next((s for s, hand in enumerate(self.hands) if card in hand), None)

        def exchange(card: Card, standin: Card) -> None:
            """``card`` takes ``standin``'s place and the other way round."""
            where, there = holder(card), holder(standin)
            if where is not None:
                hand = self.hands[where]
                hand[hand.index(card)] = standin
                self.standins.add(standin)
            else:                       # ``card`` was in the stack: the stand-in goes there
                self.standins.discard(standin)
                pool.append(standin)
            if there is not None:
                hand = self.hands[there]
                hand[hand.index(standin)] = card
            else:                       # the stand-in came from the stack
                pool.remove(standin)
            if card in pool:
                pool.remove(card)
            self.standins.discard(card)
            swaps.append((card, standin))

        # A played card leaves the hand that played it.
        for card, seat in _played(events).items():
            if seat == me:
                continue
            if card in self.hands[seat]:   # it stood in for itself: now it is real
                self.standins.discard(card)
                continue
            standin = next((c for c in reversed(self.hands[seat]) if c in self.standins), None)
            if standin is not None:
                exchange(card, standin)
        # A stand-in seen anywhere else came from the stack; real cards that left are gone.
        seen = _visible(view)
        for seat, hand in enumerate(self.hands):
            known_elsewhere = {c for s, cards in enumerate(view.known) if s != seat
                               for c in cards}
            for card in list(hand):
                if card in seen or card in known_elsewhere or seat == me:
                    if card in self.standins and pool:
                        exchange(card, pool[-1])
                        if card in hand:   # no stand-in took its place
                            hand.remove(card)
                    else:
                        hand.remove(card)
                        self.standins.discard(card)
        # Known cards are the real ones; the rest of each hand are stand-ins.
        for seat in range(view.num_players):
            if seat == me:
                continue
            hand = self.hands[seat]
            for card in view.known[seat]:
                if card in self.standins:
                    self.standins.discard(card)
                    other = holder(card)
                    if other is not None and other != seat:
                        self.hands[other].remove(card)
                if card not in hand:
                    hand.append(card)
            size = view.hand_sizes[seat]
            for card in reversed(list(hand)):
                if len(hand) <= size:
                    break
                if card in self.standins:
                    hand.remove(card)
                    self.standins.discard(card)
                    pool.append(card)
            while len(hand) < size and pool:
                card = pool.pop()    # the top of the stack
                hand.append(card)
                self.standins.add(card)
        return swaps
