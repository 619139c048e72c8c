"""Sessions: ``session.py``, the one interface the table draws from (``Session``), and
the sessions behind it: the local game (``local``), a replay (``replay``), an online
seat (``remote``), with the local game's bots, clocks and the human's controls.

Imports ``kit``, ``model``, ``words`` and ``store``.
"""
