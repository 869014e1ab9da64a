"""An answer given by the bold label that opens a Markdown answer block.

Banks hide the answer in ``<details><summary>Answer</summary>`` and start the block with it in bold,
the explanation after it on the same line: ``**B)** In a manual RAG ...``, ``**Correct: C.** Managed
identities ...``, ``**B, D** — both ...``. No "Answer:" word stands before the letters, so the line
patterns take the whole block as the explanation. ``leading_answer`` reads such an opening: a bold span
at the start of the block's first line holding only choice labels, after at most a few words and a
colon (``Correct:``, ``Richtig:``, ``Option``), or the labels and the text of the choice they name
(``**B) Blob storage**``). What follows the span stays the explanation. The reader asks only for the
first line of an answer block (its summary names an answer): anywhere else a bold letter is text.
Linear in the line's length (the span is at most ``_MAX_SPAN`` characters).
"""

from __future__ import annotations

import re

from quizdeck.importers.labels import answer_letters

_MAX_SPAN = 120
#: a bold span opening the line: ``**B)**``, ``__Correct: C.__``; ``- `` or ``> `` before it allowed
_OPENING = re.compile(rf"^[ \t>]*(?:[-*+][ \t]+)?(\*\*|__)([^*_\n]{{1,{_MAX_SPAN}}}?)\1[ \t]*[:.)\-–—]?[ \t]*")
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
    m = _OPENING.match(first_line[: _MAX_SPAN * 2])
    if m is None:
        return None
    inner = _MARKS.sub("", m.group(2).strip())
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


#: the answer written into the question's blank: "...结论错误的是（BCD）", "... is ( B )" (capital Latin labels only)
_IN_STEM = re.compile(r"[（(][ \t]*([A-L](?:[ \t]*[,、，]?[ \t]*[A-L]){0,7})[ \t]*[）)]")
#: fewer questions than this do not show what the file repeats
_LEAST_IN_STEM = 3


def stem_answers(texts: list[str], counts: list[int]) -> dict[int, tuple[list[int], str]]:
    """The answers a file writes into its questions' blanks (``（BCD）``), learnt from the file: where three
    questions at least, and four in five of those given (``texts``, their choices' ``counts``), hold one such
    group of capital labels that all name choices, each of those questions -> (its right choices, its text with
    the blank emptied: ``（）``). A question holding two groups, or labels past its choices, has none; empty when
    the file does not write its answers so."""
    out: dict[int, tuple[list[int], str]] = {}
    for k, (text, count) in enumerate(zip(texts, counts, strict=True)):
        found = list(_IN_STEM.finditer(text[:4000]))
        if len(found) != 1 or "```" in text[:found[0].start()]:
            continue
        letters = [c for c in found[0].group(1) if c.isalpha()]
        indices = [ord(c) - ord("A") for c in letters]
        if len(set(indices)) != len(indices) or max(indices) >= count:
            continue
        m = found[0]
        blank = m.group()[0] + m.group()[-1]
        out[k] = (sorted(indices), text[:m.start()] + blank + text[m.end():])
    if len(out) < _LEAST_IN_STEM or len(out) * 5 < len(texts) * 4:
        return {}
    return out
