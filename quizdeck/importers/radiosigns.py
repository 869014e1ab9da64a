"""Radio buttons drawn before a question's choices (``- ○ text``, ``◯ text``, ``( ) text``): signs, not text.

A page that draws its choices as unticked radio buttons writes a sign before each, the way a task list writes
``[ ]``; a file may draw some questions' choices so and others with boxes or bare bullets, so the sign is learnt
per question, not per file (``mend``'s ``choice_bullets`` takes off one sign the whole file shares). When every
choice of a question (two at least) opens with the same unticked sign, a space after it, the sign is taken off,
and counted among what was mended. A question with one choice so and not the others keeps its texts.
"""

from __future__ import annotations

import re

from quizdeck.importers.imported import ImportedDeck

#: an unticked radio button or box before a choice's text, a space after it
_SIGN = re.compile(r"^(○|◯|⚪|\( \)|☐|□)\ufe0f?[ \t]+(?=\S)")


def unsigned(deck: ImportedDeck) -> None:
    """Each question's choices without the radio sign every one of them opens with (see the module)."""
    taken = 0
    for q in deck.questions:
        signs = {m.group(1) if (m := _SIGN.match(c.text)) else "" for c in q.choices}
        if len(q.choices) < 2 or len(signs) != 1 or not signs.pop():
            continue
        for c in q.choices:
            c.text = c.text[_SIGN.match(c.text).end():]   # type: ignore[union-attr]  # every one matched above
        taken += len(q.choices)
    if taken:
        deck.mend("the radio button before {n} choice{s}", taken)
