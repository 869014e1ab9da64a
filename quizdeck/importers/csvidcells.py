"""Columns of machine ids in a sheet read by its cells: a shape its every cell repeats that no text has.

A quiz app's export may carry a database's keys beside the question (``…?,5b9ab89c0d3657113c8625d0,Berlin,…``: a
MongoDB ObjectId, a UUID, a hash): one token a cell, of one length, of hex digits (eight at least, a UUID's groups
joined by ``-`` too) or of letters and digits (sixteen at least: a generated key, not a word and its number like
``Gemischt_1``), a digit and a letter in each, in nine rows in ten. Such a column is no choice when the sheet's
other columns hold that shape in hardly any cell (a choice column of such codes would be answered by codes like it).
"""

from __future__ import annotations

import re

_HEX = re.compile(r"[0-9a-f]+(?:-[0-9a-f]+)*|[0-9A-F]+(?:-[0-9A-F]+)*")
_CODE = re.compile(r"[0-9A-Za-z_-]+")
_MOST = 0.9
#: the shortest id read so: shorter codes (``Q17``, ``AB-3``) may be a choice's text; a key of letters and digits
#: other than hex is longer still (``Gemischt_1`` is a word and its number)
_LEAST = 8
_LEAST_CODE = 16


def id_shape(cell: str) -> tuple[int, str] | None:
    """A cell's shape as an id's: its length and its kind (``hex``, ``code``); None when it is no id (spaces in it,
    too short, no digit, or letters only)."""
    text = cell.strip()
    if len(text) < _LEAST or not any(ch.isdigit() for ch in text) or not any(ch.isalpha() for ch in text):
        return None
    if _HEX.fullmatch(text):
        return len(text), "hex"
    if len(text) >= _LEAST_CODE and _CODE.fullmatch(text):
        return len(text), "code"
    return None


def column_shape(cells: list[str]) -> tuple[int, str] | None:
    """The id shape nine cells in ten of a column have (three at least), the others empty; else None."""
    full = [c for c in cells if c.strip()]
    if len(full) < 3 or len(full) < _MOST * len(cells):
        return None
    shapes = {id_shape(c) for c in full}
    if len(shapes) != 1:
        return None
    return next(iter(shapes))


def id_columns(columns: list[list[str]]) -> set[int]:
    """The columns (their places) that are machine ids: a shape every cell repeats (``column_shape``) that the
    other columns' cells (but those of columns of ids alike) have in one in ten at most."""
    shapes = [column_shape(cells) for cells in columns]
    found: set[int] = set()
    for j, shape in enumerate(shapes):
        if shape is None:
            continue
        others = [c for k, col in enumerate(columns) if shapes[k] != shape for c in col if c.strip()]
        if sum(1 for c in others if id_shape(c) == shape) <= len(others) // 10:
            found.add(j)
    return found
