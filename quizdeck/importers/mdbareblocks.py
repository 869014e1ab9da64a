"""Blocks of lines a page repeats, a first line over lines of one kind: where some blocks label those lines and
others do not, the bare lines are choices too.

A page written as plain lines (``Quem foi ...?`` over ``a) Yuri Gagarin``, ``b) ...``, a blank line, the next
block) is read by its labels; a block of the same shape whose choices carry no label (``Quem inventou a
lâmpada?`` over ``Graham Bell``, ``Steve Jobs``) is one paragraph to Markdown, the question's text with its
choices run into it. The page's own repetition says what such a block is: where two blocks at least are a first
line over labelled lines counting up (``a)``, ``b)``; ``A.``, ``B.``; ``1)``, ``2)``), and four in five of the
page's blocks are of that shape or of the bare one, a bare block whose first line ends as those blocks' first
lines end (``?``, ``:``), over two lines at least that do not, each of them a line alone, is a question over its
choices: its lines after the first are written as a list's items (``- Graham Bell``), which the reader reads as
unlabelled choices. Nothing here knows a language; the patterns are anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.answervalues import MAX_CHOICES
from quizdeck.importers.mdinline import fenced_lines, text_runs

#: a line labelled as a choice: group (1) its label
_LABELLED = re.compile(r"^[ \t]{0,3}([A-Za-z]|\d{1,2})[.)][ \t]+\S")
#: a line that is no plain text's: a list's item, a heading, a quote, a table, a fence, HTML, a rule
_MARKUP = re.compile(r"^[ \t]*(?:[-*+•][ \t]|#|>|\||```|~~~|<|---|\*\*\*|___|\d{1,4}[.)]([ \t]|$))")
#: the least labelled blocks that show the page's shape
_LEAST = 2
#: the longest bare line read as a choice
_LONGEST = 200


def _label_number(label: str) -> int:
    return int(label) if label.isdecimal() else ord(label.casefold()) - ord("a") + 1




def _labelled(lines: Sequence[str], start: int, end: int) -> bool:
    if end - start < 3 or _MARKUP.match(lines[start]) or _LABELLED.match(lines[start]):
        return False
    labels = [m.group(1) if (m := _LABELLED.match(lines[i])) else None for i in range(start + 1, end)]
    return all(label is not None and _label_number(label) == k + 1 for k, label in enumerate(labels))


def _bare(lines: Sequence[str], start: int, end: int, ends: set[str]) -> bool:
    first = lines[start].rstrip()
    if not 3 <= end - start <= MAX_CHOICES + 1 or _MARKUP.match(first) or _LABELLED.match(first):
        return False
    if first[-1:] not in ends:
        return False
    rest = [lines[i].strip() for i in range(start + 1, end)]
    return all(len(r) <= _LONGEST and not _MARKUP.match(r) and not _LABELLED.match(r) and r[-1:] not in ends
               for r in rest)


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with the bare blocks' choices written as a list's items; None when the page has no such
    blocks or is not made of them. (No line is left blank: the set is empty.)"""
    fenced = fenced_lines(lines)
    blocks = text_runs(lines, fenced, code=False)
    labelled = [(a, b) for a, b in blocks if _labelled(lines, a, b)]
    if len(labelled) < _LEAST:
        return None
    ends = {lines[a].rstrip()[-1:] for a, _ in labelled}
    if len(ends) != 1 or ends & set("0123456789") or next(iter(ends)).isalnum():
        return None   # the questions' lines end alike, in a mark: "?", ":"
    bare = [(a, b) for a, b in blocks if (a, b) not in labelled and _bare(lines, a, b, ends)]
    if not bare or (len(labelled) + len(bare)) * 5 < len(blocks) * 4:
        return None
    out = list(lines)
    for a, b in bare:
        for i in range(a + 1, b):
            out[i] = "- " + lines[i].strip()
    return out, set()
