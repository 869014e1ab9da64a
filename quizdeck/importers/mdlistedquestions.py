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

import bisect
import re
from collections.abc import Sequence

from quizdeck.importers.labels import split_label
from quizdeck.importers.listblocks import block_ends, without_blank_tail
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
    (blank lines at the item's end left out). The items of a run indented by one space end together."""
    starts = [i for i, line in enumerate(lines) if not fenced[i] and _TOP.match(line)]
    ends = without_blank_tail(lines, starts, block_ends(lines, fenced, starts))
    return list(zip(starts, ends, strict=True))


def _counts(flags: Sequence[bool]) -> list[int]:
    """How many of the flags are set before each place (one more place than flags): a range's count is a
    difference, whatever the ranges' overlap."""
    out = [0]
    for flag in flags:
        out.append(out[-1] + flag)
    return out


def _runs(values: Sequence[object]) -> list[int]:
    """For each place, the first place of the run of equal values that ends there."""
    out: list[int] = []
    for q, value in enumerate(values):
        out.append(out[q - 1] if q and values[q - 1] == value else q)
    return out


class _Nested:
    """The file's nested items (not fenced), read once: what ``_lettered`` and ``_parts`` ask of an item's range
    is then a difference of counts, or a run's start, however many items' ranges hold the same lines (the items of
    a run indented by one space end together: each one's range holds all the items after it)."""

    def __init__(self, lines: Sequence[str], fenced: Sequence[bool]) -> None:
        found = [None if fenced[j] else _NESTED.match(line) for j, line in enumerate(lines)]
        self.places = [j for j, m in enumerate(found) if m is not None]
        texts = [m.group(3) for m in found if m is not None]
        indents = [m.group(1) for m in found if m is not None]
        labels = [split[0] if _LETTER.match(text) and (split := split_label(text)) else None for text in texts]
        self.label = [-1 if label is None else label for label in labels]
        self.unlettered = _counts([label is None for label in labels])
        self.indent_runs = _runs(indents)
        # labels in order from the first letter: each label less its place is the same all along the range
        self.step_runs = _runs([None if label is None else label - q for q, label in enumerate(labels)])
        self.untasked = _counts([not _TASK.search(text) for text in texts])
        self.parted = _counts([not fenced[j] and found[j] is None and len(_PART.findall(line)) >= 2
                               for j, line in enumerate(lines)])

    def within(self, a: int, b: int) -> tuple[int, int]:
        """The nested items after ``a`` and before ``b``: their first and end places among the nested ones."""
        return bisect.bisect_right(self.places, a), bisect.bisect_left(self.places, b)

    def lettered(self, a: int, b: int) -> bool:
        """Whether the item at ``a`` (up to ``b``) holds one nested list, of two lettered choices or more, labelled
        in order from the first letter, at one indent (paragraphs and code beside it allowed). A nested item with
        no letter is another reader's list (mdnestedlists), or the stem's."""
        first, end = self.within(a, b)
        return end - first >= 2 and self.unlettered[end] == self.unlettered[first] and self.label[first] == 0 \
            and self.indent_runs[end - 1] <= first and self.step_runs[end - 1] <= first

    def parts(self, lines: Sequence[str], a: int, b: int) -> bool:
        """Whether the item at ``a`` is a problem of parts, not a question over its choices: a line of it, no
        nested item, answers two of its nested labels (``**Answer:** a) 2x, b) 5``), or its text states (ends in a
        full stop) and each nested item is a sentence of its own (``a) Find f'(x).``): tasks, not choices."""
        if self.parted[b] > self.parted[a + 1]:
            return True
        m = _TOP.match(lines[a])
        first, end = self.within(a, b)
        stated = m is not None and m.group(2).rstrip(" *_").endswith(".")
        return stated and self.untasked[end] == self.untasked[first]


def _paragraphs(lines: Sequence[str], fenced: Sequence[bool]) -> list[int]:
    """Counts (``_counts``) of the lines that open a paragraph of an item's own: indented text after a blank line,
    no nested item."""
    return _counts([j > 0 and not fenced[j] and bool(line.strip()) and not lines[j - 1].strip()
                    and not _NESTED.match(line) for j, line in enumerate(lines)])


def _covered(size: int, ranges: Sequence[tuple[int, int]]) -> list[bool]:
    """Whether each line is in one of the ranges."""
    depth = [0] * (size + 1)
    for a, b in ranges:
        depth[a] += 1
        depth[b] -= 1
    out = []
    held = 0
    for j in range(size):
        held += depth[j]
        out.append(held > 0)
    return out


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The file's listed questions at the margin (see the module's docstring); None when the file is not written so."""
    fenced = fenced_lines(lines)
    items = _items(lines, fenced)
    nested = _Nested(lines, fenced)
    questions = {a for a, b in items if nested.lettered(a, b) and not nested.parts(lines, a, b)}
    inside = _covered(len(lines), [(a, b) for a, b in items if a in questions])
    # a list opening a paragraph, not one glued under a line of text ("**Explanation:** ..." over "- Why not:")
    questions = {a for a in questions if a == 0 or not lines[a - 1].strip() or _HEADING.match(lines[a - 1])
                 or inside[a - 1]}
    if len(questions) < LEAST:
        return None
    opens = _paragraphs(lines, fenced)
    taken = [(a, b) for a, b in items if a in questions or opens[b] > opens[min(a + 2, b)]]
    out = list(lines)
    # each line is written by the last item taken whose range holds it: ranges that overlap end together (a run
    # indented by one space), so an item's lines stop where the next item taken starts
    for t, (a, b) in enumerate(taken):
        stop = min(b, taken[t + 1][0]) if t + 1 < len(taken) else b
        m = _TOP.match(lines[a])
        assert m is not None
        width = len(m.group(1).expandtabs(4))
        out[a] = m.group(2)
        for j in range(a + 1, stop):
            line = lines[j]
            indent = len(line) - len(line.lstrip(" "))
            out[j] = line[min(indent, width):]
    return out, set()
