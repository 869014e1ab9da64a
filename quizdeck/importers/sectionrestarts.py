"""A numbered heading over questions that number themselves again from 1: a section, not a question.

``## 01. Security Concepts`` over ``**Question 1**`` ... ``**Question 17**``, then ``## 02. Encryption`` over
``**Question 1**`` again: the heading's number counts sections, the labels count the questions. A numbered heading is
read as a question's head; where its part of the file (up to the next heading of its level or above) holds two lines
or more that are each only a label of one word and a number (the same word), numbered 1, 2, ... in order, each
followed by an answer line before the next, the heading is a section. Linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

#: a label alone: a word and a number (``**Question 1**``, ``Frage 2:``), emphasis and signs around it: (1) word
#: (2) number (``mdlabelleditems`` knows its items' labels so too)
LONE_LABEL = re.compile(r"^[*_ \t]*([^\W\d_]{2,30})[ \t]*#?[ \t]*(\d{1,4})[ \t]*[.:)]?[*_ \t]*$")
#: labels numbered so under one heading: this many at least
_LEAST = 2


def _restarts(lines: Sequence[str], fenced: Sequence[bool], a: int, b: int, answer: Callable[[int], object]) -> bool:
    labels: list[tuple[int, str, int]] = [(j, m.group(1).casefold(), int(m.group(2))) for j in range(a, b)
                                          if not fenced[j] and (m := LONE_LABEL.match(lines[j][:200])) is not None]
    if len(labels) < _LEAST or len({word for _, word, _ in labels}) != 1:
        return False
    if [n for _, _, n in labels] != list(range(1, len(labels) + 1)):
        return False
    ends = [j for j, _, _ in labels[1:]] + [b]
    return all(any(answer(k) for k in range(j + 1, end)) for (j, _, _), end in zip(labels, ends, strict=True))


def _ends(headings: Mapping[int, tuple[int, str]], size: int) -> dict[int, int]:
    """Each heading's end: the next heading of its level or above, else the file's end (``size``); one pass from
    the end, a stack of the headings still open (linear, not a look ahead for each)."""
    out: dict[int, int] = {}
    later: list[tuple[int, int]] = []   # (level, line) of headings below, levels rising toward the top of the stack
    for h in sorted(headings, reverse=True):
        level = headings[h][0]
        while later and later[-1][0] > level:
            later.pop()
        out[h] = later[-1][1] if later else size
        later.append((level, h))
    return out


def section_heads(lines: Sequence[str], fenced: Sequence[bool], headings: Mapping[int, tuple[int, str]],
                  numbered: Callable[[int], bool], answer: Callable[[int], object]) -> frozenset[int]:
    """The numbered headings (``numbered``) that are sections over self-numbered questions (see the module);
    ``headings``: line -> (level, text); ``answer``: whether a line is an answer line."""
    ends = _ends(headings, len(lines))
    return frozenset(h for h in sorted(headings) if numbered(h) and _restarts(lines, fenced, h + 1, ends[h], answer))
