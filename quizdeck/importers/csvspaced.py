"""A sheet whose delimiter is written with a space on each side (``question | choice | choice``): split only there.

A sheet typed by hand, or a program's records joined by ``" | "``, may hold the symbol in a cell's own text: an
operator (``||``, ``&&``, ``|``), a quoted ``"||"``. The csv module splits at every one of them, and at its quote
marks. When nine of the symbol's places in ten, ten places at least, are written with a space on each side, that is
the delimiter, when three lines in four hold as many of them and the rows are split by no other; a place without
the spaces is the text's own. The text is read with each spaced place written as a
tab (a text holding no tab), the others kept in their cells; the reader says so at the first line that keeps one.
"""

from __future__ import annotations

import re
from collections import Counter

#: the symbols met as a spaced delimiter
_SYMBOLS = "|;"
#: the fewest spaced places, and their share of the symbol's places
_LEAST = 10
_MOST = 0.9
#: the share of the lines that hold the same number of spaced places, and the fewest cells that makes a row
_STEADY = 0.75
_FEWEST_CELLS = 3
#: the delimiters a sheet's rows may be split by otherwise
_OTHERS = ",;|"


def _steady(lines: list[str], other: str) -> bool:
    """Whether three lines in four hold a delimiter as many times (once at least): the rows' own, maybe."""
    places, count = Counter(line.count(other) for line in lines).most_common(1)[0]
    return places > 0 and count >= _STEADY * len(lines)


def spaced_split(text: str) -> tuple[str, str, list[int]] | None:
    """The text with its spaced delimiter's places written as tabs, the delimiter, and the lines that keep the symbol
    unspaced in a cell's text; None when the text holds a tab or its symbols are not mostly spaced (or all are:
    nothing to keep apart), three lines in four do not hold as many of them (two at least), or as many hold another
    delimiter as many times (``,``: the rows' own, the spaced symbol a list's in a cell)."""
    if "\t" in text:
        return None
    for symbol in _SYMBOLS:
        total = text.count(symbol)
        spaced = re.compile(rf"(?<= ){re.escape(symbol)}(?= )")
        found = len(spaced.findall(text))
        if found < _LEAST or found < _MOST * total or found == total:
            continue
        lines = text.split("\n")
        filled = [line for line in lines if line.strip()]
        per_line = Counter(len(spaced.findall(line)) for line in filled)
        places, count = per_line.most_common(1)[0]
        if places < _FEWEST_CELLS - 1 or count < _STEADY * len(filled) or any(
                _steady(filled, other) for other in _OTHERS if other != symbol):
            continue   # not the rows' delimiter: lists in a cell (`a ; b ; c`) of a sheet split otherwise
        kept = [n for n, line in enumerate(lines, start=1) if line.count(symbol) > len(spaced.findall(line))]
        return "\n".join(spaced.sub("\t", line) for line in lines), symbol, kept
    return None
