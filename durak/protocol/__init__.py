"""The online game's protocol, shared by the server and every client (no Qt, no I/O).

``encode`` builds a message, ``decode`` reads and checks one; engine values travel as
JSON through ``codec``.  docs/protocol.md describes every message with an example.
"""

from .chat import MAX_CHAT, REACTIONS, clean_chat, name_skeleton, name_visible
from .codec import PLAYER_KINDS, ProtocolError, action_from_json, action_to_json
from .messages import (
    CLIENT,
    HUMAN,
    MAX_CLIENT_CHARS,
    MAX_SERVER_CHARS,
    SERVER,
    SINCE,
    VERSION,
    VERSIONS,
    Message,
    as_version,
    decode,
    encode,
    encode_state,
    encode_states,
)

__all__ = [
    "CLIENT", "HUMAN", "MAX_CHAT", "MAX_CLIENT_CHARS", "MAX_SERVER_CHARS", "PLAYER_KINDS",
    "REACTIONS", "SERVER", "SINCE", "VERSION", "VERSIONS", "Message", "ProtocolError",
    "action_from_json", "action_to_json", "as_version", "clean_chat", "decode", "encode",
    "encode_state", "encode_states", "name_skeleton", "name_visible",
]
