"""List items lettered in order under every question (``* a.Python``, ``* b.Java``, ``* d .C``): the letter a label
even where it is glued to its text, in any script; set apart (``* a. Python``).

A quiz engine prints a choice's letter glued to its text (``a.Python``), and a page pasted from it keeps that. The
readers know a label by the space after its sign, so such a choice keeps its letter. Whether the letters are labels
is proved by the file's own runs, not by the script after them: the bulleted items between two other lines (blank
lines and fenced code between items aside) form a run; a run whose items open with the letters a, b, c... in order,
each followed by its sign (``.`` or ``)``, maybe after a space: ``d .``), is a labelled run; the file holds
``LEAST`` such runs at least and no run of two bulleted letters or more out of order. Then every glued or
mis-spaced label of those runs is written ``a. text``. Line for line; linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.labels import alphabet_from

#: the fewest ordered runs that prove the file's labels
LEAST = 3
_MAX_LINE = 2_000
#: a bulleted item opening with a letter and its sign: group (1) the bullet and spaces, (2) the letter, (3) the
#: space before the sign, (4) the sign, (5) what follows the sign (a text glued, a space, nothing)
_ITEM = re.compile(r"^([ \t]{0,3}[-*+][ \t]+)([^\W\d_])([ \t]?)([.)])(.*)$")


def _runs(lines: Sequence[str], skip: Sequence[bool]) -> list[list[tuple[int, re.Match[str]]]]:
    """The runs of lettered items: consecutive, blank lines and skipped (fenced) lines between them aside."""
    runs: list[list[tuple[int, re.Match[str]]]] = []
    run: list[tuple[int, re.Match[str]]] = []
    for i, line in enumerate(lines):
        if skip[i] or not line.strip() or (run and line[:1] in " \t" and not _ITEM.match(line[:_MAX_LINE])):
            continue   # (blank, fenced, or an item's indented lines: the run goes on)
        m = _ITEM.match(line[:_MAX_LINE]) if len(line) <= _MAX_LINE else None
        if m is not None and (m.group(5)[:1] not in (".", ")")):
            run.append((i, m))
            continue
        if run:
            runs.append(run)
        run = []
    if run:
        runs.append(run)
    return runs


def _ordered(run: list[tuple[int, re.Match[str]]]) -> bool:
    """Whether a run's letters are its alphabet's first ones, in order (``a b c d``), two at least."""
    alphabet = alphabet_from(run[0][1].group(2))
    return alphabet is not None and len(run) >= 2 and len(run) <= len(alphabet) and all(
        m.group(2) == alphabet[k] for k, (_, m) in enumerate(run))


def set_apart(lines: list[str], skip: Sequence[bool]) -> int:
    """Every glued (``* a.text``) or mis-spaced (``* d .text``) label of the file's ordered runs written ``* a. text``,
    in place; how many lines changed (0 where the runs prove nothing)."""
    runs = _runs(lines, skip)
    ordered = [run for run in runs if _ordered(run)]
    if len(ordered) < LEAST or len(ordered) < sum(1 for run in runs if len(run) >= 2):
        return 0
    count = 0
    for run in ordered:
        for i, m in run:
            after = m.group(5)
            if m.group(3) or (after and not after[0].isspace()):
                lines[i] = m.group(1) + m.group(2) + m.group(4) + " " + after.lstrip(" \t") + lines[i][_MAX_LINE:]
                count += 1
    return count
