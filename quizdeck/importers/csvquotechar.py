"""A sheet whose cells are quoted with single quotes (``'question','answer','A:x B:y',单选题``), and rows written
as tuple literals (``('S002','question','a','b','B','G01'),``: an SQL ``VALUES`` list or a program's data).

The quote character is learnt from the file, not assumed: the sheet's own is ``'`` when most of its filled lines
(half at least, three at least) are rows each of whose cells is ``'``-quoted or bare with two quoted at least,
and no line quotes a cell with ``"``. A tuple row loses its parentheses (and the ``,`` or ``;`` after them)
first. The sheet is then written again as CSV with ``"`` quotes, one line a row as before, so every reader after
reads it as any sheet; the lines that were tuples are said (``SingleQuoted.tuples``), and so are the records whose
quote ran on over a line end (``runs_on``) and those with a cell holding the delimiter beside a ``'``
(``doubtful``: ``'Twas it?,'Christmas'``, ``'70s,'90s``: an apostrophe opening a cell, read as a quote, may have
joined cells or rows)."""

from __future__ import annotations

import csv
import io
import re
from collections import Counter
from dataclasses import dataclass

#: a row written as a tuple literal: `(` … `)` and an optional `,` or `;` after it
_TUPLE = re.compile(r"^[ \t]*\((.*)\)[ \t]*[,;]?[ \t]*$")
#: a cell opening with a double quote: at the line's start or after a delimiter (spaces allowed)
_DOUBLE_OPENS = re.compile(r"(?:^|[,;\t|])[ \t]*\"")
_DELIMITERS = ",;\t|"
#: how many quoted rows such a sheet has at least, and their share of its filled lines
_ROWS = 3
_SHARE = 0.5


@dataclass(frozen=True)
class SingleQuoted:
    """A sheet read with ``'`` as its quote character: its text written again with ``"`` quotes, its delimiter,
    the lines read (1-based) that were tuple literals."""

    text: str
    delimiter: str
    tuples: list[int]
    #: the records whose ``'`` quote ran on over a line end: (first line, last line), 1-based
    runs_on: tuple[tuple[int, int], ...] = ()
    #: the records (first line) with a cell that holds the delimiter beside a ``'`` (``'Twas it?,'Christmas'``):
    #: an apostrophe read as a quote may have joined two cells, or two rows
    doubtful: tuple[int, ...] = ()


def _untupled(line: str) -> tuple[str, bool]:
    m = _TUPLE.match(line)
    return (m.group(1), True) if m is not None and m.group(1).lstrip().startswith("'") else (line, False)


def _quoted_row(line: str, delimiter: str) -> bool:
    """Whether each of the line's cells (split at ``delimiter`` outside ``'`` quotes) is ``'``-quoted or has no
    quote, two at least quoted."""
    cells = _raw_cells(line, delimiter)
    if cells is None or len(cells) < 2:
        return False
    quoted = 0
    for cell in cells:
        text = cell.strip()
        if len(text) >= 2 and text[0] == "'" and text[-1] == "'":
            quoted += 1
        elif "'" in text:
            return False
    return quoted >= 2


def _raw_cells(line: str, delimiter: str) -> list[str] | None:
    """The line's cells as written (quotes kept), split at ``delimiter`` outside ``'`` quotes; None when a quote
    is left open."""
    cells: list[str] = []
    start, inside = 0, False
    for k, ch in enumerate(line):
        if ch == "'":
            before = line[start:k].strip()
            if not inside and before == "":
                inside = True
            elif inside:
                after = line[k + 1:].lstrip(" \t")
                if after == "" or after[0] == delimiter:
                    inside = False
        elif ch == delimiter and not inside:
            cells.append(line[start:k])
            start = k + 1
    if inside:
        return None
    cells.append(line[start:])
    return cells


def _delimiter(lines: list[str]) -> str | None:
    """The delimiter most often written between a closing and an opening ``'`` (``','``, ``', '``)."""
    found: Counter[str] = Counter()
    for line in lines:
        for d in _DELIMITERS:
            found[d] += len(re.findall(rf"'[ \t]*{re.escape(d)}[ \t]*'", line))
    if not found or found.most_common(1)[0][1] == 0:
        return None
    return found.most_common(1)[0][0]


def _records(lines: list[str], delimiter: str) -> list[tuple[int, int, str, bool]] | None:
    """The sheet's records: first and last line, text (off a tuple's parentheses), whether it was a tuple; a
    ``'`` quote left open at a line's end runs on into the next line (a cell's own line end). None when the
    last record's quote is never closed."""
    records: list[tuple[int, int, str, bool]] = []
    first, pending = 0, None
    for n, line in enumerate(lines, 1):
        if pending is None:
            if not line.strip():
                continue
            first, pending = n, line.rstrip("\r")
        else:
            pending += "\n" + line.rstrip("\r")
        text, was_tuple = _untupled(pending)
        if _raw_cells(text, delimiter) is not None:
            records.append((first, n, text, was_tuple))
            pending = None
    return records if pending is None else None


def single_quoted(text: str) -> SingleQuoted | None:
    """The sheet written again with ``"`` quotes when its own quote character is ``'`` (see the module); else
    None."""
    lines = text.split("\n")
    filled = [_untupled(line.rstrip("\r"))[0] for line in lines if line.strip()]
    if len(filled) < _ROWS or any(_DOUBLE_OPENS.search(line) for line in filled):
        return None
    delimiter = _delimiter(filled)
    if delimiter is None:
        return None
    records = _records(lines, delimiter)
    if records is None:
        return None
    quoted = sum(_quoted_row(record, delimiter) for _f, _l, record, _t in records)
    if quoted < _ROWS or quoted < _SHARE * len(records):
        return None
    out = list(lines)
    for first, last, record, _t in records:
        buffer = io.StringIO()
        csv.writer(buffer, delimiter=delimiter, lineterminator="\n").writerow(
            [_value(cell) for cell in _raw_cells(record, delimiter) or []])
        written = buffer.getvalue()[:-1].split("\n")
        if len(written) != last - first + 1:
            return None
        out[first - 1:last] = written
    joined = (f"{delimiter}'", f"'{delimiter}")
    doubtful = tuple(f for f, _l, record, _t in records
                     if any(j in _value(cell) for cell in _raw_cells(record, delimiter) or [] for j in joined))
    return SingleQuoted("\n".join(out), delimiter, [f for f, _l, _r, was_tuple in records if was_tuple],
                        tuple((f, last) for f, last, _r, _t in records if last > f), doubtful)


def _value(cell: str) -> str:
    """A cell's text: off its ``'`` quotes (a doubled one inside is one), else as written."""
    text = cell.strip()
    if len(text) >= 2 and text[0] == "'" and text[-1] == "'":
        return text[1:-1].replace("''", "'")
    return cell
