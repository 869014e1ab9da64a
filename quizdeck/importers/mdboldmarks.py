"""Choices in bold as the right ones, against the question's own answer line.

A file that marks its right choices by writing them wholly in bold among plain ones (a course platform's copy)
is read so where most of its unanswered questions do it (the reader's ``_apply_bold``). Bold is a weak mark: a
writer also bolds words for their own sake (``- **Lists**`` among the wrong choices). Where the question has an
answer line of its own, the line says which choices are right: bold that agrees changes nothing, bold that
disagrees is warned at the question and the answer line kept.

Marks read with the choices (bold, checked boxes) otherwise win over a line that names other choices. Not where the
question says how many to choose (``(Choose 2 answers)``) and the line names that many while the marks do not
(``Answer: B, D`` under one choice in bold): the marks miss one, the line is the answer (``line_wins``), said.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from quizdeck.importers.imported import ImportedQuestion
from quizdeck.importers.labels import letter

#: a question's own count of right choices: "(Choose 2 answers)", "(Select three)"
CHOOSE = re.compile(r"\((?:choose|select|pick|mark)[ \t]+(?:the[ \t]+)?(\w+)(?:[ \t]+\w+){0,3}\)", re.I)
NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5}


def wanted(text: str) -> int | None:
    """How many choices a question's text asks to choose (``(Choose 2 answers)``); None when it does not say."""
    hinted = CHOOSE.search(text)
    return NUMBER_WORDS.get(hinted.group(1).lower()) if hinted else None


def line_wins(text: str, said: list[int], marked: list[int]) -> int | None:
    """The count the question ``text`` asks to choose when its answer line (``said``) names that many and its marks
    (``marked``) do not: the line is the answer; None when the marks stay."""
    want = wanted(text)
    return want if want is not None and len(set(said)) == want != len(set(marked)) else None


def settle(q: ImportedQuestion, bold: list[int], warn: Callable[[ImportedQuestion, str], None]) -> None:
    """The right choices of ``q`` by its bold ones ``bold``, unless its answer line said others (warned then)."""
    if q.answer is None:
        q.set_answer(bold)
    elif sorted(set(bold)) != q.answer:
        said = ", ".join(letter(k) for k in q.answer)
        warn(q, f"the choices in bold ({', '.join(letter(k) for k in sorted(set(bold)))}) are not the ones the "
                f"answer line names ({said}); keeping the answer line")
