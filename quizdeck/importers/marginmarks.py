"""A short token in the margin before one choice of each run: the right choice's mark (``  x      C    text``).

A fixed-column export may mark the right choice by a token in the margin left of the label column, where the other
choices have spaces: ``x``, ``X``, ``*``, ``✓``, ``>``. A reader sees a line that opens with that token, not with a
label, and the run is broken there. The file's structure says what it is: with the token blanked every such line
is a label line of a run like the others, its label in the run's own column; the token stands on exactly one line
of every run, in the same column each time, the same token each time, left of the labels, not on the same choice
of every run (a field the records open with). Only then is it the mark:
the line is written with its label first and the token as a box after it (``C. [x] text``), the form the readers know
for a marked choice. A token on every choice (a list's bullet), on several of one run, in another column or on some
runs only is the text's own, and nothing changes. Nothing here knows a language or a word.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: one or two signs or a letter in the margin, then a gap of two spaces at least (or a tab) before the line's text
_MARGIN = re.compile(r"^([ \t]*)(\S{1,2})(?:[ \t]{2,}|\t)(?=\S)")


def blanked(lines: Sequence[str]) -> dict[int, tuple[int, str]]:
    """The lines that open with a margin token (see the module): each line's index, with the token's column and
    the token."""
    out: dict[int, tuple[int, str]] = {}
    for i, line in enumerate(lines):
        m = _MARGIN.match(line[:200])
        if m is not None:
            out[i] = (m.start(2), m.group(2))
    return out


def without(line: str, at: int, token: str) -> str:
    """``line`` with its margin ``token`` at column ``at`` written as spaces (the columns kept)."""
    return line[:at] + " " * len(token) + line[at + len(token):]


def proved(runs: Sequence[Sequence[int]], tokens: dict[int, tuple[int, str]], columns: dict[int, int],
           least: int) -> set[int] | None:
    """The lines whose margin token is the right choice's mark: ``runs`` each a run's lines (found with the tokens
    blanked), ``columns`` each line's label column; proved when ``least`` runs at least each carry exactly one
    token, every run does, all of one token in one column left of their run's labels, which stand in one column.
    None when it is not so."""
    if len(runs) < least:
        return None
    marked: set[int] = set()
    seen: set[tuple[int, str]] = set()
    places: set[int] = set()
    for run in runs:
        here = [i for i in run if i in tokens]
        if len(here) != 1 or len({columns[i] for i in run}) != 1 or tokens[here[0]][0] >= columns[here[0]]:
            return None
        marked.add(here[0])
        seen.add((tokens[here[0]][0], tokens[here[0]][1].casefold()))
        places.add(list(run).index(here[0]))
    # (on the same choice of every run it is the records' field, ``Q   A. text``, not a mark that moves)
    return marked if len(seen) == 1 and len(places) > 1 else None


def written(line: str, at: int, token: str, label_end: int) -> str:
    """A marked line written with its token as a box after its label (``C. [x] text``); ``label_end``: where the
    label (with its sign and a space) ends in the line without the token."""
    bare = without(line, at, token)
    return f"{bare[:label_end]}[{token}] {bare[label_end:]}"
