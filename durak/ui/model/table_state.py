"""What the in-process sessions (a local game, a replay) hand the table: the cards of a
``Game`` to lay out, and the pace.  Only a session that holds a ``Game`` calls
``snapshot_of``; the table's words, which any session can give, are in ``table_text``.
"""

from __future__ import annotations

from durak.engine import Card, Game, Rules, Suit, View

from .layout import TableSnapshot

HUMAN = 0
# Per speed: card move duration and pause between moves, in milliseconds.
PACE = {"slow": (800, 1600), "normal": (500, 950), "fast": (250, 450)}
# Once the human is out the bots play on at the fast pace (never slower than the chosen
# one): quicker, but every move can still be followed.
OUT_PACE = PACE["fast"]


def deck_cards(rules: Rules) -> list[Card]:
    """Every card of the rules' deck, lowest first."""
    return [Card(rank, suit) for rank in range(rules.min_rank, 15) for suit in Suit]


def pace(speed: str, human_out: bool) -> tuple[int, int]:
    """(card move ms, pause between moves ms) at ``speed``; quicker once the human is out."""
    move, pause = PACE.get(speed, PACE["normal"])
    if human_out:
        return min(move, OUT_PACE[0]), min(pause, OUT_PACE[1])
    return move, pause


class SeatView:
    """The ``View`` of a game from the human's seat (a replay's: the saving player's),
    made once per state: the table asks for it many times per update (about 15), and a
    game changes only by an action."""

    def __init__(self, seat: int = HUMAN) -> None:
        self.seat = seat
        self._game: Game | None = None
        self._moves = -1
        self._view: View | None = None

    def of(self, game: Game) -> View:
        moves = len(game.history)
        if self._view is None or game is not self._game or moves != self._moves:
            self._game, self._moves, self._view = game, moves, game.view(self.seat)
        return self._view


class HandOrders:
    """Keeps each opponent's cards in the order they arrived, so a hand never reshuffles."""

    def __init__(self, players: int = 0) -> None:
        self.orders: list[list[Card]] = [[] for _ in range(players)]

    def order(self, seat: int, held: tuple[Card, ...]) -> list[Card]:
        while len(self.orders) <= seat:
            self.orders.append([])
        cards = set(held)
        order = [c for c in self.orders[seat] if c in cards]
        order += [c for c in sorted(cards) if c not in order]
        self.orders[seat] = order
        return order


def snapshot_of_view(view: View, human_hand: list[Card], others: list[list[Card]],
                     selected: set[Card], reveal: bool,
                     shown: set[int] | None = None, key_card: Card | None = None
                     ) -> TableSnapshot:
    """Every card to lay out, from what the human seat sees: ``view`` for the table, the
    stack, the trump card and the discard, ``human_hand`` as it is shown, and ``others``,
    each seat's cards as that seat's hand shows them (the human's entry is ignored).

    A session holding the game passes the real cards; a remote one stand-ins among the
    cards its seat has not seen (``hidden_hands``), all drawn face down unless ``reveal``
    or the seat is in ``shown``; a trump shown to forward (``View.shown_cards``) is
    drawn face up in its holder's hand.  The stack is every card of the deck placed nowhere else.
    With ``trump_change`` the key card lies face down under the face-up trump: ``key_card``
    where the session knows it, else a stand-in from the stack's other end than the one a
    remote seat's stand-ins for the other hands come from.
    """
    me = view.player
    hands = [human_hand if seat == me else others[seat] for seat in range(view.num_players)]
    placed = {c for hand in hands for c in hand} | set(view.discard)
    for attack, defence in view.table:
        placed.add(attack)
        if defence is not None:
            placed.add(defence)
    trump_card = view.trump_card if view.stack_count > 0 and view.trump_card else None
    if trump_card is not None:
        placed.add(trump_card)
    stack = [] if view.is_over else [c for c in deck_cards(view.rules) if c not in placed]
    key = key_card if view.trump_change_pending and key_card in stack else None
    if key is not None:   # before the secret cards' stand-ins: it stays where it lies
        stack.remove(key)
    secret: list[list[Card]] = []
    for count in view.secret_counts if not view.is_over else ():
        secret.append(stack[:count])   # unseen cards stand for them, from the bottom
        del stack[:count]
    if view.trump_change_pending and key is None and stack:
        key = stack.pop(0)
    if shown is None:   # at the end the durak's remaining cards are turned face up
        shown = {view.durak} if view.is_over and view.durak is not None else set()
    return TableSnapshot(players=view.num_players, human=me, hands=hands,
                         table=list(view.table), stack=stack, trump_card=trump_card,
                         discard=list(view.discard), selected=set(selected),
                         reveal=reveal, shown=shown, face_up=set(view.shown_cards),
                         secret=secret, key_card=key)


def snapshot_of(game: Game, view: View, human_hand: list[Card], orders: HandOrders,
                selected: set[Card], reveal: bool) -> TableSnapshot:
    """Every card of ``game`` to lay out for the seat of ``view`` (its ``View`` of it):
    the seats' real cards, face down but where ``reveal`` turns them up."""
    others = [[] if seat == view.player else orders.order(seat, game.hand(seat))
              for seat in range(game.num_players)]
    key_card = game.search_stack()[0] if view.trump_change_pending else None
    return snapshot_of_view(view, human_hand, others, selected, reveal, key_card=key_card)
