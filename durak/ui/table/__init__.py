"""The table that draws ANY session: scene, card items, view, keys, hint, sounds, the
move log and the cards seen, what a screen reader hears.

Imports the rooms below it and, of ``sessions``, only ``sessions/session.py``.
"""
