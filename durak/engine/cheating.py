"""Cheating (``Rules.cheating``): moves that break a card rule, and catching them.

A cheat is a move the player could make in his role at that moment with one card that
breaks a card rule: a cover that does not beat its attack card, an added (or thrown-in)
card whose rank is not on the table, a forward with a card of another rank.  It lies face
up like any card; nobody is told it is a cheat.  Until the round ends, every other player
still in may catch it by naming its card (``Action.catch``): then the card goes back to the
cheater (and a cover lying on it to the defender), and the cheater takes every card on the
table.  A catch of an honest card changes nothing but bars its maker from catching again
this round.  See docs/engine.md, "Cheating".

The variant's state lives in ``CheatingGame``, the ``Game`` that every constructor makes
when the rules have it on, so that the engine's paths for every other table stay as they
were.  Both paths know it: ``apply`` and ``search_apply`` accept cheats and catches.

This module sits above ``game`` and ``game`` never imports it (the engine has no import
cycle): importing it registers ``CheatingGame`` with ``game.register_variant``, and
``durak.engine`` imports it, so that any ``Game`` constructor finds it.  ``CheatRecord``
lives below both, in ``cheat_record``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from .actions import (
    ATTACK,
    CATCH,
    DEFEND,
    FORWARD,
    RIGHT,
    SINGLE,
    Action,
    IllegalAction,
    _intern,
    defend_row,
)
from .cards import CARDS, Card, cards_of, iter_bits
from .cheat_record import CheatRecord
from .events import CatchFailed, Caught, Event, Took
from .game import Game, register_variant
from .phases import BOUT, LEAD, OVER
from .view import View

if TYPE_CHECKING:
    from .rules import Rules

__all__ = ["CheatRecord", "CheatingGame"]

KINDS = {ATTACK: "attack", DEFEND: "defend", FORWARD: "forward"}


class CheatingGame(Game):
    """A game with ``Rules.cheating``: build it as any game (``Game.new`` and friends)."""

    __slots__ = ("_barred", "_cheats", "_laid", "_log")

    # Each standing cheat on the table: card -> (cheater, made as the defender, log index).
    _cheats: dict[int, tuple[int, bool, int]]
    _laid: dict[int, int]        # every card on the table -> the seat that laid it
    _barred: int                 # bit per seat that made a wrong catch this round
    _log: list[CheatRecord]

    @classmethod
    def _blank(cls, rules: Rules, players: int) -> Game:
        game = cast(CheatingGame, super()._blank(rules, players))
        game._cheats = {}
        game._laid = {}
        game._barred = 0
        game._log = []
        return game

    def copy(self) -> Game:
        other = cast(CheatingGame, Game.copy(self))
        other._cheats = dict(self._cheats)
        other._laid = dict(self._laid)
        other._barred = self._barred
        other._log = self._log[:]
        return other

    # --- queries --------------------------------------------------------------------------
    def cheat_actions(self, player: int) -> list[Action]:
        """The cheats ``player`` may make now: as the defender in a bout, a cover of each
        uncovered card with each card that does not beat it, then (while the bout may be
        forwarded) a forward with one card of another rank; as an attacker who may add,
        each card whose rank is not on the table.  Lowest cards first."""
        p = self._seat(player)
        out: list[Action] = []
        phase = self._phase
        if phase in (LEAD, OVER) or not self._active[p]:
            return out
        hand = self._hands[p]
        if p == self._defender:
            if phase == BOUT:
                beats = self._beats
                dfn = self._dfn
                for i, target in enumerate(self._att):
                    if dfn[i] < 0:
                        row = defend_row(p, target)
                        out += [row[card] for card in iter_bits(hand & ~beats[target])]
                self._cheat_forwards(p, hand, out)
            return out
        if (p in self._attackers and hand and not self._passed >> p & 1
                and self._adding_open()):
            adds = SINGLE[ATTACK][p]
            out += [adds[card] for card in iter_bits(hand & ~self._ranks)]
        return out

    def _cheat_forwards(self, d: int, hand: int, out: list[Action]) -> None:
        """Append the defender's cheat forwards (one card of another rank), where the bout
        could be forwarded honestly (see ``Game._forward_actions``): to the left, and with
        ``forward_direction="choose"`` to the right too, never with a trump (a trump is not
        pushed either way: that bar is not a card rule a cheat breaks)."""
        att = self._att
        group = 0xF << (att[0] & ~3)
        if self._blocked or not self._forwarding or self._ranks != group:
            return
        if self._same_count and len(att) > 1:
            return
        cards = hand & ~group
        left = self._roles[d][0]
        targets = [(left, -1)]
        if self._two_ways:
            cards &= ~self.order.trumps
            right = self._right_of(d)
            if right != left:
                targets.append((right, RIGHT))
        for target, direction in targets:
            room = min(self._hands[target].bit_count(), self._limit) - len(att)
            if room < 1:
                continue
            if direction == RIGHT:
                out += [_intern(FORWARD, d, 1 << card, RIGHT) for card in iter_bits(cards)]
            else:
                forwards = SINGLE[FORWARD][d]
                out += [forwards[card] for card in iter_bits(cards)]

    def catch_actions(self, player: int) -> list[Action]:
        """The catches ``player`` may send now: one for each card on the table (in table
        order, each attack card before its cover) that he did not lay, while the round
        runs, he is still in and has made no wrong catch this round.  Right or wrong."""
        p = self._seat(player)
        if self._phase in (LEAD, OVER) or not self._active[p] or self._barred >> p & 1:
            return []
        laid = self._laid
        out = []
        for i, attack in enumerate(self._att):
            for card in (attack, self._dfn[i]):
                if card >= 0 and laid.get(card) != p:
                    out.append(_intern(CATCH, p, 1 << card, -1))
        return out

    @property
    def cheat_log(self) -> tuple[CheatRecord, ...]:
        return tuple(self._log)

    def _mine(self, p: int) -> tuple[Card, ...]:
        """``p``'s standing cheats on the table."""
        return cards_of(sum(1 << card for card, entry in self._cheats.items() if entry[0] == p))

    # --- views ---------------------------------------------------------------------------
    def _public_view(self) -> dict[str, Any]:
        shared = super()._public_view()
        laid = self._laid
        shared["laid_by"] = tuple(laid.get(attack, -1) for attack in self._att)
        shared["barred"] = tuple(p for p in range(self._n) if self._barred >> p & 1)
        return shared

    def _view(self, p: int, shared: dict[str, Any]) -> View:
        return View(player=p, hand=cards_of(self._hands[p]),
                    legal_actions=tuple(self._list(p)), cheats=self._mine(p),
                    cheat_actions=tuple(self.cheat_actions(p)),
                    catch_actions=tuple(self.catch_actions(p)), **shared)

    def _adopt(self, view: View) -> None:
        """A world built from ``view``: who laid each card, the seats barred, and the
        viewer's own cheats (the only ones he knows of)."""
        laid = {attack.index: seat for (attack, _), seat in zip(view.table, view.laid_by,
                                                                 strict=False) if seat >= 0}
        covers = [cover.index for _, cover in view.table if cover is not None]
        if view.defender is not None:
            laid.update((cover, view.defender) for cover in covers)
        self._laid = laid
        self._barred = sum(1 << p for p in view.barred)
        first = self._att[0] if self._att else -1
        for card in view.cheats:
            # (an attack card is a forward when he did not lay the first attack card)
            as_defender = card.index in covers or laid.get(first) != view.player
            kind = "defend" if card.index in covers else "forward" if as_defender else "attack"
            self._cheats[card.index] = (view.player, as_defender, len(self._log))
            self._log.append(CheatRecord(view.player, card, kind, view.round_index))

    # --- applying ------------------------------------------------------------------------
    def why_illegal(self, action: Action) -> IllegalAction | None:
        error = super().why_illegal(action)
        if error is None or not isinstance(action, Action):
            return error
        p = action.player
        if p is None or not 0 <= p < self._n:
            return error
        if action.code == CATCH:
            return None if action in self.catch_actions(p) else error
        if action.code in KINDS and action in self.cheat_actions(p):
            return None
        return error

    def apply(self, action: Action) -> list[Event]:
        cache = self._cache
        if cache is not None and action in cache:   # a listed move: the usual case
            return Game.apply(self, action)
        if isinstance(action, Action):
            code = action.code
            p = action.player
            if code == CATCH:
                error = self.why_illegal(action)
                if error is not None:
                    raise error
                self._cache = None
                self._history.append(action)
                events: list[Event] = []
                self._catch(action, events)
                return events
            if (code in KINDS and p is not None and 0 <= p < self._n
                    and action not in self._list(p) and action in self.cheat_actions(p)):
                self._register(action)
                # The base ``apply`` performs an action found in the last list it handed out.
                self._cache = [action]
        return Game.apply(self, action)   # (an unlisted move it refuses with the reason)

    def search_apply(self, action: Action) -> None:
        code = action.code   # (whether it breaks a card rule, inlined: every search move)
        if code == DEFEND:
            if not self._beats[action.target_index] >> action.card_index & 1:
                self._register(action)
        elif code == ATTACK:
            if not action.mask & self._ranks and self._phase != LEAD:
                self._register(action)
        elif code == FORWARD:
            if action.mask & ~(0xF << (self._att[0] & ~3)):
                self._register(action)
        elif code == CATCH:
            self._cache = None
            self._catch(action, None)
            return
        Game.search_apply(self, action)

    def _register(self, action: Action) -> None:
        p = cast(int, action.player)
        card = action.card_index
        self._cheats[card] = (p, action.code != ATTACK, len(self._log))
        self._log.append(CheatRecord(p, CARDS[card], KINDS[action.code], self._round))

    def _settle(self, card: int, outcome: str, caught_by: int | None = None,
                watchers: tuple[int, ...] = ()) -> None:
        """Close the standing cheat ``card`` (if it is one) with ``outcome``."""
        entry = self._cheats.pop(card, None)
        if entry is not None:
            i = entry[2]
            self._log[i] = replace(self._log[i], outcome=outcome, caught_by=caught_by,
                                   watchers=watchers)

    def _catch(self, action: Action, events: list[Event] | None) -> None:
        """``action``'s player names its card as a cheat: undo it and punish its maker,
        or bar the accuser for the rest of the round."""
        p = cast(int, action.player)
        card = action.card_index
        entry = self._cheats.get(card)
        if entry is None:
            self._barred |= 1 << p
            if events is not None:
                events.append(CatchFailed(p, CARDS[card]))
            return
        cheater, as_defender, _ = entry
        self._settle(card, "caught", caught_by=p)
        hands, known = self._hands, self._known
        d = self._defender
        att, dfn = self._att, self._dfn
        cover = -1
        if card in att:     # an attack card: its cover goes back to the defender
            i = att.index(card)
            cover = dfn[i]
            del att[i], dfn[i]
            if cover >= 0:
                self._settle(cover, "undone")
                hands[d] |= 1 << cover
                known[d] |= 1 << cover
        else:
            dfn[dfn.index(card)] = -1
        hands[cheater] |= 1 << card
        known[cheater] |= 1 << card
        if cheater in self._emptied:
            self._emptied.remove(cheater)
        played: list[int] = []
        for i, attack in enumerate(att):
            played.append(attack)
            if dfn[i] >= 0:
                played.append(dfn[i])
        on_table = sum(1 << c for c in played)
        self._on_table = on_table
        self._uncovered = dfn.count(-1)
        self._passed = 0
        if events is not None:
            events.append(Caught(p, cheater, CARDS[card], CARDS[cover] if cover >= 0 else None))
        if as_defender:   # his take: as a defender who takes (a forwarder defends again)
            if d != cheater:
                self._offender = self._attacker_of(cheater)
                self._defender = cheater
            self._end_round(True, events)
            return
        hands[cheater] |= on_table   # an attacker's: the round ends as beaten
        known[cheater] |= on_table
        if events is not None:
            events.append(Took(cheater, played))
        self._showcards &= ~on_table
        self._att = []
        self._dfn = []
        self._on_table = 0
        self._uncovered = 0
        self._end_round(False, events)

    def _attacker_of(self, seat: int) -> int:
        """The nearest player counter-clockwise whose defender ``seat`` is (the offender
        he would have as a defender: his refill order is that of a take)."""
        n = self._n
        for i in range(1, n):
            o = (seat - i) % n
            if self._active[o] and self._roles[o][0] == seat:
                return o
        return self._offender

    # --- the round's bookkeeping (both paths) --------------------------------------------
    # (Game's methods called directly: these run on every move of a search)
    def _place(self, p: int, action: Action) -> None:
        Game._place(self, p, action)
        mask = action.mask
        if mask & (mask - 1):
            laid = self._laid
            for card in iter_bits(mask):
                laid[card] = p
        else:
            self._laid[action.card_index] = p

    def _cover(self, p: int, action: Action) -> None:
        Game._cover(self, p, action)
        self._laid[action.card_index] = p

    def _retract(self, d: int, action: Action, events: list[Event] | None) -> None:
        super()._retract(d, action, events)
        card = action.card_index
        self._laid.pop(card, None)
        self._settle(card, "undone")

    def _end_round(self, taken: bool, events: list[Event] | None) -> None:
        if self._cheats:   # nobody caught them in time: they stand
            barred = self._barred
            for card, (cheater, _, _) in list(self._cheats.items()):
                watchers = tuple(q for q in range(self._n) if q != cheater
                                 and self._active[q] and not barred >> q & 1)
                self._settle(card, "stood", watchers=watchers)
        self._laid.clear()
        self._barred = 0
        Game._end_round(self, taken, events)


register_variant("cheating", CheatingGame)
