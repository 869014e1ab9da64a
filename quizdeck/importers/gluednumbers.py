"""A question's number glued to its text's first digits (``2480.12 个月内…``): the question's label.

``linekinds`` reads ``12.5`` at a line's start as a number, not the label ``12.`` before ``5``, as it is in
a sentence. A file converted from a page often loses the space after a question's number, and when the
question's text starts with a figure the two run together: ``2480.12 个月内同一企业…`` (question 2480, about
12 months), ``2481.1 万平方米…``. Two such questions in a row ended the file's run of numbers, and every
question after them was lost. Here such a line is the question's numbered line when its number is the next
of the file's run (the most common numbered shape, ``1.``, ``2.``, … counted on from its last member) and
it is written the run's way but for the missing space: then the number is its label, the rest its text.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

from quizdeck.importers.linekinds import LABEL, TEXT, Line

#: the run's labels this reads: a number and one sign after it, nothing around (``12.``, ``12)``, ``12、``)
_STYLES = ("X.", "X)", "X、", "X．", "X:")


def glued_numbers(lines: list[Line]) -> list[Line]:
    """The lines with each TEXT line that opens with the next number of the file's run glued to a digit
    (``2480.12 …`` after ``2479.``) made the LABEL line of that number; the lines unchanged when none is so."""
    shapes = Counter(ln.shape for ln in lines if ln.kind == LABEL and ln.family == "digit" and not ln.wrap)
    if not shapes:
        return lines
    shape, count = shapes.most_common(1)[0]
    style = shape[3]
    if count < 2 or style not in _STYLES:
        return lines
    sign = style[1:]
    out = list(lines)
    expected: int | None = None          # the index (from 0) the run's next label would have
    for i, ln in enumerate(lines):
        if ln.shape == shape:
            if expected is None or ln.index in (expected, expected + 1) or ln.index == 0:
                expected = ln.index + 1
            continue
        if expected is None or ln.kind != TEXT or ln.wrap:
            continue
        text = ln.raw.lstrip()
        head = f"{expected + 1}{sign}"
        if text.startswith(head) and re.match(r"\d", text[len(head):]):
            out[i] = replace(ln, kind=LABEL, rest=text[len(head):].strip(), family="digit", style=style,
                             index=expected, prefix=head)
            expected += 1
    return out
