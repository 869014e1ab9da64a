"""A game's data file may open each record with a short word naming its type, the same word every time::

    MCQ                                             a type line
    Which of the following is the first calculating device?
    Abacus                                          its choices (no mark: none written)
    Calculator
    ...
    TF                                              another type
    Pakistan is in Asia                             a statement
    true                                            its verdict: a true/false question answered

Read so only when proven: the first line is a type line (one word of letters), each type (at most ``_CODES``)
always opens a record of the same number of lines (a question and a choice at least), the records hold every
line, and there are ``_FEWEST`` at least. A type whose every record is a statement and ``true``/``false`` alone is
a true/false question; the others' choices are written unanswered (said). Linear in the lines.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from quizdeck.importers.base import Importer
from quizdeck.importers.formats import Format
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.periodrecords import FEWEST as _FEWEST
from quizdeck.importers.programrecords import CODES as _CODES
from quizdeck.importers.programrecords import LINES as _LINES

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
