"""A sheet whose quoting went wrong, read by where its cells meet: every line a row of cells each wrapped in
quotes, but their quotes doubled or left unclosed (``"Frage _1_",""a"; b;" c"",""3;``), so that the csv
module splits some rows at the delimiters inside their cells and not others. When every line splits into as
many cells at a delimiter with quotes beside it (``","``, ``",""``) and the csv module's rows are of one width
in fewer than nine in ten, those are the cells; each loses its quotes at both ends and the stray ones beside
a list's separators (``a"; b;" c`` is ``a; b; c``). The sheet is written again as CSV that says so."""

from __future__ import annotations

import csv
import io
import re
from collections import Counter

#: how many lines such a sheet has at least, and how many cells each
_LINES = 5
_CELLS = 3
_STEADY = 0.9
_LIST_QUOTE_BEFORE = re.compile(r"[ \t]*\"+[ \t]*(?=[;|])")
_LIST_QUOTE_AFTER = re.compile(r"(?<=[;|])[ \t]*\"+[ \t]*")


def _csv_steady(lines: list[str], delimiter: str) -> bool:
    """Whether the csv module reads the lines as rows of one width, nine in ten at least."""
    try:
        widths = Counter(len(row) for row in csv.reader(io.StringIO("\n".join(lines)), delimiter=delimiter)
                         if any(c.strip() for c in row))
    except csv.Error:
        return False
    return bool(widths) and widths.most_common(1)[0][1] >= _STEADY * sum(widths.values())


def _cell(raw: str) -> str:
    text = raw.strip().strip('"').strip()
    text = _LIST_QUOTE_AFTER.sub(" ", _LIST_QUOTE_BEFORE.sub("", text))
    return text.replace('"', '""')


def requoted(text: str, delimiters: str = ",;\t") -> tuple[str, str] | None:
    """The text written again as CSV (one line a row, as before) and its delimiter, when its quoting went
    wrong as the module says; else None."""
    lines = text.split("\n")
    filled = [line for line in lines if line.strip()]
    if len(filled) < _LINES or not all(line.lstrip().startswith('"') for line in filled):
        return None
    for delimiter in delimiters:
        meet = re.compile(rf"\"+[ \t]*{re.escape(delimiter)}[ \t]*\"+")
        widths = {len(meet.split(line.rstrip("\r"))) for line in filled}
        if len(widths) != 1 or widths.pop() < _CELLS or _csv_steady(filled, delimiter):
            continue
        out = [delimiter.join(f'"{_cell(c)}"' for c in meet.split(line.rstrip("\r"))) if line.strip() else line
               for line in lines]
        return "\n".join(out), delimiter
    return None
