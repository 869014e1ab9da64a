"""Fields an app splits its file into at commas, each opening its line with ``,``: records of stem, choices, key.

Some quiz programs read their file with a scanner split on ``,``, so every field of a record opens a line with a
comma, its text running on over the lines below (a code snippet, blank lines in it) up to the next comma::

    ,Consider the following program:
    import myLibrary.*;

    public class Show { }
    What is the file's name?

    ,A.myLibrary.java
    ,B.Show.java
    ,B
    ,2

Read as written, no label is a label (``,A.`` is text), the stem breaks at its blank lines, and the lone letter
and the number become choices. A file is read so when its comma-led fields make records of this shape, three at
least and most of the file's fields: a stem (a field of no label), a run of two choices or more lettered ``A``,
``B``, ``C``... in order, then a lone letter naming one of them (the right choice), then, maybe, a lone whole
number (the app's own field, a score or a level: never a choice). A comma-led line under a stem's line that is
no choice, letter or number (``, city`` under ``SELECT name``: leading-comma code) is the stem's text, kept as
written. The file's comma-led fields that are not so (a
stray line) only lose their comma.

Each record is written again as the lines the text readers know: the stem's lines, its choices ``A. text`` (a choice
over several lines, code, on one line: the readers take no code under a label), ``Answer: B``; blank lines inside a
field move to the record's end, so a record's lines stay together and every record opens on its own line (a message
in a record may point a few lines above its text; the question's own line is kept). ``fielded`` gives the lines, and
the first line of such a number, for the reader to say it was dropped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

#: the fewest records of the shape a file must hold
_LEAST = 3
#: a lettered choice field: its letter, its sign, its text
_CHOICE = re.compile(r"^,([A-Za-z])([.)])[ \t]*(.*)$")
#: a lone letter field (the answer)
_LETTER = re.compile(r"^,[ \t]*([A-Za-z])[ \t]*$")
#: a lone whole number field (the app's score or level)
_NUMBER = re.compile(r"^,[ \t]*\d{1,4}[ \t]*$")


@dataclass(frozen=True)
class Fielded:
    """A comma-fielded file written again: its lines, the first dropped number's line (0-based), how many."""

    lines: list[str]
    number_line: int | None
    numbers: int


def _fields(lines: Sequence[str]) -> list[tuple[int, int]]:
    """Each comma-led field: its first line and the line after its last non-blank line (0-based)."""
    starts: list[int] = []
    for i, line in enumerate(lines):
        if not line.startswith(",") or line.startswith(",,"):
            continue
        if starts and i - 1 > starts[-1] and lines[i - 1].strip() and not _CHOICE.match(line) and \
                not _LETTER.match(line) and not _NUMBER.match(line) and _stem(lines[starts[-1]]):
            continue   # ``, city`` under ``SELECT name`` in a stem's text: its code, the comma kept
        starts.append(i)
    out: list[tuple[int, int]] = []
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(lines)
        while end > start + 1 and not lines[end - 1].strip():
            end -= 1
        out.append((start, end))
    return out


def _stem(line: str) -> bool:
    """Whether a field's first line opens no choice, no answer letter and no number: a stem's (or a stray's)."""
    return not (_CHOICE.match(line) or _LETTER.match(line) or _NUMBER.match(line))


def _record(lines: Sequence[str], fields: list[tuple[int, int]], at: int) -> int:
    """How many fields the record opening at field ``at`` holds (0 when no record of the shape opens there)."""
    if at >= len(fields) or _CHOICE.match(lines[fields[at][0]]) or _LETTER.match(lines[fields[at][0]]):
        return 0
    k = at + 1
    letters: list[str] = []
    while k < len(fields) and (m := _CHOICE.match(lines[fields[k][0]])) is not None:
        if m.group(1).upper() != chr(ord("A") + len(letters)):
            break
        letters.append(m.group(1).upper())
        k += 1
    if len(letters) < 2 or k >= len(fields):
        return 0
    answer = _LETTER.match(lines[fields[k][0]])
    if answer is None or answer.group(1).upper() not in letters or fields[k][1] - fields[k][0] != 1:
        return 0
    k += 1
    if k < len(fields) and _NUMBER.match(lines[fields[k][0]]) and fields[k][1] - fields[k][0] == 1:
        k += 1
    return k - at


def fielded(lines: Sequence[str]) -> Fielded | None:
    """The lines with each comma-led record written as the text readers know it (see the module), line for line
    in number; None when the file is not so fielded."""
    fields = _fields(lines)
    records: list[tuple[int, int]] = []   # (first field, how many)
    at = 0
    while at < len(fields):
        size = _record(lines, fields, at)
        if size:
            records.append((at, size))
            at += size
        else:
            at += 1
    held = sum(size for _, size in records)
    if len(records) < _LEAST or 2 * held < len(fields):
        return None
    out = list(lines)
    for start, _ in fields:   # every comma-led line loses its comma; the records are written again below
        out[start] = lines[start][1:]
    number_line: int | None = None
    numbers = 0
    for first, size in records:
        begin = fields[first][0]
        finish = fields[first + size][0] if first + size < len(fields) else len(lines)
        written: list[str] = []
        for k in range(first, first + size):
            start, end = fields[k]
            head = lines[start]
            rest = [line.rstrip() for line in lines[start + 1:end] if line.strip()]
            if (m := _CHOICE.match(head)) is not None:
                # a choice's lines (",A." over its code) one line: the text readers take no code under a label
                head = " ".join(part.strip() for part in [m.group(3), *rest] if part.strip())
                head, rest = f"{m.group(1)}{m.group(2)} {head}", []
            elif k > first and (m := _LETTER.match(head)) is not None:
                head = f"Answer: {m.group(1).upper()}"
            elif k > first and _NUMBER.match(head):
                numbers += 1
                number_line = start if number_line is None else number_line
                continue
            else:
                head = head[1:]
            written.append(head.rstrip())
            written.extend(rest)
        out[begin:finish] = written + [""] * (finish - begin - len(written))
    return Fielded(out, number_line, numbers)
