"""A row's last choice that may stand for an empty cell (``none``, ``null``): a choice, unless the sheet pads with it.

A sheet writes ``None`` or ``null`` as a choice of its own (``typeof null``, ``Java|C++|None``) or, exported by a
program, where a question has fewer choices than the columns. The sheet tells which: a word that pads stands last
in many rows (more than one in ten, two at least), a choice in one row or so, and a sheet that writes ``N/A`` or
``-`` for a missing choice pads; a row whose real choices it brings up to as many as most rows have is a row like
the others. The caller keeps such a choice and says so at its row.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from quizdeck.importers.choicetext import is_placeholder, may_be_placeholder
from quizdeck.importers.imported import folded

#: the share of rows, and the fewest, a word must stand last in to pad
_PADS, _PADS_LEAST = 0.1, 2


@dataclass(frozen=True)
class Padding:
    """What a sheet's rows show of their last choices: the words that pad (all of them when the sheet writes
    a placeholder such as ``N/A`` or ``-`` for a missing choice), the count of real choices most rows have."""

    pads: frozenset[str] | None
    usual: int | None

    def keeps(self, cells: list[str]) -> int | None:
        """The place of a row's last filled choice when it may stand for an empty cell (``none``, ``null``, not
        ``N/A``) yet is a choice: no padding word, the row's choices then as many as most rows' real ones; else
        None."""
        filled = [k for k, c in enumerate(cells) if c.strip()]
        if len(filled) < 3 or self.pads is None or self.usual is None:
            return None
        last = cells[filled[-1]].strip()
        if not may_be_placeholder(last) or is_placeholder(last) or folded(last) in self.pads:
            return None
        return filled[-1] if len(_real(cells)) + 1 == self.usual else None


def _real(cells: list[str]) -> list[str]:
    """A row's choices that stand for no empty cell, even maybe."""
    return [c for c in cells if c.strip() and not may_be_placeholder(c.strip())]


def padding(rows: list[list[str]]) -> Padding:
    """The padding of a sheet's rows, each given as its choices' cells."""
    if any(c.strip() and is_placeholder(c.strip()) for cells in rows for c in cells):
        return Padding(None, None)   # "N/A", "-": the sheet writes a word for a missing choice
    lasts: Counter[str] = Counter()
    counts: Counter[int] = Counter(len(_real(cells)) for cells in rows)
    for cells in rows:
        filled = [c.strip() for c in cells if c.strip()]
        if filled and may_be_placeholder(filled[-1]):
            lasts[folded(filled[-1])] += 1
    pads = frozenset(w for w, n in lasts.items() if n >= max(_PADS_LEAST, _PADS * len(rows)))
    usual, many = counts.most_common(1)[0] if counts else (0, 0)
    return Padding(pads, usual if many >= 0.5 * len(rows) else None)
