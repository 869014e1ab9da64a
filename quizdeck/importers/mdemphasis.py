"""A line wholly in italics: the emphasis is the file's style for its questions, not part of their number.

Some files write each question line in italics (``_Q1: text_``, ``*3. text*``); the question's number is inside
the emphasis, where the readers' number patterns (anchored at the line's start) do not see it. ``italic_inner``
gives the text inside one emphasis that wraps the whole line (``***x***``, bold inside italics, keeps its bold),
so that the reader can take the number off it. A line whose emphasis closes before its end (``_a_ and _b_``) is
not wrapped. The pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re

#: an emphasis closing or opening inside a text: the mark beside a space
_INSIDE = {mark: re.compile(rf"[ \t]{re.escape(mark)}|{re.escape(mark)}[ \t]") for mark in "*_"}


def _run(text: str, mark: str) -> int:
    """How many ``mark`` characters ``text`` starts with."""
    return len(text) - len(text.lstrip(mark))


def italic_inner(text: str) -> str | None:
    """The text inside the single emphasis (``*`` or ``_``) that wraps all of ``text``, else None (bold alone,
    ``**x**``, is no italics)."""
    text = text.strip()
    if len(text) < 3 or text[0] not in "*_" or text[-1] != text[0]:
        return None
    mark = text[0]
    lead, tail = _run(text, mark), _run(text[::-1], mark)
    if lead % 2 == 0 or tail % 2 == 0 or lead >= len(text) - 1:
        return None
    inner = text[1:-1]
    if not inner.strip() or inner != inner.strip() or _INSIDE[mark].search(inner.strip(mark)):
        return None
    return inner
