"""Enclosed numbers as a sheet row's choice labels (``❶상사가…``, ``① 그녀는…``), and an answer cell of one alone.

Quiz apps' sheets in Korean, Japanese and Chinese write each choice's number enclosed on the choice's own cell:
``①``..``⑳``, ``❶``..``❿``, ``➀``..``➉``, ``➊``..``➓``, ``⑴``..``⒇``, ``⒈``..``⒛``, ``⓵``..``⓾`` (or the enclosed
letters ``Ⓐ``, ``ⓐ``, ``⒜``). A row whose cells, side by side, open with such labels counting from one in order (two
at least), their texts holding no other (``①③``, ``①→②``: a choice that combines the question's numbered statements),
carries its choices' labels: they come off those cells; a cell of that row holding one of them alone,
spaces and line ends around (``❸``, ``❹ ``, ``❶\\n\\n``), is its answer naming that choice: its plain number (``3``,
or the letter ``C``). Nothing else of the row changes (``❶は…`` inside an explanation's text stays). Each rule is a
row's own; the reader says at the line where it took labels off.
"""

from __future__ import annotations

import re

from quizdeck.importers.enclosednumbers import CLASS, enclosed

#: a cell opening with an enclosed label, then its text (a stop or bracket after the label allowed), a text that
#: holds no other (``①③``, ``①→②→③``, ``①+②``: a choice that combines the question's statements, no label)
_LABELLED = re.compile(rf"[ \t]*([{CLASS}])[ \t]*[.)]?[ \t]*(?=[^\s{CLASS}][^{CLASS}]*$)", re.S)
#: a cell holding one enclosed label alone, spaces and line ends around
_ALONE = re.compile(rf"\s*([{CLASS}])\s*")
#: an enclosed label anywhere
_ANY = re.compile(rf"[{CLASS}]")
#: the fewest labels side by side that make a row's choices labelled
_LEAST = 2


def _value(char: str) -> tuple[int, bool]:
    """An enclosed label's number (1 for ``①``, ``Ⓐ``) and whether it is a letter (the character is one)."""
    value = enclosed(char)
    if value is None:
        raise ValueError(f"{char!r} is no enclosed label")  # only characters of CLASS reach here: a bug
    return value


def _plain(char: str) -> str:
    number, letter = _value(char)
    return chr(ord("A") + number - 1) if letter else str(number)


def circled_row(row: list[str]) -> tuple[list[str], int] | None:
    """The row with its choices' enclosed labels taken off, its answer cell of one label alone written plain, and
    how many labels came off; None when no run of two cells or more side by side opens with labels counting from
    one, in order and of one kind (numbers or letters)."""
    if not any(_LABELLED.match(cell) for cell in row):
        return None
    start = end = -1
    k = 0
    while k < len(row):
        m = _LABELLED.match(row[k])
        if m is None or _value(m.group(1))[0] != 1:
            k += 1
            continue
        kind = _value(m.group(1))[1]
        j = k + 1
        while j < len(row) and (n := _LABELLED.match(row[j])) is not None \
                and _value(n.group(1)) == (j - k + 1, kind):
            j += 1
        if j - k >= _LEAST and j - k > end - start:
            start, end = k, j
        k = j
    if start < 0:
        return None
    out = list(row)
    letter = False
    for j in range(start, end):
        m = _LABELLED.match(row[j])
        assert m is not None
        out[j], letter = row[j][m.end():], _value(m.group(1))[1]
    for j, cell in enumerate(row):
        if (alone := _ALONE.fullmatch(cell)) is not None and _value(alone.group(1))[1] == letter \
                and _value(alone.group(1))[0] <= end - start:
            out[j] = _plain(alone.group(1))
    return out, end - start


def has_label(text: str) -> bool:
    """Whether a text holds an enclosed number or letter anywhere (a quick look before reading a sheet so)."""
    return _ANY.search(text) is not None
