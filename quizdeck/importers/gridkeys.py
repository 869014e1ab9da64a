"""Answer keys laid out as a grid after the questions: several ``(number, letter)`` pairs on each line.

Under a heading that names an answer key (``## Answer Key``, ``## Respostas``...: ``keytitles.KEY_OPENING``), down to
the next heading of its level or above, a key is often written several entries a line, column by column or row by
row, in a code fence or not, or as a table whose header repeats a (number, answer) pair of columns:

    1. B     6. B     11. B          | Q# | Answer | Q# | Answer |
    2. B     7. A     12. C          | 1  | B      | 6  | B      |

A line of the section is a grid line when it is nothing but two or more such pairs: a number (``1``, ``1.``,
``1)``, ``1:``, ``1 -``, ``Q1``) then a choice letter (or several joined by ``/``: ``A/D``), apart by spaces, ``|``,
``·``, ``,`` or ``;``. Every pair is
an entry, whatever its place on the line (the order of the grid, rows or columns, does not matter: each names its
question by number). The section is a key only when its grid lines give at least ``_LEAST`` entries and no number
twice (a number given twice is said at its line: none of that section is read, the reader's "gives no answer"
stays). A table's row of four cells or more is read cell by cell (``mdtables.cell_pairs``: ``| 3 | B, D | 23 | B |``
is two entries, the first a multi answer; a pair of empty cells is none). Lines with one pair are left to the readers
of one entry a line (``mdkeys``). Each line is matched once, left to right, by anchored patterns linear in its length.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from quizdeck.importers.keytitles import KEY_OPENING
from quizdeck.importers.mdtables import cell_pairs, table_cells

#: one pair at the scanner's place: separators, then group (1) the number, group (2) the letter
_PAIR = re.compile(r"[ \t|·,;]*(?:\*\*|__)?(?:Q|#)?(\d{1,4})(?:\*\*|__)?[ \t]*(?:[.):\-–—|][ \t]*)?"
                   r"(?:\*\*|__)?([A-Ha-h](?:/[A-Ha-h]){0,7})(?:\*\*|__)?[.)]?(?![\w(/])", re.I)
#: what may close a grid line after its last pair
_TAIL = re.compile(r"[ \t|·,;]*$")
_LEAST = 4
_LONGEST = 600
_LETTERS = "abcdefgh"


@dataclass(frozen=True)
class GridKey:
    """A key section read as a grid: its entries (line index, question number, right choices), its lines."""

    entries: list[tuple[int, int, list[int]]]
    heading: int
    end: int   # the index after the section's last line
    #: (line index, what is wrong): a grid the reader met but did not read, to be said at its line
    refused: list[tuple[int, str]]


def _pairs(line: str) -> list[tuple[int, list[int]]] | None:
    """The (number, choice indices) pairs a grid line is made of (``A/D``: two), or None when it is not only pairs."""
    if len(line) > _LONGEST:
        return None
    cells = table_cells(line)
    if cells is not None and len(cells) >= 4:
        return cell_pairs(cells)   # a table's row, read cell by cell: "| 3 | B, D | 23 | B | | |"
    out: list[tuple[int, list[int]]] = []
    at = 0
    while True:
        m = _PAIR.match(line, at)
        if m is None or m.end() == at:
            break
        out.append((int(m.group(1)), sorted({_LETTERS.index(c) for c in m.group(2).lower().split("/")})))
        at = m.end()
    if len(out) < 2 or not _TAIL.match(line, at):
        return None
    return out


def grid_keys(lines: Sequence[str], headings: Mapping[int, tuple[int, str]]) -> list[GridKey]:
    """The grid keys of the key sections of a Markdown source (see the module's docstring)."""
    order = sorted(headings)
    out: list[GridKey] = []
    for k, h in enumerate(order):
        level, text = headings[h]
        if not KEY_OPENING.match(text[:200]):
            continue
        end = next((g for g in order[k + 1:] if headings[g][0] <= level), len(lines))
        entries: list[tuple[int, int, list[int]]] = []
        seen: dict[int, int] = {}
        twice: tuple[int, int] | None = None
        for i in range(h + 1, end):
            found = _pairs(lines[i])
            if found is None:
                continue
            for number, indices in found:
                if number in seen and twice is None:
                    twice = (i, number)
                seen[number] = i
                entries.append((i, number, indices))
        if len(entries) < _LEAST:
            continue
        if twice is not None:
            out.append(GridKey([], h, end, [(twice[0], f"the answer key's grid gives question {twice[1]} "
                                                      "twice: its grid is not read")]))
            continue
        out.append(GridKey(entries, h, end, []))
    return out
