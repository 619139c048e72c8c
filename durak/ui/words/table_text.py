"""The table's words for the human's seat, from its ``View``: any session can give them.

Seat names, roles and places, the status line, the take/end button, what a bot's move
means to the human, why cards were not played, and the result panel.
"""

from __future__ import annotations

from collections.abc import Sequence

from durak.engine import (
    Action,
    ActionKind,
    Card,
    Event,
    Forfeited,
    IllegalAction,
    Rules,
    Suit,
    Took,
    View,
)

from ..kit.i18n import tr, trn
from ..model.cheats import CheatCount
from ..model.plays import Outcome
from ..model.table_state import HUMAN
from .moves import event_note
from .names import Names as Names
from .names import seat_name as seat_name
from .reasons import said_to


def role_of(view: View, seat: int) -> str:
    """The role shown on ``seat``'s frame: none once out or over."""
    if view.is_over or view.out[seat]:
        return ""
    if seat == view.offender:
        return "offender"
    if seat == view.defender:
        return "defender"
    if seat == view.co_offender:
        return "co_offender"
    return ""


def place_note(view: View, seat: int) -> str:
    """"out, place 2" or "durak" under a seat; "" while it plays."""
    if seat in view.winners:
        return tr("out, place {place}").format(place=view.winners.index(seat) + 1)
    if view.is_over and view.durak == seat:
        if view.epaulettes is not None:
            return tr("durak with epaulettes")
        return tr("durak")
    return ""


def team_name(team: int) -> str:
    """"Team A", "Team B", ... for a team as ``seen_team`` numbers it."""
    return tr("Team {letter}").format(letter="ABC"[team])


def seen_team(rules: Rules, seat: int, me: int) -> int:
    """The team of ``seat`` as the player in seat ``me`` sees it: his own team is 0 ("A",
    whatever his seat online), the next seat's 1, and so on round the table."""
    return (rules.team_of(seat) - rules.team_of(me)) % rules.teams


def team_note(view: View, seat: int) -> str:
    """With teams, whose team ``seat`` plays in: "your partner" or "Team B"; else ""."""
    rules = view.rules
    if not rules.teams:
        return ""
    if seat != view.player and rules.partners(seat, view.player):
        return tr("your partner")
    return team_name(seen_team(rules, seat, view.player))


def adding_note(view: View, seat: int) -> str:
    """Under the classic adding order, "adds" for the attacker whose turn it is to add and
    "passed" for one who has passed for the bout; "" otherwise."""
    if view.rules.adding_order != "clockwise" or view.is_over or not view.table:
        return ""
    if seat in view.attackers:
        return tr("adds")
    if seat in view.passed and seat != view.defender:
        return tr("passed")
    return ""


def direction_button_text(direction: str) -> str:
    """The change of direction's button: where the next forward goes, F to switch."""
    return (tr("Forward: to the right (F)") if direction == "right"
            else tr("Forward: to the left (F)"))


def secret_note(view: View, seat: int) -> str:
    """With secret cards, how many ``seat`` still has face down ("2 secret cards")."""
    counts = view.secret_counts
    if not counts or view.is_over or view.out[seat] or not counts[seat]:
        return ""
    return trn("%n secret cards", counts[seat])


def seat_notes(view: View, seat: int, *extra: str) -> str:
    """Everything said under a seat: place, team, adding turn, secret cards and ``extra``
    notes, joined."""
    return " · ".join(part for part in (place_note(view, seat), team_note(view, seat),
                                        adding_note(view, seat), secret_note(view, seat),
                                        *extra) if part)


def trump_words(view: View, card_lies: bool) -> str:
    """What is trump, by the stack: the suit once its card is gone ("Trump ♦"), with number
    trump the rank too ("Trump ♦ and every 8"); "" where the card itself says it all
    (``card_lies``: it is drawn there, and so is a key card under it)."""
    if view.is_over:
        return ""
    parts = []
    card = view.trump_card
    if view.rules.number_trump and card is not None:
        parts.append(tr("Trump {suit} and every {rank}").format(suit=view.trump.symbol,
                                                                rank=card.rank_name))
    elif not card_lies:
        parts.append(tr("Trump {suit}").format(suit=view.trump.symbol))
    if view.rules.quick:
        parts.append(tr("nobody draws"))
    return ", ".join(parts)


