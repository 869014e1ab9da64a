"""An answer cell giving the right choice's label and then its text (``C. 羊``, ``B) Paris``).

The cell's two halves prove each other: the label names choice k, the text is choice k's text. A column whose
cells do so in nine rows in ten writes its answers this way; in such a column a row whose halves disagree (a
typo in the text, or the text of another choice) is read by its label, and said at its row.
"""

from __future__ import annotations

from quizdeck.importers.imported import folded
from quizdeck.importers.labels import answer_letters, letter

#: the share of a column's answered rows whose label and text agree, for the column to write answers so
_MOST = 0.9


def _label(value: str, count: int) -> tuple[int, str] | None:
    """The one label an answer opens with, if it names one of ``count`` choices, and the text after it."""
    found = answer_letters(value)
    if found is None or len(found[0]) != 1 or not found[1].strip() or not 0 <= found[0][0] < count:
        return None
    return found[0][0], found[1].strip()


def label_text(value: str, cells: list[str]) -> int | None:
    """The choice (index into ``cells``) ``value`` names by its label and by that choice's whole text; else None."""
    found = _label(value.strip(), len(cells))
    if found is None or folded(found[1]) != folded(cells[found[0]]):
        return None
    return found[0]


def labelled_texts(answers: list[tuple[str, list[str]]]) -> bool:
    """Whether a column's answers (each with its row's choices) give the label and its choice's text, nine in
    ten of them (three at least)."""
    agree = sum(1 for value, cells in answers if label_text(value, cells) is not None)
    return agree >= 3 and agree >= _MOST * len(answers)


def disagreement(value: str, cells: list[str]) -> tuple[int, str] | None:
    """For an answer whose label names a choice but whose text is not that choice's: the label's choice and
    what the text is instead, to be said; None when the value is no label and text, or they agree."""
    found = _label(value.strip(), len(cells))
    if found is None or folded(found[1]) == folded(cells[found[0]]):
        return None
    k, text = found
    other = [j for j, c in enumerate(cells) if folded(c) == folded(text)]
    said = f"choice {letter(other[0])}'s text" if other else "no choice's text"
    return k, f"{text[:40]!r}, {said}"
