"""A right-choice mark the page hides: the same HTML comment on one choice of nearly every question.

A quiz page that must not show its answers may write them where only its source shows them: an HTML comment
on the right choice's own line, after its text or before it::

    - Lisboa
    - Madrid <!-- ok -->

A comment of one and the same content (its words folded) that stands, inside a file's runs of choices (list
items, or lines led by a label, one run per question), on ONE choice of a run in three runs at least and in
most of the runs it stands in (a question with several right ones has it on several, never on every choice
of most of them) is the file's mark: its repetition says so, whatever it says. Each such line is written again
with the comment taken off and a mark every reader knows put in its place: a list item's box checked
(``- [x] Madrid``), a labelled line's trailing ``✓``. Done before the page's comments are erased
(``mdshown``), so the mark is learnt instead of lost; the comments of any other content are erased as before.
Where the mark stands on every choice of a run, every choice is right: the file's own mark says so (a "select
all" question).

Fenced code and code spans are left alone; every pattern is anchored or linear in the line's length.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.importers.labels import split_label
from quizdeck.importers.mdinline import code_spans

#: a mark's comment: on this many runs at least
LEAST = 3
#: ... and on one choice (not every one) of this share of the runs it stands in at least
SHARE = 0.6
_LONGEST = 2000
#: a comment on one line, and its content
_COMMENT = re.compile(r"<!--(.{0,200}?)-->")
#: a list item's bullet (with a task box, if any) and the rest of the line
_BULLET = re.compile(r"^([ \t]*[-*+][ \t]+)(\[[ xX]\][ \t]+)?(.*)$")


@dataclass(frozen=True)
class Hidden:
    """What was found: the lines rewritten, the lines marked, the mark's content (folded)."""

    lines: list[str]
    marked: tuple[int, ...]
    content: str


def _choice(line: str) -> bool:
    """Whether ``line`` is shaped like a choice: a bulleted list item, or a line led by a label."""
    if _BULLET.match(line) is not None:
        return True
    return split_label(line.strip()) is not None


def _runs(lines: Sequence[str], fenced: Sequence[bool]) -> list[list[int]]:
    """The runs of choice-shaped lines of one indent (blank lines may stand between them)."""
    runs: list[list[int]] = []
    run: list[int] = []
    indent = -1
    for i, line in enumerate(lines):
        if not line.strip() and not fenced[i]:
            continue
        if fenced[i] or len(line) > _LONGEST or not _choice(line):
            if run:
                runs.append(run)
            run, indent = [], -1
            continue
        here = len(line) - len(line.lstrip(" \t"))
        if run and here != indent:
            runs.append(run)
            run = []
        run.append(i)
        indent = here
    if run:
        runs.append(run)
    return runs


def _comment(line: str) -> tuple[int, int, str] | None:
    """The one comment on ``line`` outside its code spans, with text beside it: (start, end, folded content)."""
    if "<!--" not in line:
        return None
    parts, at = [], 0
    for start, end in code_spans(line):   # (a comment inside a code span is code)
        parts += [line[at:start], " " * (end - start)]
        at = end
    outside = "".join(parts) + line[at:]
    found = list(_COMMENT.finditer(outside))
    if len(found) != 1:
        return None
    m = found[0]
    content = " ".join(m.group(1).split()).casefold()
    rest = line[:m.start()] + line[m.end():]
    if not content or not rest.strip() or "<!--" in rest:
        return None
    return m.start(), m.end(), content


def _marked(line: str, start: int, end: int) -> str:
    """``line`` with its comment (``start``..``end``) taken off and a known right mark put on."""
    before, after = line[:start].rstrip(" \t"), line[end:].lstrip(" \t")
    text = f"{before} {after}".rstrip() if before.strip() and after.strip() else (before + after).rstrip() \
        if before.strip() else before + after
    m = _BULLET.match(text)
    if m is not None:
        return f"{m.group(1)}[x] {m.group(3)}"
    return f"{text} ✓"


def hidden_marks(lines: Sequence[str], fenced: Sequence[bool]) -> Hidden | None:
    """The lines with a hidden mark shown (see the module), or None when the file hides none."""
    if not any("<!--" in line for line in lines):
        return None
    where: dict[str, list[tuple[int, int, int, int]]] = defaultdict(list)   # content -> (run, line, start, end)
    runs = _runs(lines, fenced)
    for r, run in enumerate(runs):
        for i in run:
            found = _comment(lines[i])
            if found is not None:
                where[found[2]].append((r, i, found[0], found[1]))
    best: tuple[str, list[tuple[int, int, int, int]]] | None = None
    for content, places in where.items():
        per_run: dict[int, int] = defaultdict(int)
        for r, *_ in places:
            per_run[r] += 1
        some = [r for r, k in per_run.items() if len(runs[r]) >= 2 and k < len(runs[r])]
        if len(some) < LEAST or len(some) < SHARE * len(per_run):
            continue
        if best is None or len(places) > len(best[1]):
            best = (content, places)
    if best is None:
        return None
    content, places = best
    out = list(lines)
    for _, i, start, end in places:
        out[i] = _marked(lines[i], start, end)
    return Hidden(out, tuple(i for _, i, _, _ in places), content)
