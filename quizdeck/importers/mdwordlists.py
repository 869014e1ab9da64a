"""A list numbered 1, 2, 3... right under a question numbered by a word: its choices.

A quiz exported from a course site writes each question as a line numbered by a word (``Q2. Which ...?``,
``Question 3: ...``) and its choices as a numbered list on the very next lines (``1. Halides``, ``  2. Silicates``,
indented or not). Markdown reads the list as interrupting the question's paragraph, and the line reader takes each
``1.`` for a question of its own: the file has no questions with choices. Where three lines at least are numbered by
one word (the same, case aside) and each is followed at once by two to twelve (``MAX_CHOICES``) lines numbered 1, 2,
3... at one indent, those lists, and the lists under the word's other lines past blank lines and a lone image, are the
questions' choices: their numbers are written as the labels they are (``1)`` for ``1.``), which
the readers read as numbered choices; the question, the choices' texts and any mark on them stay as they are. Where
every list stands under a blank line, they are Markdown's own lists, read as such; a list
further down, not counting from 1 or under another word is left as it is, and so are lists under lines whose
numbers do not run (``Step 4.``, ``Step 9.``: no question's numbers), and a stem's list, lettered
choices below it (``Consider the following statements:`` over ``1. ...``, then ``A. 1 only``: the question's
text, ``numberedchoices.stem_lines``). Nothing here knows a language; every pattern is anchored and linear in the
line's length.
"""

from __future__ import annotations

import collections
import itertools
import re
from collections.abc import Sequence

from quizdeck.importers.answervalues import MAX_CHOICES
from quizdeck.importers.numberedchoices import stem_lines

#: a line numbered by a word: (1) the word
_WORDED = re.compile(r"^ {0,3}(?:\*\*|__)?([^\W\d_]{1,12})[ \t]?(\d{1,4})(?:\*\*|__)?[.):](?:\*\*|__)?[ \t]+\S")
#: a line numbered by a word, its text there or not (``**P11.**`` over a code block): (1) the word, (2) the number
_NUMBERED_BY = re.compile(r"^ {0,3}(?:\*\*|__)?([^\W\d_]{1,12})[ \t]?(\d{1,4})(?:\*\*|__)?[.):](?:\*\*|__)?(?:[ \t]|$)")
#: a list's numbered item: (1) its indent, (2) its number
_ITEM = re.compile(r"^([ \t]*)(\d{1,2})\.(?=[ \t]+\S)")
#: an image alone on its line (``<img ...>``, ``![x](y)``), between a question and its list
_IMAGE = re.compile(r"^[ \t]*(?:<img\b[^<>]*>|!\[[^\]]*\]\([^()]*\))[ \t]*$", re.I)
#: how far below its question a list may start, past blank lines and an image
_APART = 6
#: the fewest questions that show the file's layout
LEAST = 3
#: the share of the proving lines whose number follows the one before (or starts again at 1)
_RUNNING = 0.8


def _run(lines: Sequence[str], word: str) -> bool:
    """Whether the numbers of the lines numbered by ``word`` run: each the one before plus one, or 1 again, in four
    pairs in five (``Q1.``, ``Q2.``, ``Q3.``; not ``Step 4.``, ``Step 9.``, ``Step 2.``)."""
    numbers = [int(m.group(2)) for line in lines if len(line) <= 2000 and (m := _NUMBERED_BY.match(line)) is not None
               and m.group(1).casefold() == word]
    pairs = list(itertools.pairwise(numbers))
    return sum(1 for a, b in pairs if b in (a + 1, 1)) >= _RUNNING * len(pairs)


def _listed(lines: Sequence[str], i: int, *, apart: bool) -> list[int]:
    """The lines of the list numbered 1, 2, 3... right under line ``i`` (or, ``apart``, under blank lines and a lone
    image after it), at one indent (two items at least), or none."""
    out: list[int] = []
    indent: str | None = None
    first = i + 1
    while apart and first < min(len(lines), i + _APART) and (not lines[first].strip() or _IMAGE.match(lines[first])):
        first += 1
    for j in range(first, min(len(lines), first + MAX_CHOICES + 1)):
        m = _ITEM.match(lines[j]) if len(lines[j]) <= 2000 else None
        if m is None or int(m.group(2)) != len(out) + 1 or (indent is not None and m.group(1) != indent):
            break
        indent = m.group(1)
        out.append(j)
    return out if 2 <= len(out) <= MAX_CHOICES else []


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with each such list's numbers written as labels (see the module's docstring), and the lines left
    blank (none); None when the file is not written so."""
    found: dict[str, list[int]] = collections.defaultdict(list)
    stems = stem_lines(lines)   # "Consider the following statements:" over "1. ...", then "A. 1 only": the text's
    for i, line in enumerate(lines):
        m = _WORDED.match(line) if len(line) <= 2000 else None
        if m is not None and (listed := _listed(lines, i, apart=False)) and not stems.intersection(listed):
            found[m.group(1).casefold()].append(i)
    starts = max(found.values(), key=len, default=[])
    if len(starts) < LEAST:
        return None   # lists under a blank line only: Markdown's own lists, read as such
    word = _WORDED.match(lines[starts[0]])
    assert word is not None
    if not _run(lines, word.group(1).casefold()):
        return None
    lists = [listed for i, line in enumerate(lines) if len(line) <= 2000 and (m := _WORDED.match(line)) is not None
             and m.group(1).casefold() == word.group(1).casefold() and (listed := _listed(lines, i, apart=True))
             and not stems.intersection(listed)]
    out = list(lines)
    for listed in lists:
        for j in listed:
            m = _ITEM.match(lines[j])
            assert m is not None
            out[j] = f"{m.group(1)}{m.group(2)}){lines[j][m.end():]}"
    return out, set()
