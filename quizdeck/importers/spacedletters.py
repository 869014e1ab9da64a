"""A choice label written as a letter and a space alone before its text (``- a STOPPED``), proved by runs.

A file converted from a PDF often loses the sign after each choice's letter: ``- a STOPPED``, ``- b READY``,
``- c ACTIVE``. One such line is no label (``A x``, ``- a process is ...``: a word). The file's repetition is
the evidence: lines of one lead (indent and bullet), each a letter, one space and a text, that go first, second,
third... of one alphabet in small letters (a capital and a space is often a word of the text: ``A minor``),
three at least a run, one line after another, in three places at least; and
those runs holding nearly every line of that lead opening with the alphabet's first letter and a space (a list of
sentences that begin with the article ``a`` is no such run). Each letter of those runs then gets the full stop
the readers know (``- a. STOPPED``), line for line; the import says so once, at the first. Nothing here knows a
language or a word.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.base import LineWarn
from quizdeck.importers.labels import alphabet_from

#: a letter and one space before its text, which opens with a letter or a digit (``A - x``: a label with its sign):
#: (1) the lead (indent, a bullet), (2) the letter, (3) the text
_SPACED = re.compile(r"^([ \t]*(?:[-*+•][ \t]+)?)([^\W\d_]) ([^\W_][^ \t]*(?:[ \t].*)?)$")
#: the fewest runs, the fewest items of a run, the most
_LEAST_RUNS, _LEAST_ITEMS, _MOST = 3, 3, 12
#: the share of a lead's lines opening with the first letter that must open a run
_SHARE = 0.8


def _item(lines: Sequence[str], fenced: Sequence[bool], i: int) -> tuple[str, str] | None:
    """A line's lead and letter, when it is a letter, one space and a text; None otherwise."""
    if i >= len(lines) or fenced[i]:
        return None
    m = _SPACED.match(lines[i])
    # a capital and a space is too often a word of the text itself (``A minor``, ``B diminished``): small letters only
    return None if m is None or not m.group(2).islower() else (m.group(1), m.group(2))


def _runs(lines: Sequence[str], fenced: Sequence[bool]) -> tuple[list[list[int]], Counter[str]]:
    """The runs (line indices) and, per lead, how many lines open with an alphabet's first letter."""
    runs: list[list[int]] = []
    firsts: Counter[str] = Counter()
    i = 0
    while i < len(lines):
        item = _item(lines, fenced, i)
        order = alphabet_from(item[1]) if item is not None else None
        if item is None or order is None:
            i += 1
            continue
        firsts[item[0]] += 1
        run = [i]
        while len(run) < min(_MOST, len(order)) and _item(lines, fenced, i + len(run)) == (item[0], order[len(run)]):
            run.append(i + len(run))
        if len(run) >= _LEAST_ITEMS:
            runs.append(run)
        i += len(run)
    return runs, firsts


def rewritten(lines: Sequence[str], fenced: Sequence[bool], warn: LineWarn) -> list[str] | None:
    """The lines with each letter of the file's proved runs written with a full stop; None when there are none."""
    runs, firsts = _runs(lines, fenced)
    by_lead: dict[str, list[list[int]]] = {}
    for run in runs:
        m = _SPACED.match(lines[run[0]])
        assert m is not None
        by_lead.setdefault(m.group(1), []).append(run)   # small letters only (_item): the lead alone tells runs apart
    out: list[str] | None = None
    for lead, kept in by_lead.items():
        if len(kept) < _LEAST_RUNS or len(kept) < _SHARE * firsts[lead]:
            continue
        out = out if out is not None else list(lines)
        for run in kept:
            for k in run:
                m = _SPACED.match(lines[k])
                assert m is not None
                out[k] = f"{m.group(1)}{m.group(2)}. {m.group(3)}"
        first = kept[0]
        warn(first[0] + 1, f"{sum(len(r) for r in kept)} lines in {len(kept)} runs open with a letter and a space "
             f"alone ({lines[first[0]].strip()[:20]}, {lines[first[1]].strip()[:20]}...), the letters in order: read "
             "as choice labels", "check a few questions: the letters are the choices' labels only if the page "
             "showed them so")
    return out
