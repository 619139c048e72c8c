"""A git merge driver for the .ts translation files: keeps every translation of both sides.

The .ts files are generated from the sources by scripts/update_translations.py, so two
branches that each add strings conflict line by line although nothing really clashes.
This driver writes the union of both sides' messages, merged three ways per message: a
side that changed a translation (from the common ancestor's) wins over one that left it
as it was, so a rebased commit that rewords a translation keeps its wording; where both
changed it, differently, a finished translation wins over an unfinished one and then ours
wins.  Run scripts/update_translations.py after the merge to drop strings no longer
used, restore the source order and compile the .qm files.

Set it up once per clone:
    git config merge.durak-ts.driver "python3 scripts/merge_translations.py %O %A %B"
(.gitattributes names the driver for durak/assets/translations/*.ts.)
"""

from __future__ import annotations

import pathlib
import sys
import xml.etree.ElementTree as ET

# git runs this file as a command; its neighbour is importable even in safe-path mode.
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from update_translations import Key, Known, Translation, read_ts, render_ts

Entry = tuple[Translation, bool]   # a translation and whether it is finished


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


def _ours_wins(ours: Entry, theirs: Entry | None, before: Entry | None) -> bool:
    """Whether our translation of a message goes into the merge rather than theirs."""
    if theirs is None or theirs == before:   # only we have it, or only we changed it
        return True
    if ours == before:                        # only they changed it
        return False
    return ours[1] or not theirs[1]           # both: finished first, then ours


def merge(base: pathlib.Path, ours: pathlib.Path, theirs: pathlib.Path) -> str:
    """The merged .ts text of ``ours`` and ``theirs``, whose common ancestor is ``base``."""
    language, mine, order, numerus = read(ours)
    _, other, other_order, other_numerus = read(theirs)
    ancestor = read_ts(base) if base.stat().st_size else {}
    merged = dict(other)
    for key, mine_now in mine.items():
        if _ours_wins(mine_now, merged.get(key), ancestor.get(key)):
            merged[key] = mine_now
    keys = list(dict.fromkeys(order + other_order))
    return render_ts(language, keys, numerus | other_numerus, merged)


def main() -> int:
    base, ours, theirs = (pathlib.Path(arg) for arg in sys.argv[1:4])
    ours.write_text(merge(base, ours, theirs), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
