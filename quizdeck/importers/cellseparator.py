"""The sign a column's cells join their items with, learnt from the cells: the one each repeats as often.

A sheet may hold a question's choices in one cell joined by a sign of its own (``Austin:Dallas:Irving:Houston``),
not one of the separators a reader knows beforehand. The cells tell it: a sign (a character that is no letter,
digit, space, quote or bracket) that stands the same number of times, once at least, in nine cells in ten, five
cells at least, every piece it cuts holding something, and no other sign doing so. A sign a cell's text has by
chance (a comma in a sentence) does not stand as often in every cell.
"""

from __future__ import annotations

import re
from collections import Counter

#: the share of the cells that must repeat the sign as often, and the fewest cells
_MOST, _LEAST = 0.9, 5
#: the most items a cell of choices holds
_MAX_ITEMS = 12
#: a character that may join a cell's items
_SIGN = re.compile(r"[^\w\s\"'`“”„«»‘’()\[\]{}]")


def separator_of(cells: list[str], signs: re.Pattern[str], whole: bool = False) -> tuple[str, int] | None:
    """The sign (one of ``signs``) that splits nine cells in ten, five cells at least, into the same number of
    items (two to twelve), and that number; None when no sign does, or more than one. ``whole``: every piece of
    those nine cells in ten holds something too."""
    if len(cells) < _LEAST:
        return None
    found = []
    for sign in sorted({ch for c in cells for ch in c if signs.fullmatch(ch)}):
        times, many = Counter(c.count(sign) for c in cells).most_common(1)[0]
        if not 1 <= times < _MAX_ITEMS or many < _MOST * len(cells):
            continue
        if whole and sum(1 for c in cells if c.count(sign) == times and all(p.strip() for p in c.split(sign))) \
                < _MOST * len(cells):
            continue
        found.append((sign, times + 1))
    return found[0] if len(found) == 1 else None


def learnt_separator(cells: list[str]) -> tuple[str, int] | None:
    """The sign that cuts nine filled cells in ten of ``cells`` into the same number of items (two to twelve,
    none empty), and that number; None when no sign, or more than one, does."""
    return separator_of([c.strip() for c in cells if c.strip()], _SIGN, whole=True)


def split_into(cell: str, count: int) -> list[tuple[str, list[str]]]:
    """Each sign of ``cell`` that cuts it into exactly ``count`` pieces, none empty, and the pieces."""
    out = []
    for sign in sorted({ch for ch in cell if _SIGN.fullmatch(ch)}):
        pieces = [p.strip() for p in cell.split(sign)]
        if len(pieces) == count and all(pieces):
            out.append((sign, pieces))
    return out


#: the signs a sheet may join a cell's choices with that the reader does not split at unless the answers say so:
#: a comma (the sheet's own delimiter too, the cell quoted) and its CJK forms
_ANSWERED_SIGNS = (",", "，", "、")
#: the fewest rows an answered separator is told by
_ANSWERED_LEAST = 3


def answered_separator(pairs: list[tuple[str, str]]) -> str | None:
    """The sign (a comma, ``_ANSWERED_SIGNS``) that cuts each choices cell of ``pairs`` (the cell, its row's
    answer) into two to twelve items, none empty, one of them the answer's very text (spaces and case aside),
    in nine rows in ten, three at least (``"London,Paris,Berlin"``, ``Paris``); None when no sign, or more
    than one, does. A comma inside a sentence cuts it too, but then the answer is no piece of it."""
    filled = [(c.strip(), a.strip()) for c, a in pairs if c.strip() and a.strip()]
    if len(filled) < _ANSWERED_LEAST:
        return None
    found = []
    for sign in _ANSWERED_SIGNS:
        named = 0
        for cell, answer in filled:
            pieces = [p.strip() for p in cell.split(sign)]
            if 2 <= len(pieces) <= _MAX_ITEMS and all(pieces) \
                    and answer.casefold() in {p.casefold() for p in pieces}:
                named += 1
        if named >= _MOST * len(filled):
            found.append(sign)
    return found[0] if len(found) == 1 else None


#: a comma no space follows: the sign between one cell's choices when a choice's own comma is followed by one
#: (``l'air,La chaleur,Le bien, du berceau à la tombe``); a separator's name, split by ``keyed_items``
BARE_COMMA = ",(no space)"
_BARE_COMMA = re.compile(r",(?![ \t])")
#: the share of a column's cells that must split at a comma, and the fewest cells
_KEYED_MOST, _KEYED_LEAST = 0.9, 3


def keyed_items(cell: str) -> list[str]:
    """A cell's items split at each comma no space follows (blank ones left out)."""
    return [t.strip() for t in _BARE_COMMA.split(cell) if t.strip()]


def keyed_commas(cells: list[str]) -> str | None:
    """The comma a column's cells join their choices with when no header and no other sign says so and the choices
    vary in number (``l'air,les océans,la croûte``): ``BARE_COMMA`` when nine filled cells in ten, three at least,
    hold a comma no space follows, else ``,`` when as many hold one; None otherwise. Only an answer column that
    names items within every row's count of them (``a,c,d``) makes it the choices' sign (``csvinfer``)."""
    full = [c.strip() for c in cells if c.strip()]
    if len(full) < _KEYED_LEAST:
        return None
    if sum(1 for c in full if 2 <= len(keyed_items(c)) <= _MAX_ITEMS) >= _KEYED_MOST * len(full):
        return BARE_COMMA
    if sum(1 for c in full if 2 <= len([p for p in c.split(",") if p.strip()]) <= _MAX_ITEMS) \
            >= _KEYED_MOST * len(full):
        return ","
    return None
