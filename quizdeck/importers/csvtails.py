"""Rows shorter than their sheet's header only by cells at their end that a row may leave out (an app's optional
media or explanation columns: ``q|right|wrong1|wrong2|wrong3|type|res|resType|`` over ``…|G|chotis|I|`` and
``…|I|``), told when a delimiter is guessed.

Such a sheet has no one width nine rows in ten share, yet it is a sheet: its first row, the header, is the widest;
every row is at least three cells wide; the rows as wide as the header are many; and each shorter row's cells are
of the kinds of the full rows' cells in their columns (a lone letter where they hold one, a number where they hold
numbers), one column at least of such a telling kind among them. Prose with the delimiter in it has none of that.
"""

from __future__ import annotations

import re
from collections import Counter

#: a number alone in its cell; a lone letter (a code, a key)
_NUMBER = re.compile(r"[-+]?\d+(?:[.,]\d+)?")
_LETTER = re.compile(r"[^\W\d_]")
#: the fewest full rows below the header, and the fewest cells a short row keeps
_FULL_LEAST, _CELLS_LEAST = 3, 3
#: the share of a column's full cells that must be of one kind for the kind to tell
_MOST = 0.9


def _kind(cell: str) -> str:
    text = cell.strip()
    if not text:
        return "empty"
    if _NUMBER.fullmatch(text):
        return "number"
    return "letter" if _LETTER.fullmatch(text) else "text"


def _kinds(full: list[list[str]], width: int) -> list[str | None]:
    """Each column's kind over the full rows, when nine in ten of them are of it; else None."""
    kinds: list[str | None] = []
    for j in range(width):
        kind, count = Counter(_kind(r[j]) for r in full).most_common(1)[0]
        kinds.append(kind if count >= _MOST * len(full) else None)
    return kinds


def short_by_tails(rows: list[list[str]], least: int) -> bool:
    """Whether ``rows`` (empty cells at their ends taken off; the first the header) are a sheet whose shorter rows
    leave out cells at their end only: the header the widest (``least`` cells at least), three full rows below it
    at least, every shorter row three cells wide at least, its cells each of its
    column's kind in the full rows, a number's or a lone letter's in one column at least."""
    if len(rows) < 2:
        return False
    width = len(rows[0])
    below = rows[1:]
    full = [r for r in below if len(r) == width]
    short = [r for r in below if len(r) < width]
    if width < least or any(len(r) > width for r in below) or not short or len(full) < _FULL_LEAST:
        return False
    if any(len(r) < _CELLS_LEAST for r in short):
        return False
    kinds = _kinds(full, width)
    if not any(kinds[j] in ("number", "letter") for j in range(min(len(r) for r in short))):
        return False
    return all(kinds[j] is None or kinds[j] == _kind(cell) for r in short for j, cell in enumerate(r))
