"""Records that run on in one line: a sheet whose fields repeat with a period.

A quiz program may save its questions one after another with no line break between them
(``Mixed;Which planet is red?;2;Venus;Mars;Jupiter;Saturn;Who wrote Hamlet?;3;…``): the whole file one
line, or one line a category. Nothing names the fields; their own repetition does. A line is read so when
its fields are a few leading ones (a category, at most as many as a record has) followed by whole records
of one length (the period), the same leading count and period in every line, two records a line at least
on the average: each record, the line's leading fields before it, is then one row of a sheet whose columns
the cells tell (``csvinfer.infer``: the question the field that asks, the answer the one whose values are
the choices' numbers or labels, or a choice's text). Only a reading that finds an answer column counts;
the shortest period that gives one wins (a period twice as long reads two questions as one).
"""

from __future__ import annotations

from dataclasses import dataclass

from quizdeck.importers.csvinfer import Layout, infer

#: the shortest and the longest record: a question, an answer and two choices; a question with twelve
#: choices and a few more fields
_SHORTEST = 4
_LONGEST = 20
#: the most rows looked at to tell the layout
_LOOKED = 200


@dataclass(frozen=True)
class Wrap:
    """How a line's fields fall into records: ``lead`` fields first (repeated before each record), then
    records of ``period`` fields."""

    lead: int
    period: int

    def records(self, row: list[str]) -> list[list[str]]:
        """The records of one line's fields (the line as it is when it does not fall so)."""
        cells = _filled_end(row)
        if len(cells) < self.lead + self.period or (len(cells) - self.lead) % self.period:
            return [row]
        head = cells[:self.lead]
        return [head + cells[k:k + self.period] for k in range(self.lead, len(cells), self.period)]


def _filled_end(row: list[str]) -> list[str]:
    """A line's fields without the empty ones at its end (a delimiter after the last field)."""
    end = len(row)
    while end > 0 and not row[end - 1].strip():
        end -= 1
    return row[:end]


def unwrap(rows: list[list[str]]) -> tuple[Wrap, Layout] | None:
    """How the lines' fields fall into records, and the layout their records read by (see the module's
    docstring); None when the lines are not so."""
    lines = [_filled_end(r) for r in rows]
    lines = [r for r in lines if r]
    if not lines or max(len(r) for r in lines) < 2 * _SHORTEST:
        return None
    for period in range(_SHORTEST, _LONGEST + 1):
        for lead in range(period):
            if not all(len(r) > lead and (len(r) - lead) % period == 0 for r in lines):
                continue
            wrap = Wrap(lead, period)
            records = [rec for r in lines for rec in wrap.records(r)]
            if len(records) < max(4, 2 * len(lines)):
                continue
            layout = infer(records[:_LOOKED])
            if layout is not None and layout.answers and not layout.header:
                return wrap, layout
    return None
