"""A question's number alone on its line, then paragraphs: the question's text, then its choices, one each.

A page copied from a course platform's knowledge check keeps the number of each question on a line of its own
(``7.``, an empty list item), then the question as a paragraph, then each choice as a paragraph of its own, with no
label, bullet or mark. The layout is read from the file's consistency: such numbers, three at least, running 1, 2,
3 ... (four in five the one before plus one), each followed by paragraphs and most of them (four in five) by
as many paragraphs as the others (two choices at least). Then each number's first paragraph is its question and
the next ones its choices, rewritten line for line as a numbered line and boxes, none ticked (the page gives no
answer: the reader says so). The last question's paragraphs beyond the file's usual number are the page's own
(a closing sentence), left as they are: the reader accounts for them, or says they are not used. A paragraph
that looks like no choice (a heading, a list, a fence, a table) ends a question's paragraphs. Linear in the
number of lines.
"""

from __future__ import annotations

import collections
import itertools
import re
from collections.abc import Sequence

from quizdeck.importers.mdinline import fenced_lines

#: a number alone on its line: ``7.``, ``7)``
_NUMBER = re.compile(r"^[ \t]{0,3}(\d{1,4})[.)][ \t]*$")
#: a line that is no plain paragraph's: a heading, a list's item, a quote, a table, a fence, a rule, HTML
_NOT_PLAIN = re.compile(r"^[ \t]*(?:#|[-*+][ \t]|\d{1,4}[.)]|>|\||```|~~~|<|---|\*\*\*|___|!\[)")
#: the least number of questions that make the layout
LEAST = 3


def _paragraphs(lines: Sequence[str], fenced: Sequence[bool], start: int, end: int) -> list[list[int]] | None:
    """The plain paragraphs between ``start`` and ``end`` (their lines); None when something else is among them."""
    out: list[list[int]] = []
    fresh = True
    for i in range(start, end):
        if not lines[i].strip():
            fresh = True
            continue
        if fenced[i] or _NOT_PLAIN.match(lines[i]):
            return None
        if fresh:
            out.append([])
            fresh = False
        out[-1].append(i)
    return out


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The file's questions (see the module's docstring) rewritten as a numbered line and unticked boxes, and the
    number lines left blank; None when the file is not written so."""
    found = [(i, int(m.group(1))) for i, line in enumerate(lines) if len(line) <= 12 and (m := _NUMBER.match(line))]
    if len(found) < LEAST:
        return None
    fenced = fenced_lines(lines)
    numbers = [i for i, _ in found if not fenced[i]]
    values = [v for i, v in found if not fenced[i]]
    if len(numbers) < LEAST or values[0] != 1 or sum(
            1 for a, b in itertools.pairwise(values) if b == a + 1) * 5 < (len(values) - 1) * 4:
        return None
    blocks: list[list[list[int]]] = []
    for n, i in enumerate(numbers):
        end = numbers[n + 1] if n + 1 < len(numbers) else len(lines)
        paragraphs = _paragraphs(lines, fenced, i + 1, end)
        if paragraphs is None or len(paragraphs) < 3:
            return None
        blocks.append(paragraphs)
    usual, held = collections.Counter(len(b) for b in blocks[:-1] or blocks).most_common(1)[0]
    if held * 5 < max(1, len(blocks) - 1) * 4 or len(blocks[-1]) < usual:
        return None
    out = list(lines)
    for i, block in zip(numbers, blocks, strict=True):
        out[i] = ""
        question, *choices = block[:usual] if i == numbers[-1] else block
        out[question[0]] = f"{lines[i].strip()} {lines[question[0]].strip()}"
        for choice in choices:
            out[choice[0]] = f"- [ ] {lines[choice[0]].strip()}"
            for j in choice[1:]:
                out[j] = "      " + lines[j].strip()
    return out, set(numbers)
