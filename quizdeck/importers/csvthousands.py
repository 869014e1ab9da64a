"""Numbers whose thousands a sheet's delimiter separates, unquoted: the cells they cut, joined again.

A spreadsheet saved by hand as CSV may leave ``100,000`` unquoted in a sheet whose delimiter is ``,``: the row
then holds a cell more for each such number (``借:現金 100`` | ``000 / 貸:売上 100`` | ``000``). Where a cell ends
in one to three digits (a word or unit glued before them, or the cell that number alone) and the next cell starts
with exactly three digits (then a word, a space, or the cell's end), the two may be one number. A row is joined
so only when those places are exactly the cells it has too many: one reading that gives the row its header's
width; two of them side by side only where the cell between holds words between the two numbers
(``000 / 貸:売上 100``). The header's columns are judged on rows joined so (``csvtable``), so that the cells of a
wide row do not speak against a header that fits them.
"""

from __future__ import annotations

import itertools
import re

#: a number cut at its thousands, the whole cell each side: "1" | "247"
_HEAD = re.compile(r"\d{1,3}")
_TAIL = re.compile(r"\d{3}(?!\d)")
#: such a number inside a text: a word, a unit or a space before it, a word, a space or the cell's end after it
#: ("白血球数12" | "000以上", "bis 1" | "000m", "現金 100" | "000 / 貸")
_IN_TEXT_HEAD = re.compile(r"(?<![\d.,])[1-9]\d{0,2}$")
_IN_TEXT_TAIL = re.compile(r"\d{3}(?:[^\d.,;:|]|$)")
#: a number alone in its cell
_NUMBER_CELL = re.compile(r"\d+(?:\.\d+)?")


def thousands_joins(row: list[str]) -> list[int]:
    """The cells of ``row`` (indices) that end a number the next cell's three digits continue."""
    return [k for k in range(len(row) - 1)
            if (_HEAD.fullmatch(row[k].strip()) and _TAIL.match(row[k + 1].strip()) and row[k + 1][:1] != " ")
            or (_IN_TEXT_HEAD.search(row[k]) and _IN_TEXT_TAIL.match(row[k + 1]))]


def thousands_joined(row: list[str], width: int, delimiter: str) -> tuple[list[str], list[int]] | None:
    """``row`` with its cut numbers joined again, and where (indices into ``row``), when they are exactly the
    cells it has more than ``width``; else None."""
    over = len(row) - width
    if over <= 0:
        return None
    joins = thousands_joins(row)
    if len(joins) != over or any(b - a < 2 and row[b].strip().isdigit() for a, b in itertools.pairwise(joins)):
        return None   # (a cell both ends one number and starts the next only when it holds more than digits)
    mended = list(row)
    for k in reversed(joins):
        mended[k:k + 2] = [f"{mended[k]}{delimiter}{mended[k + 1]}"]
    return mended, joins


def decimal_joined(row: list[str], width: int, delimiter: str,
                   numbers: frozenset[int] = frozenset()) -> tuple[list[str], list[int]] | None:
    """``row`` with its decimal commas joined again (``4`` | ``4g`` is ``4,4g``, ``0`` | ``5M``): where a cell ends
    with a digit and the next starts with one, no space between (a delimiter between two cells of a row is followed
    by a space, or by a cell's text); when those places are exactly the cells it has more than ``width``, and the
    delimiter is a comma (a decimal sign); else None. ``numbers``: the sheet's columns whose every cell is a number
    (``exam_id,question_number``): a number alone in such a column's place, before any decimal comma, starts its
    column's cell."""
    over = len(row) - width
    if over <= 0 or delimiter != ",":
        return None
    joins: list[int] = []
    for k in range(len(row) - 1):
        if not (row[k][-1:].isdigit() and row[k + 1][:1].isdigit()):
            continue
        if not joins and k + 1 in numbers and _NUMBER_CELL.fullmatch(row[k + 1].strip()):
            continue   # "3,13,…", "Estado C2,2,…": a number column's cell where its column is, not a decimal
        joins.append(k)
    if len(joins) != over or any(b - a < 2 for a, b in itertools.pairwise(joins)):
        return None   # (a cell between two such places, "4,4,4", is no one number)
    mended = list(row)
    for k in reversed(joins):
        mended[k:k + 2] = [f"{mended[k]}{delimiter}{mended[k + 1]}"]
    return mended, joins
