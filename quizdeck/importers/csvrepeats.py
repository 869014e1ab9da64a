"""Rows that are no question: a Markdown table's separator row (``:---,:---,---:``), and the header written
again (``題目,A,B,C,D`` where three pasted copies of a sheet meet, or after a cell or two: ``小明在,題目,A,B``).

``separator_row``: every filled cell is dashes, with a colon at either end or none, three cells at least.
``repeated_header``: the row's filled cells hold the header's own names, three at least and as many as half of
the header's filled ones, one after another in the header's order (the cells before them one or two at most);
the reader leaves such a row out, said at its line. Not so a row that fills a column the header leaves unnamed
and then some of its names in their own columns (``,A,B,C,D,Answer`` over ``Pick one,A,B,C,D,``): a question whose
choices are the letters."""

from __future__ import annotations

import re

#: a Markdown table separator cell: `---`, `:---`, `---:`, `:---:`
_DASHES = re.compile(r"[ \t]*:?-{3,}:?[ \t]*")
_LEAST = 3


def separator_row(row: list[str]) -> bool:
    """Whether every filled cell of the row (three at least) is a Markdown table's separator."""
    filled = [c for c in row if c.strip()]
    return len(filled) >= _LEAST and all(_DASHES.fullmatch(c) for c in filled)


def repeated_header(row: list[str], header: list[str]) -> bool:
    """Whether the row writes the header's names again (see the module)."""
    named = [k for k, c in enumerate(header) if c.strip()]
    held = [k for k, c in enumerate(row) if c.strip()]
    names = [header[k].strip().casefold() for k in named]
    cells = [row[k].strip().casefold() for k in held]
    if len(names) < _LEAST:
        return False
    for start in range(min(3, len(cells))):   # one or two cells before the names at most
        run = 0
        while start + run < len(cells) and run < len(names) and cells[start + run] == names[run]:
            run += 1
        if run >= max(_LEAST, (len(names) + 1) // 2) and start + run == len(cells):
            # ",A,B,C,D,Answer" over "Pick one,A,B,C,D,": the names in their own columns, the cells before them
            # in the columns the header leaves unnamed, not every name: a row of the sheet (its choices the
            # letters), no header
            return not (start > 0 and run < len(names) and held[start:start + run] == named[:run])
    return False
