"""Moves in words: the one place that says what a player did or may do.

A move is said in four ways, each in its own words: as the move log writes an event
(``event_words``), as the table announces another player's event (``event_note``), as a
replay's status line names a recorded action (``action_words``) and as a hint suggests
one (``hint_words``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from durak.engine import (
    Action,
    ActionKind,
    Attacked,
    Card,
    CatchFailed,
    Caught,
    Defended,
    Epaulettes,
    Event,
    Exchanged,
    Forfeited,
    Forwarded,
    GameOver,
    GaveUp,
    Passed,
    PlayerOut,
    Redealt,
    Retracted,
    RoundEnded,
    RoundStarted,
    Rules,
    SecretTaken,
    Suit,
    Took,
    TrumpChanged,
    TrumpShown,
)

from ..kit.i18n import tr, trn
from ..model.naming import WELI
from ..model.table_state import HUMAN
from .names import Names, seat_name


def named_card(card: Card, suit: Suit | None) -> str:
    """A card as a move says it: the weli (``Rules.weli``) with the suit it was named
    ("6♦ as ♠"), any other card as it is."""
    if suit is not None and card == WELI:
        return tr("{card} as {suit}").format(card=card, suit=suit.symbol)
    return str(card)


def _cards(cards: Iterable[Card], suit: Suit | None = None) -> str:
    return " ".join(named_card(card, suit) for card in cards)


def event_words(event: Event, name: Callable[[int], str], human: int,
                weli: Suit | None = None) -> str:
    """``event`` in words, as the move log says it ("" for the ones the log leaves out:
    draws, the deal's parts); the events of seat ``human`` are said to him. ``weli``: the
    suit the 6♦ on the table was named, for a cover laid on it ("covers 6♦ as ♠ with 8♠")."""
    you = getattr(event, "player", None) == human
    player = name(event.player) if hasattr(event, "player") else ""
    if isinstance(event, Attacked):
        cards = _cards(event.cards, event.suit)
        return (tr("You attack with {cards}").format(cards=cards) if you
                else tr("{player} attacks with {cards}").format(player=player, cards=cards))
    if isinstance(event, Defended):
        args: dict[str, object] = {"player": player,
                                   "card": named_card(event.card, event.suit),
                                   "target": named_card(event.target, weli)}
        return (tr("You cover {target} with {card}") if you
                else tr("{player} covers {target} with {card}")).format(**args)
    if isinstance(event, Forwarded):
        cards = _cards(event.cards, event.suit)
        if you:
            return tr("You forward {cards} to {defender}").format(
                cards=cards, defender=name(event.defender))
        if event.defender == human:
            return tr("{player} forwards {cards} to you").format(player=player, cards=cards)
        return tr("{player} forwards {cards} to {defender}").format(
            player=player, cards=cards, defender=name(event.defender))
    if isinstance(event, TrumpShown):
        if you:
            return tr("You show {card} and pass the attack to {defender}").format(
                card=event.card, defender=name(event.defender))
        if event.defender == human:
            return tr("{player} shows {card} and passes the attack to you").format(
                player=player, card=event.card)
        return tr("{player} shows {card} and passes the attack to {defender}").format(
            player=player, card=event.card, defender=name(event.defender))
    if isinstance(event, Caught):
        return caught_words(event, name, human)
    if isinstance(event, CatchFailed):
        return (tr("Wrong: {card} broke no rule; you may not catch again this round") if you
                else tr("{player} names {card} as a cheat, wrongly: it broke no rule")).format(
            player=player, card=event.card)
    if isinstance(event, SecretTaken):
        if you:
            return tr("You pick up your secret cards: {cards}").format(
                cards=_cards(event.cards))
        return trn("{player} picks up %n secret cards", event.count).format(player=player)
    if isinstance(event, TrumpChanged):
        return tr("The key card {card} is turned up: {suit} is trump now").format(
            card=event.card, suit=event.card.suit.symbol)
    if isinstance(event, Redealt):
        return (tr("You ask for a redeal") if you
                else tr("{player} asks for a redeal").format(player=player))
    if isinstance(event, Exchanged):
        args = {"player": player, "card": event.card, "taken": event.taken}
        return (tr("You exchange {card} for the trump card {taken}") if you
                else tr("{player} exchanges {card} for the trump card {taken}")).format(**args)
    if isinstance(event, Retracted):
        return (tr("You take back {card}") if you
                else tr("{player} takes back {card}")).format(player=player, card=event.card)
    if isinstance(event, Passed):
        return tr("You are done") if you else tr("{player} is done").format(player=player)
    if isinstance(event, Forfeited):
        return (tr("You take the beaten cards") if you
                else tr("{player} takes the beaten cards").format(player=player))
    if isinstance(event, GaveUp):
        return tr("You give up") if you else tr("{player} gives up").format(player=player)
    if isinstance(event, Took):
        return (tr("You take the cards") if you
                else tr("{player} takes the cards").format(player=player))
    if isinstance(event, RoundEnded):
        return "" if event.taken else tr("Beaten: {cards} go to the discard pile").format(
            cards=_cards(event.discarded))
    if isinstance(event, PlayerOut):
        return (tr("You are out, place {place}") if you
                else tr("{player} is out, place {place}")).format(player=player,
                                                                   place=event.place)
    if isinstance(event, RoundStarted):
        if event.offender == human:
            return tr("New round: you attack {defender}").format(defender=name(event.defender))
        if event.defender == human:
            return tr("New round: {offender} attacks you").format(offender=name(event.offender))
        return tr("New round: {offender} attacks {defender}").format(
            offender=name(event.offender), defender=name(event.defender))
    if isinstance(event, Epaulettes):
        rank = Card(event.rank, Suit.SPADES).rank_name
        return (tr("You get epaulettes ({rank})") if you
                else tr("{player} gets epaulettes ({rank})")).format(player=player, rank=rank)
    if isinstance(event, GameOver):
        if event.durak is None:
            return tr("Game over: nobody is the durak")
        return tr("Game over: {name} is the durak").format(name=name(event.durak))
    return ""


def caught_words(event: Caught, name: Callable[[int], str], human: int) -> str:
    """A right catch: who caught whom cheating, and with which card."""
    if event.player == human:
        return tr("You catch {cheater} cheating with {card}").format(
            cheater=name(event.cheater), card=event.card)
    if event.cheater == human:
        return tr("{player} catches you cheating with {card}: you take the cards").format(
            player=name(event.player), card=event.card)
    return tr("{player} catches {cheater} cheating with {card}").format(
        player=name(event.player), cheater=name(event.cheater), card=event.card)


def event_note(event: Event, rules: Rules, me: int = HUMAN,
               names: Names = seat_name) -> str:
    """What ``event`` means to the human in seat ``me``, when another did it (or went
    out); else ""."""
    if isinstance(event, PlayerOut):
        return "" if event.player == me else tr("{player} is out").format(
            player=names(event.player))
    if isinstance(event, Caught | CatchFailed):   # every catch, right or wrong, the human's too
        return event_words(event, names, me)
    player = getattr(event, "player", me)
    if player == me:
        return ""
    if isinstance(event, Attacked | Defended | Forwarded) and event.suit is not None:
        return event_words(event, names, me)   # the weli: which suit it counts as now
    name = names(player)
    # Without throw-ins a take is one event, "took"; with them "gave_up" comes first.
    if isinstance(event, GaveUp) or (isinstance(event, Took) and not rules.throw_in_after_take):
        return tr("{player} takes").format(player=name)
    if isinstance(event, TrumpChanged):
        return event_words(event, names, me)
    if isinstance(event, Forfeited | Passed | Exchanged | Redealt | TrumpShown | SecretTaken):
        return event_words(event, names, me)   # as the move log says it
    if isinstance(event, Forwarded):
        if event.defender == me:
            return tr("{player} forwards to you").format(player=name)
        return tr("{player} forwards to {defender}").format(
            player=name, defender=names(event.defender))
    return ""


def action_words(action: Action, me: int = HUMAN, name: Names = seat_name,
             forfeit: bool = False, taken: Card | None = None,
             weli: Suit | None = None) -> str:
    """A player's move as a sentence in the current language ("Player 2 covers K♥ with A♥",
    "You take the cards"); the moves of seat ``me`` are said to him. ``forfeit``: the move
    is a take of a fully beaten round (``take_when_beaten``); ``taken``: the trump card an
    exchange took, named as the move log names it; ``weli``: the suit the 6♦ on the table
    was named, for a cover laid on it ("covers 6♦ as ♠ with 9♠")."""
    cards = _cards(action.cards, action.suit)
    target = named_card(action.target, weli) if action.target is not None else ""
    kind = action.kind
    if action.player == me:
        if kind is ActionKind.ATTACK:
            return tr("You play {cards}").format(cards=cards)
        if kind is ActionKind.DEFEND:
            return tr("You cover {target} with {card}").format(target=target, card=cards)
        if kind is ActionKind.FORWARD and action.direction == "right":
            return tr("You forward with {cards} to the right").format(cards=cards)
        if kind is ActionKind.FORWARD:
            return tr("You forward with {cards}").format(cards=cards)
        if kind is ActionKind.RETRACT:
            return tr("You take back {card}").format(card=cards)
        if kind is ActionKind.TAKE:
            return tr("You take the beaten cards") if forfeit else tr("You take the cards")
        if kind is ActionKind.EXCHANGE and taken is not None:
            return tr("You exchange {card} for the trump card {taken}").format(
                card=cards, taken=taken)
        if kind is ActionKind.EXCHANGE:
            return tr("You exchange {card} for the trump card").format(card=cards)
        if kind is ActionKind.REDEAL:
            return tr("You ask for a redeal")
        if kind is ActionKind.SHOW:
            return tr("You show {card} to pass the attack on").format(card=cards)
        if kind is ActionKind.CATCH:
            return tr("You name {card} as a cheat").format(card=cards)
        return tr("You are done")
    player = name(action.player) if action.player is not None else ""
    if kind is ActionKind.ATTACK:
        return tr("{player} plays {cards}").format(player=player, cards=cards)
    if kind is ActionKind.DEFEND:
        return tr("{player} covers {target} with {card}").format(
            player=player, target=target, card=cards)
    if kind is ActionKind.FORWARD and action.direction == "right":
        return tr("{player} forwards with {cards} to the right").format(player=player,
                                                                        cards=cards)
    if kind is ActionKind.FORWARD:
        return tr("{player} forwards with {cards}").format(player=player, cards=cards)
    if kind is ActionKind.RETRACT:
        return tr("{player} takes back {card}").format(player=player, card=cards)
    if kind is ActionKind.TAKE:
        text = tr("{player} takes the beaten cards") if forfeit else tr("{player} takes the cards")
        return text.format(player=player)
    if kind is ActionKind.EXCHANGE and taken is not None:
        return tr("{player} exchanges {card} for the trump card {taken}").format(
            player=player, card=cards, taken=taken)
    if kind is ActionKind.EXCHANGE:
        return tr("{player} exchanges {card} for the trump card").format(player=player, card=cards)
    if kind is ActionKind.REDEAL:
        return tr("{player} asks for a redeal").format(player=player)
    if kind is ActionKind.SHOW:
        return tr("{player} shows {card} to pass the attack on").format(player=player, card=cards)
    if kind is ActionKind.CATCH:
        return tr("{player} names {card} as a cheat").format(player=player, card=cards)
    return tr("{player} is done").format(player=player)


def double_click_words(action: Action | None, view_table_empty: bool,
                       together: Iterable[Card] = (), weli: Suit | None = None) -> str:
    """What a double click on a card of the hand will do, for its tooltip: the move
    ``plays.planned`` chose, or ``together``, the cards selected with it, played where
    they fit; "" when it plays nothing now. ``weli``: the suit the 6♦ on the table was
    named."""
    others = " ".join(str(card) for card in together)
    if others:
        return tr("Double click: play {cards} where they fit").format(cards=others)
    if action is None:
        return ""
    cards = _cards(action.cards, action.suit)
    if action.kind is ActionKind.DEFEND:
        return tr("Double click: cover {target} with {card}").format(
            target=named_card(action.target, weli) if action.target else "", card=cards)
    if action.kind is ActionKind.FORWARD and action.direction == "right":
        return tr("Double click: forward {cards} to the right").format(cards=cards)
    if action.kind is ActionKind.FORWARD:
        return tr("Double click: forward {cards}").format(cards=cards)
    if view_table_empty:
        return tr("Double click: lead {cards}").format(cards=cards)
    return tr("Double click: add {cards}").format(cards=cards)


def hint_words(action: Action, target: Card | None, weli: Suit | None = None) -> str:
    """A hint's move in words, for the status line (and screen readers): ``target`` is the
    attack card to cover, or for an exchange the trump card; ``weli``: the suit the 6♦ on
    the table was named."""
    cards = _cards(action.cards, action.suit)
    kind = action.kind
    if kind is ActionKind.DEFEND:
        return tr("Hint: cover {target} with {card}").format(
            target=named_card(target, weli) if target is not None else "", card=cards)
    if kind is ActionKind.FORWARD and action.direction == "right":
        return tr("Hint: forward {cards} to the right").format(cards=cards)
    if kind is ActionKind.FORWARD:
        return tr("Hint: forward {cards}").format(cards=cards)
    if kind is ActionKind.ATTACK:
        return tr("Hint: play {cards}").format(cards=cards)
    if kind is ActionKind.EXCHANGE:
        return tr("Hint: exchange {card} for the trump card").format(card=cards)
    if kind is ActionKind.REDEAL:
        return tr("Hint: ask for a redeal")
    if kind is ActionKind.SHOW:
        return tr("Hint: show {card} to pass the attack on (T)").format(card=cards)
    if kind is ActionKind.TAKE:
        return tr("Hint: take the cards")
    if kind is ActionKind.CATCH:
        return tr("Hint: catch {card} (K)").format(card=cards)
    return tr("Hint: end your attack")
