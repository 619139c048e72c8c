"""Why an action is illegal, in words a player understands.

Only called on the slow path, once ``Game.apply`` has found that an action is not
among the legal ones.  This is the one module allowed to read ``Game``'s private
fields (the refusals need the round's internals, and ``Game`` keeps them private so
that nothing else comes to depend on them); it reads them but never changes them.
It sits below ``game``: the fields it reads are listed in ``GameInternals``, which
``Game`` satisfies, so that it needs no import of ``game``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from .actions import (
    ATTACK,
    CATCH,
    DEFEND,
    DONE,
    EXCHANGE,
    FORWARD,
    REDEAL,
    RETRACT,
    RIGHT,
    SHOW,
    TAKE,
    TIMEOUT,
    WELI,
    Action,
)
from .cards import CARDS, RANK_NAMES, cards_of, deck_mask, rank_mask_of
from .phases import BOUT, LEAD, OVER, THROWIN

CLUBS = 3   # Suit.CLUBS.value
SIXES = WELI & ~3   # the six of a suit: SIXES + the suit's value

if TYPE_CHECKING:
    from .rules import Rules
    from .trumps import CardOrder
    from .view import View


class GameInternals(Protocol):
    """The part of ``Game`` the reasons read: its rules and private fields (read only)."""

    @property
    def rules(self) -> Rules: ...
    @property
    def low_trump_index(self) -> int: ...
    @property
    def order(self) -> CardOrder: ...
    @property
    def _n(self) -> int: ...
    @property
    def _phase(self) -> int: ...
    @property
    def _round(self) -> int: ...
    @property
    def _active(self) -> Sequence[bool]: ...
    @property
    def _hands(self) -> Sequence[int]: ...
    @property
    def _stack(self) -> Sequence[int]: ...
    @property
    def _trump(self) -> int: ...
    @property
    def _trump_card(self) -> int: ...
    @property
    def _trump_in_stack(self) -> bool: ...
    @property
    def _offender(self) -> int: ...
    @property
    def _defender(self) -> int: ...
    @property
    def _attackers(self) -> tuple[int, ...]: ...
    @property
    def _roles(self) -> Sequence[tuple[int, int, tuple[int, ...], object]]: ...
    @property
    def _limit(self) -> int: ...
    @property
    def _att(self) -> Sequence[int]: ...
    @property
    def _dfn(self) -> Sequence[int]: ...
    @property
    def _on_table(self) -> int: ...
    @property
    def _ranks(self) -> int: ...
    @property
    def _uncovered(self) -> int: ...
    @property
    def _passed(self) -> int: ...
    @property
    def _blocked(self) -> bool: ...
    @property
    def _shown(self) -> int: ...
    @property
    def _weli_suit(self) -> int: ...
    def _right_of(self, p: int) -> int: ...


def explain(game: GameInternals, action: Action) -> Reason:
    g = game
    if g._phase == OVER:
        return _r("the game is over")
    code = action.code
    if code == TIMEOUT:
        return _r("no reinforcement window is open: the defender has cards to cover")
    p = action.player
    assert p is not None
    if p >= g._n:
        return _r("there is no player P{player} in a game of {count}", player=p, count=g._n)
    if not g._active[p]:
        return _r("P{player} is out of the game", player=p)
    if code == EXCHANGE and not g.rules.trump_exchange:
        return _r("the trump exchange is off in these rules")
    if code == REDEAL:
        return _redeal_reason(g, p)
    if code == CATCH:
        return _catch_reason(g, action, p)
    if code == SHOW and g.rules.forward_by_trump == "off":
        return _r("forwarding by showing a trump is off in these rules")
    missing = (action.mask & ~g._hands[p] if code in (ATTACK, DEFEND, FORWARD, EXCHANGE, SHOW)
               else 0)
    if missing:
        return _r("P{player} does not hold {cards}", player=p,
                  cards=" ".join(str(c) for c in cards_of(missing)))
    weli = _weli_reason(g, action)
    if weli is not None:
        return weli
    d = g._defender
    room = g._hands[d].bit_count() - g._uncovered
    limit_text = _r("at most {limit} attack cards may be played this round", limit=g._limit)

    if code == ATTACK:
        return _attack_reason(g, action, p, room, limit_text)
    if code == DEFEND:
        return _defend_reason(g, action, p)
    if code in (FORWARD, SHOW):
        return _forward_reason(g, action, p) or limit_text
    if code == RETRACT:
        return _retract_reason(g, action, p)
    if code == TAKE:
        return _take_reason(g, p)
    if code == DONE:
        return _done_reason(g, p)
    if code == EXCHANGE:
        return _exchange_reason(g, action, p)
    return _r("that is not a legal move now")


def _attack_reason(g: GameInternals, action: Action, p: int, room: int,
                   limit_text: Reason) -> Reason:
    """Why a lead or an added card is refused (``room``: cards the defender can still take)."""
    d = g._defender
    if p == d:
        return _r("P{player} is the defender: he covers, forwards or takes, but cannot attack",
                  player=p)
    if g._phase == LEAD:
        if p != g._offender:
            return _r("only the offender (P{offender}) may lead", offender=g._offender)
        if action.mask & ~rank_mask_of(action.cards[0].index):
            return _r("cards led together must share a rank")
        if len(action.cards) > room:
            return _r("the defender P{defender} cannot cover more than {room}: lead fewer",
                      defender=d, room=room)
        return limit_text
    turn = _turn_reason(g, p)
    if turn is not None:
        return turn
    if p not in g._attackers:
        if g.rules.partners(p, d):
            return _r("P{player} may not add cards against his partner P{defender}",
                      player=p, defender=d)
        if g.rules.reinforce == "neighbours":
            return _r("P{player} may not add cards: only the offender and the co-offender may",
                      player=p)
        return _r("P{player} may not add cards: only the attackers may", player=p)
    if len(action.cards) > 1:
        return _r("add cards to the attack one at a time")
    card = action.cards[0]
    if not (1 << card.index) & g._ranks and not g.rules.cheating:  # (else a cheat)
        return _r("{card} does not match a rank on the table", card=card)
    if g.rules.add_after_cover and g._uncovered == len(g._att):
        return _r("nothing may be added until the defender has covered a card")
    if g._passed >> p & 1:
        return _r("P{player} said done: he may add again once the table changes", player=p)
    if room <= 0:
        return _r("the defender P{defender} cannot be given more cards than he holds",
                  defender=d)
    return limit_text


def _defend_reason(g: GameInternals, action: Action, p: int) -> Reason:
    """Why a cover is refused."""
    d = g._defender
    if p != d:
        return _r("only the defender (P{defender}) may cover cards", defender=d)
    if g._phase == THROWIN:
        return _r("P{player} has given up and takes the cards", player=p)
    target = action.target
    assert target is not None
    if target.index not in g._att:
        return _r("{target} is not an attack card on the table", target=target)
    covering = g._dfn[g._att.index(target.index)]
    if covering >= 0:
        return _r("{target} is already covered by {cover}", target=target,
                  cover=CARDS[covering])
    card = action.cards[0]
    order = g.order
    if action.named >= 0:
        return _r("{card} named {suit} cannot beat {target}", card=card,
                  suit=SUIT_SYMBOLS[action.named], target=target)
    if target.index == WELI:
        return _r("{card} cannot beat {target}: the weli counts as a {suit}", card=card,
                  target=target, suit=SUIT_SYMBOLS[g._weli_suit])
    if (g.rules.cross_rule and target.suit.value == CLUBS and not order.is_trump(target)
            and order.is_trump(card)):
        return _r("{target} is a club: only a higher club beats it (the cross rule)",
                  target=target)
    return _r("{card} cannot beat {target}", card=card, target=target)


def _retract_reason(g: GameInternals, action: Action, p: int) -> Reason:
    """Why taking a defence card back is refused."""
    d = g._defender
    if p != d:
        return _r("only the defender (P{defender}) may take back a defence card", defender=d)
    card = action.cards[0]
    if g._phase == BOUT and card.index in g._dfn:
        return _r("that defence card cannot be taken back now")
    return _r("{card} is not one of P{player}'s defence cards on the table", card=card,
              player=p)


def _take_reason(g: GameInternals, p: int) -> Reason:
    """Why taking the table is refused."""
    d = g._defender
    if p != d:
        return _r("only the defender (P{defender}) may take the cards", defender=d)
    if g._phase == LEAD:
        return _r("the table is empty: there is nothing to take")
    if g._phase == THROWIN:
        return _r("P{player} is already taking the cards", player=p)
    return _r("every card is covered: nothing to take (take a cover back first)")


def _done_reason(g: GameInternals, p: int) -> Reason:
    """Why an attacker's done is refused."""
    d = g._defender
    turn = _turn_reason(g, p)
    if turn is not None:
        return turn
    if p == d or p not in g._attackers:
        return _r("P{player} is not attacking this round", player=p)
    if g._phase == LEAD:
        return _r("the offender P{offender} must lead first", offender=g._offender)
    if g._phase == BOUT and g._uncovered:
        return _r("the defender is still covering: wait until every card is covered")
    if g._passed >> p & 1:
        return _r("P{player} has already said done", player=p)
    if not g._hands[p]:
        return _r("P{player} has no cards left", player=p)
    return _r("nothing more may be added to this round")


