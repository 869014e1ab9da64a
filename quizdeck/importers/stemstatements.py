"""Statements numbered i., ii., iii. right under a question's text, over choices that name them (``(i) only``,
``(i), (ii) & (iv)``): the question's text, not its choices.

A question asks which of some statements hold: it lists them under its text in roman numbers, then its choices
combine them. Read as plain lines, the statements are choices too. What tells is the question's own lines: two
statements at least numbered i, ii, iii… in order, each its own line, then two choices at least, one of which names a
statement by its number in brackets.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: a small roman number and its stop or bracket opening a statement: ``i.``, ``ii)``, ``iv.<TAB>``
_STATEMENT = re.compile(r"[ \t]*\(?([ivx]{1,4})[.)][ \t]+(?=\S)")
_ROMAN = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x")
#: the fewest statements, and the fewest choices after them
LEAST = 2


def _numbered(text: str) -> str | None:
    m = _STATEMENT.match(text)
    return m.group(1) if m else None


def statements(texts: Sequence[str]) -> int:
    """How many of a question's plain choice ``texts`` are statements of its text (the first ones, as the module
    says); 0 when they are not so."""
    k = 0
    while k < len(texts) and k < len(_ROMAN) and _numbered(texts[k]) == _ROMAN[k]:
        k += 1
    if k < LEAST or len(texts) - k < LEAST:
        return 0
    named = {f"({_ROMAN[j]})" for j in range(k)}
    return k if any(any(n in t for n in named) for t in texts[k:]) else 0
