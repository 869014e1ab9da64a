"""Right choices ticked as a task list's items (``- [x] text``) among bare list items, the wrong ones: boxes left out.

Some files tick the right choices the way a task list does and leave the other choices plain items of the same
list, with no empty box (``- [x] right``, then ``- wrong``). Where a file ticks boxes and never writes an empty one
(``[ ]``), a plain item beside a ticked one, at its depth in the same list, is an unticked box: a choice, not a
line of the question's text. Items nested deeper (a note under a choice) stay what they are. Linear in the number
of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_TICKED = re.compile(r"^([ \t]*)[-*+][ \t]+\[[xX✓✔]\][ \t]+\S")
_EMPTY = re.compile(r"^[ \t]*[-*+][ \t]+\[ \][ \t]")
_ITEM = re.compile(r"^([ \t]*)[-*+][ \t]+(\S.*)$")


def _width(indent: str) -> int:
    return len(indent.expandtabs(4))


def unticked(lines: Sequence[str], fenced: Sequence[bool]) -> set[int]:
    """The plain items that are unticked boxes (0-based lines); empty where the file writes empty boxes or ticks
    none."""
    ticked = [i for i, line in enumerate(lines) if not fenced[i] and _TICKED.match(line)]
    if not ticked or any(not fenced[i] and _EMPTY.match(line) for i, line in enumerate(lines)):
        return set()
    out: set[int] = set()
    for i in ticked:
        m = _TICKED.match(lines[i])
        assert m is not None
        depth = _width(m.group(1))
        for step in (-1, 1):   # the list's items above and below the ticked one, at its depth
            j = i + step
            while 0 <= j < len(lines) and not fenced[j]:
                line = lines[j]
                if not line.strip():
                    j += step
                    continue
                item = _ITEM.match(line)
                here = _width(line[:len(line) - len(line.lstrip(" \t"))])
                if here > depth:
                    j += step     # nested under an item: a note, not this list's item
                    continue
                if item is None or here < depth or _TICKED.match(line):
                    break   # (the next ticked item looks on from itself: each line is looked at twice at most)
                out.add(j)
                j += step
    return out
