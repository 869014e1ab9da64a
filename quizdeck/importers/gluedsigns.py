"""A sign glued before the label of one choice in each question (``.c. text`` among ``a. text``): its mark.

Some banks mark the right choice with a sign written right before its label, no space between (``.c.`` where the
others read ``c.``; the bank's own tester drops the sign). Glued so, the label is no label to the readers: the
marked line ends the list of choices and the rest of the question is lost. The file's convention is learnt from the
file: lettered choice lines in order (``a.`` ``b.`` ``c.``, one case, one closing sign),
and one sign glued before the label of exactly one choice of a run, in three runs at least, in no run on two
choices, and in most runs that carry a glued sign at all. The sign is then written as a check mark (``✓c.``, its
other characters as spaces: no column moves), which the learnt marks read as the right choice's mark; the import says at
the first marked line which sign was read so, and at each run of the file's choices where no choice carries it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.base import LineWarn
from quizdeck.importers.labels import label_index

#: a choice line: (1) its lead, (2) a sign glued before the label, (3) the label, (4) its closing sign, then a space
#: and text; the signs are those the learnt marks take for punctuation or structure, never for a mark: a full stop,
#: a comma, a colon, a semicolon, a middle dot, an ellipsis (``…`` or three dots), a dash, a quote's ``>``
#: (``*c.``, ``+c.``, ``#c.`` glued so are read as marks already: ``learntmarks``)
_CHOICE = re.compile(r"^([ \t]*)(\.{3}|[.,:;·…\-–—>])?([^\W\d_])([.)])[ \t]+\S")
#: the fewest runs the sign must mark
_LEAST_RUNS = 3
#: the mark it is written as
_CHECK = "✓"


def _runs(lines: Sequence[str], fenced: Sequence[bool]) -> list[list[tuple[int, str]]]:
    """Runs of consecutive lettered choice lines in order, each line with the sign glued before its label."""
    runs: list[list[tuple[int, str]]] = []
    run: list[tuple[int, str]] = []
    form = ""
    for i, line in enumerate(lines):
        m = None if fenced[i] or len(line) > 2_000 else _CHOICE.match(line)
        place = label_index(m.group(3)) if m else None
        shape = f"{m.group(3).isupper()}{m.group(4)}" if m else ""
        if m is not None and place == len(run) and (not run or shape == form):
            run.append((i, m.group(2) or ""))
            form = shape
            continue
        if len(run) >= 2:
            runs.append(run)
        run = [(i, m.group(2) or "")] if m is not None and place == 0 else []
        form = shape
    if len(run) >= 2:
        runs.append(run)
    return runs


def rewritten(lines: Sequence[str], fenced: Sequence[bool], warn: LineWarn) -> list[str] | None:
    """The lines with the file's glued mark written as a check mark; None when the file has none."""
    runs = _runs(lines, fenced)
    once: Counter[str] = Counter()
    twice: Counter[str] = Counter()
    signed = 0
    for run in runs:
        signs = Counter(s for _, s in run if s)
        signed += bool(signs)
        for sign, k in signs.items():
            (once if k == 1 else twice)[sign] += 1
    best = max(once, key=lambda s: once[s], default=None)
    if best is None or best == _CHECK or once[best] < _LEAST_RUNS or twice[best] or once[best] * 2 < signed:
        return None
    out = list(lines)
    first: int | None = None
    bare: list[int] = []
    for run in runs:
        marked = [i for i, s in run if s == best]
        if not marked:
            bare.append(run[0][0])
        for i in marked:
            lead = len(lines[i]) - len(lines[i].lstrip(" \t"))
            out[i] = lines[i][:lead] + _CHECK + " " * (len(best) - 1) + lines[i][lead + len(best):]
            first = i if first is None else first
    assert first is not None
    warn(first + 1, f"'{best}' glued before the label of one choice in {once[best]} questions read as the mark of "
         "the right choice", "check a few answers: the sign is no label's, the file's own mark")
    for at in bare[:10]:
        warn(at + 1, f"no choice of these carries the file's mark '{best}': the question is left without its answer",
             "add the answer by hand")
    return out
