"""The server's own pings: a client that goes silent is noticed as soon as its ping times
out, and its seat's grace period (then the stand-in bot) starts from there."""

from __future__ import annotations

import asyncio

from .helpers import run, site


def test_a_client_that_stops_answering_pings_loses_its_seat_to_the_grace_period():
    async def scenario() -> None:
        # Real pings, on the event loop's clock (the WebSocket layer keeps it), made short.
        async with site(ping_interval=0.2, ping_timeout=0.2) as where:
            host = await where.client("host", "original", 1)
            code = await host.create(["human", "human"], rules={"deck": 24})
            guest = await where.client("guest", "original", 2)
            await guest.join(code)
            await host.start()
            await host.expect("state")
            room = where.app.rooms[code]
            assert guest.websocket is not None
            guest.websocket.transport.pause_reading()   # the link is cut: no pong comes back
            while room.seats[1].peer is not None:   # without pings: never (TCP stays up)
                await asyncio.sleep(0.05)
            while True:
                message = await host.receive()
                if message.kind == "room" and not message["seats"][1]["connected"]:
                    break
            assert not room.seats[1].standin and room.seats[1].away is not None
            where.clock.advance(where.app.config.grace_seconds)   # the grace runs out
            assert room.seats[1].standin
            result = await host.play()                              # the stand-in plays on
            assert result["record"].replay().is_over
    run(scenario())
