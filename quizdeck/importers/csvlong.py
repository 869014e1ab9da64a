"""Sheets that give one choice a row: a question's rows follow each other, the question in the first
(repeated in the others, or their cell empty), each row one choice and a mark saying whether it is right::

    question,answer,correct
    What is 2 + 2?,3,0
    ,4,1
    Capital of France?,Paris,1
    ,Rome,0

as databases export questions and their answers (``question_id, question, answer_text, is_correct``). The
columns are learnt from the cells, not the header's names: the one column whose cells are all marks
(``1``/``0``, ``TRUE``/``FALSE``, ``x`` or empty; both kinds used), the question's column of texts that the
rows share in runs (two rows a run at least, in nine runs in ten; three runs at least), and the choice's
column, filled in nine rows in ten and differing inside the runs. Not when the marks are truth words
(``VERDADERO``/``FALSO``) and the texts the rows share are labels shorter than the rows' own, none asking
(``UNIDAD;TEMA;AFIRMACION;RESPUESTA``: ``COBIT`` over its statements): each row is then a statement to judge, a
true/false question of its own, the shared text its topic. Nor when another column carries a question in
nearly every row, whatever the marks: a list of two choices or more (``["753 BCE", "509 BCE"]``), or a text that
asks and differs inside the runs (``quiz_title`` shared by two rows, ``text`` asking in each): each row is then a
question of its own (a 0-based ``correct`` of 0s and 1s is no mark).
"""

from __future__ import annotations

from dataclasses import dataclass

from quizdeck.importers.asking import ASKS
from quizdeck.importers.csvinfer import FALSE_MARKS, FALSE_WORDS, TRUE_MARKS, TRUE_WORDS
from quizdeck.importers.jsoncells import json_list

_MOST = 0.9


@dataclass(frozen=True)
class Long:
    """The columns of a sheet of one choice a row, and whether the row it was learnt over is a header."""

    question: int
    choice: int
    mark: int
    header: bool
    labels: int | None = None   # the choices' label column, not read



def _cell(row: list[str], j: int) -> str:
    return row[j].strip() if j < len(row) else ""


def runs(rows: list[list[str]], q: int) -> list[list[int]]:
    """The rows (indices) of each question: a row whose question cell is filled and differs from its run's
    starts the next run."""
    out: list[list[int]] = []
    text = None
    for k, row in enumerate(rows):
        cell = _cell(row, q)
        if not out or (cell and cell != text):
            out.append([])
            text = cell
        out[-1].append(k)
    return out


def _marks(rows: list[list[str]], j: int) -> bool:
    cells = [_cell(r, j).casefold() for r in rows]
    return all(c in TRUE_MARKS or c in FALSE_MARKS for c in cells) and any(c in TRUE_MARKS for c in cells) and \
        any(c not in TRUE_MARKS for c in cells)


def _grouping(rows: list[list[str]], q: int) -> bool:
    """Whether a column's cells hold the rows together in runs of two rows or more (nine runs in ten), its
    first row filled, its texts of words (not numbers alone: an id's column runs so too)."""
    found = runs(rows, q)
    texts = [_cell(rows[run[0]], q) for run in found]
    long = sum(1 for run in found if len(run) >= 2)
    return bool(texts[0]) and len(found) >= 2 and long >= _MOST * len(found) and \
        sum(1 for t in texts if any(ch.isalpha() for ch in t)) >= _MOST * len(texts)


def _varies(rows: list[list[str]], j: int, found: list[list[int]]) -> bool:
    filled = sum(1 for r in rows if _cell(r, j))
    differ = sum(1 for run in found if len({_cell(rows[k], j) for k in run}) == len(run))
    return filled >= _MOST * len(rows) and differ >= _MOST * len(found)


#: the label sequences a label column runs through, each run from its start
_LABEL_RUNS = ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _label_at(cell: str, k: int) -> bool:
    """Whether a cell is the label of the ``k``-th (0-based) row of its run: a letter or a number from 1."""
    return cell == str(k + 1) or any(k < len(run) and cell == run[k] for run in _LABEL_RUNS)


def label_column(rows: list[list[str]], j: int, found: list[list[int]]) -> bool:
    """Whether a column's cells are their run's labels in order (``A``, ``B``, ``C``…; ``1``, ``2``…), each cell
    its row's place in its run, in nine runs in ten (runs of two rows or more)."""
    long = [run for run in found if len(run) >= 2]
    ordered = sum(1 for run in long if all(_label_at(_cell(rows[k], j), i) for i, k in enumerate(run)))
    return bool(long) and ordered >= _MOST * len(long)


