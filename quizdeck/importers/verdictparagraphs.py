"""Choices written as paragraphs opened by a verdict sign, each with its note under it.

A learner's review page writes every option as a paragraph of its own that opens with a check or a cross, often
inside an emphasis or a code span (``**❌** 30``, ``**✅ None**``, `` `✅ ['a', 'b']` ``), then the reasons as a
list under it (``- There is no Kevin key …``), before the next option. Read as written, the notes' list is the
question's choices. The file proves the shape by its repetition: groups of two sign paragraphs at least (a group
ends at the first line that is neither a sign paragraph, its note, nor blank), each with a check among them, in
two groups at least, no group right under a list (the question's own choices, the signs then its verdicts' prose),
and no sign paragraph of the file outside such a group. ``find`` gives each sign line's
verdict and text, and the note under it (its ``why``), the lines the note stands on (to be blanked); the reader then
reads the sign lines as list items (``choicemarks``).

Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from quizdeck.importers.labels import split_label

#: a verdict sign opening a line, maybe inside an emphasis or a code span: (1) the opener, (2) the sign, (3) the text
_SIGN_LINE = re.compile(r"(\*\*|__|`|\*|_)?[ \t]*([✅✔✓☑√❌✗✘☒✖])\ufe0f?[ \t]*(?:\1)?[ \t]*(\S.*)")
#: a list item, or a line indented under one: a note's line
_NOTE = re.compile(r"[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+\S|[ \t]+\S")
_BULLET = re.compile(r"[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+")
_RIGHT = "✅✔✓☑√"
#: the fewest groups, and sign paragraphs in a group, that prove the shape
GROUPS = 2
IN_GROUP = 2


@dataclass
class Paragraphs:
    """The sign lines (0-based) with their texts, which say right and which wrong, and the notes under them."""

    texts: dict[int, str] = field(default_factory=dict)
    right: set[int] = field(default_factory=set)
    wrong: set[int] = field(default_factory=set)
    why: dict[int, str] = field(default_factory=dict)
    noted: dict[int, list[int]] = field(default_factory=dict)   # the lines each sign line's note stands on


def _text(opener: str, text: str) -> str:
    """The option's text, the closing half of the emphasis or code span that opened before the sign taken off."""
    text = text.rstrip()
    if opener and text.endswith(opener[::-1]):
        text = text[:-len(opener)].rstrip()
    return text


def _sign(lines: list[str], fenced: list[bool], i: int) -> re.Match[str] | None:
    """The sign paragraph at line ``i``: a line opening with a sign, alone in its paragraph (a blank line or a
    note's list item under it, no sign line next to it)."""
    line = lines[i]
    if fenced[i] or len(line) > 2000 or _BULLET.match(line) or line[:1] in " \t#>|":
        return None
    m = _SIGN_LINE.fullmatch(line)
    if m is None or not _text(m.group(1) or "", m.group(3)):
        return None
    below = lines[i + 1] if i + 1 < len(lines) else ""
    if below.strip() and not _BULLET.match(below):
        return None
    return m


def _kind(line: str) -> str:
    """A list item's kind: its bullet (``-``, ``*``, ``+``), ``1`` for a numbered one, ``""`` for an indented line."""
    m = _BULLET.match(line)
    return "" if m is None else ("1" if m.group().strip()[:1].isdigit() else m.group().strip())


def _notes(lines: list[str], fenced: list[bool], i: int, signs: dict[int, re.Match[str]]) -> tuple[list[int], int]:
    """The note lines under sign line ``i`` and the line after its part of the group. After a blank line the note
    goes on in its own list's kind only: ``2. Which …?`` after a note of ``-`` items is the next question's text."""
    j, note = i + 1, list[int]()
    while j < len(lines) and j not in signs and not fenced[j] and (not lines[j].strip() or _NOTE.match(lines[j])):
        if lines[j].strip():
            if note and not lines[j - 1].strip() and _BULLET.match(lines[j]) and _kind(lines[j]) != _kind(
                    lines[note[0]]):
                break
            note.append(j)
        j += 1
    return note, j


def _after_a_list(lines: list[str], since: int, start: int) -> bool:
    """Whether the group opening at line ``start`` comes right after a list of two items or labelled lines (``- 3``,
    ``b) 'abc'``; blank lines aside), none of them the notes of a group before it (which ends at ``since``): the
    question's own choices, written already, the sign paragraphs under them its verdicts' prose."""
    above = [line for line in lines[max(since, start - 40):start] if line.strip()][-2:]
    return len(above) == 2 and all(_BULLET.match(line) or split_label(line.strip()) is not None for line in above)


def find(lines: list[str], fenced: list[bool]) -> Paragraphs | None:
    """The file's sign paragraphs and their notes, or None when the file does not prove the shape."""
    signs = {i: m for i in range(len(lines)) if (m := _sign(lines, fenced, i)) is not None}
    if len(signs) < GROUPS * IN_GROUP:
        return None
    out = Paragraphs()
    groups: list[list[int]] = []
    open_: list[int] = []
    since: dict[int, int] = {}   # each group's first sign line: where the group before it ended
    i = closed = 0
    while i < len(lines):
        if i not in signs:
            if open_:
                groups.append(open_)
                open_, closed = [], i
            i += 1
            continue
        if not open_:
            since[i] = closed
        m = signs[i]
        note, i_next = _notes(lines, fenced, i, signs)
        out.texts[i] = _text(m.group(1) or "", m.group(3))
        (out.right if m.group(2) in _RIGHT else out.wrong).add(i)
        if note:
            out.why[i] = "\n".join(_BULLET.sub("", lines[j], count=1).strip() for j in note)
            out.noted[i] = note
        open_.append(i)
        i = i_next
    if open_:
        groups.append(open_)
    if len(groups) < GROUPS or any(len(g) < IN_GROUP or not out.right.intersection(g) or _after_a_list(
            lines, since[g[0]], g[0]) for g in groups):
        return None
    return out
