"""Choices written as a label alone over a fenced code block, the right one marked as the file marks its others.

A quiz whose choices are code writes each as its label alone on a line, its code fenced under it; the file's mark
for a right choice (a `` *`` after the text of its other questions' choices) then stands after the label or after
the closing fence::

    a.
    ```java
    String setLastname(String lastname) { ... }
    ```
    d. *
    ```java
    void setLastname(String lastname) { ... }
    ```

    c.
    ```html
    <title>My Page Title</title>
    ``` *

Read as written, ``d. *`` is no lone label (``lonelabels``): the mark becomes the choice's text; and a fence with
anything after it closes nothing, so the next choice's opening fence closes it and every choice after it is code.
Here a run of two such items at least (labels going first, second, third... in one form, a blank line at most
between an item's closing fence and the next label), one of them at least carrying a token after its label or
its closing fence, that token being the file's mark (it ends ``LEAST`` labelled choice lines at least elsewhere in
the file, set apart by a space: ``b. `private` *``), is written as the task list's boxes it stands for: each label
line ``- [x]`` where the item carries the mark, ``- [ ]`` where it does not (the label's indent kept), and the
closing fence without the mark. The readers read a box over its code block as that choice. Line for line; linear
in the number of lines.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.labels import label_index

#: the file's mark must end this many labelled choice lines elsewhere
LEAST = 2
#: a label alone on its line, maybe a token after it: (1) indent, (2) the letter, (3) its sign, (4) the token
_LABEL = re.compile(r"^([ \t]*)([A-Za-z])([.)])(?:[ \t]+([^\w\s`]{1,3}))?[ \t]*$")
#: a fence's opening: (1) its indent, (2) its run of backticks or tildes
_OPENING = re.compile(r"^([ \t]*)(`{3,}|~{3,})[^`]*$")
#: a labelled choice with text, a token set apart after it: (1) the token
_MARKED_CHOICE = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?[A-Za-z][.)][ \t]+\S.*?[ \t]+([^\w\s`]{1,3})[ \t]*$")
#: the most lines a choice's code block may hold
_REACH = 60


def _closing(lines: Sequence[str], start: int, fence: str) -> tuple[int, str | None] | None:
    """The line that closes the block opened at ``start`` with ``fence``, and the token after it (``` *``); None
    when nothing closes it within reach."""
    closing = re.compile(rf"^[ \t]*{re.escape(fence[0])}{{{len(fence)},}}(?:[ \t]+([^\w\s`]{{1,3}}))?[ \t]*$")
    for j in range(start + 1, min(len(lines), start + _REACH)):
        m = closing.match(lines[j])
        if m is not None:
            return j, m.group(1)
    return None


def _item(lines: Sequence[str], i: int) -> tuple[int, str, str | None, int, str | None] | None:
    """A label alone (maybe a token after it) at line ``i`` over a fenced block: (its place, its form, the token
    after the label, the closing line, the token after the closing fence); None otherwise."""
    m = _LABEL.match(lines[i])
    if m is None or i + 1 >= len(lines) or (o := _OPENING.match(lines[i + 1])) is None:
        return None
    place = label_index(m.group(2))
    if place is None:
        return None
    closed = _closing(lines, i + 1, o.group(2))
    if closed is None:
        return None
    form = ("upper" if m.group(2).isupper() else "lower") + m.group(3)
    return place, form, m.group(4), closed[0], closed[1]


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The file's code choices as boxes, ticked where marked (see the module's docstring); None when it writes
    none so marked."""
    if not any("```" in line or "~~~" in line for line in lines):
        return None
    marks = Counter(m.group(1) for line in lines if (m := _MARKED_CHOICE.match(line[:2000])))
    out = list(lines)
    changed = False
    i = 0
    while i < len(lines):
        run: list[tuple[int, str | None, int, str | None]] = []
        form = ""
        j = i
        while j < len(lines) and (item := _item(lines, j)) is not None and item[0] == len(run) and (
                not run or item[1] == form):
            form = item[1]
            run.append((j, item[2], item[3], item[4]))
            j = item[3] + 1
            if j < len(lines) and not lines[j].strip() and j + 1 < len(lines) and _LABEL.match(lines[j + 1]):
                j += 1
        tokens = {t for _, before, _, after in run for t in (before, after) if t is not None}
        if len(run) < 2 or len(tokens) != 1 or marks[next(iter(tokens))] < LEAST:
            i = max(j, i + 1) if run else i + 1
            continue
        for at, before, end, after in run:
            m = _LABEL.match(lines[at])
            assert m is not None
            out[at] = f"{m.group(1)}- [{'x' if before is not None or after is not None else ' '}]"
            if after is not None:
                out[end] = lines[end][:lines[end].rindex(after)].rstrip()
        changed = True
        i = j
    return (out, set()) if changed else None
