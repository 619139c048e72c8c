"""The position notation: what ``format_position`` writes, ``parse_position`` reads back."""

import dataclasses
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from durak.engine import Card, Game, Rules, format_position, parse_position

from .test_properties import rules_strategy, seat_count

WELI = Card.parse("6♦")


def reachable_positions(rules: Rules, players: int, seed: int, steps: int) -> list[Game]:
    """Copies of a randomly played game at each step, up to ``steps`` steps."""
    game = Game.new(rules, players, seed=seed)
    rng = random.Random(seed)
    positions = [game.copy()]
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
        positions.append(game.copy())
    return positions


def between_rounds(game: Game) -> bool:
    """A position the notation describes fully: the table is empty, everybody is in and
    nobody has secret cards face down (``secret_cards``: the notation has none)."""
    return (not game.is_over and not game.table and not any(game.secret_counts)
            and not any(game.is_out(p) for p in range(game.num_players)))


@settings(max_examples=80, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy, players=st.integers(2, 6), seed=st.integers(0, 2**32),
       steps=st.integers(0, 150))
def test_a_position_between_rounds_reads_back_as_written(rules, players, seed, steps):
    rules = dataclasses.replace(rules, secret_cards=0)   # (the notation has no secret cards)
    players = seat_count(rules, players)
    checked = 0
    for game in reachable_positions(rules, players, seed, steps):
        if not between_rounds(game):
            continue
        text = format_position(game)
        again = parse_position(text, rules)
        assert format_position(again) == text
        for p in range(players):
            assert again.hand(p) == game.hand(p), (text, p)
        assert (again.trump, again.stack_count) == (game.trump, game.stack_count)
        if game.stack_count:   # once drawn, the trump card is no longer written
            assert again.trump_card == game.trump_card
        assert set(again.discard) == set(game.discard), text   # in no particular order
        assert (again.offender, again.defender, again.co_offender, again.attackers) == (
            game.offender, game.defender, game.co_offender, game.attackers)
        assert again.table == game.table == ()
        # (The notation starts at the first round: its limit and redeals are the first's.)
        if (rules.first_bout_limit is None and not rules.redeal) or game.round_index == 0:
            assert again.legal_actions() == game.legal_actions(), text
        checked += 1
    assert checked >= 1   # the deal itself is always between rounds


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy, players=st.integers(2, 6), seed=st.integers(0, 2**32),
       steps=st.integers(1, 150))
def test_mid_round_the_table_is_written_after_the_position(rules, players, seed, steps):
    players = seat_count(rules, players)
    for game in reachable_positions(rules, players, seed, steps):
        if game.is_over or not game.table:
            continue
        head, _, table = format_position(game).partition(" table=")
        written = [(*pair.split(">"), None)[:2] for pair in table.split(",")]
        # (the weli on the table is written with its suit: 6D=S)
        weli = WELI.code + (f"={game.weli_suit.letter}" if game.weli_suit else "")
        codes = [[weli if c == WELI else c.code for c in pair if c] for pair in game.table]
        assert written == [(*pair, None)[:2] for pair in codes]
        hands = head.split()[0].split("/")
        assert hands == ["".join(c.code for c in game.hand(p)) or "-" for p in range(players)]
