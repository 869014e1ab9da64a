"""Choices struck through or highlighted wholly, label and all, as a student marks a test: ``~~A) text~~`` a choice
ruled out, ``==B) text==`` the one picked.

A test worked through in Markdown keeps the student's marks on its choices::

    ~~A) Amazon S3~~
    ==B) Amazon EC2==
    ~~C) Amazon RDS~~
    D) AWS Lambda

Struck through or highlighted so, the line starts with ``~~`` or ``==``, not with its label, and the reader would
not take it for a choice. A file that writes three such lines at least, each wholly in one strike or one highlight
around a choice's label and text, marks its choices so: a struck choice is read as the choice it is (the strike
rules it out, it does not make it the answer), and a highlighted one as the picked choice in bold
(``**B) Amazon EC2**``), the mark the reader knows.

A file that highlights none and strikes exactly one choice of nearly every question it strikes in (``RECUR``; its
questions here: the runs of labelled lines, blank lines aside) picks with the strike, as a student crosses the one
answer chosen::

    - a. String
    - ~~c. boolean~~

There the struck choice is the picked one, in bold as a highlighted one (the reader's own check then says a question
with none or several). Not so in a file that bolds a choice in a question it strikes in (``**c. Au**`` beside
``~~b. Fe~~``): there the bold one is the pick and the struck one is ruled out. One output line for each input line;
fenced code is left as it is; the patterns are anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.labels import split_label
from quizdeck.importers.mdinline import at_least, fenced_lines

#: lines wholly struck or highlighted around a choice: this many at least in a file
LEAST = 3
#: a share of the questions with a struck choice that must have exactly one for the strike to be the pick
RECUR = 0.8
_LONGEST = 2000

#: a line wholly in one strike or one highlight: (1) its indent and list marker, (2) the mark, (3) what it holds,
#: (4) what ends the line (spaces: a hard break)
#: a line's indent and list marker, before its label
_ITEM = re.compile(r"[ \t]*(?:[-*+][ \t]+)?")
_WRAPPED = re.compile(r"^([ \t]*(?:[-*+][ \t]+)?)(~~|==)(?![ \t])((?:(?!~~|==).)+?)(?<![ \t])\2([ \t]*)$")


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with the struck choices unstruck and the highlighted ones in bold (see the module's docstring);
    None when the file does not mark its choices so. (No line is left blank: the set is empty.)"""
    if not at_least(lines, lambda line: "~~" in line or "==" in line, LEAST):
        return None
    fenced = fenced_lines(lines)
    found: dict[int, re.Match[str]] = {}
    for i, line in enumerate(lines):
        if fenced[i] or len(line) > _LONGEST or ("~~" not in line and "==" not in line):
            continue
        m = _WRAPPED.match(line)
        if m is not None and split_label(m.group(3)) is not None:
            found[i] = m
    if len(found) < LEAST:
        return None
    out = list(lines)
    picks = _strike_picks(lines, fenced, found)
    for i, m in found.items():
        held = m.group(3) if m.group(2) == "~~" and not picks else f"**{m.group(3)}**"
        out[i] = f"{m.group(1)}{held}{m.group(4)}"
    return out, set()


def _strike_picks(lines: Sequence[str], fenced: Sequence[bool], found: dict[int, re.Match[str]]) -> bool:
    """Whether the strikes are the picks (see the module's docstring): no line highlighted, no choice in bold in a run
    that holds a struck one, and exactly one struck line in ``RECUR`` of the runs of labelled lines (blank lines aside)
    that hold one, ``LEAST`` such runs at least."""
    if any(m.group(2) == "==" for m in found.values()):
        return False
    struck: list[int] = []          # per run of labelled lines: how many of them are struck
    bold: list[bool] = []           # per run: whether a choice of it is in bold (the file's own mark of the pick)
    inside = False
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        m = _ITEM.match(line)
        body = line[m.end():].rstrip() if m is not None else ""
        held = body[2:-2] if len(body) > 4 and body[:2] in ("**", "__") and body.endswith(body[:2]) else ""
        in_bold = not fenced[i] and i not in found and bool(held) and split_label(held) is not None
        labelled = in_bold or (not fenced[i] and (i in found or (m is not None and split_label(body) is not None)))
        if not labelled:
            inside = False
            continue
        if not inside:
            struck.append(0)
            bold.append(False)
            inside = True
        struck[-1] += i in found
        bold[-1] = bold[-1] or in_bold
    if any(b and n for b, n in zip(bold, struck, strict=True)):
        return False                # "**c. Au**" beside "~~b. Fe~~": the bold one is picked, the struck ruled out
    runs = [n for n in struck if n]
    return len(runs) >= LEAST and sum(1 for n in runs if n == 1) >= RECUR * len(runs)
