"""A question's number as OCR misreads it (``II.`` for ``11.``, ``l.`` for ``1.``, ``2O.`` for ``20.``): that number,
where the running numbers around it expect exactly it.

OCR of a scanned exam reads the digit one as a capital I, a small l or a bar, and zero as a capital O. A line opening
with such characters and a full stop, at the margin, is a question's number only where the file's numbers prove it:
the numbered line above it carries the number before it, and the numbered line below it the number after it
(``10.`` .. ``II.`` .. ``12.``). It is then written in digits; the reader says so at the line (``read``). Roman
numerals in order (``I.``, ``II.``, ``III.``) never pass: their neighbours are no digits. Line for line; anchored
and linear.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: (1) the number as read, digits and look-alikes, at least one look-alike, then a full stop and the text
_MISREAD = re.compile(r"^([0-9IlO|]{1,4})\.([ \t]+\S.*)$")
#: a question's number in digits opening a line: ``12. text``
_DIGITS = re.compile(r"^(\d{1,4})\.[ \t]+\S")
_DIGIT_OF = str.maketrans({"I": "1", "l": "1", "|": "1", "O": "0"})


def rewritten(lines: Sequence[str]) -> tuple[list[str], list[tuple[int, str, int]]] | None:
    """``lines`` with the misread numbers written in digits, and each one's line, as written and as read; None when
    there is none."""
    numbers = [(i, int(m.group(1))) for i, line in enumerate(lines) if (m := _DIGITS.match(line))]
    found: list[tuple[int, str, int]] = []
    k = 0
    for i, line in enumerate(lines):
        while k < len(numbers) and numbers[k][0] < i:
            k += 1
        m = _MISREAD.match(line)
        if m is None or m.group(1).isdigit() or (not any(c.isdigit() for c in m.group(1)) and len(m.group(1)) < 2):
            continue   # ("I. text" alone: a Roman one as often as a one misread)
        value = int(m.group(1).translate(_DIGIT_OF))
        if 0 < k < len(numbers) and numbers[k - 1][1] == value - 1 and numbers[k][1] == value + 1:
            found.append((i, m.group(1), value))
    if not found:
        return None
    out = list(lines)
    for i, shown, value in found:
        out[i] = str(value) + out[i][len(shown):]
    return out, found
