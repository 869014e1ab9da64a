"""A question's choices alone in a plain fence, the right one led by an arrow (``--> A. Yes``, ``B. No``): task-list
items of code, the arrow's ticked.

A page that keeps its choices monospaced fences them, each line labelled in order, and points at the right one with
an arrow in front of its label (``-->``, ``--->``, ``->``, ``=>``, glued to the label or not). Markdown reads the block
as code and the question has no choice. Whether a fence is so is read from the page's own repetition: a closed
block without an info string whose filled lines are two choices or more, labelled in order from the first
(``A.``, ``B)`` ..., or a bare ``A ``, ``B `` inside such a block, the block's sequence proving them), exactly one
of them led by an arrow and no other line; the page holding ``LEAST`` such blocks at least (its style, not one
block of code that happens to hold an arrow). Each choice is written as a task-list item, ticked where the arrow
stood, whose text is one code span (``- [x] `<body bg="red">```): kept as written, never rendered as markup. The
fences are left blank (accounted for), line for line. Linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.labels import LABEL, label_index, split_label
from quizdeck.importers.mdinline import code_span, fenced_blocks

#: the fewest such blocks that make a page's style
LEAST = 3
#: the most choices one block gives a question
MOST = 12
_MAX_LINE = 2_000
#: a plain fence's opening: backticks or tildes, no info string
_PLAIN_FENCE = re.compile(r"^[ \t]{0,3}(?:`{3,}|~{3,})[ \t]*$")
#: the arrow leading the right choice's line: a run of ``-`` or ``=`` ending in ``>``; group (1) the rest
_ARROW = re.compile(r"^(?:-{1,8}|={1,8})>[ \t]*(\S.*)$")
#: a bare letter as a label, a space after it (``A ul li``): group (1) the letter, (2) the text
_BARE = re.compile(rf"^({LABEL})[ \t]+(\S.*)$")


def _choice(text: str, index: int) -> tuple[bool, str] | None:
    """(led by an arrow, its text) when ``text`` is the block's ``index``-th choice, labelled so; else None."""
    arrow = _ARROW.match(text)
    rest = arrow.group(1) if arrow is not None else text
    split = split_label(rest)
    bare = _BARE.match(rest) if split is None else None
    if bare is not None:
        split = (label_index(bare.group(1)) or 0), bare.group(2)   # LABEL holds known letters only
    if split is None or split[0] != index or not split[1].strip():
        return None
    return arrow is not None, split[1].strip()


def _block(lines: Sequence[str], start: int, end: int) -> list[tuple[int, bool, str]] | None:
    """The block [start, end]'s choices (line, ticked, text) when it holds only choices labelled in order, exactly
    one of them led by an arrow; else None."""
    if _PLAIN_FENCE.match(lines[start]) is None:
        return None
    inner = [j for j in range(start + 1, end) if lines[j].strip()]
    if not 2 <= len(inner) <= MOST:
        return None
    out: list[tuple[int, bool, str]] = []
    for k, j in enumerate(inner):
        choice = _choice(lines[j][:_MAX_LINE].strip(), k)
        if choice is None:
            return None
        out.append((j, *choice))
    return out if sum(1 for _, ticked, _ in out if ticked) == 1 else None


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with each arrow-marked block's choices as task-list items of code, its fences left blank (and
    those lines, to be accounted for); None when the page has fewer than ``LEAST`` such blocks."""
    if sum(1 for line in lines if ">" in line[:16] and _ARROW.match(line.strip()[:_MAX_LINE])) < LEAST:
        return None
    found = [(start, end, choices) for start, end in fenced_blocks(lines)
             if (choices := _block(lines, start, end)) is not None]
    if len(found) < LEAST:
        return None
    out = list(lines)
    blanked: set[int] = set()
    for start, end, choices in found:
        out[start] = out[end] = ""
        blanked |= {start, end}
        for j, ticked, text in choices:
            out[j] = ("- [x] " if ticked else "- [ ] ") + code_span(text)
    return out, blanked
