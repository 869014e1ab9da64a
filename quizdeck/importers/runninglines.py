"""Lines the records repeat but for a running number (``Question 7 (2 points)``): each one's record number.

A quiz copied from a learning platform heads every record with lines that are the same in each record once their
numbers are set aside, one of those numbers running 1, 2, 3 through the file (``Question 7 (2 points)``,
``Question 7 options:``). Such a line says which record it belongs to: a way of cutting the file in which most
records hold two different running numbers (record 7 holding ``Question 7 options:`` and ``Question 8 (2 points)``)
cuts across the records, and such a line is no question's text and no choice (it is the same in every record).
What tells is the file's repetition alone, in any language: the same shape in three lines at least, one of its
numbers going on by one nine steps in ten and never repeating, two of its lines never closer than three lines (a
question's choices numbered 1, 2, 3 count no records). Every pattern is linear in the line's length.
"""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from collections.abc import Sequence

from quizdeck.importers.interludes import sentence

#: a shape's lines: this many at least
LEAST = 3
#: ... its running number going on by one between this share of its neighbours at least
RUNS = 0.9
#: the share of a cut's numbered records that must hold two running numbers for the cut to be across them
ACROSS = 0.5
#: two lines of a shape that counts records are this many lines apart at least (a question and a choice between)
_APART = 3
#: a running line is no longer than this
_LONGEST = 80
_NUMBER = re.compile(r"\d{1,4}")
_LETTER = re.compile(r"[^\W\d_]")


def shape(line: str) -> str | None:
    """A line's shape, its numbers set aside (``Question # (# points)``), or None when it has no number, no letter,
    or is too long to be a record's heading."""
    text = " ".join(line.split())
    if not text or len(text) > _LONGEST or _NUMBER.search(text) is None or _LETTER.search(text) is None:
        return None
    return _NUMBER.sub("#", text)


def heading(line: str) -> bool:
    """Whether a running line may be its record's heading (``Question 7 (2 points)``): not when it ends as a
    sentence (``Read passage 7 and answer.``, ``What is 7 times 7?``), the question's own words."""
    return not sentence(line)


def _running(values: list[list[int]]) -> int | None:
    """Which of the lines' numbers counts the records: from 1 (or 0), on by one nine steps in ten, never repeating (a
    year in each record's line, ``2001`` ``2002``, counts no record), or None."""
    for k in range(len(values[0])):
        seq = [v[k] for v in values if len(v) > k]
        if len(seq) != len(values) or len(set(seq)) != len(seq) or seq[0] > 1:
            continue
        if sum(1 for a, b in itertools.pairwise(seq) if b == a + 1) >= RUNS * (len(seq) - 1):
            return k
    return None


def running_lines(lines: Sequence[tuple[int, str]]) -> dict[int, int]:
    """The record each line (by its number) names whose shape the file repeats with a running number: its number
    less its shape's first (``Question 1`` and ``Part 0`` both name the first record)."""
    shapes: dict[str, list[tuple[int, str]]] = defaultdict(list)
    at: dict[int, int] = {}
    for place, (number, raw) in enumerate(lines):
        at[number] = place
        if (found := shape(raw)) is not None:
            shapes[found].append((number, raw))
    out: dict[int, int] = {}
    for places in shapes.values():
        if len(places) < LEAST or any(at[b] - at[a] < _APART for (a, _), (b, _) in itertools.pairwise(places)):
            continue    # (choices numbered 1, 2, 3 under one question: no record's count)
        values = [[int(n) for n in _NUMBER.findall(raw)] for _, raw in places]
        k = _running(values)
        if k is not None:   # counted from the shape's first: a count from 0 and one from 1 name the same records
            out.update((number, v[k] - values[0][k]) for (number, _), v in zip(places, values, strict=True))
    return out


def across(records: Sequence[Sequence[int]], numbers: dict[int, int]) -> list[int]:
    """The records (by place) that hold two running numbers, when they are most of the records holding one (the
    cut goes across the file's records); [] when a cut keeps each record's number to itself."""
    held = [{numbers[n] for n in rec if n in numbers} for rec in records]
    numbered = sum(1 for h in held if h)
    two = [k for k, h in enumerate(held) if len(h) > 1]
    return two if numbered >= LEAST and len(two) >= max(2, ACROSS * numbered) else []
