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

from update_translations import Key, Known, read_ts, render_ts


def read(path: pathlib.Path) -> tuple[str, Known, list[Key], set[Key]]:
    """The file's language, its translations, its message order and its numerus messages."""
    root = ET.parse(path).getroot()
    order: list[Key] = []
    numerus: set[Key] = set()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "")
            order.append(key)
            if message.get("numerus") == "yes":
                numerus.add(key)
    return root.get("language") or "", read_ts(path), order, numerus


def merge(ours: pathlib.Path, theirs: pathlib.Path) -> str:
    language, mine, order, numerus = read(ours)
    _, other, other_order, other_numerus = read(theirs)
    merged = dict(other)
    for key, (text, finished) in mine.items():
        if finished or key not in merged or not merged[key][1]:
            merged[key] = (text, finished)
    keys = list(dict.fromkeys(order + other_order))
    return render_ts(language, keys, numerus | other_numerus, merged)


def main() -> int:
    _base, ours, theirs = (pathlib.Path(arg) for arg in sys.argv[1:4])
    ours.write_text(merge(ours, theirs), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
