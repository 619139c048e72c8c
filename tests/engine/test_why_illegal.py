"""``Game.why_illegal``: the reason ``apply`` would give, without applying anything."""

import random

import pytest

from durak.engine import Action, Game, IllegalAction, Rules, format_position

from .helpers import play, pos


def state(game: Game) -> tuple:
    return (format_position(game), game.history, game.legal_actions(), game.window_open)


def test_a_legal_action_has_no_reason():
    game = pos("7S7D/8S9S/AD KH - 0")
    for action in game.legal_actions():
        assert game.why_illegal(action) is None


def test_the_reason_is_the_one_apply_raises_and_nothing_changes():
    game = pos("9H9C/7H6S KH - 0")
    play(game, "P0 attack 9H")
    before = state(game)
    error = game.why_illegal(Action.defend(1, "7H", "9H"))
    assert isinstance(error, IllegalAction)
    assert str(error) == "7♥ cannot beat 9♥"
    assert (error.template, error.params) == ("{card} cannot beat {target}",
                                              {"card": "7♥", "target": "9♥"})
    assert state(game) == before
    with pytest.raises(IllegalAction) as raised:
        game.apply(Action.defend(1, "7H", "9H"))
    assert (str(raised.value), raised.value.template, raised.value.params) == (
        str(error), error.template, error.params)


def test_a_refused_forward_names_the_card_another_attacker_added():
    # P0 leads 6♠, the co-offender P2 adds 6♣: forwarding is closed for P1.
    game = pos("6S7S/6H9D/6CKC KH - 0")
    play(game, "P0 attack 6S", "P2 attack 6C")
    error = game.why_illegal(Action.forward(1, "6H"))
    assert error is not None
    assert error.template == "another attacker has added a card: too late to forward"


def test_not_an_action():
    game = pos("7S/8S KH - 0")
    error = game.why_illegal("P0 attack 7S")  # type: ignore[arg-type]
    assert error is not None and "not an action" in str(error)


def test_agrees_with_legal_actions_over_random_games():
    """Every candidate action is legal exactly when it has no reason, and asking changes
    nothing: over whole seeded games, with actions of every kind for every player."""
    rng = random.Random(7)
    for seed in range(12):
        game = Game.new(Rules(), players=3, seed=seed)
        while not game.is_over:
            legal = game.legal_actions()
            candidates = list(legal)
            for p in range(game.num_players):
                for card in game.hand(p)[:3]:
                    candidates.append(Action.attack(p, card))
                    candidates.append(Action.forward(p, card))
                    for attack, _ in game.table:
                        candidates.append(Action.defend(p, card, attack))
                candidates += [Action.take(p), Action.done(p)]
            candidates.append(Action.timeout())
            before = state(game)
            for action in candidates:
                assert (game.why_illegal(action) is None) == (action in legal), action
            assert state(game) == before
            game.apply(rng.choice(legal))
