"""Question numbers that jump where a heading saying the new number stands between two questions: its section's.

Banks split by level or topic number each section's questions from the section's own start (``1``-``10``, then
``### Medium Level (101-300)`` and ``101``-``120``, then ``301``-...). The reader's checks that the numbers run
without a gap (a question read into the one before it, or lost) said "numbered 1 to 400 but 130 found" though every
question was found. A jump is the section's own when a heading that opens no question stands between the two
numbered questions and says the number the jump lands on as the start of its range (``101`` in ``(101-300)``: the
number, a dash, a number); a heading that merely holds the number (``## Part 2 (12 questions)``, a gap from 10 to
12) or a gap with no heading between stays said. Numbers that jump to the question's own place in the deck (pmady's
scenarios numbered by place after ``n.m`` ids) are the deck's count, not a gap (``by_place``). Every pattern is
linear in the heading's length.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Mapping, Sequence


def skipped(numbered: Sequence[tuple[int, int]], headings: Mapping[int, str]) -> int:
    """How many numbers the jumps across a section's heading skip: ``numbered`` is each numbered question's number
    and start line (1-based), in order; ``headings`` the 0-based lines and texts of headings that open no
    question."""
    order = sorted(headings)
    out = 0
    for (a, line_a), (b, line_b) in itertools.pairwise(numbered):
        if b - a <= 1:
            continue
        said = re.compile(rf"(?<!\d){b}[ \t]*[-‐‑–—~〜−][ \t]*\d")
        k = bisect.bisect_right(order, line_a - 1)
        while k < len(order) and order[k] < line_b - 1:
            if said.search(headings[order[k]][:300]):
                out += b - a - 1
                break
            k += 1
    return out


def by_place(numbers: Sequence[int], places: Sequence[int], count: int) -> bool:
    """Whether the question numbers (in order, each with its 1-based place among the ``count`` questions found) run
    from 1 to ``count`` and every jump lands on the question's own place (``1 2 3 4 5`` at places 1, 9, 14, 19, 23,
    then ``28 29 30`` at 28-30): numbered by place, none missing. A jump that lands elsewhere (``3`` then ``5`` at
    place 4, an unnumbered question found below) is a gap."""
    if not numbers or numbers[0] != 1 or numbers[-1] != count:
        return False
    return all(b == a + 1 or b == place for (a, b), place in zip(itertools.pairwise(numbers), places[1:], strict=True))
