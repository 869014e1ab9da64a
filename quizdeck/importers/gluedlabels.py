"""A choice label glued to its text after its sign (``A.Đúng``, ``b)Verdadero``), told by the run it stands in.

Hand-typed banks often leave out the space after a label's sign, in one question or in all: ``A.Đúng`` /
``B.Sai``. One such line is no label to the readers (``A.B`` in prose, ``U.S.``), so the question has no choices
and is folded into the one before it. The run is the evidence: lines right under a question's line, one after
another at one indent, each a letter and one sign (``.`` or ``)``) then a word's letter or digit or a space, the letters
going first, second, third... of one alphabet in one case from its first, two at least, one glued at least, in a
file where most such runs set their labels apart (a file gluing every label is left to the readers that learn its
layout). Each glued label is set apart from its text by a space (``A. Đúng``), line for line, said once at the first.
A letter glued to another sign (``a.)``) or followed by another such letter (``U.S.``) is no label; ``A.1`` /
``A.2`` is no run. Nothing here knows a
language or a word.
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


def _runs(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[list[int], list[int]]]:
    """The runs of labelled lines in order under a question's line: each run's lines and those of them glued."""
    runs: list[tuple[list[int], list[int]]] = []
    i = 1
    while i < len(lines):
        head = None if fenced[i] else _label(lines[i])
        order = alphabet_from(head[1]) if head is not None else None
        above = lines[i - 1]
        if head is None or order is None or fenced[i - 1] or not above.strip() or _label(above) is not None:
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


def rewritten(lines: Sequence[str], fenced: Sequence[bool], warn: LineWarn) -> list[str] | None:
    """The lines with each glued label of a proved run set apart from its text; None when there is none (or when
    the runs that set their labels apart are not most of the file's: a file that glues every label is read so by
    the readers that learn its layout)."""
    runs = _runs(lines, fenced)
    glued = [k for _, g in runs for k in g]
    if not glued or 2 * sum(1 for _, g in runs if g) > len(runs):
        return None
    out = list(lines)
    for k in glued:
        m = _LINE.match(lines[k])
        assert m is not None
        out[k] = f"{m.group(1)}{m.group(2)}{m.group(3)} {m.group(5)}"
    n = len(glued)
    warn(glued[0] + 1, f"{n} choice label{'s' if n > 1 else ''} glued to {'their' if n > 1 else 'its'} text "
         f"({lines[glued[0]].strip()[:16]}...) in a run of labels in order under a question, as the file's other "
         "runs set theirs apart: read as labels", "check those questions' choices")
    return out
