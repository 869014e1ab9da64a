"""What each column's cells look like, learnt from the rows of the sheet's width, to mend a row with cells too many.

A row one cell (or a few) wider than the others holds the delimiter unquoted inside a text: one cell cut in two.
Which two neighbours to join again is shown by what every column's cells share in the other rows: a column of
numbers, or of texts all ending with the same sign (a question's ``?``, a sentence's ``.``). Each way of joining
neighbouring cells back to the sheet's width is tried; the one whose cells all look like their columns' is the
row, when it is the only one (``shaped_join``).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

#: the share of a column's filled cells that must share a look, and the fewest rows it is learnt from
_MOST, _LEAST = 0.9, 5
#: a number alone in its cell
_NUMBER = re.compile(r"[-+]?\d+(?:[.,]\d+)?")
#: a lone letter, a key: ``B``, ``c``
_LETTER = re.compile(r"[A-La-l]")
#: a choice's label at a cell's start: ``A.``, ``b)``, ``3.``
_LABEL = re.compile(r"[A-Za-z\d][.)]")


@dataclass(frozen=True)
class Shape:
    """A column's look: every cell a number, or a lone letter (a key), or every cell ending with ``end`` (or none
    of these: any cell fits); and every cell starting with the label ``start`` (``C.``: a choice's column whose
    cells carry their labels)."""

    number: bool = False
    end: str = ""
    start: str = ""
    letter: bool = False   # every cell a lone letter (``B``, ``c``): a key's column

    def fits(self, cell: str) -> bool:
        text = cell.strip()
        if self.number:
            return bool(_NUMBER.fullmatch(text))
        if self.letter:
            return bool(_LETTER.fullmatch(text))
        return (not self.end or text.endswith(self.end)) and text.startswith(self.start)

    @property
    def telling(self) -> bool:
        return self.number or bool(self.end) or bool(self.start) or self.letter


def column_shapes(rows: list[list[str]], width: int) -> list[Shape] | None:
    """Each column's look over the rows of ``width`` cells (five at least); None when too few rows."""
    regular = [[c.strip() for c in r] for r in rows if len(r) == width]
    if len(regular) < _LEAST:
        return None
    shapes = []
    for j in range(width):
        cells = [r[j] for r in regular if r[j]]
        if len(cells) < _MOST * len(regular):
            shapes.append(Shape())
        elif all(_NUMBER.fullmatch(c) for c in cells):
            shapes.append(Shape(number=True))
        elif all(_LETTER.fullmatch(c) for c in cells):
            shapes.append(Shape(letter=True))
        else:
            end, many = Counter(c[-1] for c in cells).most_common(1)[0]
            start, labelled = Counter(c[:2] for c in cells).most_common(1)[0]
            start = start if _LABEL.fullmatch(start) and labelled >= _MOST * len(cells) else ""
            shapes.append(Shape(end=end if not end.isalnum() and many >= _MOST * len(cells) else "", start=start))
    return shapes


def shaped_join(row: list[str], shapes: list[Shape], delimiter: str,
                question: int | None = None) -> tuple[list[str], int] | None:
    """The row with one run of neighbouring cells joined back (by the delimiter and a space, as a text writes
    it; an empty cell among them dropped) to the sheet's width, when exactly one such join gives cells that all look
    like their columns' and a column with a look of its own tells it, or, one cell too many, when of several such
    joins one is into the ``question`` column (the longest text, the likeliest to hold the delimiter) and the cells
    after it have their looks; with the first joined cell's index. None otherwise."""
    over = len(row) - len(shapes)
    if over < 1 or not any(s.telling for s in shapes):
        return None
    glue = delimiter + " " if delimiter in ",;" else delimiter
    fits = []
    for k in range(len(shapes)):
        # (an empty cell among them is a delimiter too many, dropped: never joined as text, "; ¿Cómo…?")
        cells = [*row[:k], glue.join(c.strip() for c in row[k:k + over + 1] if c.strip()), *row[k + over + 1:]]
        if all(s.fits(c) for s, c in zip(shapes, cells, strict=True)):
            fits.append((cells, k))
    if len(fits) > 1 and question is not None and over == 1:
        fits = [f for f in fits if f[1] == question and any(s.telling for s in shapes[question + 1:])]
    return fits[0] if len(fits) == 1 else None
