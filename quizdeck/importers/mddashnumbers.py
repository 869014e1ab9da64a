"""Lines numbered with a dash after the number, ``1- text``, as many writers number them (``3- How many ...?``).

Markdown knows ``1.`` and ``1)`` as a number that opens a line; ``1-`` is text to it, and so to the reader. A file
that numbers its lines so, in runs counting up from 1 (``1- 65,623``, ``2- 840,402``, ``3- ...``; two runs at
least, of two lines or more each, one number after the other), numbers them as ``1)`` would: its dashes are written
as ``)`` (the same width, so every column keeps its place), and the reader reads those lines as it reads any
numbered line: a question's number, or its choices numbered where an answer names one by its number. A dash with
no space after it (``1-2 years``), inside fenced code, or on lines that do not count up so stays. A space may stand
between the number and its dash (``1 - Agora que ...``): the dash and that space are written as ``) ``. Nothing here
knows a language; the patterns are anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.mdinline import at_least, fenced_lines

#: a line numbered with a dash: group (1) its indent, (2) its number, then a space or none, (3) the dash, and a space
_DASHED = re.compile(r"^([ \t]{0,3})(\d{1,2})[ \t]?(-)[ \t]+\S")
#: the least number of runs counting up from 1
LEAST_RUNS = 2


def _runs(lines: Sequence[str], fenced: Sequence[bool]) -> list[list[int]]:
    """The runs of dash-numbered lines counting up from 1 (blank and other lines may stand between), two long
    at least."""
    runs: list[list[int]] = []
    current: list[int] = []
    for i, line in enumerate(lines):
        m = None if fenced[i] else _DASHED.match(line)
        if m is None:
            continue
        number = int(m.group(2))
        if number == 1:
            if len(current) >= 2:
                runs.append(current)
            current = [i]
        elif current and number == len(current) + 1:
            current.append(i)
    if len(current) >= 2:
        runs.append(current)
    return runs


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with the dashes of a file's dash-numbered runs written as ``)``; None when the file has too few
    such runs. (No line is left blank: the set is empty.)"""
    if not at_least(lines, _DASHED.match, 2 * LEAST_RUNS):
        return None
    fenced = fenced_lines(lines)
    runs = _runs(lines, fenced)
    if len(runs) < LEAST_RUNS:
        return None
    out = list(lines)
    for i, line in enumerate(lines):   # a question's own number (``3- How ...``) between the runs too
        m = None if fenced[i] else _DASHED.match(line)
        if m is not None:
            out[i] = line[:m.end(2)] + ")" + " " * (m.end(3) - m.end(2) - 1) + line[m.end(3):]
    return out, set()
