"""A question's numbered line quoted alone (``> 3. Which ...?``), its choices after the quote: a numbered line.

Some pages quote each question to set it apart, and write its choices below the quote as a list of their own::

    > 3. Which phase ...?
    - Bound
    - **Running**

To Markdown the quote holds an ordered list of one item and the choices are another block; to the reader a quoted
numbered item is one of a quoted question's choices (``> 1. text`` under ``> Which ...?``), and the question is
lost. A file that does so three times at least, each quote one paragraph that opens with its number, the choices
right after it outside the quote, each time numbered higher than the last, writes its question lines unquoted: the
marker is taken off and the number moved to the line's start, the text keeping its column (``1.   Which ...``); the
quote's other lines (the paragraph wrapped) lose their marker, written as a space. A quote that holds its choices
too, or a numbered quote among prose, stays. Nothing here knows a language; the patterns are anchored and linear.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.mdinline import at_least, fenced_lines

#: a quoted line that opens with a number: group (1) what stands before the number, (2) the number and its mark
_QUOTED_NUMBER = re.compile(r"^([ \t]{0,3}>[ \t]?[ \t]?)(\d{1,4}[.)])[ \t]+\S")
#: a quoted line: group (1) its marker and the spaces before it
_QUOTED = re.compile(r"^([ \t]{0,3}>)")
#: a line that opens a choice below the quote: a list's item, a box, or a label (``A.``, ``b)``)
_CHOICE = re.compile(r"^[ \t]{0,3}(?:[-*+][ \t]+\S|\d{1,2}[.)][ \t]+\S|[A-Za-z][.)][ \t]+\S|\[[ xX]\][ \t]+\S)")
#: the least number of quoted question lines
LEAST = 3
#: how far below the quote its choices may start (blank lines between)
_GAP = 2


def _quote_end(lines: Sequence[str], i: int) -> int | None:
    """The index after the quote that opens at line ``i``, when it is one paragraph (no empty quoted line, no
    quoted list's item after its first line); else None."""
    j = i + 1
    while j < len(lines) and (q := _QUOTED.match(lines[j])) is not None:
        rest = lines[j][q.end():].strip()
        if not rest or _CHOICE.match(rest) or _QUOTED_NUMBER.match(lines[j]):
            return None
        j += 1
    return j


def _questions(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, int]]:
    """The quoted numbered lines whose quote is one paragraph with the choices right after it: (first line, end)."""
    out: list[tuple[int, int]] = []
    last = 0
    for i, line in enumerate(lines):
        if fenced[i] or (i and _QUOTED.match(lines[i - 1])):
            continue
        m = _QUOTED_NUMBER.match(line)
        if m is None:
            continue
        end = _quote_end(lines, i)
        if end is None:
            continue
        after = next((j for j in range(end, min(end + _GAP + 1, len(lines))) if lines[j].strip()), None)
        number = int(m.group(2)[:-1])
        if after is None or fenced[after] or not _CHOICE.match(lines[after]) or number <= last:
            continue
        out.append((i, end))
        last = number
    return out


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with each quoted question line written unquoted; None when the file quotes fewer than ``LEAST``
    so. (No line is left blank: the set is empty.)"""
    if not at_least(lines, _QUOTED_NUMBER.match, LEAST):
        return None
    fenced = fenced_lines(lines)
    found = _questions(lines, fenced)
    if len(found) < LEAST:
        return None
    out = list(lines)
    for i, end in found:
        m = _QUOTED_NUMBER.match(lines[i])
        assert m is not None
        out[i] = m.group(2) + " " * len(m.group(1)) + lines[i][m.end(2):]
        for j in range(i + 1, end):
            q = _QUOTED.match(lines[j])
            assert q is not None
            out[j] = lines[j][:q.end() - 1] + " " + lines[j][q.end():]
    return out, set()
