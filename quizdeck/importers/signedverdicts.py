"""A true/false answer written as a verdict sign, alone or after the number of its choice: ``1번(O)``, ``2(X)``, ``○``.

Korean, Japanese and Chinese OX quizzes kept in a sheet of four choices leave a true/false row's choice cells
empty and write its answer as the sign of its verdict, in brackets after the number of the sign's choice
(``1번(O)``, ``2번(X)``, ``1(T)``), or the sign alone (``○``, ``(×)``, ``(F)``). The row's choices are then the two
signs, the true one first, and the number, counted from 1, names one of them: it must agree with the sign
(``signed_verdict`` gives both; the reader says a row whose number and sign disagree). Nothing here knows a
language: the signs are the O/X, ○/× and T/F pairs, and a letter sign only in brackets or after a number (a bare
``O`` or ``F`` is a letter or a word, left to the readers of those).
"""

from __future__ import annotations

import re
from typing import NamedTuple

#: each sign (casefolded) and its pair of choices, the true sign first
_PAIR_OF = {"o": ("O", "X"), "x": ("O", "X"), "ｏ": ("Ｏ", "Ｘ"), "ｘ": ("Ｏ", "Ｘ"), "○": ("○", "×"), "◯": ("◯", "×"),
            "×": ("○", "×"), "t": ("T", "F"), "f": ("T", "F")}
_TRUE = frozenset({"o", "ｏ", "○", "◯", "t"})
#: the number of the sign's choice (a counter word glued on: ``1번``, ``2番``), then the sign in brackets; or a
#: number and a sign that is no letter (``1 ○``); or a sign that is no letter, alone
_SIGNED = re.compile(r"(?:(?P<number>\d)[ \t]*(?:[^\W\d_\x00-\u024f]{1,2})?[ \t]*)?"
                     r"(?:[(（][ \t]*(?P<sign>[OoXxＯｏＸｘ○◯×TtFf])[ \t]*[)）]|(?P<bare>[○◯×]))")


class Signed(NamedTuple):
    """A signed verdict: the two choices (the true sign first), the sign's place among them (0 true, 1 false), and
    the place the number names (0-based), None without a number."""

    choices: tuple[str, str]
    sign: int
    number: int | None


def signed_verdict(value: str) -> Signed | None:
    """The verdict a value writes as a sign, with the number of its choice or without (``1번(O)``: ``O`` of ``O``,
    ``X``, and the number's choice, the first); None when the value is no such thing."""
    m = _SIGNED.fullmatch(value.strip())
    if m is None:
        return None
    sign = (m.group("sign") or m.group("bare")).casefold()
    number = int(m.group("number")) - 1 if m.group("number") else None
    return Signed(_PAIR_OF[sign], 0 if sign in _TRUE else 1, number)


def agrees(signed: Signed) -> bool:
    """Whether a signed verdict's number, if it has one, names its sign's own choice (``1(O)``, ``2(X)``; not
    ``2(O)``)."""
    return signed.number is None or signed.number == signed.sign
