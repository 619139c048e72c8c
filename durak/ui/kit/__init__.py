"""Qt helpers that know no Durak rule: languages, themes, fitting text and windows to
their room, charts, panels, logging and the end of the process.

Imports no other room.
"""
