"""Answer keys written as Markdown tables (``| # | Answer | Why |``, ``| 1 | **B** | ... |``); choices as rows.

A table is an answer key when one column holds the question numbers (distinct whole numbers, ``Q``
or ``#`` before them allowed) and another only choice labels in every row (``B``, ``**A, C**``,
``(D)``; one row in eight may hold something else, a fill-in's answer, said at its line; a label may have its
choice's text in brackets after it, ``**B (Falso)**``, checked against the choice); what the row's other cells say is
its question's explanation when it has none. A cell of
``Y``/``N`` (or ``Yes``/``No``) for each statement, ``Y, N, Y, N``, names the statements marked yes (a
"Select Y/N for each" item). The table is found by its lines (a row starts and ends with ``|``; the
second line is its rule), outside fenced code, wherever it stands (a callout's box is opened before: ``mdcallouts``);
each line is split once, so the work is linear in the source's size.

A table of two (number, answer) column pairs or more a row (``| Q | Answer | Q | Answer |``, ``| **1** |
<span class="ok">c</span> | **11** | a |``) is a key read cell by cell (``cell_pairs``): inline markup around a cell
is no part of it (HTML tags, emphasis, code marks), a cell of several labels (``B, D``) is a multi answer, a pair of
empty cells (a short last column) is none; every other pair must be a number and labels, no number twice, or the
table is none.

A table whose rows each hold a choice's label (``a.``, ``b.``... in order) and its text, maybe a mark cell that is
empty on some rows (``| * | c. | the Robinson family |``), is a question's choices (``choice_tables``): read as
checkboxes ticked where marked (lettered lines when there is no mark column). Labels beside numbers only are a key.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from quizdeck.importers.labels import answer_letters, label_index

_ROW = re.compile(r"^[ \t]{0,3}\|(.*)\|[ \t]*$")
_RULE_CELL = re.compile(r"^[ \t]*:?-{1,}:?[ \t]*$")
_NUMBER = re.compile(r"^(?:Q|#|No\.?)?[ \t]*(\d{1,5})[.):]?$", re.I)
_YES_NO = re.compile(r"^(?:(?:y|n|yes|no)[ \t]*(?:[,/;][ \t]*|$))+$", re.I)
#: fewer rows than this are not a key
_LEAST_ROWS = 2
#: a cell longer than this is no label
_MAX_LABEL = 40
#: a key's answer column may hold one cell in this many rows that is no label: a fill-in's answer
_FEW_UNREAD = 8
#: a choice's text in brackets after its label: ``B (Falso)``
_SAID = re.compile(r"\((.{1,30})\)")


@dataclass(frozen=True)
class TableKey:
    """An answer key table: its entries (line index, question number, right choices) and its other lines."""

    entries: list[tuple[int, int, list[int]]]
    other_lines: list[int]   # its header and rule
    notes: dict[int, str]    # line index -> what the row's other cells say (an explanation), when anything
    said: dict[int, str] = field(default_factory=dict)   # line index -> the choice's text written after its label
    #: rows whose answer cell names no choice by its label (a fill-in's answer): line index, number, the cell
    unread: list[tuple[int, int, str]] = field(default_factory=list)


def _cells(line: str) -> list[str] | None:
    m = _ROW.match(line)
    if m is None:
        return None
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", m.group(1))]


#: an inline HTML tag around a cell's text: ``<span class="tai-correct">c</span>``, ``<b>B</b>``
_TAG = re.compile(r"</?[A-Za-z][^<>\n]{0,200}>")


def plain(cell: str) -> str:
    """A cell's text without its inline markup: HTML tags, emphasis and code marks around it."""
    return _TAG.sub("", cell).strip().strip("*_`").strip() if "<" in cell else cell.strip().strip("*_`").strip()


def cell_pairs(cells: Sequence[str]) -> list[tuple[int, list[int]]] | None:
    """A key row's (question number, right choices) pairs, read cell by cell from its cells taken two by two
    (``| **1** | <span>c</span> | 21 | B, D | | |``): a pair of empty cells is skipped; None when the row has an odd
    number of cells, no pair, or a pair that is not a number then labels (a cell of several labels, ``B, D``, is a
    multi answer; inline markup around a cell is no part of it)."""
    if len(cells) < 2 or len(cells) % 2:
        return None
    out: list[tuple[int, list[int]]] = []
    for c in range(0, len(cells), 2):
        number, answer = plain(cells[c]), cells[c + 1]
        if not number and not plain(answer):
            continue
        m = _NUMBER.match(number)
        read = _read_cell(_TAG.sub("", answer) if "<" in answer else answer)
        if m is None or read is None or read[1] is not None:
            return None
        out.append((int(m.group(1)), read[0]))
    return out or None


