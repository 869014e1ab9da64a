"""Unlabelled choices told by indentation alone, where the file proves it with its labelled ones.

A bank typed in Notepad or Word indents each question once and its choices once more (``  ¿Qué…?`` over
``    A. 1920``). Where it leaves some questions' choices unlabelled, indentation is all that tells them from the
question's text: two to six lines, one indentation each, none labelled, all deeper than a line that asks right above
them, a blank line after them. They are choices only where the file's labelled runs prove the layout: at least
``PROOF`` questions whose asking line has its labelled choices right under it, deeper, and nine in ten of the
file's labelled runs under an asking line so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from quizdeck.importers.labels import split_label

#: the fewest labelled questions, indented so, that prove the layout
PROOF = 3
#: the share of the labelled runs under an asking line that must be deeper than it
SHARE = 0.9
#: the fewest and the most unlabelled lines read as a question's choices
FEWEST, MOST = 2, 6


def width(line: str) -> int:
    """A line's indentation in columns, a tab taken as four."""
    return len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip())


def find(lines: Sequence[str], labelled: Callable[[int], bool], asks: Callable[[int], bool],
         other: Callable[[int], bool]) -> set[int]:
    """The unlabelled lines that are choices by their indentation. ``labelled``: a line is a labelled choice;
    ``asks``: a line asks (ends in ``?`` or ``:``); ``other``: a line is something else (fenced, a heading, an answer
    line, furniture)."""
    if not _proved(lines, labelled, asks):
        return set()
    out: set[int] = set()
    for i, line in enumerate(lines):
        if not line.strip() or not asks(i) or labelled(i) or other(i) or (i > 0 and lines[i - 1].strip()):
            continue   # a question's first line: the top of the file or a blank line above it
        run = _deeper_run(lines, i, labelled, asks, other)
        if run:
            out.update(run)
    return out


def _deeper_run(lines: Sequence[str], i: int, labelled: Callable[[int], bool], asks: Callable[[int], bool],
                other: Callable[[int], bool]) -> list[int]:
    """The unlabelled lines right under asking line ``i``, one indentation, deeper than it, ended by a blank line or
    the file's end; [] when they are too few, too many, labelled, or end otherwise."""
    top = width(lines[i])
    run: list[int] = []
    j = i + 1
    while j < len(lines) and lines[j].strip() and width(lines[j]) > top:
        if labelled(j) or asks(j) or other(j) or width(lines[j]) != width(lines[i + 1]) or \
                split_label(lines[j].strip()) is not None:
            return []   # (a line labelled as a choice that no reader took for one: "a. Correct. why", feedback)
        run.append(j)
        j += 1
    if j < len(lines) and lines[j].strip():
        return []   # a shallower line right under them ("Wrong:"): parts of a block, not a question's choices
    return run if FEWEST <= len(run) <= MOST else []


def _proved(lines: Sequence[str], labelled: Callable[[int], bool], asks: Callable[[int], bool]) -> bool:
    """Whether the file's labelled runs stand deeper than the asking line right above them (see the module)."""
    deeper = runs = 0
    for i, line in enumerate(lines):
        if not line.strip() or not asks(i) or labelled(i) or i + 2 >= len(lines) or not labelled(i + 1) \
                or not labelled(i + 2):
            continue
        runs += 1
        top = width(line)
        deeper += width(lines[i + 1]) > top and width(lines[i + 2]) > top
    return deeper >= PROOF and deeper >= SHARE * runs
