"""Answers given as a line of flags, one per choice, with the choices on one line of words.

Quiz files written for a small program (a C console quiz) may hold each question's choices on one line, one word
each (``Germania Austria Franta Rusia``, ``5 6 7 8``), beside a line of as many flags, ``1`` under the right
choice and ``0`` under the others (``0 1 0 0``). Nothing names either line: the file tells them by its own
consistency. A flags line is a line of two to eight ``0``/``1`` tokens with a ``1`` among them; its choices line is
the content line right after it (else right before it) with as many words, itself no flags line. Where most flags
lines of a file (three at least) have such a line beside them, ``flagged`` gives the lines with each choices line
written as one labelled line per choice and, after them, an answer line naming the flagged ones; the flags line
itself is left out (it stays inside its question's lines, which run from the question to the answer).
"""

from __future__ import annotations

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES
from quizdeck.importers.linekinds import LABEL, Line, one_line
from quizdeck.source.model import LETTERS

#: flags lines a file must hold, and the share of them that must have a choices line beside them
_LEAST = 3
_SHARE = 0.8


def _flags(line: Line) -> list[int] | None:
    """The right choices a line of ``0``/``1`` flags names (``0 0 1 0`` -> [2]), or None."""
    tokens = line.raw.split()
    if not MIN_CHOICES <= len(tokens) <= MAX_CHOICES or any(t not in ("0", "1") for t in tokens):
        return None
    right = [k for k, t in enumerate(tokens) if t == "1"]
    return right if 0 < len(right) < len(tokens) else None


def _partner(lines: list[Line], i: int, count: int) -> int | None:
    """The place of the choices line beside flags line ``i``: the next content line, else the one before, of
    ``count`` words and no flags."""
    for step in (1, -1):
        j = i + step
        while 0 <= j < len(lines) and not lines[j].content:
            j += step
        if 0 <= j < len(lines) and len(lines[j].raw.split()) == count and _flags(lines[j]) is None:
            return j
    return None


def flagged(lines: list[Line]) -> list[Line] | None:
    """The lines with each pair of a flags line and its choices line written as labelled choices and an
    answer line (see the module's docstring); None when the file has no such pairs."""
    pairs: dict[int, tuple[int, list[int]]] = {}      # choices line -> (flags line, right choices)
    seen = 0
    for i, ln in enumerate(lines):
        right = _flags(ln) if ln.content else None
        if right is None:
            continue
        seen += 1
        j = _partner(lines, i, len(ln.raw.split()))
        if j is not None and j not in pairs:
            pairs[j] = (i, right)
    if len(pairs) < _LEAST or len(pairs) < _SHARE * seen:
        return None
    flags = {i for i, _ in pairs.values()}
    out: list[Line] = []
    for j, ln in enumerate(lines):
        if j in flags:
            continue
        if j not in pairs:
            out.append(ln)
            continue
        words = ln.raw.split()
        for k, word in enumerate(words):
            label = f"{LETTERS[k]}."
            out.append(Line(ln.number, f"{label} {word}", LABEL, word, "", "latin", "X.", k, ln.indent, label))
        said = ", ".join(LETTERS[k] for k in pairs[j][1])
        out.append(one_line(max(ln.number, lines[pairs[j][0]].number), f"Answer: {said}"))
    return out
