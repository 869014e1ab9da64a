"""A heading without a number among the file's numbered question headings, one question under it: a question.

Heading-per-question pages (``### Question 1.1`` ... ``### Question 5.5``) end with a section of scenarios at the
same level, ``### Scenario 1``, whose question is two paragraphs: the scenario, then ``**Question**: Which ...?``
over the choices. The heading has no number the file's questions are numbered with and asks nothing, so it was read
as a section and the question started at its last paragraph: the scenario was lost. The file proves the heading is a
question's by its siblings: it stands at the level whose headings hold one question each (``mdheadlevel``), most
of those numbered (``LEAST`` at least), and it holds one question too; between it and the paragraph above the
choices there is text only (no heading, code, answer, choice or furniture), a paragraph at least, and an answer
under its choices, as under its siblings'. All those paragraphs are the question's text; a bold one-word field
label opening the last (``**Question**:``) is taken off. A heading where the numbered ones are few, or with
anything else above its question, stays a section.
"""

from __future__ import annotations

import re
from collections.abc import Callable

#: numbered sibling headings that make the level the file's question headings
LEAST = 3


def opens(h: int, text: int, numbered: Callable[[int], bool], share: tuple[int, int],
          other: Callable[[int], bool], text_at: Callable[[int], bool]) -> bool:
    """Whether heading ``h`` (one of the level's one-question headings, ``share`` their count numbered and their
    count) opens the question whose last paragraph starts at line ``text``: not numbered itself, most of the
    level's headings numbered, and lines ``h+1 .. text-1`` blank or text only (``other`` says a line is something
    else), some text (``text_at``) among them. The share is counted once by the caller: a count here per heading
    was quadratic in the file's headings."""
    if numbered(h) or text <= h + 1 or not any(text_at(j) for j in range(h + 1, text)):
        return False   # (nothing above the paragraph: the heading is its title, ``_titles``'s)
    count, total = share
    if count < LEAST or count * 2 <= total:
        return False
    return not any(other(j) for j in range(h + 1, text))


#: a one-word field label in bold, its colon after the bold (``**Question**:``) or inside it, opening a paragraph
_LABEL = re.compile(r"(?m)^(\*\*|__)[^\W\d_]{2,20}(?:[:：]\1|\1[ \t]*[:：])[ \t]*(?=\S)")


def unlabelled(text: str) -> str | None:
    """``text`` with the field label that opens its last paragraph taken off (the question asked there, under the
    scenario above it), when there is one and a paragraph stands above it; else None."""
    cut = text.rfind("\n\n")
    if cut < 0 or not (m := _LABEL.match(text, cut + 2)):
        return None
    return text[:m.start()] + text[m.end():]
