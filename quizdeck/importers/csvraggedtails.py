"""Rows that differ only in how many choices they end with: a game's records (``Artes;5;Quem…?;a;b;c;d;e`` beside
``Natação;5;A statement.;Verdadeiro;Falso``), the trailing cells each row's own choices, the first the right one.

A quiz game that splits each line into fields keeps the fields of fixed place first (a category, its points, the
question) and writes after them as many choices as the question has: two for a true/false statement, five, ten.
No width holds most rows, and a column filled only by the longer rows is no column of choices to a reader that
judges columns (``csvinfer``). The rows prove the layout themselves when every cell of every row is filled (nothing
skipped before a row's end), five rows at least of two widths or more: the leading cells every row has are steady
(short, none asking), then the question (asking in nine rows in ten, or half as long again as the choices), then two
to twelve choices each, and no answer column (no edge of the tail naming one of the others, by letter, number or
text, in nine rows in ten). With no key in the file, a quiz app's first choice is the right one
(``csvinfer.first_taken``, said with the layout); the rows are read padded with empty cells at their end
(``csvragged.Ragged``, said too). A lead column of a few values repeated is the rows' tag.
"""

from __future__ import annotations

from collections import Counter

from quizdeck.importers.asking import ASKS
from quizdeck.importers.csvinfer import Layout
from quizdeck.importers.csvlistsign import names_item
from quizdeck.importers.csvragged import Ragged

#: the fewest rows, the most looked at
_LEAST, _LOOKED = 5, 200
#: rows of one width at least this share: the sheet's width, not a ragged tail (``csvragged``'s share)
_ONE_WIDTH = 0.6
#: the fewest and most choices a row ends with
_FEWEST, _MOST_CHOICES = 2, 12
#: the share of questions that ask, or how much longer than the choices they are
_MOST, _LONGER = 0.9, 1.5
#: a lead cell's longest text: a category, points, a level
_SHORT = 30


def _mean(cells: list[str]) -> float:
    return sum(len(c) for c in cells) / len(cells) if cells else 0.0


def _question(rows: list[list[str]], lead: int) -> int | None:
    """The question's column among the first ``lead``: the one of the longest cells, which ask in nine rows in ten or
    are half as long again as the choices after it; every column before it short and never asking."""
    q = max(range(lead), key=lambda j: _mean([r[j] for r in rows]))
    questions = [r[q] for r in rows]
    choices = [c for r in rows for c in r[q + 1:]]
    asks = sum(1 for t in questions if ASKS.search(t)) >= _MOST * len(rows)
    if not asks and _mean(questions) < _LONGER * _mean(choices):
        return None
    if any(len(r[j]) > _SHORT or ASKS.search(r[j]) for r in rows for j in range(q)):
        return None
    return q


def _repeated(cells: list[str]) -> bool:
    """Whether a column holds a few values, each on two rows at least: a category."""
    counts = Counter(cells)
    return len(counts) <= len(cells) // 2 and min(counts.values()) >= 2


def _keyed(rows: list[list[str]], q: int) -> bool:
    """Whether the tail's first or last cell names one of the row's other tail cells (a letter, a number, a choice's
    text) in nine rows in ten: an answer column among the tail's cells, no choice."""
    def names(r: list[str], at: int) -> bool:
        tail = r[q + 1:]
        others = tail[:at] + tail[at + 1:] if at >= 0 else tail[:-1]
        return tail[at].casefold() in {o.casefold() for o in others} \
            or any(names_item(tail[at], others, base) for base in (0, 1))
    return any(sum(1 for r in rows if names(r, at)) >= _MOST * len(rows) for at in (0, -1))


def ragged_tail(rows: list[list[str]]) -> tuple[Ragged, Layout] | None:
    """How the rows are padded, and the layout they read by so (module doc); None when they are not so."""
    rows = [[c.strip() for c in r] for r in rows if any(c.strip() for c in r)][:_LOOKED]
    widths = Counter(len(r) for r in rows)
    if len(rows) < _LEAST or len(widths) < 2 or widths.most_common(1)[0][1] >= _ONE_WIDTH * len(rows):
        return None
    if any(not all(r) for r in rows):
        return None   # a cell skipped inside a row: columns of their own, not a tail of choices
    lead = min(widths) - _FEWEST
    if lead < 1 or (q := _question(rows, lead)) is None:
        return None
    if any(not _FEWEST <= len(r) - q - 1 <= _MOST_CHOICES for r in rows) or _keyed(rows, q):
        return None   # an answer column at the tail's edge (`Quem…? / B / a / b / c`): no tail of choices alone
    width = max(widths)
    tags = next((j for j in range(q) if not all(r[j].isdecimal() for r in rows) and _repeated([r[j] for r in rows])),
                None)
    layout = Layout(width=width, question=q, choices=list(range(q + 1, width)), tags=tags, first_right=True)
    return Ragged(width, False), layout
