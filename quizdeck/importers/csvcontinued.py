"""Rows that continue the question above them.

A sheet whose right and wrong answers stand in columns of their own (``QUESTION,RIGHT,WRONG``) may give a
question's further answers in the rows under its own, their question cell empty::

    Question,Right,Wrong
    Which numbers can you call?,3018,3077
    ,112,911

Such a row is no question of its own: its right answers are more right choices of the question above (after
its right ones), its wrong answers more wrong ones (at the end).
"""

from __future__ import annotations

from quizdeck.importers.imported import ImportedChoice, ImportedQuestion


def continues(row: list[str], columns: dict[str, list[int]]) -> bool:
    """Whether a row, in a sheet of right (``answer``) and ``wrong`` answers' columns, has its question cell
    empty and holds answers only: cells under the answer or wrong columns, none elsewhere."""
    if "wrong" not in columns or "question" not in columns or "answer" not in columns:
        return False
    q = columns["question"][0]
    if q < len(row) and row[q].strip():
        return False
    answers = {*columns["answer"], *columns["wrong"]}
    filled = {i for i, c in enumerate(row) if c.strip()}
    return bool(filled) and filled <= answers


def add_answers(q: ImportedQuestion, rights: list[str], wrongs: list[str]) -> None:
    """Add a continuing row's right answers after the question's right choices and its wrong ones at the end;
    the answer's indices moved with them."""
    right = sorted(q.answer or [])
    at = right[-1] + 1 if right else 0
    q.choices[at:at] = [ImportedChoice(text) for text in rights]
    moved = [k + len(rights) if k >= at else k for k in right]
    q.choices += [ImportedChoice(text) for text in wrongs]
    if right or rights:
        q.set_answer([*moved, *range(at, at + len(rights))])
