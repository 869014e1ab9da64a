"""A sheet of one column: every line one cell, quoted when it holds the delimiter (``"Yes, always."``).

A program that writes a list of lines as a CSV file (a question, its choices, an empty line, the next question)
quotes a line exactly when the line needs it: when it holds the delimiter (or a quote, doubled inside). Such a file
is no table -- its lines are read as text by the other readers -- but its quotes are the sheet's, not the text's.
The file shows it by its own consistency: no bare line holds the delimiter, every line that opens with a quote
is one whole quoted cell (closed at its end, the quotes inside doubled), and nine in ten of those hold the
delimiter (three at least). Then each quoted line is its cell's text, line for line (the same lines, so every
position stays). A sheet of one column whose rows a spreadsheet padded with empty cells (``Le Vaucluse;;``: under
its delimiter no line holds a second filled cell, a line or more ends with empty ones) is its lines without them.
Nothing here knows a language or a word.
"""

from __future__ import annotations

import csv
import io
import re

#: the delimiters a one-column sheet may be written with
_DELIMITERS = ",;\t"
#: one whole quoted cell on its line, its quotes inside doubled
_QUOTED = re.compile(r'[ \t]*"((?:[^"]|"")*)"[ \t]*')
_LEAST = 3
_MOST = 0.9


def one_column(text: str) -> str | None:
    """The text of a one-column sheet with each quoted line written as its cell's text (``"a, b"`` -> ``a, b``,
    ``""x""`` -> ``"x"``), when the file reads as such a sheet (see the module); else None."""
    lines = text.split("\n")
    quoted = [m for line in lines if line.lstrip().startswith('"') and (m := _QUOTED.fullmatch(line)) is not None]
    opening = sum(1 for line in lines if line.lstrip().startswith('"'))
    if len(quoted) < _LEAST or len(quoted) != opening:
        # a line that opens a quote it does not close on that line: cells of many lines, or no sheet
        return unpadded(lines) if not opening else None
    bare = [line for line in lines if not line.lstrip().startswith('"')]
    for delimiter in _DELIMITERS:
        if any(delimiter in line for line in bare):
            continue
        if sum(1 for m in quoted if delimiter in m.group(1)) >= _MOST * len(quoted):
            return "\n".join(m.group(1).replace('""', '"') if (m := _QUOTED.fullmatch(line)) is not None
                             and line.lstrip().startswith('"') else line for line in lines)
    return None


def one_field(text: str) -> bool:
    """Whether a text's rows are a text's lines, not a sheet's: read as a sheet (its quotes too), no row holds two
    filled cells split at a ``;`` or a tab, and fewer than half of them at a comma (a sentence's)."""
    def rows(delimiter: str) -> list[list[str]]:
        try:
            return [r for r in csv.reader(io.StringIO(text), delimiter=delimiter) if any(c.strip() for c in r)]
        except csv.Error:
            return []

    def two(row: list[str]) -> bool:
        return sum(1 for cell in row if cell.strip()) >= 2
    commas = rows(",")
    return bool(commas) and not any(two(r) for d in ";\t" for r in rows(d)) \
        and 2 * sum(1 for r in commas if two(r)) < len(commas)


def unpadded(lines: list[str]) -> str | None:
    """The lines without the empty cells padding them (``Le Vaucluse;;`` -> ``Le Vaucluse``), when under one
    delimiter no line holds a second filled cell, the filled one first, and a line at least is so padded; else
    None."""
    for delimiter in _DELIMITERS:
        cells = [line.split(delimiter) for line in lines]
        if not any(len(c) > 1 for c in cells) or any(any(x.strip() for x in c[1:]) for c in cells):
            continue
        return "\n".join(c[0].rstrip() if len(c) > 1 else line for c, line in zip(cells, lines, strict=True))
    return None
