"""A value written as a data file writes a scalar: ``"B"``, ``'C',``, ``“2”``.

Markdown and text quizzes that keep a record of each question in a data fence (JSON ``"answer": "B",``, YAML
``answer: 'C'``, a Python dict) quote the value and may end the line with the list's ``,``. The value is what the
quotes hold: one pair of matching quotes around the whole value, a ``,`` after them, nothing else. A value with a
quote inside (``"a" or "b"``) or only one quote is left as it is.
"""

from __future__ import annotations

import re

#: an opening quote and the quote that closes it
_PAIRS = {'"': '"', "'": "'", "\u201c": "\u201d", "\u201e": "\u201c", "\u2018": "\u2019", "\u00ab": "\u00bb"}
#: what may follow the closing quote: a list's or a record's separator
_AFTER = re.compile(r"[ \t]*[,;]?[ \t]*$")


def unquoted(value: str) -> str:
    """``value`` without one pair of matching quotes around all of it and a ``,`` after them (``"A, B",`` ->
    ``A, B``); ``value`` itself when it is not so quoted."""
    v = value.strip()
    if len(v) < 2 or (close := _PAIRS.get(v[0])) is None:
        return value
    end = v.find(close, 1)
    if end < 0 or not _AFTER.fullmatch(v, end + 1):
        return value
    inner = v[1:end]
    if v[0] in inner or close in inner:
        return value
    return inner.strip()
