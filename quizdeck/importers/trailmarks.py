"""A phrase after one bare line of each question's choices (``Kr. u. 80-ban - Helyes válasz``): the right one.

A bank typed by hand may write each question as a paragraph, then its choices as bare lines below it (no label,
no bullet), and mark the right one by a phrase after a dash at its end, the same phrase in every question, in its
language: `` - Helyes válasz`` ("right answer"), `` - correct``. No line says the lines are choices; the file's
repetition does. A phrase of one to four words after a spaced dash at a line's end (a full stop after it aside)
that ends one line of three blocks at least, each block two to eight bare lines under a blank line and a paragraph
(the question's text) whose last line asks or announces (ends in ``?`` or ``:``; an explanation under ``Answer: b``
that cites ``- Wikipedia`` is no question's choices), no line of the block a list's item or numbered, marks the right
choices: the block's lines are written as the boxes they stand for (``- [x] Kr. u. 80-ban``, ``- [ ] Kr. e.
312-ben``), the phrase taken off, and the readers read the paragraph over them as the question. A block that does
not fit is left as it is. Plain
text only; line for line; nothing here knows a language; every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence

from quizdeck.importers.asking import ASKING_OR_ANNOUNCING, ends_with

#: a line ending in a phrase after a spaced dash: (1) the text, (2) the phrase
_TRAILED = re.compile(r"^(.*?\S)[ \t]+[-–—][ \t]+([^\W\d_]+(?:[ \t]+[^\W\d_]+){0,3})[ \t]*[.!]?[ \t]*$")
#: a line that is a list's item, numbered, a heading, a quote or a box: not bare
_MARKUP = re.compile(r"^[ \t]*(?:[-*+•][ \t]|#|>|\||\d{1,4}[ \t]*[.)]|[(\[]?[A-Za-z][.)][ \t])")
#: the fewest questions, the fewest and most choices, the longest choice
LEAST = 3
_FEWEST, _MOST = 2, 8
_LONGEST = 300


def _blocks(lines: Sequence[str]) -> list[tuple[int, int]]:
    """The blocks of lines a blank line opens and ends, under a paragraph that asks or announces (its last line ends
    in ``?`` or ``:``): (first line, end). A block under any other line (an ``Answer: b``, a sentence) is no
    question's choices: an explanation citing its source (``... in 1989 - Wikipedia``) stands so."""
    found: list[tuple[int, int]] = []
    i = 0
    while i < len(lines):
        if not lines[i].strip():
            i += 1
            continue
        j = i
        while j < len(lines) and lines[j].strip():
            j += 1
        above = i - 1
        while above >= 0 and not lines[above].strip():
            above -= 1
        if above >= 0 and ends_with(lines[above], ASKING_OR_ANNOUNCING):
            found.append((i, j))
        i = j
    return found


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with each marked block of bare choices (see the module) written as boxes; None when the file
    marks none so."""
    by_phrase: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for a, b in _blocks(lines):
        if not _FEWEST <= b - a <= _MOST or any(len(line) > _LONGEST or _MARKUP.match(line) for line in lines[a:b]):
            continue
        phrases = {m.group(2).casefold() for line in lines[a:b] if (m := _TRAILED.match(line))}
        if len(phrases) == 1:
            by_phrase[next(iter(phrases))].append((a, b))
    blocks = max(by_phrase.values(), key=len, default=[])
    if len(blocks) < LEAST:
        return None
    phrase = next(p for p, v in by_phrase.items() if v is blocks)
    out = list(lines)
    for a, b in blocks:
        for i in range(a, b):
            m = _TRAILED.match(lines[i])
            right = m is not None and m.group(2).casefold() == phrase
            text = m.group(1) if right and m is not None else lines[i].strip()
            out[i] = f"- [{'x' if right else ' '}] {text.strip()}"
    return out, set()
