"""A lettered run that skips one letter (``A.`` ``B.`` ``D.`` ``E.``): one choice deleted and the rest not relabelled.

Hand-edited and OCR'd banks sometimes lose one choice of a question and keep the others' letters. A run read only
in order stops at the gap, and the rest of the choices are lost (or read as an answer line). The file's form is
the evidence: the line after the gap is written as the run's last choice is (the same indent, bullet, bold and
sign: ``- **D.**`` after ``- **B.**``), its letter the one after the next, and the run goes on in order after it in
the same form (``- **E.**``) at the same spacing. One skip a run at most, never before the run's second choice.
The choices keep the file's order; an answer by letter names the choice labelled so (``A`` the first, ``D`` the
third), and the reader says at the line which letter the labels skip.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: a labelled line's form: (1) what stands before the letter, (2) the letter, (3) its sign (a bold's close too)
_FORM = re.compile(r"^([ \t>]*(?:[-*+•][ \t]+)?(?:\*\*|__)?[(\[]?)([^\W\d_])((?:\*\*|__)?[.):\]](?:\*\*|__)?)[ \t]")


def form(line: str) -> str | None:
    """A labelled line's form, its letter aside (``- **D.** text`` -> ``- **#.**``); None when it has none."""
    m = _FORM.match(line[:80])
    return None if m is None else f"{m.group(1)}#{m.group(3)}"


def in_order(labels: Sequence[int | None]) -> bool:
    """Whether the run's labels are its places: A, B, C... with no skip."""
    return list(labels) == list(range(len(labels)))


def skip_at(labels: Sequence[int | None]) -> int | None:
    """The place of the one letter a run's labels skip (``A B D E`` -> 2); None when they skip none, or more."""
    gaps = [k for k, label in enumerate(labels) if label != k]
    if not gaps or any(labels[k] != k + 1 for k in range(gaps[0], len(labels))) or gaps[0] < 2:
        return None
    return gaps[0]


def expected(labels: Sequence[int | None]) -> int | None:
    """The label the run's next choice has: its place, or after one skip the place after it."""
    if in_order(labels):
        return len(labels)
    return len(labels) + 1 if skip_at(labels) is not None else None
