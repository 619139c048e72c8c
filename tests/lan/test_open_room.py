"""A room open to this network: its announcement says its code, who sits and how many
seats are free (never a token or a password), the list shows it, and its code joins."""

from __future__ import annotations

from durak.lan.discovery import FoundGame, GameBrowser
from durak.lan.hosting import start_hosted_server
from durak.lan.open_room import OpenRoom, open_properties, read_open_room, room_of

from .test_discovery import FAST, Lists, unique


def test_an_open_rooms_announcement_round_trips_and_carries_no_secret():
    room = OpenRoom("K7QXM2PA9R", ("Anna", "Борис"), 2, True)
    properties = open_properties(room)
    assert set(properties) == {"code", "players", "free", "password"}
    assert "token" not in str(properties)
    encoded = {key.encode(): value.encode() for key, value in properties.items()}
    assert read_open_room(encoded) == room
    assert read_open_room({b"protocol": b"4"}) is None               # not open: nothing
    assert read_open_room({b"code": b"no spaces allowed"}) is None   # not as written
    assert read_open_room({b"code": b"AB", b"players": b"{"}) is None


def test_long_names_are_cut_to_fit_one_txt_string():
    room = OpenRoom("AB", tuple("Ж" * 24 for _ in range(6)), 0, False)
    properties = open_properties(room)
    assert len(properties["players"].encode()) <= 255
    read = read_open_room({k.encode(): v.encode() for k, v in properties.items()})
    assert read is not None and 0 < len(read.players) < 6


def test_free_seats_and_players_come_from_the_room_message():
    seats = [{"name": "Anna", "bot": None}, {"name": None, "bot": "normal"},
             {"name": None, "bot": None}]
    assert room_of("AB", seats, False) == OpenRoom("AB", ("Anna",), 1, False)


def test_an_open_room_is_listed_with_its_code_and_seats_as_they_change() -> None:
    name = unique("Anna's table")
    lists = Lists(name)
    browser = GameBrowser(lists)
    hosted = start_hosted_server("127.0.0.1", advertise_as=name, config=FAST)
    try:
        games = lists.wait_for(lambda games: len(games) == 1)
        assert games == [FoundGame(name, "127.0.0.1", hosted.port)]   # not open yet
        hosted.publish(open_properties(OpenRoom("K7QXM2PA9R", ("Anna",), 1, False)))
        games = lists.wait_for(lambda games: len(games) == 1 and games[0].room is not None
                               and games[0].room.free == 1)
        assert games[0].room == OpenRoom("K7QXM2PA9R", ("Anna",), 1, False)
        hosted.publish(open_properties(OpenRoom("K7QXM2PA9R", ("Anna", "Boris"), 0, False)))
        games = lists.wait_for(lambda games: len(games) == 1 and games[0].room is not None
                               and games[0].room.free == 0)
        assert games[0].room is not None and games[0].room.players == ("Anna", "Boris")
    finally:
        hosted.stop()
        browser.close()