def key_card_words() -> str:
    """The tooltip of the key card (``trump_change``) lying face down under the trump."""
    return tr("The key card: when the trump card above it is drawn, it is turned up and "
              "its suit is trump")


def cheat_lines(counts: Sequence[CheatCount], name: Names = seat_name) -> list[str]:
    """The result panel's count of the cheats, a line per seat that cheated: "Player 2:
    3 cheats, 1 caught"; none in a game without cheats."""
    return [trn("{name}: %n cheats, {caught} caught", count.made).format(
                name=name(seat), caught=count.caught)
            for seat, count in enumerate(counts) if count.made]


def series_note(duraks: int, epaulettes: int) -> str:
    """A seat's record in the series so far: "durak 2×, epaulettes 1×"; "" for none."""
    parts = []
    if duraks:
        parts.append(trn("durak %n×", duraks))
    if epaulettes:
        parts.append(trn("epaulettes %n×", epaulettes))
    return ", ".join(parts)


def result_lines(view: View, name: Names = seat_name) -> tuple[str, list[str]]:
    """The title and lines of the panel shown once the game is over: the winners in
    order, then who lost (``outcome_lines``)."""
    title, outcome = outcome_lines(view, name)
    return title, [*(f"{i}. {name(p)}" for i, p in enumerate(view.winners, 1)), *outcome]


def outcome_lines(view: View, name: Names = seat_name) -> tuple[str, list[str]]:
    """A finished game's title ("You won!", "Your team lost!") and who lost: the losing
    team with its players, and the durak (with his epaulettes) or nobody."""
    lines = []
    rules = view.rules
    if rules.teams and view.durak is not None:
        losing = rules.team_of(view.durak)
        if rules.team_of(view.player) == losing:
            title = tr("Your team lost!")
        else:
            title = tr("Your team won!")
        partners = " · ".join(name(p) for p in range(view.num_players)
                              if rules.team_of(p) == losing)
        lines.append(tr("{team} loses: {players}").format(
            team=team_name(seen_team(rules, view.durak, view.player)),
                                                          players=partners))
    elif view.durak == view.player:
        title = tr("You are the durak!")
    elif view.winners[0] == view.player:
        title = tr("You won!")
    else:
        title = tr("{name} won").format(name=name(view.winners[0]))
    if view.durak is None:   # the last ones went out together
        return title, [*lines, tr("Nobody is the durak")]
    if view.epaulettes is not None:
        return title, [*lines, tr("Durak with epaulettes ({rank}): {name}").format(
            rank=Card(view.epaulettes, Suit.SPADES).rank_name, name=name(view.durak))]
    return title, [*lines, tr("Durak: {name}").format(name=name(view.durak))]


def button_state(view: View, legal: Sequence[Action],
                 remaining: int | None) -> tuple[str, bool, bool]:
    """Text, enabled and blinking of the take/end button, with the window's seconds left;
    no text when nothing is offered (a fully beaten round, which only the
    ``take_when_beaten`` variant lets its defender take)."""
    me = view.player
    if Action.redeal(me) in legal:
        return tr("Redeal"), True, False
    if view.defender == me and not view.is_over:
        can_take = Action.take(me) in legal
        if view.table and all(d is not None for _, d in view.table):
            if not view.rules.take_when_beaten:
                return "", False, False
            # the variant's forfeit: taking is a choice, never urgent
            return tr("Take beaten cards"), can_take, False
        can_cover = any(a.kind in (ActionKind.DEFEND, ActionKind.FORWARD) for a in legal)
        return tr("Take cards"), can_take, can_take and not can_cover
    text = tr("End attack") + (f" ({remaining})" if remaining is not None else "")
    return text, Action.done(me) in legal, False


