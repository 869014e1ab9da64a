"""A source that is a sheet not written one record a row, reshaped into a sheet's rows for the CSV reader.

Three layouts hold a sheet's records otherwise than one a line: SQL ``INSERT INTO t VALUES (…), (…);``
statements (``sqlrows``), a sheet turned sideways, one question a column (``sidewaysrows``), and a sheet whose
records are laid end to end on one line (``onelinerows``). Each finds its layout in the text and gives the
records as ordinary rows (a header first when the file names its columns); the CSV reader then reads them as any
sheet, inferring the columns from the cells. Before reading (``convert.read_source``), ``reshaped`` tries them
in turn; the rows are written as CSV text, and every row keeps its place in the source (``Place``), so that after
reading every message, question and line used is said at the source's own line and column (``Reshaped.restore``),
and the deck's lines not used are the source's; the numbers a message names (``row 3``, ``lines 8, 12``, a
sideways sheet's ``column 5``) are the source's own lines too. What the reshape did is said at line 1, always.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import PurePath

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck


@dataclass(frozen=True)
class Place:
    """Where a row stands in the source: the line and column said for it, and the lines it was read from."""

    line: int
    col: int
    first: int
    last: int


@dataclass
class Reshaped:
    """A source's records as a sheet's rows, each with its place in the source, and what was done, said."""

    rows: list[list[str]]
    places: list[Place]
    #: what the reshape did, said at line 1 (``read sideways: one question per column …``)
    said: str
    #: the format the source was written in, for the deck's origin (``SQL INSERT statements``)
    kind: str
    #: the source's lines read as the layout's own syntax (a statement's ``INSERT INTO t VALUES``): furniture
    syntax: list[tuple[int, int]] = field(default_factory=list)
    #: the source's lines read into the rows besides their own places (a joined table's rows)
    read: list[tuple[int, int]] = field(default_factory=list)
    #: warnings at the source's places (line, column, message, hint)
    notes: list[tuple[int, int, str, str]] = field(default_factory=list)
    #: a sheet read sideways: each written column's line in the source (a message's ``column 2`` is that line)
    column_lines: list[int] | None = None
    #: each line of the written text, the place of the row it belongs to (``text``)
    _lines: list[Place] = field(default_factory=list)

    def source(self, original: Source) -> Source:
        """The rows written as a CSV source (named ``….csv``, so that it reads as a sheet only); its lines' places
        kept for ``restore``."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        pieces: list[str] = []
        self._lines = []
        for row, place in zip(self.rows, self.places, strict=True):
            out.seek(0)
            out.truncate()
            writer.writerow(row)
            pieces.append(out.getvalue())
            self._lines += [place] * max(1, pieces[-1].count("\n"))
        name = PurePath(original.name).stem + ".csv"
        return Source(original.where, name, "".join(pieces).rstrip("\n"))

    def _place(self, line: int) -> Place | None:
        if line < 1 or not self._lines:
            return None
        return self._lines[min(line, len(self._lines)) - 1]

    def _pos(self, pos: Pos, where: str) -> Pos:
        place = self._place(pos.line) if pos.path == where else None
        return pos if place is None else dataclasses.replace(pos, line=place.line, col=place.col)

    def _ranges(self, ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
        out = []
        for first, last in ranges:
            a, b = self._place(first), self._place(last)
            if a is not None and b is not None and a.first <= a.last and b.first <= b.last:   # (a made header: none)
                out.append((min(a.first, b.first), max(a.last, b.last)))
        return sorted(out)

    def _said(self, message: str) -> str:
        """A message's row and line numbers (``row 3``, ``lines 8, 12``: the written rows') as the source's own:
        a row as the line and column its record stands at, lines as the source's lines (each once); a sheet read
        sideways, its columns' numbers as the source's lines they were read from."""
        out: list[str] = []
        at = 0
        for m in _NUMBERED.finditer(message):
            spans, end = _numbers(message, m.end())
            word = m.group(1)
            if not spans or (word.startswith("column") and self.column_lines is None):
                continue
            out.append(message[at:m.start()])
            if word == "row" and len(spans) == 1 and spans[0][0] == spans[0][1]:
                n = spans[0][0]
                place = self.places[n - 1] if 1 <= n <= len(self.places) else None
                out.append("the header the reading made" if place is None or place.first > place.last
                           else f"the record at line {place.line}, column {place.col}")
            else:
                said: list[str] = []
                for a, b in spans:
                    la, lb = self._line_of(word, a), self._line_of(word, b)
                    if la is None or lb is None:
                        continue
                    one = str(la) if la == lb else f"{la}–{lb}"
                    if one not in said:
                        said.append(one)
                out.append(("line " if len(said) == 1 and "–" not in said[0] else "lines ") + ", ".join(said)
                           if said else "lines not in the source")
            at = end
        return "".join(out) + message[at:]

    def _line_of(self, word: str, n: int) -> int | None:
        """The source's line of a message's ``row``/``line``/``column`` ``n`` (of the written rows)."""
        if word.startswith("line"):
            place = self._place(n)
            return None if place is None else place.line
        if word.startswith("row"):
            return self.places[n - 1].line if 1 <= n <= len(self.places) else None
        lines = self.column_lines or []
        return lines[n - 1] if 1 <= n <= len(lines) else None

    def restore(self, deck: ImportedDeck, diags: Diagnostics, since: int, original: Source) -> None:
        """The deck's questions, its lines used and the messages said from the ``since``-th on at the source's own
        places; what the reshape did said at line 1 (and its notes at their lines); the deck's origin the source's."""
        where = original.where
        diags.items[since:] = [dataclasses.replace(d, pos=self._pos(d.pos, where), message=self._said(d.message),
                                                   hint=None if d.hint is None else self._said(d.hint))
                               for d in diags.items[since:]]
        deck.attention[:] = [self._pos(p, where) for p in deck.attention]
        for q in deck.questions:
            q.pos = self._pos(q.pos, where)
            q.lines = self._ranges(q.lines)
        deck.lines = self._ranges(deck.lines)
        deck.furniture = self._ranges(deck.furniture)
        for first, last in self.syntax:
            deck.skip(first, last)
        for first, last in self.read:
            deck.use(first, last)
        # a line holding a record and the header (``INSERT INTO t (cols) VALUES (…)``) is the record's, not left out
        asked = deck.question_lines()
        kept = sorted({n for a, b in deck.furniture for n in range(a, b + 1)} - asked)
        deck.furniture[:] = []
        for n in kept:
            deck.skip(n, n)
        deck.furniture.sort()
        form = deck.origin.rsplit(" (", 1)[-1].rstrip(")")
        deck.origin = f"{original.name} ({self.kind}, read as {form})"
        diags.warning(Pos(where, 1, 1), self.said,
                      hint="check a few questions against the source; the rows read are said at their own lines")
        for line, col, said, hint in self.notes:
            diags.warning(Pos(where, line, col), said, hint=hint)


#: a row, line or column named by its number in a message (``row 3``, ``lines 8, 12``, ``columns 2–4``)
_NUMBERED = re.compile(r"\b(rows?|lines?|columns?) (?=\d)")


def _numbers(message: str, i: int) -> tuple[list[tuple[int, int]], int]:
    """The numbers listed from ``i`` (``8, 12``; ``4–6`` a range: its ends), and the offset after them."""
    spans: list[tuple[int, int]] = []
    ranging = False
    while True:
        j = i
        while j < len(message) and message[j].isdigit() and j - i < 9:
            j += 1
        if j == i:
            return spans, i
        n = int(message[i:j])
        spans.append((spans.pop()[0], n) if ranging else (n, n))
        ranging = False
        for joint in (", ", "–", "-"):
            if message.startswith(joint, j) and message[j + len(joint):j + len(joint) + 1].isdigit():
                i, ranging = j + len(joint), joint != ", "
                break
        else:
            return spans, j


#: a reshape: the text in, its records as rows (or None when the text is not so)
Reshape = Callable[[str], "Reshaped | None"]


def reshaped(text: str, shapes: tuple[Reshape, ...]) -> Reshaped | None:
    """The first of ``shapes`` that reads ``text`` as a sheet's rows; None when none does."""
    for shape in shapes:
        if (found := shape(text)) is not None:
            return found
    return None


@dataclass(frozen=True)
class Row:
    """A row of a sheet as the csv module reads it, with the lines it takes (a quoted cell may hold line breaks)."""

    first: int
    last: int
    cells: list[str]


#: the delimiters a sheet reshaped so may have, in the order tried
DELIMITERS = ",;\t|"


def sheet_cells(text: str, delimiter: str) -> list[Row] | None:
    """``text``'s filled rows split at ``delimiter`` (``"`` quotes, doubled inside), each with its lines; None when
    the csv module cannot read it."""
    reader = csv.reader(io.StringIO(text), delimiter=delimiter, skipinitialspace=True)
    rows: list[Row] = []
    first = 1
    try:
        for cells in reader:
            last = reader.line_num
            if any(c.strip() for c in cells):
                rows.append(Row(first, last, cells))
            first = last + 1
    except csv.Error:
        return None
    return rows


def cell_places(lines: list[str], row: Row, delimiter: str) -> list[tuple[int, int]]:
    """Where each cell of ``row`` starts in the source: (line, column), both from 1; quotes kept track of, so that
    a delimiter inside a quoted cell starts none."""
    places = [(row.first, 1)]
    inside = False
    for n in range(row.first, min(row.last, len(lines)) + 1):
        line = lines[n - 1]
        k = 0
        while k < len(line):
            c = line[k]
            if c == '"':
                inside = not inside
            elif c == delimiter and not inside:
                places.append((n, k + 2))
            k += 1
    return places
