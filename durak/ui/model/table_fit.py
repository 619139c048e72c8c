"""Fitting players, deck and hand size together into a table that can be dealt.

Each setting can be valid on its own while the three together are not (5 players with a
24-card deck; 3 players with hands of 18 from 52 cards).  ``playable_table`` finds the
nearest table that can be dealt, keeping what the player chose for this session (the
command line) and changing what came from the saved settings:

- players chosen now: the deck grows to the smallest that deals them all (unless the deck
  was chosen now too), else the hands shrink;
- otherwise the player count shrinks to what the deck can deal;
- with teams, the count moves to the nearest that fills every team.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from durak.engine import DECK_SIZES, MAX_PLAYERS, Rules

MIN_PLAYERS = 2


@dataclass(frozen=True)
class Table:
    rules: Rules
    players: int


def playable_table(rules: Rules, players: int, *, deck: int | None = None,
                   keep_players: bool = False) -> Table:
    """The table nearest to ``rules`` with ``players`` (and ``deck``, if given) that deals.

    ``deck`` is a deck chosen for this session (it is kept); ``keep_players`` says the
    player count was chosen for this session too.
    """
    players = max(MIN_PLAYERS, min(MAX_PLAYERS, players))
    size = rules.deck if deck is None else deck
    hand = min(rules.hand_size, size // 2)
    if keep_players:
        if deck is None and players * hand > size:
            size = next((d for d in DECK_SIZES if d >= max(size, players * hand)), size)
        hand = min(hand, size // players)
    else:
        players = min(players, size // hand)
    if (size, hand) != (rules.deck, rules.hand_size):
        rules = replace(rules, deck=size, hand_size=hand)
    if rules.teams:   # full teams only; a deck too small for any is dealt without teams
        if rules.player_counts():
            players = fit_players(rules, players)
        else:
            rules = replace(rules, teams=0, team_first_out=False)
    return Table(rules, players)


def fit_players(rules: Rules, players: int) -> int:
    """The number of players nearest to ``players`` (the fewer on a tie) that ``rules``
    can seat: at most what the deck deals to, and with teams, full teams."""
    counts = rules.player_counts() or (min(players, rules.max_players()),)
    return min(counts, key=lambda n: (abs(n - players), n))
