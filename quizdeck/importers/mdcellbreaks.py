"""A pipe table's cell as the page shows it: a line break written as a tag is the cell's own line break.

A pipe table's row is one line, so a cell that holds several lines can only write them with the markup's
line break: ``A. HTML<br/>B. CSS<br>C. JS``. The page shows three lines; read raw, the cell is one text
with tags in it. Outside code spans (where a tag is text shown as written), a ``<br>``, ``<br/>`` or
``<br />`` (any case, spaces around it) is read as the new line it shows, runs of them as one; a break at
the cell's start or end shows nothing and is dropped. The sheet readers then see what the page shows: a
cell of lines, which splits one item a line like any cell of a spreadsheet written with real line ends.
"""

from __future__ import annotations

import re

#: a run of line break tags, with the spaces around it
_BREAKS = re.compile(r"(?:[ \t]*<br[ \t]*/?>)+[ \t]*", re.I)
#: a code span: a run of backticks, then anything up to the same run
_CODE = re.compile(r"(?<!`)(`+)(?!`).+?(?<!`)\1(?!`)")   # whole runs: no backtick given back (linear)


def shown(cell: str, brk: str = "\n") -> str:
    """``cell`` with its break tags (outside code spans) written as the line ends they show (``brk``)."""
    if "<" not in cell:
        return cell
    out: list[str] = []
    start = 0
    for m in _CODE.finditer(cell):
        out.append(_BREAKS.sub(brk, cell[start:m.start()]))
        out.append(m.group(0))
        start = m.end()
    out.append(_BREAKS.sub(brk, cell[start:]))
    return "".join(out).strip(brk).strip()
