"""Rows whose cells count what follows them: a number of choices, a number of keys, then those choices and keys.

An app's converter may write each question as ``question;type;n;k;choice 1..choice n;key 1..key k;`` and pad the
row with empty cells to one width (``Le pare-feu…;1;4;2;a;b;c;d;1;3;;;;``). The choices then stand at one place but
end at another row by row, and the keys (choice numbers) move with them: no column holds the answer. Two number
cells side by side that, in nine rows in ten, count the filled cells after them -- first ``n`` choices, then ``k``
choice numbers each within ``1..n`` (or ``0..n-1``), then nothing but empty cells -- are such counts. ``counted``
finds them and ``Counted.records`` gives each row as a sheet's: the cells before the counts, the choices padded to
the most a row has, the keys joined in one cell (``1,3``), which ``csvinfer`` then reads as any sheet's; a row the
counts do not fit has its filled cells as choices and no key, which the reader says at its line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: a count or a choice's number
_NUMBER = re.compile(r"\d{1,2}")
#: the fewest rows the counts are learnt from, and the share of them they must fit
_LEAST, _MOST = 4, 0.9
#: the fewest choices a row counts, and the most
_FEWEST, _MOST_CHOICES = 2, 12


@dataclass(frozen=True)
class Counted:
    """Rows whose cells ``at`` and ``at + 1`` count the choices and the keys after them; ``most`` the most
    choices a row has."""

    at: int
    most: int

    def records(self, row: list[str]) -> list[list[str]]:
        """The row as a sheet's: its cells before the counts, its choices padded to ``most``, its keys in one
        cell (a row that is not so, as it is)."""
        if not any(c.strip() for c in row) or len(row) <= self.at:
            return [row]
        split = _split(row, self.at)
        if split is None:   # its counts do not fit its cells: its filled cells the choices, no key (said by the reader)
            filled = [c.strip() for c in row[self.at + 2:] if c.strip()][:self.most]
            return [[*row[:self.at], *filled, *[""] * (self.most - len(filled)), ""]]
        choices, keys = split
        return [[*row[:self.at], *choices, *[""] * (self.most - len(choices)), ",".join(keys)]]

    def base(self, rows: list[list[str]]) -> int | None:
        """What the keys count the choices from, as the rows prove it: 0 when a key is 0, 1 when a key is as high
        as its row's count of choices (never both); None when no row proves either."""
        keys = [(int(k), len(s[0])) for r in rows if (s := _split(r, self.at)) is not None for k in s[1]]
        zero, top = any(k == 0 for k, _ in keys), any(k == n for k, n in keys)
        return None if zero == top else 0 if zero else 1

    def said(self) -> str:
        """The counts, as a warning says them (columns counted from 1)."""
        return f"columns {self.at + 1} and {self.at + 2} count the choices and the keys after them (the row's " \
               "choices, then the numbers of its right ones)"


def _split(row: list[str], at: int) -> tuple[list[str], list[str]] | None:
    """A row's choices and keys as its counts at ``at`` say, when they do: the counted cells filled, each key a
    choice's number, nothing after them; None otherwise."""
    cells = [c.strip() for c in row]
    if len(cells) < at + 2 or not _NUMBER.fullmatch(cells[at]) or not _NUMBER.fullmatch(cells[at + 1]):
        return None
    n, k = int(cells[at]), int(cells[at + 1])
    if not _FEWEST <= n <= _MOST_CHOICES or not 1 <= k <= n or len(cells) < at + 2 + n + k:
        return None
    choices, keys, rest = cells[at + 2:at + 2 + n], cells[at + 2 + n:at + 2 + n + k], cells[at + 2 + n + k:]
    if not all(choices) or any(rest) or not all(_NUMBER.fullmatch(v) and int(v) <= n for v in keys):
        return None
    return choices, keys


def counted(rows: list[list[str]]) -> Counted | None:
    """The counts nine rows in ten (four at least, blank ones aside) have at one place, after a first cell, with
    the choices' number varying from row to row (a fixed number is a sheet's columns); None when none. A row they
    do not fit is read with its filled cells as its choices and no answer, which the reader says."""
    rows = [r for r in rows if any(c.strip() for c in r)]
    if len(rows) < _LEAST:
        return None
    for at in range(1, min(len(r) for r in rows) - 3):
        split = [s for r in rows if (s := _split(r, at)) is not None]
        if len(split) < _MOST * len(rows):
            continue
        sizes = {len(s[0]) for s in split}
        if len(sizes) >= 2:
            return Counted(at, max(sizes))
    return None
