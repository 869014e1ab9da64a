"""Choices wholly in quotes in a sheet that never needs a quote, in a few rows: the quotes the texts' own, kept, said.

A sheet's writer quotes a cell so that the delimiter, a quote or a line break inside it stays text; a program
writes its quotes the same way in every row (all cells, every text, or only where needed). A hand-written sheet
whose quoted cells never hold the delimiter, a doubled quote or a line break, and where only a few rows (fewer
than half of the questions) quote a choice, quotes it for another reason: a title or a saying
(``;"How you doing?";"Hey gorgeous!";``, ``, "Matrix",``), the quotes part of what the choice says, as the program
that reads the sheet by splitting at the delimiter shows them. The csv reading takes them off; here they are put
back on those choices, and it is said at the first such row's line, since a sheet's quoting it may still be.
Not when any quoted cell of the sheet needs its quotes (the writer knows the sheet's quoting), nor when most rows
quote (a program's style), nor when a row quotes a cell that is no choice (a question's sentence, a number): the
writer wraps cells in quotes, and the choices' quotes are that wrapping too.
"""

from __future__ import annotations

import re
from collections import Counter

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion, format_ranges

#: the delimiters a sheet may use
_DELIMITERS = ",;\t|"
#: a share of the questions that quoting choices must stay under
_FEW = 0.5


def _cells(delimiter: str) -> re.Pattern[str]:
    """A cell wholly quoted between two delimiters (or a line's edge): its content (group 1)."""
    d = re.escape(delimiter)
    return re.compile(rf'(?:^|(?<={d}))[ \t]*"((?:[^"]|""){{0,2000}})"[ \t]*(?={d}|$)', re.M)


def _delimiter(lines: list[str]) -> str:
    """The sign the rows' lines hold most often."""
    counts = Counter({d: sum(line.count(d) for line in lines) for d in _DELIMITERS})
    return counts.most_common(1)[0][0]


def _row_lines(q: ImportedQuestion, lines: list[str]) -> list[str]:
    return [lines[n - 1] for first, last in q.lines for n in range(max(first, 1), min(last, len(lines)) + 1)]


def _needs_quotes(text: str, delimiter: str) -> bool:
    """Whether some quoted cell of the sheet needs its quotes: it holds the delimiter, a doubled quote or a line
    break, or a quote opens a cell and does not close on its line."""
    cells = _cells(delimiter)
    for m in cells.finditer(text):
        if delimiter in m.group(1) or '""' in m.group(1):
            return True
    opened = re.compile(rf'(?:^|{re.escape(delimiter)})[ \t]*"(?![^"\n]*")', re.M)
    return opened.search(text) is not None


def kept_quotes(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """The quotes a few rows of a sheet that never needs them write around choices: put back, said (the module)."""
    questions = [q for q in deck.questions if q.choices and q.lines]
    if not questions:
        return
    lines = source.lines
    delimiter = _delimiter([line for q in questions for line in _row_lines(q, lines)])
    if '"' not in source.text or _needs_quotes(source.text, delimiter):
        return
    cells = _cells(delimiter)
    found: list[tuple[ImportedQuestion, list[int]]] = []
    for q in questions:
        quoted = {m.group(1).strip() for line in _row_lines(q, lines) for m in cells.finditer(line)}
        texts = {c.text.strip() for c in q.choices}
        if quoted - texts:
            return   # a question's cell (or another) quoted too: the writer's quoting, not the choices' own
        picked = [k for k, c in enumerate(q.choices) if c.text.strip() and c.text.strip() in quoted
                  and not c.text.strip().startswith('"')]
        if picked:
            found.append((q, picked))
    if not found or len(found) >= _FEW * len(questions):
        return
    for q, picked in found:
        for k in picked:
            q.choices[k].text = f'"{q.choices[k].text.strip()}"'
    rows = [(q.pos.line, q.pos.line) for q, _ in found]
    count = sum(len(p) for _, p in found)
    first = found[0][0]
    diags.warning(Pos(source.where, first.pos.line, 1),
                  f"{count} choice{'s' if count > 1 else ''} of {len(found)} row{'s' if len(found) > 1 else ''} "
                  f"(line{'s' if len(found) > 1 else ''} {format_ranges(rows)}) written in quotes, where no cell of "
                  "the sheet needs quoting and the other rows quote no choice: the quotes kept as the choices' own "
                  "(a title, a saying)",
                  hint="if they are only the sheet's quoting, take them off those choices in the YAML")