def long_layout(first: list[str], below: list[list[str]]) -> Long | None:
    """The columns of a sheet of one choice a row (four rows at least under ``first``, three runs at least),
    each run of rows having a right mark in nine runs in ten (or all but one); None when the rows are not so."""
    rows = [r for r in below if any(c.strip() for c in r)]
    if len(rows) < 4:
        return None
    width = max(len(r) for r in rows)
    marks = [j for j in range(width) if _marks(rows, j)]
    if len(marks) != 1:
        return None
    m = marks[0]
    # the first row is a header when the rows under it start a question, a row of data when they continue its
    every = rows
    grouping = [j for j in range(width) if j != m and _grouping(rows, j)]
    if not grouping and _cell(first, m).casefold() in TRUE_MARKS | FALSE_MARKS:
        every = [first, *rows]
        grouping = [j for j in range(width) if j != m and _grouping(every, j)]
    if not grouping:
        return None
    q = max(grouping, key=lambda j: sum(len(_cell(r, j)) for r in every))
    header = every is rows   # read as a row, it would be a question of one row above the rows' questions
    found = runs(every, q)
    varying = [j for j in range(width) if j not in (q, m) and _varies(every, j, found)]
    labels = [j for j in varying if label_column(every, j, found)]
    choices = [j for j in varying if j not in labels] if len(labels) == 1 and len(varying) > 1 else varying
    if not choices:
        return None
    after = [j for j in choices if j > q]
    c = after[0] if after else choices[0]
    right = sum(1 for run in found if any(_cell(every[k], m).casefold() in TRUE_MARKS for k in run))
    if len(found) < 3 or right < min(_MOST * len(found), len(found) - 1) or _topics(every, q, c, m, found) \
            or _own_questions(every, found, (q, c, m)):
        return None
    return Long(q, c, m, header, labels[0] if choices is not varying else None)


def _listed(cell: str, choice: str) -> bool:
    """Whether a cell is a JSON list of two texts or more, as a program writes a question's choices: not when the
    row's own ``choice`` is among them (the ways to write that one choice, ``["Paris", "Paname"]``)."""
    items = json_list(cell)
    return items is not None and len(items) >= 2 and choice.casefold() not in {v.casefold() for v in items}


def _own_questions(rows: list[list[str]], found: list[list[int]], taken: tuple[int, ...]) -> bool:
    """Whether another column than the layout's ``taken`` (question, choice, mark) carries a question in nine rows
    in ten: a list of choices (not holding the row's choice), or a text that asks and differs inside the runs (so
    no run's shared question)."""
    width = max(len(r) for r in rows)
    for j in range(width):
        if j in taken:
            continue
        cells = [_cell(r, j) for r in rows]
        if sum(1 for r, c in zip(rows, cells, strict=True) if _listed(c, _cell(r, taken[1]))) >= _MOST * len(rows):
            return True
        if sum(1 for c in cells if ASKS.search(c)) >= _MOST * len(rows) and _varies(rows, j, found):
            return True
    return False


def _topics(rows: list[list[str]], q: int, c: int, m: int, found: list[list[int]]) -> bool:
    """Whether the rows are statements under topics, not choices under questions: every mark a truth word
    (``VERDADERO``, ``FALSO``; no ``1``, ``x`` or empty cell), not one true row a run in nine runs in ten (a
    question's choices have one right; a topic's statements any number), no shared text asking, and the shared
    texts shorter on average than the rows' own."""
    if not all(_cell(r, m).casefold() in TRUE_WORDS | FALSE_WORDS for r in rows):
        return False
    single = sum(1 for run in found if sum(1 for k in run if _cell(rows[k], m).casefold() in TRUE_WORDS) == 1)
    if single >= _MOST * len(found):   # one right row a run, as a question's choices have: not statements
        return False
    heads = [_cell(rows[run[0]], q) for run in found]
    own = [_cell(r, c) for r in rows if _cell(r, c)]
    return not any(ASKS.search(h) for h in heads) and \
        sum(len(h) for h in heads) / len(heads) < sum(len(t) for t in own) / max(len(own), 1)
