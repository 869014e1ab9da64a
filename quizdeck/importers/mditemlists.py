"""A list numbered 1, 2, 3... nested under each item of a numbered list: that item's choices.

Some worksheets write each question as an item of an ordered list and its choices as an ordered list nested
under it::

    2. The code at the page's top is for:

        1. the document's type;
        2. the opening tag;
        3. the file's extension.

Read line by line, a nested item numbered 1 is text of the question, and the question has no choices (nothing
else says the numbers are labels: no answer names one). Whether they are the choices is read from the file
itself: where three items of the outer list at least hold one nested list numbered from 1 each (two items or
more, one indent, under the item's own text), those lists are the items' choices, labelled by their numbers.
An item that holds lettered lines or boxes, a list whose items are lettered after their numbers (``1. A、text``), two
nested lists, or a list not counting from 1, is left as the reader finds it. Nothing here knows a language; linear
in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.labels import split_label

#: fewer items than this do not show what the file repeats
LEAST = 3
#: an item of the outer list: its number opens the line (three spaces of indent at most)
_OUTER = re.compile(r"^ {0,3}\d{1,4}[.)][ \t]+\S")
#: an item of a nested list: its indent, its number, its text
_NESTED = re.compile(r"^(\t[ \t]*|[ \t]{2,})(\d{1,2})[.)][ \t]+(\S.*?)[ \t]*$")
#: a lettered choice or a box, nested or not: the item's choices are another kind
_OTHER = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(?:\(?[A-Ha-h]\)|[A-Ha-h]\.|\[[ xX]\])[ \t]+\S")
#: a heading: the outer list's part ends
_HEADING = re.compile(r"^ {0,3}#{1,6}[ \t]")

_Listed = list[tuple[int, int, int, str]]   # (line, indent, number, text)


def _nested(lines: Sequence[str], fenced: Sequence[bool], a: int, b: int) -> _Listed | None:
    """The one list numbered from 1 nested under the outer item at line ``a`` (its lines up to ``b``); None when it
    holds none, two, one of another count, or lettered lines or boxes."""
    out: _Listed = []
    ended = False
    for j in range(a + 1, b):
        if fenced[j]:
            if out:
                ended = True
            continue
        line = lines[j]
        if _OTHER.match(line):
            return None
        m = _NESTED.match(line)
        if m is None:
            if out and line.strip() and len(line) - len(line.lstrip(" \t")) <= out[0][1]:
                ended = True   # text after the list, at its indent or less
            continue
        indent, number = len(m.group(1)), int(m.group(2))
        if out and indent > out[0][1]:
            continue   # deeper still: a choice's own list
        if ended or number != len(out) + 1 or (out and indent != out[0][1]):
            return None
        out.append((j, indent, number, m.group(3)))
    if any(split_label(text.strip("*_ ")) is not None for _, _, _, text in out):
        return None   # "1.   A、text": the item's own label names it (the reader knows that list)
    return out if len(out) >= 2 else None


def add_choices(out: dict[int, tuple[int, int, str]], lines: Sequence[str], fenced: Sequence[bool]) -> None:
    """Add to ``out`` (line -> indent, number, text) the nested lists that are their outer items' choices."""
    outer = [i for i, line in enumerate(lines) if not fenced[i] and _OUTER.match(line)]
    if len(outer) < LEAST:
        return
    found: list[_Listed] = []
    for k, i in enumerate(outer):
        end = outer[k + 1] if k + 1 < len(outer) else len(lines)
        end = next((j for j in range(i + 1, end) if not fenced[j] and _HEADING.match(lines[j])), end)
        listed = _nested(lines, fenced, i, end)
        if listed is not None:
            found.append(listed)
    if len(found) < LEAST:
        return
    for listed in found:
        for j, indent, number, text in listed:
            out.setdefault(j, (indent, number, text))
