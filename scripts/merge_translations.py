"""A git merge driver for the .ts translation files: keeps every translation of both sides.

The .ts files are generated from the sources by scripts/update_translations.py, so two
branches that each add strings conflict line by line although nothing really clashes.
This driver writes the union of both sides' messages (ours wins where both translated the
same source differently); run scripts/update_translations.py after the merge to drop
strings no longer used, restore the source order and compile the .qm files.

Set it up once per clone:
    git config merge.durak-ts.driver "python3 scripts/merge_translations.py %O %A %B"
(.gitattributes names the driver for durak/assets/translations/*.ts.)
"""

from __future__ import annotations

import pathlib
import sys
import xml.etree.ElementTree as ET

Known = dict[tuple[str, str], tuple[str, bool]]


def read(path: pathlib.Path) -> tuple[str, Known, list[tuple[str, str]]]:
    root = ET.parse(path).getroot()
    known: Known = {}
    order: list[tuple[str, str]] = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            element = message.find("translation")
            text = (element.text or "") if element is not None else ""
            finished = element is not None and element.get("type") is None and bool(text)
            known[(name, source)] = (text, finished)
            order.append((name, source))
    return root.get("language") or "", known, order


def merge(ours: pathlib.Path, theirs: pathlib.Path) -> str:
    language, mine, order = read(ours)
    _, other, other_order = read(theirs)
    merged = dict(other)
    for key, (text, finished) in mine.items():
        if finished or key not in merged or not merged[key][1]:
            merged[key] = (text, finished)
    keys = list(dict.fromkeys(order + other_order))
    root = ET.Element("TS", version="2.1", language=language)
    contexts: dict[str, ET.Element] = {}
    for name, source in keys:
        if name not in contexts:
            contexts[name] = ET.SubElement(root, "context")
            ET.SubElement(contexts[name], "name").text = name
        message = ET.SubElement(contexts[name], "message")
        ET.SubElement(message, "source").text = source
        text, finished = merged[(name, source)]
        translation = ET.SubElement(message, "translation")
        translation.text = text
        if not finished:
            translation.set("type", "unfinished")
    ET.indent(root)
    return ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
            + ET.tostring(root, encoding="unicode") + "\n")


def main() -> int:
    _base, ours, theirs = (pathlib.Path(arg) for arg in sys.argv[1:4])
    ours.write_text(merge(ours, theirs), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
