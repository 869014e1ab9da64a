"""A Markdown page whose quiz is one pipe table, a question a row under a header row: read as the sheet it is.

``| question | option_a | option_b | ... | correct_answer | topic |``, its rule row, then a row for each question:
a spreadsheet written as Markdown. The page's Markdown reading sees one table, no question. The table is read by
the sheet reader (``csvtable``), which learns its columns from the header and the cells, line for line: its
cells are handed over tab-separated, each row on its own line, every other line of the page left blank; a cell's
line break tags are the line breaks it shows (``mdcellbreaks``), handed over as Unicode's line separator, which the
sheet reader reads as a line break inside its cell. Only a
page that is mostly that table is read so: one table of five rows at least, three columns at least,
its lines two in three of the page's lines that hold anything; a page of prose with a table in it stays Markdown.
"""

from __future__ import annotations

import csv
import io
import re

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import Source
from quizdeck.importers.csvrows import CELL_BREAK
from quizdeck.importers.csvtable import CsvReader
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.mdcellbreaks import shown
from quizdeck.importers.mdinline import fenced_lines

#: a table's rule row: ``|:---|---:|``, ``--- | ---``
_RULE = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)+\|?[ \t]*$")
_TITLE = re.compile(r"^#[ \t]+(\S.*?)[ \t#]*$")
#: the least rows, and the least columns, of a page's table read as a sheet
_ROWS, _COLUMNS = 5, 3
#: the least share of the page's lines that hold anything its table's lines must be
_SHARE = 2 / 3
_MAX_LINE = 20_000


def _cells(line: str) -> list[str]:
    body = line.strip()
    body = body[1:] if body.startswith("|") else body
    body = body[:-1] if body.endswith("|") and not body.endswith("\\|") else body
    return [shown(c.strip().replace("\\|", "|").replace("\t", " "), CELL_BREAK) for c in re.split(r"(?<!\\)\|", body)]


def table(lines: list[str]) -> tuple[int, int] | None:
    """The [start, end) lines of the page's table (its header row first) when the page is mostly that table."""
    fenced = fenced_lines(lines)
    found: list[tuple[int, int]] = []
    i = 1
    while i < len(lines):
        if not fenced[i] and len(lines[i]) <= _MAX_LINE and _RULE.match(lines[i]) and "|" in lines[i - 1]:
            width = len(_cells(lines[i - 1]))
            end = i + 1
            while end < len(lines) and not fenced[end] and "|" in lines[end] and len(lines[end]) <= _MAX_LINE:
                end += 1
            found.append((i - 1, end))
            i = end if width >= _COLUMNS else i + 1
        else:
            i += 1
    if len(found) != 1:
        return None
    start, end = found[0]
    rows = end - start - 2
    held = sum(1 for line in lines if line.strip())
    width = len(_cells(lines[start]))
    return (start, end) if rows >= _ROWS and width >= _COLUMNS and end - start >= _SHARE * held else None


def read(lines: list[str], source: Source, deck: ImportedDeck, diags: Diagnostics) -> bool:
    """Put the questions of a page that is mostly one table into ``deck``: True when it is one (read), False
    when it is not (nothing done)."""
    span = table(lines)
    if span is None:
        return False
    start, end = span
    out = io.StringIO()
    writer = csv.writer(out, delimiter="\t", lineterminator="\n")
    text: list[str] = [""] * len(lines)
    for n in range(start, end):
        if n == start + 1:
            continue   # the rule row
        out.seek(0)
        out.truncate()
        writer.writerow(_cells(lines[n]))
        text[n] = out.getvalue().rstrip("\n")
    sheet = Source(source.where, f"{source.stem}.tsv", "\n".join(text))
    got, read_so = Diagnostics(), ImportedDeck(deck.name, deck.key, deck.origin)
    CsvReader(sheet, got).read(read_so)
    if got.errors or not read_so.questions:
        return False
    deck.__dict__.update(read_so.__dict__)
    diags.merge(got)
    deck.skip(start + 2)   # the rule row: read, understood
    for n, line in enumerate(lines[:start], start=1):
        if (m := _TITLE.match(line[:2000])) is not None:
            deck.name = m.group(1)
            deck.use(n)
            break
    return True