def table_cells(line: str) -> list[str] | None:
    """A table row's cells (``| 1 | B |``: ``1``, ``B``), or None when the line is no table row."""
    return _cells(line)


def _labels(cell: str) -> list[int] | None:
    read = _read_cell(cell)
    return None if read is None else read[0]


def _read_cell(cell: str) -> tuple[list[int], str | None] | None:
    """The choices an answer cell names by their labels, and the choice's text it writes after one label in
    brackets (``**B (Falso)**``: [1], ``Falso``), or None."""
    text = cell.strip().strip("*_`").strip()
    if not text or len(text) > _MAX_LABEL:
        return None
    if _YES_NO.match(text):
        marks = [t.strip().lower() for t in re.split(r"[,/;]", text) if t.strip()]
        if len(marks) >= 2:
            return [k for k, mark in enumerate(marks) if mark.startswith("y")], None
    found = answer_letters(text)
    if found is None:
        return None
    said = _SAID.fullmatch(found[1].strip(" *_`"))
    if said is not None and len(found[0]) == 1:
        return found[0], said.group(1).strip()
    if found[1].strip(" .)*_`"):
        return None
    return found[0], None


def _paired_key(rows: list[tuple[int, list[str]]], header: list[int], head: list[str]) -> TableKey | None:
    """A key table of two (number, answer) column pairs or more a row (``| Q | Answer | Q | Answer |``), read cell
    by cell, the entries in the order of their numbers; None when a row is not so, a number comes twice or the
    header's cells are numbers (a table of data)."""
    if len(head) < 4 or len(head) % 2 or any(len(cells) != len(head) for _, cells in rows) or any(
            _NUMBER.match(plain(cell)) for cell in head):
        return None
    entries = []
    for i, cells in rows:
        pairs = cell_pairs(cells)
        if pairs is None:
            return None
        entries += [(i, number, indices) for number, indices in pairs]
    numbers = [number for _, number, _ in entries]
    if len(entries) < 2 * _LEAST_ROWS or len(set(numbers)) != len(numbers):
        return None
    return TableKey(sorted(entries, key=lambda e: e[1]), header, {})


def _key(rows: list[tuple[int, list[str]]], header: list[int]) -> TableKey | None:
    width = min(len(cells) for _, cells in rows)
    numbers = next((c for c in range(width) if len({m.group(1) for _, cells in rows
                                                     if (m := _NUMBER.match(cells[c].strip("*_ ")))}) == len(rows)),
                   None)
    if numbers is None:
        return None
    answers = next((c for c in range(width) if c != numbers and _labelled_column(cells[c] for _, cells in rows)),
                   None)
    if answers is None:
        return None
    entries = []
    notes: dict[int, str] = {}
    said: dict[int, str] = {}
    unread: list[tuple[int, int, str]] = []
    for i, cells in rows:
        rest = [cell for c, cell in enumerate(cells) if c not in (numbers, answers) and cell.strip()]
        if rest:
            notes[i] = " — ".join(rest)
        number = _NUMBER.match(cells[numbers].strip("*_ "))
        read = _read_cell(cells[answers])
        assert number is not None   # every row has one (above)
        if read is None:
            unread.append((i, int(number.group(1)), cells[answers].strip()))
            continue
        entries.append((i, int(number.group(1)), read[0]))
        if read[1]:
            said[i] = read[1]
    return TableKey(entries, header, notes, said, unread)


