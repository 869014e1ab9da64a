"""A question's choices boxed inside a code fence (``[ ] <td>x</td>``, ``[x] <td>y</td>``): task-list items whose
texts are code.

A page whose choices are snippets of code fences them to keep them as written, each opened by the page's own checkbox
(``[ ]``, ``[x]``, the mark its task lists use). Markdown reads the whole block as code, and the question has no choice.
Whether a fence is so is read from its shape and the page: a closed block right under a question's heading (its quoted
lines between), whose lines opening with a box are 2 to ``MOST``, exactly one of them ticked, on a page that writes its
boxes so elsewhere too (``LEAST`` such blocks, or ``LEAST`` task-list boxes outside fences, some under a heading of the
block's shape: a page teaching task lists, its sample fenced under another heading, is no quiz). Each box opens a choice
running to the next box; the block's lines above the first box are the question's code, kept fenced. The choice is
written as a task-list item whose text is one code span (``- [x] `<td>y</td>```): literal code, never rendered HTML.
Line for line: the fences left blank (or the closing one moved up, over the first box) are accounted for. A box glued to
its text (``[x]`<wbr>```) among the page's spaced boxes is a box too, and a quoted question heading indented by up to 3
spaces (``  > ### Q44``) where the page writes its others at the margin is at the margin (CommonMark: up to 3 spaces
before a block marker are no indent). Linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.mdinline import code_span, fenced_blocks, fenced_lines

#: the fewest task-list boxes outside fences (or boxed fences) that make the page's boxes
LEAST = 3
#: the most choices a fence's boxes give one question
MOST = 12
_MAX_LINE = 2_000
#: the most lines between a question's heading and its boxed fence
_REACH = 40
#: a box opening a line inside a fence: group (1) its mark, (2) the rest (maybe glued: ``[ ]<img>``)
_FENCED_BOX = re.compile(r"^ {0,3}\[([ xX])\](.*)$")
#: a task-list box outside fences: ``- [ ] text``, ``> [x] text``, ``[ ] text``
_TASK_BOX = re.compile(r"^ {0,3}(?:>[ \t]?)?(?:[-*+][ \t]+)?\[[ xX]\][ \t]")
#: a heading, maybe quoted: ``> ### Q1. text``, ``## Q1``
_HEADING = re.compile(r"^ {0,3}(>[ \t]?)?(#{1,6})[ \t]+\S")
#: a quoted heading at the margin (group 1 empty) or indented by 1 to 3 spaces
_QUOTED_HEADING = re.compile(r"^( {0,3})>[ \t]?#{1,6}[ \t]+\S")
#: a bare box glued to its text: group (1) the quote or indent before it, (2) the box, (3) the text
_GLUED = re.compile(r"^( {0,3}(?:>[ \t]?)?)(\[[ xX]\])([^\s\]].*)$")
#: a bare box spaced from its text
_SPACED = re.compile(r"^ {0,3}(?:>[ \t]?)?\[[ xX]\][ \t]+\S")
#: a bare box closing a quote (``> [ ] x``): group (0) the quote's marker
_QUOTED_BOX = re.compile(r"^ {0,3}>[ \t]?(?=\[[ xX]\][ \t]+\S)")
#: a bare box at the margin, outside any quote or list
_BARE_BOX = re.compile(r"^ {0,3}\[[ xX]\][ \t]+\S")
_FENCE_SIGN = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def _heading_above(lines: Sequence[str], start: int) -> tuple[bool, int] | None:
    """The shape (quoted, level) of the heading the fence opening at ``start`` stands right under: only blank lines,
    quoted ones and an indented block (the question's code) between; None when it stands under no heading."""
    k = start - 1
    while k >= 0 and start - k <= _REACH:
        line = lines[k][:_MAX_LINE]
        if m := _HEADING.match(line):
            return bool(m.group(1)), len(m.group(2))
        if line.strip() and not line.lstrip(" ").startswith(">") and not line.startswith(("    ", "\t")):
            return None
        k -= 1
    return None


def _boxed_shapes(lines: Sequence[str], fenced: Sequence[bool]) -> set[tuple[bool, int]]:
    """The shapes of the headings with task-list boxes under them (outside fences): the page's questions'."""
    out: set[tuple[bool, int]] = set()
    shape: tuple[bool, int] | None = None
    for j, line in enumerate(lines):
        if fenced[j]:
            continue
        if m := _HEADING.match(line[:_MAX_LINE]):
            shape = (bool(m.group(1)), len(m.group(2)))
        elif shape is not None and _TASK_BOX.match(line[:_MAX_LINE]):
            out.add(shape)
    return out


def _boxes(lines: Sequence[str], start: int, end: int) -> list[int] | None:
    """The lines of the block [start, end] that open with a box, when 2 to ``MOST`` with exactly one ticked."""
    marks = {j: m.group(1) for j in range(start + 1, end) if (m := _FENCED_BOX.match(lines[j][:_MAX_LINE]))}
    if not 2 <= len(marks) <= MOST:
        return None
    return list(marks) if sum(1 for mark in marks.values() if mark != " ") == 1 else None


def _choices(lines: Sequence[str], boxes: list[int], end: int) -> list[list[int]]:
    """Each box's choice: its filled lines from the box to the next box (or the fence's end)."""
    out: list[list[int]] = []
    for n, box in enumerate(boxes):
        stop = boxes[n + 1] if n + 1 < len(boxes) else end
        out.append([box] + [j for j in range(box + 1, stop) if lines[j].strip()])
    return out


def _as_item(texts: list[str], ticked: bool) -> str:
    """A choice's lines as one task-list item whose text is one code span over them (its lines' breaks spaces, as
    a code span shows them)."""
    return ("- [x] " if ticked else "- [ ] ") + code_span(" ".join(text for text in texts if text))


def _rewrite_block(lines: list[str], start: int, end: int, boxes: list[int], blanked: set[int]) -> bool:
    """The block [start, end] written as its question's code (if any) and its choices; False when it cannot be."""
    choices = _choices(lines, boxes, end)
    code = [j for j in range(start + 1, boxes[0]) if lines[j].strip()]
    if code and lines[boxes[0] - 1].strip():
        return False   # the question's code runs into the first box: no line to close its fence on
    sign = _FENCE_SIGN.match(lines[start])
    if code and sign is not None:
        lines[boxes[0] - 1] = sign.group(1)[0] * len(sign.group(1))   # the question's code closed over the boxes
    else:
        lines[start] = ""
        blanked.add(start)
    lines[end] = ""
    blanked.add(end)
    for choice in choices:
        first = _FENCED_BOX.match(lines[choice[0]][:_MAX_LINE])
        assert first is not None
        texts = [first.group(2).strip()] + [lines[j].strip() for j in choice[1:]]
        lines[choice[0]] = _as_item(texts, first.group(1) != " ")
        for j in choice[1:]:
            lines[j] = ""
        blanked.update(choice[1:])
    return True


def _unindented(lines: list[str], fenced: Sequence[bool]) -> bool:
    """Quoted headings indented 1 to 3 spaces set at the margin, where the page writes ``LEAST`` of them there."""
    found = [(j, m) for j, line in enumerate(lines) if not fenced[j] and (m := _QUOTED_HEADING.match(line[:_MAX_LINE]))]
    if sum(1 for _, m in found if not m.group(1)) < LEAST:
        return False
    changed = False
    for j, m in found:
        if m.group(1):
            lines[j] = lines[j][len(m.group(1)):]
            changed = True
    return changed


def _unglued(lines: list[str], fenced: Sequence[bool]) -> bool:
    """A bare box glued to its text (``[x]`<wbr>```) set apart from it where the filled line above or below is a
    spaced bare box (the page's own); a quoted box right over a bare one out of the quote: out of it too."""
    changed = False
    filled = [j for j, line in enumerate(lines) if line.strip() and not fenced[j]]
    for n, j in enumerate(filled):
        m = _GLUED.match(lines[j][:_MAX_LINE])
        if m is None:
            continue
        near = [filled[n - 1]] if n > 0 else []
        near += [filled[n + 1]] if n + 1 < len(filled) else []
        if any(_SPACED.match(lines[k][:_MAX_LINE]) for k in near):
            lines[j] = m.group(1) + m.group(2) + " " + m.group(3) + lines[j][_MAX_LINE:]
            changed = True
    for n, j in enumerate(filled[:-1]):
        quoted = _QUOTED_BOX.match(lines[j][:_MAX_LINE])
        if quoted is not None and _BARE_BOX.match(lines[filled[n + 1]][:_MAX_LINE]):
            lines[j] = lines[j][quoted.end():]   # "> [ ] x" ending the question's quote, "[ ] y" below: a choice
            changed = True
    return changed


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with each boxed fence's choices as task-list items of code, glued boxes set apart, indented quoted
    headings at the margin; the fences' lines left blank (to be accounted for). None when nothing changes."""
    if not any("[" in line[:8] or line[:4].lstrip(" ").startswith(">") for line in lines):
        return None
    fenced = fenced_lines(lines)
    tasks = sum(1 for j, line in enumerate(lines) if not fenced[j] and _TASK_BOX.match(line[:_MAX_LINE]))
    found = [(start, end, boxes, shape) for start, end in fenced_blocks(lines)
             if (shape := _heading_above(lines, start)) is not None
             and (boxes := _boxes(lines, start, end)) is not None]
    if len(found) < LEAST:   # proved by the page's boxes: only under a heading shaped as those its boxes stand under
        shapes = _boxed_shapes(lines, fenced) if tasks >= LEAST else set()
        found = [block for block in found if block[3] in shapes]
    out = list(lines)
    blanked: set[int] = set()
    changed = False
    if found:
        for start, end, boxes, _ in found:
            changed = _rewrite_block(out, start, end, boxes, blanked) or changed
    fenced = fenced_lines(out) if changed else fenced
    changed = _unindented(out, fenced) or changed
    changed = _unglued(out, fenced) or changed
    return (out, blanked) if changed else None
