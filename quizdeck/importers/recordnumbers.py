"""A number alone on the line that opens each record (``1`` / its question / its choices), running 1, 2, 3…: the
record's number, not its question's text.

A console game's or a school project's question file writes one field a line: the question's number alone, its text,
its choices, a separator. Read so, the number is the question's text and the question's own line its first choice.
What tells is the file's own count: where four records in five at least, three at least, open with a line holding
only a number, and those numbers run on (each the one before plus one, or two past a record that lost its number,
nine steps in ten; ``runningnumbers.goes_on``), the number is each record's number (kept as its id) and the line
below it its text. A number that does not run
(``3`` / ``5`` / ``4``: choices, amounts) is no record's, and a record of one line has no text under its number.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from quizdeck.importers.runningnumbers import goes_on

#: the share of records that must open with a number alone, the fewest of them, the share of steps that run on
MOST, LEAST, RUNS = 0.8, 3, 0.9
#: the most digits of a record's number
_DIGITS = 4


def number_alone(line: str) -> int | None:
    """The number a line holds alone (``12``, spaces around it allowed), or None."""
    text = line.strip()
    return int(text) if text.isascii() and text.isdecimal() and len(text) <= _DIGITS else None


def running_heads(first_lines: Sequence[str | None]) -> bool:
    """Whether the records' first lines (None: a record of one line, which has no text under a number) are numbers
    alone that run on through the file, as the module says."""
    numbers = [n for line in first_lines if line is not None and (n := number_alone(line)) is not None]
    if len(numbers) < max(LEAST, MOST * len(first_lines)):
        return False
    steps = list(itertools.pairwise(numbers))
    return sum(1 for a, b in steps if goes_on(a, b) or b == a + 2) >= RUNS * len(steps)   # (one number missing)
