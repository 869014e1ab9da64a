"""Questions written as a list's items, each item's line only the question's label (``Question 1``), its question,
lettered choices and answer line indented under it: at the margin.

A page may keep each question as a top-level item whose line says only its label, maybe in inline HTML or
emphasis (``- <span style="...">Question 1</span>``), the question's paragraph, its lettered lines (``A. Smurf<br>``)
and its answer line (``Answer: C``) indented under it. Read as it stands, the list is one list, its items one
question's choices. Where ``LEAST`` top-level items at least so open with a label of one word and a number (the
same word in all), and each holds, indented, two lettered lines or more in order from the first letter and an
answer line, each such item is written at the margin: its line the label in bold (``**Question 1**``), the lines
under it dedented by the item's text's indent (code fences too). Line for line; linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from quizdeck.importers.labels import split_label
from quizdeck.importers.mdinline import fenced_lines
from quizdeck.importers.sectionrestarts import LONE_LABEL

#: questions written so in a file: this many at least
LEAST = 3
#: a top-level item: its bullet and the spaces after it, its text
_TOP = re.compile(r"^( ?[-*+][ \t]+)(\S.*)$")
#: an inline HTML tag
_TAG = re.compile(r"</?[A-Za-z][^<>\n]{0,300}>")
#: a letter's label opening a line (``A.``, ``b)``)
_LETTER = re.compile(r"^\(?[A-Za-z][).:]")


def _items(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, int]]:
    """The top-level items: (first line, end line), up to the next line at the margin or the next item (`` - x``
    opens an item though indented by a space): items do not overlap, each line is looked at once."""
    out = []
    for i, line in enumerate(lines):
        if fenced[i] or not _TOP.match(line):
            continue
        end = i + 1
        while end < len(lines) and (fenced[end] or not lines[end].strip() or lines[end][:1] in " \t") and not (
                not fenced[end] and _TOP.match(lines[end])):
            end += 1
        while end > i + 1 and not lines[end - 1].strip():
            end -= 1
        out.append((i, end))
    return out


def _label(line: str) -> re.Match[str] | None:
    m = _TOP.match(line)
    return None if m is None else LONE_LABEL.match(_TAG.sub("", m.group(2)))


def _question(lines: Sequence[str], fenced: Sequence[bool], a: int, b: int,
              answer: Callable[[str], object]) -> bool:
    """Whether the item at ``a`` (up to ``b``) holds, indented, lettered lines in order from the first letter (two
    at least) and an answer line."""
    labels = []
    answered = False
    for j in range(a + 1, b):
        text = lines[j].strip()
        if fenced[j] or not text:
            continue
        if _LETTER.match(text) and (found := split_label(text)) is not None:
            labels.append(found[0])
        elif answer(text):
            answered = True
    return answered and len(labels) >= 2 and labels[:len(set(labels))] == list(range(len(set(labels))))


def rewritten(lines: Sequence[str], answer: Callable[[str], object]) -> tuple[list[str], set[int]] | None:
    """The file's labelled items at the margin (see the module's docstring); None when the file is not written so;
    ``answer`` tells an answer line."""
    fenced = fenced_lines(lines)
    found = [(a, b, m) for a, b in _items(lines, fenced) if (m := _label(lines[a])) is not None
             and _question(lines, fenced, a, b, answer)]
    if len(found) < LEAST or len({m.group(1).casefold() for _, _, m in found}) != 1:
        return None
    out = list(lines)
    for a, b, m in found:
        top = _TOP.match(lines[a])
        assert top is not None
        width = len(top.group(1).expandtabs(4))
        out[a] = f"**{m.group(1)} {m.group(2)}**"
        for j in range(a + 1, b):
            line = lines[j]
            indent = len(line) - len(line.lstrip(" "))
            out[j] = line[min(indent, width):]
    return out, set()
