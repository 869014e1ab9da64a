"""Rows of unequal length: each question with its own number of choices, written without the empty cells a
spreadsheet pads its rows with.

A program that saves a question as a list (``question;answer;choice;choice`` beside
``question;answer;choice;choice;choice;choice``) keeps the fields of fixed place at one end of the row and
the choices, as many as the question has, after them or before them (``question;choice;choice;answer``: the
answer last). No width then holds most rows, so the columns cannot be told from the rows as they are. They
are read as a sheet when, padded with empty cells to the longest row, at their end or before their last
cell, their cells tell the columns (``csvinfer.infer``) with an answer column: padding at the end first; else,
each row a question and its choices alone, by the mark the right ones carry (``csvinfer.marked_rows``: ``#Oslo``,
on one choice or a few of each row).

Rows whose every last cell is a key naming one of the row's own choices (``rowrelations.last_cell_key``) are read
padded before their last cell (``keyed``): a relation that holds on every row is the sheet's layout, the rows of
other widths no damage; unless one width holds all the rows but one in twenty and the others are wider with keys
inside that width's choices (``split_in_cells``): those rows hold the delimiter in a cell. A wider row whose key
names a choice only it has (``E`` where the others have A-D) is a question of more choices, as the keys say.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from quizdeck.importers.csvinfer import Layout, infer, marked_rows
from quizdeck.importers.rowrelations import key_named, last_cell_key

#: the fewest cells a row has: a question, two choices (or a choice and an answer)
_FEWEST = 3
#: the most rows looked at to tell the layout
_LOOKED = 200
#: rows of one width at most this share: more, and the sheet's rows are of that width, the others amiss
_MOST = 0.6
#: rows of one width this share at least, the others all wider: the sheet's width, the wider rows split in a cell
_NEARLY_ALL = 0.95


@dataclass(frozen=True)
class Ragged:
    """How a row is padded: to ``width`` cells, the empty cells at its end or (``last``) before its last cell."""

    width: int
    last: bool

    def records(self, row: list[str]) -> list[list[str]]:
        """The row padded so (as it is when it is as long or longer, or empty)."""
        if not row or len(row) >= self.width:
            return [row]
        gap = [""] * (self.width - len(row))
        return [row[:-1] + gap + row[-1:]] if self.last else [row + gap]


def pad(rows: list[list[str]]) -> tuple[Ragged, Layout] | None:
    """How the rows are padded, and the layout they read by so (see the module's docstring); None when the
    rows are of one width in most cases, shorter than three cells, or read with no answer column either way."""
    rows = [r for r in rows if any(c.strip() for c in r)][:_LOOKED]
    widths = Counter(len(r) for r in rows)
    if len(rows) < 4 or len(widths) < 2 or min(widths) < _FEWEST or \
            widths.most_common(1)[0][1] >= _MOST * len(rows):
        return None
    width = max(widths)
    for last in (False, True):
        ragged = Ragged(width, last)
        layout = infer([ragged.records(r)[0] for r in rows])
        if layout is not None and layout.answers and not layout.header:
            _all_choices(layout, ragged, min(widths))
            return ragged, layout
    ragged = Ragged(width, False)
    marked = marked_rows([ragged.records(r)[0] for r in rows])   # no answer column: marks on the right choices
    return (ragged, marked) if marked is not None else None


def keyed(rows: list[list[str]]) -> tuple[Ragged, Layout] | None:
    """Rows of several widths each ending with a key that names one of its own choices: padded before their last
    cell, and the layout they read by so (with that last column the answer); None when they are not so."""
    rows = [r for r in rows if any(c.strip() for c in r)][:_LOOKED]
    if not last_cell_key(rows) or split_in_cells(rows):
        return None
    ragged = Ragged(max(len(r) for r in rows), True)
    layout = infer([ragged.records(r)[0] for r in rows])
    if layout is None or layout.answer != ragged.width - 1 or layout.header:
        return None
    _all_choices(layout, ragged, min(len(r) for r in rows))
    return ragged, layout


def split_in_cells(rows: list[list[str]]) -> bool:
    """Whether one width holds all the rows but one in twenty and every other row is wider: rows of one sheet,
    a few of them split at a delimiter inside a cell (not questions of more choices); not when a wider row's key
    names a choice only it has (``…;8;E`` where the others have A-D): a question of more choices."""
    widths = Counter(len(r) for r in rows)
    width, count = widths.most_common(1)[0]
    if count < _NEARLY_ALL * len(rows) or not all(w > width for w in widths if w != width):
        return False
    return not any((k := key_named(r[-1], len(r) - 2)) is not None and k >= width - 2 for r in rows if len(r) > width)


def _all_choices(layout: Layout, ragged: Ragged, narrowest: int) -> None:
    """The choices run on into the columns only the longer rows fill (``infer`` stops a run at a column
    filled in fewer than half the rows): each of them a choice, where they follow the choices found and
    nothing else is read from them."""
    sparse = range(narrowest - 1, ragged.width - 1) if ragged.last else range(narrowest, ragged.width)
    extra = [c for c in sparse if c not in layout.choices]
    if not layout.choices or not extra or any(c not in layout.unused for c in extra):
        return
    joined = sorted({*layout.choices, *extra})
    if joined == list(range(joined[0], joined[-1] + 1)) and not layout.why and layout.separator is None:
        layout.choices = joined
