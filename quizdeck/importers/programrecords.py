"""Records a program reads one value a line: a count, then per record its question, a type code, its choices, a key.

A console quiz's data file (``intrebari.txt`` of a C++ game) has no markup at all::

    20                               the count of records
    Care este capitala Frantei?      a question
    0                                its type code
    Paris                            its choices, as many as its type has (none for a true/false type)
    Londra
    Berlin
    Roma
    1                                its key: a choice's number, or ``k i1 .. ik`` (k numbers follow), or 1/0

Read so only when the shape is proven: the file opens with the count; each record is a line that is no key (the
question: ``1984`` and ``2+2=?`` are some), a line of one digit (the type code: a few codes, each always followed
by the same number of choice lines, 0 or 2 to 6) and
after its choices a line of small numbers, a key that fits them (each number within the choices; a list led by its
own length); and one way of giving each code its number of choice lines, and one only, reads every line into
exactly as many records as the count says. The choice numbers count from 0 when a key is 0, from 1 when one is the
last choice's number (else from 1, said). A type without choices is a true/false statement, its key 1 (true) or 0.
A type whose keys always list every choice, in another order than the choices' in some, asks to order them: not a
multiple-choice question, each left out and said at its line (as a type whose keys list every choice in order: not
told which). Blank lines are nothing. Everything is linear in the lines but the trial of each code's number of
choice lines, bounded (at most ``_CODES`` codes, ``_LINES`` lines, ``_TRIALS`` records tried in all); patterns
anchored.

Records of a fixed number of lines without a count (``periodrecords``) and records opened by a type line
(``typedrecords``) have modules of their own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from quizdeck.importers.base import Importer
from quizdeck.importers.formats import Format
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion

#: a first line that is only the count of records
_COUNT = re.compile(r"[ \t\ufeff]*(\d{1,4})[ \t]*")
#: a type code: one digit alone on its line
_CODE = re.compile(r"[ \t]*(\d)[ \t]*")
#: a key: small numbers apart by spaces (``1``, ``3 1 2 3``)
_KEY = re.compile(r"[ \t]*\d{1,2}(?:[ \t]+\d{1,2}){0,11}[ \t]*")
#: the choice lines a type may have: none (a true/false statement), or two to six
_WIDTHS = (0, 2, 3, 4, 5, 6)
#: the most type codes, the most lines, and the fewest records read so
_CODES, _LINES, _LEAST = 4, 5000, 3
#: the bounds the other readers of bare records share (``periodrecords``, ``typedrecords``)
CODES, LINES = _CODES, _LINES
#: the most records tried in all the trials of the codes' choice lines: past it, the shape is not proven
_TRIALS = 50_000


@dataclass(frozen=True)
class _Record:
    line: int                   # the question's line (1-based)
    last: int                   # its key's line
    text: str
    code: int
    choices: tuple[str, ...]
    key: tuple[int, ...]        # the numbers the key names (a list's length left out)
    listed: bool                # the key a list ``k i1 .. ik``


def _key(text: str, width: int) -> tuple[tuple[int, ...], bool] | None:
    """The numbers a key line names for a record of ``width`` choices, and whether it is a list; None when it is
    no key for them."""
    if not _KEY.fullmatch(text):
        return None
    numbers = [int(n) for n in text.split()]
    if len(numbers) == 1:
        one = numbers[0]
        return ((one,), False) if (one <= 1 if width == 0 else one <= width) else None
    if width == 0 or numbers[0] != len(numbers) - 1 or len(set(numbers[1:])) != numbers[0] \
            or any(n > width for n in numbers[1:]):
        return None
    return tuple(numbers[1:]), True


def _parse(items: list[tuple[int, str]], count: int, widths: dict[int, int],
           found: list[tuple[dict[int, int], list[_Record]]], tried: list[int],
           at: int = 0, done: tuple[_Record, ...] = ()) -> None:
    """Every way of reading ``items`` (the non-blank lines after the count) into ``count`` records from ``at``, each
    code's number of choice lines tried where it is first met; each whole reading into ``found`` (two at most: a
    second is doubt enough); ``tried`` counts the records tried, up to ``_TRIALS``."""
    records = list(done)
    while at < len(items) and len(found) < 2 and len(records) < count:
        tried[0] += 1
        if tried[0] > _TRIALS:
            return
        if at + 2 > len(items) or _KEY.fullmatch(items[at][1]):
            return
        code = _CODE.fullmatch(items[at + 1][1])
        if code is None:
            return
        c = int(code.group(1))
        if c not in widths:
            if len(widths) >= _CODES:
                return
            for width in _WIDTHS:
                _parse(items, count, {**widths, c: width}, found, tried, at, tuple(records))
            return
        width = widths[c]
        end = at + 2 + width
        if end >= len(items):
            return
        key = _key(items[end][1], width)
        if key is None:
            return
        records.append(_Record(items[at][0], items[end][0], items[at][1].strip(), c,
                               tuple(x[1].strip() for x in items[at + 2:end]), key[0], key[1]))
        at = end + 1
    if at == len(items) and len(records) == count and len(found) < 2:
        found.append((widths, records))


@dataclass
class _Reading:
    count: int
    widths: dict[int, int]
    records: list[_Record]
    base: int
    base_proven: bool
    ordering: set[int]          # the codes whose keys order every choice
    untold: set[int]            # the codes whose keys list every choice, in order: which kind, not told


def program_records(lines: list[str]) -> _Reading | None:
    """The records of a program's one-value-a-line file (the module's docstring), when proven; else None."""
    if len(lines) > _LINES:
        return None
    items = [(k, line) for k, line in enumerate(lines, start=1) if line.strip()]
    if not items or (m := _COUNT.fullmatch(items[0][1])) is None:
        return None
    count = int(m.group(1))
    found: list[tuple[dict[int, int], list[_Record]]] = []
    if count < _LEAST:
        return None
    tried = [0]
    _parse(items[1:], count, {}, found, tried)
    if len(found) != 1 or tried[0] > _TRIALS:
        return None
    widths, records = found[0]
    numbers = [n for r in records if widths[r.code] for n in r.key]
    if 0 in numbers and any(n == widths[r.code] for r in records if widths[r.code] for n in r.key):
        return None   # a 0 and a last choice's number: the keys count no one way
    base = 0 if 0 in numbers else 1
    ordering: set[int] = set()
    untold: set[int] = set()
    for code in {r.code for r in records}:
        mine = [r for r in records if r.code == code]
        if widths[code] and all(r.listed and len(r.key) == widths[code] for r in mine):
            (ordering if any(list(r.key) != sorted(r.key) for r in mine) else untold).add(code)
    proven = base == 0 or any(n == widths[r.code] for r in records if widths[r.code] for n in r.key)
    return _Reading(count, widths, records, base, proven, ordering, untold)


class ProgramRecordsReader(Importer):
    """A program's one-value-a-line records (see the module's docstring)."""

    def read(self, deck: ImportedDeck) -> None:
        reading = program_records(self.source.lines)
        if reading is None:
            return
        first = next(k for k, line in enumerate(self.source.lines, start=1) if line.strip())
        deck.use(first)
        codes = sorted(reading.widths)
        shapes = ", ".join(f"{c}: {reading.widths[c]} choice{'s' if reading.widths[c] != 1 else ''}"
                           if reading.widths[c] else f"{c}: no choices, a statement, its key 1 (true) or 0 (false): "
                           "written True/False" for c in codes)
        counted = f"from {reading.base}" if reading.base_proven else "from 1 (no key says so)"
        self.warning(first, 1, f"read as a program's records, one value a line: {reading.count} records, as the count "
                               f"on this line says, each a question, a type code ({shapes}) and a key (choices "
                               f"counted {counted}; a list led by its length names several)",
                     hint="check a few questions")
        for record in reading.records:
            width = reading.widths[record.code]
            if record.code in reading.ordering or record.code in reading.untold:
                deck.skip(record.line, record.last)
                said = "an ordering question (its key orders every choice)" if record.code in reading.ordering \
                    else "its key lists every choice in order: an ordering or a select-all question, not told which"
                self.warning(record.line, 1, f"record of type {record.code}: {said}; not multiple choice, left out",
                             hint="write it as a question of your own if you want it")
                continue
            q = ImportedQuestion(pos=self.pos(record.line), text=record.text)
            if width:
                q.choices = [ImportedChoice(c) for c in record.choices]
                q.set_answer(n - reading.base for n in record.key)
            else:   # a true/false statement: 1 true, 0 false
                q.choices = [ImportedChoice("True"), ImportedChoice("False")]
                q.set_answer([0 if record.key[0] == 1 else 1])
            q.multi = record.listed
            q.use(record.line, record.last)
            deck.questions.append(q)


def program_format() -> Format:
    """The reading as one of the arbiter's rivals (``arbiter._others``)."""
    return Format("program", "a program's records, one value a line", (), ProgramRecordsReader)
