"""Whole questions written inside a pipe table's cells as HTML paragraphs: each cell read as the lines it shows.

A converter (a word processor's table saved as Markdown) may leave one question a row, the whole question in one
cell as paragraphs, the row's other cells its topic::

    |**Domain**|**Entry Level**|
    | :- | :- |
    |Data Analysis|<p>Q1) Select the option ...:</p><p></p><p>A) Data ...</p>...<p>Correct Answer: D) ...</p>|

Read as Markdown the page shows tables and no question. A cell that holds paragraphs (``<p>``) or line breaks
(``<br>``) shows lines: each paragraph a line, an empty paragraph a blank line, a question or choice wrapped over
two paragraphs two lines of one paragraph. Such cells, three at least and most of the page's table rows, on a page
with fewer lines outside its tables than such rows, are read as the Markdown page their lines make, one cell after
another with a blank line between; each question read there is the row's (its messages at the row's line), and the
row's other short cells (the topic) are its tags. The tables' header and rule rows are the page's furniture. Patterns
are linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from quizdeck.core.diagnostics import Diagnostic, Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck, make_tag
from quizdeck.importers.mdinline import fenced_lines

#: rows whose cell holds a question's lines: this many at least, and this share of the tables' rows
LEAST, SHARE = 3, 0.5
#: a cell holds lines when it has this many paragraphs or breaks at least
_PARTS = 3
#: a topic cell is no longer than this
_TAG_LONGEST = 60
_MAX_LINE = 50_000
_RULE = re.compile(r"[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*(?::?-+:?[ \t]*)?$")
#: where a cell's line ends: a paragraph's end and the next one's start, a break
_BREAK = re.compile(r"[ \t]*(?:</p>[ \t]*<p>|<br[ \t]*/?>)[ \t]*", re.I)
_OUTER = re.compile(r"^[ \t]*<p>|</p>[ \t]*$", re.I)
_TAGS = re.compile(r"<[^<>]{0,200}>")
_EMPHASIS = re.compile(r"^(\*\*|__)(.*)\1$")
#: lines named in a message: ``line 7``, ``lines 7–9``
_LINE_SAID = re.compile(r"\b(lines?) (\d{1,7})(?:([\u2013-])(\d{1,7}))?\b")

#: reads a Markdown text into a deck (the page's own reader)
ReadMarkdown = Callable[[Source, Diagnostics, ImportedDeck], None]


def _cells(line: str) -> list[str]:
    body = line.strip()
    body = body[1:] if body.startswith("|") else body
    body = body[:-1] if body.endswith("|") and not body.endswith("\\|") else body
    return [c.strip() for c in re.split(r"(?<!\\)\|", body)]


def _shown(cell: str) -> list[str] | None:
    """The lines a cell of paragraphs or breaks shows; None when it holds fewer than ``_PARTS``."""
    if len(_BREAK.findall(cell)) + 1 < _PARTS:
        return None
    return [_TAGS.sub("", part).rstrip() for part in _BREAK.split(_OUTER.sub("", cell))]


def _rows(lines: Sequence[str]) -> tuple[dict[int, tuple[list[str], list[str]]], list[int], int]:
    """The rows whose cell shows lines (row -> those lines, the row's other cells), the tables' header and rule
    rows, and how many table rows the page has."""
    fenced = fenced_lines(lines)
    held: dict[int, tuple[list[str], list[str]]] = {}
    furniture: list[int] = []
    rows = 0
    for n, line in enumerate(lines):
        if fenced[n] or not line.lstrip().startswith("|") or len(line) > _MAX_LINE:
            continue
        if _RULE.match(line):
            furniture.append(n)
            if n > 0 and lines[n - 1].lstrip().startswith("|"):
                furniture.append(n - 1)
            continue
        rows += 1
        cells = _cells(line)
        shown = [(k, s) for k, c in enumerate(cells) if (s := _shown(c)) is not None]
        if len(shown) == 1:
            k, got = shown[0]
            held[n] = (got, [c for j, c in enumerate(cells) if j != k])
    return held, sorted(set(furniture) - set(held)), rows - len(set(furniture) - set(held))


def read(lines: list[str], source: Source, deck: ImportedDeck, diags: Diagnostics, read_markdown: ReadMarkdown) -> bool:
    """Put the questions written in the page's table cells into ``deck`` (see the module's docstring): True when the
    page is so written and they were read, False when not (nothing done)."""
    if sum(1 for line in lines if "<p>" in line or "<br" in line) < LEAST:
        return False
    held, furniture, rows = _rows(lines)
    outside = sum(1 for line in lines if line.strip() and not line.lstrip().startswith("|"))
    if len(held) < LEAST or len(held) < SHARE * max(rows, 1) or outside >= len(held):
        return False   # (a page of its own questions, a table among them: the Markdown reader's)
    text: list[str] = []
    row_of: list[int] = []   # the sub-page's line (0-based) -> the source's line (1-based)
    for n in sorted(held):
        for shown in [*held[n][0], ""]:
            text.append(shown)
            row_of.append(n + 1)
    got, read_so = Diagnostics(), ImportedDeck(deck.name, deck.key, deck.origin)
    read_markdown(Source(source.where, source.name, "\n".join(text)), got, read_so)
    if got.errors or not read_so.questions:
        return False

    def row(line: int) -> int:
        return row_of[min(max(line, 1), len(row_of)) - 1]

    for q in read_so.questions:
        at = row(q.pos.line)
        spans = [(row(a), row(b)) for a, b in q.lines]
        q.pos, q.lines = Pos(source.where, at, 1), []
        for a, b in [(at, at), *spans]:
            q.use(a, b)
        for cell in held[at - 1][1]:
            tag = make_tag(_EMPHASIS.sub(r"\2", cell)) if 0 < len(cell) <= _TAG_LONGEST else ""
            if tag and tag not in q.tags:
                q.tags.append(tag)
        deck.questions.append(q)
    def said(text: str | None) -> str | None:   # "line 7" of the cells' page: the row's line
        return None if text is None else _LINE_SAID.sub(lambda m: f"{m.group(1)} {row(int(m.group(2)))}" + (
            f"{m.group(3)}{row(int(m.group(4)))}" if m.group(4) else ""), text)

    for d in got.items:
        diags.add(Diagnostic(Pos(source.where, row(d.pos.line), 1), said(d.message) or "", d.severity, said(d.hint),
                             d.kind))
    for n in furniture:
        deck.skip(n + 1)
    deck.mended.extend(read_so.mended)
    deck.attention.extend(Pos(source.where, row(p.line), 1) for p in read_so.attention)
    return True
