"""A question cut at a delimiter of its own, its tail in a choice's cell (``…des grottes,"comme à Lascaux
?,Art rupestre"``): the tail moved back to the question.

A sheet written without quoting the question cell, then quoted around the wrong cells, leaves a question that
held the delimiter cut there: its first part in the question's cell, which then does not ask, and the rest in a
choice's cell, glued to that choice by the delimiter after the asking sign (``?,``). The file proves it: nearly
all its question cells end with an asking sign (``?``, ``？``, ``؟``; nine in ten, five at least), this one does
not, and exactly one of the row's choice cells holds that sign followed by the delimiter once, a choice's text
after it. The
part up to the sign is the question's tail: joined back (by the delimiter and a space), said at the row.
"""

from __future__ import annotations

import re

from quizdeck.importers.asking import ASKING, ASKS

#: the share of question cells that ask, at least, and the fewest such cells
_MOST, _FEWEST = 0.9, 5


def asking_sheet(questions: list[str]) -> bool:
    """Whether nearly all of a sheet's question cells end with an asking sign (see the module's docstring)."""
    filled = [q.strip() for q in questions if q.strip()]
    asking = sum(1 for q in filled if ASKS.search(q))
    return asking >= _FEWEST and asking >= _MOST * len(filled)


def tail_back(question: str, cell: str, delimiter: str) -> tuple[str, str] | None:
    """The question with its tail joined back and the choice left in the next cell, when the question does not
    ask and the cell holds one asking sign followed by the delimiter, text on both sides; else None."""
    if not delimiter or not question.strip() or ASKS.search(question.strip()):
        return None
    signs = list(re.finditer("|".join(re.escape(s) + r"[ \t]*" + re.escape(delimiter) for s in ASKING), cell))
    if len(signs) != 1:
        return None
    tail, choice = cell[:signs[0].start() + 1].strip(), cell[signs[0].end():].strip()
    if not tail or not choice or any(s in tail[:-1] for s in ASKING) or any(s in choice for s in ASKING):
        return None
    return f"{question.rstrip()}{delimiter} {tail}", choice
