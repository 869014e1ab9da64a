"""The sign a ``choices`` column joins a varying number of choices with (``Platon_Sócrates_Parmenides``,
``Cierto_Falso``), proved by the answers.

An app's sheet may pack each row's choices into one cell with a sign of the programmer's choosing (``_``, ``~``,
``#``, ``^``), read by ``split('_')``, two choices in some rows and four in others. The separators a reader knows
beforehand (``|``, ``;``, lines) are not there, and a sign splitting every cell as many times (``cellseparator``) is
not either. The column itself proves it: one sign, no letter, digit or space, that stands in nine filled cells in
ten (five at least) and cuts each of them into two to twelve items, none empty, while the answer column names an
item within each row's own count in nine rows in ten -- a number (from 0 or from 1), a letter, or an item's very
text -- and one answer at least names what the cell unsplit could not (a later item, an item's text). No other
sign may do as much; a sentence's own signs (``,``, ``.``, ``?``, quotes, brackets) are never candidates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: the share of the cells and rows that must agree, and the fewest cells
_MOST, _LEAST = 0.9, 5
#: the fewest and most items a cell of choices holds
_FEWEST, _MOST_ITEMS = 2, 12
#: a character a sentence or a cell's own writing has: never a learnt separator
_TEXT_SIGNS = set(" \t\"'`“”„«»‘’()[]{}.,?!¿¡:;|\\")
#: an answer that counts the items (``2``), or names one by its letter (``B``, ``c)``)
_NUMBER = re.compile(r"\d{1,2}")
_LETTER = re.compile(r"([A-La-l])[.)]?")


@dataclass(frozen=True)
class ListSign:
    """The sign a choices column is split at, and the counts of items its cells split into (``{4: 30, 2: 21}``)."""

    sign: str
    counts: dict[int, int]


def _candidates(cells: list[str]) -> list[str]:
    """The signs the cells hold: no letter, digit or space, no sentence's sign."""
    return sorted({ch for c in cells for ch in c if not ch.isalnum() and not ch.isspace() and ch not in _TEXT_SIGNS})


def _items(cell: str, sign: str) -> list[str] | None:
    """A cell's items at ``sign``: two to twelve, none empty; else None."""
    pieces = [p.strip() for p in cell.split(sign)]
    return pieces if _FEWEST <= len(pieces) <= _MOST_ITEMS and all(pieces) else None


def names_item(answer: str, items: list[str], base: int) -> bool:
    """Whether an answer names one of a row's items: a number counted from ``base``, a letter, an item's text."""
    value = answer.strip()
    if _NUMBER.fullmatch(value):
        return 0 <= int(value) - base < len(items)
    if (m := _LETTER.fullmatch(value)) is not None:
        return ord(m.group(1).upper()) - ord("A") < len(items)
    return value.casefold() in {t.casefold() for t in items}


def _proved(sign: str, pairs: list[tuple[str, str]]) -> dict[int, int] | None:
    """The counts of items the cells split into at ``sign`` when it stands in nine cells in ten, splitting each so,
    and the answers name an item within their row's count in nine rows in ten; else None."""
    split = [(items, answer) for cell, answer in pairs if (items := _items(cell, sign)) is not None]
    if len(split) < _MOST * len(pairs):
        return None
    numbers = [int(a.strip()) for _, a in split if _NUMBER.fullmatch(a.strip())]
    base = 0 if 0 in numbers else 1
    if sum(1 for items, answer in split if names_item(answer, items, base)) < _MOST * len(pairs):
        return None
    if not any(names_item(a, items, base) and not names_item(a, [sign.join(items)], base) for items, a in split):
        return None   # every answer the first item (`1`, `A`): as true of the cell unsplit (`Jean-Paul`), no proof
    counts: dict[int, int] = {}
    for items, _ in split:
        counts[len(items)] = counts.get(len(items), 0) + 1
    return counts


def list_sign(pairs: list[tuple[str, str]]) -> ListSign | None:
    """The one sign that splits a choices column's cells (each with its row's answer, ``pairs``) into lists the
    answers prove (module doc); None when no sign, or more than one, does, or fewer than five rows give both."""
    filled = [(c.strip(), a.strip()) for c, a in pairs if c.strip() and a.strip()]
    if len(filled) < _LEAST:
        return None
    found = [ListSign(sign, counts) for sign in _candidates([c for c, _ in filled])
             if (counts := _proved(sign, filled)) is not None]
    return found[0] if len(found) == 1 else None
