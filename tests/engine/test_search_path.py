"""The search path (``search_actions``, ``search_apply``) reaches the positions the public
path reaches, and lists each seat's actions as ``legal_actions(seat)`` does."""

from __future__ import annotations

import itertools
import random

from durak.engine import Game, Rules

RULES = [Rules(deck=deck, forwarding=forwarding, reinforce=reinforce,
               throw_in_after_take=throw_in)
         for deck, forwarding, reinforce, throw_in in itertools.product(
             (24, 36, 52), (True, False), ("neighbours", "all"), (True, False))]
# The rule variants, each alone and all together, with and without throwing in.
VARIANTS = [{"forward_same_count": True}, {"add_after_cover": True},
            {"take_when_beaten": True}, {"trump_exchange": True},
            {"redeal": True, "redeal_colour": True}, {"forward_by_trump": "round"},
            {"forward_by_trump": "game"}, {"cheating": True},
            {"forward_same_count": True, "add_after_cover": True, "take_when_beaten": True,
             "trump_exchange": True, "redeal": True, "forward_by_trump": "round"}]
RULES += [Rules(reinforce=reinforce, throw_in_after_take=throw_in, **variant)
          for variant, reinforce, throw_in in itertools.product(
              VARIANTS, ("neighbours", "all"), (True, False))]
RULES += [Rules(reinforce=reinforce, throw_in_after_take=True, throw_in_unlimited=True,
                attack_limit=limit, **variant)
          for variant, reinforce, limit in itertools.product(
              [VARIANTS[-1], {}], ("neighbours", "all"), (None, 6))]
RULES += [Rules(reinforce=reinforce, adding_order="clockwise", throw_in_after_take=throw_in,
                **variant)
          for variant, reinforce, throw_in in itertools.product(
              [VARIANTS[-1], {}], ("neighbours", "all"), (True, False))]

RULES += [Rules(reinforce=reinforce, teams=teams, team_first_out=first_out, epaulettes="ladder",
                forward_by_trump="game", cheating=teams == 3,
                throw_in_after_take=True)
          for reinforce, teams, first_out in itertools.product(
              ("neighbours", "all"), (2, 3), (False, True))]

# The house rules, each alone and with the variants above, with and without throwing in.
HOUSE_RULES = [{"quick": True}, {"cross_rule": True}, {"low_beats_ace": True},
               {"number_trump": True}, {"trump_change": True},
               {"trump_change": True, "number_trump": True}, {"secret_cards": 2},
               {"forward_direction": "choose"},
               {"forward_direction": "choose", "forward_same_count": True,
                "take_when_beaten": True, "trump_exchange": True, "number_trump": False},
               {"cross_rule": True, "low_beats_ace": True, "number_trump": True, "quick": True,
                "trump_change": True, "secret_cards": 2, "forward_direction": "choose"}]


def allowed(**options: object) -> list[Rules]:
    """``Rules(**options)``, or nothing where the rules refuse the combination."""
    try:
        return [Rules(**options)]  # type: ignore[arg-type]
    except ValueError:
        return []


RULES += [rules for house, variant, reinforce, throw_in in itertools.product(
              HOUSE_RULES, [VARIANTS[-1], {}], ("neighbours", "all"), (True, False))
          for rules in allowed(**{"reinforce": reinforce, "throw_in_after_take": throw_in,
                                  **variant, **house})]


# Every slot of the game's state but what the search path leaves out on purpose: the
# history, and the public path's cached list of the legal actions.
STATE = [slot for slot in Game.__slots__ if slot not in ("_history", "_cache", "_cache_key")]


def position(game: Game) -> list:
    """The game's state, with the slots of a variant's subclass (``CheatingGame``)."""
    extra = [slot for slot in type(game).__slots__ if slot not in Game.__slots__]
    return [getattr(game, slot) for slot in STATE + extra]


def test_search_path_replays_random_games_exactly():
    steps = 0
    for seed in range(2000):
        rng = random.Random(seed)
        rules = RULES[seed % len(RULES)]
        counts = rules.player_counts()
        players = counts[seed % len(counts)]
        public = Game.new(rules, players, seed=seed)
        search = public.copy()
        while not public.is_over:
            everything = public.legal_actions()
            seat = steps % players
            assert search.search_actions(seat) == [a for a in everything if a.player == seat]
            action = rng.choice(everything)
            public.apply(action)
            search.search_apply(action)
            assert position(search) == position(public), (seed, action)
            steps += 1
    assert steps > 200_000


def test_search_apply_leaves_no_history_and_lists_afresh():
    game = Game.new(Rules(), 2, seed=3)
    twin = game.copy()
    offender = game.offender
    lead = game.legal_actions(offender)[0]     # the public path keeps this list
    game.search_apply(lead)
    twin.apply(lead)
    assert game.history == () and twin.history == (lead,)
    assert game.legal_actions(offender) == twin.legal_actions(offender)
    assert game.legal_actions() == twin.legal_actions()


def test_is_over_follows_the_game_on_every_path():
    """``is_over`` reads a flag kept beside the phase: it must change exactly when the
    game ends, on the public path, on the search path, in copies and in games built
    from a view."""
    for seed in range(40):
        rules = RULES[seed % len(RULES)]
        public = Game.new(rules, 2, seed=seed)
        search = public.copy()
        rng = random.Random(seed)
        while True:
            listed = public.legal_actions()
            assert public.is_over is (not listed) is search.is_over
            assert public.copy().is_over is public.is_over
            if not listed:
                break
            action = rng.choice(listed)
            public.apply(action)
            search.search_apply(action)
        view = public.view(0)
        rebuilt = Game.from_view(view, [public.hand(p) for p in range(2)], check=False)
        assert view.is_over and rebuilt.is_over and rebuilt.legal_actions() == []


# Cheating with the variants and with each house rule (their card orders move the line
# between an honest cover and a cheat; a forward to the right may be a cheat too).
CHEATING = [rules for variant, reinforce, throw_in in itertools.product(
                [VARIANTS[-1], {}, {"adding_order": "clockwise"}, {"teams": 2}, *HOUSE_RULES],
                ("neighbours", "all"), (True, False))
            for rules in allowed(cheating=True, reinforce=reinforce,
                                 throw_in_after_take=throw_in, **variant)]


def test_search_path_replays_cheats_and_catches_exactly():
    """Random games in which cheats and catches are drawn too: both paths agree."""
    cheats = catches = 0
    for seed in range(400):
        rng = random.Random(seed)
        rules = CHEATING[seed % len(CHEATING)]
        counts = rules.player_counts()
        players = counts[seed % len(counts)]
        public = Game.new(rules, players, seed=seed)
        search = public.copy()
        while not public.is_over:
            extra = [a for p in range(players)
                     for a in public.cheat_actions(p) + public.catch_actions(p)]
            seat = rng.randrange(players)
            assert search.search_actions(seat) == public.legal_actions(seat)
            if extra and rng.random() < 0.25:
                action = rng.choice(extra)
                cheats += action.kind.value != "catch"
                catches += action.kind.value == "catch"
            else:
                action = rng.choice(public.legal_actions())
            public.apply(action)
            search.search_apply(action)
            assert position(search) == position(public), (seed, action)
    assert cheats > 1000 and catches > 1000
