"""A choice cell opening with its own column's label (``B. Configure…`` under ``Option B``), in a sheet whose choice
columns are named by letter or number (``Option A``, ``B``, ``選択肢2``): the label, taken off once rows enough do so.

A row whose every choice is labelled has its labels taken off by the row's own proof (``csvtable.unlabelled``); a
label on one cell alone is no proof in that row (``A. Lincoln`` may be a name). The sheet's header gives each choice
column its letter or number; a cell that opens with exactly that label, then ``.`` or ``)`` and a space, in three
rows of the file at least, is the same slip over and over (a paste from a labelled page): the label is no text.
Fewer such rows prove nothing and the cells stay as written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from quizdeck.importers.imported import ImportedChoice

#: the fewest rows whose cells carry their own column's label for it to be taken off
LEAST_ROWS = 3


def column_labels(labels: list[str]) -> list[str] | None:
    """The choice columns' labels as their names give them (``a``, ``b``…; ``1``, ``2``…), when they count up from
    ``a`` or ``1`` (or ``0``) one by one, two at least; else None."""
    if len(labels) < 2:
        return None
    start = labels[0].lower()
    if start.isdecimal():
        run = [str(int(start) + k) for k in range(len(labels))]
    else:
        run = [chr(ord(start) + k) for k in range(len(labels))]
    if start not in ("a", "0", "1") or [label.lower() for label in labels] != run:
        return None
    return [label.lower() for label in labels]


def own_label(text: str, label: str) -> int | None:
    """Where the text of a cell opening with its own column's ``label`` (either case), ``.`` or ``)`` and a space,
    starts; None when it does not so open or nothing follows."""
    found = re.match(rf"[ \t]*\(?{re.escape(label)}[.)][ \t]+(?=\S)", text, re.I)
    return found.end() if found is not None else None


@dataclass
class OwnLabels:
    """The choices seen so far that open with their own column's label: each its row's line, the choice and the
    label."""

    seen: list[tuple[int, ImportedChoice, str]] = field(default_factory=list)

    def note(self, line: int, choice: ImportedChoice, label: str) -> None:
        if own_label(choice.text, label) is not None:
            self.seen.append((line, choice, label))

    def lines(self) -> list[int]:
        return sorted({line for line, _, _ in self.seen})

    def take_off(self) -> list[int]:
        """The labels taken off when rows enough carry them (``LEAST_ROWS``): the lines of those rows; else none."""
        lines = self.lines()
        if len(lines) < LEAST_ROWS:
            return []
        for _, choice, label in self.seen:
            if (at := own_label(choice.text, label)) is not None:
                choice.text = choice.text[at:].strip()
        return lines
