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

#: a label alone: a word and a number (``**Question 1**``, ``Frage 2:``), emphasis and signs around it
_LABEL = re.compile(r"^[*_ \t]*([^\W\d_]{2,30})[ \t]*#?[ \t]*(\d{1,4})[ \t]*[.:)]?[*_ \t]*$")
#: labels numbered so under one heading: this many at least
_LEAST = 2


def _restarts(lines: Sequence[str], fenced: Sequence[bool], a: int, b: int, answer: Callable[[int], object]) -> bool:
    labels: list[tuple[int, str, int]] = [(j, m.group(1).casefold(), int(m.group(2))) for j in range(a, b)
                                          if not fenced[j] and (m := _LABEL.match(lines[j][:200])) is not None]
    if len(labels) < _LEAST or len({word for _, word, _ in labels}) != 1:
        return False
    if [n for _, _, n in labels] != list(range(1, len(labels) + 1)):
        return False
    ends = [j for j, _, _ in labels[1:]] + [b]
    return all(any(answer(k) for k in range(j + 1, end)) for (j, _, _), end in zip(labels, ends, strict=True))


def section_heads(lines: Sequence[str], fenced: Sequence[bool], headings: Mapping[int, tuple[int, str]],
                  numbered: Callable[[int], bool], answer: Callable[[int], object]) -> frozenset[int]:
    """The numbered headings (``numbered``) that are sections over self-numbered questions (see the module);
    ``headings``: line -> (level, text); ``answer``: whether a line is an answer line."""
    order = sorted(headings)
    out = set()
    for k, h in enumerate(order):
        if not numbered(h):
            continue
        level = headings[h][0]
        end = next((g for g in order[k + 1:] if headings[g][0] <= level), len(lines))
        if _restarts(lines, fenced, h + 1, end, answer):
            out.add(h)
    return frozenset(out)
