"""Question numbers indented deeper than their choices (``    1. text`` over ``A. x`` at the margin): at the margin.

A plain-text draft may indent each question's number (a word processor's numbered list pasted as text: ``    1.
Perhatikan gambar berikut!``) while its choices and answer lines stand at the margin. The readers take a line
indented four spaces or more for a nested list's item or code, never for a question's number, and read each such
question into the one before it. Where three lines at least are numbered so, all with the same indentation (four
spaces or more), their numbers mostly going up (nine steps in ten; a number typed twice stays), no line numbered
so stands at the margin, and lettered choices (``A.``, ``a)``) less indented than the numbers follow nine in ten of
them before the next, those numbered lines are read at the margin (their indentation taken off). Every pattern is
anchored and linear in the line's length; nothing here knows a language.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from quizdeck.importers.labels import split_label
from quizdeck.importers.mdinline import fenced_lines

#: a numbered line: (1) its indentation, (2) its number, then its text
_NUMBERED = re.compile(r"^([ \t]*)(\d{1,4})[.)][ \t]+\S")
#: the fewest lines numbered so
_LEAST = 3
#: the share of steps up between numbers, and of numbered lines with lettered choices below them
_MOST = 0.9


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _lettered(lines: Sequence[str], a: int, b: int, deep: int) -> bool:
    """Whether choices lettered from the first (``A.``, ``a)``), less indented than ``deep``, stand in ``[a, b)``."""
    return any(_indent(lines[i]) < deep and (got := split_label(lines[i].strip())) is not None and got[0] == 0
               for i in range(a, b))


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with the questions' indented numbers at the margin (see the module); no line is blanked. None when
    the file does not number its questions so."""
    fenced = fenced_lines(lines)
    numbered = [(i, m) for i, line in enumerate(lines) if not fenced[i] and (m := _NUMBERED.match(line)) is not None]
    deep = [(i, m) for i, m in numbered if len(m.group(1)) >= 4]
    if len(deep) < _LEAST or len({m.group(1) for _, m in deep}) != 1 or any(not m.group(1) for _, m in numbered):
        return None
    numbers = [int(m.group(2)) for _, m in deep]
    if sum(1 for x, y in itertools.pairwise(numbers) if y >= x) < _MOST * (len(numbers) - 1):
        return None
    width = len(deep[0][1].group(1))
    ends = [i for i, _ in deep[1:]] + [len(lines)]
    over = sum(1 for (i, _), end in zip(deep, ends, strict=True) if _lettered(lines, i + 1, end, width))
    if over < _MOST * len(deep):
        return None
    out = list(lines)
    for i, _ in deep:
        out[i] = lines[i][width:]
    return out, set()
