"""A question's running number in a form no label pattern knows (``1, What``, ``7\\.What``, ``1 Dunya``): not its text.

People number their questions by hand and slip: a comma for the dot (``1, What is ...``), a Markdown-escaped dot
with no space after it (``7\\.What is ...``; a converter wrote ``7\\.`` so that ``7.`` would not start a list), a
dot glued to the text (``8.Which``), or a space alone (``1 Dunya_Saglik_...?``). The readers take a label off only
in the forms they know, so such a number stays as the question's first word. What says it is the running number is
the file, not the form: the question's source line opens with a number in one of these forms, or a known one
(``2\\. Which``), the text going on right after it; the number before is one less (or this one starts the count
again at 1), or the one after one more (``runningnumbers``' rule and thresholds); and most of the questions' lines
open with such running numbers. Then that very number is taken off the text that still opens with it. A number
that breaks the run (``9 apples ...`` among ``2.`` and ``4.``) is text, and stays; so is a sheet's row number
(``5,Scenario B,...`` over the text ``5 of the next 7 cars ...``).

Run by ``mend`` after the label steps (a label they know is theirs), counted in the import's summary. The pattern is
anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.formprefix import first_line
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.runningnumbers import LEAST, SHARE, goes_on

#: a running number and its sign: ``1,``, ``7\\.``, ``8.``, ``2)``, ``3 -``, a space alone; a sign glued to the text
#: only before a letter (``1.5`` is a number), a space alone only before a word or a quote (``1 + 1`` is a sum)
_WORD = r"(?=[^\W_]|[\"'(\[«“‘¿¡])"   # a word (a figure too) or a quote; never a sign (``1 + 1``, ``2 - 2``)
_NUMBER = re.compile(rf"(\d{{1,4}})(?:[ \t]*(?:\\?[.)]|,)(?:[ \t]+{_WORD}|(?=[^\W\d_]))|[ \t]*-[ \t]+(?=[^\W\d_])"
                     rf"|[ \t]+{_WORD})")


#: a running number glued by a comma to a figure (``2,25'in karekökü``): one only where the numbers around it run on
_GLUED = re.compile(r"(\d{1,4}),(?=\d)")


def after_line(lines: Sequence[str], q: ImportedQuestion) -> str:
    """The question's source line, stripped (a byte order mark too)."""
    return lines[q.pos.line - 1].strip().lstrip("\ufeff") if 0 < q.pos.line <= len(lines) else ""


def _number(line: str) -> tuple[int, int] | None:
    """The running number that opens ``line`` (its leading spaces and emphasis aside), and where the text after it
    starts; None when it opens with none."""
    m = _NUMBER.match(line)
    return (int(m.group(1)), m.end()) if m else None


def _runs(before: int | None, number: int, after: int | None) -> bool:
    """Whether ``number`` goes on from the number before it (or starts the count again at 1), or the number after it
    goes on from it (``runningnumbers.goes_on``)."""
    return (before is not None and goes_on(before, number)) or (after is not None and after == number + 1)


def take_slipped_numbers(deck: ImportedDeck, lines: Sequence[str] | None) -> None:
    """Take off the running numbers in slipped forms the questions' texts still open with (see the module's
    docstring)."""
    questions = deck.questions
    if lines is None or len(questions) < LEAST:
        return
    numbers: list[int | None] = []
    after: list[str] = []   # the source line after its number
    for q in questions:
        line = lines[q.pos.line - 1].strip().lstrip("\ufeff") if 0 < q.pos.line <= len(lines) else ""
        found = _number(line)
        numbers.append(found[0] if found else None)
        after.append(line[found[1]:] if found else "")
    for i, n in enumerate(numbers):   # "2,25'in ...": a comma glued to a figure (a decimal?) only between two
        if n is None and (m := _GLUED.match(after_line(lines, questions[i]))) is not None and (   # runners
                0 < i < len(numbers) - 1 and numbers[i - 1] == int(m.group(1)) - 1 == (numbers[i + 1] or 0) - 2):
            numbers[i], after[i] = int(m.group(1)), after_line(lines, questions[i])[m.end():]
    running = [i for i, n in enumerate(numbers) if n is not None and _runs(
        numbers[i - 1] if i > 0 else None, n, numbers[i + 1] if i + 1 < len(numbers) else None)]
    if len(running) < LEAST or len(running) < SHARE * len(questions):
        return
    taken, example = 0, ""
    for i in running:
        q = questions[i]
        start, line = first_line(q.text)
        found = _number(line)
        if (found is None or found[0] != numbers[i]) and (g := _GLUED.match(line)) is not None:
            found = int(g.group(1)), g.end()   # (only where the source line's number was taken so: above)
        end = found[1] if found is not None and found[0] == numbers[i] else len(line)
        rest = line[end:]
        if not rest.strip() or not after[i].startswith(rest[:40]):
            continue                 # (a sheet's row: "5,Scenario B,...", the text "5 of the next 7 cars")
        q.text = q.text[:start] + rest + q.text[start + len(line):]
        example = example or line[:end]
        taken += 1
    if taken:
        deck.mend("the running number ({0}, a form of its own) of {n} question text{s}", taken, repr(example))
