"""Cells a sheet wraps into the next column (``Wann wurde der Schriftsteller;George Bernard Shaw geboren?``): joined.

A sheet exported from fixed-width lines may cut a long question or choice and write its rest into a column of its
own, empty in the rows whose text fits (``Stadt;Welches Land …?;;Irak;;Iran;;…``). The file proves such a
**continuation** column by its own cells:

* it is filled in fewer than nine rows in ten (two at least), only where the column on its left is filled, and
  that column is filled in nine rows in ten;
* where it is empty, nine cells in ten on its left end with one sign (``?``, ``.``: the column's own ending), and
  where it is filled, nine cells in ten on its left lack that sign and the continuation supplies it; or, when the
  column on its left has no such ending (choices), its cells where it is filled are longer than nine in ten of the
  others -- cut at the line's width -- and another column of the sheet is proved by its ending;
* the proved columns stand in pairs with the column on their left, at a step of two: a column of that shape empty
  in every row (no choice wrapped there) is one too, joined as the others (an empty cell adds nothing).

``wrap_folds`` finds them, ``WrapFold.fold`` joins each to the cell on its left with a space (a word cut at a hyphen,
``Fließgeschwindig-``, joined to its rest without one) before the layout is inferred (``csvinfer.infer``, only when
the columns as they stand give none). A row one cell short whose quoted cell already holds the joined text (a quote
opened in the question and closed in its continuation swallows the delimiter) gets its continuation back, empty,
where that alone puts a filled cell in every column the other rows fill.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

#: the share of rows that is "nearly all", and the fewest rows a continuation is learnt from
_MOST, _LEAST = 0.9, 5
#: the fewest rows a continuation must fill
_FEWEST_FILLED = 2


@dataclass(frozen=True)
class WrapFold:
    """The rows' usual width, the columns each continuing the column on its left (0-based, as the file counts them),
    and the columns filled in nine rows in ten."""

    width: int
    joins: tuple[int, ...]
    full: frozenset[int]

    def records(self, row: list[str]) -> list[list[str]]:
        """The row as the sheet's reader gives it: folded (a shape of ``csvrows.SheetLayout``)."""
        return [self.fold(row)]

    def fold(self, row: list[str]) -> list[str]:
        """The row with each continuation joined to the cell on its left (a row one cell short mended first)."""
        cells = self._mended(list(row)) if len(row) == self.width - 1 else list(row)
        for j in reversed(self.joins):
            if j < len(cells):
                cells[j - 1:j + 1] = [joined(cells[j - 1], cells[j])]
        return cells

    def mends(self, row: list[str]) -> bool:
        """Whether ``fold`` puts back a continuation the row lacks (one cell short, a quote holding the delimiter)."""
        return len(row) == self.width - 1 and len(self._mended(list(row))) == self.width

    @staticmethod
    def mend_said(quoted: bool = True) -> str:
        """A mended row, as its warning says it (``quoted``: the row's line holds a quote, which explains it)."""
        if not quoted:
            return ("this row is one cell short: an empty continuation put back where that alone puts a filled cell "
                    "in every column the other rows fill, the row's other cells in their columns")
        return ("this row is one cell short: a quote opened in a cell holds the delimiter (kept in its text) and the "
                "cell after it, which continues it: read as the two joined, the row's other cells in their columns")

    def _mended(self, cells: list[str]) -> list[str]:
        """A row one cell short: an empty continuation put back where that alone fills every full column."""
        fits = [j for j in self.joins if self._fills([*cells[:j], "", *cells[j:]])]
        return [*cells[:fits[0]], "", *cells[fits[0]:]] if len(fits) == 1 else cells

    def _fills(self, cells: list[str]) -> bool:
        return all(j < len(cells) and cells[j].strip() for j in self.full)

    def said(self) -> str:
        """The fold, as the layout's warning says it (columns counted from 1)."""
        pairs = ", ".join(f"{j + 1} into {j}" for j in self.joins)
        return (f"columns that continue the cell on their left where it is cut (filled in some rows only: {pairs}) "
                "joined to it, the columns after counted as joined")


def joined(left: str, rest: str) -> str:
    """A cut cell and its continuation as one text: a space between, none after a word cut at a hyphen."""
    head, tail = left.strip(), rest.strip()
    if not tail:
        return left
    if not head:
        return tail
    if head.endswith("-") and len(head) >= 2 and head[-2].isalpha() and tail[0].islower():
        return head + tail
    return f"{head} {tail}"


def wrap_folds(rows: list[list[str]]) -> WrapFold | None:
    """The continuation columns of a sheet's rows (``WrapFold``), proved by their cells; None when there are none."""
    widths = Counter(len(r) for r in rows if any(c.strip() for c in r))
    if not widths:
        return None
    width, count = widths.most_common(1)[0]
    regular = [[c.strip() for c in r] for r in rows if len(r) == width]
    if count < _LEAST or count < 0.6 * sum(widths.values()):
        return None
    full = frozenset(j for j in range(width) if sum(1 for r in regular if r[j]) >= _MOST * len(regular))
    ended: list[int] = []
    long: list[int] = []
    for j in range(1, width):
        proof = _continues(regular, j) if j - 1 in full and j not in full else None
        if proof == "ending":
            ended.append(j)
        elif proof == "length":
            long.append(j)
    if not ended:
        return None
    # the same shape as the proved ones: pairs at a step of two, a pair's continuation empty in every row too
    step = ended[0] % 2
    empty = [j for j in range(1, width) if j - 1 in full and not any(r[j] for r in regular)]
    joins = sorted(j for j in {*ended, *long, *empty} if j % 2 == step)
    return WrapFold(width, tuple(joins), full)


def _continues(rows: list[list[str]], j: int) -> str | None:
    """How column ``j`` is proved the continuation of the column on its left: "ending" (the left cells lack the
    column's own ending where it is filled, and it supplies it), "length" (the left cells are cut long where it is
    filled, the column having no ending of its own); None when it is not."""
    cut = [(r[j - 1], r[j]) for r in rows if r[j]]
    whole = [r[j - 1] for r in rows if not r[j] and r[j - 1]]
    if len(cut) < _FEWEST_FILLED or len(whole) < _LEAST or any(not left for left, _ in cut) \
            or not all(any(ch.isalpha() for ch in rest) for _, rest in cut):
        return None
    ending, n = Counter(c[-1] for c in whole).most_common(1)[0]
    if not ending.isalnum() and n >= _MOST * len(whole):
        supplied = sum(1 for left, rest in cut if not left.endswith(ending) and rest.endswith(ending))
        return "ending" if supplied >= _MOST * len(cut) else None
    lengths = sorted(len(c) for c in whole)
    usual = lengths[int(_MOST * (len(lengths) - 1))]
    return "length" if sum(1 for left, _ in cut if len(left) > usual) >= _MOST * len(cut) else None
