"""Questions boxed in fenced blocks: a file that writes each question's text and its lettered choices inside one
code fence, to keep its layout (``### Aufgabe 1``, then ```` ``` ````, ``Welche Zahl fehlt?``, ``5, 10, 15, ?``,
a blank line, ``a) 22``, ``b) 24``..., ```` ``` ````).

Such a block is no code: its choices are the question's, and the reader would see none. Where the file does so
``LEAST`` times at least (its style, not one block of code that happens to list ``a)`` and ``b)``), each such
block is rewritten line for line: its closing fence moves up to the blank line between the text and the choices,
so the text stays in the code block the author drew (its layout kept) and the choices are read as choices; with
no blank line there, both fences go (blank lines, accounted for). A block qualifies when it has no info string (a
language says code), is closed, comes right under a heading, a numbered line (``2- Which ...?``) or right after
another block that qualifies (blank lines between only: the file's boxes one after another under one heading), holds
one text line at least, then two lettered choices or more labelled a, b, c... in order to its end -- or to a short
tail (``TAIL`` lines at most) whose every line opens with a word that the tails of ``LEAST`` boxes or more open with
(``Answer: C`` in every box: the record's own answer line, proved by its repetition over the file's boxes, not by
its word). The tail is unfenced
with the choices, for the answer readers. A block with an info string (```` ```kotlin ````) qualifies too right
under a numbered question line when a blank line parts its code from the choices that end it: the question's code,
then its choices; its closing fence moves up to that blank line, the code keeps its language. Linear in the number
of lines.

A block may box several questions of one layout (``Câu 1: ...?``, ``A. ...``..., a blank line, ``Câu 2: ...?``,
...): when its every line belongs to a record, each a text line or more then two lettered choices or more
labelled a, b, c... in order, two records at least, and the file's such blocks hold ``LEAST`` records at least
(one block may: a whole quiz in one box), both its fences go (blank lines, accounted for) and its records are read
as the questions they are. Such a block has no info string or one that says plain text (```` ```text ````).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.labelruns import evened
from quizdeck.importers.labels import split_label
from quizdeck.importers.mdinline import fenced_blocks

#: the fewest boxed questions that make a file's style
LEAST = 3
#: the most lines a box may hold after its choices (its answer line, a note)
TAIL = 3

#: a numbered question's line: its number (a word before it, ``Q``, ``Frage``), then ``.``, ``)``, ``-`` or ``:``
_NUMBERED = re.compile(r"^[ \t]{0,3}(?:[*_]{1,2})?(?:[^\W\d_]{1,12}[ \t]?)?\d{1,4}[.)\-:：][ \t]*\S")
#: the info strings that say a block holds plain text, no code (none at all, ``text``)
_PLAIN = frozenset({"", "text", "txt", "plain", "plaintext"})
#: the word a tail line opens with (markup before it aside): letters only, no digit
_OPENING = re.compile(r"[*_>\s]*([^\W\d_]+)")


def _opening(line: str) -> str | None:
    m = _OPENING.match(line)
    return m.group(1).casefold() if m else None


def _under_heading(lines: Sequence[str], start: int) -> bool:
    above = next((k for k in range(start - 1, -1, -1) if lines[k].strip()), None)
    return above is not None and lines[above].lstrip(" ").startswith("#")


def _after(lines: Sequence[str], start: int, end: int) -> bool:
    """Whether the block opening at ``start`` comes right after the line ``end`` (blank lines between only)."""
    return all(not lines[k].strip() for k in range(end + 1, start))


def _under_question(lines: Sequence[str], start: int) -> bool:
    """Whether the block opening at ``start`` stands right under a numbered line (``2- Which ...?``,
    ``Q3) ...``), blank lines between only."""
    above = next((k for k in range(start - 1, -1, -1) if lines[k].strip()), None)
    return above is not None and _NUMBERED.match(lines[above]) is not None


def _boxed(lines: Sequence[str], start: int, end: int) -> tuple[int, tuple[str | None, ...]] | None:
    """For the block [start, end] (its fences' lines): the line the choices start at when it boxes a question's
    text and choices, with the opening words of the lines after the choices (none when the choices end it), else
    None (where it stands aside). A block with an info string is its question's code: only right under a numbered
    question line, a blank line between its code and its choices, and no tail."""
    coded = bool(lines[start].strip().strip("`~"))
    if coded and not _under_question(lines, start):
        return None
    inner = [j for j in range(start + 1, end) if lines[j].strip()]
    first = next((k for k, j in enumerate(inner) if split_label(lines[j].strip()) is not None), None)
    if not first or (coded and lines[inner[first] - 1].strip()):
        return None   # no choice, or no text above them; code glued to its choices
    k = first
    while k < len(inner) and (split := split_label(lines[inner[k]].strip())) is not None and split[0] == k - first:
        k += 1
    if k - first < 2 or len(inner) - k > (0 if coded else TAIL):
        return None
    return inner[first], tuple(_opening(lines[j].strip()) for j in inner[k:])


def _records(lines: Sequence[str], start: int, end: int) -> int:
    """For the block [start, end] (its fences' lines): how many records it holds when all of it is records, each a
    text then a lettered run a, b, c... (two choices at least), two records at least; else 0."""
    if lines[start].strip().strip("`~").strip().casefold() not in _PLAIN:
        return 0
    records = 0
    text = choices = 0          # the current record's text lines and choices
    for j in range(start + 1, end):
        line = lines[j].strip()
        if not line:
            continue
        split = split_label(line)
        if split is not None and text and split[0] == choices:
            choices += 1
            continue
        if choices:              # a record's run ended: it must have two choices at least
            if choices < 2:
                return 0
            records += 1
            text = choices = 0
        if split is not None and not text:
            return 0             # a choice with no text above it
        text += 1
    if choices < 2:
        return 0
    records += 1
    return records if records >= 2 else 0


def _evened(lines: Sequence[str], blocks: Sequence[tuple[int, int]]) -> list[str]:
    """``lines`` with the labels of the bare blocks' lettered runs written in the boxes' usual form (``labelruns``,
    which the file's reading runs with fenced code aside: ``A. x`` in most boxes, ``A.x`` in one), line for line."""
    aside = [True] * len(lines)
    for start, end in blocks:
        if not lines[start].strip().strip("`~"):
            aside[start + 1:end] = [False] * (end - start - 1)
    return evened(lines, aside) or list(lines)


def unboxed(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with the boxed questions' fences moved or taken off (see the module's docstring), and the lines
    left blank (to be accounted for); None when the file boxes fewer than ``LEAST``."""
    if sum(1 for line in lines if line.lstrip(" ").startswith(("```", "~~~"))) < 2:
        return None   # no fenced block
    blocks = fenced_blocks(lines)
    written, lines = lines, _evened(lines, blocks)
    boxed = {(start, end): box for start, end in blocks if (box := _boxed(lines, start, end)) is not None}
    # the words the boxes' tails open with, each counted once a box: those of LEAST boxes are the record's
    openings = Counter(word for _, tail in boxed.values() for word in set(tail) if word is not None)
    found: list[tuple[int, int, int]] = []
    for start, end in blocks:
        box = boxed.get((start, end))
        if box is None or not all(word is not None and openings[word] >= LEAST for word in box[1]):
            continue
        # under a heading or a numbered line, or right after a block that boxes a question (the file's boxes one
        # after another)
        if _under_heading(lines, start) or _under_question(lines, start) or (
                found and _after(lines, start, found[-1][2])):
            found.append((start, box[0], end))
    several = [(start, end, n) for start, end in blocks if (n := _records(lines, start, end))]
    if len(found) < LEAST and sum(n for _, _, n in several) < LEAST:
        return None
    out = list(written)   # a box taken has its labels written in one form; any other is left as it is
    blanked: set[int] = set()
    if sum(n for _, _, n in several) >= LEAST:
        for start, end, _ in several:
            out[start:end] = lines[start:end]
            out[start] = out[end] = ""
            blanked |= {start, end}
    if len(found) < LEAST:
        return out, blanked
    for start, choices, end in found:
        out[start:end] = lines[start:end]
        gap = choices - 1
        if not lines[gap].strip() and gap > start + 1:
            opening = lines[start].strip()
            out[gap] = opening[:len(opening) - len(opening.lstrip(opening[0]))]   # the closing fence (no info string)
        else:
            out[start] = ""
            blanked.add(start)
        out[end] = ""
        blanked.add(end)
    return out, blanked
