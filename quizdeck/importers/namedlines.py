"""Records of one line of named fields: ``difficulty : easy, category : General, question : …& correct_answer : …``.

A game's data file may keep each question on one line as its fields, each after its name and a colon, the names
in the same order on every line, whatever signs the program cuts them at (``,``, ``&``, ``$``). The names are
learnt from the file: the words before `` : `` (an identifier: letters, digits, ``_``, ``-``) at the line's start
or after a sign, that nine lines in ten hold in one order, three names at least, five lines at least. A line is
cut at its names; each value ends where the next name starts (the signs and spaces before it are no part of it);
a value in square brackets is a list (``[Answer, Cause, Source]``: its items apart at ``, ``, or read as JSON
where it is). Each line is then a record of data, read by ``datarecords`` (the question, the options, the answer,
learnt from the values); a line of another form is said at its line.
"""

from __future__ import annotations

import json
import re
from collections import Counter

from quizdeck.importers import datarecords
from quizdeck.importers.datarecords import Datum, Warn
from quizdeck.importers.imported import ImportedDeck

#: a field's name and its colon: at the line's start or after a sign (``, ``, ``& ``, ``$ ``)
_NAME = re.compile(r"(?:^|(?<=[,;&$|#~^]) ?|(?<=[,;&$|#~^] ))[ \t]*([^\W\d][\w-]{0,40})[ \t]*:[ \t]")
#: the signs and spaces that end a value before the next name
_TRAIL = " \t,;&$|#~^"
#: the least names a record has, and the least lines of them
_NAMES, _LINES = 3, 5
#: the share of the file's lines that must hold the names in their order
_MOST = 0.9


def _names(line: str) -> list[tuple[str, int, int]]:
    """The names a line holds, in order: (name, where its match starts, where its value starts)."""
    return [(m.group(1), m.start(1), m.end()) for m in _NAME.finditer(line)]


def _learn(lines: list[str]) -> tuple[str, ...] | None:
    """The names nine lines in ten hold in one order (the order most lines give them in), or None."""
    orders = Counter(tuple(n for n, _, _ in _names(line)) for line in lines)
    if not orders:
        return None
    order = orders.most_common(1)[0][0]
    if len(order) < _NAMES or len(set(order)) != len(order):
        return None
    held = sum(1 for line in lines if _cut(line, order) is not None)
    return order if held >= _MOST * len(lines) else None


def _cut(line: str, order: tuple[str, ...]) -> list[tuple[str, int]] | None:
    """The values of a line holding the names in ``order`` (each with the column it starts at), or None."""
    found: list[tuple[int, int]] = []
    at = 0
    for name in order:
        got = next(((s, v) for n, s, v in _names(line) if n == name and s >= at), None)
        if got is None:
            return None
        found.append(got)
        at = got[1]
    values: list[tuple[str, int]] = []
    for k, (_, start) in enumerate(found):
        end = found[k + 1][0] if k + 1 < len(found) else len(line)
        values.append((line[start:end].rstrip(_TRAIL if k + 1 < len(found) else " \t"), start))
    return values


def _value(text: str, line: int, col: int) -> Datum:
    """A field's value: a list when it is written in square brackets, else its text."""
    body = text.strip()
    if len(body) >= 2 and body[0] == "[" and body[-1] == "]":
        try:
            data = json.loads(body)
        except ValueError:
            data = None
        items = [str(x) for x in data] if isinstance(data, list) else [t.strip() for t in body[1:-1].split(",")]
        return Datum([Datum(t, line, col) for t in items if t], line, col)
    return Datum(body, line, col)


def read(lines: list[str], where: str, deck: ImportedDeck, warn: Warn) -> bool:
    """Put the questions of a file of named-field lines into ``deck``: True when it is one (read), False when it
    is not (nothing done)."""
    held = [(n, line) for n, line in enumerate(lines, start=1) if line.strip()]
    if len(held) < _LINES or any(len(line) > 20_000 for _, line in held):
        return False
    order = _learn([line for _, line in held])
    if order is None:
        return False
    records: list[Datum] = []
    other: list[int] = []
    for n, line in held:
        values = _cut(line, order)
        if values is None:
            other.append(n)
            continue
        records.append(Datum({name: _value(v, n, c + 1) for name, (v, c) in zip(order, values, strict=True)}, n))
    if not datarecords.holds_quiz("", records):
        return False
    questions = datarecords.read(records, where, warn)
    if not questions:
        return False
    deck.questions.extend(questions)
    for n in other:
        warn(n, 1, f"line {n} does not hold the fields every other line holds ({', '.join(order)}): not read")
    return True
