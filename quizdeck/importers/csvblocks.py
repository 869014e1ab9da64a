"""A sheet of blocks whose rows play parts by their kind: a question's row, its choices' rows, an empty row.

Some sheets give a question a block of rows (``Which…?,`` then ``1,choice``, ``0,choice``, then ``,``): the
question's row holds its text in the first cell and nothing else; each row under it a short mark in the first
cell and a choice in the second; an empty row closes the block. The first column thus holds the question in one
kind of row and the mark in the other: no column has one part, so no reading by columns sees it. The rows tell
it by what repeats: blocks of that shape (three at least, nine in ten of them), the marks a few short values
(three at most) that the blocks share, among them a right and a wrong mark (``1``/``0``, ``true``/``false``...).
A third value beside those two (an author's "not known") is not read as right; the reader says it once.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from dataclasses import dataclass, field

from quizdeck.importers.csvinfer import FALSE_MARKS, TRUE_MARKS

#: the share of blocks that must have the shape, the fewest blocks, the longest mark
_MOST, _LEAST, _MARK = 0.9, 3, 3


@dataclass
class Block:
    """One question's block: its row's lines and text, each choice's lines, text and mark."""

    first: int
    last: int
    text: str
    choices: list[tuple[int, int, str, str]] = field(default_factory=list)


@dataclass
class Blocks:
    """A sheet read as blocks: its questions, the right and the wrong mark, a third mark read as not right."""

    blocks: list[Block]
    right: str
    third: str | None
    other: list[tuple[int, int]]   # the lines of rows in no block of the shape


def _rows(text: str, delimiter: str) -> list[tuple[int, int, list[str]]] | None:
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    out = []
    first = 1
    try:
        for row in reader:
            out.append((first, reader.line_num, [c.strip() for c in row]))
            first = reader.line_num + 1
    except csv.Error:
        return None
    return out


def block_sheet(text: str) -> Blocks | None:
    """The blocks of a sheet written so (``,`` ``;`` or a tab between its cells), or None."""
    for delimiter in (",", ";", "\t"):
        rows = _rows(text, delimiter)
        if rows is None or any(len([c for c in r if c]) > 2 for _, _, r in rows):
            continue
        found = _blocks(rows)
        if found is not None:
            return found
    return None


def _blocks(rows: list[tuple[int, int, list[str]]]) -> Blocks | None:
    runs: list[list[tuple[int, int, list[str]]]] = [[]]
    for row in rows:
        if any(row[2]):
            runs[-1].append(row)
        elif runs[-1]:
            runs.append([])
    runs = [run for run in runs if run]
    if len(runs) < _LEAST:
        return None
    good: list[Block] = []
    other: list[tuple[int, int]] = []
    for run in runs:
        head, body = run[0][2], run[1:]
        if head[0] and not any(head[1:]) and len(body) >= 2 and all(
                len(r) >= 2 and r[0] and len(r[0]) <= _MARK and r[1] and not any(r[2:]) for _, _, r in body):
            block = Block(run[0][0], run[0][1], head[0])
            block.choices = [(a, b, r[1], r[0].casefold()) for a, b, r in body]
            good.append(block)
        else:
            other.extend((a, b) for a, b, _ in run)
    if len(good) < max(_LEAST, _MOST * len(runs)):
        return None
    marks = Counter(mark for block in good for *_, mark in block.choices)
    rights = [m for m in marks if m in TRUE_MARKS]
    wrongs = [m for m in marks if m in FALSE_MARKS and m not in TRUE_MARKS]
    if len(marks) > 3 or not rights or not wrongs:
        return None
    if len(rights) > 1:   # "1" and "x": the one that pairs with the wrong mark ("1" with "0") is the right one
        paired = [m for m in rights if m.isdigit() == wrongs[0].isdigit()]
        if len(paired) != 1:
            return None
        rights = paired
    third = next((m for m in marks if m not in (rights[0], wrongs[0])), None)
    return Blocks(good, rights[0], third, other)
