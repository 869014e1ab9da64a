"""A flag line beside each choice: ``0``/``1`` alone on a line, ``1`` beside the right one.

A quiz program's data may give each choice its own flag line, a ``0`` or ``1`` alone, right before (or right after)
the choice's line, the labelled choices and the flags alternating::

    1.	Zwarta grupa zawodników w wyścigu kolarskim to
    0
    a) aktyw
    1
    b) peleton
    0
    c) konwój

Read as they stand, the flags are choices of their own, or the question's last line, or an answer line naming the
choice at its number. Here the file's own consistency tells them: a **run** is labelled choice lines (``LABEL``
lines of one family, in order) each with a ``0``/``1`` line on one side, the side the same for the whole file (learnt:
the side more flags stand on). Where three runs at least, and nine in ten of the runs met, hold exactly one ``1``
(or, for select-all questions, one at least, never all), ``choice_flags`` gives the lines without the flags and
with an answer line after each run naming its flagged choices; else None. A run whose flags name none, or all, is
said (``Flags.odd``), its answer line left out. Linear in the lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES
from quizdeck.importers.linekinds import LABEL, Line, one_line
from quizdeck.source.model import LETTERS

#: runs a file must hold, and the share of them whose flags name a right choice and not all
_LEAST = 3
_SHARE = 0.9


@dataclass
class Flags:
    """The lines read without the flags (an answer line after each run), and the runs whose flags named no right
    choice or all of them (the line of their first choice)."""

    lines: list[Line]
    runs: int
    odd: list[int] = field(default_factory=list)


def _flag(line: Line) -> int | None:
    text = line.raw.strip()
    return int(text) if text in ("0", "1") else None


def _content(lines: list[Line]) -> list[int]:
    return [i for i, ln in enumerate(lines) if ln.content]


def _runs(lines: list[Line], at: list[int], side: int) -> list[list[tuple[int, int, int]]]:
    """The runs of labelled choices each with its flag on ``side`` (-1: the line before, 1: the line after), as
    (choice's place, flag's place, flag) triples, over the content lines ``at``."""
    runs: list[list[tuple[int, int, int]]] = []
    run: list[tuple[int, int, int]] = []
    k = 0
    while k < len(at):
        i = at[k]
        ln = lines[i]
        o = k + side
        flag = _flag(lines[at[o]]) if 0 <= o < len(at) else None
        if ln.kind == LABEL and flag is not None and (
                not run or (ln.family == lines[run[-1][0]].family and ln.index == lines[run[-1][0]].index + 1)):
            run.append((i, at[o], flag))
            k += 2 if side == 1 else 1
            continue
        if ln.kind == LABEL and flag is not None:      # a new run starts right after the last
            runs.append(run)
            run = [(i, at[o], flag)]
            k += 2 if side == 1 else 1
            continue
        if run and (side == 1 or _flag(ln) is None):
            runs.append(run)
            run = []
        k += 1
    if run:
        runs.append(run)
    return [r for r in runs if MIN_CHOICES <= len(r) <= MAX_CHOICES and lines[r[0][0]].index == 0]


def choice_flags(lines: list[Line]) -> Flags | None:
    """The lines with each choice's flag line read as its mark (see the module's docstring); None when the file has
    no such runs."""
    at = _content(lines)
    flags = sum(1 for i in at if _flag(lines[i]) is not None)
    if flags < _LEAST * MIN_CHOICES:
        return None
    best: list[list[tuple[int, int, int]]] = []
    for side in (-1, 1):
        runs = _runs(lines, at, side)
        if sum(len(r) for r in runs) > sum(len(r) for r in best):
            best = runs
    named = [r for r in best if 0 < sum(f for _, _, f in r) < len(r)]
    if len(named) < _LEAST or len(named) < _SHARE * len(best) or 2 * sum(len(r) for r in best) < flags:
        return None
    dropped = {j for r in best for _, j, _ in r}
    after = {r[-1][0]: r for r in named}
    out: list[Line] = []
    for i, ln in enumerate(lines):
        if i in dropped:
            continue
        out.append(ln)
        if i in after:
            run = after[i]
            said = ", ".join(LETTERS[k] for k, (_, _, f) in enumerate(run) if f)
            out.append(one_line(max(ln.number, *(lines[j].number for _, j, _ in run)), f"Answer: {said}"))
    return Flags(out, len(best), [lines[r[0][0]].number for r in best if r not in named])
