"""A header that names the question and the answer but no choices, over a column whose every cell is a list.

A program's export may name its choices' column in a word the vocabulary misses, or with a word for the cell's
encoding glued on (``options_json``, ``alternativas_lista``): the header then names no choices. The cells tell
it: the one column no name claims whose cells (nine in ten of the filled ones) each split into two to twelve
items, as a one-column choices cell splits (a JSON list, one a line, ``|`` or ``;``...), and whose items hold
the row's answer cell (its text, or a letter within them) in most rows, is the choices' column. Only one such
column, or none is taken; the caller says it at the header's line.
"""

from __future__ import annotations

from collections.abc import Callable

from quizdeck.importers.imported import folded
from quizdeck.importers.labels import answer_letters

#: the share of a column's filled cells that must split into a list, and of its rows whose answer it must hold
_MOST, _HALF = 0.9, 0.5
#: the fewest rows a column of lists is told by
_LEAST = 3


def _names(answer: str, items: list[str]) -> bool:
    """Whether an answer cell names one of ``items``: by its text, or by letters within them."""
    if folded(answer) in {folded(item) for item in items}:
        return True
    letters = answer_letters(answer)
    return letters is not None and not letters[1] and all(k < len(items) for k in letters[0])


def listed_column(named: dict[str, list[int]], rows: list[list[str]],
                  split: Callable[[str], list[str]]) -> int | None:
    """The column (of none of ``named``'s) that holds each row's choices as a list ``split`` splits, told by its
    cells and the answer column's; None when no column, or more than one, reads so."""
    if "question" not in named or "answer" not in named or {"choice", "choices", "wrong"} & set(named):
        return None
    a = named["answer"][0]
    taken = {j for places in named.values() for j in places}
    width = max((len(r) for r in rows), default=0)
    found = []
    for j in range(width):
        if j in taken:
            continue
        filled = [r for r in rows if j < len(r) and r[j].strip()]
        if len(filled) < max(_LEAST, _MOST * len(rows)):
            continue
        lists = [(r, split(r[j].strip())) for r in filled]
        listed = [(r, items) for r, items in lists if 2 <= len(items) <= 12]
        if len(listed) < _MOST * len(filled):
            continue
        named_right = sum(1 for r, items in listed if a < len(r) and r[a].strip() and _names(r[a].strip(), items))
        if named_right > _HALF * len(listed):
            found.append(j)
    return found[0] if len(found) == 1 else None
