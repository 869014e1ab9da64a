"""A first row of spreadsheet column letters (``A-B-C-D, E, F, G, H, E``): a placeholder header, not a question.

A sheet saved from a spreadsheet, or a game's file with a dummy first record, may open with a row whose cells are
only Latin capitals, alone or joined by ``-`` (the columns' letters), over rows of prose. Such a row reads as a
question whose answer repeats a choice, as the real rows do; the file proves it is not one: every cell of the
row is so, and no cell of the rows below is (their answers are no letters either). The caller reads the rows
below it and says the first row is taken for a header.
"""

from __future__ import annotations

import re

#: a cell of column letters: ``E``, ``A-B-C-D``
_LETTERS = re.compile(r"[A-Z](?:\s*-\s*[A-Z])*")
#: the fewest cells such a row has
_FEWEST = 3


def _letters(cell: str) -> bool:
    return bool(_LETTERS.fullmatch(cell.strip()))


def letters_header(row: list[str], below: list[list[str]]) -> bool:
    """Whether the first row is column letters over rows of other text (see the module's docstring)."""
    cells = [c for c in row if c.strip()]
    if len(cells) < _FEWEST or len(cells) != len(row) or not all(_letters(c) for c in cells):
        return False
    return bool(below) and not any(_letters(c) for r in below for c in r if c.strip())
