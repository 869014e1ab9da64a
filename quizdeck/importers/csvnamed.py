"""Answers that name their choices by the choices' own labels and texts, or by a text and a remark after it.

A sheet whose choices are all in one cell, each after its label (``A:x B:y C:z``), often writes its answer
the same way: ``C:z``, or ``A:x C:z`` for several (``labelled_answer``): each piece's label names a choice and
its text is that choice's, or the answer is not read so. A true/false or one-word answer may carry a remark after
it (``错误，是辛亥革命``, ``False, it is 1921``): the answer's start is one choice's whole text, a comma or a
semicolon (any script's) or a bracket after it (``text_and_remark``); the reader says so at the row. Texts joined
by spaces, each a choice's whole text (``统一战线 武装斗争 党的建设``), name those choices (``spaced_texts``)."""

from __future__ import annotations

import re

from quizdeck.importers.imported import folded

#: a label of a choice inside an answer cell, at its start or after a space: "A:", "B：", "C.", "(D)"
_LABEL = re.compile(r"(?:^|(?<=\s))\(?([A-La-l])(?:[.)](?=[ \t]|[^\x00-\x7f])|[:：])[ \t]*(?=\S)")
#: what may stand between an answer's text and its remark: a comma, a semicolon or a bracket, of any script
_REMARK = re.compile(r"[ \t]*[,，、;；(（\[【]")


def labelled_answer(value: str, texts: list[str]) -> list[int] | None:
    """The choices an answer names as ``A:x C:z`` (one or more pieces, each label's text that choice's whole
    text), in order; None when it is not so written or a piece's text is not its label's choice's."""
    starts = list(_LABEL.finditer(value.strip()))
    text = value.strip()
    if not starts or starts[0].start() != 0:
        return None
    ends = [m.start() for m in starts[1:]] + [len(text)]
    found: list[int] = []
    for m, end in zip(starts, ends, strict=True):
        k = ord(m.group(1).upper()) - ord("A")
        if k >= len(texts) or k in found or folded(text[m.end():end]) != folded(texts[k]) or not texts[k].strip():
            return None
        found.append(k)
    return found


def text_and_remark(value: str, texts: list[str]) -> int | None:
    """The one choice whose whole text opens the answer, a comma, semicolon or bracket after it (a remark
    follows: ``错误，是辛亥革命``); None when no choice or several do."""
    key = folded(value)
    found = [k for k, t in enumerate(texts) if (f := folded(t)) and key.startswith(f) and len(key) > len(f)
             and _REMARK.match(key, len(f))]
    return found[0] if len(found) == 1 else None


def spaced_texts(value: str, texts: list[str]) -> list[int] | None:
    """The choices an answer names by their whole texts joined by spaces, two or more, each once (in any
    order); None when a piece is no choice's text or a choice's text holds a space."""
    keys = {folded(t): k for k, t in enumerate(texts) if t.strip()}
    if any(" " in key for key in keys):
        return None
    parts = [folded(p) for p in value.split()]
    if len(parts) < 2 or not all(p in keys for p in parts) or len(set(parts)) < len(parts):
        return None
    return sorted(keys[p] for p in parts)
