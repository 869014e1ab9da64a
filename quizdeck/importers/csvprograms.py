"""A question cell that is a whole program, as code quizzes ask "what does it print?" with the code alone::

    Question,Option 1,Option 2,Answer
    "#include <stdio.h>
    int main() { printf(""%d"", 1 + 1); return 0; }",1,2,2

Such a cell is code, not prose: its first line is a line of code and most of its lines are (ending in ``;``, ``{``,
``}``, ``)``, ``>``, ``):`` or opening with ``#include``-like, ``//``, ``/*``, ``@``), a third of them holding a
sign of code (a call, an index, a member, ``=``, a brace: prose lines ending in ``(always);`` hold none), three
lines at least, no line of it asks (``?`` at its end) and none is a code fence already (a sentence ending in ``:``
over a fenced block is prose). It is written as a fenced code block, so that its first sign (``#include``,
``@Override``) stays the code's own and the card shows it as code.
"""

from __future__ import annotations

import re

#: the least share of a program's lines that are code, and its fewest lines
_MOST = 0.6
#: the least share of its lines holding a sign of code (a call, ``=``, a brace): prose ending in ``(always);`` none
_SIGNED = 1 / 3
_LEAST_LINES = 3
_CODE_END = re.compile(r"(?:[;{})>]|\):)\s*(?://.*|/\*.*\*/\s*)?$")
_CODE_START = re.compile(r"^\s*(?:#[a-z!]|//|/\*|@\w)")   # (``#include``, ``#!``; not a heading's ``# ``)
#: what code writes and prose does not: a call (``f(``), an index (``a[``), a member (``a.b``), ``=``, ``{ }``, ``<>``
_CODE_SIGN = re.compile(r"\w[(\[]|\w\.\w|[={}<>]")
_ASKS = re.compile(r"[?？]\s*$")
_FENCE = re.compile(r"^\s*(?:```|~~~)", re.M)


def _code_line(line: str) -> bool:
    return bool(_CODE_END.search(line) or _CODE_START.match(line))


def _signed(line: str) -> bool:
    """Whether a line holds what code writes and prose does not (a call, ``=``, a brace; ``#include`` first)."""
    return bool(_CODE_START.match(line) or _CODE_SIGN.search(line))


def program_cell(text: str) -> bool:
    """Whether a question cell is a whole program (see the module): its first line code, most lines code, a third
    signed as code, three lines at least, none asking, no fence in it."""
    lines = [ln for ln in text.split("\n") if ln.strip()]
    if len(lines) < _LEAST_LINES or not _code_line(lines[0]) or any(_ASKS.search(ln) for ln in lines) \
            or _FENCE.search(text):
        return False
    return sum(1 for ln in lines if _code_line(ln)) >= _MOST * len(lines) \
        and sum(1 for ln in lines if _signed(ln)) >= _SIGNED * len(lines)
