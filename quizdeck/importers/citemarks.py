"""A chat assistant's citation markers (``[cite_start]``, ``[cite: 6]``): where a cited passage starts and ends.

An assistant asked for a quiz may mark each passage it drew from its sources, anywhere in a line::

    ### Q1. [cite_start]The causative agent of Lyme disease is: [cite: 6]
    1. [cite_start]Rickettsia prowazekii [cite: 8]
    [cite_start]<strong>Correct Option: 3 (Borrelia burgdorferi)</strong> [cite: 12]

The page shows them as they are, inside the question, its choices and its answer line, which then reads as no
answer. A file with two such markers at least has them taken off every line, before any reading (they are never the
text); the spaces around a marker go with it. One output line for each input line, so every message keeps its line;
fenced code is left as it is. The pattern is linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: markers in a file: this many at least
LEAST = 2
#: a line longer than this is left as it is
_LONGEST = 20_000
#: a marker: ``[cite_start]`` before a passage, ``[cite: 6, 7]`` after it
_MARKER = re.compile(r"\[cite_start\][ \t]?|[ \t]*\[cite:[ \t]*\d{1,6}(?:[ \t]*,[ \t]*\d{1,6}){0,20}\]")


def uncited(lines: Sequence[str], fenced: Sequence[bool]) -> list[str] | None:
    """The lines without citation markers (see the module's docstring); None when the file has fewer than
    ``LEAST``."""
    at = [i for i, line in enumerate(lines) if not fenced[i] and "[cite" in line and len(line) <= _LONGEST]
    if sum(len(_MARKER.findall(lines[i])) for i in at) < LEAST:
        return None
    out = list(lines)
    for i in at:
        out[i] = _MARKER.sub("", lines[i])
    return out if out != list(lines) else None
