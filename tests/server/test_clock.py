"""The server's clock decides for a player who runs out of time, and closes the window."""

from __future__ import annotations

from durak.engine import ActionKind
from durak.protocol import action_to_json

from .helpers import run, site


async def caught_up(client, game):
    """The state message that shows ``client`` the game as it is now."""
    while True:
        message = await client.expect("state")
        if message["seq"] == len(game.history):
            return message


def test_the_decision_limit_and_the_window_run_on_the_server_clock():
    async def scenario() -> None:
        async with site() as where:
            first = await where.client("ann")
            code = await first.create(["human", "human"], time_limit=30,
                                      rules={"deck": 36, "window_seconds": 3})
            second = await where.client("bob")
            await second.join(code)
            await first.start()
            state = await first.expect("state")
            await second.expect("state")
            game = where.app.rooms[code].game
            assert game is not None
            offender = game.offender
            assert state["clock"] == {"kind": "decision", "seat": offender, "seconds": 30.0}
            assert where.clock.advance(29.9) == 0 and not game.history
            where.clock.advance(0.1)                      # the offender's time is up: he leads
            led = await first.expect("state")
            assert led["actor"] == offender and game.history[0].kind is ActionKind.ATTACK
            clients = {first.seat: first, second.seat: second}
            covered = False
            for _ in range(30):                           # rounds until a defence holds
                defender = clients[game.defender]
                options = [a for a in game.legal_actions(game.defender)
                           if a.kind is ActionKind.DEFEND]
                if game.table and options and game.uncovered_count == 1:
                    await defender.send("action", seq=len(game.history),
                                        action=action_to_json(options[0]))
                    message = await caught_up(defender, game)
                    if message["view"].window_open:
                        covered = True
                        break
                    continue
                taker = game.defender if game.table else None
                where.clock.advance(30)                   # the defender takes; the offender leads
                await caught_up(first, game)
                if taker is not None:
                    assert game.history[-1].kind in (ActionKind.TAKE, ActionKind.ATTACK)
            assert covered
            assert message["clock"] == {"kind": "window", "seat": None, "seconds": 3.0}
            rounds = game.round_index
            where.clock.advance(3)                        # nobody adds: the round ends
            ended = await caught_up(first, game)
            assert ended["actor"] is None and game.history[-1].kind is ActionKind.TIMEOUT
            assert any(e.kind == "round_ended" and not e.taken for e in ended["events"])
            assert game.round_index == rounds + 1
    run(scenario())
