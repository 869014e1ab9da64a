"""A paragraph over a list as long as every question's list of the page, right after the choices above: a question.

A page that writes each question as a bare paragraph over a bulleted list of its choices, and gives no answer
lines (its right choices are marked in their text, ``(Corretta)``), writes one after the other::

    Which ...?

    - one
    - two (right)
    - three

    Loops can be used to:

    - repeat ... (right)
    - ...

The reader takes a paragraph over bullets for a question when it asks (``?``) or is answered; else the list is the
question above's notes ("Key points:", then its bullets). On such a page, a paragraph that does not ask, over a
list of as many items as each of the page's questions has (three questions at least, every one a paragraph over
bullets of that one length), right after the question above's choices (blank lines only between), with no answer
line anywhere in the part: a question like the others, not notes. Nothing here knows a language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

#: the least number of questions of one shape before a paragraph that does not ask is read as one of them
LEAST = 3


@dataclass(frozen=True)
class Listed:
    """A paragraph over a bulleted list: the paragraph's first line, the list's first line, end and length."""

    top: int
    start: int
    end: int
    items: int


def questions(found: Sequence[Listed], left: Sequence[Listed], lines: Sequence[str]) -> list[int]:
    """The paragraphs of ``left`` (those over lists that no question owns) that are questions like those of
    ``found`` (the part's questions, each a paragraph over bullets): their first lines."""
    if len(found) < LEAST or len({f.items for f in found}) != 1:
        return []
    size = found[0].items
    ends = sorted([f.end for f in found] + [x.end for x in left])
    out: list[int] = []
    for x in left:
        if x.items != size:
            continue
        before = [e for e in ends if e <= x.top]
        if not before or any(lines[j].strip() for j in range(before[-1], x.top)):
            continue   # (text between the list above and this paragraph: not right after the choices)
        out.append(x.top)
    return out
