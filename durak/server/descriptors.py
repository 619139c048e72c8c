"""Open files: each connection holds one, so the connection cap must stay under the
process's limit, or a full server would fail to accept (and log each failure) instead of
refusing the next client politely."""

from __future__ import annotations

# Descriptors kept for the rest: the listening sockets, the log, the helper processes'
# pipes, the state database, a few connections in their opening handshake.
RESERVED = 64


def fit_connections(wanted: int) -> tuple[int, int | None]:
    """Raise this process's open-file limit towards what ``wanted`` connections need (up
    to the hard limit); the connections it allows then, and the limit (None: unknown)."""
    try:
        import resource
    except ImportError:      # not on this system: nothing to fit
        return wanted, None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = wanted + RESERVED
    if soft != resource.RLIM_INFINITY and soft < need:
        target = need if hard == resource.RLIM_INFINITY else min(need, hard)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    if soft == resource.RLIM_INFINITY:
        return wanted, None
    return max(1, min(wanted, soft - RESERVED)), soft
