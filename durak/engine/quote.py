"""Quoting a bad value in an error message, safely and briefly.

``repr`` of hostile input can itself fail (a 5,000-digit integer exceeds Python's
integer-to-text limit) or flood a message (a megabyte of text); ``quote`` never raises and
never returns more than about 60 characters.
"""

from __future__ import annotations

MAX_QUOTE = 60
_BIG_BITS = 128   # about 38 decimal digits


def quote(value: object) -> str:
    """A short, always printable ``repr`` of ``value`` for an error message."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > _BIG_BITS:
        digits = int(value.bit_length() * 0.30103) + 1
        return f"a number of about {digits:,} digits"
    if isinstance(value, (list, tuple, dict, set)) and len(value) > 8:
        return f"a {type(value).__name__} of {len(value):,} items"
    try:
        text = repr(value)
    except Exception:  # a hostile __repr__, or a nested huge number
        return f"a {type(value).__name__}"
    if len(text) > MAX_QUOTE:
        text = text[:MAX_QUOTE - 3] + "..."
    return text
