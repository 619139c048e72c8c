"""Cheating online: cheats and catches are actions like any other, the server keeps the
truth, and no seat is told another's cheat."""

from __future__ import annotations

import random

from durak.ai.cheats import ATTENTION
from durak.engine import Action, ActionKind, Card, CatchFailed, Caught, Game, Record, Rules
from durak.protocol import SERVER, action_from_json, action_to_json, decode, encode
from durak.protocol.codec import PUBLIC_FIELDS, _public_body, event_from_json
from durak.protocol.messages import encode_state, encode_states
from durak.server.headless import HeadlessClient
from durak.server.sqlite_store import SQLiteStore

from .helpers import run, site


def test_a_cheat_and_its_catch_are_played_through_the_server():
    async def main() -> None:
        async with site() as where:
            host = await where.client("host", "original", 1)
            code = await host.create(["human", "human"], rules={"deck": 24, "cheating": True})
            guest = await where.client("guest", "original", 2)
            await guest.join(code)
            await host.start()
            clients = (host, guest)
            for client in clients:
                await client.expect("state")
            views = [client.view for client in clients]
            offender = next(i for i, v in enumerate(views) if v and v.legal_actions)
            attacker, defender = clients[offender], clients[1 - offender]

            async def send(client, action: Action) -> list:
                await client.send("action", seq=client.seq, action=action_to_json(action))
                states = [await c.expect("state") for c in clients]
                return list(states[clients.index(client)]["events"])

            assert attacker.view is not None
            lead = attacker.view.legal_actions[0]
            await send(attacker, lead)
            assert defender.view is not None
            # A catch of an honest card: applied as a failed one, and the accuser is barred.
            events = await send(defender, Action.catch(defender.view.player, lead.cards[0]))
            assert events == [CatchFailed(defender.view.player, lead.cards[0])]
            assert defender.view.catch_actions == () and defender.view.barred == (
                defender.view.player,)
            cheats = sorted(defender.view.cheat_actions,
                            key=lambda a: a.kind is not ActionKind.DEFEND)
            cheat = cheats[0]
            await send(defender, cheat)
            card = cheat.cards[0]
            assert defender.view.cheats == (card,)
            assert attacker.view.cheats == ()          # nobody else is told
            catch = Action.catch(attacker.view.player, card)
            assert catch in attacker.view.catch_actions
            events = await send(attacker, catch)
            assert events[0] == Caught(attacker.view.player, defender.view.player, card, None)
            assert card in defender.view.hand
            game = where.app.rooms[code].game
            assert game is not None and game.cheat_log[0].outcome == "caught"
            assert Record.of(game).replay().views() == game.views()
    run(main())


def test_cheating_views_and_events_round_trip_for_every_seat():
    rng = random.Random(7)
    for number in range(4):
        rules = Rules(cheating=True, throw_in_after_take=number % 2 == 0)
        game = Game.new(rules, 2 + number, seed=number)
        events = list(game.opening_events())
        while not game.is_over:
            for seat in range(game.num_players):
                mine = [e.redact(seat) for e in events]
                text = encode(SERVER, "state", seq=len(game.history), view=game.view(seat),
                              events=mine, actor=None, clock=None)
                assert encode_state(len(game.history), game.view(seat), mine, None,
                                    None) == text
                message = decode(text, SERVER)
                assert message["view"] == game.view(seat)
                assert list(message["events"]) == mine
            assert encode_states(len(game.history), game.views(),
                                 [[e.redact(s) for e in events]
                                  for s in range(game.num_players)], None, None) == [
                encode(SERVER, "state", seq=len(game.history), view=view,
                       events=[e.redact(view.player) for e in events], actor=None)
                for view in game.views()]
            tricks = [a for p in range(game.num_players)
                      for a in game.cheat_actions(p) + game.catch_actions(p)]
            action = rng.choice(tricks if tricks and rng.random() < 0.3
                                else game.legal_actions())
            events = game.apply(action)
    for event in (Caught(0, 1, Action.parse("P0 catch 7H").card, None),
                  Caught(2, 0, Action.parse("P0 catch 7H").card,
                         Action.parse("P0 catch 9S").card),
                  CatchFailed(1, Action.parse("P0 catch 7H").card)):
        assert event_from_json(event.to_dict(), "event") == event


def test_a_catch_is_read_for_the_senders_seat_and_the_fields_are_written_once():
    assert action_from_json({"kind": "catch", "cards": ["6♥"]}, "action", 1) == Action.parse(
        "P1 catch 6H")
    view = Game.new(Rules(cheating=True), 3, seed=5).view(0)
    assert tuple(_public_body(view)) == PUBLIC_FIELDS
    plain = Game.new(Rules(), 3, seed=5).view(0)   # without the switch nothing is written
    assert "laid_by" not in _public_body(plain)


