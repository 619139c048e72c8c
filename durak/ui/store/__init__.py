"""What the app keeps on disk: settings, score, statistics, the saved game, replays,
the online seat, the record log; written atomically, a corrupt file set aside.

Imports ``kit``, ``model`` and ``words``.
"""
