"""A question's label and its answer's label in pairs (``**Q17.** text`` ... ``**R17.**`` over the choices): the
second, alone on its line, no text.

A page may label each question (``Q17.``, its text after it) and again, with another letter and the same number,
the choices that answer it (``R17.``: réponse), on a line of its own right above them. Read as it stands, that lone
label is the last line above the choices: the question's text. Where a line is only a label (a letter or two and a
number, emphasis and a dot around it), the next line with text opens a list, and a line above it (within
``_REACH`` lines, before any other such label) opens with a label of the same number and another letter, two times
at least in the file, the lone label's line is left blank. Line for line; linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.mdinline import fenced_lines

#: pairs so written in a file: this many at least
LEAST = 2
#: how far above the lone label its question's label may be (its text, code, a picture between)
_REACH = 40
#: a label opening a line (emphasis around it, a space inside the bold): (1) its letters (2) its number (3) the rest
_OPENING = re.compile(r"^[ \t]*(?:\*\*|__)?[ \t]*([A-Za-z]{1,2})[ \t]?(\d{1,4})[.:)]?[ \t]*(?:\*\*|__)?[ \t]*(.*)$")
#: a question's label opening a line, set off by a sign or its emphasis's end (``Q17.``, ``** Q17.**``, not the
#: prose of ``In 2 steps ...``): (1) its letters (2) its number
_LABELLED = re.compile(r"^[ \t]*(?:\*\*|__)?[ \t]*([A-Za-z]{1,2})[ \t]?(\d{1,4})(?:[.:)]|[ \t]*(?:\*\*|__))")
#: a list item's opening
_ITEM = re.compile(r"^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]")


def _paired(lines: Sequence[str], fenced: Sequence[bool], i: int) -> bool:
    m = None if fenced[i] else _OPENING.match(lines[i][:200])
    if m is None or m.group(3).strip():
        return False
    after = next((j for j in range(i + 1, len(lines)) if lines[j].strip()), None)
    if after is None or not _ITEM.match(lines[after]):
        return False
    for j in range(i - 1, max(i - _REACH, -1), -1):
        other = None if fenced[j] else _LABELLED.match(lines[j][:200])
        if other is not None:
            return other.group(2) == m.group(2) and other.group(1).casefold() != m.group(1).casefold()
    return False


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The file's lone answer labels blank (see the module's docstring); None when the file has none so paired."""
    fenced = fenced_lines(lines)
    lone = {i for i in range(len(lines)) if lines[i].strip() and _paired(lines, fenced, i)}
    if len(lone) < LEAST:
        return None
    return ["" if i in lone else line for i, line in enumerate(lines)], lone
