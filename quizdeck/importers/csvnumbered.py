"""Numbered records whose cells hold line ends, unquoted: a table pasted from a word processor.

``3.<TAB>Which writers were published again?<TAB>*A.Qodiriy,`` then ``Cho‘lpon<TAB>Ogahiy<TAB>Muqimiy<TAB>Furqat``:
a cell's own line end, written without quotes, cuts the record in two lines, each a row short of cells. Where the
sheet's records start with their number (``3.``, ``3)``, counting up by one in nine records in ten, ten at least)
and most numbered lines hold the sheet's width of cells, the filled lines after a numbered one that start with no
such number continue it: the line end is inside the cell the line before ends in (a space there), the next
line's cells follow (``Prolog nima?`` then ``<TAB>*Hikoya…``: its first cell empty, the line end was between two
cells). A continuation is joined only while the record stays within the sheet's width; an empty line ends a
record. The joined text keeps every line after a record where it was (the joints' line ends are moved after the
record, empty lines), so that a row's line is still its first line; the caller says which records were joined.
Tab-separated sheets only: a comma or semicolon sheet quotes its cells' line ends.
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import pairwise

#: a record's number in its first cell: ``12.``, ``12)``, ``12``
_NUMBER = re.compile(r"[ \t]{0,3}([0-9]{1,4})[.)]?[ \t]{0,3}")
#: the fewest numbered records, the share of them counting up by one, and the share holding the sheet's width
_LEAST, _COUNTING, _WIDE = 10, 0.9, 0.6


def _number(line: str, delimiter: str) -> int | None:
    m = _NUMBER.fullmatch(line.split(delimiter, 1)[0]) if delimiter in line else None
    return int(m.group(1)) if m is not None else None


def numbered_joined(text: str, delimiter: str = "\t") -> tuple[str, dict[int, int]] | None:
    """``text`` with each numbered record's continuation lines joined to it, and the records so joined: each one's
    (1-based) line and the count of lines joined to it; None when the text is no such sheet or no record runs over a
    line."""
    if delimiter != "\t":
        return None
    lines = text.split("\n")
    numbered = [(k, n) for k, line in enumerate(lines) if (n := _number(line, delimiter)) is not None]
    if len(numbered) < _LEAST:
        return None
    counting = sum(1 for (_, a), (_, b) in pairwise(numbered) if b == a + 1)
    if counting < _COUNTING * (len(numbered) - 1):
        return None
    widths = Counter(lines[k].count(delimiter) + 1 for k, _ in numbered)
    width, wide = widths.most_common(1)[0]
    if width < 3 or wide < _WIDE * len(numbered):
        return None
    starts = {k for k, _ in numbered}
    out: list[str] = []
    joined: dict[int, int] = {}
    k = 0
    while k < len(lines):
        line = lines[k]
        k += 1
        if k - 1 not in starts:
            out.append(line)
            continue
        record, moved = line, 0
        while k < len(lines) and k not in starts and lines[k].strip() \
                and record.count(delimiter) + lines[k].count(delimiter) + 1 <= width:
            record = f"{record.rstrip(' ')} {lines[k].lstrip(' ')}"
            k += 1
            moved += 1
        if moved:
            joined[k - moved] = moved
        out.append(record)
        out.extend([""] * moved)
    return ("\n".join(out), joined) if joined else None
