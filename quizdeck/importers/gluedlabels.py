"""A choice label glued to its text after its sign (``A.Đúng``, ``b)Verdadero``), told by the run it stands in.

Hand-typed banks often leave out the space after a label's sign, in one question or in all: ``A.Đúng`` / ``B.Sai``.
One such line is no label to the readers (``A.B`` in prose, ``U.S.``), so the question has no choices and is folded
into the one before it. The run is the evidence: lines right under a question's line, one after another at one
indent, each a letter and one sign (``.`` or ``)``) then a word's letter or digit or a space, the letters going
first, second, third... of one alphabet in one case from its first, two at least, one glued at least, in a file
where most such runs set their labels apart (a file gluing every label is left to the readers that learn its
layout), or, in a file that glues most of its labels but sets some runs' apart (the layout readers learn one way of
writing, not two), runs whose sign is ``)`` (``A)Each``, ``B)Threads``): a closing bracket makes no abbreviation, so
such a run is labels. A run whose sign is ``)`` may stand past blank lines under its question (``1) text``, a blank
line, ``A)x``) when its letters are in the case most of the file's runs use (``a)open`` under a note, where choices
are ``A.``, is no run). Each glued label is set apart from its text by a space (``A. Đúng``), line for line, said
once at the first. A letter glued to another sign (``a.)``) or followed by another such letter (``U.S.``) is no
label; ``A.1`` / ``A.2`` is no run. Nothing here knows a language or a word.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.base import LineWarn
from quizdeck.importers.labels import alphabet_from

#: a labelled line: (1) its lead, (2) the letter, (3) the sign, (4) a space or nothing, (5) the text
_LINE = re.compile(r"^([ \t]*)([^\W\d_])([.)])([ \t]*)(\S.*)$")
#: text that makes a glued letter no label: a letter and a sign again (``U.S.``, ``A.B.``)
_NO_TEXT = re.compile(r"^[^\W\d_][.)]")
#: the fewest items of a run
_LEAST = 2


def _label(line: str) -> tuple[str, str, str, bool] | None:
    """A line's lead, letter and sign, and whether its text is glued; None when it is no labelled line."""
    m = _LINE.match(line)
    if m is None or (not m.group(4) and (not m.group(5)[0].isalnum() or _NO_TEXT.match(m.group(5)))):
        return None                     # "a.) x": a sign more, no text glued; "U.S.": no label
    return m.group(1), m.group(2), m.group(3), not m.group(4)


def _above(lines: Sequence[str], i: int, closed: bool) -> int | None:
    """The line a run starting at ``i`` stands under: the line above it, or past blank lines for a run closed by
    ``)`` (``1) text``, blank lines, ``A)x``: the sign closes the label, the blank lines are spacing); None when
    there is none."""
    k = i - 1
    while closed and k > 0 and not lines[k].strip():
        k -= 1
    return k if lines[k].strip() else None


def _runs(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[list[int], list[int]]]:
    """The runs of labelled lines in order under a question's line: each run's lines and those of them glued."""
    runs: list[tuple[list[int], list[int]]] = []
    i = 1
    while i < len(lines):
        head = None if fenced[i] else _label(lines[i])
        order = alphabet_from(head[1]) if head is not None else None
        up = _above(lines, i, head is not None and head[2] == ")")
        if head is None or order is None or up is None or fenced[up] or _label(lines[up]) is not None:
            i += 1
            continue
        run = [i]
        while (i + len(run) < len(lines) and len(run) < len(order) and not fenced[i + len(run)]
               and (nxt := _label(lines[i + len(run)])) is not None
               and nxt[:3] == (head[0], order[len(run)], head[2])):
            run.append(i + len(run))
        if len(run) >= _LEAST:
            runs.append((run, [k for k in run if (got := _label(lines[k])) is not None and got[3]]))
        i += len(run)
    return runs


def _closed(line: str) -> bool:
    """Whether a labelled line's sign is a closing bracket (``A)text``): a label closed so is no abbreviation."""
    got = _label(line)
    return got is not None and got[2] == ")"


def _upper(line: str) -> bool:
    """Whether a labelled line's letter is a capital."""
    got = _label(line)
    return got is not None and got[1].isupper()


def _in_case(lines: Sequence[str], runs: list[tuple[list[int], list[int]]]) -> list[tuple[list[int], list[int]]]:
    """The runs without those standing past blank lines (``_above``) in the other case than most of the file's runs:
    ``a)open``, ``b)find`` in a note under an answer, where the choices are ``A.``, are a list in the text."""
    upper = 2 * sum(1 for run, _ in runs if _upper(lines[run[0]])) >= len(runs)
    return [(run, g) for run, g in runs if lines[run[0] - 1].strip() or _upper(lines[run[0]]) == upper]


def rewritten(lines: Sequence[str], fenced: Sequence[bool], warn: LineWarn) -> list[str] | None:
    """The lines with each glued label of a proved run set apart from its text; None when there is none (or when
    the runs that set their labels apart are not most of the file's: a file that glues every label is read so by
    the readers that learn its layout)."""
    runs = _in_case(lines, _runs(lines, fenced))
    apart = 2 * sum(1 for _, g in runs if g) <= len(runs)
    if not apart:   # "A)text": the sign closes the label, where some runs set theirs apart (else: the layout readers')
        runs = [(run, g) for run, g in runs if _closed(lines[run[0]])] if any(not g for _, g in runs) else []
    glued = [k for _, g in runs for k in g]
    if not glued:
        return None
    out = list(lines)
    for k in glued:
        m = _LINE.match(lines[k])
        assert m is not None
        out[k] = f"{m.group(1)}{m.group(2)}{m.group(3)} {m.group(5)}"
    n = len(glued)
    warn(glued[0] + 1, f"{n} choice label{'s' if n > 1 else ''} glued to {'their' if n > 1 else 'its'} text "
         f"({lines[glued[0]].strip()[:16]}...) in a run of labels in order under a question, "
         + ("as the file's other runs set theirs apart" if apart else "each closed by ')'") + ": read as labels",
         "check those questions' choices")
    return out
