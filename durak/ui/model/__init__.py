"""The table's meaning from a ``View``, without Qt: where everything goes, what the
human's selection, keys and drops ask for, plays, hidden hands, fitting a table.

Imports no PyQt6 and no other room (``tests/ui/test_rooms.py``).
"""
