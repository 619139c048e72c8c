"""Named rule sets for the common tables."""

from __future__ import annotations

from typing import Any

from .quote import quote
from .rules import Rules
from .safe_json import parse_json

__all__ = ["PRESETS", "rules_from_text"]

# The classic tables: everyone but the defender adds, at most six cards a round (five in
# the first), and the attackers may still throw in after the defender gives up.
_CLASSIC: dict[str, Any] = {"reinforce": "all", "attack_limit": 6, "first_bout_limit": 5,
                            "throw_in_after_take": True}

PRESETS: dict[str, Rules] = {
    "Original": Rules(),
    "Classic 6-card": Rules(forwarding=False, **_CLASSIC),
    "Transfer": Rules(forwarding=True, **_CLASSIC),
    "Podkidnoy for 52 cards": Rules(deck=52, forwarding=False, **_CLASSIC),
    "Teams 2 vs 2": Rules(forwarding=True, teams=2, **_CLASSIC),
    # The classic table where a wrong card goes through unless someone catches it.
    "Cheating Durak": Rules(forwarding=False, cheating=True, **_CLASSIC),
}


def rules_from_text(text: str) -> Rules:
    """A preset by name (any case), or rules as a JSON object of options.

    Anything else raises ``ValueError`` with a sentence saying what was expected.
    """
    if not isinstance(text, str):
        raise ValueError(f"rules are a preset name or a JSON object, not {quote(text)}")
    names = {name.lower(): rules for name, rules in PRESETS.items()}
    found = names.get(text.strip().lower())
    if found is not None:
        return found
    if not text.lstrip().startswith("{"):
        raise ValueError(f"no preset is called {quote(text)}: choose one of "
                         f"{', '.join(repr(n) for n in PRESETS)}, or give a JSON object")
    return Rules.from_dict(parse_json(text))
