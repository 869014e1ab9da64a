"""A record's opening line that gives its number and its right choice's letter, above the question: ``12 C 1``
(question 12, answer C, one point), then ``P: question`` and the choices. An app's data file keeps its key so.

Read only where the file does so throughout: the line right above most of its questions (three at least, four in
five), blank lines aside, is a number, a letter and maybe a second number (points), nothing else; the numbers rise
from question to question. Each such line's letter is its question's answer when the question has none; a letter
that names no choice of its question, or another answer than the one the question marks, is said at the line; the
reader's "gives no answer" is taken back for the questions answered. Every pattern is anchored and linear.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.answerlines import unsay
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.labels import label_index, letter
from quizdeck.importers.mdinline import fenced_lines

#: a record's opening line: its number, its answer's letter, maybe its points ("12 C 1", "3 b")
_OPENING = re.compile(r"^[ \t]*(\d{1,5})[ \t]+([A-La-l])(?:[ \t]+\d{1,4})?[ \t]*$")
#: the fewest questions, and the share of them, that must stand under such a line
_LEAST = 3
_SHARE = 0.8


def _above(q: ImportedQuestion, lines: Sequence[str], fenced: Sequence[bool]) -> tuple[int, int, int] | None:
    """The opening line right above ``q``'s first line (blank lines aside): (its index, number, choice index)."""
    j = q.pos.line - 2
    while j >= 0 and not lines[j].strip():
        j -= 1
    if j < 0 or fenced[j] or (m := _OPENING.match(lines[j][:100])) is None:
        return None
    index = label_index(m.group(2).upper())
    return None if index is None else (j, int(m.group(1)), index)


def read(deck: ImportedDeck, lines: Sequence[str], where: str, diags: Diagnostics) -> None:
    """The answers given by the records' opening lines (see the module) set on ``deck``'s questions."""
    asked = [q for q in deck.questions if len(q.choices) >= 2]
    if len(asked) < _LEAST or not any(q.answer is None for q in asked):
        return
    fenced = fenced_lines(lines)
    found = [(q, at) for q in asked if (at := _above(q, lines, fenced)) is not None]
    numbers = [n for _, (_, n, _) in found]
    if len(found) < max(_LEAST, _SHARE * len(asked)) or numbers != sorted(set(numbers)):
        return
    answered: set[Pos] = set()
    for q, (j, n, index) in found:
        if index >= len(q.choices):
            diags.warning(Pos(where, j + 1, 1), f"the record's opening line gives {letter(index)} as question {n}'s "
                                                f"answer; the question has {len(q.choices)} choices: not read",
                          hint="write the question's answer in the quiz")
            continue
        q.use(j + 1)
        had = q.answer is None
        if (other := q.offer_answer(index)) is not None:
            diags.warning(Pos(where, j + 1, 1), f"the record's opening line gives {letter(index)} as question {n}'s "
                                                f"answer, the question itself says "
                                                f"{', '.join(letter(i) for i in other)}; keeping the question's")
        elif had:
            answered.add(q.pos)
    unsay(diags, answered)
