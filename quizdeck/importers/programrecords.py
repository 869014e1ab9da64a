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

Records of a fixed number of lines without a count, blank lines or labels (``period_records``) are read here too: the
section before ``PeriodRecordsReader`` says when.
"""

from __future__ import annotations

import dataclasses
import itertools
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


# -- records of a fixed number of lines, without a count, blank lines or labels -------------------------------------
#
# A quiz app's data file may be nothing but its records, each the same number of lines: a question, its choices,
# and maybe the right choice's number, a point value, an explanation; a title line before them::
#
#     Finn ∂f/∂x for f(x,y)=3x^2 y - 5y i punktet (1,2).     the question
#     12                                                      four choices
#     6
#     3
#     -5
#     0                                                       the right choice, counted from 0
#
# Read so only when the period is proven: no blank line among the records, at most a period's lines before them
# (a title) and fewer than a period's after them (said, not read); the period k the shortest for which either
# (a) one slot holds in every record a small number within the choices (the key), the choices the slots between the
# asking slot and it, none of them asking; or (b) without a key, the line count a multiple of k, the first slot
# asking (`?` or `:` at its end) in most records and no other slot asking in more than a few. Without a key no
# answer is written (said). Linear in the lines for each period and phase tried (both bounded by ``_PERIODS``).

#: the periods tried
_PERIODS = range(3, 11)
#: a key or point value: a small whole number alone
_NUMBER = re.compile(r"[ \t]*(\d{1,2})[ \t]*")
#: an asking line: ends with `?` or `:` (any script's question mark)
_ASKING = re.compile(r".*[?？:：][ \t\"'»”)]*")
#: the fewest records
_FEWEST = 4


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


#: a line's label or list mark: a letter or number then ``.`` or ``)``, ``(a)``, a bullet, a quote or heading mark (a
#: labelled or listed line is other readers' to read)
_LABELLED = re.compile(r"[ \t]*(?:[A-Ha-h]|\d{1,3})[.)][ \t]|[ \t]*\([A-Ha-h1-9]\)|[ \t]*[-*+•>#][ \t]")


def _asking(line: str) -> bool:
    return _ASKING.fullmatch(line.rstrip()) is not None


def _labelled(rows: list[list[str]], slots: range) -> bool:
    """Whether the lines in ``slots`` carry a label or list mark (``A)``, ``2.``, ``- ``) in more than one record of
    ten."""
    return any(sum(_LABELLED.match(row[s]) is not None for row in rows) * 10 > len(rows) for s in slots)


def _try_period(lines: list[str], k: int, start: int) -> _Period | None:
    """The reading of ``lines`` as records of ``k`` lines from ``start``, when proven (the section's comment)."""
    n = (len(lines) - start) // k
    if n < _FEWEST:
        return None
    rows = [lines[start + r * k:start + r * k + k] for r in range(n)]
    asks = [sum(_asking(row[s]) for row in rows) for s in range(k)]
    numbers = [s for s in range(k) if all(_NUMBER.fullmatch(row[s]) for row in rows)]
    if numbers:
        key = numbers[0]
        ask = max(range(key), key=lambda s: (asks[s], -s), default=None)
        if ask is None or key - ask - 1 < 2:
            return None
        if asks[ask] == 0:
            return None
        width = key - ask - 1
        values = [int(m.group(1)) for row in rows if (m := _NUMBER.fullmatch(row[key]))]
        if any(v > width for v in values) or (0 in values and width in values):
            return None
        if any(asks[s] * 10 > n for s in range(ask + 1, key)) or _labelled(rows, range(ask, key)):
            return None
        if any(_NUMBER.fullmatch(row[s]) for row in rows for s in (ask,)):
            return None
        base = 0 if 0 in values else 1
        return _Period(k, start, n, ask, (ask + 1, key), key, base, 0 in values or width in values)
    if start or len(lines) % k or asks[0] * 10 < n * 7 or any(asks[s] * 10 > n for s in range(1, k)) \
            or _labelled(rows, range(k)):
        return None
    return _Period(k, start, n, 0, (1, k), None, 0, False)


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


class PeriodRecordsReader(Importer):
    """Records of a fixed number of lines (see the section's comment above)."""

    def read(self, deck: ImportedDeck) -> None:
        p = period_records(self.source.lines)
        if p is None:
            return
        k, at_line = p.period, p.numbers
        lines = [self.source.lines[n - 1] for n in at_line]
        first, width = p.choices[0], p.choices[1] - p.choices[0]
        said = (f"the key in line {p.key + 1} (choices counted "
                + (f"from {p.base})" if p.base_proven else "from 1, no key says so)")) if p.key is not None \
            else "no key: no answer written"
        opening = at_line[p.start]
        self.warning(opening, 1, f"read as records of {k} lines each, without labels: "
                                 f"{p.records} records, the question in line {p.ask + 1} of each, "
                                 f"{width} choices, {said}", hint="check a few questions")
        if p.ask:
            self.warning(opening, 1, f"line{'s 1-' if p.ask > 1 else ' '}{p.ask} of each record, before its "
                                     "question, not read (a category or a heading)")
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
        if p.key is None:
            self.warning(opening, 1, f"none of the {p.records} records gives its answer: none written",
                         hint="add each answer, or find the key the app uses (its README or code)")


def period_format() -> Format:
    """The reading as one of the arbiter's rivals (``arbiter._others``)."""
    return Format("period", "records of a fixed number of lines", (), PeriodRecordsReader)


# -- records each opened by a type line -----------------------------------------------------------------------------
#
# A game's data file may open each record with a short word naming its type, the same word every time::
#
#     MCQ                                             a type line
#     Which of the following is the first calculating device?
#     Abacus                                          its choices (no mark: none written)
#     Calculator
#     ...
#     TF                                              another type
#     Pakistan is in Asia                             a statement
#     true                                            its verdict: a true/false question answered
#
# Read so only when proven: the first line is a type line (one word of letters), each type (at most ``_CODES``)
# always opens a record of the same number of lines (a question and a choice at least), the records hold every
# line, and there are ``_FEWEST`` at least. A type whose every record is a statement and ``true``/``false`` alone is
# a true/false question; the others' choices are written unanswered (said). Linear in the lines.

#: a type line: one word of letters
_TYPE = re.compile(r"[ \t\ufeff]*([A-Za-z]{1,8})[ \t]*")
#: a verdict alone on its line
_VERDICT = re.compile(r"[ \t]*(true|false)[ \t]*", re.IGNORECASE)


@dataclass(frozen=True)
class _Typed:
    types: dict[str, int]                       # each type's record length (with its type line)
    records: list[tuple[str, list[int]]]        # each record's type and line numbers (1-based, its type line first)
    verdicts: set[str]                          # the types read as true/false statements


def typed_records(lines: list[str]) -> _Typed | None:
    """The records each opened by a type line (the section's comment), when proven; else None."""
    if len(lines) > _LINES:
        return None
    numbers = [k for k, line in enumerate(lines, start=1) if line.strip()]
    if not numbers or (m := _TYPE.fullmatch(lines[numbers[0] - 1])) is None or _VERDICT.fullmatch(m.group(1)):
        return None
    types = {m.group(1)}
    while True:
        starts = [i for i, n in enumerate(numbers) if _word(lines[n - 1]) in types]
        bounds = [*starts, len(numbers)]
        records = [(_word(lines[numbers[a] - 1]), numbers[a:b]) for a, b in itertools.pairwise(bounds)]
        lengths: dict[str, set[int]] = {}
        for t, rows in records:
            lengths.setdefault(t, set()).add(len(rows))
        if all(len(v) == 1 for v in lengths.values()):
            break
        # a record longer than its type's others holds another type's line: the repeated word in it, first
        odd = next((rows for t, rows in records if len(rows) > min(lengths[t]) and len(lengths[t]) > 1), [])
        more = [w for n in odd[1:] if (w := _word(lines[n - 1])) and not _VERDICT.fullmatch(w) and w not in types
                and sum(_word(lines[x - 1]) == w for x in numbers) > 1]
        if not more or len(types) >= _CODES:
            return None
        types.add(more[0])
    widths = {t: next(iter(v)) for t, v in lengths.items()}
    if len(records) < _FEWEST or any(w < 3 for w in widths.values()):
        return None
    verdicts = {t for t in widths if widths[t] == 3
                and all(_VERDICT.fullmatch(lines[rows[2] - 1]) for u, rows in records if u == t)}
    if all(widths[t] < 4 and t not in verdicts for t in widths):
        return None   # no record with choices: not proven
    return _Typed(widths, records, verdicts)


def _word(line: str) -> str:
    """The type a line names, or ``""``."""
    m = _TYPE.fullmatch(line)
    return m.group(1) if m else ""


class TypedRecordsReader(Importer):
    """Records each opened by a type line (see the section's comment above)."""

    def read(self, deck: ImportedDeck) -> None:
        lines = self.source.lines
        typed = typed_records(lines)
        if typed is None:
            return
        first = typed.records[0][1][0]
        shapes = ", ".join(f"`{t}`: a true/false statement and its verdict" if t in typed.verdicts
                           else f"`{t}`: a question and {typed.types[t] - 2} choices" for t in sorted(typed.types))
        self.warning(first, 1, f"read as {len(typed.records)} records each opened by its type line ({shapes})",
                     hint="check a few questions")
        unanswered = 0
        for t, rows in typed.records:
            q = ImportedQuestion(pos=self.pos(rows[1]), text=lines[rows[1] - 1].strip())
            if t in typed.verdicts:
                q.choices = [ImportedChoice("True"), ImportedChoice("False")]
                q.set_answer([0 if lines[rows[2] - 1].strip().lower() == "true" else 1])
            else:
                q.choices = [ImportedChoice(lines[n - 1].strip()) for n in rows[2:]]
                unanswered += 1
            q.use(rows[0], rows[-1])
            deck.questions.append(q)
        if unanswered:
            self.warning(first, 1, f"{unanswered} of the {len(typed.records)} records give no answer (no mark on a "
                                   "choice): none written",
                         hint="add each answer, or find the key the app uses (its README or code)")


def typed_format() -> Format:
    """The reading as one of the arbiter's rivals (``arbiter._others``)."""
    return Format("typed", "records each opened by a type line", (), TypedRecordsReader)
