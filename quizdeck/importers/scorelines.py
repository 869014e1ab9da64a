"""A score line (``1 / 1 point``, ``0 / 2 Punkte``) right under the question's text, in most records: the page's
grading, furniture, no choice.

A graded quiz page pasted as text writes the points a question earned under its text, above its choices: two numbers
around a slash and one word. Read as plain lines, it is the question's first choice. What tells is its form and the
file's repetition: half the records at least (two at least) hold one, and only there, right under the question's
text, is one taken out; elsewhere such a line is a choice's text. A score is earned of what is possible (the first
number not over the second) and stands alone: a record holding two such lines holds a quantity's choices (``1 / 2
cup``, ``3 / 4 cup``), and that line is a choice. Any language: the word is not read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: two numbers around a slash, then one word (maybe closed by a stop): ``1 / 1 point``, ``0,5/1 Punkt.``
_SCORE = re.compile(r"[ \t]*(\d{1,3}(?:[.,]\d{1,2})?)[ \t]*/[ \t]*(\d{1,3}(?:[.,]\d{1,2})?)"
                    r"[ \t]+[^\W\d_]{1,20}\.?[ \t]*")
#: the share of records that must hold a score line for the file's records to be graded so, and the fewest
MOST, LEAST = 0.5, 2


def score_line(raw: str) -> bool:
    """Whether a line is a score (``1 / 1 point``): what was earned, not over what was possible."""
    m = _SCORE.fullmatch(raw)
    return m is not None and float(m.group(1).replace(",", ".")) <= float(m.group(2).replace(",", "."))


def alone(raws: Sequence[str]) -> bool:
    """Whether the first of a record's lines (its choices as read) is a score and none of the others is one."""
    return bool(raws) and score_line(raws[0]) and not any(score_line(raw) for raw in raws[1:])


def graded(records: Sequence[Sequence[str]]) -> bool:
    """Whether the records (each its lines' texts) are a graded page's: half of them at least hold one score line,
    one only."""
    held = sum(1 for rec in records if sum(1 for raw in rec if score_line(raw)) == 1)
    return held >= max(LEAST, MOST * len(records))
