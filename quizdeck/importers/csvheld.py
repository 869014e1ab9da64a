"""Whole questions held in a row's question cell, before the row's own: a copy from a PDF whose rows were not split.

``"15. The commonest cause is\\nA. VascularB. Pick's\\nC. …\\nE. Prion\\n16. Which one is NOT a risk?",A. Smoking,…``:
the cell holds question 15 with its choices, each after its label, then question 16, whose choices fill the row's
cells. The cell is split at the lines that start with the running numbers (one after the other, ``15.``, ``16.``),
and each question before the last is read with its choices: labels ``A.`` to the row's count of choices in order,
the first at a line's start, the others anywhere after the one before (a PDF's copy runs them together:
``VascularB. Pick's``). Only when every earlier part reads so; else the cell is the row's question as it is.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

#: a line that starts with a question's running number: "16. Which…"
_NUMBERED = re.compile(r"^[ \t]*(\d{1,4})\.[ \t]+(?=\S)", re.M)
_LETTERS = "ABCDEFGHIJKL"


@dataclass(frozen=True)
class Held:
    """A question found inside another row's question cell: its text, its choices, where it starts in the cell."""

    text: str
    choices: list[str]
    start: int


def _choices(part: str, count: int) -> tuple[str, list[str]] | None:
    """A question's text and its ``count`` choices labelled ``A.``, ``B.``… in order in ``part``; else None."""
    first = re.search(r"^[ \t]*A\.[ \t]+", part, re.M)
    if first is None or not part[:first.start()].strip():
        return None
    marks = [first]
    for label in _LETTERS[1:count]:
        found = re.compile(rf"{label}\.[ \t]+(?=\S)").search(part, marks[-1].end())
        if found is None:
            return None
        marks.append(found)
    ends = [m.start() for m in marks[1:]] + [len(part)]
    choices = [" ".join(part[m.end():end].split()) for m, end in zip(marks, ends, strict=True)]
    if not all(choices) or re.search(rf"(?:^|\s){_LETTERS[count]}\.[ \t]+\S", part[marks[-1].end():]):
        return None   # an empty choice, or a label past the row's count: not this shape
    return part[:first.start()].strip(), choices


def held_questions(cell: str, count: int) -> tuple[list[Held], str] | None:
    """The questions a question cell holds before its own (``count`` choices each, as the row has), and the row's
    own question's text; None when the cell holds no other question so."""
    if "\n" not in cell or not 2 <= count <= len(_LETTERS) - 1:
        return None
    starts = list(_NUMBERED.finditer(cell))
    if len(starts) < 2 or starts[0].start() != len(cell) - len(cell.lstrip()):
        return None
    numbers = [int(m.group(1)) for m in starts]
    if numbers != list(range(numbers[0], numbers[0] + len(numbers))):
        return None
    held = []
    for m, after in itertools.pairwise(starts):
        found = _choices(cell[m.start():after.start()], count)
        if found is None:
            return None
        held.append(Held(found[0], found[1], m.start()))
    return held, cell[starts[-1].start():].strip()
