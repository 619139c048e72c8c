"""Reading JSON from files and the network without trusting it.

``json.loads`` alone lets hostile text through in ways that crash the reader far from
the input: deep nesting raises ``RecursionError``, a 5,000-digit number raises Python's
integer-conversion limit, ``NaN`` and ``Infinity`` slip into numbers. ``parse_json`` turns
each of these, and any malformed text, into a ``ValueError`` with one sentence.
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_CHARS = 4_000_000
MAX_DEPTH = 32
MAX_DIGITS = 30


# A JSON string (escapes included), or one bracket: brackets inside strings are skipped.
_STRING_OR_BRACKET = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[][{}]')


def _depth(text: str) -> int:
    """The deepest nesting of arrays and objects, skipping string contents."""
    depth = deepest = 0
    for token in _STRING_OR_BRACKET.findall(text):
        if token in ("[", "{"):
            depth += 1
            if depth > deepest:
                deepest = depth
        elif token in ("]", "}"):
            depth -= 1
    return deepest


def _number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number has more than {MAX_DIGITS} digits")
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if value in (_INFINITY, -_INFINITY):   # 1e999 reads as infinity
        raise ValueError("a number is too large")
    return value


_INFINITY = float("inf")
_LONG_DIGITS = re.compile(rf"[0-9]{{{MAX_DIGITS + 1}}}")   # JSON digits are ASCII


def _constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def parse_json(text: str | bytes, *, max_chars: int = MAX_CHARS,
               max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text, refusing oversized, too deeply nested or non-standard input.

    Raises ``ValueError`` with a sentence for anything that is not plain, bounded JSON:
    more than ``max_chars`` characters, nesting deeper than ``max_depth``, integers of
    more than 30 digits, non-finite numbers, bytes that are not UTF-8, malformed text.
    """
    if isinstance(text, (bytes, bytearray)):
        if len(text) > 4 * max_chars:
            raise ValueError(f"the text is longer than {max_chars:,} characters")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as error:
            raise ValueError(f"the text is not UTF-8 (byte {error.start})") from None
    if not isinstance(text, str):
        raise TypeError(f"JSON text must be str or bytes, not {type(text).__name__}")
    if len(text) > max_chars:
        raise ValueError(f"the text is longer than {max_chars:,} characters")
    if _depth(text) > max_depth:
        raise ValueError(f"the data is nested deeper than {max_depth} levels")
    try:
        # Only text with a long run of digits can hold a huge integer: check those.
        value = json.loads(text, parse_int=_number if _LONG_DIGITS.search(text) else None,
                           parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as error:
        raise ValueError(f"not valid JSON: {error.msg} (line {error.lineno}, "
                         f"column {error.colno})") from None
    except RecursionError:
        raise ValueError(f"the data is nested deeper than {max_depth} levels") from None
    return value
