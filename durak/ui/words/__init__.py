"""Everything said to the player about the game: the table's texts, moves, the engine's
and the server's reasons, the rule variants.

Imports ``kit`` and ``model``.
"""
