"""Lines numbered one after another inside a question, in another number style than the questions': its text.

Exam dumps print code with its line numbers (``3. public class OverAndOver {`` .. ``15. }``) and list statements
under a stem (``1. Query1 is ...`` .. ``5. ...``, then ``(A) 1 and 3``). Read as question numbers, such a line
(``15.``, higher than the question's own ``11)``) starts a question that takes the real one's choices. The file
tells them apart by style: its questions are numbered in one sign (``11)``), each such line standing apart from
the others (other lines between), and the lines here in the other sign (``.`` beside ``)``, or ``)`` beside
``.``), three at least, one right under the other with no blank line between, each number one more than the line
above, the first not the number the question after the last one would have. They are the question's text when
the question goes on to lettered choices (``A.``, ``(A)``, ``a)``) before the next question's line: a question
whose choices are those numbered lines themselves has no lettered line after them, and is left as it is.

Nothing here knows a language or a word; linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

#: a numbered line: (1) the number, (2) its sign; text or nothing after it
_NUMBERED = re.compile(r"^[ \t]*(\d{1,4})([.)])(?=[ \t]|$|[^\W\d_])")
#: a lettered choice line: ``A.``, ``A)``, ``(A)``, ``a)`` then a space or the text
_LETTERED = re.compile(r"^[ \t]*(?:\([A-Ha-h]\)|[A-Ha-h][.)])(?=[ \t]|[^\W\d_]|\d)")
#: the fewest lines of a run, the fewest question lines of the file's own style
_LEAST = 3
_LEAST_QUESTIONS = 3


@dataclass(frozen=True)
class Listed:
    """A run of lines numbered in order inside a question: its first and last line (indices), first and last number."""

    start: int
    end: int
    first: int
    last: int


def _numbers(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, str] | None]:
    """Each line's number and sign, None where it is no numbered line."""
    out: list[tuple[int, str] | None] = []
    for line, inside in zip(lines, fenced, strict=True):
        m = None if inside else _NUMBERED.match(line)
        out.append((int(m.group(1)), m.group(2)) if m is not None else None)
    return out


def _alone(numbers: Sequence[tuple[int, str] | None], i: int) -> bool:
    """Whether the numbered line ``i`` stands apart: no numbered line of its sign right above or below it."""
    here = numbers[i]
    assert here is not None
    return all(not (0 <= j < len(numbers) and (got := numbers[j]) is not None and got[1] == here[1])
               for j in (i - 1, i + 1))


def _question_sign(numbers: Sequence[tuple[int, str] | None]) -> str | None:
    """The sign the file numbers its questions with: the one whose lines standing apart count most, going up by one
    from one line to the next at least ``_LEAST_QUESTIONS`` times; None when neither does."""
    steps = {".": 0, ")": 0}
    last: dict[str, int] = {}
    for i, got in enumerate(numbers):
        if got is None or not _alone(numbers, i):
            continue
        if last.get(got[1]) == got[0] - 1:
            steps[got[1]] += 1
        last[got[1]] = got[0]
    best = max(steps, key=lambda s: steps[s])
    return best if steps[best] >= _LEAST_QUESTIONS and steps[best] > 2 * steps["." if best == ")" else ")"] else None


def listings(lines: Sequence[str], fenced: Sequence[bool]) -> list[Listed]:
    """The runs of lines numbered in order, in the sign the file's questions are not numbered with, that stand in
    a question going on to lettered choices (see the module's docstring)."""
    numbers = _numbers(lines, fenced)
    sign = _question_sign(numbers)
    if sign is None:
        return []
    found: list[Listed] = []
    question: int | None = None   # the number of the last question line above
    i = 0
    while i < len(lines):
        got = numbers[i]
        if got is not None and got[1] == sign and _alone(numbers, i):
            question = got[0]
        if got is None or got[1] == sign:
            i += 1
            continue
        j = i + 1
        while j < len(lines) and (nxt := numbers[j]) is not None and nxt == (got[0] + j - i, got[1]):
            j += 1
        if j - i >= _LEAST and (question is None or got[0] != question + 1) and _lettered_after(lines, numbers, j,
                                                                                                 sign):
            found.append(Listed(i, j - 1, got[0], got[0] + j - i - 1))
        i = j
    return found


def _lettered_after(lines: Sequence[str], numbers: Sequence[tuple[int, str] | None], j: int, sign: str) -> bool:
    """Whether a lettered choice line comes after line ``j`` before the next line numbered in the questions' sign."""
    for k in range(j, len(lines)):
        got = numbers[k]
        if got is not None and got[1] == sign:
            return False
        if _LETTERED.match(lines[k]):
            return True
    return False
