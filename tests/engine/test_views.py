"""Views: a player sees exactly what he may know, and nothing of the game itself."""

import dataclasses
import random

from durak.engine import Card, Game, Record, Rules, View, format_position, parse_cards

from .helpers import play, pos


def test_view_contents():
    game = pos("7S9H/9SAS6D/QCKC KH 6C 0")
    play(game, "P0 attack 7S", "P1 defend 9S>7S", "P1 retract 9S")
    view = game.view(2)
    assert view.player == 2 and view.hand == (Card.parse("QC"), Card.parse("KC"))
    assert view.hand_sizes == (1, 3, 2)
    assert view.table == ((Card.parse("7S"), None),)
    assert view.trump_card == Card.parse("KH") and view.stack_count == 2
    assert (view.offender, view.defender, view.co_offender) == (0, 1, 2)
    assert view.known[1] == (Card.parse("9S"),)
    assert view.role == "co_offender" and not view.window_open
    assert all(a.player == 2 for a in view.legal_actions)
    assert Card.parse("AS") in view.unseen() and Card.parse("9S") not in view.unseen()
    assert Card.parse("KH") not in view.unseen()  # the face-up card is seen


def test_view_holds_no_game_reference():
    game = Game.new(Rules(), 3, seed=1)
    view = game.view(0)
    for field in dataclasses.fields(View):
        value = getattr(view, field.name)
        assert not isinstance(value, Game)
    game.apply(game.legal_actions()[0])
    assert view != game.view(0)  # the old view did not follow the game


def swap_hidden(game: Game, seed: int) -> Game:
    """The same deal but for the cards player 0 cannot see, shuffled among the others."""
    start = Record.of(game).start()
    hands = [list(start.hand(p)) for p in range(start.num_players)]
    stack = parse_cards(format_position(start).split()[2])
    hidden = [c for hand in hands[1:] for c in hand] + stack
    random.Random(seed).shuffle(hidden)
    new_hands = [hands[0]]
    for hand in hands[1:]:
        new_hands.append(hidden[:len(hand)])
        hidden = hidden[len(hand):]
    return Game.from_deal(game.rules, new_hands, hidden, trump=start.trump_card,
                          offender=start.offender)


def test_games_differing_only_in_hidden_cards_give_equal_views():
    compared = 0
    for seed in range(80):
        rules = Rules(reinforce="all" if seed % 2 else "neighbours",
                      throw_in_after_take=seed % 3 == 0)
        a = Game.new(rules, 2 + seed % 4, seed=seed)
        b = swap_hidden(a, seed)
        rng = random.Random(seed)
        while not a.is_over:
            if a.view(0).hand != b.view(0).hand:
                break  # player 0 drew different cards: he may now tell the games apart
            assert a.view(0) == b.view(0)
            compared += 1
            in_b = set(b.legal_actions())
            shared = [x for x in a.legal_actions() if x in in_b]
            if not shared:
                break
            action = rng.choice(shared)
            a.apply(action)
            b.apply(action)
    assert compared > 400


def test_the_durak_s_cards_are_public_once_the_game_is_over():
    rng = random.Random(3)
    hidden_until_the_end = 0
    for seed in range(12):
        game = Game.new(Rules(), 3, seed=seed)
        last_view = game.view(0)
        while not game.is_over:
            last_view = game.view(0)
            game.apply(rng.choice(game.legal_actions()))
        durak = game.durak
        if durak is None:
            continue
        for seat in range(3):
            view = game.view(seat)
            assert set(view.known[durak]) == set(game.hand(durak)) != set()
            assert game.known(durak) == view.known[durak]
            assert not view.unseen()   # nothing is hidden any more
            assert all(view.known[p] == () for p in range(3) if p != durak)
        if set(last_view.known[durak]) != set(game.hand(durak)):
            hidden_until_the_end += 1   # the end, not a pick-up, made them public
    assert hidden_until_the_end


def test_views_are_every_seats_view_sharing_what_all_may_know():
    rng = random.Random(11)
    for number in range(4):
        rules = Rules(deck=36, redeal=number % 2 == 0, throw_in_after_take=number % 2 == 1)
        game = Game.new(rules, 2 + number, seed=number)
        while True:
            views = game.views()
            assert views == tuple(game.view(p) for p in range(game.num_players))
            for field in dataclasses.fields(View):
                if field.name not in ("player", "hand", "legal_actions"):
                    assert all(getattr(v, field.name) is getattr(views[0], field.name)
                               for v in views), field.name
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))


def test_events_pickle_as_themselves_for_the_helper_process():
    """The table sends each bot's events to its helper process: every kind of event, and
    its redacted form, comes back equal, of its class, with the very same cards."""
    import pickle

    from durak.engine.events import __all__ as kinds

    rules = Rules(deck=24, trump_exchange=True, redeal=True)
    seen: dict[str, object] = {}
    rng = random.Random(5)
    for seed in range(12):
        game = Game.new(rules, 3, seed=seed)
        events = list(game.opening_events())
        while not game.is_over:
            options = [a for a in game.legal_actions() if a.kind != "retract"]
            events += game.apply(rng.choice(options))
        for event in events:
            for copy in (event, event.redact(1)):
                back = pickle.loads(pickle.dumps(copy))
                assert back == copy and type(back) is type(copy)
                assert all(a is b for a, b in zip(back, copy, strict=True)
                           if isinstance(a, Card))
                seen[type(copy).__name__] = copy
    assert len(seen) >= 10, sorted(seen)   # most kinds came up
    assert set(seen) <= set(kinds)
