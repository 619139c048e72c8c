"""Playing online: create or join a room, the lobby, the online table's window.

Imports every room below it (``table``, ``dialogs``, ``sessions``, ...).
"""
