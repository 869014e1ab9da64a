"""A row shorter than the header whose last cell is its explanation: a question with fewer choices.

A sheet ``question;a;b;c;d;explanation`` that marks each row's right choice on the cell (``$tak``) writes a
true/false question as ``question;$tak;nie;explanation``: no empty cells for the choices it does not have. Its
cells then stand early, the explanation in column ``c``. The file proves the reading: its full rows' last cells
never carry the mark and are prose (more words than the row's choices); a short row whose mark sits on a middle
cell and whose last cell is unmarked prose, as long in words as the shortest of theirs and longer than each of its
own choices, is padded before its last cell. The caller says so at the row.
"""

from __future__ import annotations

from collections.abc import Callable
from statistics import median

#: the fewest full rows that show the explanation column's shape
_FEWEST_ROWS = 3
#: how many times the choices' median length in words the explanations' is, at least
_LONGER = 2
#: the fewest cells a short row has: a question, a choice, its explanation
_FEWEST_CELLS = 3


def _words(text: str) -> int:
    return len(text.split())


def _prose_last(row: list[str], choices: list[int]) -> bool:
    """Whether a row's last cell is longer in words than each of its choice cells."""
    last = _words(row[-1])
    return last > 0 and all(_words(row[c]) < last for c in choices if c < len(row) - 1)


def glued_sign(full: list[list[str]], width: int, choices: list[int]) -> str | None:
    """The sign (not a letter, digit or space) glued before exactly one choice cell of every full row (``$tak``),
    the same in all of them, three at least; None when there is no such sign."""
    signs: set[str] | None = None
    rows = [r for r in full if len(r) == width]
    for r in rows:
        firsts = [r[c].strip()[:1] for c in choices if c < len(r) and r[c].strip()]
        once = {f for f in firsts if firsts.count(f) == 1 and not f.isalnum() and not f.isspace()}
        signs = once if signs is None else signs & once
    return next(iter(signs)) if signs is not None and len(signs) == 1 and len(rows) >= _FEWEST_ROWS else None


def padded_before_last(row: list[str], width: int, choices: list[int], why: int,
                       marked: Callable[[str], bool], full: list[list[str]]) -> list[str] | None:
    """The short row padded with empty cells before its last cell, to ``width``, when the sheet's last column is
    its explanation (``why``, after every choice column) and the file proves the last cell is one (see the
    module's docstring); None when it is not so."""
    if why != width - 1 or not choices or max(choices) >= why or not _FEWEST_CELLS <= len(row) < width:
        return None
    rows = [r for r in full if len(r) == width and r[-1].strip()]
    if len(rows) < _FEWEST_ROWS or any(marked(r[-1].strip()) for r in rows) or \
            median(_words(r[-1]) for r in rows) < _LONGER * median(_words(r[c]) for r in rows for c in choices):
        return None
    last = row[-1].strip()
    if marked(last) or _words(last) < min(_words(r[-1]) for r in rows):
        return None
    padded = [*row[:-1], *[""] * (width - len(row)), row[-1]]
    if sum(1 for c in choices if marked(padded[c].strip())) != 1 or not _prose_last(padded, choices):
        return None
    return padded
