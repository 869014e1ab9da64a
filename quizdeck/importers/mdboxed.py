"""Questions boxed in fenced blocks: a file that writes each question's text and its lettered choices inside one
code fence, to keep its layout (``### Aufgabe 1``, then ```` ``` ````, ``Welche Zahl fehlt?``, ``5, 10, 15, ?``,
a blank line, ``a) 22``, ``b) 24``..., ```` ``` ````).

Such a block is no code: its choices are the question's, and the reader would see none. Where the file does so
``LEAST`` times at least (its style, not one block of code that happens to list ``a)`` and ``b)``), each such
block is rewritten line for line: its closing fence moves up to the blank line between the text and the choices,
so the text stays in the code block the author drew (its layout kept) and the choices are read as choices; with
no blank line there, both fences go (blank lines, accounted for). A block qualifies when it has no info string (a
language says code), is closed, comes right under a heading, holds one text line at least, then two lettered
choices or more labelled a, b, c... in order to its end. Linear in the number of
lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from quizdeck.importers.labels import split_label
from quizdeck.importers.mdinline import fenced_blocks

#: the fewest boxed questions that make a file's style
LEAST = 3


def _under_heading(lines: Sequence[str], start: int) -> bool:
    above = next((k for k in range(start - 1, -1, -1) if lines[k].strip()), None)
    return above is not None and lines[above].lstrip(" ").startswith("#")


def _boxed(lines: Sequence[str], start: int, end: int) -> int | None:
    """For the block [start, end] (its fences' lines): the line the choices start at when it boxes a question's
    text and choices, else None."""
    if lines[start].strip().strip("`~") or not _under_heading(lines, start):
        return None
    inner = [j for j in range(start + 1, end) if lines[j].strip()]
    first = next((k for k, j in enumerate(inner) if split_label(lines[j].strip()) is not None), None)
    if not first:
        return None   # no choice, or no text above them
    k = first
    while k < len(inner) and (split := split_label(lines[inner[k]].strip())) is not None and split[0] == k - first:
        k += 1
    if k - first < 2 or k < len(inner):
        return None
    return inner[first]


def unboxed(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with the boxed questions' fences moved or taken off (see the module's docstring), and the lines
    left blank (to be accounted for); None when the file boxes fewer than ``LEAST``."""
    if sum(1 for line in lines if line.lstrip(" ").startswith(("```", "~~~"))) < 2 * LEAST:
        return None
    found = [(start, choices, end) for start, end in fenced_blocks(lines)
             if (choices := _boxed(lines, start, end)) is not None]
    if len(found) < LEAST:
        return None
    out = list(lines)
    blanked: set[int] = set()
    for start, choices, end in found:
        gap = choices - 1
        if not lines[gap].strip() and gap > start + 1:
            out[gap] = lines[start].strip()   # the closing fence, right after the text
        else:
            out[start] = ""
            blanked.add(start)
        out[end] = ""
        blanked.add(end)
    return out, blanked
