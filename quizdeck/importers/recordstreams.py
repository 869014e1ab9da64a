"""Records laid end to end on one line, one sign between records and another between fields: a sheet's rows.

A small quiz page may keep its bank as one line that its script splits twice (``split(':')``, then ``split(',')``)::

    2017,1936,1993,1717,button2,In welchem Jahr ...?:1870,1918,1900,2000,button2,Seit wann ...?:...

The file's only filled line is read so when it splits at one sign (``:``, ``;``, ``|``, ``~``, ``#``) into three
records at least (a sign ending the line aside), each of which splits at another sign (``,``, ``;``, tab, ``|``) into
the same number of fields, three at least, with one field place that asks (``?``) in nine records in ten and no
other place in more than one in five: the equal count and the one asking place prove the records. Each record is
given as a row, said at line 1; the CSV reader then reads the rows as any sheet's. A field place holding, in every
record, one word and a number (``button2``, ``option3``), the same word each time and every number within the
record's other fields, is a key naming a place by its number: the word, the column's own, comes off (said). A line
opening with a bracket (JSON's ``[{…}, …]``) is a language's literal, not so.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.asking import ASKS
from quizdeck.importers.linegrammar import grammar_rows
from quizdeck.importers.rowsheets import Place, Reshaped
from quizdeck.importers.signlinerecords import sign_line_rows

#: the signs between records, and between a record's fields, in the order tried
RECORD_SIGNS = ":;|~#"
FIELD_SIGNS = ",;\t|"
_LEAST_RECORDS = 3
_LEAST_FIELDS = 3
#: the share of records asking at the question's place, and the most asking at another place
_ASKING = 0.9
_ELSEWHERE = 0.2
#: a word and a number: ``button2``, ``option 3``
_WORD_NUMBER = re.compile(r"([^\W\d_]{2,20})[ \t]?(\d{1,2})")


def _asking_place(records: Sequence[Sequence[str]]) -> int | None:
    """The one field place that asks in nine records in ten, no other place asking in more than one in five."""
    width = len(records[0])
    counts = [sum(ASKS.search(r[k].strip()) is not None for r in records) for k in range(width)]
    asking = [k for k, n in enumerate(counts) if n >= _ASKING * len(records)]
    if len(asking) != 1 or any(n > _ELSEWHERE * len(records) for k, n in enumerate(counts) if k != asking[0]):
        return None
    return asking[0]


def _worded_key(records: Sequence[Sequence[str]], asking: int) -> tuple[int, str] | None:
    """The field place whose every cell is one word, the same in all, and a number within the other fields'
    count (``button2`` of four choices), and that word; None when no place is so."""
    others = len(records[0]) - 2
    for k in range(len(records[0])):
        if k == asking:
            continue
        found = [_WORD_NUMBER.fullmatch(r[k].strip()) for r in records]
        words = {m.group(1).casefold() for m in found if m is not None}
        if all(m is not None and 1 <= int(m.group(2)) <= others for m in found) and len(words) == 1:
            return k, words.pop()
    return None


def _split(line: str, outer: str, inner: str) -> list[list[str]] | None:
    """The line's records at ``outer``, each one's fields at ``inner``, when all have one width (3+); else None."""
    parts = line.split(outer)
    if parts and not parts[-1].strip():
        parts.pop()                           # a sign ending the line
    if len(parts) < _LEAST_RECORDS:
        return None
    records = [p.split(inner) for p in parts]
    width = len(records[0])
    return records if width >= _LEAST_FIELDS and all(len(r) == width for r in records) else None


def stream_rows(text: str) -> Reshaped | None:
    """The records of a one-line bank split twice (see the module), or of a bank of many lines in a record grammar
    of its own (``linegrammar``) or parted by lines of signs (``signlinerecords``); None when the text is none."""
    lines = text.split("\n")
    filled = [n for n, line in enumerate(lines, start=1) if line.strip()]
    if len(filled) > 1:
        return grammar_rows(text) or sign_line_rows(text)
    if len(filled) != 1 or lines[filled[0] - 1].lstrip("\ufeff \t")[:1] in ("[", "{", "("):
        return None
    at = filled[0]
    line = lines[at - 1]
    for outer in RECORD_SIGNS:
        for inner in FIELD_SIGNS:
            records = _split(line, outer, inner) if inner != outer and outer in line else None
            asking = _asking_place(records) if records is not None else None
            if records is None or asking is None:
                continue
            rows = [[cell.strip() for cell in r] for r in records]
            said = (f"read as one line of {len(rows)} records set apart by {outer!r}, each of {len(rows[0])} fields "
                    f"set apart by {inner!r}, each record read as a row")
            if (key := _worded_key(rows, asking)) is not None:
                for r in rows:
                    r[key[0]] = str(int(r[key[0]][len(key[1]):].strip()))
                said += f"; field {key[0] + 1}'s word {key[1]!r} taken off its numbers (the place of the answer)"
            return Reshaped(rows, _places(line, outer, at, len(rows)), said, "records end to end on one line")
    return None


def _places(line: str, outer: str, at: int, count: int) -> list[Place]:
    """Each record's place: line ``at``, the column it starts at."""
    out = []
    col = 1
    for part in line.split(outer)[:count]:
        out.append(Place(at, col, at, at))
        col += len(part) + len(outer)
    return out
