"""A header's name with a number an exporter glued on to keep two names apart (``title2``, ``link3``,
``description4``: an RSS feed or a spreadsheet's columns flattened): its base word, read as the name.

Only a word of three letters or more with one or two digits glued to its end, no space or ``_`` between (``Option
2``, ``answer_1`` are a count the caller reads first as such). Where the base word's own column is there too and its
cells are one value in every row (the feed's metadata repeated), the numbered column is the one that varies: it
takes the name (``over_steady``). A base word glued to two numbers or more in one header (``feedback1``,
``feedback2``: one for each choice) is a series counted, no exporter's glue: none of its names is read as the word
(``glued_bases``).
"""

from __future__ import annotations

import re
from collections import Counter

#: a word, then one or two digits glued on: ``title2``, ``description4``
_GLUED = re.compile(r"([^\W\d_]{3,})(\d{1,2})")
#: the fewest rows that show a column's cells are one value
_LEAST = 3


def glued_base(name: str) -> str | None:
    """The base word of a name an exporter numbered (``title2``: ``title``); None when it is no such name."""
    found = _GLUED.fullmatch(name.strip())
    return found.group(1) if found is not None else None


def glued_bases(names: list[str]) -> dict[int, str]:
    """Each name of a header an exporter numbered, by its place, with its base word (``glued_base``): only where no
    other name of the header glues a number on the same base word (``feedback1``, ``feedback2``: a series)."""
    found = {j: base for j, name in enumerate(names) if (base := glued_base(name)) is not None}
    counts = Counter(found.values())
    return {j: base for j, base in found.items() if counts[base] == 1}


def _cells(rows: list[list[str]], j: int) -> list[str]:
    return [r[j].strip() for r in rows if j < len(r)]


def over_steady(rows: list[list[str]], base: int, numbered: int) -> bool:
    """Whether the numbered column should take its base word's name from column ``base``: the base column's cells
    one value in every row (three at least), the numbered column's not."""
    steady = _cells(rows, base)
    varied = _cells(rows, numbered)
    return len(steady) >= _LEAST and len(set(steady)) == 1 and len(set(varied)) > 1
