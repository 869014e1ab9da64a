"""An answer cell of several choice numbers joined otherwise than a list is (``2.3``, ``1-4``, ``1|3``), or one a
spreadsheet turned into a date (``1-Feb`` for ``1.2``): the choice numbers it names.

Read only in a column the sheet's other cells show to hold choice numbers: there a number with a dot is no
decimal (no choice is the 2.3rd) and a date is no answer, so each is the numbers it was typed as. The numbers
must be two or more, different, and each within the row's choices; the caller says the reading at the line.
"""

from __future__ import annotations

import re

#: numbers joined by one separator repeated (a dot, a dash, a bar): ``2.3``, ``1-3-4``
_JOINED = re.compile(r"(\d{1,2})(?:([.\-|])\d{1,2})(?:\2\d{1,2})*\.?")
#: a spreadsheet's date from a day and a month (``1-Feb``, ``02-Mar``, ``1.Feb``): the month in English, as
#: the programs write it whatever their locale's digits
_DATE = re.compile(r"(\d{1,2})[-./ ]([A-Za-z]{3})\.?")
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def joined_numbers(value: str, count: int, base: int = 1) -> tuple[list[int], bool] | None:
    """The choices (0-based) a cell names as joined numbers counting from ``base``, and whether it was a date;
    None when it is neither, or names a choice the row does not have, or one twice."""
    value = value.strip()
    numbers: list[int]
    date = False
    if (m := _DATE.fullmatch(value)) is not None and m.group(2).casefold() in _MONTHS:
        numbers, date = [int(m.group(1)), _MONTHS.index(m.group(2).casefold()) + 1], True
    elif _JOINED.fullmatch(value):
        numbers = [int(n) for n in re.findall(r"\d+", value)]
    else:
        return None
    places = [n - base for n in numbers]
    if len(set(places)) != len(places) or not all(0 <= p < count for p in places):
        return None
    return sorted(places), date
