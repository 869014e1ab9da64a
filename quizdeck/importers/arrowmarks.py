"""An arrow after a choice pointing back at it, the right one: ``c) DataSet <<<``, ``b) Paris <--``, ``a) 1945 ←``;
a check mark so (``D) ... sentencia. ✔``) the same way.

A file may mark the right choice of some of its questions only (a chat assistant's quiz, marked where its author
checked it), too few for the mark to be learnt as the file's (``learntmarks``, which runs first and takes the
marks it learns off). What it leaves is read here: an arrow (``<<<``, ``<--``, ``←``) ending one choice, set apart
by a space, standing on exactly one choice of two questions at least and on two choices of none, marks that choice
right. It comes off the choice; a question without an answer takes it, one whose answer agrees keeps it, one whose
answer differs keeps its answer and is said at its line. Where a question carries it on several choices, nothing is
taken and that is said. Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.labels import letter

#: the fewest questions that must carry the arrow on exactly one choice
LEAST = 2
#: an arrow ending a choice's text, set apart from it (never ``<<`` alone, C++'s operator, nor ``<-`` alone, R's), or a
#: check mark (``sentencia. ✔``: the same sign in every script; not ``✅``, the sign verdicts are read as, their own)
_ARROW = re.compile(r"[ \t]+(<{3,6}|<-{2,4}|←{1,2}|[✔✓☑]\ufe0f?)[ \t]*$")
#: the end of a choice the arrow is looked for in
_TAIL = 40


def arrow_marks(deck: ImportedDeck, diags: Diagnostics) -> None:
    """Read the arrows left on choices (see the module's docstring)."""
    carried: dict[int, list[tuple[int, re.Match[str]]]] = {}
    for i, q in enumerate(deck.questions):
        hits = [(k, m) for k, c in enumerate(q.choices) if "\n" not in c.text.strip() and len(q.choices) > 1
                and (m := _ARROW.search(c.text, max(0, len(c.text) - _TAIL))) is not None and m.start() > 0]
        if hits:
            carried[i] = hits
    if sum(1 for hits in carried.values() if len(hits) == 1) < LEAST:
        return
    if len({m.group(1)[0] for hits in carried.values() for _, m in hits}) != 1:
        return   # arrows of two kinds: no one mark
    read = 0
    for i, hits in carried.items():
        q = deck.questions[i]
        arrow = hits[0][1].group(1)
        if len(hits) > 1:
            diags.warning(q.pos, f"{len(hits)} of the question's choices end with {arrow!r}, which marks one right "
                                 "choice in the file's other questions: none taken",
                          hint="keep the arrow on its right choice only, or write its answer (`answer: B`)")
            continue
        k = hits[0][0]
        q.choices[k].text = q.choices[k].text[:hits[0][1].start()]
        if q.raw_answer is None and (had := q.offer_answer(k)) is not None:
            diags.warning(q.pos, f"choice {letter(k)} ends with {arrow!r}, the file's mark of a right choice, but "
                                 f"the question's answer is {', '.join(letter(n) for n in had)}: that kept",
                          hint="check its answer against the source")
        read += 1
    if read:
        deck.mend("the sign {0} after the right choice of {n} question{s} (its answer)", read,
                  repr(next(iter(carried.values()))[0][1].group(1)))
