"""A text of two-line records: a question's line, then a line of its key and choices, an empty line between them.

Some programs keep each question as two delimited lines (``Кто на фото?;4;50;pic.bmp`` then ``2;x;y;z;w``): the
question first on its line, with the program's own fields after it (the count of choices, a font size, a
picture); the right choice's number first on the next line, then the choices. No column holds one part, so no
reading by columns sees it. Read when nine records in ten (three at least) are so: two lines, the second's first
cell a number within its choices (two at least), the first's first cell a text with letters. The number counts
from 1 when a record's number is its count of choices, from 0 when one is 0; else from 1, said as not sure. A
number right after the question that nine records in ten (all but one at least) have equal to their count of
choices is that count: a record with more choice cells than it says (``…;nullptr``) keeps as many, said at its
line.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass, field

#: the share of records that must have the shape, the fewest records
_MOST, _LEAST = 0.9, 3
#: a key: a choice's number
_KEY = re.compile(r"\d{1,2}")


@dataclass
class PairRecord:
    """One record: its lines, its question, its choices, its key as written, and the cells too many (said)."""

    first: int
    last: int
    question: str
    choices: list[str]
    key: int
    extra: list[str] = field(default_factory=list)


@dataclass
class Pairs:
    """A text read as two-line records: each record, the delimiter, what the keys count from, whether that is
    sure, whether the first line counts the choices, and the lines of the records not so written."""

    records: list[PairRecord]
    delimiter: str
    base: int
    sure: bool
    counted: bool
    other: list[int]


def pair_records(text: str) -> Pairs | None:
    """The records of a text written so (``;``, ``|``, a tab or ``,`` between the cells), or None."""
    runs: list[list[tuple[int, str]]] = [[]]
    for n, line in enumerate(text.split("\n"), 1):
        if line.strip():
            runs[-1].append((n, line.strip()))
        elif runs[-1]:
            runs.append([])
    runs = [run for run in runs if run]
    if len(runs) < _LEAST:
        return None
    for delimiter in (";", "|", "\t", ","):
        found = _pairs(runs, delimiter)
        if found is not None:
            return found
    return None


def _cells(line: str, delimiter: str) -> list[str]:
    return [c.strip() for c in next(csv.reader([line], delimiter=delimiter, quoting=csv.QUOTE_NONE), [])]


def _pairs(runs: list[list[tuple[int, str]]], delimiter: str) -> Pairs | None:
    good: list[tuple[int, int, list[str], int, list[str]]] = []
    other: list[int] = []
    for run in runs:
        if len(run) != 2:
            other.append(run[0][0])
            continue
        head, body = _cells(run[0][1], delimiter), _cells(run[1][1], delimiter)
        choices = [c for c in body[1:] if c]
        if not any(ch.isalpha() for ch in head[0]) or _KEY.fullmatch(head[0]) or not _KEY.fullmatch(body[0]) \
                or len(choices) < 2 or int(body[0]) > len(choices):
            other.append(run[0][0])
            continue
        good.append((run[0][0], run[1][0], head, int(body[0]), choices))
    if len(good) < max(_LEAST, _MOST * len(runs)) or not any(len(g[2]) > 1 for g in good):
        return None
    said = [int(h[1]) if len(h) > 1 and _KEY.fullmatch(h[1]) else None for _, _, h, _, _ in good]
    counted = sum(1 for s, g in zip(said, good, strict=True) if s == len(g[4])) >= min(_MOST * len(good),
                                                                                         len(good) - 1)
    records = []
    for s, (first, last, head, key, choices) in zip(said, good, strict=True):
        keep = s if counted and s is not None and 2 <= s < len(choices) else len(choices)
        records.append(PairRecord(first, last, head[0], choices[:keep], key, choices[keep:]))
    zero = any(r.key == 0 for r in records)
    one = any(r.key == len(r.choices) for r in records)
    if zero and one:
        return None
    return Pairs(records, delimiter, 0 if zero else 1, zero or one, counted, other)