def status_text(view: View, paused: bool, remaining: int | None,
                name: Names = seat_name) -> str:
    """The status line: what is going on and what the human may do."""
    me = view.player
    if view.is_over:   # the result first: the news of the last move is no result
        return tr("{result} — {next}").format(
            result=outcome_lines(view, name)[0],
            next=tr("Game over: Ctrl+N or New game to play again"))
    if paused:
        return tr("Paused: press SPACE or Continue")
    if view.out[me]:
        return tr("You finished in place {place}; the others play on").format(
            place=view.winners.index(me) + 1)
    legal = view.legal_actions
    clock = f" ({remaining})" if remaining is not None else ""
    offender, defender = view.offender, view.defender
    if Action.redeal(me) in legal:
        return tr("Your hand allows a redeal: press R or Redeal, or play on")
    if defender == me:
        if not view.table and offender is not None:
            return tr("{offender} leads against you").format(offender=name(offender))
        if view.taking:
            return tr("You take the cards; the attackers may still throw in") + clock
        if any(d is None for _, d in view.table):
            show = next((a for a in legal if a.kind is ActionKind.SHOW), None)
            if show is not None:
                return tr("Defend, forward, show {card} to pass it on (T) or take: ↓").format(
                    card=show.card)
            can_forward = any(a.kind is ActionKind.FORWARD for a in legal)
            if can_forward and any(a.direction == "right" for a in legal):
                return tr("Defend, forward (F: to the right) or take: ↓")
            return tr("Defend, forward or take: ↓") if can_forward else tr("Defend or take: ↓")
        return tr("All covered: the attackers may still add") + clock
    if not view.table and offender == me:
        if any(a.kind is ActionKind.EXCHANGE for a in legal):
            return tr("Your lead, or X to exchange your lowest trump for the face-up one")
        return tr("Your lead: double click a card or press ↑")
    if offender is None or defender is None:
        return ""
    names = {"offender": name(offender), "defender": name(defender)}
    if view.rules.adding_order == "clockwise" and view.table and not view.taking:
        return _adding_turn(view, name) + clock
    if me in view.attackers:
        if view.window_open:
            if Action.done(me) in legal:
                return tr("Add a card or end the attack: ↓") + clock
            return tr("Waiting for the other attackers") + clock
        if not view.table:
            return tr("{offender} leads against {defender}").format(**names)
        if any(a.kind is ActionKind.ATTACK for a in legal):
            return tr("You may add cards while {defender} defends").format(**names)
        return tr("{defender} defends; none of your cards can be added").format(**names)
    return tr("{offender} attacks {defender}").format(**names)


def _adding_turn(view: View, name: Names) -> str:
    """The status line under the classic adding order: whose turn it is to add, and
    who has passed for the bout."""
    me = view.player
    if me in view.attackers:
        turn = (tr("Your turn to add: add a card or end the attack ↓")
                if Action.done(me) in view.legal_actions else tr("Your turn to add"))
    elif view.attackers:
        turn = tr("{player} adds").format(player=name(view.attackers[0]))
    else:
        turn = tr("Nobody adds any more")
    passed = [name(p) for p in view.passed if p != view.defender]
    if not passed:
        return turn
    return tr("{turn}; passed: {players}").format(turn=turn, players=", ".join(passed))


def worth_saying(events: Sequence[Event]) -> list[Event]:
    """``events`` without the ``Took`` that follows a ``Forfeited``: the forfeit says it."""
    return [event for i, event in enumerate(events)
            if not (isinstance(event, Took) and i and isinstance(events[i - 1], Forfeited))]


def event_notes(events: Sequence[Event], rules: Rules, me: int = HUMAN,
                names: Names = seat_name) -> str:
    """What ``events`` mean to the human in seat ``me``, joined."""
    notes = (event_note(event, rules, me, names) for event in worth_saying(events))
    return "; ".join(note for note in notes if note)


def refusals(outcome: Outcome, me: int, name: Names) -> str:
    """E.g. "Played 9♦ 9♣; K♦ does not match a rank on the table (also A♠)", said to seat
    ``me``, the other seats called ``name(seat)``."""
    parts = []
    if outcome.played:
        parts.append(tr("Played {cards}").format(cards=" ".join(map(str, outcome.played))))
    same: dict[tuple[object, ...], list[Card]] = {}   # one sentence per reason
    first: dict[tuple[object, ...], IllegalAction] = {}
    for card, error in outcome.refused:
        key: tuple[object, ...] = (error.template, *sorted(
            (k, v) for k, v in error.params.items() if k != "card"))
        same.setdefault(key, []).append(card)
        first.setdefault(key, error)
    for key, refused in same.items():
        reason = said_to(first[key], me, name)
        if "card" not in first[key].params:      # the reason names no card: name them
            reason = tr("{cards}: {reason}").format(cards=" ".join(map(str, refused)),
                                                    reason=reason)
        elif len(refused) > 1:
            reason = tr("{reason} (also {cards})").format(
                reason=reason, cards=" ".join(map(str, refused[1:])))
        parts.append(reason)
    return "; ".join(parts)
