"""Why an action is illegal, in words a player understands.

Only called on the slow path, once ``Game.apply`` has found that an action is not
among the legal ones; it reads the game's internals but never changes them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import ATTACK, DEFEND, DONE, FORWARD, RETRACT, TAKE, TIMEOUT, Action
from .cards import CARDS, RANK_NAMES, cards_of, deck_mask, rank_mask_of

if TYPE_CHECKING:
    from .game import Game
    from .view import View


def explain(game: Game, action: Action) -> str:
    from .game import BOUT, LEAD, OVER, THROWIN

    g = game
    if g._phase == OVER:
        return "the game is over"
    code = action.code
    if code == TIMEOUT:
        return "no reinforcement window is open: the defender has cards to cover"
    p = action.player
    assert p is not None
    if p >= g._n:
        return f"there is no player P{p} in this {g._n}-player game"
    if not g._active[p]:
        return f"P{p} is out of the game"
    missing = action.mask & ~g._hands[p] if code in (ATTACK, DEFEND, FORWARD) else 0
    if missing:
        return f"P{p} does not hold {' '.join(str(c) for c in cards_of(missing))}"
    d = g._defender
    room = g._hands[d].bit_count() - g._uncovered
    limit_text = f"at most {g._limit} attack cards may be played this round"

    if code == ATTACK:
        if p == d:
            return f"P{p} is the defender: he covers, forwards or takes, but cannot attack"
        if g._phase == LEAD:
            if p != g._offender:
                return f"only the offender (P{g._offender}) may lead"
            if action.mask & ~rank_mask_of(action.cards[0].index):
                return "cards led together must share a rank"
            if len(action.cards) > room:
                return f"the defender P{d} holds only {_cards(room)}: lead at most {room}"
            return limit_text
        if p not in g._attackers:
            who = ("the offender and the co-offender" if g.rules.reinforce == "neighbours"
                   else "everybody but the defender")
            return f"P{p} may not add cards: only {who} may"
        if len(action.cards) > 1:
            return "add cards to the attack one at a time"
        card = action.cards[0]
        if not (1 << card.index) & g._ranks:
            return f"{card} does not match a rank on the table"
        if g._passed >> p & 1:
            return f"P{p} said done: he may add again once the table changes"
        if room <= 0:
            return f"the defender P{d} cannot be given more cards to cover than he holds"
        return limit_text

    if code == DEFEND:
        if p != d:
            return f"only the defender (P{d}) may cover cards"
        if g._phase == THROWIN:
            return f"P{p} has given up and takes the cards"
        target = action.target
        assert target is not None
        if target.index not in g._att:
            return f"{target} is not an attack card on the table"
        covering = g._dfn[g._att.index(target.index)]
        if covering >= 0:
            return f"{target} is already covered by {CARDS[covering]}"
        return f"{action.cards[0]} cannot beat {target}"

    if code == FORWARD:
        if p != d:
            return f"only the defender (P{d}) may forward"
        if not g.rules.forwarding:
            return "forwarding is off in these rules"
        if g._phase != BOUT:
            return "there is no attack to forward" if g._phase == LEAD else \
                f"P{p} has given up and takes the cards"
        if g._blocked:
            if any(c >= 0 for c in g._dfn) or g._uncovered < len(g._att):
                return "a card has been covered: too late to forward"
            return "another attacker has added a card: too late to forward"
        first = g._att[0]
        if g._ranks != rank_mask_of(first):
            return "the attack mixes ranks: it cannot be forwarded"
        if action.mask & ~rank_mask_of(first):
            return f"forward with cards of the attacked rank ({RANK_NAMES[first // 4 + 2]})"
        nxt = g._next_active(d)
        total = len(g._att) + len(action.cards)
        held = g._hands[nxt].bit_count()
        if total > held:
            return f"P{nxt} holds only {_cards(held)}, too few to defend {total}"
        return limit_text

    if code == RETRACT:
        if p != d:
            return f"only the defender (P{d}) may take back a defence card"
        card = action.cards[0]
        if g._phase == BOUT and card.index in g._dfn:
            return "that defence card cannot be taken back now"
        return f"{card} is not one of P{p}'s defence cards on the table"

    if code == TAKE:
        if p != d:
            return f"only the defender (P{d}) may take the cards"
        if g._phase == LEAD:
            return "the table is empty: there is nothing to take"
        if g._phase == THROWIN:
            return f"P{p} is already taking the cards"
        return "every card is covered: nothing to take (take a defence card back first)"

    if code == DONE:
        if p == d or p not in g._attackers:
            return f"P{p} is not attacking this round"
        if g._phase == LEAD:
            return f"the offender P{g._offender} must lead first"
        if g._phase == BOUT and g._uncovered:
            return "the defender is still covering: wait until every card is covered"
        if g._passed >> p & 1:
            return f"P{p} has already said done"
        if not g._hands[p]:
            return f"P{p} has no cards left"
        return "nothing more may be added to this round"
    return "that is not a legal move now"


def _cards(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def check_world(view: View, hands: list[int], stack: list[int], trump_in_stack: bool) -> None:
    """Raise ``ValueError`` unless these hidden cards fit what ``view`` shows."""
    if len(hands) != view.num_players:
        raise ValueError(f"a world needs {view.num_players} hands, not {len(hands)}")
    own = sum(1 << c.index for c in view.hand)
    if hands[view.player] != own:
        raise ValueError(f"P{view.player}'s hand must be his own: {' '.join(map(str, view.hand))}")
    for p, mask in enumerate(hands):
        if mask.bit_count() != view.hand_sizes[p]:
            raise ValueError(f"P{p} holds {view.hand_sizes[p]} cards, not {mask.bit_count()}")
        known = sum(1 << c.index for c in view.known[p])
        if known & ~mask:
            raise ValueError(f"P{p} is known to hold {' '.join(map(str, cards_of(known & ~mask)))}")
    face_up = 1 if trump_in_stack else 0
    if len(stack) + face_up != view.stack_count:
        raise ValueError(f"the stack holds {view.stack_count} cards, not {len(stack) + face_up}")
    seen = 0
    placed = [*(1 << c for c in stack), *hands]
    placed += [1 << c.index for c in view.discard]
    for attack, defence in view.table:
        placed.append(1 << attack.index)
        if defence is not None:
            placed.append(1 << defence.index)
    if trump_in_stack and view.trump_card is not None:
        placed.append(1 << view.trump_card.index)
    for mask in placed:
        if seen & mask:
            raise ValueError(f"{' '.join(map(str, cards_of(seen & mask)))} placed twice")
        seen |= mask
    if seen != deck_mask(view.rules.deck):
        raise ValueError("the world does not hold exactly the deck's cards")
