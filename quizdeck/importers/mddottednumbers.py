"""Questions numbered by chapter and place (``**Q7.1: ...**``, ``Q7.2``, ``Q7.3``): the place is the question's number.

A book's chapter numbers its questions ``Q7.1``, ``Q7.2``...: the reader takes the first number for the question's
(``Q7``), every question then numbered 7, and all but the first lose their start. A file whose lines (no headings:
a heading ``## 4.1 Title`` is a section, ``mdsectionheads``) open so three times at least, the first number the same
on every one and the second counting up from 1, numbers its questions by the second: the first and its dot are
written as spaces (``**Q  1: ...``), every column keeping its place. Nothing here knows a language; the patterns
are anchored and linear.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.mdinline import at_least, fenced_lines

#: a line that opens with a dotted number after a short word: (1) up to the number, (2) the first number with its
#: dot, (3) the second number; then no digit or dot (``7.1.2`` is no question's number)
_DOTTED = re.compile(r"^( {0,3}(?:\*\*|__)?[^\W\d_]{1,12}[ \t]*)(\d{1,3}\.)(\d{1,4})(?![\d.]\d)")
#: the least number of lines numbered so
LEAST = 3


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with the chapter's number taken off the questions' numbers; None when the file does not number
    its questions so. (No line is left blank: the set is empty.)"""
    if not at_least(lines, _DOTTED.match, LEAST):
        return None
    fenced = fenced_lines(lines)
    found = [(i, m) for i, line in enumerate(lines) if not fenced[i] and (m := _DOTTED.match(line))]
    if len({m.group(2) for _, m in found}) != 1 or [int(m.group(3)) for _, m in found] != list(
            range(1, len(found) + 1)):
        return None
    if len(found) < LEAST:
        return None
    out = list(lines)
    for i, m in found:
        out[i] = m.group(1) + " " * len(m.group(2)) + lines[i][m.end(2):]
    return out, set()