Reason = tuple[str, dict[str, str]]
SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")   # by Suit value


def _weli_reason(g: GameInternals, action: Action) -> Reason | None:
    """Why the weli is named wrongly in ``action`` (``Rules.weli``), if it is."""
    if action.named >= 0 and not g.rules.weli:
        return _r("the weli is off in these rules: no card is named a suit")
    if (g.rules.weli and action.named < 0 and action.mask >> WELI & 1
            and action.code in (ATTACK, DEFEND, FORWARD)):
        return _r("name the suit the weli {card} counts as on the table (e.g. {example})",
                  card=CARDS[WELI], example=f"{CARDS[WELI]}=♠")
    return None


def _forward_reason(g: GameInternals, action: Action, p: int) -> Reason | None:
    """Why the defender may not forward (or forward by showing a trump) now, if it is a
    reason a forward shares with a show, or one of the show's own."""
    d = g._defender
    if p != d:
        return _r("only the defender (P{defender}) may forward", defender=d)
    if not g.rules.forwarding:
        return _r("forwarding is off in these rules")
    if g._phase != BOUT:
        if g._phase == LEAD:
            return _r("there is no attack to forward")
        return _r("P{player} has given up and takes the cards", player=p)
    if g._blocked:
        if any(c >= 0 for c in g._dfn) or g._uncovered < len(g._att):
            return _r("a card has been covered: too late to forward")
        return _r("another attacker has added a card: too late to forward")
    first = g._att[0]
    if g._ranks != rank_mask_of(first):
        return _r("the attack mixes ranks: it cannot be forwarded")
    rank = RANK_NAMES[first // 4 + 2]
    showing = action.code == SHOW
    if showing and action.cards[0].index != (first & ~3) | g._trump:
        return _r("only the trump of the attacked rank ({card}) may be shown to forward",
                  card=CARDS[(first & ~3) | g._trump])
    if (not showing and action.mask & ~rank_mask_of(first)
            and not (g.rules.cheating and len(action.cards) == 1)):   # (else a cheat)
        return _r("forward with cards of the attacked rank ({rank})", rank=rank)
    right = action.target_index == RIGHT
    if right and g.rules.forward_direction != "choose":
        return _r("a forward goes to the left in these rules")
    if g.rules.forward_direction == "choose" and (
            action.mask & g.order.trumps
            or (action.named >= 0 and g.order.trumps >> (SIXES + action.named) & 1)):
        return _r("no trump may be laid to forward: trumps can not be pushed")
    if right and g._right_of(d) == g._roles[d][0]:
        return _r("P{next} is the only opponent left: forward to the left",
                  next=g._roles[d][0])
    if showing and g._shown >> p & 1:
        if g.rules.forward_by_trump == "game":
            return _r("P{player} has already forwarded by showing a trump in this game",
                      player=p)
        return _r("P{player} has already forwarded by showing a trump this round", player=p)
    added = 0 if showing else len(action.cards)
    if g.rules.forward_same_count and max(added, 1) < len(g._att):
        return _r("forward with as many cards of the attacked rank as the attack holds "
                  "({count})", count=len(g._att))
    nxt = g._right_of(d) if right else g._roles[d][0]   # partners are passed over
    total = len(g._att) + added
    held = g._hands[nxt].bit_count()
    if total > held:
        return _r("P{next} cannot defend {total} cards with a hand of {held}", next=nxt,
                  total=total, held=held)
    return None


def _catch_reason(g: GameInternals, action: Action, p: int) -> Reason:
    """Why ``p`` may not name ``action``'s card as a cheat now (``cheating``).  Never says
    whether the card is a cheat: a catch that may be made is applied, right or wrong."""
    if not g.rules.cheating:
        return _r("cheating is off in these rules: there is nothing to catch")
    card = action.cards[0]
    if g._phase == LEAD:
        return _r("there is no card on the table to catch")
    if not g._on_table >> card.index & 1:
        return _r("{card} is not on the table", card=card)
    if getattr(g, "_barred", 0) >> p & 1:   # (a CheatingGame's)
        return _r("P{player} named a card that broke no rule: he may not catch again "
                  "this round", player=p)
    return _r("P{player} laid {card} himself", player=p, card=card)


def failed_catch(player: int, card: object) -> Reason:
    """What a wrong catch (``CatchFailed``) tells the table, as a reason."""
    return _r("{card} broke no rule: P{player} may not catch again this round",
              card=card, player=player)


def _redeal_reason(g: GameInternals, p: int) -> Reason:
    if not g.rules.redeal:
        return _r("redealing is off in these rules")
    if g._round != 0 or g._phase != LEAD:
        return _r("a redeal may only be asked for after the deal, before the first attack")
    if g.rules.redeal_colour:
        return _r("P{player} may ask for a redeal only with five cards of one suit or six of "
                  "one colour", player=p)
    return _r("P{player} may ask for a redeal only with five cards of one suit", player=p)


def _exchange_reason(g: GameInternals, action: Action, p: int) -> Reason:
    if not g._trump_in_stack or not g._stack:
        return _r("the face-up trump card has been drawn: there is nothing to exchange")
    low = CARDS[g.low_trump_index]
    if g._trump_card == low.index:
        return _r("the lowest trump ({card}) is the face-up card itself: there is nothing to "
                  "exchange", card=low)
    if action.cards[0] != low:
        return _r("only the lowest trump ({card}) may be exchanged for the face-up trump card",
                  card=low)
    if p != g._offender or g._phase != LEAD:
        return _r("the trump card is exchanged by the offender, before he leads")
    return _r("that is not a legal move now")


def _turn_reason(g: GameInternals, p: int) -> Reason | None:
    """Why attacker ``p`` may not add now in the classic adding order, if that is why."""
    order = g._roles[g._offender][2]
    if g.rules.adding_order != "clockwise" or p not in order or p in g._attackers:
        return None
    if g._attackers and order.index(p) > order.index(g._attackers[0]):
        return _r("it is P{current}'s turn to add: the attackers add one after another",
                  current=g._attackers[0])
    return _r("P{player} has passed for the rest of this bout", player=p)


def _r(template: str, **params: object) -> Reason:
    """A reason: an English template (also the translation key) and its values."""
    return template, {key: str(value) for key, value in params.items()}


def check_world(view: View, hands: list[int], stack: list[int], trump_in_stack: bool,
                secret: list[int] = []) -> None:  # noqa: B006  (never changed)
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
    if [mask.bit_count() for mask in secret] != list(view.secret_counts):
        raise ValueError(f"the secret cards are {list(view.secret_counts)}, "
                         f"not {[mask.bit_count() for mask in secret]}")
    seen = 0
    placed = [*(1 << c for c in stack), *hands, *secret]
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
