"""A mapping keyed by one stem and a running number (``question-1`` … ``question-17``, ``q1``, ``choice_2``,
``"1"``): the list of its values, in its numbers' order.

Data written by hand or exported by a form builder often keys its records by a number instead of listing them
(Hugo's ``questions: {question-1: …}``, SurveyJS's ``item1``, Firebase's ``{"1": …, "2": …}``). The keys prove
the list: every key is the same stem (letters and a joining ``-``, ``_``, space or ``.``, or nothing) and a
number, the numbers run 1..n (or 0..n-1, an array kept as an object) with none missing and none twice, two at
least. A mapping with any other key (``title``, ``q1`` beside ``q2b``), a gap (``q1``, ``q3``) or two stems
(``a1``, ``b2``) is a mapping, as written.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: a key that is a stem and a number: ``question-1``, ``q01``, ``choice_2``, ``Item 3``, ``1``
_KEY = re.compile(r"^(\D{0,40}?)[-_ .]?(\d{1,6})$")


def order(keys: Sequence[str]) -> list[int] | None:
    """The keys' positions in their numbers' order when they are one stem and a running number (1..n or 0..n-1,
    two keys at least); None otherwise."""
    if len(keys) < 2:
        return None
    stems: set[str] = set()
    numbers: list[int] = []
    for key in keys:
        m = _KEY.match(key.strip())
        if m is None:
            return None
        stems.add(m.group(1).casefold())
        numbers.append(int(m.group(2)))
    if len(stems) != 1:
        return None
    first = min(numbers)
    if first not in (0, 1) or sorted(numbers) != list(range(first, first + len(numbers))):
        return None
    return sorted(range(len(keys)), key=lambda k: numbers[k])


def span(keys: Sequence[str]) -> str:
    """How a running mapping's keys are named in a message: ``question-1`` … ``question-17``."""
    ordered = order(keys)
    if ordered is None:
        return ", ".join(f"`{k}`" for k in keys[:3])
    return f"`{keys[ordered[0]]}` … `{keys[ordered[-1]]}`"
