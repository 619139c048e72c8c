"""Property tests over every rule combination and 2 to 6 players (random legal play)."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from durak.engine import Action, Game, IllegalAction, Record, Rules, format_position


def make_rules(throw_in_unlimited: bool, teams: int, team_first_out: bool, redeal_colour: bool,
               forward_by_trump: str, number_trump: bool, forward_direction: str,
               **options: object) -> Rules:
    """Rules; unlimited throw-ins only where throwing in after a take is on, redeals for a
    colour only where redeals are on, forwarding by a trump only where forwarding is on,
    number trumps only without the trump exchange, a choice of direction only with plain
    forwarding and simultaneous adding, teams only where the deck seats them."""
    forward_by_trump = forward_by_trump if options["forwarding"] else "off"
    if (not options["forwarding"] or forward_by_trump != "off"
            or options["adding_order"] == "clockwise"):
        forward_direction = "left"
    rules = Rules(throw_in_unlimited=throw_in_unlimited and bool(options["throw_in_after_take"]),
                  redeal_colour=redeal_colour and bool(options["redeal"]),
                  forward_by_trump=forward_by_trump, forward_direction=forward_direction,
                  number_trump=number_trump and not options["trump_exchange"],
                  **options)  # type: ignore[arg-type]
    teamed = Rules.from_dict({**rules.to_dict(), "teams": teams,
                              "team_first_out": team_first_out and bool(teams)})
    return teamed if teamed.player_counts() else rules


def seat_count(rules: Rules, wanted: int) -> int:
    """The allowed number of players nearest to ``wanted``."""
    return min(rules.player_counts(), key=lambda n: (abs(n - wanted), n))


rules_strategy = st.builds(
    make_rules,
    deck=st.sampled_from([24, 32, 36, 52]),
    hand_size=st.sampled_from([6, 6, 6, 4]),
    forwarding=st.booleans(),
    reinforce=st.sampled_from(["neighbours", "all"]),
    attack_limit=st.sampled_from([None, None, 6, 3]),
    first_bout_limit=st.sampled_from([None, 5, 1]),
    first_offender=st.sampled_from(["lowest_trump", "random"]),
    throw_in_after_take=st.booleans(),
    forward_same_count=st.booleans(),
    add_after_cover=st.booleans(),
    take_when_beaten=st.booleans(),
    throw_in_unlimited=st.booleans(),
    adding_order=st.sampled_from(["simultaneous", "clockwise"]),
    trump_exchange=st.booleans(),
    teams=st.sampled_from([0, 0, 2, 3]),
    team_first_out=st.booleans(),
    epaulettes=st.sampled_from(["off", "sixes", "ladder"]),
    next_leader=st.sampled_from(["lowest_trump", "durak", "after_durak", "winner", "novice"]),
    redeal=st.booleans(),
    redeal_colour=st.booleans(),
    forward_by_trump=st.sampled_from(["off", "round", "game"]),
    quick=st.booleans(),
    cross_rule=st.booleans(),
    low_beats_ace=st.booleans(),
    number_trump=st.booleans(),
    trump_change=st.booleans(),
    secret_cards=st.sampled_from([0, 2]),
    forward_direction=st.sampled_from(["left", "choose", "choose"]),
    cheating=st.booleans(),
)


def total_cards(game: Game) -> int:
    hands = sum(game.hand_size(p) for p in range(game.num_players))
    table = sum(1 + (d is not None) for _, d in game.table)
    return hands + table + game.stack_count + len(game.discard) + sum(game.secret_counts)


def snapshot(game: Game) -> tuple:
    views = tuple(game.view(p) for p in range(game.num_players))
    return (format_position(game), views, game.history, game.is_over, game.winners, game.durak)


def candidate_actions(game: Game, rng: random.Random) -> list[Action]:
    """Plausible-looking actions, legal or not, for sampling illegal ones."""
    found: list[Action] = [Action.timeout()]
    attack_cards = [a for a, _ in game.table]
    table_cards = [c for pair in game.table for c in pair if c is not None]
    for p in range(game.num_players):
        found += [Action.take(p), Action.done(p), Action.redeal(p)]
        found += [Action.catch(p, card) for card in table_cards]
        for card in game.hand(p):
            found += [Action.attack(p, card), Action.forward(p, card), Action.exchange(p, card),
                      Action.show(p, card)]
            found += [Action.defend(p, card, target) for target in attack_cards]
        found += [Action.retract(p, card) for card in table_cards]
    return rng.sample(found, min(6, len(found)))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy, players=st.integers(2, 6), seed=st.integers(0, 2**32),
       policy=st.integers(0, 2**32))
def test_random_games_keep_every_promise(rules, players, seed, policy):
    players = seat_count(rules, players)
    game = Game.new(rules, players, seed=seed)
    rng = random.Random(policy)
    deck = rules.deck
    steps = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, "a running game always has a legal action"
        if steps % 7 == 0:
            before = snapshot(game)
            tricks = {a for p in range(players)   # cheats and catches (``cheating``)
                      for a in game.cheat_actions(p) + game.catch_actions(p)}
            for action in candidate_actions(game, rng):
                if action not in legal and action not in tricks:
                    try:
                        game.apply(action)
                    except IllegalAction as error:
                        assert str(error)
                    else:
                        raise AssertionError(f"unlisted {action} was accepted")
                    assert snapshot(game) == before
        for p in range(players):  # every player's own list is his part of the whole
            own = game.legal_actions(p)
            assert own == [a for a in legal if a.player == p]
            assert list(game.view(p).legal_actions) == own
        action = rng.choice(legal)
        if rules.cheating and steps % 5 == 4:   # now and then a cheat or a catch
            tricks = [a for p in range(players)
                      for a in game.cheat_actions(p) + game.catch_actions(p)]
            action = rng.choice(tricks or legal)
        copy = game.copy()
        game.apply(action)
        assert total_cards(game) == deck
        assert total_cards(copy) == deck and copy.history == game.history[:-1]
        steps += 1
        assert steps < 20_000, "game does not end"
    assert game.legal_actions() == []
    assert (game.shown, game.passed, game.attackers, game.table) == ((), (), (), ())
    assert not game.forward_blocked and game.uncovered_count == 0
    if rules.teams:
        check_team_result(game)
    else:
        assert len(game.winners) + (game.durak is not None) == players
    if game.epaulettes is not None:
        assert game.epaulettes == game.epaulette_rank
    replayed = Record.of(game).replay()
    assert snapshot(replayed) == snapshot(game)
    follow = game.next_game(seed=seed)
    assert Record.of(follow).replay().view(0) == follow.view(0)


def check_team_result(game: Game) -> None:
    """A team game ends with one losing team (or a draw); the durak is in it."""
    rules = game.rules
    left = [p for p in range(game.num_players) if not game.is_out(p)]
    assert set(game.winners).isdisjoint(left)
    if game.durak is None:
        assert not left or rules.team_first_out
        return
    losing = rules.team_of(game.durak)
    assert game.durak in left
    if rules.team_first_out:   # the losing team is the one with nobody out
        assert losing not in {rules.team_of(p) for p in game.winners}
    else:                      # the players still holding cards are all in it
        assert {rules.team_of(p) for p in left} == {losing}


@settings(max_examples=40, deadline=None)
@given(rules=rules_strategy, players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_every_listed_action_applies(rules, players, seed):
    players = seat_count(rules, players)
    game = Game.new(rules, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(60):
        if game.is_over:
            break
        for action in game.legal_actions():
            game.copy().apply(action)
        game.apply(rng.choice(game.legal_actions()))
