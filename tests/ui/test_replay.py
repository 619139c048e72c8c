"""Saving a game from the menu and stepping through it with ``durak --replay``."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

from PyQt6.QtCore import QPauseAnimation, Qt
from PyQt6.QtTest import QTest
from PyQt6.QtWidgets import QFileDialog

from durak.engine import Card, Game, Record, Rules, Suit
from durak.ui.replay_window import ReplayWindow
from durak.ui.store.replay_file import load_replay

from .conftest import play_until, settle


def finished_record(seed: int = 3, players: int = 3) -> Record:
    game = Game.new(Rules(), players, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return Record.of(game)


def test_save_replay_from_the_menu(qtbot, make_window, tmp_path):
    window = make_window(players=2)
    c = window.session
    play_until(qtbot, window, 5)
    window.open_menu()
    menu = window.dialog
    qtbot.mouseClick(menu.buttons["save_replay"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.dialog, QFileDialog))
    chooser = window.dialog
    assert c.paused   # nothing moves while the player picks a file
    history = c.game.history
    path = tmp_path / "game"
    chooser.selectFile(str(path))
    chooser.accept()
    saved = path.with_suffix(".json")   # the suffix is added when the name has none
    assert load_replay(str(saved)).record.actions == history
    assert "Saved" in window.table.status.text
    assert window.dialog is None and not c.paused


def test_a_replay_that_cannot_be_written_changes_nothing(qtbot, make_window, tmp_path):
    window = make_window(players=2)
    play_until(qtbot, window, 3)
    window.session.set_paused(True)
    blocker = tmp_path / "a-file"
    blocker.write_text("kept")
    window.save_replay(blocker / "game.json")   # a folder that is a file: cannot be made
    assert blocker.read_text() == "kept" and not list(tmp_path.glob("*.json.*"))
    assert "Could not save the replay" in window.table.status.text


def test_replay_steps_with_every_hand_face_up(qtbot):
    record = finished_record()
    window = ReplayWindow(record)
    qtbot.addWidget(window)
    window.show()
    c = window.session
    view = window.view
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert c.position == 1 and c.game.history == record.actions[:1]
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert c.position == 2
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert c.position == 1
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert c.position == 0 and c.game.history == ()
    for seat in range(1, 3):
        for card in c.game.hand(seat):
            assert window.table.cards[card].face_up
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert c.position == len(record.actions) and c.game.is_over
    assert window.table.panel.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert c.position == 0
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert c.playing
    qtbot.waitUntil(lambda: c.position >= 2, timeout=5000)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert not c.playing
    assert "Move" in window.table.status.text
    window.close()


def test_replay_command_refuses_bad_files(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "durak-record", "version": 1, "rules": {},
                               "players": 2, "seed": 1,
                               "actions": [{"kind": "take", "player": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path / "data"))
    for path, message in ((tmp_path / "missing.json", "cannot read"),
                          (bad, "action 1 (P1 take) failed")):
        result = subprocess.run([sys.executable, "-m", "durak", "--replay", str(path)],
                                capture_output=True, text=True, env=env, timeout=60,
                                check=False)
        assert result.returncode == 2 and message in result.stderr, result.stderr
        assert "Traceback" not in result.stderr


def expected_piles(game: Game) -> dict:
    """Where the record says each card is: ("hand", seat), table, stack, trump, discard."""
    piles: dict = {}
    for seat in range(game.num_players):
        for card in game.hand(seat):
            piles[card] = ("hand", seat)
    for attack, defence in game.table:
        piles[attack] = ("table",)
        if defence is not None:
            piles[defence] = ("table",)
    for card in game.discard:
        piles[card] = ("discard",)
    if game.stack_count and game.trump_card is not None:
        piles[game.trump_card] = ("trump",)
    deck = [Card(rank, suit) for rank in range(game.rules.min_rank, 15) for suit in Suit]
    if not game.is_over:
        for card in deck:
            piles.setdefault(card, ("stack",))
    return piles


def check_scene(window, game: Game, settled: bool) -> None:
    """Every card is (or, while it moves, is heading) where the record's position puts it."""
    scene = window.table
    layout = scene.layout
    piles = expected_piles(game)
    stack_x, stack_y = layout.stack_pos
    assert sum(1 for p in piles.values() if p in (("stack",), ("trump",))) == game.stack_count
    for card, item in scene.cards.items():
        pile = piles.get(card)
        if pile is None:
            assert not item.isVisible(), card
            continue
        assert item.isVisible(), card
        waiting = (item.animation is not None
                   and isinstance(item.animation.currentAnimation(), QPauseAnimation))
        if (abs(item.pos().x() - stack_x) < 1 and abs(item.pos().y() - stack_y) < 1
                and (waiting or not item.is_moving())):
            assert not item.face_up, f"{card} lies face up on the stack"
        pos, rotation = item.destination()
        x, y = pos.x(), pos.y()
        place = layout.cards[card]
        assert (round(x, 3), round(y, 3)) == (round(place.x, 3), round(place.y, 3)), card
        if pile[0] == "hand":
            rect = layout.seats[pile[1]].rect
            assert rect.contains(x, y), (card, pile)
        elif pile[0] == "table":
            assert layout.table_rect.contains(x, y), card
        elif pile[0] == "stack":
            assert abs(x - stack_x) < 6 and abs(y - stack_y) < 6, card
        elif pile[0] == "trump":
            assert rotation == 90.0, card
        else:
            assert stack_x + 60 < x < layout.hand_rect.x and y > stack_y - 10, card
        if settled:
            assert not item.is_moving() and item.pos() == pos, card
            assert item.face_up == (pile[0] in ("hand", "table", "trump")), (card, pile)
    for seat in range(game.num_players):
        assert scene.seats[seat].count == len(game.hand(seat))


