"""Choices a file writes wholly in bold, every one of them: the bold is the file's style, not a mark.

Bold on one choice of a question marks the right one (``choicemarks``); bold on every choice line of a file marks
none: it is how the file writes its choices (``[ ] **text**``), and the choice is its text without it. A short
word glued after the closing bold of some of those choices, the same word three times at least and on at most one
choice line in two (``**text**未选``, a result page's "not selected"), is a mark the file puts on a choice, not
its text: it is taken off and said (``mend``), and not read as an answer, its meaning being unknown. Nothing here
knows a language; the patterns are anchored and linear in the line's length.
"""

from __future__ import annotations

import collections
import re
from collections.abc import Sequence
from dataclasses import dataclass

#: a choice-like line: a bullet, a number, a box, each with its text
_ITEM = re.compile(r"^[ \t]{0,12}(?:[-*+][ \t]+(?:\[[ xX]\][ \t]*)?|\d{1,3}[.)][ \t]+|\[[ xX]\][ \t]*)(\S.*)$")
#: a text wholly in bold, then perhaps a short word glued after it: (2) the text, (3) the word
_BOLD = re.compile(r"^(\*\*|__)(?![ \t])((?:(?!\1).)+?)(?<![ \t])\1([^\s*_]{0,12})[ \t]*$")
#: the least number of choice lines that make a file's style
_LEAST_LINES = 6
#: the least number of times a glued word must follow a bold choice to be a mark of the file
_LEAST_MARKS = 3


@dataclass(frozen=True)
class Style:
    """Whether every choice line of the file is in bold, and the words glued after some of them (marks)."""

    marks: frozenset[str]


def learn(lines: Sequence[str], fenced: Sequence[bool]) -> Style | None:
    """The file's bold style (see the module's docstring): nine choice lines in ten at least wholly bold, six at
    least; else None."""
    items = 0
    glued: collections.Counter[str] = collections.Counter()
    bold = 0
    for i, line in enumerate(lines):
        if fenced[i] or len(line) > 2000 or (m := _ITEM.match(line)) is None:
            continue
        items += 1
        if (b := _BOLD.match(m.group(1))) is not None:
            bold += 1
            if b.group(3):
                glued[b.group(3)] += 1
    if items < _LEAST_LINES or bold * 10 < items * 9:
        return None
    return Style(frozenset(w for w, n in glued.items() if n >= _LEAST_MARKS and n * 2 <= bold))


def unstyled(style: Style, texts: Sequence[str]) -> tuple[list[str], int] | None:
    """A question's choice texts without the file's bold and its marks, and how many marks were taken off; None
    when one choice is not wholly bold (or carries a word that is no mark of the file): then nothing is taken."""
    out = []
    marks = 0
    for text in texts:
        m = _BOLD.match(text.strip())
        if m is None or (m.group(3) and m.group(3) not in style.marks):
            return None
        out.append(m.group(2).strip())
        marks += bool(m.group(3))
    return out, marks