def _labelled_column(cells: Iterable[str]) -> bool:
    """Whether a column holds labels in every row but a few (``Boxed``, a fill-in's answer, beside ``**B**``)."""
    read = [_labels(cell) is not None for cell in cells]
    return sum(read) >= max(_LEAST_ROWS, len(read) - len(read) // _FEW_UNREAD)


#: a table's rows: each one's line and cells
_Rows = list[tuple[int, list[str]]]


def _tables(lines: Sequence[str], fenced: Sequence[bool]) -> Iterator[tuple[int, list[str], _Rows]]:
    """The tables of a Markdown source outside code fences: each one's header line, header cells and rows
    (line, cells), in order."""
    i = 0
    while i < len(lines):
        head = None if fenced[i] else _cells(lines[i])
        rule = _cells(lines[i + 1]) if head is not None and i + 1 < len(lines) and not fenced[i + 1] else None
        if head is None or rule is None or not all(_RULE_CELL.match(c) for c in rule):
            i += 1
            continue
        rows: _Rows = []
        j = i + 2
        while j < len(lines) and not fenced[j] and (cells := _cells(lines[j])) is not None:
            rows.append((j, cells))
            j += 1
        yield i, head, rows
        i = j


def answer_tables(lines: Sequence[str], fenced: Sequence[bool]) -> list[TableKey]:
    """The answer key tables of a Markdown source (see the module's docstring)."""
    out: list[TableKey] = []
    for i, head, rows in _tables(lines, fenced):
        if len(rows) >= _LEAST_ROWS:
            key = _paired_key(rows, [i, i + 1], head) or _key(rows, [i, i + 1])
            if key is not None:
                out.append(key)
    return out


#: a cell that is a choice's label alone: ``a.``, ``B)``, ``(c)``, ``**D**``
_LABEL_CELL = re.compile(r"^[*_]{0,2}\(?([^\W\d_])[.)]?\)?[*_]{0,2}$")
#: a cell that marks a row's choice right: ``*``, ``x``, ``✓``, ``✅``
_MARK_CELL = re.compile(r"^(?:\*|x|X|✓|✔|√|✅|☑|●)\ufe0f?$")


def _choice_rows(rows: list[list[str]]) -> tuple[int, int, int | None] | None:
    """In a table's rows (two at least, one width), the columns of the labels (``a.``, ``b.`` in order), of the
    choices' text and of the marks (``*`` on some rows, nothing on one at least), or None when the table is
    not so: a column more, a label out of order, a text missing."""
    if len(rows) < _LEAST_ROWS:
        return None
    width = len(rows[0])
    if width not in (2, 3) or any(len(cells) != width for cells in rows):
        return None
    labels = next((c for c in range(width) if all(
        (m := _LABEL_CELL.match(cells[c])) and label_index(m.group(1)) == k for k, cells in enumerate(rows))), None)
    if labels is None:
        return None
    marks = next((c for c in range(width) if c != labels and all(
        not cells[c] or _MARK_CELL.match(cells[c]) for cells in rows) and any(not cells[c] for cells in rows)),
        None) if width == 3 else None
    texts = [c for c in range(width) if c not in (labels, marks)]
    if len(texts) != 1 or not all(cells[texts[0]] for cells in rows) or all(
            _NUMBER.match(cells[texts[0]].strip("*_ ")) for cells in rows):
        return None   # (numbers beside labels A, B, C...: an answer key)
    return labels, texts[0], marks


def choice_tables(lines: Sequence[str], fenced: Sequence[bool]) -> tuple[list[str], set[int]] | None:
    """Choices written as a table's rows, a label cell and a text cell each, maybe a mark cell (``| * | c. | the
    Robinson family |``): the rows rewritten line for line as checkboxes (``- [x] the Robinson family``, ticked
    where marked) or, with no mark column, lettered lines (``C. text``); the header and rule lines left blank
    (given back, to be accounted for: a header that names nothing, or the columns). None when there is none."""
    out: list[str] | None = None
    blanked: set[int] = set()
    for i, head, rows in _tables(lines, fenced):
        found = _choice_rows([cells for _, cells in rows])
        if found is not None and len(head) == len(rows[0][1]) and not any(_NUMBER.match(c) for c in head if c):
            _, texts, marks = found
            out = out if out is not None else list(lines)
            for k in (i, i + 1):
                out[k] = ""
                blanked.add(k)
            for k, (line, cells) in enumerate(rows):
                if marks is None:
                    out[line] = f"{'ABCDEFGHIJKL'[k]}. {cells[texts]}"
                else:
                    out[line] = f"- [{'x' if cells[marks] else ' '}] {cells[texts]}"
    return (out, blanked) if out is not None else None