def test_every_replay_step_shows_the_position_after_that_move(qtbot):
    record = finished_record(seed=8, players=2)
    window = ReplayWindow(record, speed="fast")
    qtbot.addWidget(window)
    window.resize(1100, 680)
    window.show()
    qtbot.waitExposed(window)
    c = window.session
    total = len(record.actions)
    assert total > 40

    def key(k) -> None:
        qtbot.keyClick(window.focusWidget(), k)

    def check(position: int) -> None:
        assert c.position == position
        check_scene(window, record.replay(position), settled=False)
        settle(qtbot, window)
        check_scene(window, record.replay(position), settled=True)

    check(0)
    for position in range(1, total + 1):
        if position % 5 == 0:   # "Next move", with the mouse
            button = window.table.take_button
            point = window.view.mapFromScene(button.rect.center())
            QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, point)
        else:
            key(Qt.Key.Key_Right)
        if position % 13 == 0 or position == total:
            check(position)
        else:   # stepping on before the cards arrive: they still head for the right place
            check_scene(window, record.replay(position), settled=False)
    key(Qt.Key.Key_Home)
    check(0)
    key(Qt.Key.Key_End)
    check(total)
    for position in range(total - 1, total - 4, -1):
        key(Qt.Key.Key_Left)
        check(position)
    rng = random.Random(4)
    for _ in range(4):
        position = rng.randrange(total + 1)
        c.go_to(position)
        check(position)
    window.close()


def test_pausing_lets_moving_cards_arrive(qtbot, make_window):
    window = make_window(players=3, speed="slow")
    c = window.session
    c.set_paused(True)
    c.new_game(3, seed=5)
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Space)   # SPACE pauses...
    assert c.paused
    moving = [i for i in window.table.cards.values() if i.is_moving()]
    assert moving   # ...in the middle of the deal
    settle(qtbot, window)
    for card, item in window.table.cards.items():
        place = window.table.layout.cards.get(card)
        if place is not None:
            assert (item.pos().x(), item.pos().y()) == (place.x, place.y), card


def test_replay_names_the_human_as_in_the_game(qtbot):
    window = ReplayWindow(finished_record())
    qtbot.addWidget(window)
    c = window.session
    seat0 = next(i for i, a in enumerate(c.record.actions) if a.player == 0)
    c.go_to(seat0 + 1)
    assert window.table.status.text.startswith(f"Move {seat0 + 1} of")
    assert ": You " in window.table.status.text
    assert "Player 0" not in window.table.status.text
    window.close()


