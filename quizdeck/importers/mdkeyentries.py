"""A key after the questions whose entries name each question by its label alone, its answer on the next line.

A study page keeps its key apart from its questions: ``Q1) What is ...?`` and its choices, and after all of them
``Q1)`` alone on a line, then ``- Correct: A``, then the reasons (``- Why correct: ...``, ``- Why B is wrong: ...``).
Read as written, each ``Q1)`` alone is a question with no text and its bullets its choices. What tells is the file's
structure: a line holding only a question's label (``Q2)``, ``2.``, ``**Q2**``, ``Question 2:``: the form the file
numbers its questions with, the same word and sign), right over an answer line (a list's marker allowed; an answer
word any reader knows, or a word that says right, ``Correct``, then a colon and labels only: ``- Correct: B``,
``Answer: A, C``, ``Réponse : B``), standing after the question line of that number, two such entries at least, each
number once. Each entry is written as the key line the key readers read (``Q2) B``, the answer line left blank, given
back to be accounted for); the lines after it, down to the next entry, stay its explanation. Every pattern is
anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from quizdeck.importers.labels import LABEL
from quizdeck.importers.verdictwords import RIGHT

#: a question's label: (1) the words and signs before the number, (2) the number, (3) the signs after it
_LABEL = r"^[ \t]{0,3}((?:\*\*|__)?(?:[^\W\d_]{1,12}[ \t]?)?)(\d{1,4})([.):]?(?:\*\*|__)?[.):]?)"
#: a line holding only a question's label
_ALONE = re.compile(rf"{_LABEL}[ \t]*$")
#: a question's numbered line, text after the label
_ASKED = re.compile(rf"{_LABEL}[ \t]+\S")
_RIGHT_WORDS = "|".join(sorted((re.escape(w) for w in RIGHT), key=len, reverse=True))
#: a line that says right, then a colon: (1) what follows (``- Correct: B``)
_RIGHT_LINE = re.compile(rf"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(?:{_RIGHT_WORDS})(?:\*\*|__)?[ \t]*[:：](.*)$", re.I)
#: labels only: (1) them (``B``, ``A, C``, ``**B**``)
_LABELS = re.compile(rf"^[ \t]*(?:\*\*|__)?({LABEL}(?:[ \t]*[,、/][ \t]*{LABEL})*)(?:\*\*|__)?[ \t.]*$")
#: an answer line as the reader knows it: what it says after its answer word, or None
Answer = Callable[[str], "re.Match[str] | None"]
#: the fewest entries of a key
LEAST = 2


def _form(m: re.Match[str]) -> tuple[str, str]:
    """A label's form: the words and signs around its number, case and spacing aside."""
    return " ".join(m.group(1).casefold().split()), m.group(3)


def _value(line: str, answer: Answer) -> str | None:
    """The labels an answer line names (``- Correct: B``: ``B``), else None."""
    said = _RIGHT_LINE.match(line[:200]) or answer(line[:200])
    if said is None or (m := _LABELS.match((said.group(1) or "")[:100])) is None:
        return None
    return m.group(1)


def rewritten(lines: Sequence[str], answer: Answer) -> tuple[list[str], set[int]] | None:
    """The lines with each key entry written on its label's line and its answer line left blank, and those blank
    lines; None when the file has no such key (see the module's docstring). ``answer`` is the reader's answer line:
    what it says after the answer word (any language's)."""
    entries: list[tuple[int, int, tuple[str, str], str]] = []
    for i, line in enumerate(lines[:-1]):
        if (m := _ALONE.match(line[:100])) is not None and (value := _value(lines[i + 1], answer)) is not None:
            entries.append((i, int(m.group(2)), _form(m), value))
    if len(entries) < LEAST or len({form for _, _, form, _ in entries}) != 1:
        return None
    form = entries[0][2]
    numbers = [n for _, n, _, _ in entries]
    if len(set(numbers)) != len(numbers):
        return None
    asked = {int(m.group(2)): i for i, line in enumerate(lines) if (m := _ASKED.match(line[:100])) is not None
             and _form(m) == form}
    if any(asked.get(n, len(lines)) > i for i, n, _, _ in entries):
        return None   # an entry over a number no question of that form opens above it
    out = list(lines)
    blanked: set[int] = set()
    for i, _, _, value in entries:
        out[i] = f"{lines[i].rstrip()} {value}"
        out[i + 1] = ""
        blanked.add(i + 1)
    return out, blanked
