"""A question split over two rows: a row of its first words only, the next row the rest of it and its cells.

A sheet pasted from a PDF or a Word table may cut a long question where its line wrapped: ``107. Which frequencies
must … when designing,,,,`` over ``108. aircraft structure?,Vibration frequencies,…``. The first row has no choices
and no answer, and its question breaks off mid-sentence (no ``?``, ``:``, ``.`` or blank at its end); the second
row's question opens with a word all in small letters (not ``mRNA``, ``pH``), after a number the paste counted on.
The column proves the small letter is no question's start when nine of its question cells in ten (all but one), five
at least, open otherwise (a capital, a digit, a sign: after their running number). The two questions are read as
one, joined by a space, the first row's number kept and the second's dropped (the split line's, not a question's);
the caller says so at the first row's line.
"""

from __future__ import annotations

import re

#: a question cell that ends as a sentence does: an asking or closing sign, a colon, a blank (quotes and brackets
#: after it)
_ENDED = re.compile(r"(?:[?？؟:：.。!！…]|__+)[\s\"'”»)\]]*$")
#: a running number before the text the paste counted on: ``108. ``, ``12) ``
_NUMBER = re.compile(r"[ \t]*\d{1,4}[ \t]*[.)][ \t]+")
#: the share of the question cells that open with no small letter, and the fewest cells
_MOST, _LEAST = 0.9, 5


def _opening(text: str) -> str:
    """A question's text after its running number."""
    number = _NUMBER.match(text)
    return text[number.end():] if number is not None else text


def capitals_open(questions: list[str]) -> bool:
    """Whether nine question cells in ten (all but one in a short sheet), five at least, open with no small letter
    (after a running number)."""
    filled = [q.strip() for q in questions if q.strip()]
    opened = sum(1 for q in filled if not _opening(q)[:1].islower())
    return len(filled) >= _LEAST and opened >= min(_MOST * len(filled), len(filled) - 1)


def goes_on(cut: str, rest: str) -> str | None:
    """The question ``cut`` (a row with no choices, breaking off mid-sentence) joined with ``rest`` (the next row's
    question, opening with a small letter after a running number maybe), that number dropped; None when they do not
    read so."""
    head, tail = cut.strip(), rest.strip()
    if not head or not tail or _ENDED.search(head):
        return None
    after = _opening(tail)
    word = after.split(maxsplit=1)[0] if after.split() else ""
    if not (word[:1].isalpha() and word.islower()):
        return None   # "mRNA …", "pH of …", "iPhone …": a word that opens small is no proof the sentence goes on
    return f"{head} {after}"
