"""Each choice's own label in a cell of its own, at a fixed step along the row: ``a,Navigator,true,b,Explorer,false``.

A program that writes a choice as a group of cells (its label, its text, whether it is right) repeats the group for
every choice, so the label cells stand a group's width apart, each column holding one label in every row (``a``,
then ``b``, then ``c``), counting up from the first. Such a column names no right choice, although one letter in
every row looks like a key: it is furniture, left out. The proof is the run: two columns at least, at one step of
two cells or more, their labels counting up in one form (``a``, ``b``; ``A)``, ``B)``; ``1``, ``2``), the first
filled in nine rows in ten; a later one may be filled only in the rows that have that many choices; each label
followed by a filled cell (the choice it labels).
"""

from __future__ import annotations

import re

#: a label alone in its cell: ``a``, ``B``, ``3``, ``c)``, ``(2)``, ``[d]``; the letter or number in group 2
_LABEL = re.compile(r"([(\[]?)([A-La-l]|\d{1,2})([.):\]]?)")
#: the share of rows the run's first column fills
_MOST = 0.9
#: the widest group of cells a choice is written in (a label, a text, a flag, a feedback, a score, a picture)
WIDEST_GROUP = 6


def label(cell: str) -> tuple[tuple[str, bool, bool], int] | None:
    """A choice's label alone in a cell: its form (wrapping, case, a number) and rank (``a``/``A``/``1`` 0); None
    when the cell holds another text."""
    m = _LABEL.fullmatch(cell.strip())
    if m is None:
        return None
    key = m.group(2)
    rank = int(key) - 1 if key.isdigit() else ord(key.casefold()) - ord("a")
    return (m.group(1) + m.group(3), key.isupper(), key.isdigit()), rank


def _label(cells: list[str]) -> tuple[tuple[str, bool, bool], int] | None:
    """The one label a column's filled cells all hold (``label``); None when they hold another text, or several."""
    full = {c.strip() for c in cells if c.strip()}
    return label(full.pop()) if len(full) == 1 else None


def _followed(columns: list[list[str]], j: int) -> bool:
    """Whether the column after a label's holds a cell wherever the label is (the choice it labels): a letter with
    nothing after it (``…,a,x,b`` at a row's end) labels nothing."""
    return j + 1 < len(columns) and all(c.strip() for c, own in zip(columns[j + 1], columns[j], strict=True)
                                        if own.strip())


def label_columns(columns: list[list[str]]) -> list[int]:
    """The columns (each given as its cells, row by row) that hold each choice's own label at a fixed step (see the
    module's docstring), the first run found; [] when there is none."""
    labels = [_label(cells) for cells in columns]
    for first, found in enumerate(labels):
        cells = columns[first]
        if found is None or found[1] != 0 or sum(1 for c in cells if c.strip()) < _MOST * len(cells):
            continue
        for step in range(2, WIDEST_GROUP + 1):
            run = [first]
            while (j := run[-1] + step) < len(columns) and (found_j := labels[j]) is not None \
                    and found_j == (found[0], len(run)):
                run.append(j)
            if len(run) >= 2 and all(_followed(columns, j) for j in run):
                return run
    return []
