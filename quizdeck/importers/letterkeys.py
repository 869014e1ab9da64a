"""A key written as one line of letters, one a question in order (``bbdcab``, ``B C A D``, ``b-c-a``): the answers.

Some files give their answers as a line of letters alone, outside every question, the k-th letter the answer of
the k-th question::

    bcadcdbaca
    Question 1. The average of ...
    a. 25.30

The line holds letters only, glued or set apart by one sign used throughout (a space, ``,``, ``;``, ``-``, ``/``,
``|``); it is read only where the proof holds in every question: as many letters as questions (five at least), each
letter one of its own question's labels (``b`` for a two-choice question, not ``c``), in the case the questions'
choice labels are written in. A word or a title fails that at once (a letter past its question's choices, another
length, another case). A question answered already keeps its answer, said where the key disagrees. The line is no
deck name: a name read from it goes back to the file's. Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.core.identity import new_deck_key
from quizdeck.importers.answervalues import give
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion

#: the fewest questions a key of letters is read for
LEAST = 5
#: the longest line looked at
_LONGEST = 400
#: letters glued together: ``bcadcdbaca``
_GLUED = re.compile(r"[A-Za-z]+")
#: letters set apart by one sign: ``B C A``, ``b,c,a``, ``b - c - a``
_APART = re.compile(r"[A-Za-z](?:(?P<sep>[ \t]*[,;/|\-][ \t]*|[ \t]+)[A-Za-z])(?:(?P=sep)[A-Za-z])*")
#: a choice's line opening with its label: ``a. text``, ``(B) text``, ``c) text``
_LABELLED = re.compile(r"[ \t]*(?:[-*+][ \t]+)?\(?([A-Za-z])[.)][ \t]+\S")
#: emphasis or code marks around a line
_MARKS = "*_` \t"


def letters(line: str) -> str | None:
    """The letters a line holds when it holds letters alone, glued or set apart by one sign; None otherwise."""
    text = line[:_LONGEST].strip(_MARKS)
    if _GLUED.fullmatch(text):
        return text
    if _APART.fullmatch(text):
        return "".join(c for c in text if c.isalpha())
    return None


def _label_cases(q: ImportedQuestion, lines: Sequence[str]) -> set[bool]:
    """The cases (upper: True) of the labels the question's lines open with, within its choices' count."""
    out: set[bool] = set()
    for a, b in q.lines:
        for n in range(max(a, 1), min(b, len(lines)) + 1):
            m = _LABELLED.match(lines[n - 1][:_LONGEST])
            if m is not None and ord(m.group(1).lower()) - ord("a") < len(q.choices):
                out.add(m.group(1).isupper())
    return out


def _fits(key: str, questions: Sequence[ImportedQuestion], lines: Sequence[str]) -> bool:
    """Whether every letter of ``key`` is one of its own question's labels, in the case they are written in."""
    if len(key) != len(questions) or len(key) < LEAST or not (key.islower() or key.isupper()):
        return False
    for c, q in zip(key, questions, strict=True):
        if not ord(c.lower()) - ord("a") < len(q.choices) or _label_cases(q, lines) != {c.isupper()}:
            return False
    return True


def _owned(deck: ImportedDeck) -> set[int]:
    """The lines (1-based) the deck's questions were read from."""
    return {n for q in deck.questions for a, b in q.lines for n in range(a, b + 1)}


def letter_keys(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """The answers a line of letters gives the questions, one each in order (see the module)."""
    if len(deck.questions) < LEAST or not all(len(q.choices) >= 2 for q in deck.questions):
        return
    owned = _owned(deck)
    found = [(n, key) for n, line in enumerate(source.lines, 1)
             if n not in owned and (key := letters(line)) is not None and _fits(key, deck.questions, source.lines)]
    if len(found) != 1:
        return                       # none, or two lines that would both be the key: not sure which
    n, key = found[0]
    pos = Pos(source.where, n, 1)
    filled = 0
    for c, q in zip(key, deck.questions, strict=True):
        if give(q, [ord(c.lower()) - ord("a")], deck, diags, pos, "",
                f"the key of letters on line {n} names {c} for question {q.pos.line}'s; keeping the question's"):
            filled += 1
    if not filled:
        return
    if deck.name.strip() == source.lines[n - 1].strip(_MARKS):   # the key taken for the deck's name: the file's
        deck.name = " ".join(source.stem.replace("_", " ").replace("-", " ").split()) or "Imported"
        deck.key = new_deck_key(deck.name)
    deck.use(n)
    deck.mend(f"the key of letters on line {n} (one a question, in order: read as the answers of {{n}} "
              "question{s})", filled)
