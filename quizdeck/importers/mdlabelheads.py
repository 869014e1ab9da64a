"""A question's number in a bold line of its own with a title after it, the question asked below: the title is a label.

Some banks open each question with a bold line that numbers it and names its level or topic, and ask it in the
paragraph below::

    **Q3: Basic - [Slicing]**

    What does `s[::-1]` return?

The title (``Basic - [Slicing]``) is no part of what is asked: a label, like the number. It is one when the line is
wholly bold, its title asks nothing (no ``?`` nor ``:`` at its end) and the text below it asks (a line ending in
``?`` or ``:`` before the choices, not in code). Nothing here knows a language.
"""

from __future__ import annotations

from collections.abc import Sequence

#: what a line that asks ends in
_ASKS = ("?", "？", "؟", ":", "：")
#: a longer title is a sentence, not a label
_LONGEST = 80


def is_label(line: str, title: str, body: Sequence[str], fenced: Sequence[bool]) -> bool:
    """Whether ``title``, the rest of the numbered line ``line`` after its number, is a label over the question
    ``body`` asks (``fenced``: which body lines are code)."""
    whole = line.strip()
    if not (whole.startswith(("**", "__")) and whole.endswith(("**", "__")) and len(whole) > 4):
        return False
    title = title.strip().strip("*_").strip()
    if not title or len(title) > _LONGEST or title.endswith(_ASKS):
        return False
    return any(text.strip() and not code and text.rstrip(" *_").endswith(_ASKS)
               for text, code in zip(body, fenced, strict=True))
