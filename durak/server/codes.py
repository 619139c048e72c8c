"""Invite codes: 10 characters of an alphabet without look-alikes (0/O, 1/I/L), 50 bits."""

import secrets

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 10


def new_code() -> str:
    """A fresh random invite code."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
