"""``plays.play_cards``: several cards played where they fit, asking only the engine."""

from __future__ import annotations

from durak.engine import Action, Card, Game, Rules, parse_position
from durak.ui.model.plays import How, play_cards

C = Card.parse


def game_after(text: str, *moves: str) -> Game:
    game = parse_position(text, Rules())
    for move in moves:
        game.apply(Action.parse(move))
    return game


class Seat:
    """``player``'s seat at ``game``, as a session hands it to ``play_cards``."""

    def __init__(self, game: Game, player: int) -> None:
        self.game, self.player = game, player
        self.sent: list[Action] = []

    def view(self):
        return self.game.view(self.player)

    def why_illegal(self, action: Action):
        return self.game.why_illegal(action)

    def send(self, action: Action) -> bool:
        self.sent.append(action)
        self.game.apply(action)
        return True


def test_covers_as_many_attack_cards_as_the_cards_can():
    # 6♠ (trump) beats both nines, 10♥ only 9♥: taking them in this order, 6♠ must leave
    # 9♥ to 10♥ and cover 9♦.
    game = game_after("9H9DQC/6STHAC KS 7C 0", "P0 attack 9H 9D")
    outcome = play_cards(Seat(game, 1), [C("6S"), C("TH")])
    assert dict(game.table) == {C("9H"): C("TH"), C("9D"): C("6S")}
    assert outcome.played == [C("6S"), C("TH")] and outcome.refused == []


def test_a_drop_beside_the_attack_only_forwards():
    game = game_after("7S8D/7D9S8S/QH KH 6C 0", "P0 attack 7S")
    outcome = play_cards(Seat(game, 1), [C("9S")], How.FORWARD)
    assert game.history == (Action.attack(0, "7S"),)
    assert [str(error) for _, error in outcome.refused] == [
        "forward with cards of the attacked rank (7)"]


def test_refusals_carry_the_engines_reasons_and_nothing_is_tried():
    game = game_after("9D9CKD7S/8S8HQCAH6S KS 6C6D 0")
    seat = Seat(game, 0)
    outcome = play_cards(seat, [C("7S"), C("9D"), C("9C"), C("KD")])
    assert seat.sent == [Action.attack(0, "9D", "9C")]
    assert [(card, error.template) for card, error in outcome.refused] == [
        (C("7S"), "{card} does not match a rank on the table"),
        (C("KD"), "{card} does not match a rank on the table")]
