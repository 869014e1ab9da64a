"""A row's cells cut inside a bracketed group by an unquoted delimiter (``rect(10,10,50,50)``): joined again.

A sheet written by hand leaves a cell unquoted that holds the delimiter inside brackets -- a function's
arguments, coordinates, ``(a, b)`` -- and the row has more cells than the header. A cell that opens more
brackets than it closes, followed by cells until they close, is one cell cut apart: joined with the delimiter
between. The reader takes the join only when it gives the row exactly the header's width (and its answer
cell the kind the sheet's other rows have), and says so at the line.
"""

from __future__ import annotations

#: the pairs of brackets a cell's group is written in
_PAIRS = {"(": ")", "[": "]", "{": "}", "（": "）", "【": "】"}
_CLOSERS = {close: open_ for open_, close in _PAIRS.items()}


def _depth(text: str) -> int | None:
    """How many brackets a text leaves open (0 when balanced); None when it closes one it did not open."""
    stack: list[str] = []
    for ch in text:
        if ch in _PAIRS:
            stack.append(ch)
        elif ch in _CLOSERS:
            if not stack or stack[-1] != _CLOSERS[ch]:
                return None
            stack.pop()
    return len(stack)


def bracket_joined(row: list[str], delimiter: str) -> tuple[list[str], list[int]] | None:
    """The row with each cell left open by its brackets joined to the cells that close them, and the places
    (in the new row) of the joined cells; None when no cell is so, or one never closes."""
    out: list[str] = []
    joined: list[int] = []
    k = 0
    while k < len(row):
        depth = _depth(row[k])
        if not depth:
            out.append(row[k])
            k += 1
            continue
        m = k + 1
        while m < len(row) and _depth(delimiter.join(row[k:m + 1])) != 0:
            m += 1
        if m == len(row):
            return None
        joined.append(len(out))
        out.append(delimiter.join(row[k:m + 1]))
        k = m + 1
    return (out, joined) if joined else None
