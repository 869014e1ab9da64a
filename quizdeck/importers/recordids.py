"""A line each record opens with, a word and the record's id (``ID 1004``): no text of the question.

An exported bank may head each record with its id over the question's own line (``ID 1004`` / ``Quale ...?`` /
the choices). Read as it stands, the id line is the question's first line. The file's repetition says what it is,
no word: a line of a word and a number alone, the same word in every one, three at least; each followed by a line
of text of another form (no choice's label, no id line), the records between two of them of one size (a
fixed-record export) or each id line after a blank line, the records' sizes within twice each other; the first
at the file's top (a title aside), the last record as long as the others; the numbers all different (ids), not
running 1, 2, 3 (a label that counts records is ``recordlabels``'). Each id line is written again as nothing:
the record's id is left out, not put on the question as its number (the ids run in no order: the readers would
say each question numbered out of order). Fenced code is left alone; each line keeps its place. Records headed by a
coded id and brackets (``T1A01 (C) [97.1]``) are ``codedids``'.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Sequence

from quizdeck.importers.codedids import uncoded
from quizdeck.importers.labels import split_label

#: an id line: a word, maybe a stop, and a number alone (``ID 1004``, ``Nr. 7``, ``Domanda 12``)
_ID_LINE = re.compile(r"[ \t]*([^\W\d_]{1,20})\.?[ \t]+#?(\d{1,9})[ \t]*")
#: the fewest id lines that make them the file's
LEAST = 3
#: the fewest lines with text in a record between two id lines: its question and two choices
_LEAST_BETWEEN = 3
#: the most lines with text before the first id line (a title)
_TITLE = 2


def _running(numbers: list[int]) -> bool:
    """Whether the numbers mostly go on by one (a count of the records, not ids)."""
    steps = sum(1 for a, b in itertools.pairwise(numbers) if b == a + 1)
    return steps >= 0.5 * (len(numbers) - 1)


def _next_text(lines: Sequence[str], fenced: Sequence[bool], i: int) -> int | None:
    j = i + 1
    while j < len(lines) and not lines[j].strip() and not fenced[j]:
        j += 1
    return j if j < len(lines) and not fenced[j] and lines[j].strip() else None


def _records_hold(lines: Sequence[str], places: list[int]) -> bool:
    """Whether the id lines open records: of one size, or each after a blank line (the file's first aside); each
    with its question and two choices at least before the next."""
    held = [sum(1 for line in lines[a + 1:b] if line.strip()) for a, b in itertools.pairwise(places)]
    if min(held) < _LEAST_BETWEEN:
        return False
    before = sum(1 for line in lines[:places[0]] if line.strip())
    after = sum(1 for line in lines[places[-1] + 1:] if line.strip())
    if before > _TITLE or not _LEAST_BETWEEN <= after <= max(held):
        return False                     # (every record opens so: from the file's top, a title aside, to its end)
    sizes = {b - a for a, b in itertools.pairwise(places)}
    first = next((i for i, line in enumerate(lines) if line.strip()), 0)
    return len(sizes) == 1 or (max(held) <= 2 * min(held) and all(i <= first or not lines[i - 1].strip()
                                                                    for i in places))


def without_ids(lines: Sequence[str], fenced: Sequence[bool]) -> list[str] | None:
    """``lines`` with each record's id line written as nothing (see the module), line for line; else with each coded
    header (``T1A01 (C) [97.1]``) written as its key (``codedids``); None when the file has no such lines."""
    return _word_ids(lines, fenced) or uncoded(lines, fenced)


def _word_ids(lines: Sequence[str], fenced: Sequence[bool]) -> list[str] | None:
    """``lines`` with each record's ``word number`` id line written as nothing; None when it has none."""
    found = {i: m for i, line in enumerate(lines) if not fenced[i] and len(line) < 60
             and (m := _ID_LINE.fullmatch(line)) is not None}
    words = Counter(m.group(1) for m in found.values())
    if not words:
        return None
    word, count = words.most_common(1)[0]
    places = sorted(i for i, m in found.items() if m.group(1) == word)
    ids = [int(found[i].group(2)) for i in places]
    if count < LEAST or len(set(ids)) < len(ids) or _running(ids) or not _records_hold(lines, places):
        return None
    below = [_next_text(lines, fenced, i) for i in places]
    if any(j is None or j in found or split_label(lines[j].strip()) is not None for j in below):
        return None
    gone = set(places)
    return ["" if i in gone else line for i, line in enumerate(lines)]
