"""A sheet's layout told by how the cells of one row relate, before each column is judged by its kind.

A column read as a whole says what kind its cells are (text, letters, numbers); what the cells of ONE row say to
each other tells more, and it holds row by row whatever the row's width:

* **a cell that repeats another** (``repeating_end``): the last (or first) column of a run of choices whose cell is,
  in three rows in four, the very text of one of the row's other choices is the right choice written out -- a second
  key, not one more choice;
* **the key in the last cell** (``last_cell_key``): rows of several widths whose last cell is, in every row, a
  letter or number naming one of that row's own choices (the cells between the first and the last): the
  choices are as many as each row has, the answer travels with the row's end;
* **a cell split twice** (``head_and_list``): a column whose every cell is a head, one sign, then items joined by
  another sign (``Fruit:apple,pear,plum``), and another column of the row repeating one of those items: the head is
  the question, the items its choices, the other cell the answer.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from quizdeck.importers.imported import folded

#: the share of rows a relation must hold in, and the fewest rows it is learnt from
_MOST, _LEAST = 0.9, 4
#: the share of rows whose end cell repeats another choice: the key written out (a row whose key is none of its
#: choices is the sheet's own slip, said at its row by the reader)
_ECHO_MOST = 0.75
#: a key naming a choice: one letter (``B``, ``c)``) or a choice number (``3``)
_KEY = re.compile(r"[(\[]?([A-La-l]|\d{1,2})[.)\]]?")
#: a sign that may set a cell's head off or join its items (no letter, digit, space, quote or bracket)
_SIGN = re.compile(r"[^\w\s\"'`“”„«»‘’()\[\]{}.?!]")
#: a head sign that is the prompt's own punctuation (kept on the question's text)
_PROMPT = ":：﹕"
#: the items a cell's list holds
_FEWEST_ITEMS, _MOST_ITEMS = 2, 12


def repeating_end(rows: list[list[str]], run: list[int]) -> int | None:
    """The column at an end of the run of choice columns ``run`` (three at least) whose filled cell equals (folded)
    another cell of the run in its row, in three filled rows in four (four at least), where those other cells differ
    from one another (not a sheet of blank or repeated choices); None when neither end does."""
    if len(run) < 3:
        return None
    for end in (run[-1], run[0]):
        others = [c for c in run if c != end]
        hits = total = 0
        for row in rows:
            cell = folded(row[end]) if end < len(row) else ""
            if not cell:
                continue
            total += 1
            texts = [folded(row[c]) for c in others if c < len(row) and row[c].strip()]
            if len(set(texts)) == len(texts) and texts.count(cell) == 1:
                hits += 1
        if total >= _LEAST and hits >= _ECHO_MOST * total:
            return end
    return None


def key_named(cell: str, count: int) -> int | None:
    """The choice (0-based) a key cell names among ``count`` choices: a letter from A, a number from 1; None when
    it names none within them."""
    m = _KEY.fullmatch(cell.strip())
    if m is None:
        return None
    key = m.group(1)
    named = int(key) - 1 if key.isdecimal() else ord(key.upper()) - ord("A")
    return named if 0 <= named < count else None


def last_cell_key(rows: list[list[str]]) -> bool:
    """Whether rows of several widths (five rows at least, three cells each at least: a question, a choice or
    more, a key) each end with a key naming one of the row's own choices -- the cells between its first and its
    last -- in every row: the answer travels with each row's end, however many choices the row has."""
    filled = [[c.strip() for c in r] for r in rows if any(c.strip() for c in r)]
    widths = Counter(len(r) for r in filled)
    if len(filled) < 5 or len(widths) < 2 or min(widths) < 3:
        return False
    letters = sum(1 for r in filled if r[-1][:1].isalpha())
    if letters not in (0, len(filled)):   # one kind of key in every row
        return False
    if len({r[-1].casefold() for r in filled}) < 2:   # one value in every row: a marker, not a key
        return False
    return all(key_named(r[-1], len(r) - 2) is not None and all(r[1:-1]) for r in filled)


@dataclass(frozen=True)
class HeadList:
    """A column whose cells are a head, ``head`` (a sign), then items joined by ``items`` (another sign)."""

    column: int
    head: str
    items: str

    def split(self, row: list[str]) -> list[str]:
        """The row with that column's cell as two: its head and its list (the list empty when it has no head so:
        the row then gives no choices, which its reader says at its line)."""
        j = self.column
        if j >= len(row):
            return row
        if self.head not in row[j]:
            return [*row[:j], row[j], "", *row[j + 1:]]
        head, rest = row[j].split(self.head, 1)
        if self.head in _PROMPT:   # "Fruit: apple, pear": a colon ends a prompt as the text writes it, kept
            head = head.rstrip() + self.head
        return [*row[:j], head.strip(), rest.strip(), *row[j + 1:]]


def head_and_list(rows: list[list[str]]) -> tuple[HeadList, int] | None:
    """The column whose cells, in nine rows in ten (five at least), are a head without the item sign, a sign, then
    two to twelve items joined by one other sign, as many in nine cells in ten, and the column of the same
    rows whose cell repeats one of those items (folded) in nine rows in ten; None when no column is so."""
    filled = [[c.strip() for c in r] for r in rows if any(c.strip() for c in r)]
    if len(filled) < 5:
        return None
    width = Counter(len(r) for r in filled).most_common(1)[0][0]
    regular = [r for r in filled if len(r) == width]
    if len(regular) < _MOST * len(filled) or width < 2:
        return None
    for j in range(width):
        cells = [r[j] for r in regular]
        for head in _common_signs(cells):
            found = _items_after(cells, head)
            if found is None:
                continue
            shape = HeadList(j, head, found)
            answer = _repeating_item(regular, shape)
            if answer is not None:
                return shape, answer
    return None


def _items_after(cells: list[str], head: str) -> str | None:
    """The one sign joining the items after ``head`` in nine cells in ten, the head before it free of that sign,
    as many items in nine cells in ten; None when no one sign does."""
    parts = [c.split(head, 1) for c in cells if head in c]
    if len(parts) < _MOST * len(cells) or any(not p[0].strip() or not p[1].strip() for p in parts):
        return None
    found = []
    for sign in _common_signs([rest for _, rest in parts]):
        if sign == head:
            continue
        counts = Counter(rest.count(sign) for head_text, rest in parts if sign not in head_text)
        times, many = counts.most_common(1)[0] if counts else (0, 0)
        if _FEWEST_ITEMS <= times + 1 <= _MOST_ITEMS and many >= _MOST * len(cells) and \
                all(all(i.strip() for i in rest.split(sign)) for _, rest in parts if rest.count(sign) == times):
            found.append(sign)
    return found[0] if len(found) == 1 else None


def _common_signs(cells: list[str]) -> list[str]:
    """The signs nine cells in ten hold (five at least), in order."""
    held = Counter(ch for c in cells for ch in set(c) if _SIGN.fullmatch(ch))
    return sorted(sign for sign, n in held.items() if n >= max(5, _MOST * len(cells)))


def _repeating_item(rows: list[list[str]], shape: HeadList) -> int | None:
    """The first column (not the split one) whose cell equals one item of the split cell's list in nine rows in
    ten; None when none does."""
    for a in range(len(rows[0])):
        if a == shape.column:
            continue
        hits = 0
        for r in rows:
            split = shape.split(r)
            items = [folded(i) for i in split[shape.column + 1].split(shape.items)] if len(split) > len(r) else []
            hits += folded(r[a]) in items and bool(r[a])
        if hits >= _MOST * len(rows):
            return a
    return None
