"""Reading JSON from files and the network without trusting it.

``json.loads`` alone lets hostile text through in ways that crash the reader far from
the input: deep nesting raises ``RecursionError``, a 5,000-digit number raises Python's
integer-conversion limit, ``NaN`` and ``Infinity`` slip into numbers. ``parse_json`` turns
each of these, and any malformed text, into a ``ValueError`` with one sentence.
"""

from __future__ import annotations

import json
from typing import Any

MAX_CHARS = 4_000_000
MAX_DEPTH = 32
MAX_DIGITS = 30


def _depth(text: str) -> int:
    """The deepest nesting of arrays and objects, skipping string contents."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def _number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise ValueError(f"a number has more than {MAX_DIGITS} digits")
    return int(text)


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
        value = json.loads(text, parse_int=_number, parse_constant=_constant)
    except json.JSONDecodeError as error:
        raise ValueError(f"not valid JSON: {error.msg} (line {error.lineno}, "
                         f"column {error.colno})") from None
    except RecursionError:
        raise ValueError(f"the data is nested deeper than {max_depth} levels") from None
    _check_floats(value, max_depth)
    return value


def _check_floats(value: Any, depth: int) -> None:
    """Refuse floats that overflowed to infinity (``1e999`` parses as ``inf``)."""
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError("a number is too large")
    elif isinstance(value, dict):
        for item in value.values():
            _check_floats(item, depth - 1)
    elif isinstance(value, list):
        for item in value:
            _check_floats(item, depth - 1)
