"""A sheet's layout (its csv dialect, a last cell's own separator, the shape its records run in) and its rows
read by it.

``SheetLayout`` is what a sheet is read with once its delimiter is known: the csv module's dialect (``"``
quotes, doubled inside; a space after the delimiter does not unquote a cell), the separator a short last
cell is written after in every row (``pregunta#1) Mi#2) Fue#3) Te|2``: ``|``; ``tail_of``), the shape of
records that run on in a line, rows of unequal length or rows that count their cells (``csvwrapped.Wrap``,
``csvragged.Ragged``, ``csvcounted.Counted``) and the
columns whose every cell is a whole number written with a zero decimal part, as a spreadsheet's number format
exports it (``2.00``: ``whole_columns``). ``SheetRows`` reads rows so: a run of another separator at a row's end
taken off, the tail cut into a cell of its own, such a number written whole, a row's choices' enclosed labels
(``❶``, ``①``) taken off (``csvcircled``), each line's records given one by one.
"""

from __future__ import annotations

import csv
import io
import itertools
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from quizdeck.importers.cellseparator import separator_of
from quizdeck.importers.csvcircled import circled_row
from quizdeck.importers.csvcounted import Counted
from quizdeck.importers.csvragged import Ragged
from quizdeck.importers.csvwrapcells import WrapFold
from quizdeck.importers.csvwrapped import Wrap
from quizdeck.importers.rowrelations import HeadList

#: a share of rows that is "nearly all" of them
_MOST = 0.9


@dataclass(frozen=True)
class SheetLayout:
    """How a sheet's text is read into rows: the csv dialect, the separator before every row's short last cell
    (or None) and the shape of its records (or None: a row a line)."""

    dialect: csv.Dialect
    tail: str | None = None
    shape: Wrap | Ragged | Counted | WrapFold | None = None
    whole: frozenset[int] = frozenset()   # the columns of whole numbers written as decimals: ``2.00`` is ``2``
    split: HeadList | None = None   # a column whose cell is a question and its choices after a sign: read as two

    @property
    def delimiter(self) -> str:
        return self.dialect.delimiter


def sheet_layout(delimiter: str, tail: str | None = None, shape: Wrap | Ragged | Counted | WrapFold | None = None,
                 whole: frozenset[int] = frozenset(), split: HeadList | None = None) -> SheetLayout:
    """The layout of a sheet whose cells ``delimiter`` separates."""
    class Sheet(csv.excel):
        pass
    Sheet.delimiter = delimiter
    Sheet.skipinitialspace = True   # `a, "b, c"`: the space after the delimiter does not unquote the cell
    return SheetLayout(Sheet(), tail, shape, whole, split)


#: a whole number as a spreadsheet's number format with decimals writes it: "2.00", "4,0"
_DECIMAL_WHOLE = re.compile(r"[ \t]*(\d{1,3})[.,]0{1,4}[ \t]*")


def whole_columns(rows: list[list[str]]) -> frozenset[int]:
    """The columns whose every filled cell below the first row (a header's) is a whole number written with a
    zero decimal part (``2.00``), in three rows at least and nine in ten: numbers a spreadsheet formatted, a
    count or a choice's number, not a text."""
    below = [r for r in rows[1:] if any(c.strip() for c in r)]
    found = set()
    for j in range(max((len(r) for r in below), default=0)):
        cells = [r[j] for r in below if j < len(r) and r[j].strip()]
        if len(cells) >= 3 and len(cells) >= _MOST * len(below) and all(_DECIMAL_WHOLE.fullmatch(c) for c in cells):
            found.add(j)
    return frozenset(found)


#: a row's last cell holding one more cell after another separator: "3) Te|2"
_TAIL = re.compile(r"^(.*?\S)[ \t]*([|;#,\t])[ \t]*(\S{1,12})$", re.S)


def tail_of(rows: list[list[str]], delimiter: str) -> str | None:
    """The separator before a short last cell that a sheet's every row (nine in ten, five at least) writes
    with another separator than its delimiter, once in the row (``pregunta#1) Mi#2) Fue#3) Te|2``: the right
    choice's number after a `|`); None when the rows do not."""
    filled = [r for r in rows if len(r) >= 2 and any(c.strip() for c in r)]
    if len(filled) < 5:
        return None
    seps: Counter[str] = Counter()
    for r in filled:
        m = _TAIL.match(r[-1].strip())
        if m and m.group(2) != delimiter and sum(c.count(m.group(2)) for c in r) == 1:
            seps[m.group(2)] += 1
    if not seps:
        return None
    sep, count = seps.most_common(1)[0]
    return sep if count >= _MOST * len(filled) else None


