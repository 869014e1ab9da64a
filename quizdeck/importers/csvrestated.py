"""The choice a sheet's explanations restate: one place among the choices, learnt by a vote over the whole column.

A sheet without a header and without an answer column (``220⇥Quelle phrase…?⇥Le lapin mange.⇥le lapin⇥Carotte
une…⇥Une phrase a un sens…``) may still carry an explanation after its choices, and explanations are written about
the right answer. A row *restates* a choice when that choice's whole text (folded, its spaces and its closing
sentence sign aside) stands word-bounded in the row's explanation, and no other choice of the row does. When one
choice **place** (the first, the third…) is restated so in a third of the rows at least, at least five times as
often as any other place, and by texts that differ from row to row (not one fixed pair, ``True``/``False``: that
restates a value, not a place), that place is the right one -- in every row: the vote is the column's, never a row's
(an explanation may name another choice to reject it: ``720 et 730 sont des dizaines, pas des centaines``). The
reader says the vote with the layout, at the header line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from quizdeck.importers.imported import folded

#: the fewest rows that must restate the winning place, and its share of the rows
_LEAST, _SHARE = 3, 1 / 3
#: how many times more often the winning place is restated than any other
_MARGIN = 5
#: the winning place's texts must differ from one another in one voting row in two at least
_DISTINCT = 2
#: a sentence's closing signs, not part of what a choice says (``Ferme la porte.`` is restated as ``ferme la porte``)
_CLOSING = ".!?…。．！？ \t"


@dataclass(frozen=True)
class Restated:
    """The choice place (0-based) the explanations restate; how many rows restate each place alone; the rows."""

    place: int
    counts: tuple[int, ...]
    rows: int

    def said(self, column: int) -> str:
        """The vote as the layout's warning says it (``column``: the explanation's, counted from 1)."""
        votes = ", ".join(f"choice {k + 1} in {n}" for k, n in enumerate(self.counts))
        which = "FIRST" if self.place == 0 else f"choice {self.place + 1}"
        return (f"no column names the right choice, but the explanations (column {column}) restate one choice alone "
                f"({votes} of {self.rows} rows): the {which} choice of EVERY row is taken as the right one, by the "
                "column's vote, not row by row (an explanation may name another choice to reject it)")


def restates(choice: str, explanation: str) -> bool:
    """Whether an explanation holds a choice's whole text, folded and word-bounded (its closing sign aside)."""
    said = folded(choice).rstrip(_CLOSING)
    if not said:
        return False
    return re.search(r"(?<!\w)" + re.escape(said) + r"(?!\w)", folded(explanation)) is not None


def restated_choice(rows: list[list[str]], explanations: list[str]) -> Restated | None:
    """The place the explanations restate alone (``rows``: each row's choice cells, in step with
    ``explanations``), when one place wins the vote (a third of the rows, five times any other); else None."""
    width = max((len(r) for r in rows), default=0)
    voters: list[list[str]] = [[] for _ in range(width)]   # each place's texts, in the rows restating it alone
    for cells, explanation in zip(rows, explanations, strict=True):
        hits = [k for k, c in enumerate(cells) if explanation.strip() and restates(c, explanation)]
        if len(hits) == 1:
            voters[hits[0]].append(folded(cells[hits[0]]))
    if width < 2:
        return None
    counts = [len(v) for v in voters]
    place = max(range(width), key=lambda k: counts[k])
    best = counts[place]
    if best < max(_LEAST, _SHARE * len(rows)) or any(_MARGIN * n > best for k, n in enumerate(counts) if k != place):
        return None
    # the same few texts at that place in every row (``True``/``False``): the explanations restate the row's
    # answer, a value, not a place -- no place is proved
    if _DISTINCT * len(set(voters[place])) < best:
        return None
    return Restated(place, tuple(counts), len(rows))
