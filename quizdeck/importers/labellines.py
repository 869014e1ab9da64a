"""Two labels alone on their lines in every record, over the question's text and over its choices: furniture.

A bank converted from screenshots or forms may write each record's parts under labels of their own lines, in its
language: ``Pertanyaan:`` over the question's text, ``Pilihan Jawaban:`` over the lettered choices (``a. x``,
``b. y``). The readers take a line ending in a colon over text for the question, so the choices' label becomes
the question and the real question is lost. Which label is which is learnt from the file: a label alone on its
line (a few words, a colon, maybe in bold) that three records at least repeat word for word, nine times in ten
right over a run of choices labelled in order (``a.``, ``b.``), labels the choices; another so repeated whose next
label alone, nine times in ten, is the choices' one, no heading nor rule between (the text between them the
question), labels the question.
When the file has both, both are left blank (accounted for) and the readers read the text and the choices under
them as they read any question. A question's label is one or two words (``Pertanyaan:``, ``Question:``); a longer
line repeated over every question (``Translate into English:``) is an instruction, the question's ask: it stays at
the head of the question's text, only the choices' label is left blank. An answer's label (``Jawaban Benar:``)
comes after the choices and is left as it is. Nothing here knows a language; line for line; every pattern is
anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence

from quizdeck.importers.labels import split_label
from quizdeck.importers.mdinline import fenced_lines

#: a label alone on its line: a few words, then a colon (in bold maybe)
_ALONE = re.compile(r"^[ \t]*(?:\*\*|__)?([^\W\d_][^\W\d_ \t]*(?:[ \t]+[^\W\d_]+){0,3})[ \t]*[:：][ \t]*(?:\*\*|__)?"
                    r"[ \t]*$")
#: a line that parts records: a heading, a rule
_PARTING = re.compile(r"^[ \t]{0,3}(?:#{1,6}[ \t]|(?:-[ \t]*){3,}$|(?:\*[ \t]*){3,}$|(?:_[ \t]*){3,}$|[⸻—]+[ \t]*$)")
#: the fewest records, the share of a label's places that must fit
LEAST = 3
_SHARE = 0.9
#: the most lines looked at below a question's label for the choices' one
_REACH = 60
#: the most words of a question's label; a longer line repeated over every question is an instruction, its ask
_LABEL_WORDS = 2


def _next_filled(lines: Sequence[str], i: int) -> int | None:
    """The first line after ``i`` that is not blank."""
    return next((j for j in range(i + 1, min(len(lines), i + _REACH)) if lines[j].strip()), None)


def _over_choices(lines: Sequence[str], i: int) -> bool:
    """Whether line ``i`` stands right over choices labelled in order (``a.``, ``b.``), blank lines aside."""
    j = _next_filled(lines, i)
    k = _next_filled(lines, j) if j is not None else None
    if j is None or k is None:
        return False
    a, b = split_label(lines[j].strip()), split_label(lines[k].strip())
    return a is not None and b is not None and (a[0], b[0]) == (0, 1)


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with the question's and the choices' labels (see the module) left blank, and those lines; None
    when the file labels its records' parts otherwise."""
    fenced = fenced_lines(lines)
    places: dict[str, list[int]] = defaultdict(list)
    for i, line in enumerate(lines):
        if not fenced[i] and len(line) <= 80 and (m := _ALONE.match(line)):
            places[m.group(1).casefold()].append(i)
    places = {k: v for k, v in places.items() if len(v) >= LEAST}
    choices = {k for k, v in places.items() if sum(_over_choices(lines, i) for i in v) >= _SHARE * len(v)}
    if len(choices) != 1:
        return None
    choice = next(iter(choices))
    label_at = {i: k for k, v in places.items() for i in v}

    def next_label(i: int) -> str | None:
        """The next repeated label below line ``i`` in its record (no heading nor rule between)."""
        for j in range(i + 1, min(len(lines), i + _REACH)):
            if j in label_at:
                return label_at[j]
            if not fenced[j] and _PARTING.match(lines[j]):
                return None
        return None

    questions = [k for k, v in places.items() if k != choice and sum(
        next_label(i) == choice for i in v) >= _SHARE * len(v)]
    if len(questions) != 1:
        return None
    blanked = set(places[choice])
    if len(questions[0].split()) <= _LABEL_WORDS:   # "Pertanyaan:", "Question:"; "Translate into English:" asks
        blanked |= set(places[questions[0]])
    out = ["" if i in blanked else line for i, line in enumerate(lines)]
    return out, blanked
