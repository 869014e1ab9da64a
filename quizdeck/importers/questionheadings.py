"""Where a question's section ends: at the next heading in the shape of the questions' own headings.

A Markdown file that opens each question with a heading (``## Question 10 [5 points]``) may hold sections in that
shape that yield no question (an open question without choices, a placeholder ``## Question 15 (skipped)``). The
lines of such a section are no part of the question above it: its data record (``"answer": "No. ..."``) is no
answer of that question. The shape is learnt from the file: the level of the heading each question opens at and
the heading's first word, its digits aside (``question``, ``#.``), shared by most questions (60 %, three at
least). A heading of another word (``## Answer``) or level never ends a section, nor one repeating the
number of the heading above it (``## Question 3 solution`` under ``## Question 3``); lines in code fences are no
headings. Nothing here knows a language or a word.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Sequence

#: the least share and number of questions whose headings share the shape for it to be the file's
SHARE, LEAST = 0.6, 3

_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(\S+)")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def _shape(line: str) -> tuple[int, str] | None:
    """A heading's level and its first word with digits as ``#`` (``## Question 10`` -> (2, "question"))."""
    m = _HEADING.match(line)
    if m is None:
        return None
    return len(m.group(1)), re.sub(r"\d+", "#", m.group(2).strip("*_")).casefold()


def _unfenced_shapes(lines: Sequence[str]) -> dict[int, tuple[int, str]]:
    """The headings of ``lines`` outside code fences: 1-based line -> shape."""
    out: dict[int, tuple[int, str]] = {}
    fence = ""
    for n, line in enumerate(lines, 1):
        if (m := _FENCE.match(line)) is not None:
            if not fence:
                fence = m.group(1)
            elif m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not line.strip()[len(m.group(1)):]:
                fence = ""
            continue
        if not fence and (shape := _shape(line)) is not None:
            out[n] = shape
    return out


def section_ends(lines: Sequence[str], starts: Sequence[int]) -> dict[int, int]:
    """For each question (by its index in ``starts``, the 1-based line it opens at) whose start is a heading in
    the file's question shape: the last line before the next heading of that shape. Questions of no such heading
    are left out; so is every question when no shape is shared by most of them."""
    if not starts:
        return {}
    heads = _unfenced_shapes(lines)
    shapes = Counter(heads[s] for s in starts if s in heads)
    if not shapes:
        return {}
    shape, count = shapes.most_common(1)[0]
    if count < max(LEAST, SHARE * len(starts)):
        return {}
    same = sorted(n for n, s in heads.items() if s == shape)
    other = _next_other(same, [_number(lines[n - 1]) for n in same])
    out: dict[int, int] = {}
    for i, start in enumerate(starts):
        if heads.get(start) != shape:
            continue
        at = bisect.bisect_left(same, start)
        if other[at] < len(same):
            out[i] = same[other[at]] - 1
    return out


def _number(line: str) -> str | None:
    """A heading's first number (``## Question 10 [5 points]`` -> "10"); None when it holds none."""
    m = re.search(r"\d+", line)
    return None if m is None else m.group(0)


def _next_other(same: Sequence[int], numbers: Sequence[str | None]) -> list[int]:
    """For each heading of the shape, the index of the next one that ends its section: a heading repeating its
    number (``## Question 1 solution`` under ``## Question 1``) goes on with it; one pass from the end."""
    out = [len(same)] * len(same)
    for k in range(len(same) - 2, -1, -1):
        repeats = numbers[k] is not None and numbers[k + 1] == numbers[k]
        out[k] = out[k + 1] if repeats else k + 1
    return out
