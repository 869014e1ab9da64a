"""A labelled choice written as a heading among its run's choices written as paragraphs, one such in each
question: that choice, and the file's mark on the right one (``#### B) 30 °C`` among ``A) 20 °C``, ``C) 50 °C``).

Some pages set the right choice apart by its block form, not by a sign: the choice's line is promoted to a
heading while its run's other choices stay paragraphs::

    ### 6. Which temperature ...?

    A) 20 °C

    #### B) 30 °C

    C) 50 °C

Read as written, the heading cuts the question: the choices above it stay with the question, the ones below are
in no question, and no answer is read. It is learnt from the file's repetition, not from its words: a heading
whose text opens with a choice label of the same form as labelled paragraphs in its run (the labelled lines one
after the other, only blank lines between), in three runs at least, and in most of those runs the one heading of
the run. Each such heading is written as the choice it is, in bold (``**B) 30 °C**``), the mark the reader knows
for a right choice; line for line. Lines in fenced code stay; the patterns are anchored and linear in the line's
length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.labels import split_label
from quizdeck.importers.mdinline import fenced_lines

#: runs with a heading choice: this many at least in a file
LEAST = 3
#: of those runs, this share at least hold one heading choice each (the others two or more)
MOST = 0.8
#: a line longer than this is neither a heading nor a choice here
_LONGEST = 2000

#: an ATX heading: (1) its text
_HEADING = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$")
#: a line that stands for no block: blank, or a lone HTML line break (``</br></br>``)
_NOTHING = re.compile(r"^[ \t]*(?:</?br[ \t]*/?>[ \t]*)*$", re.I)


def _form(text: str) -> str | None:
    """The form of the choice label ``text`` opens with (its signs, its letter as ``X``), or None."""
    got = split_label(text)
    if got is None:
        return None
    rest = got[1]
    head = text[:len(text) - len(rest)] if rest and text.endswith(rest) else text
    return "".join("X" if c.isalpha() else c for c in head.strip())


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with each heading choice written as its choice in bold (see the module's docstring); None when
    the file does not mark its choices so. (No line is left blank: the set is empty.)"""
    if sum(1 for line in lines if line.lstrip(" \t")[:1] == "#") < LEAST:
        return None
    fenced = fenced_lines(lines)
    # each line's part: (is a heading, label form) for a labelled line, None for any other line that holds text
    kinds: list[tuple[bool, str] | bool | None] = []   # False: nothing (a blank line, a lone line break)
    wrapped: dict[int, list[int]] = {}   # a heading choice's line -> the headings below it its text goes on on
    for i, line in enumerate(lines):
        if fenced[i] or len(line) > _LONGEST:
            kinds.append(None)
            continue
        if _NOTHING.match(line):
            kinds.append(False)
            continue
        heading = _HEADING.match(line)
        text = heading.group(1) if heading is not None else line.strip()
        form = _form(text)
        if form is None and heading is not None and _goes_on(lines, kinds, i):
            kinds.append(False)        # "#### D) Representa un modelo" over "#### por un grupo": one choice
            wrapped.setdefault(_above(kinds, i), []).append(i)
            continue
        if form is None and heading is None and text[:1].islower():
            kinds.append(False)        # "A) obras producidas por" over "que comparten": a choice going on
            continue
        kinds.append((heading is not None, form) if form is not None else None)
    runs: list[list[int]] = []      # the heading choices of each run that holds one
    run: list[int] = []
    paragraphs: set[str] = set()    # the label forms of the run's choices written as paragraphs
    headed: list[tuple[int, str]] = []
    for i, kind in enumerate([*kinds, None]):
        if kind is False:
            continue
        if isinstance(kind, tuple):
            if kind[0]:
                headed.append((i, kind[1]))
            else:
                paragraphs.add(kind[1])
            continue
        run = [h for h, form in headed if form in paragraphs]
        if run:
            runs.append(run)
        headed, paragraphs = [], set()
    if len(runs) < LEAST or sum(1 for r in runs if len(r) == 1) < MOST * len(runs):
        return None
    out = list(lines)
    for r in runs:
        for h in r:
            heading = _HEADING.match(lines[h])
            assert heading is not None
            out[h] = f"**{heading.group(1)}**"
            for w in wrapped.get(h, []):
                going = _HEADING.match(lines[w])
                assert going is not None
                out[w] = going.group(1)   # the choice's text going on: a paragraph of its own (choiceparagraphs)
    return out, set()


def _level(line: str) -> int:
    return len(line.lstrip(" \t")) - len(line.lstrip(" \t").lstrip("#"))


def _above(kinds: Sequence[tuple[bool, str] | bool | None], i: int) -> int:
    """The line of the last line above ``i`` that is not nothing."""
    j = i - 1
    while j > 0 and kinds[j] is False:
        j -= 1
    return j


def _goes_on(lines: Sequence[str], kinds: Sequence[tuple[bool, str] | bool | None], i: int) -> bool:
    """Whether the unlabelled heading at ``i`` goes on with a heading choice above it (only blank lines and such
    headings between): of its level, opening with a small letter."""
    j = _above(kinds, i)
    kind = kinds[j] if j >= 0 else None
    heading = _HEADING.match(lines[i])
    return isinstance(kind, tuple) and kind[0] and _level(lines[j]) == _level(lines[i]) and (
        heading is not None and heading.group(1)[:1].islower())
