"""A numbered question whose number goes back (``2.`` after ``4.``, a ``1.`` after ``4.``): a question when it has
its own choices.

A writer who moves questions around, or comments some out, leaves numbers out of order; the readers take a number
lower than the one expected for an item of a list in the question's text, and read it into the question above. It is
a question of its own when all three hold: it asks (its paragraph ends with ``?`` or ``:``), the question above has
its choices (two at least) between its line and this one (a list in a question's text comes before its choices),
and two choices at least follow it before the next numbered line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: the fewest choices on each side
_LEAST = 2


def own_list(choice_at: Callable[[int], Any], asks: Callable[[int], bool], above: int, line: int, below: int) -> bool:
    """Whether numbered ``line`` (its number lower than expected) starts a question of its own (see the module):
    ``above`` is the line of the question above, ``below`` the next numbered line's (or the part's end)."""
    if not asks(line):
        return False
    return sum(1 for j in range(above + 1, line) if choice_at(j)) >= _LEAST and \
        sum(1 for j in range(line + 1, below) if choice_at(j)) >= _LEAST
