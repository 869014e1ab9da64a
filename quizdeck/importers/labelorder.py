"""A question whose choices' labels were written out of order (``A``, ``C``, ``B``, ``D``): its choices kept in the
order written, its answer, read by label, set on the choice that carries that label.

``labelruns.ordered`` labels such a run again in the order written so that every reader reads it as the run it is;
the readers then read a key's letter as the choice at that place. Here each such run's question (the last that
starts before the run, with as many choices) has its answer moved from the place a letter names to the choice the
source labelled with that letter, when the answer line after the run names letters and they are the answer read
(an answer read from a choice's text or a mark is on its choice already, and stays), and a warning is said at the
run's first line: the labels were not in order, and a reader may have meant another order.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.labelruns import Shuffled
from quizdeck.importers.labels import answer_letters, letter


def keyed_by_label(deck: ImportedDeck, runs: Sequence[Shuffled], where: str, diags: Diagnostics) -> None:
    """Each run's question's answer set on the choices by the labels the source wrote (see the module)."""
    starts = sorted((q.pos.line, k) for k, q in enumerate(deck.questions))
    for run in runs:
        line = run.first + 1
        at = bisect.bisect_right(starts, (line, len(starts))) - 1
        q = deck.questions[starts[at][1]] if at >= 0 else None
        if q is None or len(q.choices) != len(run.order):
            continue
        letters = ", ".join(letter(k) for k in run.order)
        moved = ""
        named = answer_letters(run.value) if run.value else None
        if q.answer is not None and named is not None and sorted(named[0]) == sorted(q.answer):
            answer = sorted(run.order.index(k) for k in q.answer if k < len(run.order))
            moved = "; its answer set on the choices so labelled" if answer != sorted(q.answer) else ""
            q.set_answer(answer)
        diags.warning(Pos(where, line, 1), f"the choices' labels are out of order ({letters}): kept in the order "
                                           f"written{moved}", "check the choices' order and the answer against "
                                                              "the source")
