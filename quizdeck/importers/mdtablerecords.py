"""A table whose rows are a question's parts: each row tagged by a word and the question's number, the words in a cycle.

A student's transcript may keep a test in a two-column table, one row a part: ``| Q1 | Which ...?``, then
``| A1 | a) x <br> b) y <br> c) z``, then ``| Q2 | ...``. The reader sees table rows, not a question and its
choices. What the file repeats tells the rows' roles, whatever its words: every row's first cell is a short word
and a number; the rows of one number follow each other, and the numbers count up by one; the words come in the
same order in (nearly) every number's rows. The word whose cells write labelled choices in order (apart by line
break tags, or side by side) in nearly all rows names the choices; the word of the row right before it names the
question. Such a table is written again line for line: the question's row as a numbered line (``1. Which
...?``), the choices' row as lettered choices side by side (``A) x   B) y   C) z``), another word's row (a note)
as its text, the header and the rule left blank. Nothing here knows a language; a table read otherwise stays.
A table of its own for each question, its rows the card's fields, is read by ``mdcardtables``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers import mdcardtables
from quizdeck.importers.labels import split_label
from quizdeck.importers.mdchoicerow import row as choice_row
from quizdeck.importers.mdinline import pipe_tables

#: a table's row, its closing pipe optional (``| Q1 | text``)
_ROW = re.compile(r"^[ \t]{0,3}\|(.*?)\|?[ \t]*$")
_RULE_CELL = re.compile(r"^[ \t]*:?-+:?[ \t]*$")
#: a row's tag: a short word and the number of the question it belongs to (``Q1``, ``A 12``, ``Resp3``), or a word
#: alone (``Cx``): a part of the question above
_TAG = re.compile(r"^([^\W\d_]{1,12})(?:[ \t]*\.?[ \t]*(\d{1,4}))?$")
_BREAK = re.compile(r"[ \t]*<br[ \t]*/?>[ \t]*", re.I)
#: a line longer than this is no row of such a table
_LONGEST = 4000
#: the fewest questions such a table holds
_LEAST = 3
#: the share of a table's questions whose rows must follow the cycle, and whose choice rows must read as choices
_AGREE = 0.8


def _cells(line: str) -> list[str] | None:
    m = _ROW.match(line) if len(line) <= _LONGEST else None
    if m is None:
        return None
    return [c.strip() for c in re.split(r"(?<!\\)\|", m.group(1))]


def _choices(cell: str) -> list[str] | None:
    """The choices a cell writes, each after its label in order: apart by break tags, or side by side."""
    parts = [p for p in _BREAK.split(cell) if p.strip()]
    if len(parts) >= 2:
        out = []
        for k, part in enumerate(parts):
            split = split_label(part.strip())
            if split is None or split[0] != k or not split[1]:
                return None
            out.append(split[1])
        return out
    texts = choice_row(cell)
    return texts if texts is not None and len(texts) >= 2 else None


def _tables(lines: Sequence[str], fenced: Sequence[bool]) -> list[tuple[int, int]]:
    """The tables outside code: (header line, end) with a rule line under the header."""
    return pipe_tables(lines, fenced, _cells, lambda rule: all(_RULE_CELL.match(c) for c in rule if c) and any(rule))


def _records(rows: list[tuple[int, list[str]]]) -> list[tuple[int, list[tuple[int, str, str]]]] | None:
    """A table's rows grouped by their tags' numbers (each number's rows: line, word, second cell), when every
    row is tagged and the numbers count up by one; else None."""
    records: list[tuple[int, list[tuple[int, str, str]]]] = []
    for line, cells in rows:
        tag = _TAG.match(cells[0])
        if tag is None:
            return None
        word = tag.group(1).casefold()
        if tag.group(2) is None and not records:
            return None
        # a tag without a number ("Cx"): a part of the question above
        number = int(tag.group(2)) if tag.group(2) is not None else records[-1][0]
        text = " | ".join(c for c in cells[1:] if c)   # (a row of its tag alone: an empty part)
        if records and records[-1][0] == number:
            records[-1][1].append((line, word, text))
        elif not records or number == records[-1][0] + 1:
            records.append((number, [(line, word, text)]))
        else:
            return None
    return records if len(records) >= _LEAST else None


def rewritten(lines: Sequence[str], fenced: Sequence[bool]) -> tuple[list[str], set[int]] | None:
    """The lines with each such table written as numbered questions and their choices (see the module), and the
    lines left blank (header, rule); None when the source has none. A table per question, its rows the card's
    fields (``|Question|...|``, ``|Correct Answer|...|``): ``mdcardtables``."""
    if (cards := mdcardtables.rewritten(lines, fenced)) is not None:
        return cards
    out: list[str] | None = None
    blanked: set[int] = set()
    for start, end in _tables(lines, fenced):
        rows = [(k, cells) for k in range(start + 2, end) if (cells := _cells(lines[k])) is not None]
        records = _records(rows)
        if records is None:
            continue
        cycles = Counter(tuple(w for _, w, _ in parts) for _, parts in records)
        cycle, often = cycles.most_common(1)[0]
        if often < _AGREE * len(records) or len(cycle) < 2 or len(set(cycle)) != len(cycle):
            continue
        read = {w: sum(1 for _, parts in records for _, word, text in parts if word == w and _choices(text))
                for w in cycle[1:]}
        choice_word = max(read, key=lambda w: read[w])
        if read[choice_word] < _AGREE * len(records):
            continue
        question_word = cycle[cycle.index(choice_word) - 1]
        out = out if out is not None else list(lines)
        for k in (start, start + 1):
            out[k] = ""
            blanked.add(k)
        for number, parts in records:
            for line, word, text in parts:
                choices = _choices(text) if word == choice_word else None
                if word == question_word:
                    out[line] = f"{number}. {text}"
                elif choices is not None:
                    out[line] = "   ".join(f"{'ABCDEFGHIJKL'[k]}) {c.strip()}" for k, c in enumerate(choices[:12]))
                else:
                    out[line] = text
                    if not text:
                        blanked.add(line)   # a part left empty: accounted for
    return (out, blanked) if out is not None else None