#: a run of another separator at a row's end (``d;;;;`` in a comma sheet): the empty cells of the sheet's
#: other export, glued to its last cell
_TRAILING_RUN = re.compile(r"[ \t]*([;,|\t])\1+[ \t]*$")


#: Unicode's line separator: a line break inside a cell that does not end the row's line (a table cell's ``<br>``,
#: written so by ``mdsheets``); read as the cell's line break, as a quoted cell's own line end is
CELL_BREAK = "\u2028"


class SheetRows:
    """``csv.reader`` by a sheet's layout: a run of another separator at a row's end taken off its last cell,
    its tail a cell of its own, the records a line runs on given one by one."""

    def __init__(self, lines: Iterable[str], layout: SheetLayout):
        self.reader = csv.reader(lines, layout.dialect)
        self.spaced = layout.delimiter == " "
        self.layout = layout
        self.pending: list[list[str]] = []   # the records of the line read last, not yet given
        self.circled: list[int] = []   # the lines of rows whose choices' enclosed labels came off (``csvcircled``)

    def __iter__(self) -> SheetRows:
        return self

    def __next__(self) -> list[str]:
        if self.pending:
            return self.pending.pop(0)
        row = self._next()
        if self.layout.shape is not None:   # records that run on in the line (each a row), a short row padded
            self.pending = self.layout.shape.records(row)
            return self.pending.pop(0)
        return row

    def _next(self) -> list[str]:
        row = next(self.reader)
        if any(CELL_BREAK in cell for cell in row):   # a line break a cell holds without ending the row's line
            row = [cell.replace(CELL_BREAK, "\n") for cell in row]
        if self.spaced:   # cells split at spaces: a space inside one is written `_`
            row = [cell.replace("_", " ") for cell in row if cell]
        if row and _TRAILING_RUN.search(row[-1]):
            row[-1] = _TRAILING_RUN.sub("", row[-1])
        tail = self.layout.tail
        if tail is not None and row and (m := _TAIL.match(row[-1].strip())) and m.group(2) == tail:
            row[-1:] = [m.group(1), m.group(3)]   # "3) Te|2": the last cell's own separator, a cell more
        for j in self.layout.whole:
            if j < len(row) and (m := _DECIMAL_WHOLE.fullmatch(row[j])):
                row[j] = m.group(1)   # "2.00": a spreadsheet's number format, the number 2
        if self.layout.split is not None:   # "Fruit:apple,pear|pear": the question's cell, its choices after it
            row = self.layout.split.split(row)
        if (circled := circled_row(row)) is not None:   # "❶x,❷y,❸z,❸": the labels off, the answer's number
            row = circled[0]
            self.circled.append(self.reader.line_num)
        return row

    @property
    def line_num(self) -> int:
        return self.reader.line_num


def sheet_rows(head: str, delimiter: str, limit: int | None = None) -> tuple[SheetLayout, list[list[str]]]:
    """A delimiter's layout (with its rows' last-cell separator, ``tail_of``) and the first ``limit`` filled
    rows of ``head`` (all without one) read so; raises csv.Error as the csv module does."""
    def filled(layout: SheetLayout) -> list[list[str]]:
        return list(itertools.islice((row for row in SheetRows(io.StringIO(head), layout)
                                      if any(c.strip() for c in row)), limit))

    layout = sheet_layout(delimiter)
    rows = filled(layout)
    tail = tail_of(rows, delimiter)
    if tail is not None:
        layout = sheet_layout(delimiter, tail)
        rows = filled(layout)
    whole = whole_columns(rows)
    if not whole:
        return layout, rows
    layout = sheet_layout(delimiter, tail, whole=whole)
    return layout, filled(layout)


#: a character that may separate the choices in one cell: a sign, not a letter, digit, space or quote
_SIGN = re.compile(r"[^\w\s\"'`“”„«»‘’()\[\]{}.?!¿¡:]")


def steady_separator(cells: list[str]) -> tuple[str, int] | None:
    """The sign that splits a column's cells into the same number of choices (two to twelve) in nine cells in
    ten, five cells at least (``Negro-Blanco-Gris-Marrón``), and that number; None when no sign does, or more
    than one (``cellseparator.separator_of``, a sentence's own signs left out)."""
    return separator_of(cells, _SIGN)

