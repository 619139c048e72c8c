"""The menu's dialogs: menu, settings, score, rules and controls, statistics.

Imports ``kit``, ``model``, ``words`` and ``store``.
"""
