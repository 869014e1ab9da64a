"""A sheet turned sideways told by its shape, not by its asking signs; a row of points repeating each question's tail.

A question written down each column of a sheet need not ask by a sign (``2+2 [1]``, ``Que es lo primero que se
hace [1]``, a CJK prompt): the sheet's shape proves it. Its first row holds, in four columns in five, the column's
longest cell (half as long again as the rest, at the median), each question once along the row; every column holds
as many filled cells below it as the others (one more or fewer), their texts distinct in nine columns in ten
(choices of one question differ; a table's records repeat their values down a column); the sheet is at least twice as
wide as tall, four rows at least (a sheet of three rows is read as rows), every row as wide. And one proof more that
the first row asks: its cells ask (``?``, ``:``), or read as sentences (three words, or a long run of a script
written without spaces), or a row of points repeats each one's tail. An ordinary sheet's header row (``Question``,
``Option A``) is shorter than the cells under it, a gradebook's (``Homework 1``) is no sentence: neither is read so.

A row of numbers each equal to the number that closes its column's question (``2+2 [1]`` over ``1``, the bracket
round or square) in every column is each question's points, a field of the question, not an answer key: the row
and the tails are left out (``sidewaysrows`` says so at line 1).
"""

from __future__ import annotations

import re
from statistics import median
from typing import Literal

from quizdeck.importers.rowsheets import Row

#: how many times the rows a sideways sheet's columns are at least
_WIDER = 2
#: the fewest rows of a sheet read sideways by its shape (a question, two choices and one row more)
_LEAST_ROWS = 4
#: the share of columns whose first cell is the longest, whose cells below are distinct
_MOST = 0.8
_DISTINCT = 0.9
#: how much longer the question is than the column's longest other cell, at the median over the columns
_LONGER = 1.5
#: a question's closing number in brackets: its points (``Que es un branch [3]``, ``2+2 (1)``); searched in a text
#: whose end spaces are off, led by the bracket: linear however many spaces the text holds
_TAIL = re.compile(r"(?:\[[ \t]*(\d{1,3})[ \t]*\]|\([ \t]*(\d{1,3})[ \t]*\))$")
_NUMBER = re.compile(r"[ \t]*(\d{1,3})[ \t]*")
#: a run of a script written without spaces long enough to be a sentence (``日本の首都はどこ``)
_UNSPACED = 8


def _cell(row: Row, j: int) -> str:
    return row.cells[j].strip() if j < len(row.cells) else ""


def sentence(text: str) -> bool:
    """Whether a cell reads as a sentence: three words, or a long run without spaces of a script written so."""
    words = text.split()
    return len(words) >= 3 or any(len(w) >= _UNSPACED and not w.isascii() for w in words)


#: what proves a sheet's first row its questions, besides the shape: its cells ask, a row of points repeats their
#: tails, or (alone, the weakest: a table's header of long names reads so too) they read as sentences
Proof = Literal["asks", "points", "sentences"]


def shaped(rows: list[Row], width: int, asks: list[bool]) -> Proof | None:
    """What proves ``rows`` a sheet written one question a column, its questions along the first row, told by the
    shape (see the module); ``asks``, whether each of the first row's cells asks by a sign; None when not one."""
    if len(rows) < _LEAST_ROWS or width < _WIDER * len(rows) or any(len(r.cells) != width for r in rows):
        return None
    top = [_cell(rows[0], j) for j in range(width)]
    if not all(top) or len({" ".join(t.split()).casefold() for t in top}) < _DISTINCT * width:
        return None
    points = points_row(rows, 0)   # (its numbers no choices: a cell of them may repeat one)
    below = [[_cell(r, j) for i, r in enumerate(rows) if 0 < i != points and _cell(r, j)] for j in range(width)]
    counts = [len(b) for b in below]
    if min(counts) < 2 or max(counts) - min(counts) > 1:
        return None
    longest = [len(top[j]) > max(len(c) for c in below[j]) for j in range(width)]
    ratio = median(len(top[j]) / max(len(c) for c in below[j]) for j in range(width))
    distinct = sum(1 for b in below if len({c.casefold() for c in b}) == len(b))
    if sum(longest) < _MOST * width or ratio < _LONGER or distinct < _DISTINCT * width:
        return None
    if 2 * sum(asks) >= width:
        return "asks"
    if points is not None:
        return "points"
    return "sentences" if sum(1 for t in top if sentence(t)) >= _MOST * width else None


def _tail(text: str) -> tuple[str, int] | None:
    """A question's text before its closing number in brackets, and the number (``2+2 [1]``: ``2+2``, 1); None
    when it has none, or nothing before it."""
    bare = text.rstrip(" \t")
    m = _TAIL.search(bare)
    if m is None or not bare[:m.start()].strip():
        return None
    return bare[:m.start()].rstrip(" \t"), int(m.group(1) or m.group(2))


def tail_points(text: str) -> int | None:
    """The number closing a question in brackets (``2+2 [1]``: 1); None when it has none."""
    found = _tail(text)
    return None if found is None else found[1]


def untailed(text: str) -> str:
    """A question without its closing points (``2+2 [1]``: ``2+2``)."""
    found = _tail(text)
    return text if found is None else found[0]


def points_row(rows: list[Row], at: int) -> int | None:
    """The row below the question row ``at`` whose every filled cell is the number closing its column's question,
    in every column that has a question, two at least: the questions' points; None when no row is so."""
    asked = [j for j in range(len(rows[at].cells)) if _cell(rows[at], j)]
    tails = {j: tail_points(_cell(rows[at], j)) for j in asked}
    if len(asked) < 2 or any(t is None for t in tails.values()):
        return None
    for i in range(len(rows) - 1, at, -1):
        numbers = [_NUMBER.fullmatch(_cell(rows[i], j)) for j in asked]
        if all(m is not None and int(m.group(1)) == tails[j] for m, j in zip(numbers, asked, strict=True)):
            return i
    return None
