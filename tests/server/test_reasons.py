"""An illegal move's ``error`` carries the engine's reason in parts (protocol version 2), a
client of version 1 gets the same refusal as before, and a client reads a reason it
cannot check as absent."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from durak.engine import Action
from durak.protocol import CLIENT, SERVER, VERSION, action_to_json, as_version, decode, encode
from durak.server.headless import HeadlessClient

from .helpers import run, site
from .test_bad_input import action, next_error, table

LATE = " (the table changed since you chose)"


def first_lead(host_view, guest_view) -> tuple[int, Action]:
    """The offender's seat and a lead of his (the deal's offender leads)."""
    for seat, view in ((0, host_view), (1, guest_view)):
        leads = [a for a in view.legal_actions if a.kind.value == "attack"]
        if leads:
            return seat, leads[0]
    raise AssertionError("nobody may lead")


def test_an_illegal_move_comes_with_the_engines_reason_in_parts():
    async def main() -> None:
        async with site() as where:
            host, guest, code = await table(where)
            assert host.view is not None and guest.view is not None
            offender, _lead = first_lead(host.view, guest.view)
            other = (guest, host)[offender]
            view = other.view
            assert view is not None
            attack = Action.attack(view.player, view.hand[0])   # the defender's: illegal
            game = where.app.rooms[code].game
            assert game is not None
            expected = game.why_illegal(attack)
            assert expected is not None and "P{player}" in expected.template
            await other.send("action", seq=other.seq, action=action_to_json(attack))
            error = await next_error(other)
            assert error.version == VERSION
            reason = error["reason"]
            assert reason == {"template": expected.template, "params": expected.params,
                              "late": False}
            assert error["message"] == str(expected)
    run(main())


def test_a_move_chosen_on_an_older_table_says_so_as_a_flag():
    async def main() -> None:
        async with site() as where:
            host, guest, _ = await table(where)
            assert host.view is not None and guest.view is not None
            offender, lead = first_lead(host.view, guest.view)
            leader = (host, guest)[offender]
            await leader.send("action", seq=leader.seq, action=action_to_json(lead))
            await leader.expect("state")
            # The same lead again, chosen on the deal's table: the table has changed.
            await leader.send("action", seq=0, action=action_to_json(lead))
            error = await next_error(leader)
            assert error["reason"]["late"] is True
            template, params = error["reason"]["template"], error["reason"]["params"]
            assert error["message"] == template.format(**params) + LATE
    run(main())


class VersionOneClient(HeadlessClient):
    """A client of protocol version 1: the same messages, under version 1."""

    async def send(self, kind: str, **fields: Any) -> None:
        assert self.websocket is not None
        await self.websocket.send(as_version(encode(CLIENT, kind, **fields), 1))


def test_a_client_of_version_1_gets_version_1_messages_without_the_reason():
    async def main() -> None:
        async with site() as where:
            host = await where.client("host", "original", 1)
            code = await host.create(["human", "human"], rules={"deck": 24})
            guest = await VersionOneClient(where.url, "guest", "original", 2).connect()
            guest.keep = True
            await guest.join(code)
            await host.start()
            await guest.expect("state")
            await guest.send("action", seq=0, action=action("take"))   # nothing to take
            error = await next_error(guest)
            assert error.version == 1 and error["code"] == "illegal"
            assert error["reason"] is None and len(error["message"]) > 10
            results = await asyncio.gather(host.play(), guest.play())
            assert results[1]["record"].replay().is_over
            assert {json.loads(text)["v"] for text, _ in guest.received} == {1}
            assert all("reason" not in json.loads(text) for text, _ in guest.received)
    run(main())


REASON = {"template": "only the offender (P{offender}) may lead", "params": {"offender": "1"},
          "late": False}


def error_text(**fields) -> str:
    return json.dumps({"v": 2, "type": "error", "code": "illegal", "about": "action",
                       "message": "only the offender (P1) may lead", **fields})


def test_a_reason_round_trips():
    text = encode(SERVER, "error", code="illegal", message="only the offender (P1) may lead",
                  about="action", reason=REASON)
    assert decode(text, SERVER)["reason"] == REASON


@pytest.mark.parametrize("reason", [
    "only the offender may lead",                                  # not an object
    {"template": "x", "params": {}},                               # no late
    {**REASON, "params": {"offender": 1}},                         # a value not text
    {**REASON, "params": {}},                                      # a name without a value
    {**REASON, "template": "{offender:>99999999}"},                # a format spec
    {**REASON, "template": "{offender.__class__}"},                # an attribute
    {**REASON, "template": "{offender!r}"},                        # a conversion
    {**REASON, "template": "only {0} may lead"},                   # a position
    {**REASON, "template": "only {offender may lead"},             # unbalanced
    {**REASON, "template": "x" * 501},                             # too long
    {**REASON, "params": {f"k{i}": "v" for i in range(9)}},        # too many params
    {**REASON, "params": {"not a name": "v"}},
    {**REASON, "late": "yes"},
])
def test_a_reason_a_client_cannot_check_reads_as_absent_and_the_message_stays(reason):
    message = decode(error_text(reason=reason), SERVER)
    assert message["reason"] is None
    assert message["code"] == "illegal"
    assert message["message"] == "only the offender (P1) may lead"


def test_versions_1_to_4_are_read_and_version_5_refused():
    for version in (1, 3, 4):
        assert decode(error_text().replace('"v": 2', f'"v": {version}'),
                      SERVER).version == version
    with pytest.raises(ValueError, match="version"):
        decode(error_text().replace('"v": 2', '"v": 5'), SERVER)


def test_as_version_changes_only_the_version():
    text = encode(SERVER, "left")
    assert json.loads(as_version(text, 1)) == {"v": 1, "type": "left"}
    assert as_version(text, VERSION) == text
