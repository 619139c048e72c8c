"""What may be said at a table, for the server and every client alike (no I/O).

``clean_chat`` is what the server relays of a chat line: control characters and the
invisible ones that reorder or hide text (bidirectional overrides and isolates, zero
widths) removed, runs of spaces made one, piles of combining marks cut short, at most
``MAX_CHAT`` characters.  ``name_skeleton`` folds a name to what it looks like (case,
accents, look-alike letters of other scripts, ``rn`` for ``m``...): two names with the
same skeleton could pass for each other.  ``REACTIONS`` are the quick reactions, sent
by id and said in each player's language.
"""

from __future__ import annotations

import unicodedata

__all__ = ["MAX_CHAT", "MAX_MARKS", "REACTIONS", "clean_chat", "name_skeleton", "name_visible"]

MAX_CHAT = 200
# Combining marks kept on one character: enough for any script's accents, not for a
# tower of marks that draws over the lines above and below.
MAX_MARKS = 3
REACTIONS = ("well_played", "take_them", "good_luck", "oops", "thanks", "hurry")

# Characters of the format category kept: the zero-width joiner builds emoji and some
# scripts' ligatures, and reorders nothing.
_KEPT_FORMAT = {"\u200d"}

# Letters of other scripts (and digits) that look like Latin ones, folded to these
# (a skeleton in the spirit of Unicode's confusables, for the letters a name uses).
_LOOKALIKES = str.maketrans({
    # Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o",
    "р": "p", "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ї": "i",
    "ј": "j", "ԁ": "d", "һ": "h", "ӏ": "l", "ԛ": "q", "ԝ": "w", "ь": "b", "г": "r",
    "п": "n", "и": "u", "л": "n", "з": "3", "ч": "4", "б": "6",
    # Greek
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o",
    "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ω": "w", "γ": "y", "μ": "u",
    # Latin look-alikes and digits
    "ı": "i", "ȷ": "j", "ɡ": "g", "ɑ": "a", "ɩ": "i", "0": "o", "1": "l", "i": "l",
    "|": "l", "5": "s", "$": "s", "@": "a",
})


def _is_hidden(char: str) -> bool:
    """A control or invisible formatting character (bidirectional overrides, isolates and
    marks, zero widths, the BOM...), a surrogate or a private or unassigned one."""
    category = unicodedata.category(char)
    if category == "Cf":
        return char not in _KEPT_FORMAT
    return category in ("Cc", "Cs", "Co", "Cn")


def clean_chat(text: str) -> str:
    """``text`` as it may be shown to the others: NFC, hidden characters removed, every
    run of spaces (newlines and tabs included) one space, at most ``MAX_MARKS``
    combining marks on a character, stripped, at most ``MAX_CHAT`` characters.  An
    empty result: nothing to say."""
    out: list[str] = []
    marks = 0
    for char in unicodedata.normalize("NFC", text):
        if char.isspace():
            if out and out[-1] != " ":
                out.append(" ")
            marks = 0
            continue
        if _is_hidden(char):
            continue
        if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me"):
            marks += 1
            if marks > MAX_MARKS or not out or out[-1] == " ":
                continue
        else:
            marks = 0
        out.append(char)
    return "".join(out).strip()[:MAX_CHAT].rstrip()


def name_skeleton(name: str) -> str:
    """What ``name`` looks like: compatibility forms, case, accents and other marks,
    spaces, punctuation between words and look-alike letters folded away."""
    folded = unicodedata.normalize("NFKD", name).casefold()
    bare = "".join(char for char in folded
                   if unicodedata.category(char) not in ("Mn", "Me", "Mc")
                   and not _is_hidden(char) and not char.isspace()
                   and char not in "-_.'·")
    bare = bare.translate(_LOOKALIKES)
    return bare.replace("rn", "m").replace("vv", "w").replace("cl", "d")


def name_visible(name: str) -> bool:
    """Whether ``name`` shows something to tell its player by: a letter, a digit or a
    symbol, not only marks, spaces and invisible characters."""
    return any(unicodedata.category(char)[0] in "LNSP" for char in name)
