"""A quiz app's data file may be nothing but its records, each the same number of lines: a question, its choices,
and maybe the right choice's number, a point value, an explanation; a title line before them::

    Finn ∂f/∂x for f(x,y)=3x^2 y - 5y i punktet (1,2).     the question
    12                                                      four choices
    6
    3
    -5
    0                                                       the right choice, counted from 0

Read so only when the period is proven: no blank line among the records, at most a period's lines before them
(a title) and fewer than a period's after them (said, not read); the period k the shortest for which either
(a) one slot holds in every record a small number within the choices (the key), the choices the slots between the
asking slot and it, none of them asking; or (b) without a key, the line count a multiple of k, the first slot
asking (`?` or `:` at its end) in most records and no other slot asking in more than a few. A number alone in every
record right after the question whose values name no choice (a level 0-4 over four choices, a running id) is a
field of the record, said, no choice and no key. Without a key, records of bare lines whose questions ask in nine of
ten and whose slots name no choice (no letter alone, no ``ans:Paris``) are a quiz app's data: the first choice taken
as right (``firstright``), said loudly; else no answer is written (said). Linear in the lines for each period and
phase tried (both bounded by ``_PERIODS``).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from dataclasses import dataclass

from quizdeck.importers.base import Importer
from quizdeck.importers.firstright import FIRST_HINT, bare_records, first_said, take_first
from quizdeck.importers.formats import Format
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.programrecords import LINES as _LINES

#: the periods tried
_PERIODS = range(3, 11)
#: a key or point value: a small whole number alone
_NUMBER = re.compile(r"[ \t]*(\d{1,2})[ \t]*")
#: an asking line: ends with `?` or `:` (any script's question mark)
_ASKING = re.compile(r".*[?？:：][ \t\"'»”)]*")
#: the fewest records
_FEWEST = 4
#: the fewest records, for the other readers of bare records
FEWEST = _FEWEST


@dataclass(frozen=True)
class _Period:
    period: int
    start: int                  # index (0-based, into the lines) of the first record
    records: int
    ask: int                    # the question's slot
    choices: tuple[int, int]    # the choices' slots, first and past the last
    key: int | None             # the key's slot
    base: int                   # the key's first choice's number
    base_proven: bool
    numbers: tuple[int, ...] = ()   # the line number (1-based) of each line read, blank lines left out
    fields: tuple[int, ...] = ()    # the slot of a number alone after the question's that names no choice


#: a line's label or list mark: a letter or number then ``.`` or ``)``, ``(a)``, a bullet, a quote or heading mark (a
#: labelled or listed line is other readers' to read)
_LABELLED = re.compile(r"[ \t]*(?:[A-Ha-h]|\d{1,3})[.)][ \t]|[ \t]*\([A-Ha-h1-9]\)|[ \t]*[-*+•>#][ \t]")


def _asking(line: str) -> bool:
    return _ASKING.fullmatch(line.rstrip()) is not None


def _labelled(rows: list[list[str]], slots: Iterable[int]) -> bool:
    """Whether the lines in ``slots`` carry a label or list mark (``A)``, ``2.``, ``- ``) in more than one record of
    ten."""
    return any(sum(_LABELLED.match(row[s]) is not None for row in rows) * 10 > len(rows) for s in slots)


def _fields(rows: list[list[str]], numbers: list[int], asks: list[int]) -> tuple[int, ...]:
    """The slot of ``numbers`` (a small number alone in every record) right after the asking slot (the one asking in
    seven records in ten) whose values name no choice: a record's field, a level or an id
    (``Capitale dell'Italia?`` / ``0`` / four choices, the levels 0-4), no key and no choice. Values name no choice
    when they run over the choices that could follow (0 and their count both, or more) or count the records (1, 2,
    3...)."""
    n, k = len(rows), len(rows[0])
    asking = [s for s in range(k) if asks[s] * 10 >= n * 7]
    if len(asking) != 1:
        return ()
    ask = asking[0]
    width = k - len(numbers) - 1        # the most choices a record can have
    found: list[int] = []
    for s in numbers:
        if s != ask + 1:
            continue                    # (a number above the question is a key's place or a title's: not learnt here)
        values = [int(m.group(1)) for row in rows if (m := _NUMBER.fullmatch(row[s]))]
        if max(values) > width or (0 in values and width in values) \
                or (n > width and values == list(range(values[0], values[0] + n))):
            found.append(s)
    return tuple(found)


def _try_period(lines: list[str], k: int, start: int) -> _Period | None:
    """The reading of ``lines`` as records of ``k`` lines from ``start``, when proven (the section's comment)."""
    n = (len(lines) - start) // k
    if n < _FEWEST:
        return None
    rows = [lines[start + r * k:start + r * k + k] for r in range(n)]
    asks = [sum(_asking(row[s]) for row in rows) for s in range(k)]
    numbers = [s for s in range(k) if all(_NUMBER.fullmatch(row[s]) for row in rows)]
    fields = _fields(rows, numbers, asks) if numbers else ()
    numbers = [s for s in numbers if s not in fields]
    if numbers:
        key = numbers[0]
        ask = max((s for s in range(key) if s not in fields), key=lambda s: (asks[s], -s), default=None)
        if ask is None:
            return None
        first = ask + 1 + (ask + 1 in fields)
        if key - first < 2 or asks[ask] == 0 or any(s in fields for s in range(first, key)):
            return None
        width = key - first
        values = [int(m.group(1)) for row in rows if (m := _NUMBER.fullmatch(row[key]))]
        if any(v > width for v in values) or (0 in values and width in values):
            return None
        if any(asks[s] * 10 > n for s in range(first, key)) or _labelled(rows, range(ask, key)):
            return None
        if any(_NUMBER.fullmatch(row[s]) for row in rows for s in (ask,)):
            return None
        base = 0 if 0 in values else 1
        return _Period(k, start, n, ask, (first, key), key, base, 0 in values or width in values, fields=fields)
    ask = 1 if 0 in fields else 0
    first = ask + 1 + (ask + 1 in fields)
    if start or len(lines) % k or k - first < 2 or asks[ask] * 10 < n * 7 \
            or any(asks[s] * 10 > n for s in range(first, k)) \
            or _labelled(rows, [s for s in range(k) if s not in fields]):
        return None
    return _Period(k, start, n, ask, (first, k), None, 0, False, fields=fields)


def period_records(lines: list[str]) -> _Period | None:
    """The fixed-period records of ``lines`` (the section's comment), when proven; else None."""
    if len(lines) > _LINES:
        return None
    numbers = [k for k, line in enumerate(lines, start=1) if line.strip()]
    texts = [lines[n - 1] for n in numbers]
    # the content lines after a blank line: each must open a record
    parted = [i for i in range(1, len(numbers)) if numbers[i] != numbers[i - 1] + 1]
    for k in _PERIODS:
        found = [p for start in range(k) if (p := _try_period(texts, k, start)) is not None
                 and len(texts) - start - p.records * k < k
                 and all(i >= start and (i - start) % k == 0 for i in parted)]
        # the phase reading most records, and of those the one the file ends with (lines before them: a title)
        found.sort(key=lambda p: (-p.records, len(texts) - p.start - p.records * k))
        if len(found) == 1 or (len(found) > 1 and (found[0].records, found[0].start + found[0].records * k)
                               != (found[1].records, found[1].start + found[1].records * k)):
            return dataclasses.replace(found[0], numbers=tuple(numbers))
        if found:
            return None   # two phases read as well: not proven
    return None


#: a line naming a record's choice: a letter or a number alone
_NAMING = re.compile(r"[ \t]*(?:[A-Ha-h]|\d{1,2})[ \t]*")


def _keyed(lines: list[str], p: _Period) -> bool:
    """Whether one slot after the question names a choice in eight records of ten (a letter or a number alone, or a
    text after its last ``:`` that another line of the record ends with: ``ans1:Paris`` under ``1C) Paris``): a
    key the reading took for a choice, so the records are no quiz app's data without a key."""
    k = p.period
    rows = [[line.strip() for line in lines[p.start + r * k:p.start + r * k + k]] for r in range(p.records)]
    for s in range(p.choices[0], p.choices[1]):
        naming = 0
        for row in rows:
            tail = row[s].rpartition(":")[2].strip()
            naming += bool(_NAMING.fullmatch(row[s])) or (bool(tail) and any(
                t.casefold().endswith(tail.casefold()) for i, t in enumerate(row) if i not in (s, p.ask)))
        if naming * 10 >= len(rows) * 8:
            return True
    return False


class PeriodRecordsReader(Importer):
    """Records of a fixed number of lines (see the section's comment above)."""

    def read(self, deck: ImportedDeck) -> None:
        p = period_records(self.source.lines)
        if p is None:
            return
        k, at_line = p.period, p.numbers
        lines = [self.source.lines[n - 1] for n in at_line]
        first, width = p.choices[0], p.choices[1] - p.choices[0]
        # a quiz app's data: bare lines, no title, no key; its questions ask in nine records of ten (a page's sentences
        # to complete, ``Pagoda je``, are kept with a key elsewhere)
        asking = sum(_asking(lines[p.start + r * k + p.ask]) for r in range(p.records))
        read = (lines[p.start + r * k + s] for r in range(p.records) for s in (p.ask, *range(first, first + width)))
        app = p.key is None and not p.start and asking * 10 >= p.records * 9 and bare_records(read) \
            and not _keyed(lines, p)
        said = (f"the key in line {p.key + 1} (choices counted "
                + (f"from {p.base})" if p.base_proven else "from 1, no key says so)")) if p.key is not None \
            else "no key" if app else "no key: no answer written"
        opening = at_line[p.start]
        self.warning(opening, 1, f"read as records of {k} lines each, without labels: "
                                 f"{p.records} records, the question in line {p.ask + 1} of each, "
                                 f"{width} choices, {said}", hint="check a few questions")
        if p.fields:
            shown = ", ".join(str(s + 1) for s in p.fields)
            self.warning(opening, 1, f"line{'s' if len(p.fields) > 1 else ''} {shown} of each record, a number alone "
                                     "beside its question that names no choice (a level or an id): a field of the "
                                     "record, not read as a choice", hint="check a few questions")
        if p.ask and (heads := [s for s in range(p.ask) if s not in p.fields]):
            self.warning(opening, 1, f"line{'s 1-' if len(heads) > 1 else ' '}{heads[-1] + 1} of each record, before "
                                     "its question, not read (a category or a heading)")
        if p.key is not None and (after := [s + 1 for s in range(p.key + 1, k)
                                            if all(_NUMBER.fullmatch(lines[p.start + r * k + s])
                                                   for r in range(p.records))]):
            self.warning(opening, 1, f"line{'s' if len(after) > 1 else ''} {', '.join(map(str, after))} of each "
                                     "record, a number after its key (a point value?), not read")
        if p.start:
            deck.skip(at_line[0], at_line[p.start - 1])
            head = f"lines {at_line[0]}-{at_line[p.start - 1]}" if p.start > 1 else f"line {at_line[0]}"
            self.warning(at_line[0], 1, f"{head} before the first record: a title, not read")
        end = p.start + p.records * k
        if end < len(lines):
            deck.skip(at_line[end], at_line[-1])
            tail = f"lines {at_line[end]}-{at_line[-1]}" if len(lines) > end + 1 else f"line {at_line[end]}"
            self.warning(at_line[end], 1, f"{tail} after the last whole record ({len(lines) - end} of {k} lines): "
                                          "not read as a question",
                         hint="an unfinished record? write it as a question of your own if you want it")
        for r in range(p.records):
            at = p.start + r * k
            row = [line.strip() for line in lines[at:at + k]]
            q = ImportedQuestion(pos=self.pos(at_line[at + p.ask]), text=row[p.ask])
            q.choices = [ImportedChoice(c) for c in row[first:first + width]]
            if p.key is not None:
                value = _NUMBER.fullmatch(row[p.key])
                if value is not None:
                    q.set_answer([int(value.group(1)) - p.base])
                rest = [t for t in row[p.key + 1:] if not _NUMBER.fullmatch(t)]
                if rest:
                    q.explanation = " ".join(rest)
            q.use(at_line[at], at_line[at + k - 1])
            deck.questions.append(q)
        if app and take_first(deck.questions):
            self.warning(1, 1, first_said(f"read as records of {k} lines, a question and its choices each",
                                          len(deck.questions)), hint=FIRST_HINT)
        elif p.key is None:
            self.warning(opening, 1, f"none of the {p.records} records gives its answer: none written",
                         hint="add each answer, or find the key the app uses (its README or code)")


def period_format() -> Format:
    """The reading as one of the arbiter's rivals (``arbiter._others``)."""
    return Format("period", "records of a fixed number of lines", (), PeriodRecordsReader)
