"""A row short of a cell or more whose answer stands at its end, as the sheet's answer column is its last::

    Topic,Question,OptionA,OptionB,OptionC,OptionD,Answer
    Pumps,"Which are true?","First","Second","Third","A;C"

The optional choices a hand left out (``""`` for an unused ``OptionD``) are missing, so the answer slides into a
choice column. The row is read with the answer anchored at its end: the missing cells are empty choices before
it, when every missing place is a choice column (the reader then checks the answer names the row's choices, as
the other rows' do).
"""

from __future__ import annotations

from quizdeck.importers.imported import folded


def answer_anchored(row: list[str], columns: dict[str, list[int]], width: int) -> list[str] | None:
    """The short ``row`` with empty cells put before its last one, so that it stands in the answer column (the
    sheet's last of ``width``), when the places filled so are all choice columns; else None."""
    answer, choices = columns.get("answer", []), set(columns.get("choice", []))
    if len(answer) != 1 or answer[0] != width - 1 or not 2 <= len(row) < width or not row[-1].strip():
        return None
    if not all(j in choices for j in range(len(row) - 1, width - 1)):
        return None
    return [*row[:-1], *[""] * (width - len(row)), row[-1]]


def answer_at_end(row: list[str], columns: dict[str, list[int]], width: int) -> list[str] | None:
    """A row one cell longer than the header whose last column is the answer, its choice columns right before it:
    when the answer column's cell names none of the row's cells from the first choice on, and the row's last cell
    names exactly one of the choice columns' cells (``tan;3;ten;tan;sack;talk;pant;tan``: a fifth option, the
    answer written out at the end; not the answer column's cell, ``…,Oslo,Rome,Rome``, as likely a row shifted by a
    delimiter in its question), the row with its last cell moved into the answer column and the extra choice after
    it (past the header's width, read as one choice more); else None."""
    answer, choices = columns.get("answer", []), columns.get("choice", [])
    if len(row) != width + 1 or answer != [width - 1] or not choices \
            or choices != list(range(width - 1 - len(choices), width - 1)):
        return None
    options = [folded(c) for c in row[choices[0]:width - 1]]
    last, extra = folded(row[-1]), folded(row[width - 1])
    if not last or options.count(last) != 1 or extra in options or extra == last:
        return None
    return [*row[:width - 1], row[-1], row[width - 1]]
