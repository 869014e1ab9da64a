"""An answer given by the bold label that opens a Markdown answer block.

Banks hide the answer in ``<details><summary>Answer</summary>`` and start the block with it in bold,
the explanation after it on the same line: ``**B)** In a manual RAG ...``, ``**Correct: C.** Managed
identities ...``, ``**B, D** — both ...``. No "Answer:" word stands before the letters, so the line
patterns take the whole block as the explanation. ``leading_answer`` reads such an opening: a bold span
at the start of the block's first line holding only choice labels, after at most a few words and a
colon (``Correct:``, ``Richtig:``, ``Option``), or the labels and the text of the choice they name
(``**B) Blob storage**``). What follows the span stays the explanation. The reader asks only for the
first line of an answer block (its summary names an answer): anywhere else a bold letter is text. A heading
that opens the block holding only such words and labels (``#### Option: C``) gives them the same way.
Linear in the line's length (the span is at most ``_MAX_SPAN`` characters).
"""

from __future__ import annotations

import re

from quizdeck.importers.labels import answer_letters

_MAX_SPAN = 400
#: a bold span opening the line: ``**B)**``, ``__Correct: C.__``; ``- `` or ``> `` before it allowed
_OPENING = re.compile(rf"^[ \t>]*(?:[-*+][ \t]+)?(\*\*|__)([^*_\n]{{1,{_MAX_SPAN}}}?)\1[ \t]*[:.)\-–—]?[ \t]*")
#: a heading opening the block, its whole text the span: ``#### Option: C``, ``### **B**``
_HEADING = re.compile(rf"^[ \t]{{0,3}}(#{{1,6}})[ \t]+([^\n]{{1,{_MAX_SPAN}}}?)[ \t#]*$")
#: a few words and a colon before the labels: "Correct:", "Correct answer -", "Richtig:", "Option"
_WORDS = re.compile(r"^(?:[^\W\d_]{1,20}[ \t]+){0,3}[^\W\d_]{1,20}[ \t]*(?:[:：]|[-–—](?=[ \t]))[ \t]*|^option[ \t]+",
                    re.I)
#: emoji or a check mark before the labels: "✅ B"
_MARKS = re.compile(r"^[\u2190-\u2bff\u2700-\u27bf\ufe0f\U0001f000-\U0001faff \t]+")


def _key(text: str) -> str:
    return " ".join(text.strip(" \t*_`.").split()).casefold()


def leading_answer(first_line: str, choices: list[str]) -> tuple[list[int], str] | None:
    """The right choices the bold opening of ``first_line`` names, and what follows the span on the line;
    None when the line does not open with such a span, or it names a label past the choices."""
    m = _OPENING.match(first_line[: _MAX_SPAN * 2]) or _HEADING.match(first_line[: _MAX_SPAN * 2])
    if m is None:
        return None
    inner = _MARKS.sub("", m.group(2).strip().strip("*_").strip())
    words = _WORDS.match(inner)
    if words is not None:
        inner = inner[words.end():]
    found = answer_letters(inner)
    if found is None:
        return None
    indices, rest = found
    if not indices or any(k >= len(choices) for k in indices):
        return None
    rest = rest.strip(" \t.:)-–—")
    # "**B) Blob storage**": the label and its choice's text; any other text in the span is not an answer
    if rest and not (len(indices) == 1 and _key(rest) == _key(choices[indices[0]])):
        return None
    return sorted(set(indices)), first_line[m.end():].strip()

