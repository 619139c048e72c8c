"""Seat tokens and room passwords as the server keeps them: hashed, so that its state
file gives nobody a seat or a room's password."""

from __future__ import annotations

import hashlib
import hmac
import secrets

PASSWORD_ROUNDS = 10_000   # a few milliseconds a join: guesses are throttled anyway


def token_hash(token: str) -> str:
    """A seat token's SHA-256 (tokens are 192 random bits: no salt needed)."""
    return hashlib.sha256(token.encode()).hexdigest()


def token_matches(token: str, stored: str | None) -> bool:
    return stored is not None and hmac.compare_digest(token_hash(token), stored)


def password_hash(password: str, salt: bytes | None = None) -> str:
    """``pbkdf2-sha256$ROUNDS$SALT$HASH`` of a room's password."""
    salt = salt or secrets.token_bytes(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, PASSWORD_ROUNDS)
    return f"pbkdf2-sha256${PASSWORD_ROUNDS}${salt.hex()}${digest.hex()}"


def password_matches(password: str, stored: str) -> bool:
    try:
        scheme, rounds, salt, digest = stored.split("$")
        if scheme != "pbkdf2-sha256" or not 1 <= int(rounds) <= 1_000_000:
            return False
        expected = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(salt),
                                       int(rounds))
    except ValueError:
        return False
    return hmac.compare_digest(expected.hex(), digest)
