"""GIFT's marked answers written without the braces around them, the braces put back where the file says.

Some banks keep GIFT's signs but not its braces: a question (maybe its ``::title::``), then one answer a line, ``=``
before the right ones and ``~`` before the others (``~%50%`` weights and all), a blank line after. What the file
repeats is read, not its words: a block is such a question when its lines after the first run to its end each
opening with one of the two signs, the first of those lines right under the question's text; the file is so when
most of its blocks are (three at least, both signs seen) and no line holds a brace. ``braced`` gives the lines with
`` {`` after each question's text and `` }`` after its last answer (the line numbers kept), and a line of a block
above its ``::title::`` line (a section mark such as ``@1@``) made a comment, no part of the question.
"""

from __future__ import annotations

from quizdeck.importers.paragraphs import spans

#: the signs that open GIFT's answers: right, other
_SIGNS = ("=", "~")
#: the share of the blocks that must be questions so
_MOST = 0.6


def _answers_from(lines: list[str], a: int, b: int) -> int | None:
    """Where a block's answers start: the first line opening with a sign, all lines after it so, one line of text
    at least above it; None when the block is not so."""
    k = next((t for t in range(a, b) if lines[t].strip()[:1] in _SIGNS), None)
    if k is None or k == a or any(lines[t].strip()[:1] not in _SIGNS for t in range(k, b)):
        return None
    return k


def braced(lines: list[str]) -> tuple[list[str], list[int]] | None:
    """The lines with the braces put back (see the module), and the 1-based lines made comments; None when the
    file is not so."""
    if any("{" in ln or "}" in ln for ln in lines):
        return None
    blocks = spans(lines)
    found = [(a, b, k) for a, b in blocks if (k := _answers_from(lines, a, b)) is not None]
    signs = {lines[t].strip()[:1] for _, b, k in found for t in range(k, b)}
    if len(found) < 3 or len(found) < _MOST * len(blocks) or signs != set(_SIGNS):
        return None
    out = list(lines)
    aside: list[int] = []
    for a, b, k in found:
        title = next((t for t in range(a, k) if lines[t].lstrip().startswith("::")), a)
        for t in range(a, title):
            out[t] = "// " + lines[t]
            aside.append(t + 1)
        out[k - 1] = out[k - 1].rstrip() + " {"
        out[b - 1] = out[b - 1].rstrip() + " }"
    return out, aside
