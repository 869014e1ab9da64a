"""An answer written alone on the line after a question's choices, that the reader glued onto the last choice.

Some banks give each question's answer as a bare label on the line right after its choices, with no key before it::

    1. **Which is immutable?**

       - a) a list
       - b) a tuple
         b

Markdown reads the indented ``b`` as a lazy continuation of the last choice (``a tuple\\nb``), and a plain-text
reader may do the same. Such a line is the file's answer convention when most of the questions that have no
answer yet (``RECUR``, and ``LEAST`` of them at least) end their last choice with a line that is one label alone
(``b``, ``B``, ``(b)``, ``b)``) naming one of that question's choices. Then the line is taken off the last choice
of every question that has it, and read as its answer. Where the file follows this convention but the label names
no choice of the question (``e`` under four choices), the line is left in the choice and warned at its place: a
misreading is said, never silent.

Run once per source after its reader, whatever the format, before the other answer passes
(``answerlines.fill_answers``). Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.labels import LABEL, label_index, letter

#: a share of the open questions that must end their last choice with a label alone, and how many at least
RECUR, LEAST = 0.6, 3
#: one label alone on a line, maybe bracketed or followed by a full stop, maybe bold: ``b``, ``(B)``, ``**c.**``
_ALONE = re.compile(rf"(?:\*\*|__)?\(?({LABEL})\)?[.)]?(?:\*\*|__)?")


@dataclass(frozen=True)
class _Glued:
    question: int
    index: int         # the choice the label names (0-based), maybe beyond the question's choices
    label: str         # the line as written, stripped
    kept: str          # the last choice's text without the line


def _glued(q: ImportedQuestion, i: int) -> _Glued | None:
    """The label alone on the last line of ``q``'s last choice, when there is one below some text."""
    if len(q.choices) < 2:
        return None
    text = q.choices[-1].text.rstrip()
    head, sep, tail = text.rpartition("\n")
    if not sep or not head.strip():
        return None
    m = _ALONE.fullmatch(tail.strip())
    if not m:
        return None
    index = label_index(m.group(1))
    if index is None:  # pragma: no cover - LABEL only holds known letters
        return None
    return _Glued(i, index, tail.strip(), head.rstrip())


def _line_of(q: ImportedQuestion, lines: list[str], label: str) -> int:
    """The source line (1-based) the glued label was read from: the last of ``q``'s lines that is it."""
    for first, last in reversed(q.lines):
        for n in range(min(last, len(lines)), max(first, 1) - 1, -1):
            if lines[n - 1].strip() == label:
                return n
    return q.pos.line


def glued_answers(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """Read the answers written alone after the choices and glued onto the last one (see the module's docstring)."""
    open_ = [i for i, q in enumerate(deck.questions)
             if q.answer is None and q.raw_answer is None and len(q.choices) >= 2]
    found = [g for i in open_ if (g := _glued(deck.questions[i], i)) is not None]
    if len(found) < max(LEAST, RECUR * len(open_)):
        return
    read = 0
    for g in found:
        q = deck.questions[g.question]
        if g.index < len(q.choices):
            q.choices[-1].text = g.kept
            q.set_answer([g.index])
            read += 1
            continue
        line = _line_of(q, source.lines, g.label)
        diags.warning(Pos(source.where, line, 1),
                      f"'{g.label}' alone after the choices is how this file gives its answers, but this question "
                      f"has {len(q.choices)} choices (A to {letter(len(q.choices) - 1)}): it is kept as the last "
                      f"choice's text, and the question has no answer",
                      hint="write its answer (`answer: B`) and take the line off the choice")
    if read:
        deck.mend("the answers of {n} question{s}, each a label alone on the line after the choices", read)
