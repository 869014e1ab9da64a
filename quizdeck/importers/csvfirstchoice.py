"""A header whose choice columns count from B (``Optional, OptionB, OptionC, OptionD``): the column before them
is choice A, its name misspelt.

A sheet's header may name its first choice column in a word the vocabulary misses (``Optional`` typed for
``OptionA``, ``Option`` alone, ``Antwort``): the columns named like choices then run ``B, C, D`` (or ``2, 3, 4``)
and choice A's column is read as nothing, every row losing its first choice and its letter answers pointing one
choice off. The header tells it: the run's first label is ``B`` (``2``), every label after it one up, and the
column right before the run is one no name took whose cells are filled texts in nine rows in ten, as the run's
are. That column is choice A; the caller says so at the header's line. A column of a few values repeated
(``easy``, ``medium``, ``hard``: three at most over six rows and more) is a level or a topic, and one whose cells
are clearly longer than the run's (``Two and two make four`` beside ``3``, ``4``, ``5``) an explanation or a
comment: neither is choice A, and the reading stands down.
"""

from __future__ import annotations

import re

#: the share of rows the column's cells must fill, as texts
_MOST = 0.9
#: a cell that names a choice, no choice's text: a lone letter
_KEY = re.compile(r"[A-La-l]")


def first_choice(labels: list[str], choice: list[int], taken: set[int], rows: list[list[str]]) -> int | None:
    """The column right before the ``choice`` columns when their ``labels`` (lower case, as the header names
    them: ``b``, ``c``...) run from ``b`` (or ``2``) up by one and it is choice A's: no name took it (``taken``)
    and its cells are filled in nine rows in ten, lone letters (a key's) in fewer than half; else None."""
    if len(choice) < 2 or choice != list(range(choice[0], choice[0] + len(choice))) or choice[0] == 0 \
            or len(labels) != len(choice) or labels[0] not in ("b", "2"):
        return None
    expected = [chr(ord("b") + k) if labels[0] == "b" else str(2 + k) for k in range(len(choice))]
    before = choice[0] - 1
    if labels != expected or before in taken:
        return None
    cells = [c for r in rows if before < len(r) and (c := r[before].strip())]
    keys = sum(1 for c in cells if _KEY.fullmatch(c))
    if not rows or len(cells) < _MOST * len(rows) or 2 * keys >= len(cells):
        return None
    run = [c for r in rows for i in choice if i < len(r) and (c := r[i].strip())]
    return None if _repeated(cells) or _longer(cells, run) else before


#: a column of this many distinct values at most, over this many filled cells at least, repeats them
_FEW, _MANY = 3, 6


def _repeated(cells: list[str]) -> bool:
    """A few values over many rows (``easy``, ``medium``, ``hard``): a level or a topic, no choice."""
    return len(cells) >= _MANY and len({c.casefold() for c in cells}) <= max(_FEW, len(cells) // 5)


def _longer(cells: list[str], run: list[str]) -> bool:
    """Cells clearly longer than the run's (twice their mean length, and twelve characters more): sentences,
    an explanation or a comment, no choice."""
    if not cells or not run:
        return False
    mean = sum(len(c) for c in cells) / len(cells)
    usual = sum(len(c) for c in run) / len(run)
    return mean >= 2 * usual and mean >= usual + 12
