"""An answer written as prose whose bold spans name choices (``The correct factors are **Something you have**,
**Something you know**, and **Somewhere you are**.``): those choices.

A practice bank's answer line is often a sentence, the answer in it set in bold. No word of the sentence is read:
only its emphasised spans (``**…**``, ``__…__``), and only when each of them is, word for word, one choice's whole
text (its own emphasis aside). Then the choices they name are the answer. A span that names no choice (a longer
form, ``European Union (EU)``) makes the sentence name nothing: it is no answer, and nothing is guessed. Linear in
the value's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: a bold span: group (1) its text
_BOLD = re.compile(r"\*\*(?=\S)(.{1,400}?)(?<=\S)\*\*|__(?=\S)(.{1,400}?)(?<=\S)__")
_MAX_VALUE = 4_000


def _plain(text: str) -> str:
    """A text without its emphasis and code marks, its spaces one, case folded, a final stop off."""
    return " ".join(re.sub(r"[*_`]", "", text).split()).rstrip(".").casefold()


def named(value: str, choices: Sequence[str]) -> list[int] | None:
    """The choices the bold spans of ``value`` name, in order; None when it has no bold span or one names no choice
    (or more than one)."""
    if "**" not in value[:_MAX_VALUE] and "__" not in value[:_MAX_VALUE]:
        return None
    texts = [_plain(text) for text in choices]
    out: list[int] = []
    spans = 0
    for m in _BOLD.finditer(value[:_MAX_VALUE]):
        spans += 1
        said = _plain(m.group(1) or m.group(2) or "")
        hits = [k for k, text in enumerate(texts) if text and text == said]
        if len(hits) != 1:
            return None
        if hits[0] not in out:
            out.append(hits[0])
    return sorted(out) if spans else None
