"""A code glued to the end of the right choice's text, the mark a sheet for a quiz app writes on it::

    1,Capital of Kenya?,Mombasa,Nairobi_1,Kisumu
    2,Largest lake?,Victoria-1.,Turkana,Kivu

A sign (``-``, ``_``, ``=``, ``#``, ``~``; not ``^``, which writes a power: ``x^2``) and a short code of letters or
digits (``-1``, ``_1``, ``#true``), glued to the choice's last word, a sentence's stop after it allowed. No alphabet
says such a code is a mark (``91-1`` is a number and its mark): the count is the proof, the same code glued to
exactly one choice cell in nine rows in ten, never to two cells of a row (but in one row in ten), over four rows at
least. A row whose other cells carry codes of the same sign (``Stage-1,Stage-2,Stage-3``: a series, each choice
numbered) counts against the code as a row of two: there the code is the text's own.
"""

from __future__ import annotations

import re
from collections import Counter

_MOST = 0.9
_LEAST_ROWS = 4
#: a code glued to a choice's last word (a letter or digit before its sign), a stop after it allowed
_GLUED = re.compile(r"(?<=[^\W_])[-_=#~][^\W_]{1,5}(?=\.?$)")


def glued_code(cell: str) -> str | None:
    """The code glued to a cell's end (``-1`` of ``Nairobi-1`` and ``Nairobi-1.``), casefolded; else None."""
    m = _GLUED.search(cell.strip())
    return m.group().casefold() if m else None


def glued_affix(rows: list[list[str]]) -> str | None:
    """The code a sheet glues to each row's right choice (the rows' choice cells given): the same code on exactly
    one cell of nine rows in ten (four rows at least), on two cells or more of one row in ten at most (a row whose
    other cells carry a code of the same sign counts as two: ``Stage-1,Stage-2``); else None."""
    if len(rows) < _LEAST_ROWS:
        return None
    one: Counter[str] = Counter()
    more: Counter[str] = Counter()
    for row in rows:
        codes = [code for c in row if c and (code := glued_code(c)) is not None]
        for code in set(codes):
            alone = sum(1 for other in codes if other[0] == code[0]) == 1
            (one if alone else more)[code] += 1
    for code, n in one.most_common(1):
        if n >= _MOST * len(rows) and more[code] <= len(rows) // 10:
            return code
    return None
