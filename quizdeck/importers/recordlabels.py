"""A line each record opens with, the same in every record but for a running number: the record's label.

A file may head each question with a line of its own that only counts the records (``// Task No #4``,
``ex 4 (2)``, ``--- 4 ---``) over the question's own sentence. Read as it stands, the heading is the question and
the sentence its first choice. What says it is a label is the file's repetition, not its words: the same line in
three records at least once its numbers are set aside, one of its numbers running 1, 2, 3 (or from 0) through
nearly all of them, each followed (blank lines between at most) by a line of text of another form, no choice
label, the label opening its record (the file's first line or one after a blank line, in most) and three lines at
least between two of them; a question's line that holds the label's number itself is numbered already, and
the label left. Each such line is written again as nothing, and the question's line below it gets the running number
(``4. What ...``) unless it has a number of its own: the readers then see a numbered question, as the author
meant. For plain text: a Markdown file's label lines are its readers' (``mdlabelheads``, ``mdtopictitles``);
fenced code is left alone.

Each line keeps its place, so every message keeps its line, and its column is the source's (``columns``: the
number put on is set aside). Every pattern is anchored or linear in the line's length.
"""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from collections.abc import Sequence

from quizdeck.importers.labels import split_label

#: a label line's records: this many at least
LEAST = 3
#: ... its running number going on by one between this share of its neighbours at least
RUNS = 0.8
#: a label line is no longer than this
_LONGEST = 60
_NUMBER = re.compile(r"\d{1,4}")
#: a line already numbered: "4.", "4)", "Q4"
_NUMBERED = re.compile(r"^[ \t]*\d{1,4}[.):]")
_HEADING = re.compile(r"^ {0,3}#{1,6}(?:[ \t]|$)")
_BULLET = re.compile(r"^[ \t]*[-*+•][ \t]")
#: a word: two letters at least
_WORD = re.compile(r"[^\W\d_]{2}")
#: lines with text between two labels: this many at least
_LEAST_BETWEEN = 3


def _shape(line: str) -> str | None:
    """A label line's shape (its numbers set aside), or None when ``line`` cannot be one."""
    text = line.strip()
    if not text or len(text) > _LONGEST or _HEADING.match(line) or _BULLET.match(line):
        return None
    numbers = _NUMBER.findall(text)
    if not 1 <= len(numbers) <= 2 or not any(ch.isalpha() or (not ch.isalnum() and not ch.isspace())
                                             for ch in _NUMBER.sub("", text)):
        return None
    if _NUMBERED.match(line):
        return None          # ("4. text" is a numbered question, the readers' own)
    return _NUMBER.sub("#", " ".join(text.split()))


def _running(values: list[list[int]]) -> int | None:
    """Which of the lines' numbers runs 1, 2, 3 (or from 0) through nearly all of them, or None."""
    for k in range(len(values[0])):
        seq = [v[k] for v in values if len(v) > k]
        if len(seq) != len(values) or seq[0] > 1:
            continue
        steps = sum(1 for a, b in itertools.pairwise(seq) if b == a + 1)
        if steps >= RUNS * (len(seq) - 1):
            return k
    return None


def _opens(lines: Sequence[str], first: int, i: int) -> bool:
    """Whether line ``i`` opens a record: the file's first line with text (``first``), or one after a blank line."""
    return i <= first or not lines[i - 1].strip()


def _asks_below(line: str, number: int) -> bool:
    """Whether ``line``, below a label, can be the question's own: words, no label of a choice, and not the
    record's number again (a question numbered itself has its label's number in it: the readers know it)."""
    text = line.strip()
    if split_label(text) is not None or _WORD.search(text) is None:
        return False
    return str(number) not in _NUMBER.findall(text)


def _next_text(lines: Sequence[str], fenced: Sequence[bool], i: int) -> int | None:
    """The first line with text after line ``i`` (blank lines between at most), or None."""
    j = i + 1
    while j < len(lines) and not lines[j].strip() and not fenced[j]:
        j += 1
    return j if j < len(lines) and not fenced[j] else None


def unlabelled(lines: Sequence[str], fenced: Sequence[bool]) -> list[str] | None:
    """``lines`` with their records' label lines taken off (see the module), line for line; None when the file
    has none."""
    shapes: dict[str, list[int]] = defaultdict(list)
    for i, line in enumerate(lines):
        if not fenced[i] and (shape := _shape(line)) is not None:
            shapes[shape].append(i)
    out: list[str] | None = None
    most = max((len(p) for p in shapes.values()), default=0)   # once: a file of many shapes stays linear
    first = next((i for i, line in enumerate(lines) if line.strip()), len(lines))
    for shape, places in shapes.items():
        if len(places) < LEAST or len(places) < 0.5 * most:
            continue
        values = [[int(n) for n in _NUMBER.findall(lines[i])] for i in places]
        k = _running(values)
        if k is None:
            continue
        below = [_next_text(lines, fenced, i) for i in places]
        if any(j is None or not _asks_below(lines[j], v[k]) or _shape(lines[j]) == shape
               for j, v in zip(below, values, strict=True)):
            continue
        if 2 * sum(_opens(lines, first, i) for i in places) < len(places):
            continue         # (a label opens its record: after a blank line, in most records at least)
        if any(sum(1 for line in lines[a + 1:b] if line.strip()) < _LEAST_BETWEEN
               for a, b in itertools.pairwise(places)):
            continue         # (a record holds its question and two choices at least between two labels)
        out = list(lines) if out is None else out
        for i, j, v in zip(places, below, values, strict=True):
            assert j is not None
            out[i] = ""
            if not _NUMBERED.match(lines[j]):
                body = lines[j].lstrip(" \t")
                out[j] = f"{lines[j][:len(lines[j]) - len(body)]}{v[k]}. {body}"
    return out
