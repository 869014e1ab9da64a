"""A sheet written on one line: its records laid end to end, a header's width apart, wrapped into rows.

A quiz app may keep its bank as one physical line of cells (``問題文,画像,選択肢1,…,日本の首都は?,,東京,…``):
a header of ``w`` cells, then records of ``w`` cells each, nothing between them but the delimiter. Its only line is no
sheet; wrapped at the period its cells repeat, it is an ordinary one. The period is learnt from the cells: the
shortest width ``w`` (three at least) that divides the line's cells (or its cells without the empty ones it ends
with) so that one place of the record asks (``?``) in nine groups in ten after the first, no other place in more
than one in five, two records at least. When the first group asks nowhere, it is the header (its own width the
records'); else every group is a record, three at least. Each record is given as a row, said at line 1 (``read as
one line of records laid end to end``); the CSV reader then reads the rows as any sheet's. A line opening with a
bracket (JSON's ``[{…}, …]``, a tuple) is a language's literal, not so. Records that run on in lines with a leading
category and an answer column are ``csvwrapped``'s.
"""

from __future__ import annotations

from quizdeck.importers.asking import ASKS
from quizdeck.importers.rowsheets import DELIMITERS, Place, Reshaped, cell_places, sheet_cells

_SHORTEST = 3
_LONGEST = 40
#: the share of records asking at the question's place, and the most asking at another place
_ASKING = 0.9
_ELSEWHERE = 0.2


def _asks(cell: str) -> bool:
    return ASKS.search(cell.strip()) is not None


def one_line_rows(text: str) -> Reshaped | None:
    """The records of a sheet written on one line (see the module); None when the text is not one."""
    lines = text.split("\n")
    filled = [n for n, line in enumerate(lines, start=1) if line.strip()]
    if len(filled) != 1 or lines[filled[0] - 1].lstrip("\ufeff \t")[:1] in ("[", "{", "("):
        return None   # (a literal of a language, JSON's ``[{"q": "…?", …}, …]``: its reader's)
    for delimiter in DELIMITERS:
        if delimiter not in lines[filled[0] - 1]:
            continue
        rows = sheet_cells(text, delimiter)
        if rows is None or len(rows) != 1 or rows[0].first != rows[0].last:
            continue
        row = rows[0]
        cells = list(row.cells)
        trimmed = list(cells)
        while trimmed and not trimmed[-1].strip():
            trimmed.pop()
        for them in (cells, trimmed) if trimmed != cells else (cells,):
            found = _wrapped(them)
            if found is None:
                continue
            width, headed = found
            starts = cell_places(lines, row, delimiter)
            places = [Place(row.first, starts[k][1] if k < len(starts) else 1, row.first, row.first)
                      for k in range(0, len(them), width)]
            records = [them[k:k + width] for k in range(0, len(them), width)]
            count = len(records) - headed
            said = (f"read as one line of records laid end to end: {'a header of ' if headed else ''}"
                    f"{width} cells{', then ' if headed else ' a record, '}{count} records of {width} cells, "
                    "each read as a row" + ("" if headed else " (no header: a question every "
                                                             f"{width} cells)"))
            return Reshaped(records, places, said, "a sheet on one line")
    return None


def _wrapped(cells: list[str]) -> tuple[int, bool] | None:
    """The records' width and whether the first group of cells is a header; None when the cells repeat no
    period so."""
    n = len(cells)
    for width in range(_SHORTEST, min(_LONGEST, n // 2) + 1):
        if n % width:
            continue
        groups = [cells[k:k + width] for k in range(0, n, width)]
        rest = groups[1:]
        asking = [sum(1 for g in rest if _asks(g[p])) for p in range(width)]
        at = max(range(width), key=lambda p: asking[p])
        if asking[at] < _ASKING * len(rest) or any(a > _ELSEWHERE * len(rest) for p, a in enumerate(asking)
                                                   if p != at):
            continue
        headed = not any(_asks(c) for c in groups[0])
        if len(rest) >= 2 and (headed or len(groups) >= 3):
            return width, headed
    return None
