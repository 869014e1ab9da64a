"""A program's field names in the row right under a people's header (``,type,qnum,text,options[0],…,options[4],
answer``, under ``x,類型,序號,題目,選項,,,,,答案``): a second header row, no question.

Told by the row's own shape: each of its filled cells (three at least) is an identifier (letters, digits and
``_``, no space, maybe an index ``[0]``), and the cells over the header's choice columns are one stem counted in
order (``options[0]``…``options[4]``, ``option1``…``option4``, ``opt_a``…``opt_d``). A question's row holds
texts; choices that are one word and its running number, in a row whose question cell is one identifier too,
are no question.
"""

from __future__ import annotations

import re

#: a program's field name: an identifier, maybe indexed
_FIELD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\[\d+\])?")
#: a field name and the count closing it: ``options[0]``, ``option1``, ``opt_a``
_COUNTED = re.compile(r"([A-Za-z_][A-Za-z0-9_]*?)[_\-]?(?:\[(\d+)\]|(\d+)|([a-z]))", re.I)


def _count(cell: str) -> tuple[str, int] | None:
    m = _COUNTED.fullmatch(cell)
    if m is None:
        return None
    number = m.group(2) or m.group(3)
    return m.group(1).casefold(), int(number) if number is not None else ord(m.group(4).lower()) - ord("a")


def field_row(row: list[str], choices: list[int]) -> bool:
    """Whether a row under the header names the columns as a program's fields (see the module); ``choices``: the
    header's choice columns."""
    filled = [c.strip() for c in row if c.strip()]
    if len(filled) < 3 or len(choices) < 2 or not all(_FIELD.fullmatch(c) for c in filled):
        return False
    counts = [_count(row[k].strip()) if k < len(row) else None for k in choices]
    if any(c is None for c in counts):
        return False
    stems = {c[0] for c in counts if c is not None}
    numbers = [c[1] for c in counts if c is not None]
    return len(stems) == 1 and numbers[0] in (0, 1) and numbers == list(range(numbers[0], numbers[0] + len(numbers)))
