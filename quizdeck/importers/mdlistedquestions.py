"""Questions written as a bulleted list's items, each over its lettered choices nested under it: at the margin.

A bank may keep its questions as one list, each question a top-level item, its lettered choices a list nested under
it, its answer a paragraph inside the item or a line at the margin after it::

    - **Question 1**: Which of the following describes a process?

      - A) A thread with its own memory space
      - B) A program counter and address space

      **Answer: B) A program counter and address space**

    - What directive creates a parallel region?
      - A) #pragma omp for
      - B) #pragma omp parallel

    Correct answer: B) #pragma omp parallel

Such an item opens its block (a blank line or a heading above it, or the item before it), never glued under a line
of text (``**Explanation:** ...`` over ``- Why the others are wrong:`` and its lettered list: an explanation's).
Read as it stands, the list is one list: one question whose choices are the items, each with its nested list and
answer glued on. Where ``LEAST`` top-level items at least each hold one nested list of lettered choices (two or more,
labelled in order from the first letter, one indent, every item of it lettered; no problem of parts: a line of it
answering two of the labels, ``a) 2x, b) 5``, or a statement over sentences, ``a) Find f'(x).``), each such item,
and each other
top-level item that holds a paragraph of its own under its text (an answer line under a true/false statement), is
written at the margin: its bullet taken off its first line, the lines under it dedented by its text's indent (code
fences inside it too), so that the question reads as a paragraph over its lettered choices and its answer line, as
the text reader reads them. A nested list that is not lettered (``mdnestedlists``: bold marks its right choices) is
left alone. Line for line; linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.labels import split_label
from quizdeck.importers.mdinline import fenced_lines

#: questions written so in a file: this many at least
LEAST = 3
#: a top-level item: a bullet at no indent (one space at most), the spaces after it, its text
_TOP = re.compile(r"^( ?[-*+][ \t]+)(\S.*)$")
#: a nested item: its indent, its bullet and spaces, its text
_NESTED = re.compile(r"^([ \t]{2,})([-*+][ \t]+)(\S.*?)[ \t]*$")
_HEADING = re.compile(r"^ {0,3}#{1,6}(?:[ \t]|$)")
#: a label that is a letter (``A)``, ``b.``, ``(c)``), not a number: split_label reads both
_LETTER = re.compile(r"^[ \t]*\(?[A-Za-z][).:]")
#: a part's label inside a line (``a) 2x, b) 5``): a lone letter, a bracket, a space, after the line's start or a sign
_PART = re.compile(r"(?:^|[\s,;(])\(?[a-h]\)[ \t]")
#: a nested item that is a sentence: it asks or ends in a full stop
_TASK = re.compile(r"[.?？!][ \t*_]*$")


def _items(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, int]]:
    """The top-level items of the file's bulleted lists: (first line, end line), up to the next line at the margin
    (blank lines at the item's end left out)."""
    out = []
    for i, line in enumerate(lines):
        if fenced[i] or not _TOP.match(line):
            continue
        end = i + 1
        while end < len(lines) and (fenced[end] or not lines[end].strip() or lines[end][:1] in " \t"):
            end += 1
        while end > i + 1 and not lines[end - 1].strip():
            end -= 1
        out.append((i, end))
    return out


def _lettered(lines: Sequence[str], fenced: Sequence[bool], a: int, b: int) -> bool:
    """Whether the item at ``a`` (up to ``b``) holds one nested list, of two lettered choices or more, labelled in
    order from the first letter, at one indent (paragraphs and code beside it allowed)."""
    indents = set()
    labels = []
    for j in range(a + 1, b):
        m = None if fenced[j] else _NESTED.match(lines[j])
        if m is None:
            continue
        found = split_label(m.group(3)) if _LETTER.match(m.group(3)) else None
        if found is None:
            return False      # a nested item with no letter: another reader's list (mdnestedlists), or the stem's
        indents.add(m.group(1))
        labels.append(found[0])
    return len(labels) >= 2 and len(indents) == 1 and labels == list(range(len(labels)))


def _parts(lines: Sequence[str], fenced: Sequence[bool], a: int, b: int) -> bool:
    """Whether the item at ``a`` is a problem of parts, not a question over its choices: a line of it, no nested item,
    answers two of its nested labels (``**Answer:** a) 2x, b) 5``), or its text states (ends in a full stop) and each
    nested item is a sentence of its own (``a) Find f'(x).``): tasks, not choices."""
    nested = [m.group(3) for j in range(a + 1, b) if not fenced[j] and (m := _NESTED.match(lines[j]))]
    for j in range(a + 1, b):
        if not fenced[j] and not _NESTED.match(lines[j]) and len(_PART.findall(lines[j])) >= 2:
            return True
    m = _TOP.match(lines[a])
    stated = m is not None and m.group(2).rstrip(" *_").endswith(".")
    return stated and all(_TASK.search(text) for text in nested)


def _paragraph(lines: Sequence[str], fenced: Sequence[bool], a: int, b: int) -> bool:
    """Whether the item at ``a`` holds a paragraph of its own under its text: an indented line after a blank one."""
    return any(not fenced[j] and lines[j].strip() and not lines[j - 1].strip() and not _NESTED.match(lines[j])
               for j in range(a + 2, b))


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The file's listed questions at the margin (see the module's docstring); None when the file is not written so."""
    fenced = fenced_lines(lines)
    items = _items(lines, fenced)
    questions = {a for a, b in items if _lettered(lines, fenced, a, b) and not _parts(lines, fenced, a, b)}
    inside = {j for a, b in items if a in questions for j in range(a, b)}
    # a list opening a paragraph, not one glued under a line of text ("**Explanation:** ..." over "- Why not:")
    questions = {a for a in questions if a == 0 or not lines[a - 1].strip() or _HEADING.match(lines[a - 1])
                 or a - 1 in inside}
    if len(questions) < LEAST:
        return None
    out = list(lines)
    for a, b in items:
        if a not in questions and not _paragraph(lines, fenced, a, b):
            continue
        m = _TOP.match(lines[a])
        assert m is not None
        width = len(m.group(1).expandtabs(4))
        out[a] = m.group(2)
        for j in range(a + 1, b):
            line = lines[j]
            indent = len(line) - len(line.lstrip(" "))
            out[j] = line[min(indent, width):]
    return out, set()
