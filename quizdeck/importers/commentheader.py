"""A comment line above a sheet's rows that names its columns after words of its own: the header row.

A program that reads its questions from a delimited file may say the records' layout in a comment that opens with
a sentence: ``# Formato: [CATEGORIA] seguido de PERGUNTA|DIFICULDADE|RESPOSTA_CORRETA|OPCAO1|OPCAO2|OPCAO3``.
``csvcomments`` keeps such a line as the header only when it splits into as many cells as the first row below it;
a section line (``[História]``) there, or the sentence in its first cell, hide it, and the sheet is read without
names. Here the rows' own structure proves it: the delimiter that splits nearly every row (section lines aside)
into the same number of cells, three at least, splits exactly one comment line into that many, each a one-word
name (the last word of its first cell, after the sentence), none of them a cell of the rows (an example row in a
comment, a header row of the sheet's own below it). That line, without the sentence, is the header row;
the reader says so at its line.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import NamedTuple

#: a section line between the rows: a name in brackets alone (``[História]``, ``【歴史】``)
_SECTION = re.compile(r"[ \t]*[\[【][^\]】]{1,80}[\]】][ \t]*")
#: a column's name: one word (``RESPOSTA_CORRETA``, ``option-1``)
_NAME = re.compile(r"[^\W\d][\w-]{0,39}")
#: a comment line: a ``#`` then a space or tab
_COMMENT = re.compile(r"[ \t]*#[ \t]+")
_DELIMITERS = ("|", "\t", ";")
#: the share of rows that split into the same number of cells, and the fewest rows and cells
_MOST = 0.9
_LEAST_ROWS, _LEAST_CELLS = 3, 3


class CommentHeader(NamedTuple):
    """The text with the comment line put back as the header, its line (1-based), and the sentence taken off it."""

    text: str
    line: int
    sentence: str


def _rows_split(lines: list[str]) -> tuple[str, int] | None:
    """The delimiter that splits nearly every row (section lines aside) into the same cells, and their number."""
    rows = [ln for ln in lines if ln.strip() and not _SECTION.fullmatch(ln)]
    if len(rows) < _LEAST_ROWS:
        return None
    for delimiter in _DELIMITERS:
        width, count = Counter(ln.count(delimiter) + 1 for ln in rows).most_common(1)[0]
        if width >= _LEAST_CELLS and count >= _MOST * len(rows):
            return delimiter, width
    return None


def _names(comment: str, delimiter: str, width: int) -> tuple[list[str], str] | None:
    """A comment line's column names and the sentence before them, when it splits into ``width`` one-word names."""
    cells = [c.strip() for c in _COMMENT.sub("", comment, count=1).split(delimiter)]
    head = cells[0].split()
    names = [head[-1], *cells[1:]] if head else []
    if len(cells) != width or not all(_NAME.fullmatch(n) for n in names):
        return None
    return names, " ".join(head[:-1])


def _spelt(cell: str) -> str:
    """A cell as a name and a value compare: case, ``_`` and ``-`` between words, runs of spaces aside."""
    return " ".join(cell.replace("_", " ").replace("-", " ").split()).casefold()


def _among_values(names: list[str], lines: list[str], delimiter: str) -> bool:
    """Whether one of a comment's names is a cell of the rows (``EASY`` of an example row ``Capital|EASY|...``;
    ``Level`` of the sheet's own header row ``Question|Level|...``): a header's names are no values of its rows."""
    named = {_spelt(n) for n in names}
    return any(_spelt(c) in named for ln in lines for c in ln.split(delimiter))


def comment_header(original: str, text: str, comments: list[int]) -> CommentHeader | None:
    """``text`` (the sheet, its leading comment lines ``comments`` blanked) with the one comment line of
    ``original`` that names the rows' columns put back as the header row; None when no line, or more than one,
    does so."""
    if not comments:
        return None
    lines = text.split("\n")
    split = _rows_split(lines)
    if split is None:
        return None
    first = next(ln for ln in lines if ln.strip() and not _SECTION.fullmatch(ln))
    if all(_NAME.fullmatch(c.strip()) for c in first.split(split[0])):
        return None   # the sheet's first row names the columns itself: its own header
    originals = original.split("\n")
    fits = [(n, got) for n in comments if n <= len(originals) and _COMMENT.match(originals[n - 1].lstrip("\ufeff"))
            and (got := _names(originals[n - 1].lstrip("\ufeff"), *split)) is not None]
    if len(fits) != 1:
        return None
    n, (names, sentence) = fits[0]
    if _among_values(names, lines, split[0]):
        return None   # an example row in a comment, or a header of the sheet's own below it: not the header
    lines[n - 1] = split[0].join(names)
    return CommentHeader("\n".join(lines), n, sentence)
