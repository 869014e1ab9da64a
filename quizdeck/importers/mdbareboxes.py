"""Right choices ticked as a task list's items (``- [x] text``) among bare list items, the wrong ones: boxes left out.

Some files tick the right choices the way a task list does and leave the other choices plain items of the same
list, with no empty box (``- [x] right``, then ``- wrong``). Where a file ticks boxes and never writes an empty one
(``[ ]``), a plain item beside a ticked one, at its depth in the same list, is an unticked box: a choice, not a
line of the question's text. Items nested deeper (a note under a choice) stay what they are.

Where a file writes empty boxes, one box may be forgotten (``- [ ] a``, ``- [x] b``, ``- [ ] c``, then ``- d``): a
plain item at the depth of a question's boxes, right after them in the same list (blank lines aside), alone there,
is an unticked box when it brings the question to the file's usual number of choices (the number of boxes most of
its lists hold, three lists at least) and what follows it has the shape of what follows most whole box lists (the next
question's heading, not a code block or the file's end after a plain note). Linear in the number of lines.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

_TICKED = re.compile(r"^([ \t]*)[-*+][ \t]+\[[xX✓✔]\][ \t]+\S")
_EMPTY = re.compile(r"^[ \t]*[-*+][ \t]+\[ \][ \t]")
_ITEM = re.compile(r"^([ \t]*)[-*+][ \t]+(\S.*)$")
#: a box item, ticked or not: (1) its indent
_BOX_ITEM = re.compile(r"^([ \t]*)[-*+][ \t]+\[[ xX✓✔]\][ \t]+\S")
#: the fewest box lists whose usual size proves a forgotten box
_LEAST_LISTS = 3
#: the signs a line starts with (``>###``, ``**``, a fence): its shape, for what follows a question's boxes
_LEAD = re.compile(r"^[ \t]*([^\w\s]*)")


def _width(indent: str) -> int:
    return len(indent.expandtabs(4))


def unticked(lines: Sequence[str], fenced: Sequence[bool]) -> set[int]:
    """The plain items that are unticked boxes (0-based lines); empty where the file writes empty boxes or ticks
    none."""
    ticked = [i for i, line in enumerate(lines) if not fenced[i] and _TICKED.match(line)]
    if not ticked:
        return set()
    if any(not fenced[i] and _EMPTY.match(line) for i, line in enumerate(lines)):
        return forgotten(lines, fenced)
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


def _next(lines: Sequence[str], fenced: Sequence[bool], j: int) -> int | None:
    """The first line from ``j`` on that is not blank, or None (the file's end, or code)."""
    while j < len(lines) and not fenced[j] and not lines[j].strip():
        j += 1
    return j if j < len(lines) and not fenced[j] else None


def _lists(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, int]]:
    """Every list of box items, one under the other at one depth with only blank lines between: its last item's line
    and its number of boxes."""
    out: list[tuple[int, int]] = []
    i = 0
    while i < len(lines):
        m = None if fenced[i] else _BOX_ITEM.match(lines[i])
        if m is None:
            i += 1
            continue
        depth, last, count = _width(m.group(1)), i, 1
        while (j := _next(lines, fenced, last + 1)) is not None and (b := _BOX_ITEM.match(lines[j])) and \
                _width(b.group(1)) == depth:
            last, count = j, count + 1
        out.append((last, count))
        i = last + 1
    return out


def _shape(lines: Sequence[str], fenced: Sequence[bool], j: int) -> str | None:
    """The shape of the first line from ``j`` on that is not blank (``_LEAD``); None at the file's end, ``"```"``
    at code."""
    while j < len(lines) and not fenced[j] and not lines[j].strip():
        j += 1
    if j >= len(lines):
        return None
    if fenced[j]:
        return "```"
    m = _LEAD.match(lines[j])
    return m.group(1) if m is not None else ""


def forgotten(lines: Sequence[str], fenced: Sequence[bool]) -> set[int]:
    """The plain items that are forgotten boxes (see the module): each the one plain item right after a list of
    boxes one fewer than the file's usual number, followed by a line of the shape most whole lists are followed by
    (0-based lines)."""
    lists = _lists(lines, fenced)
    sizes = Counter(count for _, count in lists)
    if len(lists) < _LEAST_LISTS:
        return set()
    usual, held = sizes.most_common(1)[0]
    if 2 * held <= len(lists) or usual < 3:
        return set()
    follow, seen = Counter(_shape(lines, fenced, last + 1) for last, n in lists if n == usual).most_common(1)[0]
    if 2 * seen <= held:   # (what follows a whole list: the next question's line, most of the time)
        return set()
    out: set[int] = set()
    for last, count in lists:
        m = _BOX_ITEM.match(lines[last])
        j = _next(lines, fenced, last + 1)
        if count != usual - 1 or m is None or j is None:
            continue
        item = _ITEM.match(lines[j])
        after = _next(lines, fenced, j + 1)
        if item is None or _width(item.group(1)) != _width(m.group(1)) or (
                after is not None and (n := _ITEM.match(lines[after])) and _width(n.group(1)) == _width(m.group(1))
        ) or _shape(lines, fenced, j + 1) != follow:
            continue   # (not an item at the boxes' depth, not the one such item there, or followed otherwise)
        out.add(j)
    return out
