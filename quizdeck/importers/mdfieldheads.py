"""A sub-heading every numbered question heading opens with (``# Pregunta 3`` over ``## Enunciado``): the record's field
label, no text of the question.

Worked answer keys made from one template open each question with its heading, then a sub-heading naming the part
that follows, the same words every time (``## Enunciado``, ``### Question``, ``## Statement``), then the question's
text. Read as written, that sub-heading is the question's first words, or, when the question's own text does not ask,
a title read into it. Where the first line under at least ``LEAST`` numbered headings of one level, and under eight
in ten of them (a title or a part may be numbered too), is a heading of the same words and level with text right
under it, that line is the file's field label: it is left blank (and accounted for). A heading followed by
another heading (``## Exercises`` over ``### Q1``) is a section, one before a heading of its own level (``###
Scenario`` .. ``### Question``) a part, one over a list (``#### Opções`` over ``1. Texto``) the choices' heading,
never such a label. Line for line; linear.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.mdinline import fenced_lines

_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(\S.*)$")
#: a list's item or a labelled line: what a heading over choices (``#### Opções``) has under it, no question's text
_LISTED = re.compile(r"^[ \t]*(?:[-*+•]|\d{1,3}[.)]|[A-Za-z][.)]|[(\[])[ \t]")
#: the fewest question headings opening with the same sub-heading
LEAST = 3
#: the share of the numbered headings of that level that must open with it
SHARE = 0.8


def _next_text(lines: Sequence[str], i: int) -> int | None:
    """The first line with text after line ``i``, or None."""
    return next((j for j in range(i + 1, len(lines)) if lines[j].strip()), None)


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with the field-label sub-headings left blank, and those lines; None when the file has none."""
    fenced = fenced_lines(lines)
    heads: dict[int, tuple[int, str]] = {}
    for i, line in enumerate(lines):
        if not fenced[i] and (m := _HEADING.match(line)) is not None:
            heads[i] = len(m.group(1)), m.group(2).rstrip(" \t#") or m.group(2)
    numbered = Counter(level for level, text in heads.values() if any(c.isdigit() for c in text))
    subs: dict[tuple[int, int, str], list[int]] = {}
    order = sorted(heads)
    for i, (level, text) in heads.items():
        j = _next_text(lines, i)
        if not any(c.isdigit() for c in text) or j is None or j not in heads or heads[j][0] <= level:
            continue
        k = _next_text(lines, j)
        place = bisect.bisect_right(order, j)
        after = order[place] if place < len(order) else None
        if k is not None and k not in heads and not _LISTED.match(lines[k]) and (
                after is None or heads[after][0] != heads[j][0]):
            # text right under it: a field's label, no section's; not one of several parts of one level
            # ("### Scenario" over prose, then "### Question": the reader's own parts, _with_contexts)
            subs.setdefault((level, heads[j][0], heads[j][1].casefold()), []).append(j)
    out: set[int] = set()
    for (level, _, _), at in subs.items():
        if len(at) >= max(LEAST, SHARE * numbered[level]):
            out.update(at)
    if not out:
        return None
    return [("" if i in out else line) for i, line in enumerate(lines)], out