def test_the_replay_speaks_the_players_language(qtbot, tmp_path):
    from durak.ui.kit import i18n
    from durak.ui.replay_window import replay_window
    from durak.ui.store.settings import Preferences, SettingsStore

    store = SettingsStore(tmp_path / "durak.ini")
    store.save(Preferences(language="ru", theme="classic"))
    try:
        window = replay_window(finished_record(), store)
        qtbot.addWidget(window)
        assert window.art.theme.key == "classic"
        assert window.table.take_button.text == "Следующий ход"
        assert window.table.status.text.startswith("Запись: ")
        assert window.windowTitle() == "Запись"
    finally:
        i18n.install("en")


def test_each_kind_of_move_is_described_in_words():
    from durak.engine import Action
    from durak.ui.words.moves import action_words

    assert action_words(Action.parse("P1 attack 7S 7C")) == "Player 1 plays 7♠ 7♣"
    assert action_words(Action.parse("P2 defend AH>KH")) == "Player 2 covers K♥ with A♥"
    assert action_words(Action.parse("P2 forward 7D")) == "Player 2 forwards with 7♦"
    assert action_words(Action.parse("P2 retract AH")) == "Player 2 takes back A♥"
    assert action_words(Action.take(2)) == "Player 2 takes the cards"
    assert action_words(Action.done(1)) == "Player 1 is done"


def test_the_humans_own_moves_are_said_to_him():
    from durak.engine import Action
    from durak.ui.kit import i18n
    from durak.ui.words.moves import action_words

    assert action_words(Action.parse("P0 attack 7S 7C")) == "You play 7♠ 7♣"
    assert action_words(Action.parse("P0 defend AH>KH")) == "You cover K♥ with A♥"
    assert action_words(Action.parse("P0 forward 7D")) == "You forward with 7♦"
    assert action_words(Action.parse("P0 retract AH")) == "You take back A♥"
    assert action_words(Action.take(0)) == "You take the cards"
    assert action_words(Action.done(0)) == "You are done"
    i18n.install("ru")
    try:
        assert action_words(Action.take(0)) == "Вы берёте карты"
        assert action_words(Action.take(1)) == "Игрок 1 берёт карты"
    finally:
        i18n.install("en")


def test_the_end_of_a_replay_offers_to_watch_it_from_the_start(qtbot):
    from PyQt6.QtCore import QPoint

    window = ReplayWindow(finished_record())
    qtbot.addWidget(window)
    window.resize(1100, 680)
    window.show()
    qtbot.waitExposed(window)
    c = window.session
    c.go_to(c.total)
    button = window.table.pause_button
    assert button.text == "From the start"
    assert not window.table.take_button.isVisible()
    centre = window.view.mapFromScene(button.sceneBoundingRect().center())
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(centre.x(), centre.y()))
    assert c.position == 0
    assert window.table.take_button.isVisible() and button.text != "From the start"
    window.close()


def test_a_forfeit_is_told_apart_from_a_take(qtbot):
    from durak.engine import Action, parse_position

    game = parse_position("7S8D/9SAD KH 6C 0", Rules(take_when_beaten=True))
    for text in ("P0 attack 7S", "P1 defend 9S>7S", "P1 take", "P0 attack 8D", "P1 take"):
        game.apply(Action.parse(text))
    window = ReplayWindow(Record.of(game))
    qtbot.addWidget(window)
    window.show()
    view, status = window.view, window.table.status
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert status.text == "Move 3 of 5: Player 1 takes the beaten cards"
    qtbot.keyClick(view, Qt.Key.Key_End)         # reached by a jump, not a step
    assert status.text == "Move 5 of 5: Player 1 takes the cards"
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert status.text == "Move 3 of 5: Player 1 takes the beaten cards"
    window.close()


def test_an_exchange_names_the_card_taken(qtbot):
    from durak.engine import Action, parse_position

    game = parse_position("8S9CAC/6H9D/7SKDQD KH 6C6D7H 1", Rules(trump_exchange=True))
    game.apply(Action.parse("P1 exchange 6H"))
    game.apply(Action.parse("P1 attack 9D"))
    window = ReplayWindow(Record.of(game))
    qtbot.addWidget(window)
    window.show()
    view, status = window.view, window.table.status
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert status.text == "Move 1 of 2: Player 1 exchanges 6♥ for the trump card K♥"
    qtbot.keyClick(view, Qt.Key.Key_End)
    qtbot.keyClick(view, Qt.Key.Key_Left)       # reached by a jump back, not a step
    assert status.text == "Move 1 of 2: Player 1 exchanges 6♥ for the trump card K♥"
    window.close()
