"""Records and their fields apart by lines of signs only (``___;___`` between records, ``__;__`` between fields),
read as a sheet's rows.

An app's asset file may keep no blank line at all: its script splits the text at one line of signs into records
and at another into fields. A line made of signs only (no letter, digit or space; ``_`` counts as a sign), the same
text over the file, is a separator, never content: the rarer of two such lines (each between records) parts the
records, the other their fields; with one alone, it parts records and each line is a field. The file is so when
three records at least, four in five of them with one count of fields, three at least. Then the fields' places are
learnt from the records:

* the **question**: the place that asks (``?``) in the most records, the earliest on a tie, nine in ten at least;
* the **choices**: the first place after it whose text splits at one repeated sign run (``_;_``, ``, ``, ``|``)
  into two to twelve items, the same count in four records in five (the run whole, never its middle character);
* the **answer**: the place holding a lone small number within the choices' count in nine records in ten: the
  right choice's number, from 0 when a 0 is seen, else from 1 (said when no number as high as the count is seen).

The other places (the question again in another language, an image's key) are not read, said at line 1 with the
rest; a record whose answer number is missing or past its choices is said at its line.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.answervalues import MAX_CHOICES, MIN_CHOICES
from quizdeck.importers.asking import ASKS
from quizdeck.importers.linegrammar import NEARLY, STEADY, counted_from
from quizdeck.importers.rowsheets import Place, Reshaped

_LEAST_RECORDS = 3
_LEAST_FIELDS = 3
_LONGEST_SIGNS = 20
#: a run of signs inside a field (``_;_``) or a separator with a space (``, ``)
_RUN = re.compile(r"(?:[^\w\s]|_)+")
_SPACED = (", ", "; ", " | ", " / ")
_NUMBER = re.compile(r"\d{1,2}")

#: one record: its fields, each as (first line, last line, text)
_Record = list[tuple[int, int, str]]


def _signs_only(line: str) -> bool:
    t = line.strip().lstrip("\ufeff")
    return 0 < len(t) <= _LONGEST_SIGNS and not any(c.isalnum() or c.isspace() for c in t)


def _separators(lines: Sequence[str]) -> tuple[str, str | None] | None:
    """The record separator line and the field separator line (None: each line a field); None when the file has
    no sign-only line that recurs."""
    seen = Counter(t.strip() for t in lines if _signs_only(t))
    common = [s for s, n in seen.most_common(2) if n >= _LEAST_RECORDS - 1]
    if not common:
        return None
    if len(common) == 1:
        return common[0], None
    field, record = common   # the more frequent parts fields
    return record, field


def _records(lines: Sequence[str], record: str, field: str | None) -> list[_Record]:
    out: list[_Record] = []
    current: _Record = []
    pending: list[tuple[int, str]] = []

    def close_field() -> None:
        if pending:
            current.append((pending[0][0], pending[-1][0], "\n".join(t for _, t in pending)))
            pending.clear()

    for n, raw in enumerate(lines, start=1):
        t = raw.lstrip("\ufeff").strip()
        if t == record:
            close_field()
            if current:
                out.append(current)
            current = []
        elif field is not None and t == field:
            close_field()
        elif t:
            pending.append((n, t))
            if field is None:
                close_field()
    close_field()
    if current:
        out.append(current)
    return out


def _choices_sep(texts: Sequence[str]) -> tuple[str, int] | None:
    """The sign run that splits ``texts`` into one count of items (two to twelve) in four in five, and the count."""
    runs = Counter(r for t in texts for r in set(_RUN.findall(t)))
    candidates = [r for r, _ in runs.most_common(5)] + list(_SPACED)
    best: tuple[float, int, str, int] | None = None
    for sep in candidates:
        counts = Counter(t.count(sep) + 1 for t in texts if all(i.strip() for i in t.split(sep)))
        if not counts:
            continue
        k, n = counts.most_common(1)[0]
        if MIN_CHOICES <= k <= MAX_CHOICES and n >= STEADY * len(texts):
            key = (n / len(texts), len(sep), sep, k)
            best = key if best is None or key[:2] > best[:2] else best
    return None if best is None else (best[2], best[3])


def sign_line_rows(text: str) -> Reshaped | None:
    """The records of a file parted by sign-only lines (see the module); None when the text is not so."""
    lines = text.split("\n")
    seps = _separators(lines)
    if seps is None:
        return None
    records = _records(lines, *seps)
    if len(records) < _LEAST_RECORDS:
        return None
    width, n = Counter(len(r) for r in records).most_common(1)[0]
    if width < _LEAST_FIELDS or n < STEADY * len(records):
        return None
    full = [r for r in records if len(r) == width]
    asking = [sum(ASKS.search(r[p][2]) is not None for r in full) for p in range(width)]
    question = max(range(width), key=lambda p: (asking[p], -p))
    if asking[question] < NEARLY * len(full):
        return None
    split = next(((p, found) for p in range(question + 1, width) if asking[p] < len(full) / 2
                  and (found := _choices_sep([r[p][2] for r in full])) is not None), None)
    if split is None:
        return None
    place, (sep, k) = split
    key = next((p for p in range(width) if p not in (question, place)
                and sum(_NUMBER.fullmatch(r[p][2]) is not None and int(r[p][2]) <= k for r in full)
                >= NEARLY * len(full)), None)
    if key is None:
        return None
    return _rows(records, (width, question, place, key), sep, (seps[0], lines))


def _rows(records: list[_Record], places_: tuple[int, int, int, int], sep: str,
          parted: tuple[str, Sequence[str]]) -> Reshaped:
    """The rows read, with the header the reading made; a record out of the grammar said at its line.
    ``places_``: the records' field count and the places of the question, the choices and the answer."""
    width, question, place, key = places_
    record_sep, lines = parted
    full = [r for r in records if len(r) == width]
    base, counted = counted_from([(int(r[key][2]), r[place][2].count(sep) + 1) for r in full
                                  if _NUMBER.fullmatch(r[key][2])])
    most = max(r[place][2].count(sep) + 1 for r in full)
    header = ["question", *(chr(ord("A") + c) for c in range(most)), "answer"]
    rows, places = [header], [Place(1, 1, 1, 0)]
    notes: list[tuple[int, int, str, str]] = []
    for r in records:
        first, last = r[0][0], r[-1][1]
        places.append(Place(first, 1, first, last))
        if len(r) != width:
            rows.append([r[0][2].replace("\n", " "), *[""] * (most + 1)])
            notes.append((first, 1, f"this record has {len(r)} fields where the file's others have {width}: "
                                    "read as a question only", "check the record against the others"))
            continue
        choices = [i.strip() for i in r[place][2].split(sep)]
        value = r[key][2]
        n = int(value) - base if _NUMBER.fullmatch(value) else -1
        answer = chr(ord("A") + n) if 0 <= n < len(choices) else ""
        if not answer:
            notes.append((r[key][0], 1, f"the answer field ({value!r}) names none of the record's {len(choices)} "
                                        "choices", "check the record's answer number"))
        rows.append([r[question][2].replace("\n", " "), *choices, *[""] * (most - len(choices)), answer])
    others = [str(p + 1) for p in range(width) if p not in (question, place, key)]
    said = (f"read as records apart by lines {record_sep!r}, each of {width} fields: field {question + 1} "
            f"the question, field {place + 1} the choices split by {sep!r}, field {key + 1} the right choice's number "
            f"{counted}"
            + (f"; field{'s' if len(others) > 1 else ''} {', '.join(others)} not read" if others else ""))
    between = [(n, n) for n, t in enumerate(lines, start=1) if t.lstrip("\ufeff").strip() == record_sep]
    return Reshaped(rows, places, said, "records apart by lines of signs", syntax=between, notes=notes)

