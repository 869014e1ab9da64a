"""An HTML element right after every question's choices that holds its answer: ``<solution>2</solution>``.

A course's pages hide each answer in an element of their own below the choices, for their script to show::

    1. Verdadero
    2. Falso

    <solution style="display:none;">2</solution>

A reader takes the element's line for the start of the explanation. Whether it is the answer is read from
the file itself, never from a list of element names: when three questions at least, and most of those with
choices, have an element of one name alone on the first line of their explanation, and its value names one
of their choices in nine of ten of them, one way for the whole file (by letter, by number from 1 or from 0,
by text: ``answervalues``), the element is the answer line. It is taken off the explanation; a question
whose element names no choice is left unanswered and warned at its line. Linear in the questions' texts.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from quizdeck.importers import answervalues
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion

#: fewer questions than this do not show what the file repeats
_LEAST = 3
#: the share of the values that must name a choice, one way for the whole file
_NAMED = 0.9
#: an element alone on its line, its value inside: ``<solution style="display:none;">2</solution>``
_ELEMENT = re.compile(r"^[ \t]*<([A-Za-z][\w-]{0,30})\b[^<>\n]{0,300}>[ \t]*([^<>\n]{1,200}?)[ \t]*</\1[ \t]*>[ \t]*$")
_MODES = ("letter", "number1", "number0", "text")


def _element(q: ImportedQuestion) -> re.Match[str] | None:
    if q.explanation is None or len(q.choices) < 2:
        return None
    return _ELEMENT.match(q.explanation.split("\n", 1)[0][:600])


def _line_of(q: ImportedQuestion, lines: list[str], shown: str) -> int:
    """The 1-based source line the question's element stands on (its first line when not found)."""
    return next((i for a, b in q.lines for i in range(a, min(b, len(lines)) + 1)
                 if lines[i - 1].strip() == shown), q.pos.line)


def apply(deck: ImportedDeck, lines: list[str], warn: Callable[[int, str, str], None]) -> None:
    """Answer the questions by the element after their choices, when the file has one (the module's docstring);
    ``warn(line, message, hint)`` says where a value names no choice."""
    asked = [q for q in deck.questions if len(q.choices) >= 2]
    found = [(q, m) for q in asked if q.answer is None and (m := _element(q)) is not None]
    names = Counter(m.group(1).casefold() for _, m in found)
    if not names:
        return
    name, count = names.most_common(1)[0]
    if count < _LEAST or count * 2 <= len(asked):
        return
    found = [(q, m) for q, m in found if m.group(1).casefold() == name]
    texts = [[c.text for c in q.choices] for q, _ in found]
    best = max(_MODES, key=lambda mode: sum(answervalues.resolve(m.group(2), t, mode) is not None
                                            for (_, m), t in zip(found, texts, strict=True)))
    named = [answervalues.resolve(m.group(2), t, best) for (_, m), t in zip(found, texts, strict=True)]
    if sum(n is not None for n in named) < _NAMED * len(found):
        return
    for (q, m), right in zip(found, named, strict=True):
        shown = m.group().strip()
        if right is None:
            warn(_line_of(q, lines, shown), f"the answer <{m.group(1)}> after the choices names none of them: "
                                            f"{m.group(2)!r}", "write the right choice's label in it")
            continue
        q.set_answer(right)
        assert q.explanation is not None
        q.explanation = q.explanation.split("\n", 1)[1].strip() if "\n" in q.explanation else None
        q.explanation = q.explanation or None
    deck.mend(f"the element <{name}> after the choices of {{n}} question{{s}} (read as the answer)",
              sum(n is not None for n in named))
