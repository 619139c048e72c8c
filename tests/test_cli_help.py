"""Every option of the game's commands says in --help what it does."""

from __future__ import annotations

import argparse

import pytest

from durak import launcher
from durak.ai import cli as arena_cli
from durak.server import cli as server_cli


class Captured(Exception):
    def __init__(self, parser: argparse.ArgumentParser) -> None:
        self.parser = parser


def parser_of(parse_args, monkeypatch) -> argparse.ArgumentParser:
    def capture(self, *args, **kwargs):
        raise Captured(self)
    monkeypatch.setattr(argparse.ArgumentParser, "parse_args", capture)
    with pytest.raises(Captured) as caught:
        parse_args([])
    return caught.value.parser


@pytest.mark.parametrize("parse_args", [launcher.parse_args, arena_cli.parse_args,
                                        server_cli.parse_args],
                         ids=["durak", "durak-arena", "durak-server"])
def test_every_option_has_a_description(parse_args, monkeypatch):
    parser = parser_of(parse_args, monkeypatch)
    undescribed = [action.option_strings or [action.dest] for action in parser._actions
                   if not action.help]
    assert undescribed == []
