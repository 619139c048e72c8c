"""A player on the other machine of ``test_two_machines.py``: run in the client's network
namespace as ``python netns_player.py ws://SERVER:PORT``.

Creates a room (itself and an ``original`` bot of the server), plays it to its end as the
``original`` bot would, and comes back to its seat with its token whenever the connection
drops.  Tells the test on standard output what happens (``seated CODE SEAT``, ``seq N``
for each state, ``ready N`` when it is about to lead, ``sent ACTION``, ``over RECORD``,
``bad ...`` when a state does not hold every card of the deck) and waits for ``go`` on
standard input before it leads that once (the test cuts the link first).
"""

from __future__ import annotations

import asyncio
import json
import sys

from websockets.exceptions import ConnectionClosed, WebSocketException

from durak.engine import View
from durak.protocol import Message, action_to_json
from durak.server.headless import HeadlessClient

DECK = 24


def say(line: str) -> None:
    print(line, flush=True)


def cards_in_play(view: View) -> int:
    table = sum(1 for pair in view.table for card in pair if card is not None)
    return sum(view.hand_sizes) + view.stack_count + len(view.discard) + table


class Player:
    def __init__(self, url: str) -> None:
        self.url = url
        self.client = HeadlessClient(url, "anna", "original", 7)
        self.code = ""
        self.held = False      # the move led during the cut has been sent

    async def back(self) -> None:
        """Rejoin the seat on a new connection, as often as it takes (the server may be
        restarting)."""
        old = self.client
        assert old.seat is not None and old.token is not None
        for _ in range(400):
            client = HeadlessClient(self.url, "anna", "original", 8)
            try:
                await client.connect()
                await asyncio.wait_for(client.rejoin(self.code, old.seat, old.token), 3)
            except (WebSocketException, OSError, TimeoutError):   # the server restarts
                await asyncio.sleep(0.3)
                continue
            self.client = client
            say("rejoined")
            return
        raise RuntimeError("could not rejoin")

    async def play(self) -> Message:
        client = self.client
        await client.move()
        while True:
            message = await client.receive()
            if message.kind == "game_over":
                return message
            if message.kind == "state":
                view = message["view"]
                say(f"seq {message['seq']}")
                if cards_in_play(view) != DECK:
                    say(f"bad {cards_in_play(view)} cards at seq {message['seq']}")
                if (not self.held and message["seq"] >= 4 and not view.table
                        and view.offender == client.seat and view.legal_actions
                        and not client.pending()):
                    await self.lead_during_the_cut(view)
                    continue
            if not client.pending():
                await client.move()

    async def lead_during_the_cut(self, view: View) -> None:
        """Tell the test we are about to lead; lead once it has cut the link."""
        client = self.client
        say(f"ready {client.seq}")
        line = await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        assert line.strip() == "go", line
        action = client.bot.act(view)
        assert action is not None
        await client.send("action", seq=client.seq, action=action_to_json(action))
        self.held = True
        say(f"sent {json.dumps(action.to_dict())}")

    async def run(self) -> None:
        await self.client.connect()
        self.code = await self.client.create(["human", "original"], rules={"deck": DECK})
        await self.client.start()
        say(f"seated {self.code} {self.client.seat}")
        while True:
            try:
                result = await self.play()
                break
            except ConnectionClosed:
                say("dropped")
                await self.back()
        say(f"over {json.dumps(result['record'].to_dict())}")
        await self.client.close()


if __name__ == "__main__":
    asyncio.run(Player(sys.argv[1]).run())
