"""A question's number in square brackets opening its paragraph (``[12] Q. Which ...?``): its number, not its text.

Notes copied from a practice exam keep the exam's item numbers in brackets before each question, often out of
order or repeated (``[2]``, ``[6]``, ``[6]``: the item's place in that day's test). Where three paragraphs at
least open so, the bracketed number is taken off the line, which the reader then reads as the question's text
(a label after it, ``Q.``, is the file's label, taken off as any: ``mend``). A link (``[3](url)``), a reference
(``[3]: url``), a footnote (``[^3]``) and a box (``[x]``) are no numbers. Each line keeps its place; linear.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: "[12] text", "**[3]** text", "[3] **Q. text**": the number in brackets, then a space and the text
_OPENING = re.compile(r"^([ ]{0,3})(?:\*\*|__)?\[(\d{1,4})\](?:\*\*|__)?[ \t]+(?=\S)")
_FENCE = re.compile(r"^[ ]{0,3}(`{3,}|~{3,})")
#: paragraphs opening with a bracketed number that make it the file's way of numbering its questions
LEAST = 3


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with the bracketed numbers opening paragraphs taken off (and no line made blank); None when the
    file does not number its questions so."""
    found: list[tuple[int, int]] = []
    fence: str | None = None
    for i, line in enumerate(lines):
        f = _FENCE.match(line)
        if fence is not None:
            if f and f.group(1)[0] == fence[0] and len(f.group(1)) >= len(fence) and not line[f.end():].strip():
                fence = None
            continue
        if f:
            fence = f.group(1)
            continue
        if (i == 0 or not lines[i - 1].strip()) and (m := _OPENING.match(line)):
            found.append((i, m.end()))
    if len(found) < LEAST:
        return None
    out = list(lines)
    for i, end in found:
        m = _OPENING.match(lines[i])
        assert m is not None
        out[i] = m.group(1) + lines[i][end:]
    return out, set()
