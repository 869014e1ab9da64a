"""A short title above the line that asks, on a few questions of a file whose others start with the asking line:
a section heading (``Foundations of Nursing``, ``Spend Management``) read into the question below it.

The file's own questions are the measure: most of them start with a line that asks or announces (``?``, ``:``), so
a text that starts with a few words without any sign, then such a line, carries a line that is not the question's.
A first line of capitals (a long question wrapped) or one whose next line goes on in small letters (one sentence
over two lines) is no title.
"""

from __future__ import annotations

import re

from quizdeck.importers import scriptwords
from quizdeck.importers.asking import ASKING_OR_ANNOUNCING, ends_with

#: a title's words at most: a heading, not a sentence
TITLE_WORDS = 6
#: a sign in a line: a sentence, a label, markup or code, not a title (letters, digits, spaces, apostrophes and
#: hyphens only)
_SIGN = re.compile(r"[^\w\s'’-]")
#: a word: what spaces part (a run of Han or Kana counted by its characters, ``scriptwords``)
_WORD = re.compile(r"\S+")


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.split("\n") if line.strip()]


def title_line(text: str) -> str | None:
    """The first line of ``text`` when it is a short title above a line that asks, or None."""
    lines = _lines(text)
    if len(lines) < 2:
        return None
    first, second = lines[0], lines[1]
    if scriptwords.count(first, _WORD) > TITLE_WORDS or _SIGN.search(first):
        return None
    if not first[:1].isalpha() or first.isupper():
        return None
    if second[:1].islower() or not ends_with(second, ASKING_OR_ANNOUNCING):
        return None
    return first


def asks_first(text: str) -> bool:
    """Whether the first line of ``text`` asks or announces what follows."""
    lines = _lines(text)
    return bool(lines) and ends_with(lines[0], ASKING_OR_ANNOUNCING)
