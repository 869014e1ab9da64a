"""Choices in bold as the right ones, against the question's own answer line.

A file that marks its right choices by writing them wholly in bold among plain ones (a course platform's copy)
is read so where most of its unanswered questions do it (the reader's ``_apply_bold``). Bold is a weak mark: a
writer also bolds words for their own sake (``- **Lists**`` among the wrong choices). Where the question has an
answer line of its own, the line says which choices are right: bold that agrees changes nothing, bold that
disagrees is warned at the question and the answer line kept.
"""

from __future__ import annotations

from collections.abc import Callable

from quizdeck.importers.imported import ImportedQuestion
from quizdeck.importers.labels import letter


def settle(q: ImportedQuestion, bold: list[int], warn: Callable[[ImportedQuestion, str], None]) -> None:
    """The right choices of ``q`` by its bold ones ``bold``, unless its answer line said others (warned then)."""
    if q.answer is None:
        q.set_answer(bold)
    elif sorted(set(bold)) != q.answer:
        said = ", ".join(letter(k) for k in q.answer)
        warn(q, f"the choices in bold ({', '.join(letter(k) for k in sorted(set(bold)))}) are not the ones the "
                f"answer line names ({said}); keeping the answer line")
