"""A question's choices glued in brackets at the end of its line: ``Which operator?[A) &, B) *, C) ->, D) /]``.

A student's quiz program may keep each question on one line, its choices listed after it in square brackets, each
after its own label and apart by commas, and the right letter alone on the next line (``A``). The readers see a
line of text and a letter. Here such a line is told by its brackets: at the line's end, they hold labels in order
(``A)``, ``B)``... or ``a.``, ``b.``..., the first label's form for all) each after a comma but the first, two
choices at least, none empty. The text before the brackets is the question, the label's texts its choices, and a
next line that holds only letters naming choices (``A``, ``B, D``) its answer. The file is read so when three
lines at least are so and they and their answer lines are nine content lines in ten. Nothing here knows a language;
every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES
from quizdeck.importers.linekinds import CODE, Line

#: a line's text, then its bracketed list at its end: group (1) the text, (2) the list
_GLUED = re.compile(r"^[ \t]*(\S.*?)[ \t]*\[((?:[Aa][.)])[^\[\]]*)\][ \t]*$")
#: a line of letters only, one or a few apart by commas or spaces
_LETTERS = re.compile(r"^[ \t]*([A-La-l](?:[ \t]*[,;]?[ \t]*[A-La-l]){0,5})[ \t]*$")
#: the fewest such lines, and the share of the content lines they and their answers must hold
LEAST = 3
_MOST = 0.9
#: a line longer than this is not looked at
_LONGEST = 2000


@dataclass
class BracketRecord:
    """One question: its line, its text and choices, maybe the line of its answer."""

    line: Line
    text: str
    choices: list[str]
    answer_line: Line | None = None
    answer: list[int] | None = None


@dataclass
class BracketRows:
    """A file read as questions with their choices glued in brackets."""

    records: list[BracketRecord] = field(default_factory=list)
    others: list[Line] = field(default_factory=list)   # content lines no record holds


def choices_of(listed: str) -> list[str] | None:
    """The choices a bracketed list gives (``A) &, B) *``: ``&``, ``*``), when its labels run in order; else None."""
    alphabet = "ABCDEFGHIJKL" if listed[0] == "A" else "abcdefghijkl"
    sign = listed[1]
    texts: list[str] = []
    pos = 2
    for k in range(1, MAX_CHOICES):
        nxt = re.compile(rf",[ \t]*{alphabet[k]}{re.escape(sign)}").search(listed, pos)
        if nxt is None:
            break
        texts.append(listed[pos:nxt.start()].strip())
        pos = nxt.end()
    texts.append(listed[pos:].strip())
    return texts if len(texts) >= MIN_CHOICES and all(texts) else None


def _answer(line: Line, count: int) -> list[int] | None:
    m = _LETTERS.match(line.raw)
    if m is None:
        return None
    picked = sorted({"abcdefghijkl".index(ch.lower()) for ch in m.group(1) if ch.isalpha()})
    return picked if picked and picked[-1] < count else None


def bracket_rows(lines: list[Line]) -> BracketRows | None:
    """The file's questions with their choices glued in brackets at their lines' ends (see the module); None when
    the file is not written so."""
    content = [ln for ln in lines if ln.content and ln.kind != CODE]
    found = BracketRows()
    k = 0
    while k < len(content):
        ln = content[k]
        m = _GLUED.match(ln.raw) if len(ln.raw) <= _LONGEST else None
        listed = choices_of(m.group(2)) if m else None
        if m is None or listed is None:
            found.others.append(ln)
            k += 1
            continue
        record = BracketRecord(ln, m.group(1), listed)
        if k + 1 < len(content) and (answer := _answer(content[k + 1], len(listed))) is not None:
            record.answer_line, record.answer = content[k + 1], answer
            k += 1
        found.records.append(record)
        k += 1
    held = sum(2 if r.answer_line else 1 for r in found.records)
    if len(found.records) < LEAST or held < _MOST * len(content):
        return None
    return found
