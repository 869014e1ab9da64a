"""A code fence never closed, whose code runs over the file's next questions: closed before the first of them.

CommonMark closes a fenced block only at a bare line of its marks; a writer who forgets it (or "closes" every
block with another opening, ```` ```cpp ````, which cannot close) leaves the block open to the end of the page,
and every later question is code. The file proves where the code ended: its questions start with numbered headings
(``#### 9. Which ...``, ``# 1. ...``, two at least above the fence), each after a rule (``---``) where most of them
are (the first aside: the page's top), and the fenced text holds such a heading, set apart the same way; where no
rule sets them apart, the heading inside must be the next one (the last one's level, the next number), since a code
comment (``# 1. start the server``) has a heading's shape. The block
is closed at the blank line right above that heading (or above the rule over it): line for line, that blank line
becomes the closing fence. A fence that holds no such heading, or none with a blank line above it, is left as it is
(a glued close is ``mdgluedfences``'s); one closed anywhere is left as it is. Said at the fence's line. Every
pattern is anchored and linear in the line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from quizdeck.importers.base import LineWarn
from quizdeck.importers.mdstructure import THEMATIC_BREAK

#: a fence's opening line: (1) its marks, (2) its info string
_OPEN = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
#: a heading whose text opens with a question's number: ``#### 9. Which``, ``# 1) What``, ``## **3.** How``: (1) its
#: marks, (2) its number
_NUMBERED = re.compile(r"^ {0,3}(#{1,6})[ \t]+(?:\*\*|__)?(\d{1,3})[.)]")
#: the fewest numbered headings above the fence that show the file's questions start so
LEAST = 2
#: the share of them that stand after a rule for a rule to be part of the shape
RULED = 0.8
_MAX_LINE = 2_000


def _closes(line: str, marks: str) -> bool:
    stripped = line.strip()
    return len(line) - len(line.lstrip(" ")) <= 3 and len(stripped) >= len(marks) and set(stripped) == {marks[0]}


def _above(lines: Sequence[str], i: int) -> int | None:
    """The last line with text above line ``i`` (0-based), or None."""
    return next((j for j in range(i - 1, -1, -1) if lines[j].strip()), None)


def _ruled(lines: Sequence[str], i: int) -> bool:
    """Whether the line with text above line ``i`` is a rule (``---``)."""
    j = _above(lines, i)
    return j is not None and THEMATIC_BREAK.match(lines[j][:_MAX_LINE]) is not None


def _next_head(lines: Sequence[str], last: int) -> Callable[[str], bool]:
    """Whether a line is the heading that follows the numbered heading on line ``last``: its level, the next number
    (``## 3.`` after ``## 2.``). A file whose questions no rule sets apart proves its next one so only: a code
    comment ``# 1. start the server`` is such a heading's shape too."""
    m = _NUMBERED.match(lines[last][:_MAX_LINE])
    level, number = (m.group(1), int(m.group(2))) if m is not None else ("", -1)

    def follows(line: str) -> bool:
        n = _NUMBERED.match(line[:_MAX_LINE])
        return n is not None and n.group(1) == level and int(n.group(2)) == number + 1
    return follows


def _close_at(lines: Sequence[str], start: int, heads: Sequence[int]) -> tuple[int, int] | None:
    """Where a fence opened at ``start`` and never closed ends: the blank line that becomes its closing line and the
    heading it ends before; None when its text holds no heading shaped as ``heads`` (the file's question starts above
    it: after a rule where they are, else the next of them) with a blank line above it."""
    ruled = sum(1 for h in heads[1:] if _ruled(lines, h)) >= RULED * (len(heads) - 1)   # (the first: a page's top)
    follows = _next_head(lines, heads[-1])
    for i in range(start + 1, len(lines)):
        if _NUMBERED.match(lines[i][:_MAX_LINE]) is None or not (_ruled(lines, i) if ruled else follows(lines[i])):
            continue
        top = _above(lines, i) if _ruled(lines, i) else i
        if top is None or top <= start + 1 or lines[top - 1].strip():
            continue   # no blank line right above the heading (or its rule): nowhere to close it line for line
        return top - 1, i
    return None


def rewritten(lines: Sequence[str], warn: LineWarn) -> list[str] | None:
    """The lines with each never-closed fence closed before the file's next question (see the module); None when
    no fence is so."""
    out: list[str] | None = None
    heads: list[int] = []
    n, i = len(lines), 0
    while i < n:
        m = _OPEN.match(lines[i][:_MAX_LINE])
        if m is None or (m.group(1)[0] == "`" and "`" in m.group(2)):
            if _NUMBERED.match(lines[i][:_MAX_LINE]):
                heads.append(i)
            i += 1
            continue
        marks = m.group(1)
        j = next((k for k in range(i + 1, n) if _closes(lines[k], marks)), None)
        if j is not None:
            i = j + 1
            continue
        closed = _close_at(lines, i, heads) if len(heads) >= LEAST else None
        if closed is None:
            return out   # open to the end, and nothing shows where it ends: the rest is its code
        out = out if out is not None else list(lines)
        out[closed[0]] = " " * (len(lines[i]) - len(lines[i].lstrip(" "))) + marks
        named = any(_OPEN.match(lines[k][:_MAX_LINE]) for k in range(i + 1, n))
        why = " (a fence naming its language, as the later ones do, cannot close it)" if named else ""
        warn(i + 1, f"the code fence {lines[i].strip()[:40]!r} is never closed{why}: closed at line {closed[0] + 1}, "
                    f"before line {closed[1] + 1}, which starts a question as the file's others start",
             "close the block with a bare fence line where its code ends")
        i = closed[0] + 1
    return out
