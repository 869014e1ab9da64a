"""A record cut in two by a line end outside quotes: two short rows whose widths add up to the sheet's.

A hand-edited sheet may break a record's line after a closed cell: ``As,Easy,"C","What is printed?"`` on one
line, ``,5,10,15,20,C`` on the next. Each line reads as a row short of cells; the second starts with the delimiter,
an empty first cell: the rest of the cell the first line ended in (or the first ends with it, an empty last cell:
``Question…;`` over ``Tallin;Riga;…``). When a row is short of the sheet's width, the
row of the very next line starts with an empty cell, is short too, and the two together (the joint's empty cell
once) are exactly the sheet's width, they are one record: read as one row, said at its line. So are a row that stops
at its question cell mid-sentence (no end mark) and the next line's row, which goes on with it (``cut_in_cell``).
Nothing here knows a column's name; the caller checks that the joined row's answer cell plays its part as the other
rows' do.
"""

from __future__ import annotations

import re
from collections.abc import Iterator


class Lookahead:
    """Rows with their first and last line, the next one seen before it is taken."""

    def __init__(self, rows: Iterator[tuple[int, int, list[str]]]):
        self.rows = rows
        self.ahead: list[tuple[int, int, list[str]]] = []

    def __iter__(self) -> Lookahead:
        return self

    def __next__(self) -> tuple[int, int, list[str]]:
        return self.ahead.pop() if self.ahead else next(self.rows)

    def peek(self) -> tuple[int, int, list[str]] | None:
        if not self.ahead:
            try:
                self.ahead.append(next(self.rows))
            except StopIteration:
                return None
        return self.ahead[0]

    def take(self) -> None:
        """The row ``peek`` showed, taken (read into the row before it)."""
        self.ahead.clear()


def cut_rest(row: list[str], last: int, after: tuple[int, int, list[str]] | None, width: int) -> list[str] | None:
    """``row`` (ending at line ``last``) and the row after it as one, when that row is the rest of the record cut
    after ``row``'s last cell: on the next line, its first cell empty (or ``row``'s last, the other filled), both
    short, their cells (the joint's once) the sheet's ``width``; else None."""
    if after is None or not row or len(row) >= width:
        return None
    first, _, rest = after
    if first != last + 1 or len(rest) < 2 or len(rest) >= width or len(row) + len(rest) - 1 != width:
        return None
    if not rest[0].strip() and row[-1].strip():
        return [*row, *rest[1:]]
    if rest[0].strip() and not row[-1].strip() and len(row) >= 2 and row[-2].strip():
        return [*row[:-1], *rest]   # "Question…;" then "Tallin;Riga;…": the line ended after the delimiter
    return None


#: a text's end that closes a sentence or asks: ``.``, ``?``, ``!``, ``…``, ``:``, a quote or bracket after them
_ENDED = re.compile(r"[.?!…:;。？！：；؟][\s\"'”»)\]]*$")


def cut_in_cell(row: list[str], last: int, after: tuple[int, int, list[str]] | None, width: int,
                question: int) -> list[str] | None:
    """``row`` and the row after it as one, when ``row`` stops at its question cell, mid-sentence (no end mark:
    ``…come up``), and the next line's row goes on with it (``with the same diagnosis…?",A. …``): the question's
    cell cut by a line end, its two parts joined by a space, the cells together the sheet's ``width``; else None."""
    if after is None or len(row) != question + 1 or not row[question].strip() or _ENDED.search(row[question]):
        return None
    first, _, rest = after
    if first != last + 1 or not rest or not rest[0].strip() or len(row) - 1 + len(rest) != width:
        return None
    return [*row[:question], f"{row[question].strip()} {rest[0].strip()}", *rest[1:]]
