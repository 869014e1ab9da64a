"""The right choice marked by its list marker: ``+ right`` among ``* wrong`` choices, labelled (``+ b) right``) or not.

Some converters (Markdown to a platform's quiz) ask their authors to write the wrong choices as one kind
of bullet and the right ones as another::

    1. How does it know?

    * The method does not exist
    * The prediction is 0
    + Some other way

A reader takes any of ``-``, ``*``, ``+`` for a choice's bullet and so loses the mark. Whether the marker
is a mark is read from the file itself: when the choices of the questions left unanswered are all written
with two markers, one of them standing on some but not all of each question's choices (on exactly one
in most questions that have it) in three questions at least and most of them, and the other on the rest,
the first marks the right choices. A question whose choices carry none of it stays unanswered (and is
warned as such by the reader). Linear in the number of lines the questions were read from.
"""

from __future__ import annotations

import re
from collections import Counter

from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.labels import split_label

#: fewer questions than this do not show what the file repeats
_LEAST = 3
#: a bullet list item: its indentation, its marker, its text
_BULLET = re.compile(r"^([ \t]*)([-*+])[ \t]+(\S.*)$")


def _unlabelled(text: str) -> str:
    """An item's text without the choice label it opens with (``a) right``: ``right``), as the reader keeps it."""
    split = split_label(text.strip())
    return split[1].strip() if split is not None else text.strip()


def _markers(q: ImportedQuestion, lines: list[str], fenced: list[bool]) -> list[str] | None:
    """The bullet marker of each of the question's choices, in order, from the lines it was read from; None
    when a choice is not found on a bullet line of its own."""
    numbers = [i for a, b in q.lines for i in range(a - 1, min(b, len(lines)))]
    out: list[str] = []
    at = 0
    for choice in q.choices:
        first = choice.text.split("\n", 1)[0].strip()
        if not first:
            return None
        while at < len(numbers):
            i = numbers[at]
            at += 1
            m = None if fenced[i] else _BULLET.match(lines[i][:2000])
            if m is not None and first in (m.group(3).strip(), _unlabelled(m.group(3))):
                out.append(m.group(2))
                break
        else:
            return None
    return out


def apply(deck: ImportedDeck, lines: list[str], fenced: list[bool]) -> None:
    """Answer the unanswered questions by the file's right marker, when it has one (the module's docstring)."""
    found = [(q, m) for q in deck.questions if q.answer is None and len(q.choices) >= 2
             and (m := _markers(q, lines, fenced)) is not None]
    if len(found) < _LEAST:
        return
    kinds = {k for _, m in found for k in m}
    if len(kinds) != 2:
        return
    counts = Counter(k for _, m in found for k in m)
    right, other = sorted(kinds, key=lambda k: (counts[k], k))
    having = [m for _, m in found if right in m]
    if (len(having) < _LEAST or len(having) * 2 <= len(found)
            or any(other not in m for _, m in found)
            or sum(1 for m in having if m.count(right) == 1) * 2 <= len(having)):
        return
    for q, m in found:
        if right in m:
            q.set_answer(k for k, kind in enumerate(m) if kind == right)
    deck.mend(f"the bullet '{right}' of the right choices of {{n}} question{{s}} (the others' is '{other}')",
              len(having))
