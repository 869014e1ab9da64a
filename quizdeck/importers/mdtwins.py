"""Two lists of the same choices under one question: the second a translation or a restatement of the first.

A bilingual bank writes each question twice, its text and its choices in one language, then again in another
(``Q: 다음 ...?`` over ``- (1) ...`` to ``- (4) ...``, then ``Listening: Which ...?`` over ``- (1) ...`` to
``- (4) ...``), with one answer line below both. Bulleted lists whose items carry their own labels are told apart
from a scenario's bullets above the choices by those labels: when the list right above the answer has an earlier
twin in the question (as many items, the same labels in the same order: ``(1)``, ``(2)``..., ``a)``, ``b)``...),
the first is the question's choices and the rest is the question said again (which the reader keeps after the
choices, as their explanation's text). Every pattern is linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: a label an item starts with, after its bullet if it has one: "- (1) ", "1) ", "a. ", "(b) ", "[2] "
_LABEL = re.compile(r"^[ \t]*(?:[-*+•][ \t]+)?(\([0-9A-Za-z]{1,2}\)|\[[0-9A-Za-z]{1,2}\]|[0-9A-Za-z]{1,2}[.)])[ \t]+\S")


def _labels(texts: Sequence[str]) -> tuple[str, ...] | None:
    """The labels the items' lines start with, lower case, in order; None unless every item has one."""
    out = []
    for text in texts:
        m = _LABEL.match(text[:40])
        if m is None:
            return None
        out.append(m.group(1).lower())
    return tuple(out)


def first_twin(lists: Sequence[Sequence[str]], last: int) -> int | None:
    """Of the question's ``lists`` of choices (each its items' first lines as written), the first that is a twin of
    list ``last`` (the one the reader would take: right above the answer), when it comes before it; else None."""
    if not 0 <= last < len(lists) or len(lists[last]) < 2:
        return None
    want = _labels(lists[last])
    if want is None or len(set(want)) != len(want):
        return None
    return next((k for k in range(last) if len(lists[k]) == len(want) and _labels(lists[k]) == want), None)


def unlabelled(text: str) -> str:
    """An item's text without the label it starts with (``(1) text`` is ``text``)."""
    m = _LABEL.match(text[:40])
    return text[m.end(1):].lstrip(" \t") if m is not None else text
