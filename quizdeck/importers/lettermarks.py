"""One letter and a space leading exactly one choice of nearly every question (``x The right one``): the right
choice's mark, like ``*`` or ``+``.

A graded page pasted as text keeps the box it ticked as a letter (``x``) before the chosen choice. Read as plain
lines, the letter stays in the text and no answer is read. What tells is the file's repetition: the same letter
(one letter, then a space) leads exactly one choice line in eight questions in ten at least (two at least), never
two choices of one question, and no question's own text; where the choices are labelled by letters (``a x``, ``b
y``) the letter is a label, not a mark (another choice of the question opens with a letter and a space too). A tick is
a small letter over a text that does not go on in small letters (``x Carbon``, ``x (i)``): a one-letter word opening a
choice (``A mammal``, ``a city``, Polish ``w domu``) is the text's own and spoils the letter.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

#: one letter, then spaces, then the text: ``x The right one``
_LEAD = re.compile(r"([^\W\d_])[ \t]+(?=\S)")
#: the share of questions whose choices must hold the mark once, and the fewest
MOST, LEAST = 0.8, 2


def letter_lead(text: str) -> tuple[str, str] | None:
    """``(letter, rest)`` when a text opens with one letter and a space (``x text``), else None."""
    m = _LEAD.match(text)
    return (m.group(1), text[m.end():]) if m else None


def _tick(letter: str, rest: str) -> bool:
    """Whether a lead letter stands as a tick, not as the text's first word: a small (cased) letter, the text after it
    not going on in small letters (``x Carbon dioxide``, not ``a city`` nor ``A mammal``)."""
    return letter.islower() and not rest[:1].islower()


def learn(questions: Sequence[tuple[Sequence[str], Sequence[str]]]) -> str | None:
    """The letter marking the right choice in ``questions`` (each its text's lines and its choices' texts), as the
    module says; None when none does."""
    once: Counter[str] = Counter()
    spoilt: set[str] = set()
    for stem, choices in questions:
        got_leads = [got for t in choices if (got := letter_lead(t)) is not None]
        leads = [lead for lead, _ in got_leads]
        spoilt.update(got[0] for t in stem if (got := letter_lead(t)) is not None)
        spoilt.update(lead for lead, rest in got_leads if not _tick(lead, rest))   # a word: "A mammal", "w domu"
        if len(leads) == 1:
            once[leads[0]] += 1
        else:
            spoilt.update(leads)         # two choices led by letters: labels, or words ("A dog"), no mark
    asked = sum(1 for _, choices in questions if choices)
    for letter, count in once.most_common(1):
        if letter not in spoilt and count >= max(LEAST, MOST * asked):
            return letter
    return None


def marked(text: str, letter: str) -> str | None:
    """A choice's text without the learnt ``letter`` mark, when it leads it; else None."""
    got = letter_lead(text)
    return got[1] if got is not None and got[0] == letter and _tick(*got) else None
