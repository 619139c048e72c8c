"""The .ts merge driver, run as git runs it: both sides' strings kept, a reworded
translation kept whichever side reworded it."""

from __future__ import annotations

import pathlib
import subprocess
import sys
import xml.etree.ElementTree as ET

SCRIPT = pathlib.Path(__file__).resolve().parents[1] / "scripts" / "merge_translations.py"


def ts(path: pathlib.Path, messages: dict[str, str | None]) -> pathlib.Path:
    """A Russian .ts file of context ``Table``: source -> translation (None: unfinished)."""
    body = "".join(
        f"<message><source>{source}</source>"
        + (f"<translation>{text}</translation>" if text is not None
           else '<translation type="unfinished"></translation>')
        + "</message>"
        for source, text in messages.items())
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                    f'<TS version="2.1" language="ru"><context><name>Table</name>{body}'
                    "</context></TS>\n", encoding="utf-8")
    return path


def merged(tmp_path: pathlib.Path, base: dict[str, str | None], ours: dict[str, str | None],
           theirs: dict[str, str | None]) -> dict[str, str | None]:
    """Run the driver with git's arguments (%O %A %B) and read what it left in %A."""
    files = [ts(tmp_path / name, messages)
             for name, messages in (("base", base), ("ours", ours), ("theirs", theirs))]
    subprocess.run([sys.executable, str(SCRIPT), *map(str, files)], check=True)
    result: dict[str, str | None] = {}
    for message in ET.parse(files[1]).getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        unfinished = translation.get("type") == "unfinished"
        result[message.findtext("source") or ""] = None if unfinished else translation.text
    return result


def test_a_translation_reworded_on_their_side_is_kept(tmp_path: pathlib.Path) -> None:
    # A rebase replays "theirs" (the branch's commit) onto "ours" (main): the branch's
    # rewording must survive although main still has the old wording.
    result = merged(tmp_path, {"Take": "Беру"}, {"Take": "Беру", "New": "Новое"},
                    {"Take": "Взять карты"})
    assert result == {"Take": "Взять карты", "New": "Новое"}


def test_a_translation_reworded_on_our_side_is_kept(tmp_path: pathlib.Path) -> None:
    result = merged(tmp_path, {"Take": "Беру"}, {"Take": "Взять карты"},
                    {"Take": "Беру", "Other": "Другое"})
    assert result == {"Take": "Взять карты", "Other": "Другое"}


def test_both_reworded_ours_wins_unless_it_is_unfinished(tmp_path: pathlib.Path) -> None:
    assert merged(tmp_path, {"Take": "Беру"}, {"Take": "Взять"},
                  {"Take": "Забрать"}) == {"Take": "Взять"}
    assert merged(tmp_path, {"Take": "Беру"}, {"Take": None},
                  {"Take": "Забрать"}) == {"Take": "Забрать"}


def test_without_a_common_ancestor_both_sides_are_kept(tmp_path: pathlib.Path) -> None:
    files = [tmp_path / "base", ts(tmp_path / "ours", {"A": "А"}),
             ts(tmp_path / "theirs", {"B": "Б", "A": None})]
    files[0].write_text("", encoding="utf-8")   # git's %O for a file both sides added
    subprocess.run([sys.executable, str(SCRIPT), *map(str, files)], check=True)
    text = files[1].read_text(encoding="utf-8")
    assert "<source>A</source>" in text and "<translation>А</translation>" in text
    assert "<source>B</source>" in text and "<translation>Б</translation>" in text