def test_a_room_s_bot_catches_a_players_cheat(monkeypatch):
    monkeypatch.setitem(ATTENTION, "original", 1.0)   # it notices every cheat

    async def main() -> None:
        async with site() as where:
            human = await where.client("human", "original", 3)
            code = await human.create(["human", "original"], rules={"cheating": True})
            await human.start()
            cheated = None
            for _ in range(2000):
                message = await human.receive()
                if message.kind == "game_over":
                    break
                if message.kind != "state":
                    continue
                caught = [e for e in message["events"] if isinstance(e, Caught)]
                if caught:
                    assert caught[0].cheater == human.seat and caught[0].card == cheated
                    break
                view = human.view
                if human.pending() or view is None or not view.legal_actions:
                    continue
                cheats = [a for a in view.cheat_actions if a.kind is ActionKind.DEFEND]
                action = cheats[0] if cheats and cheated is None else human.bot.act(view)
                if action is not None:
                    if action in cheats:
                        cheated = action.cards[0]
                    await human.send("action", seq=human.seq, action=action_to_json(action))
            else:
                raise AssertionError("the game did not end")
            assert cheated is not None
            game = where.app.rooms[code].game
            assert game is not None and game.cheat_log[0].outcome == "caught"
    run(main())


def test_a_stored_cheating_game_with_catches_comes_back_after_a_restart(tmp_path):
    """The state store keeps a game's record; replayed at restart it gives back the cheats,
    the catches, who is barred and the standing cheat, which may still be caught."""
    path = tmp_path / "rooms.sqlite3"

    async def send(clients, client, action: Action) -> list:
        await client.send("action", seq=client.seq, action=action_to_json(action))
        states = [await c.expect("state") for c in clients]
        return list(states[clients.index(client)]["events"])

    def roles(clients):
        offender = next(i for i, c in enumerate(clients) if c.view and c.view.legal_actions
                        and c.view.legal_actions[0].kind is ActionKind.ATTACK)
        return clients[offender], clients[1 - offender]

    def a_cheat(view) -> Action:
        return sorted(view.cheat_actions, key=lambda a: a.kind is not ActionKind.DEFEND)[0]

    async def before() -> tuple[str, list, tuple, Card, int]:
        store = SQLiteStore(path)
        async with site(store=store) as where:
            host = await where.client("host", "original", 1)
            code = await host.create(["human", "human"], rules={"deck": 24, "cheating": True})
            guest = await where.client("guest", "original", 2)
            await guest.join(code)
            await host.start()
            clients = [host, guest]
            for client in clients:
                await client.expect("state")
            attacker, defender = roles(clients)
            await send(clients, attacker, attacker.view.legal_actions[0])
            cheat = a_cheat(defender.view)
            await send(clients, defender, cheat)
            events = await send(clients, attacker, Action.catch(attacker.view.player,
                                                                cheat.cards[0]))
            assert isinstance(events[0], Caught)                 # round one: caught
            attacker, defender = roles(clients)
            lead = attacker.view.legal_actions[0]
            await send(clients, attacker, lead)
            events = await send(clients, defender, Action.catch(defender.view.player,
                                                                lead.cards[0]))
            assert isinstance(events[0], CatchFailed)            # a wrong catch: barred
            cheat = a_cheat(defender.view)
            await send(clients, defender, cheat)                 # ... and a cheat standing
            game = where.app.rooms[code].game
            assert game is not None
            log = game.cheat_log
            assert [entry.outcome for entry in log] == ["caught", "standing"]
            stored = code, clients, game.views(), cheat.cards[0], defender.view.player
        store.close()
        return stored

    async def after(code: str, old: list, views: tuple, card: Card, cheater: int) -> None:
        store = SQLiteStore(path)
        async with site(store=store) as where:
            game = where.app.rooms[code].game
            assert game is not None and game.views() == views
            assert [entry.outcome for entry in game.cheat_log] == ["caught", "standing"]
            clients = []
            for i, client in enumerate(old):   # each player back on a new connection
                again = await HeadlessClient(where.url, client.name, "original", 5 + i).connect()
                await again.rejoin(code, client.seat, client.token)
                clients.append(again)
            for client in clients:
                await client.expect("state")
            catcher = next(c for c in clients if c.view and c.view.player != cheater)
            mine = next(c for c in clients if c.view and c.view.player == cheater)
            assert mine.view.cheats == (card,) and mine.view.barred == (cheater,)
            assert catcher.view.cheats == ()
            events = await send(clients, catcher, Action.catch(catcher.view.player, card))
            assert events[0] == Caught(catcher.view.player, cheater, card, None)
            assert [entry.outcome for entry in game.cheat_log] == ["caught", "caught"]
            assert Record.of(game).replay().views() == game.views()
        store.close()

    stored = run(before())
    run(after(*stored))
