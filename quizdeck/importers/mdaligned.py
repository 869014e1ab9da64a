"""Lettered choices slipped off their run's form: a space or three off its indentation, or glued to their label.

Hand-typed and converted files slip by a space: `` A. Paris`` above ``B. Rome``, or the last of four choices
nested one column short of the others (``       - d) ...`` under ``        - c) ...``), or ``c)Lyon`` among
``b) Rome`` and ``d) Oslo``, its text glued to its label. Markdown reads the slipped line as another block (a lazy
line, a list of its own, the question's text going on), and the choices from it on are lost to the explanation.
What the file repeats says otherwise: lines that start with labels in order, A, B, C... from the first, in one
form (the same bullet or none, the same sign after the letter, one case), nothing but blank lines between them,
are one run of choices. Where the indentations of such a run differ by three spaces at most, every line of it
takes the indentation most of them have (the first's on a tie), and a label glued to its text (not the run's
first) is set apart from it by a space, line for line. Nothing here knows a language; a run of two is too short
to tell, and code is left alone.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.labels import label_index

#: a lettered line: its indentation, its bullet, the label as written (opening, letter, closing sign), its text (set
#: apart by a space, or glued: ``c)Ha parametri``)
_LETTERED = re.compile(r"^( {0,12})([-*+][ \t]+)?(\(?)([A-La-l])([.)])([ \t]+\S|[^\s.)])")
#: the fewest lines a run holds
_LEAST = 3
#: the most an indentation may be off the run's
_SLIP = 3


def _form(m: re.Match[str]) -> tuple[str, str, str, bool]:
    """What every label of one run shares: its bullet, its opening, its closing sign and its case."""
    return (m.group(2) or "").strip(), m.group(3), m.group(5), m.group(4).isupper()


def _runs(lines: Sequence[str], fenced: Sequence[bool]) -> list[list[tuple[int, int, int]]]:
    """The runs of lettered lines in label order (each line's index, indentation, and where its text starts when
    it is glued to its label, else -1), blank lines between them; a run's first line is set apart."""
    runs: list[list[tuple[int, int, int]]] = []
    current: list[tuple[int, int, int]] = []
    form: tuple[str, str, str, bool] | None = None
    for i, line in enumerate(lines):
        if fenced[i]:
            current, form = [], None
            continue
        if not line.strip():
            continue
        m = _LETTERED.match(line[:200])
        index = label_index(m.group(4)) if m else None
        glued = m.start(6) if m is not None and not m.group(6)[0].isspace() else -1
        if m is not None and index is not None and index == len(current) and current and _form(m) == form:
            current.append((i, len(m.group(1)), glued))
            continue
        if m is not None and index == 0 and glued < 0:
            current, form = [(i, len(m.group(1)), -1)], _form(m)
            runs.append(current)
            continue
        current, form = [], None
    return [r for r in runs if len(r) >= _LEAST]


def aligned(lines: Sequence[str], fenced: Sequence[bool], out: list[str]) -> bool:
    """Write into ``out`` the lines of each run of lettered choices whose indentations differ by a slip (see the
    module) with the run's own indentation; whether any line changed."""
    changed = False
    for run in _runs(lines, fenced):
        indents = [indent for _, indent, _ in run]
        if max(indents) - min(indents) > _SLIP:
            continue
        counts = Counter(indents)
        usual = max(counts, key=lambda indent: (counts[indent], -indents.index(indent)))
        for i, indent, glued in run:
            if indent != usual or glued >= 0:
                line = lines[i] if glued < 0 else f"{lines[i][:glued]} {lines[i][glued:]}"
                out[i] = " " * usual + line[indent:]
                changed = True
    return changed
