"""A sheet of one column: every line one cell, quoted when it holds the delimiter (``"Yes, always."``).

A program that writes a list of lines as a CSV file (a question, its choices, an empty line, the next question)
quotes a line exactly when the line needs it: when it holds the delimiter (or a quote, doubled inside). Such a file
is no table -- its lines are read as text by the other readers -- but its quotes are the sheet's, not the text's.
The file shows it by its own consistency: no bare line holds the delimiter, every line that opens with a quote
is one whole quoted cell (closed at its end, the quotes inside doubled), and nine in ten of those hold the
delimiter (three at least). Then each quoted line is its cell's text, line for line (the same lines, so every
position stays). Nothing here knows a language or a word.
"""

from __future__ import annotations

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
        return None   # a line that opens a quote it does not close on that line: cells of many lines, or no sheet
    bare = [line for line in lines if not line.lstrip().startswith('"')]
    for delimiter in _DELIMITERS:
        if any(delimiter in line for line in bare):
            continue
        if sum(1 for m in quoted if delimiter in m.group(1)) >= _MOST * len(quoted):
            return "\n".join(m.group(1).replace('""', '"') if (m := _QUOTED.fullmatch(line)) is not None
                             and line.lstrip().startswith('"') else line for line in lines)
    return None
