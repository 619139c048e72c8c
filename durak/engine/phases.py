"""The phases of a round, as ``Game`` keeps them (small ints, compared on the hot paths)."""

__all__ = ["BOUT", "LEAD", "OVER", "THROWIN"]

LEAD = 0      # the table is empty: the offender must lead
BOUT = 1      # attack cards are on the table; the window is open when all are covered
THROWIN = 2   # the defender gave up; attackers may still add before he takes
OVER = 3      # the game is over
