"""Headings written as HTML, alone on their line: ``<h2>Question 1</h2>`` is the heading ``## Question 1``.

Pages converted from HTML, or written by hand by someone used to it, head their questions with HTML heading
elements. Markdown reads such a line as the start of an HTML block that runs on to the next blank line, so the
question's text and choices below it are no Markdown at all to the reader. An ``<h1>`` to ``<h6>`` element alone
on its line (its attributes aside, one line, no other element inside but inline markup) is written as the ATX
heading of its level, line for line (the line keeps its place; its tags go); the text inside keeps its inline
markup. Lines in fenced code stay. The pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.mdinline import fenced_lines

#: an HTML heading's opening tag at a line's start: group (1) its level
_OPEN = re.compile(r"^[ \t]{0,3}<h([1-6])(?:[ \t][^<>]{0,300})?>", re.I)
#: a closing heading tag at a line's end: group (1) its level
_CLOSE = re.compile(r"</h([1-6])[ \t]*>[ \t]*$", re.I)
#: any heading tag (inside a heading's text: no heading alone on its line)
_ANY = re.compile(r"</?h[1-6]\b", re.I)
#: a line longer than this is no heading (and is not matched)
_LONGEST = 2000


def rewritten(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """The lines with each HTML heading alone on its line written as an ATX heading; None when there is none.
    (No line is left blank: the set is empty.)"""
    if not any(line.lstrip(" \t")[:2].lower() == "<h" for line in lines):
        return None
    fenced = fenced_lines(lines)
    out = list(lines)
    changed = False
    for i, line in enumerate(lines):
        if fenced[i] or len(line) > _LONGEST or line.lstrip(" \t")[:2].lower() != "<h":
            continue
        opened = _OPEN.match(line)
        closed = _CLOSE.search(line) if opened is not None else None
        if opened is None or closed is None or opened.group(1) != closed.group(1) or closed.start() < opened.end():
            continue
        text = line[opened.end():closed.start()].strip()
        if text and _ANY.search(text) is None:
            out[i] = "#" * int(opened.group(1)) + " " + text
            changed = True
    return (out, set()) if changed else None
