"""Several columns of a sheet's header naming the answer: the one whose cells are the key, told by the rows.

An exam's sheet may write its key three ways side by side: a code of its own, the right choices' numbers, the right
choices' texts (``正答(K列),正答解析値(L列),正答テキスト(M列)``; ``Correct, Correct answer number, Correct answer
text``). The column of texts names its row's choices by their texts (``馬,豚``); a column whose letters or numbers
name the same choices in every row is the key, and the texts are its echo (``agreeing``). With no column of texts,
or none agreeing with it, the one column whose cells hold several numbers in some row is taken: only it can name a
question's two right choices (``several``). Else nothing is proved and the caller keeps the first. When every
column names the same choices in every row there was no choice to make: nothing is picked. Nothing here knows a
language; the caller says at the header's line which column was read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from quizdeck.importers.answervalues import NUMBERS
from quizdeck.importers.imported import folded
from quizdeck.importers.labels import answer_letters

#: the share of a column's filled cells that must name choices for it to be a key at all
_MOST = 0.9
#: the fewest rows that tell anything
_LEAST = 3
#: what joins several choices' texts in one cell
_TEXT_JOINS = ("\n", "|", ";", "；", ",", "，", "、", "/")


@dataclass(frozen=True)
class Pick:
    """The column read as the answer, the column of texts it agrees with (or None) and how it was told:
    ``agreeing``, ``several`` or ``first`` (nothing proved); ``disagree`` counts the rows where the first column
    names other choices than it."""

    column: int
    echo: int | None
    how: str
    disagree: int


def by_texts(value: str, texts: list[str]) -> list[int] | None:
    """The choices a value names by their whole texts: one choice's text, or several joined by one sign."""
    keys = {folded(t): k for k, t in enumerate(texts) if t.strip()}
    whole = folded(value)
    if whole in keys:
        return [keys[whole]]
    for sign in _TEXT_JOINS:
        parts = [folded(p) for p in value.split(sign) if p.strip()]
        if len(parts) >= 2 and all(p in keys for p in parts):
            return sorted({keys[p] for p in parts})
    return None


def by_key(value: str, count: int, base: int) -> list[int] | None:
    """The choices a value names by letters or by numbers counted from ``base``, all among ``count`` choices."""
    value = value.strip()
    if NUMBERS.fullmatch(value):
        named = [int(n) - base for n in re.findall(r"\d+", value)]
    else:
        letters = answer_letters(value)
        named = letters[0] if letters is not None and not letters[1] else []
    return sorted(set(named)) if named and all(0 <= k < count for k in named) else None


def _filled(rows: list[tuple[list[str], list[str]]], j: int) -> list[tuple[str, list[str]]]:
    return [(r[j].strip(), texts) for r, texts in rows if j < len(r) and r[j].strip()]


def _named(cells: list[tuple[str, list[str]]], base: int) -> list[list[int] | None]:
    return [by_key(value, len(texts), base) for value, texts in cells]


def _is_texts(cells: list[tuple[str, list[str]]]) -> bool:
    """Whether a column's cells are choices' texts, nine in ten (none of them a lone number or letters)."""
    named = [by_texts(value, texts) for value, texts in cells if by_key(value, len(texts), 1) is None]
    return len(cells) >= _LEAST and sum(1 for n in named if n is not None) >= _MOST * len(cells)


def _agrees(rows: list[tuple[list[str], list[str]]], j: int, echo: int) -> int | None:
    """The base (1 or 0) at which column ``j`` names in every row the choices column ``echo`` names by text."""
    pairs = [(by_texts(r[echo], texts), r[j].strip(), len(texts)) for r, texts in rows
             if max(j, echo) < len(r) and r[echo].strip()]
    told = [(t, value, n) for t, value, n in pairs if t is not None]
    if len(told) < _LEAST or len(told) < _MOST * len(pairs):
        return None
    for base in (1, 0):
        if all(by_key(value, n, base) == t for t, value, n in told):
            return base
    return None


def _disagreeing(rows: list[tuple[list[str], list[str]]], first: int, picked: int) -> int:
    """The rows where column ``first`` names other choices than column ``picked`` (each read by key, else texts)."""
    def read(value: str, texts: list[str]) -> list[int] | None:
        return by_key(value, len(texts), 1) or by_texts(value, texts)

    return sum(1 for r, texts in rows if max(first, picked) < len(r)
               and read(r[first].strip(), texts) != read(r[picked].strip(), texts))


def _keys(rows: list[tuple[list[str], list[str]]], columns: list[int]) -> list[int]:
    """The columns whose filled cells, nine in ten, name choices by letters or numbers from 1."""
    keys = []
    for j in columns:
        cells = _filled(rows, j)
        if len(cells) >= _LEAST and sum(1 for n in _named(cells, 1) if n is not None) >= _MOST * len(cells):
            keys.append(j)
    return keys


def _several(rows: list[tuple[list[str], list[str]]], keys: list[int]) -> list[int]:
    """The key columns whose cells name two choices or more in some row."""
    return [j for j in keys if any(n is not None and len(n) >= 2 for n in _named(_filled(rows, j), 1))]


def pick(rows: list[tuple[list[str], list[str]]], columns: list[int]) -> Pick | None:
    """The one of ``columns`` (two or more, each named as the answer; the first the one read so far) that is the
    key, told by ``rows`` (each a row's cells and its choices' texts): ``how`` is ``first`` when nothing proves
    one (the first kept); None when there was no choice to make (fewer than two name choices, or all name the
    same choices in every row)."""
    texts = [j for j in columns if _is_texts(_filled(rows, j))]
    keys = [j for j in _keys(rows, columns) if j not in texts]
    if len(texts) + len(keys) < 2 or all(_disagreeing(rows, columns[0], j) == 0 for j in [*texts, *keys]):
        return None
    echo = texts[0] if len(texts) == 1 else None
    agreeing = [j for j in keys if echo is not None and _agrees(rows, j, echo) is not None]
    if len(agreeing) == 1:
        return Pick(agreeing[0], echo, "agreeing", _disagreeing(rows, columns[0], agreeing[0]))
    several = _several(rows, keys)
    if len(several) == 1:
        return Pick(several[0], None, "several", _disagreeing(rows, columns[0], several[0]))
    return Pick(columns[0], None, "first", 0)
